import Foundation
import Testing
@testable import TrellisLayout

/// `NavigationLink`'s look: a row with a chevron in a list, its label as a button
/// elsewhere. 390 × 844 window; text 0.5 × size per character, size tall; a navigation
/// stack without a title has a 44-pt bar and centres its content in 44…844.
@Suite struct NavigationLinkTests {
    private func chevrons<V: View>(_ h: HostingView<V>) -> [ShapeItem] {
        h.placedItems(ShapeItem.self).filter { $0.shape is Chevron }
    }

    /// Outside a list: the label alone ("Detail", 51 × 17, centred), in the tint colour,
    /// no chevron; only the label takes taps.
    @Test func outsideAListItIsItsLabelAsAButton() {
        let h = host(NavigationStack {
            VStack {
                NavigationLink("Detail") { Text("Pushed").id("pushed") }.id("link")
            }
        })
        expectRect(h.rect("link"), 169.5, 435.5, 51, 17)
        #expect(chevrons(h).isEmpty)
        #expect(h.textItem("Detail")?.environment.foregroundColor == .accentColor)
        // Beside the label, where a full-width row would have been: nothing.
        #expect(!h.tap(at: CGPoint(x: 300, y: 444)))
        #expect(h.layoutFrame(of: "pushed") == nil)
        #expect(h.tap(at: CGPoint(x: 195, y: 444)))
        #expect(h.layoutFrame(of: "pushed") != nil)
    }

    /// The button style in the environment draws it: bordered insets 12 × 7 around the
    /// label give 75 × 31.
    @Test func outsideAListItTakesTheButtonStyle() {
        let h = host(NavigationStack {
            NavigationLink("Detail") { Text("Pushed") }.id("link").buttonStyle(.bordered)
        })
        expectRect(h.rect("link"), 157.5, 428.5, 75, 31)
        #expect(chevrons(h).isEmpty)
    }

    /// In a list: the row's content fills the row (x 32, 326 wide: 390 less the 16-pt
    /// margins and insets on both sides), the 7 × 12 chevron at its trailing end.
    @Test func inAListItIsARowWithAChevron() {
        let h = host(List {
            NavigationLink("Detail") { Text("Pushed") }.id("link")
        })
        expectRect(h.rect("link"), 32, 48.5, 326, 17)
        expectRect(chevrons(h).first?.frame ?? .null, 351, 51, 7, 12)
    }

    /// `NavigationLink(isActive:)`: a tap sets the binding and pushes; setting the binding
    /// pushes and pops; the Back button pops and sets it back to false.
    @Test func isActiveDrivesThePush() throws {
        final class Flag { var value = false }
        let flag = Flag()
        struct Screen: View {
            let flag: Flag
            @State private var active = false
            var body: some View {
                NavigationStack {
                    VStack {
                        NavigationLink(isActive: Binding(get: { active }, set: { active = $0; flag.value = $0 })) {
                            Text("Pushed").id("pushed")
                        } label: {
                            Text("Detail")
                        }
                        Button("Open") { active = true }.id("open")
                    }
                }
            }
        }
        let h = host(Screen(flag: flag))
        #expect(h.layoutFrame(of: "pushed") == nil)
        // A tap on the label: pushed, and the binding says so.
        let link = try #require(h.textItem("Detail")?.frame)
        #expect(h.tap(at: CGPoint(x: link.midX, y: link.midY)))
        h.layoutIfNeeded()
        #expect(h.layoutFrame(of: "pushed") != nil)
        #expect(flag.value)
        // Back: popped, and the binding is false again.
        #expect(h.tap(at: CGPoint(x: 41, y: 22)))
        h.layoutIfNeeded()
        #expect(h.layoutFrame(of: "pushed") == nil)
        #expect(!flag.value)
        // Setting the state the binding reads pushes without a tap on the link.
        let open = h.rect("open")
        #expect(h.tap(at: CGPoint(x: open.midX, y: open.midY)))
        h.layoutIfNeeded()
        #expect(h.layoutFrame(of: "pushed") != nil)
    }
}
