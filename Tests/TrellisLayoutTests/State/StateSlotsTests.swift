import Foundation
import Testing
@testable import TrellisLayout

/// Where a view identity keeps its state: the view's own box taken by the first identity
/// that installs it (`installStateBox`), in slots of which the first two are in place
/// (`StateSlots`).
@MainActor
@Suite struct StateSlotsTests {
    /// Three counters in one view: the third slot is past the two kept in place.
    struct ThreeCounters: View {
        @State var a = 0
        @State var b = 10
        @State var c = 100
        var body: some View {
            VStack(spacing: 0) {
                Button("a \(a)") { a += 1 }.frame(width: 100, height: 40).id("a")
                Button("b \(b)") { b += 1 }.frame(width: 100, height: 40).id("b")
                Button("c \(c)") { c += 1 }.frame(width: 100, height: 40).id("c")
            }
        }
        /// The boxes this value was made with.
        var boxes: [AnyObject] { [_a.box, _b.box, _c.box] }
    }

    @Test func slotsPastTheSecondKeepTheirOrder() {
        var slots = StateSlots()
        #expect(slots.isEmpty)
        let boxes = (0..<5).map { StateBox<Int>($0) }
        slots.reserveCapacity(5)
        for box in boxes { slots.append(box) }
        #expect(slots.count == 5)
        #expect((0..<5).allSatisfy { slots[$0] === boxes[$0] })
        let replacement = StateBox<Int>(9)
        slots[1] = replacement
        slots[3] = replacement
        #expect(slots[0] === boxes[0] && slots[1] === replacement && slots[2] === boxes[2])
        #expect(slots[3] === replacement && slots[4] === boxes[4])
    }

    /// The first identity keeps the boxes the view value was made with as its storage; a
    /// second host of the same value gets boxes of its own, starting from the declared
    /// values.
    @Test func theFirstIdentityKeepsTheViewsOwnBoxes() throws {
        let view = ThreeCounters()
        let first = host(view)
        let node = try #require(first.graph.root as? CustomNode)
        #expect(node.stateStorage.count == 3)
        #expect((0..<3).allSatisfy { node.stateStorage[$0] === view.boxes[$0] })

        let c = first.rect("c")
        first.tap(at: CGPoint(x: c.midX, y: c.midY))
        first.tap(at: CGPoint(x: c.midX, y: c.midY))
        let b = first.rect("b")
        first.tap(at: CGPoint(x: b.midX, y: b.midY))
        #expect(first.dump().contains("Text \"a 0\""))
        #expect(first.dump().contains("Text \"b 11\""))
        #expect(first.dump().contains("Text \"c 102\""))

        let second = host(view)
        let other = try #require(second.graph.root as? CustomNode)
        #expect(other.stateStorage.count == 3)
        #expect((0..<3).allSatisfy { other.stateStorage[$0] !== view.boxes[$0] })
        #expect(second.dump().contains("Text \"b 10\""))
        #expect(second.dump().contains("Text \"c 100\""))
        second.tap(at: CGPoint(x: c.midX, y: c.midY))
        #expect(second.dump().contains("Text \"c 101\""))
    }

    /// A child view value kept by its parent and shown again after it was removed is a new
    /// identity: it starts from the declared value, although its own box was taken by the
    /// identity that went.
    struct Parent: View {
        @State var shown = true
        let child = ThreeCounters()
        var body: some View {
            VStack(spacing: 0) {
                Button("toggle") { shown.toggle() }.frame(width: 100, height: 40).id("toggle")
                if shown { child }
            }
        }
    }

