import Foundation
import Observation
import PropertyBased
import Testing
@testable import TrellisLayout

/// `HStack` and `VStack` checked against ``ReferenceStack`` (issue 44, item 2): random
/// stacks of leaves with known answers (rigid frames, and leaves whose length on each axis
/// is their proposal clamped to a minimum and a maximum, with an ideal for nil, at several
/// layout priorities), at random proposals (finite, or nil through `fixedSize`), laid out
/// fresh, then after edits through an `@Observable` model (a leaf changed, inserted or
/// removed; the spacing or alignment changed) and a resize: each time every frame must be
/// the reference's. The engine answers these through its memo, kept answers and in-place
/// updates; the reference works everything out anew.
///
/// Programs decode as `ViewTreeFuzzTests`' do (a failure shrinks to a small program).
@Suite struct StackOracleTests {
    /// One axis of a leaf: its proposal clamped to `min...max`, `ideal` for nil.
    struct AxisSpec: Hashable {
        var min: CGFloat, ideal: CGFloat, max: CGFloat
        func answer(_ p: CGFloat?) -> CGFloat { p.map { Swift.min(Swift.max($0, min), max) } ?? ideal }
    }

    struct LeafSpec: Identifiable, Hashable {
        let id: Int
        /// A `Color` in a fixed frame (no priority modifier), else a `LeafLayout`.
        var rigid: Bool
        var width: AxisSpec, height: AxisSpec
        var priority: Double
    }

    /// A leaf with the spec's answers: a layout with no subviews.
    struct LeafLayout: Layout {
        var spec: LeafSpec
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            CGSize(width: spec.width.answer(proposal.width), height: spec.height.answer(proposal.height))
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    struct Leaf: View {
        let spec: LeafSpec
        var body: some View {
            if spec.rigid {
                Color.red.frame(width: spec.width.ideal, height: spec.height.ideal)
            } else {
                LeafLayout(spec: spec) {}.layoutPriority(spec.priority)
            }
        }
    }

    struct Case: CustomStringConvertible {
        var vertical: Bool
        var alignment: ReferenceStack.Alignment
        var spacing: CGFloat
        var children: [LeafSpec]
        /// Whether the stack is proposed nil along its axis / across it (`fixedSize`).
        var idealMajor: Bool, idealMinor: Bool
        var window: CGSize
        var nextID: Int

        var description: String {
            "\(vertical ? "VStack" : "HStack")(\(alignment), spacing \(spacing)) ideal \(idealMajor)/\(idealMinor) in \(window): "
                + children.map { "\($0.rigid ? "rigid" : "leaf") w\($0.width) h\($0.height) p\($0.priority)" }.joined(separator: ", ")
        }
    }

    static let lengths: [CGFloat] = [10, 20, 0, 35, 7.5, 100, 1, 60]
    static let maxima: [CGFloat] = [.infinity, 50, 10, 200, 30]
    static let priorities: [Double] = [0, 1, -1, 2]
    static let spacings: [CGFloat] = [0, 8, 3.5, 12, 1]
    static let windows: [CGSize] = [CGSize(width: 100, height: 100), CGSize(width: 390, height: 844),
                                    CGSize(width: 37.5, height: 50), CGSize(width: 0, height: 0), CGSize(width: 250, height: 60)]

    static func axis(_ r: inout ViewTreeFuzzTests.Reader) -> AxisSpec {
        let min = lengths[r.next(lengths.count)]
        let max = Swift.max(min, maxima[r.next(maxima.count)])
        let ideal = Swift.min(Swift.max(lengths[r.next(lengths.count)], min), max)
        return AxisSpec(min: min, ideal: ideal, max: max)
    }

    static func leaf(_ r: inout ViewTreeFuzzTests.Reader, id: Int) -> LeafSpec {
        if r.next(3) == 1 {
            let w = lengths[r.next(lengths.count)], h = lengths[r.next(lengths.count)]
            return LeafSpec(id: id, rigid: true, width: AxisSpec(min: w, ideal: w, max: w),
                            height: AxisSpec(min: h, ideal: h, max: h), priority: 0)
        }
        return LeafSpec(id: id, rigid: false, width: axis(&r), height: axis(&r), priority: priorities[r.next(priorities.count)])
    }

