// PictureProbe STEP [OUT] [REPEAT]
//
// Issue 47's picture (LayoutScenes' PictureScreen, 390 × 844 points) at scale 3, one step
// inside the non-inlined `measuredPass`:
//   layout  the first layout: the host made from the view value, laid out, its render tree
//   svg     the SVG document of the laid-out host
//   png     the PNG of the laid-out host at scale 3 (1,170 × 2,532 pixels)
//   frame   the PNG of LayoutScenes' TimelineScreen (seed 003's AnyLayout toggle) before
//           any tap, at scale 3: one frame of the timeline below
//   apng    the animated PNG of TimelineScreen's timeline at scale 3: 60 frames at 30
//           frames per second, Change tapped at 0 and 1.2 s (a fresh host, laid out
//           before the step)
// Before the measured step the fonts are loaded (a first layout of the screen), so the
// step pays for no font parsing; the PNG step is the first picture drawn in the process
// (caches filled by drawing start empty). OUT, when given and not "-", receives the
// step's output (the SVG or PNG bytes). REPEAT (1 by default) runs the step that many
// times and prints each wall time: the first is the cold one.
// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect=<measuredPass>` counts
// the instructions of one step on the calling thread; with TRELLIS_RASTER_THREADS=1 the
// PNG's bands run there too (Scripts/png-vs-rsvg.sh, docs/performance.md).
//
// PICTURE_PROBE_CORE: the same files built as a scratch target of the root package,
// against only the modules they need (no swift-syntax); not committed:
//   .executableTarget(name: "PictureProbe", dependencies: ["TrellisLayout", "TrellisText", "TrellisRender"],
//                     path: "Benchmarks/Sources",
//                     sources: ["PictureProbe/main.swift", "LayoutScenes/PictureScreen.swift",
//                               "LayoutScenes/TimelineScreen.swift"],
//                     swiftSettings: [.define("PICTURE_PROBE_CORE")])
#if PICTURE_PROBE_CORE
import Foundation
import TrellisLayout
import TrellisRender
import TrellisText
#else
import Foundation
import LayoutScenes
import Trellis
#endif

enum Step: String, CaseIterable { case layout, svg, png, frame, apng }

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("PictureProbe: \(message)\nusage: PictureProbe STEP [OUT] [REPEAT]\n  STEP: \(Step.allCases.map(\.rawValue).joined(separator: ", "))\n".utf8))
    exit(2)
}

let arguments = CommandLine.arguments
guard arguments.count >= 2, let step = Step(rawValue: arguments[1]) else { fail("expected a step") }
let out = arguments.count >= 3 && arguments[2] != "-" ? arguments[2] : nil
let repeats = arguments.count >= 4 ? Int(arguments[3]) ?? 0 : 1
guard (1...1000).contains(repeats) else { fail("bad repeat count") }

let scale: CGFloat = 3


/// The one measured operation; nothing else in the program has this name.
@inline(never)
func measuredPass(_ step: Step, _ host: HostingView<PictureScreen>, _ timeline: HostingView<TimelineScreen>) -> Data {
    switch step {
    case .layout: return Data(count: makePictureHost(scale: scale).renderTree().children.count)
    case .svg: return Data(host.svgString().utf8)
    case .png: return (try? host.pngData(scale: scale)) ?? Data()
    case .frame: return (try? timeline.pngData(scale: scale)) ?? Data()
    case .apng: return (try? timelineAPNG(timeline, scale: scale)) ?? Data()
    }
}

// Fonts loaded and shaped once, code paged in.
let host = makePictureHost(scale: scale)
let clock = ContinuousClock()
var result = Data()
for _ in 0..<repeats {
    // A fresh, untapped timeline host for each run (its taps change its state).
    let timeline = makeTimelineHost(scale: scale)
    let elapsed = clock.measure { result = measuredPass(step, host, timeline) }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    print("\(step.rawValue): \(String(format: "%.4f", seconds)) s, \(result.count) bytes")
}
if let out {
    do { try result.write(to: URL(fileURLWithPath: out)) } catch { fail("cannot write \(out): \(error)") }
}
