import Foundation
import Testing
@testable import TrellisLayout

/// Navigation bars in a 390×844 window: the bar is 44 pt, a large title adds 52; content
/// is centred below. Text: 0.5 × size per character, size tall.
@Suite struct NavigationTests {
    /// Large title "Settings" (34 pt bold: 136 × 34) 16 pt from the leading edge, its
    /// bottom 8 pt above the end of the 96-pt bar: y = 96 − 8 − 34 = 54. The content
    /// ("Body", 34 × 17) centred in 96…844: y = 96 + (748 − 17) / 2.
    @Test func largeTitleUnderTheBar() {
        let h = host(NavigationStack { Text("Body").id("b").navigationTitle("Settings") })
        let title = h.textItem("Settings")
        expectRect(title?.frame ?? .null, 16, 54, 136, 34)
        #expect(title?.text.runs.first?.weight == .bold)
        expectRect(h.rect("b"), 178, 461.5, 34, 17)
    }

    /// Inline: 17-pt semibold (68 × 17) centred in the 44-pt bar; content centred in 44…844.
    @Test func inlineTitleIsCentredInTheBar() {
        let h = host(NavigationStack {
            Text("Body").id("b")
                .navigationTitle("Settings")
                .navigationBarTitleDisplayMode(.inline)
        })
        expectRect(h.textItem("Settings")?.frame ?? .null, 161, 13.5, 68, 17)
        #expect(h.textItem("Settings")?.text.runs.first?.weight == .semibold)
        expectRect(h.rect("b"), 178, 435.5, 34, 17)
    }

    /// Toolbar items: leading at the 16-pt margin, trailing ending 16 pt from the edge,
    /// 8 pt between neighbours; the principal item replaces the inline title.
    @Test func toolbarItemsAreLaidOutInTheBar() {
        let h = host(NavigationStack {
            Color.clear
                .navigationTitle("Inbox")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Text("Edit").id("edit") }
                    ToolbarItem(placement: .principal) { Text("P").id("p") }
                    ToolbarItem(placement: .topBarTrailing) { Text("Add").id("add") }
                    ToolbarItem { Text("More").id("more") }
                }
        })
        expectRect(h.rect("edit"), 16, 13.5, 34, 17)
        expectRect(h.rect("p"), 190.75, 13.5, 8.5, 17)
        // Trailing in order: "Add" (25.5) then "More" (34) at the trailing margin.
        expectRect(h.rect("more"), 340, 13.5, 34, 17)
        expectRect(h.rect("add"), 306.5, 13.5, 25.5, 17)
        #expect(h.textItem("Inbox") == nil)
    }

    @Test func toolbarButtonsAreTappableAndBottomBarItemsAreNotShown() {
        var added = 0
        let h = host(NavigationStack {
            Color.clear.toolbar {
                Button("Add") { added += 1 }
                ToolbarItem(placement: .bottomBar) { Text("Status").id("status") }
            }
        })
        // An automatic item goes trailing: "Add" at 390 − 16 − 25.5.
        #expect(h.tap(at: CGPoint(x: 361.25, y: 22)))
        #expect(added == 1)
        #expect(h.layoutFrame(of: "status") == nil)
    }

    /// A link outside a list is its label ("Detail", 51 × 17, centred below the 96-pt
    /// bar); tapping it pushes the destination, under a bar with a "Back" button that
    /// pops it.
    @Test func linkPushesAndBackPops() {
        let h = host(NavigationStack {
            NavigationLink("Detail") { Text("Pushed").id("pushed") }
                .id("link")
                .navigationTitle("Root")
        })
        expectRect(h.rect("link"), 169.5, 461.5, 51, 17)
        #expect(h.layoutFrame(of: "pushed") == nil)
        #expect(h.tap(at: CGPoint(x: 195, y: 470)))
        // The pushed view has no title: a 44-pt bar, content centred in 44…844.
        expectRect(h.rect("pushed"), 169.5, 435.5, 51, 17)
        // The back button: a 10×18 chevron, 6 pt, "Back" (34): 50 × 18 at the margin.
        let back = h.tapTargets.last
        expectRect(back ?? .null, 16, 13, 50, 18)
        // The root is hidden: its link no longer takes taps.
        #expect(!h.tap(at: CGPoint(x: 195, y: 470)))
        #expect(h.tapCentre(of: back ?? .null))
        #expect(h.layoutFrame(of: "pushed") == nil)
        #expect(h.textItem("Root") != nil)
    }

    struct Counting: View {
        @State var count = 0
        var body: some View {
            VStack {
                Button("Increment") { count += 1 }.id("inc")
                Text(String(repeating: "x", count: count)).id("count")
                NavigationLink("Next") { Text("Second") }.id("next")
            }
        }
    }

    /// The root keeps its state while a view is pushed and after it is popped.
    @Test func rootKeepsItsStateAcrossAPush() {
        let h = host(NavigationStack { Counting() })
        h.tapCentre(of: h.rect("inc"))
        h.tapCentre(of: h.rect("inc"))
        #expect(h.rect("count").width == 17)
        h.tapCentre(of: h.rect("next"))
        #expect(h.textItem("Second") != nil)
        h.tapCentre(of: h.tapTargets.last ?? .null)
        #expect(h.textItem("Second") == nil)
        #expect(h.rect("count").width == 17)
    }

    @Test func valueLinksUseTheRegisteredDestination() {
        let h = host(NavigationStack {
            VStack {
                NavigationLink("Item", value: 3).id("item")
                NavigationLink("Word", value: "w").id("word")
            }
            .navigationDestination(for: Int.self) { Text("Number \($0)") }
        })
        h.tapCentre(of: h.rect("item"))
        #expect(h.textItem("Number 3") != nil)
        h.tapCentre(of: h.tapTargets.last ?? .null)
        // No destination for String: the tap does nothing.
        h.tapCentre(of: h.rect("word"))
        #expect(h.placedItems(NavigationBarLayoutItem.self).count == 1)
    }

    @Test func linkOutsideAStackIsInert() {
        let h = host(NavigationLink("Detail") { Text("Pushed") })
        #expect(!h.tap(at: CGPoint(x: 100, y: 422)))
    }

    @Test func navigationPathCounts() {
        var path = NavigationPath([1, 2, 3])
        path.append("four")
        #expect(path.count == 4)
        path.removeLast(10)
        #expect(path.isEmpty)
    }
}

