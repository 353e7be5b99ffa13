import Foundation
import Testing
@testable import TrellisLayout

/// `TabView`: the selected tab above a 49-pt bar (a hairline on its top) in a 390 × 844
/// window; `tabViewStyle(.page)`: pages side by side, no bar, page dots. Text is 0.5 × size
/// wide per character and size tall; the bar's titles are 10 pt.
@Suite struct TabViewTests {
    struct Tabs: View {
        @State var selection = "home"
        var body: some View {
            TabView(selection: $selection) {
                Color.red.id("home").tabItem { Text("Home") }.tag("home")
                Color.blue.id("settings").tabItem { Text("Settings") }.tag("settings")
            }
        }
    }

    /// The tab fills the window above the bar: 844 − 49 = 795; the bar's items share its
    /// width and are centred in its 49 points.
    @Test func theSelectedTabIsShownAboveTheBar() throws {
        let h = host(Tabs())
        expectRect(h.rect("home"), 0, 0, 390, 795)
        let divider = try #require(h.placedItems(DividerItem.self).first).frame
        #expect(divider.minY == 795 && divider.width == 390)
        // "Home" (4 × 5 = 20 wide) centred in 0…195, "Settings" (40 wide) in 195…390.
        let home = try #require(h.textItem("Home")).frame
        let settings = try #require(h.textItem("Settings")).frame
        expectRect(home, 87.5, 814.5, 20, 10)
        expectRect(settings, 272.5, 814.5, 40, 10)
        #expect(h.textItem("Home")?.environment.foregroundColor == .accentColor)
        #expect(h.textItem("Settings")?.environment.foregroundColor == .gray)
        // The hidden tab is laid out in the same place but drawn with opacity 0.
        expectRect(h.rect("settings"), 0, 0, 390, 795)
    }

    /// With a 34-pt bottom safe area the bar stands above it (its items' centre at
    /// 844 − 34 − 24.5) and its material reaches the window's bottom.
    @Test func theBarSitsOnTheSafeAreaAndItsMaterialFillsIt() throws {
        let h = HostingView(rootView: Tabs(), size: CGSize(width: 390, height: 844), displayScale: 2,
                            environment: EnvironmentValues(), textMeasurer: FixedTextMeasurer())
        h.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        h.layoutIfNeeded()
        expectRect(h.rect("home"), 0, 59, 390, 702)
        let home = try #require(h.textItem("Home")).frame
        #expect(home.midY == 785.5)
        let material = h.placedItems(ShapeItem.self).filter { $0.frame.minY == 761 && $0.frame.width == 390 }
        #expect(material.map(\.frame.maxY) == [844])
    }

    /// Tapping an item selects its tab: the binding takes its tag, and taps then reach the
    /// newly shown tab only.
    @Test func tappingAnItemSelectsItsTab() throws {
        let h = host(Tabs())
        let settings = try #require(h.textItem("Settings")).frame
        #expect(h.tap(at: CGPoint(x: settings.midX, y: settings.midY)))
        h.layoutIfNeeded()
        #expect(h.textItem("Settings")?.environment.foregroundColor == .accentColor)
        #expect(h.textItem("Home")?.environment.foregroundColor == .gray)
    }

    /// Without a selection, untagged tabs are chosen by index, the first shown first; a
    /// `Label` shows its icon above its title.
    @Test func withoutASelectionTheFirstTabShows() throws {
        struct Counter: View {
            let name: String
            @State var taps = 0
            var body: some View { Button("\(name) \(taps)") { taps += 1 } }
        }
        let h = host(TabView {
            Counter(name: "One").tabItem { Label("1", systemImage: "house") }
            Counter(name: "Two").tabItem { Label("2", systemImage: "gear") }
        })
        // "One 0" at 17 pt (5 × 8.5 = 42.5 wide) centred in 390 × 795.
        let one = try #require(h.textItem("One 0")).frame
        #expect(one.midX == 195 && one.midY == 397.5 && one.width == 42.5)
        #expect(h.tapCentre(of: one))
        #expect(h.textItem("One 1") != nil)
        // The label's icon stands 2 points above its title.
        let title = try #require(h.textItem("2")).frame
        let icons = h.placedItems(ImageItem.self).map(\.frame).filter { $0.midX == 292.5 }
        #expect(icons.count == 1 && icons.first.map { $0.maxY + 2 } == title.minY)
        #expect(h.tapCentre(of: title))
        h.layoutIfNeeded()
        #expect(h.textItem("2")?.environment.foregroundColor == .accentColor)
        // The second tab is shown and takes the taps now; the first keeps its count.
        let two = try #require(h.textItem("Two 0")).frame
        #expect(h.tapCentre(of: two))
        #expect(h.textItem("Two 1") != nil && h.textItem("One 1") != nil)
    }

    /// The page style: no bar; the pages stand side by side, the selected one filling the
    /// view; two dots at the bottom.
    @Test func thePageStyleHasDotsAndNoBar() throws {
        let h = host(TabView {
            Color.red.id("p1")
            Color.blue.id("p2")
        }.tabViewStyle(.page))
        expectRect(h.rect("p1"), 0, 0, 390, 844)
        #expect(h.placedItems(DividerItem.self).isEmpty)
        let dots = h.placedItems(ShapeItem.self).filter { $0.frame.width == 8 }
        #expect(dots.count == 2)
        // 8-pt dots 8 apart, centred, 12 above the bottom: x 183…191 and 199…207.
        #expect(dots.map(\.frame.minX).sorted() == [183, 199])
        #expect(dots.allSatisfy { $0.frame.maxY == 832 })
        let none = host(TabView { Color.red; Color.blue }.tabViewStyle(.page(indexDisplayMode: .never)))
        #expect(none.placedItems(ShapeItem.self).filter { $0.frame.width == 8 }.isEmpty)
        let single = host(TabView { Color.red }.tabViewStyle(.page))
        #expect(single.placedItems(ShapeItem.self).filter { $0.frame.width == 8 }.isEmpty)
    }

    /// A drag past half the width pages to the next page; a shorter one springs back.
    @Test func draggingPagesHorizontally() throws {
        struct Pages: View {
            @State var page = 0
            var body: some View {
                VStack(spacing: 0) {
                    Text("page \(page)").frame(height: 44)
                    TabView(selection: $page) {
                        Color.red.tag(0)
                        Color.blue.tag(1)
                        Color.green.tag(2)
                    }
                    .tabViewStyle(.page)
                }
            }
        }
        let h = host(Pages())
        #expect(h.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 200, y: 400)))
        h.layoutIfNeeded()
        #expect(h.textItem("page 0") != nil)
        #expect(h.drag(from: CGPoint(x: 300, y: 400), to: CGPoint(x: 40, y: 400)))
        h.layoutIfNeeded()
        #expect(h.textItem("page 1") != nil)
        #expect(h.drag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 300, y: 400)))
        h.layoutIfNeeded()
        #expect(h.textItem("page 0") != nil)
        // Nothing before the first page.
        #expect(h.drag(from: CGPoint(x: 40, y: 400), to: CGPoint(x: 300, y: 400)))
        h.layoutIfNeeded()
        #expect(h.textItem("page 0") != nil)
    }
}
