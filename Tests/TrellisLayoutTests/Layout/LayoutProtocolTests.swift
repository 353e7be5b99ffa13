import Foundation
import Testing
@testable import TrellisLayout

/// Spec §6 (the Layout protocol) and §7 (coordinates and right-to-left).
@Suite struct LayoutProtocolTests {
    /// Places its subviews in a row from `bounds.minX`, each at its ideal size, and records
    /// what it was asked.
    final class Log: @unchecked Sendable {
        var makeCache = 0, updateCache = 0
        var proposals: [ProposedViewSize] = []
        var bounds: [CGRect] = []
    }

    struct Row: Layout {
        var log: Log
        var gap: CGFloat = 0
        func makeCache(subviews: Subviews) -> Int {
            log.makeCache += 1
            return subviews.count
        }
        func updateCache(_ cache: inout Int, subviews: Subviews) {
            log.updateCache += 1
            cache = subviews.count
        }
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
            log.proposals.append(proposal)
            let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
            return CGSize(width: sizes.map(\.width).reduce(0, +) + gap * CGFloat(max(cache - 1, 0)),
                          height: sizes.map(\.height).max() ?? 0)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
            log.bounds.append(bounds)
            var x = bounds.minX
            for s in subviews {
                let size = s.sizeThatFits(.unspecified)
                s.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                x += size.width + gap
            }
        }
    }

    /// Two rows: the first half of the subviews, then the second, each placed through a
    /// slice of the collection (its indices are the whole collection's).
    struct Halves: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            let (top, bottom) = halves(subviews)
            return CGSize(width: max(width(top), width(bottom)), height: 20)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            let (top, bottom) = halves(subviews)
            for (row, half) in [top, bottom].enumerated() {
                var x = bounds.minX
                for i in half.indices {
                    half[i].place(at: CGPoint(x: x, y: bounds.minY + CGFloat(row) * 10), proposal: .unspecified)
                    x += half[i].sizeThatFits(.unspecified).width
                }
            }
        }
        func halves(_ subviews: Subviews) -> (Subviews, Subviews) {
            let middle = subviews.startIndex + subviews.count / 2
            return (subviews[..<middle], subviews[middle...])
        }
        func width(_ half: Subviews) -> CGFloat { half.reduce(0) { $0 + $1.sizeThatFits(.unspecified).width } }
    }

    @Test func slicesOfTheSubviewsKeepTheirIndicesAndPlace() {
        let h = host(Halves {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.green.frame(width: 20, height: 10).id("b")
            Color.blue.frame(width: 30, height: 10).id("c")
            Color.gray.frame(width: 40, height: 10).id("d")
        }, width: 70, height: 20)
        expectRect(h.rect("a"), 0, 0, 10, 10)
        expectRect(h.rect("b"), 10, 0, 20, 10)
        expectRect(h.rect("c"), 0, 10, 30, 10)
        expectRect(h.rect("d"), 30, 10, 40, 10)
    }

    /// A slice beyond the subviews traps, as an array slice does (the subviews index their
    /// items without a check of their own).
    @Test func aSliceOutOfRangeTraps() async {
        await #expect(processExitsWith: .failure) {
            struct Beyond: Layout {
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    _ = subviews[0..<(subviews.count + 1)]
                    return .zero
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
            }
            let h = HostingView(rootView: Beyond { Color.red }, size: CGSize(width: 10, height: 10), textMeasurer: FixedTextMeasurer())
            h.layoutIfNeeded()
        }
    }

    @Test func boundsAreInTheParentsSpace() {
        let log = Log()
        let h = host(VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 30)
            Row(log: log) { Color.blue.frame(width: 20, height: 10).id("a"); Color.green.frame(width: 30, height: 10).id("b") }.id("row")
        }, width: 100, height: 40)
        // The row is 50 × 10, centred under the red box: bounds (25, 30, 50, 10).
        #expect(log.bounds.last == CGRect(x: 25, y: 30, width: 50, height: 10))
        expectRect(h.rect("a"), 25, 30, 20, 10)
        expectRect(h.rect("b"), 45, 30, 30, 10)
    }

    @Test func cacheIsMadeOnceAndUpdatedWhenSubviewsChange() {
        struct Screen: View {
            var count: Int
            var log: Log
            var body: some View {
                Row(log: log, gap: 5) { ForEach(0..<count) { _ in Color.red.frame(width: 10, height: 10) } }.id("row")
            }
        }
        let log = Log()
        let h = host(Screen(count: 2, log: log), width: 100, height: 40)
        #expect(log.makeCache == 1 && log.updateCache == 0)
        #expect(h.rect("row").width == 25)
        // A relayout alone does not touch the cache.
        h.size = CGSize(width: 200, height: 40)
        h.layoutIfNeeded()
        #expect(log.makeCache == 1 && log.updateCache == 0)
        // New subviews: updateCache.
        h.rootView = Screen(count: 3, log: log)
        #expect(h.rect("row").width == 40)
        #expect(log.makeCache == 1 && log.updateCache == 1)
    }

    @Test func sizesAreCachedPerProposalWithinAPass() {
        let log = Log()
        // The HStack probes its child at 0, ∞ and its share; placement asks again: three
        // distinct proposals, each computed once.
        _ = host(HStack { Row(log: log) { Color.red.frame(width: 10, height: 10) } }, width: 100, height: 40)
        #expect(log.proposals.count == Set(log.proposals).count)
        #expect(log.proposals.count == 3)
    }

    struct Unplacing: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { CGSize(width: 100, height: 60) }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            // Only the second subview is placed, twice: the last call wins.
            subviews[1].place(at: CGPoint(x: bounds.minX, y: bounds.minY), proposal: .unspecified)
            subviews[1].place(at: CGPoint(x: bounds.maxX, y: bounds.maxY), anchor: .bottomTrailing, proposal: ProposedViewSize(width: 30, height: 20))
        }
    }

    @Test func unplacedSubviewsAreCentredAndLastPlaceWins() {
        let h = host(Unplacing() { Color.red.id("a"); Color.blue.id("b") }, width: 100, height: 60)
        // a: proposed the container size, centred.
        expectRect(h.rect("a"), 0, 0, 100, 60)
        expectRect(h.rect("b"), 70, 40, 30, 20)
    }

    struct Broken: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: CGFloat.nan, height: -5)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
            subviews[0].place(at: CGPoint(x: CGFloat.nan, y: 0), proposal: ProposedViewSize(width: 10, height: 10))
        }
    }

    @Test func badAnswersGetDiagnosticsAndDefinedResults() {
        let h = host(Broken() { Color.red.id("a") }.id("b"), width: 100, height: 60)
        #expect(h.rect("b").size == .zero)
        // NaN position: centred in the (empty) bounds and proposed the container's size.
        expectRect(h.rect("a"), 50, 30, 0, 0)
        let kinds = Set(h.diagnostics.map(\.kind))
        #expect(kinds == [.invalidSize, .invalidOrigin])
    }

    @Test func defaultSpacingIsTheUnionOfSubviews() {
        // A custom layout of a Spacer only: its spacing is the Spacer's (0), so the
        // neighbour in an HStack touches it.
        let h = host(HStack {
            Color.red.frame(width: 10).id("a")
            Row(log: Log()) { Spacer().frame(width: 10) }.id("row")
        }, width: 100, height: 10)
        // The frame keeps the Spacer's preference; the union of one subview is that subview's.
        #expect(h.rect("row").minX == h.rect("a").maxX)
    }

    @Test func defaultExplicitAlignmentMergesBaselines() {
        // A custom row of a big and a small text, in an HStack aligned by first baselines:
        // the row's first baseline is its first text's (27.2 at 34 pt).
        let h = host(HStack(alignment: .firstTextBaseline) {
            Row(log: Log()) { Text("Big").font(.system(size: 34)); Text("small") }.id("row")
            Text("next").id("next")
        }, width: 300, height: 100)
        #expect(abs((h.rect("row").minY + 27.2) - (h.rect("next").minY + 13.6)) < 1e-9)
    }

    @Test func customAlignmentGuidesAverageInContainers() {
        struct Mid: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
        // Inside the inner VStack two views set the Mid guide at 10 and 30 (in the stack's
        // space, 10 and 40 + 10 = 50): the stack's value is their average, 30.
        let h = host(HStack(alignment: VerticalAlignment(Mid.self)) {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 40).alignmentGuide(VerticalAlignment(Mid.self)) { _ in 10 }
                Color.blue.frame(width: 10, height: 40).alignmentGuide(VerticalAlignment(Mid.self)) { _ in 10 }
            }.id("stack")
            Color.green.frame(width: 10, height: 10).id("g")
        }, width: 100, height: 200)
        #expect(h.rect("g").midY == h.rect("stack").minY + 30)
    }

    @Test func rightToLeftMirrorsCustomLayouts() {
        let h = host(Row(log: Log()) {
            Color.red.frame(width: 20, height: 10).id("a")
            Color.blue.frame(width: 30, height: 10).id("b")
        }, width: 50, height: 10) { $0.layoutDirection = .rightToLeft }
        // LTR would be a at 0…20, b at 20…50; mirrored: a at 30…50, b at 0…30.
        expectRect(h.rect("a"), 30, 0, 20, 10)
        expectRect(h.rect("b"), 0, 0, 30, 10)
    }

    @Test func layoutValuesAndPriorityReachTheLayout() {
        struct Weight: LayoutValueKey { static let defaultValue: Double = 1 }
        final class Seen: @unchecked Sendable { var weights: [Double] = []; var priorities: [Double] = [] }
        struct Probe: Layout {
            let seen: Seen
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                seen.weights = subviews.map { $0[Weight.self] }
                seen.priorities = subviews.map(\.priority)
                return .zero
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let seen = Seen()
        _ = host(Probe(seen: seen) {
            Color.red.layoutValue(key: Weight.self, value: 3).padding()
            Color.blue.layoutPriority(2)
            Spacer()
        }, width: 10, height: 10)
        #expect(seen.weights == [3, 1, 1])
        #expect(seen.priorities == [0, 2, -.infinity])
    }

    @Test func layoutPropertiesOrientSpacers() {
        struct Vertical: Layout {
            static var layoutProperties: LayoutProperties { var p = LayoutProperties(); p.stackOrientation = .vertical; return p }
            func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                subviews[0].sizeThatFits(ProposedViewSize(width: 50, height: 70))
            }
            func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
        }
        let h = host(Vertical { Spacer() }.id("v"), width: 100, height: 100)
        // Vertical orientation: width 0, height 70.
        #expect(h.rect("v").size == CGSize(width: 0, height: 70))
    }
}
