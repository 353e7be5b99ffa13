import Foundation
import Testing
@testable import TrellisLayout

private struct AccentWidthKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct UnreadKey: EnvironmentKey { static let defaultValue = 0 }

extension EnvironmentValues {
    fileprivate var accentWidth: CGFloat {
        get { self[AccentWidthKey.self] }
        set { self[AccentWidthKey.self] = newValue }
    }
}

/// A view whose width follows the Dynamic Type size it reads.
private struct TypeSizeReader: View {
    @Environment(\.dynamicTypeSize) var size
    var body: some View { Color.green.frame(width: CGFloat(10 + size.rawValue), height: 10).id("type") }
}

/// A view whose width is a custom environment value it reads.
private struct AccentReader: View {
    @Environment(\.accentWidth) var width
    var body: some View { Color.blue.frame(width: width, height: 10).id("accent") }
}

/// A view that reads an object from the environment.
private struct ObjectReader: View {
    @Environment(LeafModel.self) var model
    var body: some View { Color.red.frame(width: model.width, height: 5).id("object") }
}

/// Readers, a grid of colours that read nothing, a text, and a text whose Dynamic Type
/// size is set above it (so the host's does not reach it).
private struct Board: View {
    let models: [[LeafModel]]
    var body: some View {
        VStack(spacing: 2) {
            TypeSizeReader()
            AccentReader()
            LeafGrid(models: models)
            Text("Label").id("label")
            Text("Small").dynamicTypeSize(.small).id("small")
        }
    }
}

/// A text measurer that notes which strings it measured.
private final class StringNotingMeasurer: TextMeasuring {
    let base: FixedTextMeasurer
    var measured: Set<String> = []

    init(advanceRatio: CGFloat = 0.5) { base = FixedTextMeasurer(advanceRatio: advanceRatio) }

    func width(of text: Substring, font: ResolvedFont) -> CGFloat {
        measured.insert(String(text))
        return base.width(of: text, font: font)
    }
    func lineMetrics(for font: ResolvedFont) -> TextLineMetrics { base.lineMetrics(for: font) }
    func breakOpportunities(in text: String) -> [TextBreakOpportunity] { base.breakOpportunities(in: text) }
}

/// Counting tests of environment changes at the host: they update what read a changed
/// value, and nothing else (EnvironmentInvalidation.swift).
@Suite struct EnvironmentInvalidationTests {
    private func board(_ measurer: StringNotingMeasurer = StringNotingMeasurer(), configure: (inout EnvironmentValues) -> Void = { _ in })
        -> (HostingView<Board>, [[LeafModel]]) {
        let models = leafModels(rows: 10, columns: 10)
        var env = EnvironmentValues()
        configure(&env)
        let h = HostingView(rootView: Board(models: models), size: CGSize(width: 600, height: 600), displayScale: 2,
                            environment: env, textMeasurer: measurer)
        h.layoutIfNeeded()
        return (h, models)
    }

    /// The item of the view with explicit identity `id`.
    private func item(_ h: HostingView<Board>, _ id: String) -> LayoutItem? {
        func find(_ item: LayoutItem) -> LayoutItem? {
            if item.tags.contains(AnyHashable(id)) { return item }
            for child in item.children { if let found = find(child) { return found } }
            return nil
        }
        return h.root.flatMap(find)
    }

    /// A fresh host with the same inputs, to compare frames with.
    private func fresh(_ models: [[LeafModel]], _ h: HostingView<Board>, _ measurer: any TextMeasuring) -> String {
        let f = HostingView(rootView: Board(models: models), size: h.size, displayScale: h.displayScale,
                            environment: h.environment, textMeasurer: measurer)
        f.layoutIfNeeded()
        return f.dump()
    }

    @Test func aValueNothingReadsCostsNothing() {
        let (h, _) = board()
        let work = measureWork(h) { h.environment[UnreadKey.self] = 7 }
        #expect(work.bodies == 0 && work.sizes == 0 && work.placements == 0, "\(work)")
        // Passed down by a walk of the nodes (every kind in the board takes one).
        #expect(h.graph.environmentWalks == 1)
        // Setting a value to what it already is is no change either.
        let same = measureWork(h) { h.dynamicTypeSize = .large }
        #expect(same.bodies == 0 && same.sizes == 0 && same.placements == 0, "\(same)")
    }

