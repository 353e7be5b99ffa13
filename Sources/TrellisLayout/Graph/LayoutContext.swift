import Foundation

/// What one host's layout passes share: the pass counter that invalidates the per-proposal
/// size caches, the text measurer, the display scale, and the diagnostics sink.
final class LayoutContext {
    /// Incremented at the start of every pass; items drop cached sizes from earlier passes.
    private(set) var generation = 0
    /// How many sizes were computed (cache misses), in total: the measure of layout work
    /// that the complexity tests check.
    var sizeComputations = 0
    var textMeasurer: any TextMeasuring
    /// How many transaction modifiers the current items contain: with none, and no
    /// animated transaction, a layout change cannot animate and the animator is skipped.
    var transactionModifiers = 0
    /// How many items act after layout (readers, observers, lifecycle): with none the
    /// host skips the walk after layout.
    var afterLayoutItems = 0
    /// The host's window and safe area (see `Modifiers/SafeArea.swift`).
    var safeArea = SafeAreaGeometry()
    /// The sizes of the scroll views around the item being measured or placed, innermost
    /// last (`containerRelativeFrame`); the safe area's size when empty.
    var containerSizes: [CGSize] = []
    /// What the last pass met, after what making the items met (invalid modifier values).
    var diagnostics: [LayoutDiagnostic] { structural + pass }
    private var structural: [LayoutDiagnostic] = []
    private var pass: [LayoutDiagnostic] = []
    private var inPass = false
    private var diagnosticKeys = Set<String>()

    init(textMeasurer: any TextMeasuring) {
        self.textMeasurer = textMeasurer
    }

    /// Items are about to be made anew: forget what making the previous ones found.
    func beginItems() {
        transactionModifiers = 0
        afterLayoutItems = 0
        inPass = false
        structural.removeAll()
        diagnosticKeys.removeAll()
    }

    func beginPass() {
        generation &+= 1
        inPass = true
        pass.removeAll()
        diagnosticKeys = Set(structural.map(\.key))
    }

    /// Records a diagnostic once per pass (the same problem met in several probes is said once).
    func report(_ kind: LayoutDiagnostic.Kind, _ message: String, view: String) {
        let d = LayoutDiagnostic(kind: kind, message: message, view: view)
        guard diagnosticKeys.insert(d.key).inserted else { return }
        if inPass { pass.append(d) } else { structural.append(d) }
    }
}
