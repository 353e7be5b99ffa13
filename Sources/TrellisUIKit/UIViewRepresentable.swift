import Foundation
import TrellisLayout

/// SwiftUI's wrapper of a UIKit view, with SwiftUI's requirements and defaults.
///
/// SwiftUI's rules, kept: `makeCoordinator()` then `makeUIView(context:)` run once per
/// identity of the view (its place in the hierarchy, kept as `@State` is), followed at
/// once by `updateUIView(_:context:)`, which then runs on every update of the view (each
/// time its parent's body makes it again); `dismantleUIView(_:coordinator:)` runs when the
/// view leaves the hierarchy. The view is sized by `sizeThatFits(_:uiView:context:)` when
/// that answers a size, else by the UIKit view's `intrinsicContentSize` per dimension: a
/// dimension without an intrinsic size takes the proposal (0 when the proposal leaves it
/// unspecified); one with an intrinsic size takes the proposal too, but no more than the
/// intrinsic size when the view's content hugging priority on that axis is at least
/// `.defaultHigh`, and no less when its compression resistance is (UIKit's default is
/// `.defaultHigh`). The UIKit view's frame is then the laid-out size at the origin,
/// `layoutIfNeeded()` runs, and the view is drawn with its subviews (see ``UIView``).
///
/// **Differs from SwiftUI:** the UIKit view is drawn from its state when its host lays the
/// view out; a change made to it outside `updateUIView` (by a timer, say) shows at the next
/// update of the representable, not at once. It takes no touches. It has no UIKit
/// superview: the SwiftUI views around it are not UIKit views, so code that searches its
/// superviews (for an enclosing `UIScrollView`, say) finds none.
public protocol UIViewRepresentable: View {
    associatedtype UIViewType: UIView
    associatedtype Coordinator = Void
    typealias Context = UIViewRepresentableContext<Self>

    func makeUIView(context: Context) -> UIViewType
    func updateUIView(_ uiView: UIViewType, context: Context)
    static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
    public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }

    /// The SwiftUI view that makes, updates, sizes and draws the UIKit view.
    public var body: _RepresentableView<_UIViewRepresentableAdaptor<Self>> {
        _RepresentableView(adaptor: _UIViewRepresentableAdaptor(representable: self))
    }
}

/// What a ``UIViewRepresentable`` is given: its coordinator, the environment it is in and
/// the transaction of the update.
///
/// **Differs from SwiftUI:** `transaction` is an empty transaction (no animation).
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// SwiftUI's wrapper of a UIKit view controller; the rules are ``UIViewRepresentable``'s,
/// applied to the controller's `view`.
public protocol UIViewControllerRepresentable: View {
    associatedtype UIViewControllerType: UIViewController
    associatedtype Coordinator = Void
    typealias Context = UIViewControllerRepresentableContext<Self>

    func makeUIViewController(context: Context) -> UIViewControllerType
    func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
    static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
    func makeCoordinator() -> Coordinator
    func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() -> Coordinator { () }
}

extension UIViewControllerRepresentable {
    public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
    public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType,
                             context: Context) -> CGSize? { nil }

    /// The SwiftUI view that makes, updates, sizes and draws the controller's view.
    public var body: _RepresentableView<_UIViewControllerRepresentableAdaptor<Self>> {
        _RepresentableView(adaptor: _UIViewControllerRepresentableAdaptor(representable: self))
    }
}

/// What a ``UIViewControllerRepresentable`` is given (see ``UIViewRepresentableContext``).
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var transaction: Transaction
    public var environment: EnvironmentValues
}

/// Not API: the two kinds of representable, as the one view that hosts them sees them.
@MainActor
public protocol _RepresentableAdaptor {
    associatedtype Made
    func make(environment: EnvironmentValues) -> Made
    func update(_ made: Made, environment: EnvironmentValues)
    func dismantle(_ made: Made)
    func view(of made: Made) -> UIView
    func sizeThatFits(_ proposal: ProposedViewSize, made: Made, environment: EnvironmentValues) -> CGSize?
}

/// Not API: a UIKit view and coordinator made by a ``UIViewRepresentable``.
public struct _UIViewRepresentableAdaptor<R: UIViewRepresentable>: _RepresentableAdaptor {
    let representable: R

    public struct Made {
        let view: R.UIViewType
        let coordinator: R.Coordinator
    }

    private func context(_ coordinator: R.Coordinator, _ environment: EnvironmentValues) -> R.Context {
        UIViewRepresentableContext(coordinator: coordinator, transaction: Transaction(), environment: environment)
    }

    public func make(environment: EnvironmentValues) -> Made {
        let coordinator = representable.makeCoordinator()
        return Made(view: representable.makeUIView(context: context(coordinator, environment)), coordinator: coordinator)
    }

