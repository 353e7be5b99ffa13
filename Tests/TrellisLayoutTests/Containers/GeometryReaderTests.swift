import Foundation
import Testing
@testable import TrellisLayout

@Suite struct GeometryReaderTests {
    @Test func readerTakesTheProposalAndPlacesContentTopLeading() {
        struct V: View {
            var body: some View {
                GeometryReader { proxy in
                    Color.red.frame(width: proxy.size.width / 2, height: 20).id("child")
                }
                .frame(width: 300, height: 80)
                .id("reader")
            }
        }
        let h = host(V())
        // The 300 × 80 frame is centred in 390 × 844: (45, 382). The child is 150 × 20 at
        // the reader's top-leading corner.
        expectRect(h.rect("reader"), 45, 382, 300, 80)
        expectRect(h.rect("child"), 45, 382, 150, 20)
    }

    @Test func unspecifiedDimensionsCountAsZero() {
        let h = host(HStack(spacing: 0) {
            GeometryReader { _ in Color.red }.id("r").fixedSize()
        })
        #expect(h.rect("r").size == .zero)
    }

    @Test func framesInCoordinateSpaces() {
        final class Box { var global = CGRect.null; var named = CGRect.null; var local = CGRect.null; var bounds: CGRect? }
        struct V: View {
            let box: Box
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(width: 10, height: 100)
                    GeometryReader { proxy in
                        Color.red.onAppear {
                            box.global = proxy.frame(in: .global)
                            box.named = proxy.frame(in: .named("column"))
                            box.local = proxy.frame(in: .local)
                            box.bounds = proxy.bounds(of: .named("column"))
                        }
                    }
                    .frame(width: 200, height: 50)
                }
                .coordinateSpace(name: "column")
            }
        }
        let box = Box()
        let h = host(V(box: box))
        // Column 200 × 150 centred: (95, 347); the reader is at (95, 447).
        #expect(box.global == CGRect(x: 95, y: 447, width: 200, height: 50))
        #expect(box.named == CGRect(x: 0, y: 100, width: 200, height: 50))
        #expect(box.local == CGRect(x: 0, y: 0, width: 200, height: 50))
        #expect(box.bounds == CGRect(x: 0, y: -100, width: 200, height: 150))
        _ = h
    }

    @Test func contentFollowsTheReadersSizeAfterAResize() {
        let h = host(GeometryReader { p in Color.red.frame(width: p.size.width - 10, height: 10).id("c") })
        #expect(h.rect("c").width == 380)
        h.size = CGSize(width: 200, height: 300)
        #expect(h.rect("c").width == 190)
    }

    /// What the content closure reads (an @Observable model, a parent's state through a
    /// binding) is observed: the closure is the body of a view of its own, so a change
    /// evaluates it again, without the reader's geometry changing.
    @Test func readsInTheContentClosureAreObserved() {
        struct Reading: View {
            let model: LeafModel
            @Binding var height: CGFloat
            var body: some View {
                GeometryReader { proxy in
                    Color.red.frame(width: min(model.width, proxy.size.width), height: height).id("content")
                }
                .frame(width: 100, height: 100)
            }
        }
        struct Owner: View {
            let model: LeafModel
            @State var height: CGFloat = 10
            var body: some View {
                VStack(spacing: 0) {
                    Reading(model: model, height: $height)
                    Color.blue.frame(width: 10, height: 10).onTapGesture { height += 5 }.id("tap")
                }
            }
        }
        let model = LeafModel()
        model.width = 30
        let h = host(Owner(model: model), width: 200, height: 200)
        expectRect(h.rect("content"), 50, 45, 30, 10)
        model.width = 60
        h.layoutIfNeeded()
        expectRect(h.rect("content"), 50, 45, 60, 10)
        // Wider than the reader: the proxy's width bounds it.
        model.width = 150
        h.layoutIfNeeded()
        #expect(h.rect("content").width == 100)
        let tap = h.rect("tap")
        h.tap(at: CGPoint(x: tap.midX, y: tap.midY))
        h.layoutIfNeeded()
        expectRect(h.rect("content"), 50, 45, 100, 15)
    }

    @Test func onGeometryChangeReportsAfterLayout() {
        final class Log { var widths: [CGFloat] = [] }
        struct V: View {
            let log: Log
            @State var wide = false
            var body: some View {
                VStack {
                    Color.red.frame(width: wide ? 200 : 100, height: 10)
                        .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { log.widths.append($0) }
                    Button("t") { wide.toggle() }.id("b")
                }
            }
        }
        let log = Log()
        let h = host(V(log: log))
        #expect(log.widths == [100])
        let b = h.rect("b")
        h.tap(at: CGPoint(x: b.midX, y: b.midY))
        #expect(log.widths == [100, 200])
    }
}

private struct MaxWidthKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

private struct NamesKey: PreferenceKey {
    static let defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) { value += nextValue() }
}

/// The classic equal-width buttons: each reports its width, the column stores the
/// maximum and gives it to all.
private struct EqualWidths: View {
    @State var width: CGFloat?
    var body: some View {
        VStack(spacing: 0) {
            ForEach(["a", "bbbb", "cc"], id: \.self) { label in
                Text(label)
                    .fixedSize()
                    .background(GeometryReader { p in Color.clear.preference(key: MaxWidthKey.self, value: p.size.width) })
                    .frame(width: width)
                    .id(label)
            }
        }
        .onPreferenceChange(MaxWidthKey.self) { width = $0 }
    }
}