    @Test func aCustomValueUpdatesOnlyItsReader() {
        let measurer = StringNotingMeasurer()
        let (h, models) = board(measurer)
        let first = h.context.sizeComputations
        measurer.measured = []
        let work = measureWork(h) { h.environment.accentWidth = 30 }
        // The reader's body; two answers computed: the reader's new frame and the column
        // (the first layout computed 131; colours answer without keeping anything).
        #expect(first == 131)
        #expect(work.bodies == 1 && work.sizes == 2, "\(work)")
        #expect(measurer.measured.isEmpty, "\(measurer.measured)")
        #expect(h.rect("accent").width == 30)
        #expect(h.dump() == fresh(models, h, FixedTextMeasurer()))
    }

    @Test func dynamicTypeSizeUpdatesItsReaderAndTheTextsItReaches() {
        let measurer = StringNotingMeasurer()
        let (h, models) = board(measurer)
        let labelHeight = h.rect("label").height, smallHeight = h.rect("small").height
        let labelItem = item(h, "label"), smallItem = item(h, "small")
        let work = measureWork(h) { h.dynamicTypeSize = .xxxLarge }
        // One body: the reader's. The grid of colours reads nothing and keeps its answers:
        // six are computed (the reader's new frame, the texts at the proposals that
        // changed, the column).
        #expect(work.bodies == 1 && work.sizes == 6, "\(work)")
        #expect(h.rect("type").width == CGFloat(10 + DynamicTypeSize.xxxLarge.rawValue))
        // The label is made again and set larger; the text whose size is set above it keeps
        // its item (it is measured again only at a new proposal).
        #expect(item(h, "label") !== labelItem)
        #expect(item(h, "small") === smallItem)
        #expect(h.rect("label").height > labelHeight)
        #expect(h.rect("small").height == smallHeight)
        #expect(h.dump() == fresh(models, h, FixedTextMeasurer()))
    }

    @Test func aNewTextMeasurerMeasuresTheTextsAgainAndEvaluatesNoBody() {
        let (h, models) = board()
        let first = h.context.sizeComputations
        let wider = StringNotingMeasurer(advanceRatio: 0.75)
        let work = measureWork(h) { h.textMeasurer = wider }
        #expect(work.bodies == 0, "\(work)")
        // Both texts, and only texts (their prefixes too: the engine measures lines).
        #expect(wider.measured.isSuperset(of: ["Label", "Small"]))
        #expect(wider.measured.allSatisfy { "Label".hasPrefix($0) || "Small".hasPrefix($0) }, "\(wider.measured)")
        // Seven answers of 131: each text at the three proposals the column asks it, and
        // the column. The 100 colours and their rows answer from what they kept.
        #expect(first == 131)
        #expect(work.sizes == 7, "\(work)")
        // "Label" at 17 pt and 0.75 of the size per character: 5 × 12.75.
        #expect(abs(h.rect("label").width - 63.75) < 1e-9)
        #expect(h.dump() == fresh(models, h, FixedTextMeasurer(advanceRatio: 0.75)))
    }

    /// The walk passes the environment down without making views again: a `ForEach`'s
    /// content is not asked for its views. Below a node of another kind (a scroll view's),
    /// the nearest custom view's last body is reconciled again instead; both update what
    /// read the value, as a fresh host shows it.
    @Test func theWalkMakesNoViewsAndAScrollViewIsReconciledFromTheNearestBody() {
        final class Calls: @unchecked Sendable { var rows = 0, scrolled = 0 }
        struct Rows: View {
            let calls: Calls
            var body: some View {
                VStack(spacing: 0) {
                    AccentReader()
                    ForEach(0..<4, id: \.self) { i in
                        let _ = calls.rows += 1
                        Color.red.frame(width: 10, height: 10).id("row \(i)")
                    }
                }
            }
        }
        struct Scrolling: View {
            let calls: Calls
            var body: some View {
                VStack(spacing: 0) {
                    Rows(calls: calls)
                    ScrollView {
                        ForEach(0..<3, id: \.self) { i in
                            let _ = calls.scrolled += 1
                            Color.blue.frame(width: 10, height: 10).id("scrolled \(i)")
                        }
                    }
                    .frame(height: 20)
                }
            }
        }
        let calls = Calls()
        let h = host(Scrolling(calls: calls), width: 300, height: 300)
        #expect(calls.rows == 4 && calls.scrolled == 3)
        let work = measureWork(h) { h.environment.accentWidth = 25 }
        // The reader's body only. `Rows` is walked (its ForEach not asked again); the
        // scroll view's subtree is reconciled again from `Scrolling`'s last body, which asks
        // the scroll view's ForEach again.
        #expect(work.bodies == 1, "\(work)")
        #expect(calls.rows == 4 && calls.scrolled == 6)
        #expect(h.graph.environmentWalks == 1)
        #expect(h.rect("accent").width == 25)
        let fresh = HostingView(rootView: Scrolling(calls: Calls()), size: h.size, displayScale: h.displayScale,
                                environment: h.environment, textMeasurer: FixedTextMeasurer())
        fresh.layoutIfNeeded()
        #expect(h.dump() == fresh.dump())
    }

