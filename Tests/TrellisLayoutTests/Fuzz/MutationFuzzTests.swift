import Foundation
import Observation
import PropertyBased
import Testing
@testable import TrellisLayout

/// Property-based fuzzing of updates: random trees of views that read state, then random
/// sequences of edits, each sequence checked against a host built afresh from its final
/// state.
///
/// A *program* (a list of small integers, read as ``ViewTreeFuzzTests/Reader`` reads one)
/// decodes to a tree and a sequence of edits. The tree's views read three kinds of state:
/// an `@Observable` model (flags, id lists, widths) that the test writes from outside, a
/// `@State` of the root view that buttons in the tree toggle through bindings, and an
/// environment value the host sets. Custom views read them in their bodies: branches on a
/// flag, `ForEach`es over a list, leaves sized by a width, paddings by the environment.
///
/// Edits: a model flag flipped (a branch taken or dropped), a button tapped (a `@State`
/// written through a binding, often by the view it hides), an id inserted into, removed
/// from or moved within a list, a width changed, the environment value changed, the
/// window resized, the root view set again, and a layout between edits (so some edits
/// are applied one update at a time, others together).
///
/// Property: after the sequence, the edited host's placed frames (bit for bit) and dump
/// are those of a new host of the same tree, built with the final model, `@State` and
/// environment, at the final size. Layout in Trellis depends on the views and state shown,
/// never on the way there: a difference is a kept answer or node that outlived what it
/// was made from. The edited host also holds as many graph nodes and live layout items
/// as the fresh one (the node store's census and `LayoutContext.liveItems`): nothing it
/// keeps outlived its use. Under AddressSanitizer (`.ci/run`) the same sequences check the graph's
/// lifetimes on the paths they take.
///
/// CI runs `ciSeeds` × 200 sequences; `Scripts/fuzz-campaign.sh --mutations` runs a long
/// campaign in a release build (`TRELLIS_FUZZ_SEQUENCES`, `TRELLIS_FUZZ_SEED`).
@Suite struct MutationFuzzTests {
    // MARK: - The state the tree reads

    static let flagCount = 4, listCount = 2, widthCount = 4, buttonCount = 4
    static let widthValues: [CGFloat] = [10, 0, 33.5, 200, 1, 75]
    static let insetValues: [CGFloat] = [0, 4, 12.5, 40]
    static let sizes: [CGSize] = [CGSize(width: 390, height: 844), CGSize(width: 100, height: 100),
                                  CGSize(width: 240, height: 60), CGSize(width: 0, height: 0), CGSize(width: 1000, height: 300)]

    @Observable final class Model {
        var flags: [Bool]
        var lists: [[Int]]
        var widths: [CGFloat]
        /// The next id an insertion takes (ids are unique in a list).
        var nextID = 100

        init(flags: [Bool], lists: [[Int]], widths: [CGFloat], nextID: Int = 100) {
            self.flags = flags
            self.lists = lists
            self.widths = widths
            self.nextID = nextID
        }

        func copy() -> Model { Model(flags: flags, lists: lists, widths: widths, nextID: nextID) }
        var summary: String { "flags \(flags), lists \(lists), widths \(widths)" }
    }

    /// The root view's `@State`, which the tree's buttons toggle.
    struct Local: Equatable {
        var flags = [true, false, true, false]
    }

    /// What the buttons' actions did to the root's `@State`, applied alongside (so the
    /// fresh host starts from the state the edited one ended in).
    final class Recorder: @unchecked Sendable {
        var local = Local()
        var taps = 0
    }

