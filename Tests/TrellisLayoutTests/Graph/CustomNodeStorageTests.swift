import Foundation
import Observation
import Testing
@testable import TrellisLayout

private struct InsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

extension EnvironmentValues {
    fileprivate var storageTestInset: CGFloat {
        get { self[InsetKey.self] }
        set { self[InsetKey.self] = newValue }
    }
}

/// A view whose width is the environment's inset.
private struct InsetReader: View {
    @Environment(\.storageTestInset) var inset
    var body: some View { Color.blue.frame(width: 10 + inset, height: 10).id("reader") }
}

/// A view whose value is aligned to 16 bytes (a `SIMD4<Double>`), with a `@State`, around
/// a reader of the environment: its node keeps value and body in memory not from `malloc`.
private struct Aligned: View {
    let vector: SIMD4<Double>
    @State var extra: CGFloat = 0
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: CGFloat(vector.x) + extra, height: 10).id("aligned")
            InsetReader()
        }
    }
}

/// A view of no stored properties whose body is empty: a block of zero-sized parts.
private struct Nothing: View {
    var body: some View { EmptyView() }
}

/// The node of a custom view keeps the view's value and the body last evaluated in one
/// block (`CustomNodeOf`): from `malloc`, or aligned memory for a value or body aligned
/// past 8 bytes.
@Suite struct CustomNodeStorageTests {
    @Test func aValueAlignedPastMallocsKeepsItsStateAndBody() {
        #expect(MemoryLayout<SIMD4<Double>>.alignment > 8)
        var h: HostingView<HStack<TupleView<(Aligned, Nothing)>>>? = host(HStack(spacing: 0) {
            Aligned(vector: SIMD4(30, 0, 0, 0))
            Nothing()
        }, width: 100, height: 100)
        expectRect(h!.rect("aligned"), 35, 40, 30, 10)
        expectRect(h!.rect("reader"), 45, 50, 10, 10)
        // A change of the environment that only the reader reads: the aligned view's
        // body is not evaluated again, its kept body passes the change down.
        let bodies = h!.graph.bodyEvaluations
        h!.environment[InsetKey.self] = 20
        h!.layoutIfNeeded()
        #expect(h!.graph.bodyEvaluations == bodies + 1)
        expectRect(h!.rect("reader"), 35, 50, 30, 10)
        expectRect(h!.rect("aligned"), 35, 40, 30, 10)
        // The state lives in the node: the view evaluated again with a new value keeps it.
        h!.rootView = HStack(spacing: 0) { Aligned(vector: SIMD4(40, 0, 0, 0)); Nothing() }
        h!.layoutIfNeeded()
        expectRect(h!.rect("aligned"), 30, 40, 40, 10)
        // The host and its nodes go (each block freed as it was made).
        weak var graph = h!.graph
        h = nil
        #expect(graph == nil)
    }
}