@Suite struct PreferenceTests {
    @Test func valuesAreReducedInViewOrder() {
        final class Log { var names: [[String]] = [] }
        struct V: View {
            let log: Log
            var body: some View {
                VStack {
                    Color.red.frame(width: 1, height: 1).preference(key: NamesKey.self, value: ["one"])
                    HStack {
                        Color.red.frame(width: 1, height: 1).preference(key: NamesKey.self, value: ["two"])
                        Color.red.frame(width: 1, height: 1)
                        Color.red.frame(width: 1, height: 1).preference(key: NamesKey.self, value: ["three"])
                    }
                    .transformPreference(NamesKey.self) { $0.append("row") }
                    // A preference set on a view replaces what its content set.
                    Color.red.frame(width: 1, height: 1).preference(key: NamesKey.self, value: ["hidden"])
                        .preference(key: NamesKey.self, value: ["four"])
                }
                .onPreferenceChange(NamesKey.self) { log.names.append($0) }
            }
        }
        let log = Log()
        _ = host(V(log: log))
        #expect(log.names == [["one", "two", "three", "row", "four"]])
    }

    @Test func equalWidthPatternSettles() {
        // Text widths with the test measurer at 17 pt: 8.5 per character → a 8.5, bbbb 34, cc 17.
        let h = host(EqualWidths())
        #expect(h.rect("a").width == 34)
        #expect(h.rect("bbbb").width == 34)
        #expect(h.rect("cc").width == 34)
        #expect(!h.diagnostics.contains { $0.kind == .updateCycle })
    }

    @Test func aCycleEndsWithADiagnostic() {
        struct Grow: View {
            @State var width: CGFloat = 10
            var body: some View {
                Color.red.frame(width: width, height: 10)
                    .background(GeometryReader { p in Color.clear.preference(key: MaxWidthKey.self, value: p.size.width) })
                    .onPreferenceChange(MaxWidthKey.self) { width = $0 + 1 }
                    .id("grow")
            }
        }
        let h = host(Grow())
        #expect(h.diagnostics.contains { $0.kind == .updateCycle })
        // Bounded: the width grew once per round.
        #expect(h.rect("grow").width < 10 + CGFloat(HostingView<Grow>.maximumSettleRounds) + 3)
    }

    @Test func overlayPreferenceValueWithAnchors() {
        struct BoundsKey: PreferenceKey {
            static var defaultValue: Anchor<CGRect>? { nil }
            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
        }
        struct V: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.blue.frame(width: 100, height: 30)
                    Color.red.frame(width: 40, height: 20)
                        .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                }
                .overlayPreferenceValue(BoundsKey.self) { anchor in
                    GeometryReader { proxy in
                        if let anchor {
                            let r = proxy[anchor]
                            Color.green.frame(width: r.width, height: 2).id("underline").offset(x: r.minX, y: r.maxY)
                        }
                    }
                }
            }
        }
        let h = host(V())
        // The column is 100 × 50 at (145, 397); the red view is 40 × 20 at (175, 427), so
        // in the column's coordinates its bounds are (30, 30, 40, 20).
        expectRect(h.rect("underline"), 175, 447, 40, 2)
    }
}

@Suite struct LifecycleTests {
    final class Log { var lines: [String] = [] }

    @Test func appearDisappearAndChange() {
        struct V: View {
            let log: Log
            @State var shown = true
            @State var count = 0
            var body: some View {
                VStack {
                    if shown {
                        Color.red.frame(width: 10, height: 10)
                            .onAppear { log.lines.append("appear") }
                            .onDisappear { log.lines.append("disappear") }
                    }
                    Button("hide") { shown.toggle() }.id("hide")
                    Button("count") { count += 1 }.id("count")
                        .onChange(of: count) { old, new in log.lines.append("change \(old)→\(new)") }
                        .onChange(of: count, initial: true) { log.lines.append("any change") }
                }
            }
        }
        let log = Log()
        let h = host(V(log: log))
        #expect(log.lines == ["any change", "appear"])
        let c = h.rect("count")
        h.tap(at: CGPoint(x: c.midX, y: c.midY))
        // Actions run in tree order: the outer modifier first.
        #expect(log.lines.suffix(2) == ["any change", "change 0→1"])
        let hide = h.rect("hide")
        h.tap(at: CGPoint(x: hide.midX, y: hide.midY))
        #expect(log.lines.last == "disappear")
        h.tap(at: CGPoint(x: h.rect("hide").midX, y: h.rect("hide").midY))
        #expect(log.lines.last == "appear")
    }

    @Test func stateChangedInOnAppearIsLaidOutBeforeTheHostAnswers() {
        struct V: View {
            @State var width: CGFloat = 10
            var body: some View {
                Color.red.frame(width: width, height: 10).id("box").onAppear { width = 100 }
            }
        }
        let h = host(V())
        #expect(h.rect("box").width == 100)
    }

    @Test func taskRunsToItsFirstSuspensionThenFinishes() async {
        final class Flag: @unchecked Sendable { var value = "" }
        struct V: View {
            let flag: Flag
            var body: some View {
                Color.red.frame(width: 10, height: 10).task {
                    flag.value = "started"
                    // Long enough that a loaded machine does not finish it before the check.
                    try? await Task.sleep(nanoseconds: 500_000_000)
                    flag.value = "finished"
                }
            }
        }
        let flag = Flag()
        let h = host(V(flag: flag))
        #expect(flag.value == "started")
        await h.runTasks()
        #expect(flag.value == "finished")
    }
}
