import Foundation
@_spi(Scenes) import TrellisLayout
import TrellisText

extension App {
    /// Launches the app headlessly: makes it, shows the content of its first window group
    /// on a host with the default window (390×844 points at 3×; its views appear and their
    /// tasks start, as at a launch on a device) and prints the window to standard output as
    /// terminal text (``TerminalRenderer``, 78 columns). An app whose scenes open no window
    /// prints a diagnostic to standard error and draws nothing.
    @MainActor @preconcurrency public static func main() {
        if let text = launchWindowText(columns: 78) {
            print(text)
        } else {
            FileHandle.standardError.write(Data("trellis: \(Self.self) opens no window (its scenes hold no WindowGroup)\n".utf8))
        }
    }

    /// The first window of a new instance of the app as terminal text `columns` wide, after
    /// its first layout; nil when its scenes open no window.
    @MainActor static func launchWindowText(columns: Int) -> String? {
        guard let root = Self().firstWindowRoot else { return nil }
        let host = HostingView(rootView: root, textMeasurer: FontTextMeasurer.shared)
        host.layoutIfNeeded()
        return host.terminalString(columns: columns)
    }
}