    @Test func aKeptChildValueShownAgainStartsAfresh() {
        let h = host(Parent())
        let c = h.rect("c")
        h.tap(at: CGPoint(x: c.midX, y: c.midY))
        #expect(h.dump().contains("Text \"c 101\""))
        let toggle = h.rect("toggle")
        h.tap(at: CGPoint(x: toggle.midX, y: toggle.midY))
        #expect(!h.dump().contains("Text \"c"))
        let moved = h.rect("toggle")  // alone in the stack, it is centred elsewhere
        h.tap(at: CGPoint(x: moved.midX, y: moved.midY))
        #expect(h.dump().contains("Text \"c 100\""))
        // While shown, the kept value's state lasts through the parent's evaluations.
        let again = h.rect("c")
        h.tap(at: CGPoint(x: again.midX, y: again.midY))
        h.tap(at: CGPoint(x: again.midX, y: again.midY))
        #expect(h.dump().contains("Text \"c 102\""))
    }

    /// A view made anew by each evaluation of its parent keeps its identity's storage: the
    /// new value's box is sent to it.
    struct Remaking: View {
        @State var generation = 0
        var body: some View {
            VStack(spacing: 0) {
                Button("parent \(generation)") { generation += 1 }.frame(width: 100, height: 40).id("parent")
                ThreeCounters()
            }
        }
    }

    @Test func aChildMadeAnewKeepsItsState() {
        let h = host(Remaking())
        let a = h.rect("a")
        h.tap(at: CGPoint(x: a.midX, y: a.midY))
        let parent = h.rect("parent")
        h.tap(at: CGPoint(x: parent.midX, y: parent.midY))
        h.tap(at: CGPoint(x: parent.midX, y: parent.midY))
        #expect(h.dump().contains("Text \"parent 2\""))
        #expect(h.dump().contains("Text \"a 1\""))
        h.tap(at: CGPoint(x: a.midX, y: a.midY))
        #expect(h.dump().contains("Text \"a 2\""))
        #expect(h.dump().contains("Text \"b 10\""))
    }
}

/// A box's reads by the view that owns it are noted without a link (`StateBox.owner`).
@MainActor
@Suite struct StateOwnerTests {
    /// Hands out its binding so that a test can write the state from outside.
    struct Child: View {
        @State var width: CGFloat = 10
        let hand: (Binding<CGFloat>) -> Void
        var body: some View {
            hand($width)
            return Color.red.frame(width: width, height: 10).id("child")
        }
    }

    struct Parent: View {
        @State var shown = true
        let hand: (Binding<CGFloat>) -> Void
        var body: some View {
            VStack(spacing: 0) {
                Color.blue.frame(width: 30, height: 30).id("marker")
                if shown { Child(hand: hand) }
            }
        }
        var toggle: Binding<Bool> { $shown }
    }

    final class Kept { var binding: Binding<CGFloat>? }

    @Test func aViewReadingItsOwnStateNeedsNoLinkAndIsUpdated() throws {
        let kept = Kept()
        let h = host(Child(hand: { kept.binding = $0 }), width: 100, height: 100)
        let node = try #require(h.graph.root as? CustomNode)
        #expect(!node.hasReaderLink)
        expectRect(h.rect("child"), 45, 45, 10, 10)
        kept.binding!.wrappedValue = 40
        h.layoutIfNeeded()
        expectRect(h.rect("child"), 30, 45, 40, 10)
        #expect(!node.hasReaderLink)
    }

    /// The owner goes while its box lives on in a binding: a write reaches no view.
    @Test func aBindingOfAViewThatWentUpdatesNothing() throws {
        let kept = Kept()
        let parent = Parent(hand: { kept.binding = $0 })
        let h = host(parent, width: 100, height: 100)
        expectRect(h.rect("child"), 45, 60, 10, 10)
        let binding = try #require(kept.binding)
        parent.toggle.wrappedValue = false
        h.layoutIfNeeded()
        #expect(!h.dump().contains("id: child"))
        binding.wrappedValue = 50  // the box's owner went: nothing to update
        h.layoutIfNeeded()
        expectRect(h.rect("marker"), 35, 35, 30, 30)
        // Shown again: a new identity, from the declared width.
        parent.toggle.wrappedValue = true
        h.layoutIfNeeded()
        expectRect(h.rect("child"), 45, 60, 10, 10)
        #expect(binding.wrappedValue == 50)
    }
}