    /// The layout direction is kept beside the environment's storage (read by every
    /// container); it reads back, is compared, and is noted as read as any other value.
    @Test func keptLayoutDirectionIsAValueLikeAnyOther() {
        var a = EnvironmentValues()
        #expect(a.layoutDirection == .leftToRight)
        a.layoutDirection = .rightToLeft
        #expect(a.layoutDirection == .rightToLeft)
        let b = EnvironmentValues()
        #expect(a.keysDiffering(from: b).count == 1)
        var back = a
        back.layoutDirection = .leftToRight
        #expect(back.keysDiffering(from: b).isEmpty)
        #expect(back.layoutDirection == .leftToRight)

        let node = GraphNode(viewType: Never.self)
        let direction = EnvironmentReadRecorder().reading(as: node, a) { $0.layoutDirection }
        #expect(direction == .rightToLeft)
        #expect(node.environmentReads.count == 1)
    }

    @Test func layoutDirectionUpdatesEverything() {
        let (h, models) = board()
        let work = measureWork(h) { h.layoutDirection = .rightToLeft }
        // Every frame mirrors: every item is made again in the new direction, but no body
        // runs: none read the direction, and every view's value is unchanged (SwiftUI runs
        // only the bodies that read a changed value).
        #expect(work.bodies == 0, "\(work)")
        #expect(h.dump() == fresh(models, h, FixedTextMeasurer()))
    }

    @Test func anObjectSuppliedLaterIsSeen() {
        let h = host(ObjectReader(), width: 200, height: 200)
        // No object: the view shows nothing (and the host says why).
        #expect(h.layoutFrame(of: "object") == nil)
        let model = LeafModel()
        model.width = 44
        let work = measureWork(h) { h.environment._setObject(model, of: LeafModel.self) }
        #expect(work.bodies == 1, "\(work)")
        #expect(h.rect("object").width == 44)
    }

    @Test func twoValuesChangedBeforeOneUpdateAreBothSeen() {
        let (h, _) = board()
        let work = measureWork(h) {
            h.environment.accentWidth = 12
            h.dynamicTypeSize = .small
        }
        #expect(work.bodies == 2, "\(work)")
        #expect(h.rect("accent").width == 12)
        #expect(h.rect("type").width == CGFloat(10 + DynamicTypeSize.small.rawValue))
    }

    /// After any sequence of environment changes, state changes and window sizes, the
    /// frames equal those of a host made afresh with the same inputs.
    @Test func randomChangesGiveTheFramesOfAFreshHost() {
        var rng = SplitMix(seed: 0xE17_0E5)
        let (h, models) = board()
        let sizes = DynamicTypeSize.allCases
        for step in 0..<120 {
            switch rng.next() % 6 {
            case 0: h.dynamicTypeSize = sizes[Int(rng.next() % UInt64(sizes.count))]
            case 1: h.environment.accentWidth = CGFloat(rng.next() % 80)
            case 2: h.environment[UnreadKey.self] = Int(rng.next() % 3)
            case 3: models[Int(rng.next() % 10)][Int(rng.next() % 10)].width = CGFloat(rng.next() % 40)
            case 4:
                let m = models[Int(rng.next() % 10)][Int(rng.next() % 10)]
                m.label = m.label == nil ? "ab cd" : nil
            default: h.size = CGSize(width: CGFloat(200 + rng.next() % 600), height: CGFloat(200 + rng.next() % 600))
            }
            if rng.next() % 3 == 0 || step == 119 {
                h.layoutIfNeeded()
                let expected = fresh(models, h, FixedTextMeasurer())
                #expect(h.dump() == expected, "step \(step)")
                if h.dump() != expected { break }
            }
        }
    }
}
