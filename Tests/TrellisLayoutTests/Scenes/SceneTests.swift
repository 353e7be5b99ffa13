import Foundation
import Testing
@_spi(Scenes) @testable import TrellisLayout

/// `App`, `Scene`, `WindowGroup` and `SceneBuilder`: which windows an app's scenes open,
/// and what the first one shows when hosted (390 × 844 window).
@Suite struct SceneTests {
    struct OneWindowApp: App {
        var body: some Scene {
            WindowGroup {
                Color.red.frame(width: 40, height: 30).id("card")
            }
        }
    }

    struct TwoWindowsApp: App {
        var body: some Scene {
            WindowGroup("Main") { Text("first") }
            WindowGroup(id: "second") { Text("second") }
        }
    }

    /// A scene of your own, read through its body.
    struct Sidebar: Scene {
        var body: some Scene {
            WindowGroup { Color.blue.frame(width: 10, height: 20).id("side") }
        }
    }

    struct ComposedApp: App {
        var body: some Scene { Sidebar() }
    }

    struct ConditionalApp: App {
        nonisolated(unsafe) static var opensWindow = false
        var body: some Scene {
            if Self.opensWindow {
                WindowGroup { Text("shown") }
            }
        }
    }

    @Test @MainActor func theFirstWindowShowsItsGroupsContent() throws {
        let root = try #require(OneWindowApp().firstWindowRoot)
        let h = host(root)
        // 40 × 30 centred in 390 × 844.
        expectRect(h.rect("card"), 175, 407, 40, 30)
    }

    @Test @MainActor func scenesWrittenInARowOpenTheirWindowsInOrder() throws {
        let roots = TwoWindowsApp().body.windowRoots
        #expect(roots.count == 2)
        let first = host(try #require(roots.first))
        #expect(first.textItem("first") != nil && first.textItem("second") == nil)
        let group = WindowGroup("Main", id: "main") { Text("x") }
        #expect(group.id == "main" && group.title?.plainText == "Main")
    }

    @Test @MainActor func aSceneOfYourOwnOpensItsBodysWindows() throws {
        let h = host(try #require(ComposedApp().firstWindowRoot))
        expectRect(h.rect("side"), 190, 412, 10, 20)
    }

    @Test @MainActor func aSceneUnderAFalseConditionOpensNoWindow() {
        ConditionalApp.opensWindow = false
        #expect(ConditionalApp().firstWindowRoot == nil)
        ConditionalApp.opensWindow = true
        #expect(ConditionalApp().body.windowRoots.count == 1)
    }

    @Test func theScenePhaseIsActiveInAHostAndOrdered() {
        #expect(EnvironmentValues().scenePhase == .active)
        #expect(ScenePhase.background < .inactive && ScenePhase.inactive < .active)
        var env = EnvironmentValues()
        env.scenePhase = .background
        #expect(env.scenePhase == .background)
    }
}
