import Foundation
import Testing
@testable import TrellisLayout

/// State, bindings, environment and identity (issue item 9).
@Suite struct StateTests {
    final class Counter: @unchecked Sendable { var bodies: [String: Int] = [:] }

    struct Child: View {
        let name: String
        let counter: Counter
        @Binding var value: Int
        var body: some View {
            counter.bodies[name, default: 0] += 1
            return Text("\(name)=\(value)")
        }
    }

    struct Unrelated: View {
        let counter: Counter
        var body: some View {
            counter.bodies["unrelated", default: 0] += 1
            return Color.red.frame(width: 5, height: 5)
        }
    }

    struct Parent: View {
        let counter: Counter
        @State var count = 0
        @State var other = 0
        var body: some View {
            VStack {
                Child(name: "child", counter: counter, value: $count)
                Button("inc") { count += 1 }.id("inc")
                Holder(counter: counter)
            }
        }
    }

    /// Owns state nobody else reads.
    struct Holder: View {
        let counter: Counter
        @State var mine = 0
        var body: some View {
            counter.bodies["holder", default: 0] += 1
            return HStack {
                Text("mine \(mine)")
                Button("mine") { mine += 1 }.id("mine")
                Unrelated(counter: counter)
            }
        }
    }

    @Test func aChangeReevaluatesOnlyTheBodiesThatReadIt() {
        let counter = Counter()
        let h = host(Parent(counter: counter))
        #expect(counter.bodies == ["child": 1, "holder": 1, "unrelated": 1])
        let inc = h.layoutFrame(of: "inc")!
        h.tap(at: CGPoint(x: inc.midX, y: inc.midY))
        // Parent read `count` (through the binding it made), the child read it: both
        // re-run; the holder is a child of the parent, so its body runs again too.
        #expect(counter.bodies["child"] == 2)
        #expect(h.dump().contains("Text \"child=1\""))
        // The holder's own state re-runs the holder and its contents only.
        let before = counter.bodies
        let mine = h.layoutFrame(of: "mine")!
        h.tap(at: CGPoint(x: mine.midX, y: mine.midY))
        #expect(counter.bodies["child"] == before["child"])
        #expect(counter.bodies["holder"] == before["holder"]! + 1)
        #expect(h.dump().contains("Text \"mine 1\""))
    }

    struct Toggle: View {
        @State var stacked = false
        var body: some View {
            let layout = stacked ? AnyLayout(VStackLayout(spacing: 0)) : AnyLayout(HStackLayout(spacing: 0))
            VStack {
                layout {
                    Counting(label: "a").id("a")
                    Counting(label: "b").id("b")
                }
                Button("switch") { stacked.toggle() }.id("switch")
            }
        }
    }

    /// Keeps a tap count in its own state.
    struct Counting: View {
        let label: String
        @State var taps = 0
        var body: some View {
            Button("\(label)\(taps)") { taps += 1 }
        }
    }

    @Test func anyLayoutSwitchKeepsChildIdentityAndState() {
        let h = host(Toggle())
        let a = h.layoutFrame(of: "a")!
        h.tap(at: CGPoint(x: a.midX, y: a.midY))
        h.tap(at: CGPoint(x: a.midX, y: a.midY))
        #expect(h.dump().contains("Text \"a2\""))
        let aBefore = h.layoutFrame(of: "a")!, bBefore = h.layoutFrame(of: "b")!
        #expect(aBefore.minY == bBefore.minY)  // side by side
        let s = h.layoutFrame(of: "switch")!
        h.tap(at: CGPoint(x: s.midX, y: s.midY))
        // Stacked now, and "a" still has its two taps: same views, new layout.
        #expect(h.dump().contains("Text \"a2\""))
        #expect(h.layoutFrame(of: "b")!.minY == h.layoutFrame(of: "a")!.maxY)
    }

    struct Branching: View {
        @State var flag = true
        var body: some View {
            VStack {
                if flag { Counting(label: "x").id("x") } else { Counting(label: "y").id("y") }
                Button("flip") { flag.toggle() }.id("flip")
            }
        }
    }

    @Test func ifElseBranchesHaveDistinctIdentities() {
        let h = host(Branching())
        let x = h.layoutFrame(of: "x")!
        h.tap(at: CGPoint(x: x.midX, y: x.midY))
        #expect(h.dump().contains("Text \"x1\""))
        let flip = h.layoutFrame(of: "flip")!
        h.tap(at: CGPoint(x: flip.midX, y: flip.midY))
        #expect(h.layoutFrame(of: "x") == nil)
        #expect(h.dump().contains("Text \"y0\""))
        // Back: the x branch is a new view; its state starts afresh.
        let flip2 = h.layoutFrame(of: "flip")!
        h.tap(at: CGPoint(x: flip2.midX, y: flip2.midY))
        #expect(h.dump().contains("Text \"x0\""))
    }

    struct Item: Identifiable, Equatable { let id: Int; var name: String }