    static func decode(_ r: inout ViewTreeFuzzTests.Reader) -> Case {
        let vertical = r.bool()
        let alignment = [ReferenceStack.Alignment.center, .start, .end][r.next(3)]
        let spacing = spacings[r.next(spacings.count)]
        let count = r.next(7)
        var children: [LeafSpec] = []
        for i in 0..<count { children.append(leaf(&r, id: i)) }
        return Case(vertical: vertical, alignment: alignment, spacing: spacing, children: children,
                    idealMajor: r.next(4) == 1, idealMinor: r.next(4) == 1, window: windows[r.next(windows.count)], nextID: count)
    }

    /// One edit of the case, read from the program.
    static func edit(_ c: inout Case, _ r: inout ViewTreeFuzzTests.Reader) {
        switch r.next(5) {
        case 0 where !c.children.isEmpty:
            let i = r.next(c.children.count)
            c.children[i] = leaf(&r, id: c.children[i].id)
        case 1:
            let i = r.next(c.children.count + 1)
            c.children.insert(leaf(&r, id: c.nextID), at: i)
            c.nextID += 1
        case 2 where !c.children.isEmpty:
            c.children.remove(at: r.next(c.children.count))
        case 3:
            c.spacing = spacings[r.next(spacings.count)]
            c.alignment = [ReferenceStack.Alignment.center, .start, .end][r.next(3)]
        default:
            c.window = windows[r.next(windows.count)]
        }
    }

    @Observable final class Model {
        var c: Case
        init(_ c: Case) { self.c = c }
    }

    struct Harness: View {
        let model: Model
        var body: some View {
            let c = model.c
            stack(c).id("stack")
                .fixedSize(horizontal: c.vertical ? c.idealMinor : c.idealMajor, vertical: c.vertical ? c.idealMajor : c.idealMinor)
        }

        @ViewBuilder func stack(_ c: Case) -> some View {
            if c.vertical {
                let alignment: HorizontalAlignment = c.alignment == .start ? .leading : c.alignment == .end ? .trailing : .center
                VStack(alignment: alignment, spacing: c.spacing) { ForEach(c.children) { Leaf(spec: $0) } }
            } else {
                let alignment: VerticalAlignment = c.alignment == .start ? .top : c.alignment == .end ? .bottom : .center
                HStack(alignment: alignment, spacing: c.spacing) { ForEach(c.children) { Leaf(spec: $0) } }
            }
        }
    }

