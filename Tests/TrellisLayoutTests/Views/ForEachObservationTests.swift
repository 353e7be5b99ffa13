import Foundation
import Testing
@testable import TrellisLayout

/// Texts read from models in a `ForEach`'s content closure, each with a flexible colour
/// after it.
private struct Texts: View {
    let models: [LeafModel]
    var body: some View {
        HStack(spacing: 2) {
            ForEach(0..<models.count, id: \.self) { i in
                Text(models[i].label ?? "").id("text \(i)")
                Color.red
            }
        }
    }
}

/// The same with the models as the data, identified by object.
private struct KeyedTexts: View {
    let models: [LeafModel]
    var body: some View {
        VStack(spacing: 0) {
            ForEach(models, id: \.self) { model in Text(model.label ?? "").id(ObjectIdentifier(model)) }
        }
    }
}

/// Colours whose widths are read in the closure: a run of chains (`ChainRun`).
private struct Widths: View {
    let models: [LeafModel]
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<models.count, id: \.self) { i in Color.red.frame(width: models[i].width, height: 10) }
        }
    }
}

extension LeafModel: Hashable {
    static func == (a: LeafModel, b: LeafModel) -> Bool { a === b }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// @Observable properties a `ForEach`'s content closure reads belong to the view whose
/// body made the `ForEach`, as its body's own reads do: a change evaluates that body again
/// and the rows are made anew, as in SwiftUI (`List(items) { Text($0.title) }` shows a
/// changed title). Each state is the one a fresh host shows.
@Suite struct ForEachObservationTests {
    @Test func aRowReadInTheContentClosureIsMadeAgain() {
        let models = leafModels(rows: 1, columns: 8)[0]
        for m in models { m.label = "word" }
        let h = host(Texts(models: models), width: 1000, height: 100)
        let same = measureWork(h) { models[3].label = "wxyz" }
        #expect(same.bodies == 1)
        #expect(h.dump().contains("\"wxyz\""))
        expectAsFresh(h, host(Texts(models: models), width: 1000, height: 100))
        let narrow = h.rect("text 3").width
        models[3].label = "a longer label"
        h.layoutIfNeeded()
        // Proposed its share of the row, the longer text wraps after "a longer" (8
        // characters of 8.5).
        #expect(narrow == 34)
        #expect(h.rect("text 3").size == CGSize(width: 8 * 8.5, height: 34))
        expectAsFresh(h, host(Texts(models: models), width: 1000, height: 100))
        // Two lines, each two characters: 17 wide, 34 tall (the measurer's 17-point body
        // font), centred in the 100-tall row.
        models[5].label = "ab\ncd"
        h.layoutIfNeeded()
        #expect(h.rect("text 5").size == CGSize(width: 17, height: 34))
        #expect(h.rect("text 5").minY == 33)
        expectAsFresh(h, host(Texts(models: models), width: 1000, height: 100))
    }

    /// A `ForEach` in the host's root view, outside every custom view: its reads belong to
    /// the root, which a change reconciles again.
    @Test func aForEachInTheRootViewIsObservedToo() {
        let models = leafModels(rows: 1, columns: 4)[0]
        for m in models { m.label = "word" }
        func root() -> some View {
            VStack(spacing: 0) {
                ForEach(0..<models.count, id: \.self) { i in Text(models[i].label ?? "").id("text \(i)") }
            }
        }
        let h = host(root(), width: 400, height: 200)
        let before = h.rect("text 2")
        models[2].label = "a longer label"
        h.layoutIfNeeded()
        #expect(h.dump().contains("\"a longer label\""))
        #expect(h.rect("text 2").width > before.width)
        expectAsFresh(h, host(root(), width: 400, height: 200))
        // Observed again after the root was reconciled: a second change shows too.
        models[0].label = "w"
        h.layoutIfNeeded()
        #expect(h.dump().contains("\"w\""))
        expectAsFresh(h, host(root(), width: 400, height: 200))
    }

    @Test func keyedDataAndRunsOfChains() {
        let models = leafModels(rows: 1, columns: 5)[0]
        for m in models { m.label = "ab" }
        let keyed = host(KeyedTexts(models: models), width: 300, height: 300)
        let work = measureWork(keyed) { models[2].label = "abcdef" }
        #expect(work.bodies == 1)
        #expect(keyed.rect(ObjectIdentifier(models[2])).width == 51)
        expectAsFresh(keyed, host(KeyedTexts(models: models), width: 300, height: 300))

        let widths = host(Widths(models: models), width: 300, height: 100)
        #expect(widths.placedFrames().count == 1 + 2 * 5)
        models[4].width = 55
        widths.layoutIfNeeded()
        #expect(widths.placedFrames().first?.width == CGFloat(4 * 20 + 55))
        expectAsFresh(widths, host(Widths(models: models), width: 300, height: 100))
    }
}