@Suite struct SafeAreaTests {
    /// Insets of 59 (top) and 34 (bottom): the root is proposed 390 × 751 at y = 59.
    @Test func rootIsLaidOutInTheSafeArea() {
        let h = host(Color.red.id("c"))
        h.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        expectRect(h.rect("c"), 0, 59, 390, 751)
        let t = host(Text("Hi").id("t"))
        t.safeAreaInsets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        expectRect(t.rect("t"), 186.5, 426, 17, 17)
        #expect(host(Color.red.id("c")).safeAreaInsets == EdgeInsets())
    }

    @Test func ignoresSafeAreaExtendsTouchingEdges() {
        let insets = EdgeInsets(top: 59, leading: 0, bottom: 34, trailing: 0)
        let all = host(Color.red.id("c").ignoresSafeArea())
        all.safeAreaInsets = insets
        expectRect(all.rect("c"), 0, 0, 390, 844)
        let top = host(Color.red.id("c").ignoresSafeArea(edges: .top))
        top.safeAreaInsets = insets
        expectRect(top.rect("c"), 0, 0, 390, 810)
        // In a stack, only the view touching the top edge extends.
        let stack = host(VStack(spacing: 0) {
            Color.red.id("a").ignoresSafeArea()
            Color.blue.id("b").frame(height: 100).ignoresSafeArea(.keyboard)
        })
        stack.safeAreaInsets = insets
        expectRect(stack.rect("a"), 0, 0, 390, 710)
        expectRect(stack.rect("b"), 0, 710, 390, 100)
    }

    @Test func invalidInsetsAreReported() {
        let h = host(Color.red.id("c"))
        h.safeAreaInsets = EdgeInsets(top: .nan, leading: -3, bottom: 10, trailing: .infinity)
        #expect(h.safeAreaInsets == EdgeInsets(top: 0, leading: 0, bottom: 10, trailing: 0))
        expectRect(h.rect("c"), 0, 0, 390, 834)
        #expect(h.diagnostics.contains { $0.message.contains("safe-area insets top = nan, leading = -3.0, trailing = inf") })
    }

    /// A bottom inset bar (Text 25.5 × 17) sits at the bottom, centred; the view takes
    /// the rest (844 − 17 − 10).
    @Test func safeAreaInsetMovesContent() {
        let h = host(Color.red.id("main").safeAreaInset(edge: .bottom, spacing: 10) { Text("Bar").id("bar") })
        expectRect(h.rect("bar"), 182.25, 827, 25.5, 17)
        expectRect(h.rect("main"), 0, 0, 390, 817)
        let top = host(Text("Main").id("main").safeAreaInset(edge: .top, alignment: .leading) { Text("Top").id("top") })
        expectRect(top.rect("top"), 0, 0, 25.5, 17)
        // "Main" is centred in 17…844: y = 17 + (827 − 17) / 2.
        expectRect(top.rect("main"), 178, 422, 34, 17)
        let side = host(Color.red.id("main").safeAreaInset(edge: .leading) { Color.blue.frame(width: 40).id("side") })
        expectRect(side.rect("side"), 0, 0, 40, 844)
        expectRect(side.rect("main"), 40, 0, 350, 844)
    }

    @Test func safeAreaPaddingInsetsLikePadding() {
        let h = host(Color.red.id("c").safeAreaPadding(.horizontal, 20))
        expectRect(h.rect("c"), 20, 0, 350, 844)
    }
}

@Suite struct NavigationMirroringTests {
    /// Right to left: the large title ends 16 pt from the right edge (390 − 16 − 136),
    /// a leading item sits at the right margin, a trailing one at the left.
    @Test func barIsMirroredRightToLeft() {
        let h = host(NavigationStack {
            Color.clear
                .navigationTitle("Settings")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Text("Edit").id("edit") }
                    ToolbarItem(placement: .topBarTrailing) { Text("Add").id("add") }
                }
        }) { $0.layoutDirection = .rightToLeft }
        expectRect(h.textItem("Settings")?.frame ?? .null, 238, 54, 136, 34)
        expectRect(h.rect("edit"), 340, 13.5, 34, 17)
        expectRect(h.rect("add"), 16, 13.5, 25.5, 17)
    }
}