    static func near(_ a: CGFloat, _ b: CGFloat) -> Bool { a == b || abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

    /// Where the host's frames differ from the reference's for `c`.
    static func differences(_ h: HostingView<Harness>, _ c: Case) -> [String] {
        guard let stack = h.presentationFrame(of: "stack") else { return ["no stack"] }
        let children = c.children.map { spec in
            ReferenceStack.Child(major: { (c.vertical ? spec.height : spec.width).answer($0) },
                                 minor: { (c.vertical ? spec.width : spec.height).answer($0) }, priority: spec.priority)
        }
        let major = c.idealMajor ? nil : (c.vertical ? c.window.height : c.window.width)
        let minor = c.idealMinor ? nil : (c.vertical ? c.window.width : c.window.height)
        var found: [String] = []
        let size = ReferenceStack.size(children, spacing: c.spacing, alignment: c.alignment, major: major, minor: minor)
        let (stackMajor, stackMinor) = c.vertical ? (stack.height, stack.width) : (stack.width, stack.height)
        if !near(stackMajor, size.major) || !near(stackMinor, size.minor) {
            found.append("stack \(stack.size), reference \(size)")
        }
        let frames = ReferenceStack.frames(children, spacing: c.spacing, alignment: c.alignment, major: major, minor: minor,
                                           bounds: (stackMajor, stackMinor))
        for (spec, expected) in zip(c.children, frames) {
            guard let frame = h.presentationFrame(of: spec.id) else {
                found.append("leaf \(spec.id) not placed")
                continue
            }
            let x = frame.minX - stack.minX, y = frame.minY - stack.minY
            let actual = c.vertical ? (y, x, frame.height, frame.width) : (x, y, frame.width, frame.height)
            if !near(actual.0, expected.0) || !near(actual.1, expected.1) || !near(actual.2, expected.2) || !near(actual.3, expected.3) {
                found.append("leaf \(spec.id): \(actual), reference \(expected)")
            }
        }
        return found
    }

    /// A fresh host, then three edits, each compared with the reference.
    static func problems(_ program: [Int]) -> [String] {
        var r = ViewTreeFuzzTests.Reader(program: program)
        var c = decode(&r)
        let model = Model(c)
        let h = host(Harness(model: model), width: c.window.width, height: c.window.height)
        var found = differences(h, c).map { "fresh: \($0)" }
        for step in 1...3 where found.isEmpty {
            edit(&c, &r)
            model.c = c
            h.size = c.window
            h.layoutIfNeeded()
            found += differences(h, c).map { "after edit \(step) (\(c)): \($0)" }
        }
        return found
    }

    static func describe(_ program: [Int]) -> String {
        var r = ViewTreeFuzzTests.Reader(program: program)
        return "\(decode(&r))"
    }

    static let programs = Gen.int(in: 0...255).array(of: 0...80)

    /// A worked case, by hand: an HStack of a rigid 20-pt leaf and two flexible ones, one
    /// at priority 1, proposed 100 × 50 with spacing 8.
    @Test func aWorkedCase() {
        let c = Case(vertical: false, alignment: .center, spacing: 8, children: [
            LeafSpec(id: 0, rigid: true, width: AxisSpec(min: 20, ideal: 20, max: 20), height: AxisSpec(min: 20, ideal: 20, max: 20), priority: 0),
            LeafSpec(id: 1, rigid: false, width: AxisSpec(min: 10, ideal: 30, max: .infinity), height: AxisSpec(min: 0, ideal: 10, max: .infinity), priority: 0),
            LeafSpec(id: 2, rigid: false, width: AxisSpec(min: 0, ideal: 10, max: 30), height: AxisSpec(min: 5, ideal: 10, max: 30), priority: 1),
        ], idealMajor: false, idealMinor: false, window: CGSize(width: 100, height: 50), nextID: 3)
        let children = c.children.map { spec in
            ReferenceStack.Child(major: { spec.width.answer($0) }, minor: { spec.height.answer($0) }, priority: spec.priority)
        }
        // Priority 1 first: 100 − 16 − (20 + 10) = 54 offered, 30 taken, 24 left; the
        // priority-0 group adds its minimums back (54): the rigid leaf (flexibility 0) is
        // offered 27 and takes 20, the flexible one is offered 34 and takes it.
        #expect(ReferenceStack.distribute(children, spacing: 8, major: 100) == [20, 34, 30])
        let h = host(Harness(model: Model(c)), width: 100, height: 50)
        #expect(Self.differences(h, c).isEmpty, "\(Self.differences(h, c))")
        #expect(h.presentationFrame(of: 1) == CGRect(x: 28, y: 0, width: 34, height: 50))
    }

    /// The seeds CI runs: 4 × 60 programs. A campaign (`Scripts/fuzz-campaign.sh --stacks`)
    /// shares `TRELLIS_FUZZ_STACKS` programs among them.
    static let ciSeeds: [UInt64] = [1, 2, 3, 4]

    @Test(.shrinking, arguments: ciSeeds)
    func stacksMatchTheReference(_ seed: UInt64) async {
        let share = ViewTreeFuzzTests.campaignShare(of: seed, among: Self.ciSeeds, variable: "TRELLIS_FUZZ_STACKS") ?? (seed, 60)
        await ViewTreeFuzzTests.check(Self.programs, seed: share.seed, salt: (0x5354_4143_4B4F_5241, 0x0F0E_0D0C_0B0A_0908),
                                      count: share.count, what: "stack", problems: Self.problems, describe: Self.describe)
    }
}