    struct List: View {
        @State var items = [Item(id: 1, name: "one"), Item(id: 2, name: "two")]
        var body: some View {
            VStack {
                ForEach($items) { $item in
                    Button(item.name) { item.name += "!" }
                }
                Button("reverse") { items.reverse() }.id("reverse")
            }
        }
    }

    @Test func forEachOverBindingsWritesBack() {
        let h = host(List())
        let one = h.layoutFrame(of: 1)!
        h.tap(at: CGPoint(x: one.midX, y: one.midY))
        #expect(h.dump().contains("Text \"one!\""))
        let r = h.layoutFrame(of: "reverse")!
        h.tap(at: CGPoint(x: r.midX, y: r.midY))
        // Element 2 now comes first.
        #expect(h.layoutFrame(of: 2)!.minY < h.layoutFrame(of: 1)!.minY)
    }

    struct Model { var title = "t"; var count = 0 }

    struct ModelView: View {
        @State var model = Model()
        var body: some View {
            VStack {
                Field(text: $model.title)
                Button("go") { model.count += 1 }.id("go")
                Text("\(model.title) \(model.count)")
            }
        }
    }

    struct Field: View {
        @Binding var text: String
        var body: some View { Button("edit") { text += "x" }.id("edit") }
    }

    @Test func dynamicMemberBindings() {
        let h = host(ModelView())
        let e = h.layoutFrame(of: "edit")!
        h.tap(at: CGPoint(x: e.midX, y: e.midY))
        let g = h.layoutFrame(of: "go")!
        h.tap(at: CGPoint(x: g.midX, y: g.midY))
        #expect(h.dump().contains("Text \"tx 1\""))
    }

    struct EnvReader: View {
        @Environment(\.layoutDirection) var direction
        @Environment(\.dynamicTypeSize) var typeSize
        var body: some View { Text("\(direction == .rightToLeft ? "rtl" : "ltr") \(typeSize.isAccessibilitySize ? "ax" : "std")") }
    }

    @Test func environmentValuesReachBodies() {
        let h = host(EnvReader())
        #expect(h.dump().contains("Text \"ltr std\""))
        h.layoutDirection = .rightToLeft
        h.dynamicTypeSize = .accessibility2
        #expect(h.dump().contains("Text \"rtl ax\""))
        let scoped = host(EnvReader().environment(\.layoutDirection, .rightToLeft))
        #expect(scoped.dump().contains("Text \"rtl std\""))
    }

    @Test func idChangeResetsState() {
        struct Reset: View {
            @State var generation = 0
            var body: some View {
                VStack {
                    Counting(label: "c").id(generation)
                    Button("reset") { generation += 1 }.id("reset")
                }
            }
        }
        let h = host(Reset())
        let c = h.layoutFrame(of: 0)!
        h.tap(at: CGPoint(x: c.midX, y: c.midY))
        #expect(h.dump().contains("Text \"c1\""))
        let r = h.layoutFrame(of: "reset")!
        h.tap(at: CGPoint(x: r.midX, y: r.midY))
        #expect(h.dump().contains("Text \"c0\""))
        #expect(h.layoutFrame(of: 1) != nil && h.layoutFrame(of: 0) == nil)
    }

    @Test func withAnimationAppliesTheChangeAndDisabledButtonsDoNotFire() {
        struct Gate: View {
            @State var n = 0
            var body: some View {
                VStack {
                    Button("on") { withAnimation(.easeInOut) { n += 1 } }.id("on")
                    Button("off") { n += 100 }.disabled(true).id("off")
                    Text("n \(n)")
                }
            }
        }
        let h = host(Gate())
        let on = h.layoutFrame(of: "on")!, off = h.layoutFrame(of: "off")!
        #expect(h.tap(at: CGPoint(x: on.midX, y: on.midY)))
        #expect(!h.tap(at: CGPoint(x: off.midX, y: off.midY)))
        #expect(h.dump().contains("Text \"n 1\""))
    }
}

@Suite struct ModifierAndIdentityDiagnosticsTests {
    /// A custom modifier with its own state, as users write them.
    struct Tappable: ViewModifier {
        @State var count = 0
        func body(content: Content) -> some View {
            VStack(spacing: 0) {
                content
                Button("tapped \(count)") { count += 1 }.id("m")
            }
        }
    }

    @Test func customModifiersKeepState() {
        let h = host(Color.red.frame(width: 10, height: 10).id("c").modifier(Tappable()), width: 200, height: 100)
        // The content comes first, the button under it.
        #expect(h.rect("m").minY == h.rect("c").maxY)
        let m = h.rect("m")
        h.tap(at: CGPoint(x: m.midX, y: m.midY))
        h.tap(at: CGPoint(x: m.midX, y: m.midY))
        #expect(h.dump().contains("Text \"tapped 2\""))
    }

    @Test func duplicateForEachIDsAreReported() {
        let h = host(VStack { ForEach(["a", "b", "a"], id: \.self) { Text($0) } }, width: 200, height: 100)
        #expect(h.diagnostics.map(\.kind) == [.duplicateID])
        // All three are shown.
        #expect(h.dump().components(separatedBy: "Text \"a\"").count == 3)
    }
}