    public func update(_ made: Made, environment: EnvironmentValues) {
        representable.updateUIView(made.view, context: context(made.coordinator, environment))
    }

    public func dismantle(_ made: Made) { R.dismantleUIView(made.view, coordinator: made.coordinator) }
    public func view(of made: Made) -> UIView { made.view }

    public func sizeThatFits(_ proposal: ProposedViewSize, made: Made, environment: EnvironmentValues) -> CGSize? {
        representable.sizeThatFits(proposal, uiView: made.view, context: context(made.coordinator, environment))
    }
}

/// Not API: a view controller and coordinator made by a ``UIViewControllerRepresentable``.
public struct _UIViewControllerRepresentableAdaptor<R: UIViewControllerRepresentable>: _RepresentableAdaptor {
    let representable: R

    public struct Made {
        let controller: R.UIViewControllerType
        let coordinator: R.Coordinator
    }

    private func context(_ coordinator: R.Coordinator, _ environment: EnvironmentValues) -> R.Context {
        UIViewControllerRepresentableContext(coordinator: coordinator, transaction: Transaction(), environment: environment)
    }

    public func make(environment: EnvironmentValues) -> Made {
        let coordinator = representable.makeCoordinator()
        let controller = representable.makeUIViewController(context: context(coordinator, environment))
        return Made(controller: controller, coordinator: coordinator)
    }

    public func update(_ made: Made, environment: EnvironmentValues) {
        representable.updateUIViewController(made.controller, context: context(made.coordinator, environment))
    }

    public func dismantle(_ made: Made) { R.dismantleUIViewController(made.controller, coordinator: made.coordinator) }
    public func view(of made: Made) -> UIView { made.controller.view }

    public func sizeThatFits(_ proposal: ProposedViewSize, made: Made, environment: EnvironmentValues) -> CGSize? {
        representable.sizeThatFits(proposal, uiViewController: made.controller, context: context(made.coordinator, environment))
    }
}

/// What a representable keeps across updates: the made view (nil before the first update
/// and after dismantling), the latest adaptor and environment.
@MainActor
final class RepresentableStorage<A: _RepresentableAdaptor> {
    var made: A.Made?
    var adaptor: A?
    var environment = EnvironmentValues()

    nonisolated init() {}

    /// Makes the view on the first update of an identity, then updates it (every update).
    func update(_ adaptor: A, environment: EnvironmentValues) {
        self.adaptor = adaptor
        self.environment = environment
        if made == nil { made = adaptor.make(environment: environment) }
        if let made { adaptor.update(made, environment: environment) }
    }

    func dismantle() {
        guard let made, let adaptor else { return }
        self.made = nil
        adaptor.dismantle(made)
    }

    var view: UIView? { made.flatMap { adaptor?.view(of: $0) } }

    /// The size for `proposal`, by SwiftUI's rules for representables (see
    /// ``UIViewRepresentable``). Without a made view: the proposal, 0 where unspecified.
    func size(for proposal: ProposedViewSize) -> CGSize {
        let p = ProposedViewSize(width: proposal.width.map(Self.nonNegative), height: proposal.height.map(Self.nonNegative))
        guard let made, let adaptor else { return CGSize(width: p.width ?? 0, height: p.height ?? 0) }
        if let answer = adaptor.sizeThatFits(p, made: made, environment: environment) {
            return CGSize(width: Self.nonNegative(answer.width), height: Self.nonNegative(answer.height))
        }
        let view = adaptor.view(of: made)
        let intrinsic = view.intrinsicContentSize
        return CGSize(width: Self.dimension(p.width, intrinsic: intrinsic.width,
                                            hugging: view.contentHuggingPriority(for: .horizontal),
                                            resisting: view.contentCompressionResistancePriority(for: .horizontal)),
                      height: Self.dimension(p.height, intrinsic: intrinsic.height,
                                             hugging: view.contentHuggingPriority(for: .vertical),
                                             resisting: view.contentCompressionResistancePriority(for: .vertical)))
    }

    nonisolated static func nonNegative(_ v: CGFloat) -> CGFloat { v.isNaN || v < 0 ? 0 : v }

    nonisolated static func dimension(_ proposed: CGFloat?, intrinsic: CGFloat, hugging: UILayoutPriority,
                                      resisting: UILayoutPriority) -> CGFloat {
        let hasIntrinsic = intrinsic.isFinite && intrinsic >= 0
        guard let proposed else { return hasIntrinsic ? intrinsic : 0 }
        guard hasIntrinsic else { return proposed }
        if proposed > intrinsic, hugging >= .defaultHigh { return intrinsic }
        if proposed < intrinsic, resisting >= .defaultHigh { return intrinsic }
        return proposed
    }

