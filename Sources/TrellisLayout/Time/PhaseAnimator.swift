import Foundation

/// A view that animates its content through a sequence of phases (iOS 17).
///
/// The content starts in the first phase. With a trigger, each change of the trigger's
/// value runs the phases once: to the second, the third…, and back to the first, each step
/// animated with `animation` of the phase it goes to and started when the step before is
/// logically complete (`withAnimation(_:completionCriteria:_:completion:)`). Without a
/// trigger the phases cycle for as long as the view is shown, from its appearance. All of
/// it runs on the host's clock: ``HostingView/advance(by:)`` moves it, and a step starts
/// at the time at which the clock is found past the end of the step before, as a frame
/// finds it in SwiftUI (advance frame by frame, or to the ends, for exact starts).
///
/// A step whose animation is `nil` jumps, and the next step starts on the host's next
/// turn (not within the same update), so phases without animation never recurse. An empty
/// sequence of phases shows nothing and reports an `.invalidPhases` diagnostic.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View, PrimitiveView {
    public typealias Body = Never

    private let phases: [Phase]
    private let trigger: WatchedValue?
    private let content: (Phase) -> Content
    private let animation: (Phase) -> Animation?

    /// Runs the phases once each time `trigger` changes.
    public init(_ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = WatchedValue(trigger)
        self.content = content
        self.animation = animation
    }

    /// Cycles through the phases for as long as the view is shown.
    public init(_ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
                animation: @escaping (Phase) -> Animation? = { _ in .default }) {
        self.phases = Array(phases)
        self.trigger = nil
        self.content = content
        self.animation = animation
    }

    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        if phases.isEmpty {
            cx.graph.report(.invalidPhases, "no phases were given; it shows nothing", view: "PhaseAnimator<\(Phase.self)>")
        }
        return cx.reconcile(PhaseAnimatorBody(phases: phases, trigger: trigger, content: content, animation: animation), existing)
    }
}

extension View {
    /// Animates this view through `phases` once each time `trigger` changes (see
    /// ``PhaseAnimator``); `content` receives this view and the phase.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>, trigger: some Equatable,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, trigger: trigger, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }

    /// Animates this view through `phases` for as long as it is shown (see
    /// ``PhaseAnimator``); `content` receives this view and the phase.
    public func phaseAnimator<Phase: Equatable>(_ phases: some Sequence<Phase>,
                                                @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
                                                animation: @escaping (Phase) -> Animation? = { _ in .default }) -> some View {
        PhaseAnimator(phases, content: { content(PlaceholderContentView(content: self), $0) }, animation: animation)
    }
}

/// The phase animator's state and steps: the index of the phase shown, and a run number
/// that a new trigger change or a cycle bumps, so a completion of an earlier run does not
/// step the current one.
private struct PhaseAnimatorBody<Phase: Equatable, Content: View>: View {
    let phases: [Phase]
    let trigger: WatchedValue?
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0
    @State private var run = 0

    var body: some View {
        if !phases.isEmpty {
            content(phases[min(index, phases.count - 1)])
                .onAppear { if trigger == nil { start() } }
                .onChange(of: trigger) { start() }
        }
    }

    /// Starts a run from the phase shown.
    private func start() {
        run += 1
        step(from: min(index, phases.count - 1), run: run)
    }

    /// Moves to the phase after `current`, animated, then on to the next once the
    /// animation is logically complete; a triggered run ends on the first phase.
    private func step(from current: Int, run: Int) {
        guard run == self.run, phases.count > 1 else { return }
        let next = (current + 1) % phases.count
        let continues = trigger == nil || next != 0
        guard let animation = animation(phases[next]) else {
            withTransaction(Transaction(animation: nil)) { index = next }
            if continues { DispatchQueue.main.async { step(from: next, run: run) } }
            return
        }
        withAnimation(animation, completionCriteria: .logicallyComplete) {
            index = next
        } completion: {
            if continues { step(from: next, run: run) }
        }
    }
}