    struct InsetKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }

    /// What every view of the tree is given.
    struct Inputs {
        let model: Model
        let local: Binding<Local>
        let recorder: Recorder
    }

    // MARK: - Trees

    indirect enum Shape: CustomStringConvertible {
        case leaf(width: Int)
        case text(Int)
        case button(Int)
        case stack(kind: Int, [Shape])
        case modelBranch(flag: Int, Shape, Shape?)
        case localBranch(flag: Int, Shape, Shape?)
        case list(Int, row: Shape)
        case inset(Shape)
        case frame(Shape)

        var description: String {
            switch self {
            case .leaf(let w): return "Leaf(width: \(w))"
            case .text(let t): return "Text(\(ViewTreeFuzzTests.texts[t].debugDescription))"
            case .button(let k): return "Button(\(k))"
            case .stack(let kind, let c): return "\(["HStack", "VStack", "ZStack"][kind]) { \(c.map(\.description).joined(separator: "; ")) }"
            case .modelBranch(let f, let a, let b): return "if model.flags[\(f)] { \(a) }\(b.map { " else { \($0) }" } ?? "")"
            case .localBranch(let f, let a, let b): return "if $local.flags[\(f)] { \(a) }\(b.map { " else { \($0) }" } ?? "")"
            case .list(let j, let row): return "ForEach(model.lists[\(j)]) { \(row) }"
            case .inset(let c): return "\(c).padding(environment inset)"
            case .frame(let c): return "\(c).frame(width: 80)"
            }
        }
    }

    static func shape(_ r: inout ViewTreeFuzzTests.Reader, depth: Int = 0) -> Shape {
        let kind = depth >= 4 ? [0, 1, 2][r.next(3)] : r.next(10)
        switch kind {
        case 0: return .leaf(width: r.next(widthCount))
        case 1: return .text(r.next(ViewTreeFuzzTests.texts.count))
        case 2: return .button(r.next(buttonCount))
        case 3: return .stack(kind: r.next(3), (0..<r.next(4)).map { _ in shape(&r, depth: depth + 1) })
        case 4:
            let f = r.next(flagCount), a = shape(&r, depth: depth + 1)
            return .modelBranch(flag: f, a, r.bool() ? shape(&r, depth: depth + 1) : nil)
        case 5:
            let f = r.next(flagCount), a = shape(&r, depth: depth + 1)
            return .localBranch(flag: f, a, r.bool() ? shape(&r, depth: depth + 1) : nil)
        case 6: return .list(r.next(listCount), row: shape(&r, depth: depth + 1))
        case 7: return .inset(shape(&r, depth: depth + 1))
        case 8: return .frame(shape(&r, depth: depth + 1))
        default: return .stack(kind: r.next(3), (0..<(1 + r.next(3))).map { _ in shape(&r, depth: depth + 1) })
        }
    }

    // MARK: - The views

    static func view(_ shape: Shape, _ inputs: Inputs) -> AnyView {
        switch shape {
        case .leaf(let w): return AnyView(Leaf(inputs: inputs, slot: w))
        case .text(let t): return AnyView(Text(ViewTreeFuzzTests.texts[t]))
        case .button(let k):
            let local = inputs.local, recorder = inputs.recorder
            return AnyView(Button("Tap \(k)") {
                local.wrappedValue.flags[k].toggle()
                recorder.local.flags[k].toggle()
                recorder.taps += 1
            }.id("button\(k)"))
        case .stack(let kind, let children):
            let content = ForEach(children.indices, id: \.self) { view(children[$0], inputs) }
            switch kind {
            case 0: return AnyView(HStack(spacing: 2) { content })
            case 1: return AnyView(VStack(spacing: 2) { content })
            default: return AnyView(ZStack { content })
            }
        case .modelBranch(let f, let a, let b): return AnyView(ModelBranch(inputs: inputs, flag: f, then: a, otherwise: b))
        case .localBranch(let f, let a, let b): return AnyView(LocalBranch(inputs: inputs, local: inputs.local, flag: f, then: a, otherwise: b))
        case .list(let j, let row): return AnyView(ListOf(inputs: inputs, list: j, row: row))
        case .inset(let c): return AnyView(Inset(inputs: inputs, content: c))
        case .frame(let c): return AnyView(view(c, inputs).frame(width: 80))
        }
    }

    /// A colour as wide as a model width.
    struct Leaf: View {
        let inputs: Inputs
        let slot: Int
        var body: some View { Color.red.frame(width: inputs.model.widths[slot], height: 10) }
    }

    /// One branch or the other, by a model flag.
    struct ModelBranch: View {
        let inputs: Inputs
        let flag: Int
        let then: Shape
        let otherwise: Shape?
        var body: some View {
            if inputs.model.flags[flag] {
                MutationFuzzTests.view(then, inputs)
            } else if let otherwise {
                MutationFuzzTests.view(otherwise, inputs)
            }
        }
    }

    /// One branch or the other, by a flag of the root's `@State`, read through a binding.
    struct LocalBranch: View {
        let inputs: Inputs
        @Binding var local: Local
        let flag: Int
        let then: Shape
        let otherwise: Shape?
        var body: some View {
            if local.flags[flag] {
                MutationFuzzTests.view(then, inputs)
            } else if let otherwise {
                MutationFuzzTests.view(otherwise, inputs)
            }
        }
    }

    /// A row for each id of a model list, its width from the model.
    struct ListOf: View {
        let inputs: Inputs
        let list: Int
        let row: Shape
        var body: some View {
            VStack(spacing: 1) {
                ForEach(inputs.model.lists[list], id: \.self) { id in
                    HStack(spacing: 0) {
                        Row(inputs: inputs, id: id)
                        MutationFuzzTests.view(row, inputs)
                    }
                }
            }
        }
    }

    /// A list's row: as wide as the model's width for its id.
    struct Row: View {
        let inputs: Inputs
        let id: Int
        var body: some View {
            Color.blue.frame(width: inputs.model.widths[id % MutationFuzzTests.widthCount] / 2 + 1, height: 6).id("row\(id)")
        }
    }

    /// Its content padded by the environment's inset.
    struct Inset: View {
        let inputs: Inputs
        let content: Shape
        @Environment(\.mutationFuzzInset) private var inset
        var body: some View { MutationFuzzTests.view(content, inputs).padding(inset) }
    }

    /// The root: owns the `@State` the buttons toggle.
    struct App: View {
        let model: Model
        let shape: Shape
        let recorder: Recorder
        @State var local: Local

        init(model: Model, shape: Shape, recorder: Recorder, local: Local) {
            self.model = model
            self.shape = shape
            self.recorder = recorder
            _local = State(initialValue: local)
        }

        var body: some View {
            MutationFuzzTests.view(shape, Inputs(model: model, local: $local, recorder: recorder))
        }
    }

    // MARK: - Edits

    enum Edit: CustomStringConvertible {
        case flip(Int)
        case tap(Int)
        case insert(list: Int, at: Int)
        case remove(list: Int, at: Int)
        case move(list: Int, from: Int, to: Int)
        case width(Int, CGFloat)
        case inset(CGFloat)
        case resize(CGSize)
        case setRoot
        case layout

        var description: String {
            switch self {
            case .flip(let f): return "flip \(f)"
            case .tap(let k): return "tap \(k)"
            case .insert(let j, let p): return "insert into \(j) at \(p)"
            case .remove(let j, let p): return "remove from \(j) at \(p)"
            case .move(let j, let a, let b): return "move in \(j) \(a)→\(b)"
            case .width(let i, let w): return "width \(i) = \(w)"
            case .inset(let v): return "inset = \(v)"
            case .resize(let s): return "resize \(s.width)×\(s.height)"
            case .setRoot: return "root set again"
            case .layout: return "layout"
            }
        }
    }

    static func edit(_ r: inout ViewTreeFuzzTests.Reader) -> Edit {
        switch r.next(10) {
        case 0: return .layout
        case 1: return .flip(r.next(flagCount))
        case 2: return .tap(r.next(buttonCount))
        case 3: return .insert(list: r.next(listCount), at: r.next(5))
        case 4: return .remove(list: r.next(listCount), at: r.next(5))
        case 5: return .move(list: r.next(listCount), from: r.next(5), to: r.next(6))
        case 6: return .width(r.next(widthCount), widthValues[r.next(widthValues.count)])
        case 7: return .inset(insetValues[r.next(insetValues.count)])
        case 8: return .resize(sizes[r.next(sizes.count)])
        default: return .setRoot
        }
    }

    /// A program's tree, starting model and size, and its edits.
    struct Case: CustomStringConvertible {
        let program: [Int]
        let shape: Shape
        let size: CGSize
        let model: Model
        let edits: [Edit]

        init(_ program: [Int]) {
            self.program = program
            var r = ViewTreeFuzzTests.Reader(program: program)
            size = MutationFuzzTests.sizes[r.next(MutationFuzzTests.sizes.count)]
            let flags = (0..<MutationFuzzTests.flagCount).map { _ in r.next(3) != 0 }
            let lists = (0..<MutationFuzzTests.listCount).map { j in (0..<r.next(4)).map { j * 10 + $0 } }
            model = Model(flags: flags, lists: lists, widths: [10, 20, 30, 40])
            shape = MutationFuzzTests.shape(&r)
            edits = (0..<r.next(13)).map { _ in MutationFuzzTests.edit(&r) }
        }

        var description: String {
            "\(shape) in \(size.width)×\(size.height); edits: \(edits.map(\.description).joined(separator: ", ")); program \(program)"
        }
    }

    // MARK: - The property

    static func makeHost(_ shape: Shape, model: Model, recorder: Recorder, local: Local, size: CGSize, inset: CGFloat) -> HostingView<App> {
        var environment = EnvironmentValues()
        environment[InsetKey.self] = inset
        return HostingView(rootView: App(model: model, shape: shape, recorder: recorder, local: local), size: size,
                           displayScale: 2, environment: environment, textMeasurer: FixedTextMeasurer())
    }

    /// What is wrong after a program's edits (empty when nothing is).
    static func problems(_ program: [Int]) -> [String] {
        let c = Case(program)
        let model = c.model.copy()
        let recorder = Recorder()
        var size = c.size
        var inset: CGFloat = 0
        let h = makeHost(c.shape, model: model, recorder: recorder, local: Local(), size: size, inset: inset)
        _ = h.placedFrames()
        for edit in c.edits {
            switch edit {
            case .layout: _ = h.placedFrames()
            case .flip(let f): model.flags[f].toggle()
            case .tap(let k):
                // The button's centre, where it is placed and can be hit.
                if let frame = h.layoutFrame(of: "button\(k)"), frame.width > 0, frame.height > 0,
                   frame.midX.isFinite, frame.midY.isFinite {
                    _ = h.tap(at: CGPoint(x: frame.midX, y: frame.midY))
                }
            case .insert(let j, let p):
                model.lists[j].insert(model.nextID, at: min(p, model.lists[j].count))
                model.nextID += 1
            case .remove(let j, let p):
                if !model.lists[j].isEmpty { model.lists[j].remove(at: p % model.lists[j].count) }
            case .move(let j, let a, let b):
                let n = model.lists[j].count
                if n > 0 {
                    let id = model.lists[j].remove(at: a % n)
                    model.lists[j].insert(id, at: b % n)
                }
            case .width(let i, let w): model.widths[i] = w
            case .inset(let v):
                inset = v
                h.environment[InsetKey.self] = v
            case .resize(let s):
                size = s
                h.size = s
            case .setRoot:
                h.rootView = App(model: model, shape: c.shape, recorder: recorder, local: Local())
            }
        }
        var found: [String] = []
        let frames = h.placedFrames()
        let dump = h.dump()
        let fresh = makeHost(c.shape, model: model.copy(), recorder: Recorder(), local: recorder.local, size: size, inset: inset)
        let freshFrames = fresh.placedFrames()
        if !ViewTreeFuzzTests.same(frames, freshFrames) {
            found.append("the frames differ from a fresh host's:\n\(dump)\nfresh:\n\(fresh.dump())")
        } else if dump != fresh.dump() {
            found.append("the dump differs from a fresh host's:\n\(dump)\nfresh:\n\(fresh.dump())")
        }
        // The graph's store holds the nodes of the tree and no others: every one is linked
        // into the tree, and there are as many as a fresh host makes (Storage/OwningStore.swift).
        let unattached = NodeStoreTests.unattached(in: h.graph.store)
        if !unattached.isEmpty {
            found.append("\(unattached.count) nodes in the store are not linked into the tree")
        } else if h.graph.store.count != fresh.graph.store.count {
            found.append("the store holds \(h.graph.store.count) nodes, a fresh host's \(fresh.graph.store.count)")
        }
        // No item outlives its use: the host keeps as many items alive as a fresh one.
        if h.context.liveItems != fresh.context.liveItems {
            found.append("\(h.context.liveItems) items are alive, a fresh host's \(fresh.context.liveItems)")
        }
        // And every item alive is held through a link the census knows (ItemOwnershipTests).
        let unreached = ItemCensus.unreached(in: h)
        if !unreached.isEmpty { found.append("items alive that no owning link reaches: \(unreached)") }
        let unlinked = ItemCensus.unlinked(in: h)
        if !unlinked.isEmpty { found.append("items alive that no owning link counts: \(unlinked)") }
        if frames.contains(where: { !($0.minX.isFinite && $0.minY.isFinite && $0.width.isFinite && $0.height.isFinite) }) {
            found.append("a frame is not finite")
        }
        if !found.isEmpty { found.append("final state: \(model.summary), local \(recorder.local.flags), \(recorder.taps) taps") }
        return found
    }

    /// Programs: up to 160 entries of 0…255.
    static let programs = Gen.int(in: 0...255).array(of: 0...160)

    /// Checks `count` programs drawn from `seed`; the first failure is shrunk and reported.
    static func run(seed: UInt64, count: Int) async {
        await ViewTreeFuzzTests.check(programs, seed: seed, salt: (0x4D55_5441_5445_5321, 0x0FED_CBA9_8765_4321), count: count,
                                      what: "sequence", problems: problems, describe: { "\(Case($0))" })
    }

    /// The seeds CI runs: 12 × 200 sequences.
    static let ciSeeds: [UInt64] = Array(1...12)

    @Test(.shrinking, arguments: ciSeeds)
    @MainActor func editedHostsMatchFreshOnes(_ seed: UInt64) async {
        if let share = ViewTreeFuzzTests.campaignShare(of: seed, among: Self.ciSeeds, variable: "TRELLIS_FUZZ_SEQUENCES") {
            await Self.run(seed: share.seed, count: share.count)
        } else {
            await Self.run(seed: seed, count: 200)
        }
    }

    // MARK: - The fuzzer itself

    /// A program decodes to the same tree and edits every time; the empty one is a leaf in
    /// the largest window, with no edits.
    @Test func programsDecodeDeterministically() {
        let empty = Case([])
        #expect(empty.shape.description == "Leaf(width: 0)")
        #expect(empty.edits.isEmpty)
        #expect(empty.size == CGSize(width: 390, height: 844))
        // Size 0 (390×844), flags 1 1 1 1 (all true), lists of 0 and 2 ids; a model branch
        // (4) on flag 0 holding a button 1 (2, 1) with no else (0); three edits (3): a flip
        // of flag 0 (1, 0), a tap of button 1 (2, 1), a layout (0).
        let p = [0, 1, 1, 1, 1, 0, 2, 4, 0, 2, 1, 0, 3, 1, 0, 2, 1, 0]
        let c = Case(p)
        #expect(c.shape.description == "if model.flags[0] { Button(1) }")
        #expect(c.model.lists == [[], [10, 11]])
        #expect(c.edits.map(\.description) == ["flip 0", "tap 1", "layout"])
        #expect(Self.problems(p).isEmpty)
    }

    /// The property can fail: a host whose model is changed behind its back (a plain
    /// property, not observed) keeps its old frames, which a fresh host does not show.
    @Test func aStaleHostIsFound() {
        let c = Case([0, 1, 1, 1, 1, 0, 0, 0])
        #expect(c.shape.description == "Leaf(width: 0)")
        let recorder = Recorder()
        let model = c.model.copy()
        let h = Self.makeHost(c.shape, model: model, recorder: recorder, local: Local(), size: c.size, inset: 0)
        let before = h.placedFrames()
        // Widths written with observation bypassed: the host is not told.
        let unobserved = Model(flags: model.flags, lists: model.lists, widths: [50, 20, 30, 40])
        let fresh = Self.makeHost(c.shape, model: unobserved, recorder: recorder, local: Local(), size: c.size, inset: 0)
        #expect(!ViewTreeFuzzTests.same(before, fresh.placedFrames()))
        expectRect(fresh.placedFrames()[0], 170, 417, 50, 10)
    }

    /// Each kind of edit reaches the views: a leaf's width, a list's rows, a branch, a tap,
    /// the environment's inset.
    @Test @MainActor func eachEditChangesWhatItShould() {
        let model = Model(flags: [true, true, true, true], lists: [[0, 1], []], widths: [10, 20, 30, 40])
        let recorder = Recorder()
        let shape = Shape.stack(kind: 1, [.inset(.leaf(width: 0)), .list(0, row: .text(0)), .localBranch(flag: 0, .button(0), nil)])
        let h = Self.makeHost(shape, model: model, recorder: recorder, local: Local(), size: CGSize(width: 200, height: 200), inset: 0)
        expectRect(h.rect("row1"), 86, 102.5, 11, 6)
        model.widths[1] = 40
        expectRect(h.rect("row1"), 81, 102.5, 21, 6)
        model.lists[0].remove(at: 0)
        #expect(h.layoutFrame(of: "row0") == nil)
        let button = h.rect("button0")
        #expect(h.tap(at: CGPoint(x: button.midX, y: button.midY)))
        h.layoutIfNeeded()
        #expect(h.layoutFrame(of: "button0") == nil)
        #expect(recorder.local.flags == [false, false, true, false])
        h.environment[InsetKey.self] = 12.5
        // The padded leaf (10 + 2 × 12.5), the gap, the row (its text is 17 tall).
        #expect(abs(h.placedFrames()[0].height - (35 + 2 + 17)) < 0.001)
    }
}

extension EnvironmentValues {
    fileprivate var mutationFuzzInset: CGFloat {
        get { self[MutationFuzzTests.InsetKey.self] }
        set { self[MutationFuzzTests.InsetKey.self] = newValue }
    }
}
