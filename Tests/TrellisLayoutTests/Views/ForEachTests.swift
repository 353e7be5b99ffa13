import Foundation
import Testing
@testable import TrellisLayout

/// A `ForEach` finds each element's previous node by id: position by position while the
/// ids repeat the previous list's, by lookup from the first difference (`IDMatcher`).
@Suite struct ForEachIdentityTests {
    /// A row with its own state: how many times it was tapped.
    struct Row: View {
        let name: String
        @State var taps = 0
        var body: some View {
            Button("\(name) \(taps)") { taps += 1 }.frame(width: 100, height: 20).id(name)
        }
    }

    struct Rows: View {
        let names: [String]
        var body: some View {
            VStack(spacing: 0) { ForEach(names, id: \.self) { Row(name: $0) } }
        }
    }

    /// Taps the row named `name` `times` times.
    func tap(_ h: HostingView<Rows>, _ name: String, times: Int) {
        for _ in 0..<times {
            let r = h.rect(name)
            #expect(h.tap(at: CGPoint(x: r.midX, y: r.midY)))
        }
    }

    /// The rows as shown, top to bottom: "name taps" each.
    func shown(_ h: HostingView<Rows>) -> [String] {
        h.dump().split(separator: "\n").compactMap { line in
            guard let start = line.range(of: "Text \"")?.upperBound else { return nil }
            return String(line[start...].prefix { $0 != "\"" })
        }
    }

    func tappedRows(_ names: [String]) -> HostingView<Rows> {
        let h = host(Rows(names: names), width: 200, height: 400)
        for (i, name) in names.enumerated() { tap(h, name, times: i + 1) }
        return h
    }

    @Test func stateFollowsTheIdsThroughEveryKindOfChange() {
        let h = tappedRows(["a", "b", "c", "d"])
        #expect(shown(h) == ["a 1", "b 2", "c 3", "d 4"])
        // Grown at the end: the old rows keep their state, in step.
        h.rootView = Rows(names: ["a", "b", "c", "d", "e"])
        h.layoutIfNeeded()
        #expect(shown(h) == ["a 1", "b 2", "c 3", "d 4", "e 0"])
        // Reversed: every row is found by id.
        h.rootView = Rows(names: ["e", "d", "c", "b", "a"])
        h.layoutIfNeeded()
        #expect(shown(h) == ["e 0", "d 4", "c 3", "b 2", "a 1"])
        // One inserted in front, one removed in the middle.
        h.rootView = Rows(names: ["x", "e", "d", "b", "a"])
        h.layoutIfNeeded()
        #expect(shown(h) == ["x 0", "e 0", "d 4", "b 2", "a 1"])
        // A removed id that comes back is a new view: its state starts afresh.
        h.rootView = Rows(names: ["x", "e", "d", "c", "b", "a"])
        h.layoutIfNeeded()
        #expect(shown(h) == ["x 0", "e 0", "d 4", "c 0", "b 2", "a 1"])
        // Shortened at the end: in step, the rest keep theirs.
        h.rootView = Rows(names: ["x", "e", "d"])
        h.layoutIfNeeded()
        #expect(shown(h) == ["x 0", "e 0", "d 4"])
        #expect(h.diagnostics.isEmpty)
        // Three rows of 20 centred in 400: from y = 170.
        expectRect(h.rect("d"), 50, 210, 100, 20)
    }

    @Test func aRepeatedIdIsFoundWhereverTheDifferenceStarts() {
        // In step up to the repeat: the repeated id is still found (the ids seen so far
        // are collected when the step is left).
        let h = tappedRows(["a", "b"])
        h.rootView = Rows(names: ["a", "b", "a"])
        h.layoutIfNeeded()
        #expect(h.diagnostics.map(\.kind) == [.duplicateID])
        // The first occurrence keeps the state; the later one is a view of its own.
        #expect(shown(h) == ["a 1", "b 2", "a 0"])
        // A first build with a repeat.
        let fresh = host(Rows(names: ["a", "a", "b", "a"]), width: 200, height: 400)
        // Both later occurrences are reported (one diagnostic: the same message).
        #expect(fresh.diagnostics.map(\.kind) == [.duplicateID])
        #expect(shown(fresh) == ["a 0", "a 0", "b 0", "a 0"])
        // The list tags only the first occurrence with its id, the others with their
        // occurrence; each row's own `.id(name)` tags all three, so frame(of:) is the union.
        expectRect(fresh.rect("a"), 50, 160, 100, 80)
        expectRect(fresh.rect(DuplicateID(id: "a", occurrence: 2)), 50, 220, 100, 20)
    }

