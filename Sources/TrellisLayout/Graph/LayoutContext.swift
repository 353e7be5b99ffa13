import Foundation

/// What one host's layout passes share: the pass counter that invalidates the per-proposal
/// size caches, the text measurer, the display scale, and the diagnostics sink.
final class LayoutContext {
    /// Incremented at the start of every pass; items drop cached sizes from earlier passes.
    private(set) var generation = 0
    var textMeasurer: any TextMeasuring
    var diagnostics: [LayoutDiagnostic] = []
    private var diagnosticKeys = Set<String>()

    init(textMeasurer: any TextMeasuring) {
        self.textMeasurer = textMeasurer
    }

    func beginPass() {
        generation &+= 1
        diagnostics.removeAll()
        diagnosticKeys.removeAll()
    }

    /// Records a diagnostic once per pass (the same problem met in several probes is said once).
    func report(_ kind: LayoutDiagnostic.Kind, _ message: String, view: String) {
        let key = "\(kind)|\(view)|\(message)"
        guard diagnosticKeys.insert(key).inserted else { return }
        diagnostics.append(LayoutDiagnostic(kind: kind, message: message, view: view))
    }
}
