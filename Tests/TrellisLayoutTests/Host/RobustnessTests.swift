import Foundation
import Testing
@testable import TrellisLayout

/// Random view trees with hostile values (NaN, negative and infinite frames, paddings,
/// spacings, priorities, window sizes) lay out without crashing, and every placed frame is
/// finite: bad input gets a diagnostic and a defined result, never a silent NaN.
@Suite struct RobustnessTests {
    /// A small deterministic generator (64-bit LCG), so failures reproduce.
    struct LCG {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        mutating func int(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func value() -> CGFloat {
            switch int(10) {
            case 0: return .nan
            case 1: return -CGFloat(1 + int(50))
            case 2: return .infinity
            case 3: return 0
            default: return CGFloat(int(300))
            }
        }
        mutating func optionalValue() -> CGFloat? { int(3) == 0 ? nil : value() }
    }

    static func tree(_ rng: inout LCG, depth: Int) -> AnyView {
        if depth == 0 {
            switch rng.int(6) {
            case 0: return AnyView(Color.red)
            case 1: return AnyView(Text(["Hello", "안녕하세요 세계", "日本語の文章、これは。", "a b c d e f", ""][rng.int(5)]))
            case 2: return AnyView(Spacer(minLength: rng.optionalValue()))
            case 3: return AnyView(Divider())
            case 4: return AnyView(Circle())
            default: return AnyView(ProgressView(value: Double(rng.value()), total: Double(rng.value())))
            }
        }
        let children = (0..<(1 + rng.int(3))).map { _ in tree(&rng, depth: depth - 1) }
        var view: AnyView
        switch rng.int(5) {
        case 0: view = AnyView(HStack(spacing: rng.optionalValue()) { ForEach(children.indices, id: \.self) { children[$0] } })
        case 1: view = AnyView(VStack(spacing: rng.optionalValue()) { ForEach(children.indices, id: \.self) { children[$0] } })
        case 2: view = AnyView(ZStack { ForEach(children.indices, id: \.self) { children[$0] } })
        case 3: view = AnyView(ViewThatFits { ForEach(children.indices, id: \.self) { children[$0] } })
        default: view = AnyView(Grid { GridRow { ForEach(children.indices, id: \.self) { children[$0] } } })
        }
        switch rng.int(8) {
        case 0: view = AnyView(view.frame(width: rng.optionalValue(), height: rng.optionalValue()))
        case 1: view = AnyView(view.frame(minWidth: rng.optionalValue(), idealWidth: rng.optionalValue(), maxWidth: rng.optionalValue(),
                                          minHeight: rng.optionalValue(), maxHeight: rng.optionalValue()))
        case 2: view = AnyView(view.padding(rng.value()))
        case 3: view = AnyView(view.layoutPriority(Double(rng.value())))
        case 4: view = AnyView(view.offset(x: rng.value(), y: rng.value()))
        case 5: view = AnyView(view.aspectRatio(rng.optionalValue(), contentMode: rng.int(2) == 0 ? .fit : .fill))
        case 6: view = AnyView(view.fixedSize())
        default:
            let factor = CGFloat(rng.int(3))
            view = AnyView(view.alignmentGuide(.leading) { d in d.width * factor })
        }
        return view
    }

    @Test(arguments: 0..<300)
    func randomTreesLayOutToFiniteFrames(_ seed: Int) {
        var rng = LCG(state: UInt64(seed) &* 0x9E3779B97F4A7C15 &+ 1)
        let view = Self.tree(&rng, depth: 3)
        let width = rng.value(), height = rng.value()
        let h = HostingView(rootView: view, size: CGSize(width: width, height: height), displayScale: 2, textMeasurer: FixedTextMeasurer())
        let frames = h.placedFrames()
        #expect(!frames.isEmpty)
        for f in frames {
            #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite, "seed \(seed): \(f)")
            #expect(f.width >= 0 && f.height >= 0, "seed \(seed): \(f)")
        }
        // The picture description is finite too, and a second pass gives the same frames.
        _ = h.renderTree()
        h.size = CGSize(width: 200, height: 200)
        h.layoutIfNeeded()
        #expect(h.dump().contains("nan") == false, "seed \(seed)\n\(h.dump())")
    }

    /// Frames depend only on the current inputs: after a resize round trip, and on a fresh
    /// host, a tree lays out the same.
    @Test(arguments: 0..<400)
    func resizeRoundTripGivesTheSameFrames(_ seed: Int) {
        var rng = LCG(state: UInt64(seed) &* 0x2545F4914F6CDD1D &+ 7)
        let view = Self.tree(&rng, depth: 3)
        let a = CGSize(width: CGFloat(50 + rng.int(400)), height: CGFloat(50 + rng.int(800)))
        let b = CGSize(width: CGFloat(50 + rng.int(400)), height: CGFloat(50 + rng.int(800)))
        let h = HostingView(rootView: view, size: a, displayScale: 2, textMeasurer: FixedTextMeasurer())
        let first = h.dump()
        h.size = b
        _ = h.dump()
        h.size = a
        #expect(h.dump() == first, "seed \(seed)")
        let fresh = HostingView(rootView: view, size: a, displayScale: 2, textMeasurer: FixedTextMeasurer())
        #expect(fresh.dump() == first, "seed \(seed)")
    }

    @Test func nonFiniteStackSpacingIsAdaptiveWithADiagnostic() {
        let h = host(HStack(spacing: .nan) { Color.red.frame(width: 10).id("a"); Color.blue.frame(width: 10).id("b") }, width: 100, height: 10)
        #expect(h.rect("b").minX - h.rect("a").maxX == 8)
        #expect(h.diagnostics.map(\.kind) == [.invalidFrame])
        let overlap = host(HStack(spacing: -4) { Color.red.frame(width: 10).id("a"); Color.blue.frame(width: 10).id("b") }, width: 100, height: 10)
        #expect(overlap.rect("b").minX - overlap.rect("a").maxX == -4)
    }
}
