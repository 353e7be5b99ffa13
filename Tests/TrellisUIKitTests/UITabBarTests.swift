import Foundation
import Testing
import Trellis
import UIKit

/// `UITabBar.appearance().isHidden = true`, set in a view's `init` as SwiftUI code does to
/// draw a tab bar of its own: the tab view shows no bar and its tab takes the whole view.
@Suite("UITabBar's appearance")
@MainActor
struct UITabBarTests {
    struct OwnBarTabs: View {
        init() { UITabBar.appearance().isHidden = true }
        var body: some View {
            TabView {
                Color.red.id("tab").tabItem { Text("Home") }
            }
        }
    }

    /// Made inside the host's body, so the setting is this host's.
    struct Screen: View {
        var body: some View { OwnBarTabs() }
    }

    @Test func hidingTheBar() throws {
        let hidden = HostingView(rootView: Screen(), size: CGSize(width: 390, height: 844))
        #expect(hidden.layoutFrame(of: "tab") == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(!hidden.dump().contains("Home"))
        // Another host keeps its bar: the tab stops 49 points above the bottom.
        let shown = HostingView(rootView: TabView { Color.red.id("tab").tabItem { Text("Home") } },
                                size: CGSize(width: 390, height: 844))
        #expect(shown.layoutFrame(of: "tab") == CGRect(x: 0, y: 0, width: 390, height: 795))
        #expect(shown.dump().contains("Home"))
        #expect(!UITabBar.appearance().isHidden)
    }
}
