import Foundation
import Testing
@testable import TrellisLayout

/// `toolbarBackground` and `toolbarColorScheme` on the navigation bar (44 pt, plus 52 for
/// a large title) and the tab bar (49 pt at the bottom of a 390 × 844 window);
/// `navigationBarBackButtonHidden` on a pushed view.
@Suite @MainActor struct ToolbarBackgroundTests {
    private func shapes<V: View>(_ h: HostingView<V>, _ color: Color) -> [CGRect] {
        h.placedItems(ShapeItem.self).filter { $0.shownColor == color }.map(\.frame)
    }

    private func stack(_ mode: NavigationBarItem.TitleDisplayMode, _ modify: (AnyView) -> AnyView) -> HostingView<AnyView> {
        host(AnyView(NavigationStack {
            modify(AnyView(Text("Body").navigationTitle("Inbox").navigationBarTitleDisplayMode(mode)))
        }))
    }

    @Test func aVisibleNavigationBarBackgroundFillsTheBar() {
        let inline = stack(.inline) { AnyView($0.toolbarBackground(Color.red, for: .navigationBar).toolbarBackground(.visible, for: .navigationBar)) }
        #expect(shapes(inline, .red) == [CGRect(x: 0, y: 0, width: 390, height: 44)])
        let large = stack(.large) { AnyView($0.toolbarBackground(.visible, for: .automatic).toolbarBackground(Color.red, for: .automatic)) }
        #expect(shapes(large, .red) == [CGRect(x: 0, y: 0, width: 390, height: 96)])
        // Drawn behind the title.
        let nodes = allRenderNodes(inline.renderTree())
        let fill = nodes.firstIndex { n in
            if case .fill(_, let c, _) = n.content { return c == .red && n.frame == CGRect(x: 0, y: 0, width: 390, height: 44) }
            return false
        }
        let title = nodes.firstIndex { n in
            if case .text(let t) = n.content { return t.lines.first?.text == "Inbox" }
            return false
        }
        #expect(fill != nil && title != nil && fill! < title!)
    }

    @Test func withoutVisibleTheNavigationBarHasNoBackground() {
        let styleOnly = stack(.inline) { AnyView($0.toolbarBackground(Color.red, for: .navigationBar)) }
        #expect(shapes(styleOnly, .red).isEmpty)
        let hidden = stack(.inline) { AnyView($0.toolbarBackground(Color.red, for: .navigationBar).toolbarBackground(.hidden, for: .navigationBar)) }
        #expect(hidden.placedItems(ShapeItem.self).isEmpty)
        // Another bar's setting leaves it alone.
        let tab = stack(.inline) { AnyView($0.toolbarBackground(Color.red, for: .tabBar).toolbarBackground(.visible, for: .tabBar)) }
        #expect(tab.placedItems(ShapeItem.self).isEmpty)
        // Visible without a style: the bar material.
        let material = stack(.inline) { AnyView($0.toolbarBackground(.visible, for: .navigationBar)) }
        #expect(material.placedItems(ShapeItem.self).map(\.frame) == [CGRect(x: 0, y: 0, width: 390, height: 44)])
    }

    @Test func theColorSchemeDrawsTheBarInIt() throws {
        let dark = stack(.inline) {
            AnyView($0.toolbarBackground(.visible, for: .navigationBar).toolbarColorScheme(.dark, for: .navigationBar))
        }
        #expect(dark.placedItems(ColorSchemeItem.self).map(\.scheme) == [.dark, .dark])
        // The title's primary colour is drawn white, the body's stays black.
        let texts = allRenderNodes(dark.renderTree()).compactMap { n -> (String, Color)? in
            if case .text(let t) = n.content, let p = t.lines.first?.pieces.first { return (p.text, p.color) }
            return nil
        }
        let title = try #require(texts.first { $0.0 == "Inbox" }).1
        let body = try #require(texts.first { $0.0 == "Body" }).1
        #expect(title.red == 1 && title.green == 1 && title.blue == 1)
        #expect(body.red == 0 && body.green == 0 && body.blue == 0)
        // Without a visible background the scheme is not applied.
        let notShown = stack(.inline) { AnyView($0.toolbarColorScheme(.dark, for: .navigationBar)) }
        #expect(notShown.placedItems(ColorSchemeItem.self).isEmpty)
    }

    /// The tab bar: 844 − 49 = 795 down, its fill reaching the window's bottom.
    @Test func theTabBarTakesItsTabsBackground() {
        let green = host(TabView {
            Color.red.tabItem { Text("Home") }.toolbarBackground(Color.green, for: .tabBar)
        })
        #expect(shapes(green, .green) == [CGRect(x: 0, y: 795, width: 390, height: 49)])
        let hidden = host(TabView {
            Color.red.tabItem { Text("Home") }.toolbarBackground(.hidden, for: .tabBar)
        })
        #expect(hidden.placedItems(ShapeItem.self).filter { $0.frame.minY == 795 }.isEmpty)
        #expect(hidden.placedItems(DividerItem.self).isEmpty)
        let dark = host(TabView {
            Color.red.tabItem { Text("Home") }.toolbarColorScheme(.dark, for: .tabBar)
        })
        #expect(dark.placedItems(ColorSchemeItem.self).map(\.scheme) == [.dark])
        // The default: the material and the hairline, in the host's scheme.
        let plain = host(TabView { Color.red.tabItem { Text("Home") } })
        #expect(plain.placedItems(DividerItem.self).count == 1)
        #expect(plain.placedItems(ColorSchemeItem.self).isEmpty)
    }

    @Test func aPushedViewCanHideItsBackButton() {
        func pushed(hidden: Bool) -> HostingView<AnyView> {
            let h = host(AnyView(NavigationStack {
                NavigationLink("Open") { Text("Detail").navigationBarBackButtonHidden(hidden) }
            }))
            _ = h.tapCentre(of: h.textItem("Open")!.frame)
            return h
        }
        let shown = pushed(hidden: false)
        #expect(shown.textItem("Detail") != nil)
        #expect(shown.textItem("Back") != nil)
        let hidden = pushed(hidden: true)
        #expect(hidden.textItem("Detail") != nil)
        #expect(hidden.textItem("Back") == nil)
        // Its content is laid out as before.
        #expect(hidden.textItem("Detail")?.frame == shown.textItem("Detail")?.frame)
    }
}
