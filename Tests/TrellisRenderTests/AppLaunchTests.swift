import Foundation
import Testing
import TrellisLayout
@testable import TrellisRender

/// `App.main()`'s launch: the first window drawn as terminal text.
@Suite("App launch")
struct AppLaunchTests {
    struct CardApp: App {
        var body: some Scene {
            WindowGroup { Color.red.frame(width: 100, height: 100) }
        }
    }

    struct NoWindowApp: App {
        var body: some Scene {
            if Self.never { WindowGroup { Color.red } }
        }
        static var never: Bool { false }
    }

    /// 78 columns over 390 points: 5 points a column, 10 a row. The 100-point card spans
    /// x 145…245 (columns 29…48: 20, so 18 dashes between the corners) and 100 points
    /// down (10 rows).
    @Test @MainActor func theFirstWindowIsDrawnAsTerminalText() throws {
        let text = try #require(CardApp.launchWindowText(columns: 78))
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let boxRows = lines.filter { $0.contains("│") || $0.contains("┌") || $0.contains("└") }
        #expect(boxRows.count == 10)
        #expect(lines.contains { $0.contains("┌" + String(repeating: "─", count: 18) + "┐") })
    }

    @Test @MainActor func anAppWithoutAWindowDrawsNothing() {
        #expect(NoWindowApp.launchWindowText(columns: 78) == nil)
    }
}
