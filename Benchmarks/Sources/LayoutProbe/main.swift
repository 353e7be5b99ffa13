// LayoutProbe SHAPE LEAVES MODE [cells]
//
// Builds one of the five shapes, warms up, then runs exactly one measured operation inside
// `measuredPass`, the function `valgrind --tool=callgrind --collect-atstart=no
// --toggle-collect=<its symbol>` collects (Scripts/callgrind-layout.sh). Modes:
//   full       a full layout pass: the window width changes by a point and every kept
//              answer and placement is dropped first (outside the measurement), so every
//              answer and placement is computed anew over the existing items
//   resize     the window width changes by a point (answers and placements are kept:
//              content of fixed size only moves)
//   first      the first layout: the host and its graph built from the view value, laid out
//   one-leaf   one leaf's @State width is written, then the layout is brought up to date
//              (every leaf is a Cell with its own @State; the denominator is `full cells`)
//   one-leaf-height  the same with the leaf's @State height
//   unchanged  a relayout is requested with nothing changed (same window size)
//   environment  a value of the host's environment that no view reads changes (the new
//              environment is passed down the graph; nothing is laid out again)
//   memory     no valgrind: peak RSS (VmHWM) over an empty host for the shape, in bytes
//              per leaf
// `cells` builds the leaves as Cell views (always so for one-leaf). `baseline` skips the
// measured operation: a deep host works on large-stack threads (LargeStack), which the
// script counts from their start, so it subtracts a baseline run's count.
import LayoutScenes
import Trellis
#if canImport(Glibc)
import Glibc
#endif

enum Mode: String, CaseIterable { case full, resize, first, oneLeaf = "one-leaf", oneLeafHeight = "one-leaf-height", unchanged, environment, memory }

/// glibc's `malloc_trim(0)` (not in Swift's Glibc module): consolidates the free lists
/// and returns what it can to the system. Then allocations of a large-bin size, each freed:
/// consolidating leaves the free chunks in glibc's unsorted list, which the next
/// allocation that no small bin serves sorts (each chunk into its bin, up to 10,000 chunks
/// an allocation). Left to the measured operation, that sorting would fall on whichever of
/// its allocations came first, once, and its cost would move with the heap's history.
func trimHeap() {
    #if canImport(Glibc)
    guard let program = dlopen(nil, RTLD_NOW), let symbol = dlsym(program, "malloc_trim") else { return }
    typealias Trim = @convention(c) (Int) -> Int32
    _ = unsafeBitCast(symbol, to: Trim.self)(0)
    for _ in 0..<8 { free(malloc(64 * 1024)) }
    #endif
}

func fail(_ message: String) -> Never {
    FileHandleStderr.write("LayoutProbe: \(message)\nusage: LayoutProbe SHAPE LEAVES MODE [cells]\n  SHAPE: \(LayoutShape.allCases.map(\.rawValue).joined(separator: ", "))\n  LEAVES: 1…1000000\n  MODE: \(Mode.allCases.map(\.rawValue).joined(separator: ", "))\n")
    exit(2)
}

enum FileHandleStderr {
    static func write(_ s: String) { FileHandle.standardError.write(s.data(using: .utf8)!) }
}

let arguments = CommandLine.arguments
guard arguments.count >= 4 else { fail("expected 3 arguments") }
guard let shape = LayoutShape(rawValue: arguments[1]) else { fail("unknown shape '\(arguments[1])'") }
guard let leaves = Int(arguments[2]), (1...1_000_000).contains(leaves) else { fail("leaf count '\(arguments[2])' is not 1…1000000") }
guard let mode = Mode(rawValue: arguments[3]) else { fail("unknown mode '\(arguments[3])'") }
let cells = mode == .oneLeaf || mode == .oneLeafHeight || arguments.dropFirst(4).contains("cells")
let baseline = arguments.dropFirst(4).contains("baseline")

/// Kept alive so that no deallocation falls inside the measured pass.
var keep: [any LayoutScene] = []

/// The one measured operation. Nothing else in the program has this name, so its symbol
/// is the callgrind toggle.
@inline(never)
func measuredPass(_ scene: any LayoutScene) {
    if baseline { return }
    switch mode {
    case .full, .resize:
        scene.resize()
        scene.layout()
    case .first:
        keep.append(makeScene(shape, leaves: leaves, cells: cells))
    case .oneLeaf:
        writeProbeWidth(shape, delta: 1)
        scene.layout()
    case .oneLeafHeight:
        writeProbeHeight(shape, delta: 1)
        scene.layout()
    case .unchanged:
        scene.touch()
        scene.layout()
    case .environment:
        scene.changeEnvironment()
        scene.layout()
    case .memory:
        break
    }
}

if mode == .memory {
    let empty = HostingView(rootView: EmptyView(), size: shape.windowSize, textMeasurer: FixedTextMeasurer())
    empty.layoutIfNeeded()
    guard let before = peakResidentBytes() else { fail("/proc/self/status has no VmHWM on this system") }
    let scene = makeScene(shape, leaves: leaves, cells: cells)
    guard let after = peakResidentBytes() else { fail("/proc/self/status has no VmHWM on this system") }
    let perLeaf = Double(after - before) / Double(leaves)
    print("memory \(shape.rawValue) \(leaves)\(cells ? " cells" : ""): peak RSS \(before / 1024) kB empty host, \(after / 1024) kB with the shape, \(Int(perLeaf.rounded())) bytes per leaf")
    withExtendedLifetime((empty, scene)) {}
    exit(0)
}

let scene = makeScene(shape, leaves: leaves, cells: cells)
// Warm-up: the same operation once, so lazily made metadata and caches are in place.
switch mode {
case .full: scene.resize(); scene.dropKeptLayout(); scene.layout()
case .resize: scene.resize(); scene.layout()
case .first: _ = makeScene(shape, leaves: leaves, cells: cells)
case .oneLeaf: writeProbeWidth(shape, delta: 2); scene.layout()
case .oneLeafHeight: writeProbeHeight(shape, delta: 2); scene.layout()
case .unchanged: scene.touch(); scene.layout()
case .environment: scene.changeEnvironment(); scene.layout()
case .memory: break
}
// The root's size before the measured pass: a deep host lays out on large-stack threads,
// which the script counts whole and subtracts a baseline run's count from, so nothing may
// be left for later that the baseline run (which skips the pass) would do instead.
let size = scene.rootSize
if mode == .full { scene.dropKeptLayout() }
// The heap's free lists consolidated and sorted: what ran before (the render tree
// `rootSize` made and freed, the warm-up) leaves no garbage for the measured operation's
// first allocations to sort through. Left there, its cost (once, inside glibc's
// `_int_malloc`) would depend on how those earlier steps happened to allocate.
trimHeap()
measuredPass(scene)
print("trellis \(shape.rawValue) \(leaves) \(mode.rawValue)\(cells ? " cells" : ""): nodes \(shape.nodeCount(leaves: leaves)) root \(size.width)x\(size.height)")
