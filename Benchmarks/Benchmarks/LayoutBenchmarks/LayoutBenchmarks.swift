import Benchmark
import Foundation
import LayoutScenes
import Trellis

// Issue 11's five shapes (LayoutScenes/Shapes.swift): a full pass, the first layout,
// one leaf's @State width or height changing, an unchanged relayout, and memory. The names carry the
// node count (leaves + containers): divide the time by it for ns per node. The
// instruction counts that compare with Taffy and Yoga come from Scripts/callgrind-layout.sh.

/// 10,000 leaves; deep: 1,000 containers.
func leafCount(_ shape: LayoutShape) -> Int { shape == .deep ? 1_000 : 10_000 }

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(3), maxIterations: 100)

    for shape in LayoutShape.allCases {
        let n = leafCount(shape)
        let nodes = shape.nodeCount(leaves: n)

        Benchmark("\(shape.rawValue): full pass (\(nodes) nodes)") { benchmark in
            let scene = makeScene(shape, leaves: n)
            scene.resize(); scene.layout()
            for _ in benchmark.scaledIterations {
                scene.resize()
                scene.dropKeptLayout()
                benchmark.startMeasurement()
                scene.layout()
                benchmark.stopMeasurement()
            }
        }

        Benchmark("\(shape.rawValue): first layout (\(nodes) nodes)") { benchmark in
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                let scene = makeScene(shape, leaves: n)
                benchmark.stopMeasurement()
                blackHole(scene)
            }
        }

        for (length, write) in [("width", writeProbeWidth), ("height", writeProbeHeight)] {
            Benchmark("\(shape.rawValue): one leaf's @State \(length) changes (\(nodes) nodes)") { benchmark in
                let scene = makeScene(shape, leaves: n, cells: true)
                var delta: CGFloat = 1
                for _ in benchmark.scaledIterations {
                    delta = delta == 1 ? 2 : 1
                    benchmark.startMeasurement()
                    write(shape, delta)
                    scene.layout()
                    benchmark.stopMeasurement()
                }
            }
        }

        Benchmark("\(shape.rawValue): relayout, nothing changed (\(nodes) nodes)") { benchmark in
            let scene = makeScene(shape, leaves: n)
            for _ in benchmark.scaledIterations {
                benchmark.startMeasurement()
                scene.touch()
                scene.layout()
                benchmark.stopMeasurement()
            }
        }
    }

    // Issue 47's picture (LayoutScenes' PictureScreen, 390 × 844 points) at scale 3: its
    // first layout with the real fonts, its SVG, and its PNG (1,170 × 2,532 pixels).
    // Scripts/png-vs-rsvg.sh compares the PNG with rsvg-convert drawing the same SVG.
    let picture = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(10), maxIterations: 30)
    Benchmark("picture: first layout, scale 3", configuration: picture) { benchmark in
        blackHole(makePictureHost())  // fonts loaded
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            let host = makePictureHost()
            benchmark.stopMeasurement()
            blackHole(host)
        }
    }
    Benchmark("picture: SVG, scale 3", configuration: picture) { benchmark in
        let host = makePictureHost()
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            blackHole(host.svgString())
            benchmark.stopMeasurement()
        }
    }
    Benchmark("picture: PNG, scale 3", configuration: picture) { benchmark in
        let host = makePictureHost()
        for _ in benchmark.scaledIterations {
            benchmark.startMeasurement()
            blackHole(try? host.pngData(scale: 3))
            benchmark.stopMeasurement()
        }
    }

    // Issue 47's timeline (LayoutScenes' TimelineScreen, seed 003's AnyLayout toggle, 390 ×
    // 844 points) at scale 3: one frame's PNG, and the 60-frame animated PNG (30 frames per
    // second, Change tapped at 0 and 1.2 s), each from a fresh host laid out beforehand.
    let timeline = Benchmark.Configuration(metrics: [.wallClock, .mallocCountTotal], maxDuration: .seconds(20), maxIterations: 10)
    Benchmark("picture: timeline frame PNG, scale 3", configuration: timeline) { benchmark in
        for _ in benchmark.scaledIterations {
            let host = makeTimelineHost()
            benchmark.startMeasurement()
            blackHole(try? host.pngData(scale: 3))
            benchmark.stopMeasurement()
        }
    }
    Benchmark("picture: timeline 60-frame APNG, scale 3", configuration: timeline) { benchmark in
        for _ in benchmark.scaledIterations {
            let host = makeTimelineHost()
            benchmark.startMeasurement()
            blackHole(try? timelineAPNG(host))
            benchmark.stopMeasurement()
        }
    }

    // Peak RSS: the delta over the start of the run is what 100,000 Color.frame leaves cost
    // (LayoutProbe wide 100000 memory prints it per leaf, over an empty host).
    Benchmark("memory: 100,000 Color.frame leaves in a row",
              configuration: .init(metrics: [.peakMemoryResident, .peakMemoryResidentDelta], maxIterations: 1)) { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(makeScene(.wide, leaves: 100_000))
        }
    }
}