    /// Gives the view its laid-out size, lays it out and answers its drawing.
    func drawing(size: CGSize) -> UIViewDrawing? {
        guard let view else { return nil }
        view.frame = CGRect(origin: .zero, size: size)
        view.layoutIfNeeded()
        return UIViewDrawing(view: view)
    }
}

/// Not API: the view a representable's body is. It keeps the made UIKit view per
/// identity, sizes it by the representable rules and draws it.
public struct _RepresentableView<A: _RepresentableAdaptor>: View {
    let adaptor: A
    @State private var storage = RepresentableStorage<A>()
    @Environment(\.self) private var environment

    init(adaptor: A) {
        self.adaptor = adaptor
    }

    public var body: some View {
        let storage = storage
        storage.update(adaptor, environment: environment)
        return RepresentableLayout(storage: storage) {
            GeometryReader { proxy in
                storage.drawing(size: proxy.size)
            }
        }
        .onDisappear { storage.dismantle() }
    }
}

/// Sizes a representable by its storage's rules and gives its one subview (the drawing)
/// that size.
struct RepresentableLayout<A: _RepresentableAdaptor>: Layout {
    let storage: RepresentableStorage<A>

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        _withAssumedMainActor { storage.size(for: proposal) }
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}

/// What a UIKit view draws, taken from it when its host lays it out: a value, so that the
/// graph sees a changed view as a changed drawing (the view itself is one reference
/// whatever its state).
struct UIViewSnapshot {
    var size: CGSize
    var fill: Color?
    var radius: CGFloat
    var border: CGFloat
    var borderColor: Color?
    var alpha: Double
    var isHidden: Bool
    var clips: Bool
    var content: AnyView?
    /// The subviews, each at its origin in this view's coordinates (less `bounds.origin`).
    var subviews: [(origin: CGPoint, view: UIViewSnapshot)]

    @MainActor
    init(_ view: UIView) {
        let bounds = view.bounds
        size = bounds.size
        fill = view.backgroundColor.map { Color(uiColor: $0) }
        radius = UIViewDrawing.radius(view.layer.cornerRadius, bounds.size)
        border = UIViewDrawing.nonNegative(view.layer.borderWidth)
        borderColor = view.layer.borderColor.map { Color(uiColor: UIColor(cgColor: $0)) }
        alpha = Double(view.alpha)
        isHidden = view.isHidden
        clips = view.clipsToBounds
        content = view.drawnContent()
        subviews = view.subviews.map {
            (CGPoint(x: $0.frame.minX - bounds.minX, y: $0.frame.minY - bounds.minY), UIViewSnapshot($0))
        }
    }
}

/// A UIKit view drawn as SwiftUI views: its background and border (rounded by the layer's
/// corner radius), its own content, its subviews at their frames, clipped when it clips
/// to its bounds, at its alpha; nothing when hidden.
struct UIViewDrawing: View {
    let snapshot: UIViewSnapshot

    init(view: UIView) {
        snapshot = UIViewSnapshot(view)
    }

    init(snapshot: UIViewSnapshot) {
        self.snapshot = snapshot
    }

    @ViewBuilder var body: some View {
        if snapshot.isHidden {
            Color.clear.frame(width: snapshot.size.width, height: snapshot.size.height)
        } else if snapshot.clips {
            layers.clipShape(shape).opacity(snapshot.alpha)
        } else {
            layers.opacity(snapshot.alpha)
        }
    }

    private var shape: RoundedRectangle {
        RoundedRectangle(cornerRadius: snapshot.radius, style: .circular)
    }

    /// Background, content, subviews and border, in the view's bounds.
    private var layers: some View {
        let s = snapshot
        return ZStack(alignment: .topLeading) {
            if let fill = s.fill {
                shape.fill(fill)
            }
            if let content = s.content {
                content
            }
            ForEach(Array(s.subviews.enumerated()), id: \.offset) { _, sub in
                UIViewDrawing(snapshot: sub.view).offset(x: sub.origin.x, y: sub.origin.y)
            }
            if s.border > 0, let color = s.borderColor {
                shape.strokeBorder(color, lineWidth: s.border)
            }
        }
        .frame(width: s.size.width, height: s.size.height, alignment: .topLeading)
    }

    static func nonNegative(_ v: CGFloat) -> CGFloat { v.isNaN || v < 0 ? 0 : v }

    /// Core Animation's clamp: at most half the shorter side.
    static func radius(_ r: CGFloat, _ size: CGSize) -> CGFloat {
        min(nonNegative(r), max(0, min(size.width, size.height) / 2))
    }
}