    @Test func laterOccurrencesOfARepeatedIdKeepTheirStateByOccurrence() {
        let h = host(Rows(names: ["a", "b", "a"]), width: 200, height: 400)
        // Tap the second "a" (the third row, under "b") twice.
        let b = h.rect("b")
        for _ in 0..<2 { #expect(h.tap(at: CGPoint(x: b.midX, y: b.maxY + 10))) }
        #expect(shown(h) == ["a 0", "b 0", "a 2"])
        // The same list again (the previous list had a repeat, so it is matched by key):
        // the second occurrence is still the same view.
        h.rootView = Rows(names: ["b", "a", "a"])
        h.layoutIfNeeded()
        #expect(shown(h) == ["b 0", "a 0", "a 2"])
    }

    @Test func aRangeKeepsItsStateAndTagsItsItemsWithInts() {
        struct Counted: View {
            let count: Int
            var body: some View {
                HStack(spacing: 0) { ForEach(0..<count) { Color.red.frame(width: 10, height: 10).id("inner \($0)") } }
            }
        }
        let h = host(Counted(count: 3), width: 200, height: 100)
        #expect(h.layoutFrame(of: 2) == h.rect("inner 2"))
        h.rootView = Counted(count: 5)
        h.layoutIfNeeded()
        // Five of 10 centred in 200: from x = 75.
        expectRect(h.rect(4), 115, 45, 10, 10)
        #expect(h.layoutFrame(of: 5) == nil)
        #expect(h.diagnostics.isEmpty)
    }

    @Test func idSelfIsTheElementItself() {
        // `id: \.self` takes the element as its id without projecting the key path; over
        // strings, a repeat is still found; over a range, the ids are distinct.
        let strings = host(VStack(spacing: 0) { ForEach(["p", "q", "p"], id: \.self) { Text($0) } }, width: 100, height: 100)
        #expect(strings.diagnostics.map(\.kind) == [.duplicateID])
        // Three lines of 17 centred in 100 (from y = 24.5); "q" is 8.5 wide.
        expectRect(strings.rect("q"), 45.75, 41.5, 8.5, 17)
        let ints = host(HStack(spacing: 0) { ForEach(3..<6, id: \.self) { Color.red.frame(width: CGFloat($0), height: 10) } }, width: 100, height: 100)
        // 3 + 4 + 5 = 12 wide, centred in 100: from x = 44.
        expectRect(ints.rect(5), 51, 45, 5, 10)
        #expect(ints.layoutFrame(of: 2) == nil)
        #expect(ForEach(0..<3, id: \.self) { Text("\($0)") }.idsAreTheRange)
        #expect(!ForEach(["p"], id: \.self) { Text($0) }.idsAreTheRange)
        let fruit = host(VStack(spacing: 0) { ForEach([(1, "fig"), (2, "kiwi")], id: \.0) { Text($0.1) } }, width: 100, height: 100)
        // Two lines of 17 centred in 100 (from y = 33); "kiwi" is 34 wide.
        expectRect(fruit.rect(2), 33, 50, 34, 17)
    }

    /// `\.self` is told from another key path to a value of the element's type, each time
    /// (the identity key path is made once per element type and kept).
    /// An item keeps a list element's id as the list's keys and a 32-bit index; an index
    /// beyond 32 bits (a range that long) is kept as the id itself, the same tag.
    @Test func anElementsTagIsItsIdAtAnyIndex() {
        func item() -> LayoutItem { host(Color.red, width: 10, height: 10).root! }
        let near = item()
        near.addTag(RangeKeys(10..<20), at: 3)
        #expect(near.tags == [AnyHashable(13)])
        near.addTag("x")
        #expect(near.tags == [AnyHashable(13), AnyHashable("x")])
        let far = item()
        far.addTag(RangeKeys(0..<Int.max), at: 5_000_000_000)
        #expect(far.tags == [AnyHashable(5_000_000_000)])
        let edge = item()
        edge.addTag(RangeKeys(1..<Int.max), at: Int(Int32.max))
        #expect(edge.tags == [AnyHashable(Int(Int32.max) + 1)])
    }

    @Test func theIdentityKeyPathIsToldFromOthersOfTheSameType() {
        for _ in 0..<2 {
            #expect(IdentityKeyPaths.isIdentity(\Int.self, of: Int.self))
            #expect(!IdentityKeyPaths.isIdentity(\Int.hashValue, of: Int.self))
            #expect(IdentityKeyPaths.isIdentity(\String.self, of: String.self))
            #expect(!IdentityKeyPaths.isIdentity(\String.self, of: Substring.self))
        }
        // A list keyed by another key path of the element's type is not taken as `\.self`:
        // its ids are the projected values (here: each number's negation).
        let negated = ForEach([1, 2, 3], id: \.negated) { Color.red.frame(width: CGFloat($0), height: 1) }
        #expect(!negated.idsAreTheRange)
        #expect(negated.idOf(2) == -2)
        let h = host(HStack(spacing: 0) { negated }, width: 100, height: 100)
        // 1 + 2 + 3 = 6 wide centred in 100: from x = 47; the second is found by its id, -2.
        expectRect(h.rect(-2), 48, 49.5, 2, 1)
        #expect(h.layoutFrame(of: 2) == nil)
    }
}

private extension Int {
    var negated: Int { -self }
}
