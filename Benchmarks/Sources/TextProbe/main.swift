// TextProbe STEP [BYTES]
//
// Issue 12's "text in linear time" measure: a string of BYTES (1 MiB by default) "a"s
// with no break opportunity, set in the system font (FontTextMeasurer.shared: DejaVu Sans
// on Linux) at 17 pt, laid out once inside the non-inlined `measuredPass`:
//   wrap      Text(s).fixedSize(horizontal: false, vertical: true).frame(width: 300)
//   ideal     Text(s).fixedSize(): measured at its ideal size, one line
//   truncate  Text(s).lineLimit(1).frame(width: 300): one line ending in "…"
//   all       the three in turn, each timed
// Before the measured pass the fonts are loaded and the shaper warmed on a different,
// short string, so the pass pays for no font parsing; the shaper's cache is emptied
// before each step. Prints the wall time of each step and the shown line count;
// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect=<measuredPass>` counts
// the instructions of one step (Scripts/text-probe.sh).
//
// TEXT_PROBE_CORE: the same file built as a scratch target of the root package, against
// the root's release build and only the two modules it needs (minutes, where the first
// release build of the Benchmarks package takes about an hour here); not committed:
//   .executableTarget(name: "TextProbe", dependencies: ["TrellisText", "TrellisLayout"],
//                     path: "Benchmarks/Sources/TextProbe", swiftSettings: [.define("TEXT_PROBE_CORE")])
#if TEXT_PROBE_CORE
import Foundation
import TrellisLayout
import TrellisText
#else
import Trellis
#endif

enum Step: String, CaseIterable { case wrap, ideal, truncate, all }

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("TextProbe: \(message)\nusage: TextProbe STEP [BYTES]\n  STEP: \(Step.allCases.map(\.rawValue).joined(separator: ", "))\n  BYTES: 1…67108864 (1048576 by default)\n".utf8))
    exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let step = Step(rawValue: arguments[1]) else { fail("expected a step") }
let bytes = arguments.count >= 3 ? Int(arguments[2]) ?? -1 : 1_048_576
guard (1...67_108_864).contains(bytes) else { fail("byte count '\(arguments[2])' is not 1…67108864") }

let measurer = FontTextMeasurer.shared
let string = String(repeating: "a", count: bytes)

/// Lays `view` out in a 300 × 800 window and returns the number of shown lines.
func lineCount<V: View>(_ view: V) -> Int {
    let host = HostingView(rootView: view, size: CGSize(width: 300, height: 800), displayScale: 2, textMeasurer: measurer)
    host.layoutIfNeeded()
    var lines = 0
    func visit(_ node: RenderNode) {
        if case .text(let t) = node.content { lines += t.lines.count }
        node.children.forEach(visit)
    }
    visit(host.renderTree())
    return lines
}

func run(_ step: Step) -> Int {
    switch step {
    case .wrap: return lineCount(Text(string).fixedSize(horizontal: false, vertical: true).frame(width: 300))
    case .ideal: return lineCount(Text(string).fixedSize())
    case .truncate: return lineCount(Text(string).lineLimit(1).frame(width: 300))
    case .all: return 0
    }
}

/// The one measured operation; nothing else in the program has this name.
@inline(never)
func measuredPass(_ step: Step) -> Int { run(step) }

// Warm-up on a different string: fonts parsed, tables read, code paged in.
_ = lineCount(Text("warm-up: the quick brown fox jumps over the lazy dog").frame(width: 300))

let steps = step == .all ? [Step.wrap, .ideal, .truncate] : [step]
for s in steps {
    // Each step starts from an empty shaper cache.
    measurer.shaper.clearCache()
    let clock = ContinuousClock()
    var lines = 0
    let elapsed = clock.measure { lines = measuredPass(s) }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print("text-probe: \(s.rawValue), \(bytes) bytes at 300 pt: \(String(format: "%.3f", seconds)) s, \(lines) lines")
}
