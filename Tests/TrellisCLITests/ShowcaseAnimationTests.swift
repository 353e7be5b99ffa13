import Foundation
import Testing
import Trellis
import TrellisCLI
import TrellisRaster
import TrellisShowcase

@Suite("showcase animations")
struct ShowcaseAnimationTests {
    @Test("every animation's buttons are on its first screen, and its taps are in time order")
    func catalog() {
        #expect(Showcase.animations.map(\.name) == ["anylayout-toggle", "anylayout-random-toggle", "pet-voting-ranking",
                                                    "pet-voting-tie", "transitions"])
        for animation in Showcase.animations {
            let host = HostingView(rootView: animation.makeView(), size: Showcase.phone.size, displayScale: 1)
            let tree = host.renderTree()
            for tap in animation.taps {
                #expect(tree.buttonFrame(labeled: tap.button) != nil, "\(animation.name): \(tap.button)")
            }
            #expect(animation.taps.map(\.time) == animation.taps.map(\.time).sorted())
            #expect(animation.taps.allSatisfy { $0.time < animation.duration })
        }
    }

    @Test("showcase writes the chosen animations beside the stills, with an animations section")
    func showcaseAnimation() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let out = folder.appendingPathComponent("showcase").path
        let result = TrellisCLI.capture(["showcase", "--out", out, "--examples", "anylayout-hstack", "--devices", "phone",
                                         "--type-sizes", "default", "--no-svg", "--scale", "1",
                                         "--animations", "anylayout-toggle", "--fps", "5"])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("Wrote 1 pictures of 1 examples, 1 animations and index.html to"))
        let files = Set(try FileManager.default.contentsOfDirectory(atPath: out))
        #expect(files == ["anylayout-hstack-phone-default.png", "anylayout-toggle.png", "index.html"])
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(index.contains("<section id=\"animations\">\n<h2>Animations</h2>"))
        #expect(index.contains("<p><a href=\"#animations\">Animations</a> (animated PNGs)</p>"))
        #expect(index.contains("<img src=\"anylayout-toggle.png\" width=\"195\" height=\"422\""))
        #expect(index.contains("taps: Change at 0 s, Change at 1.2 s · 13 frames at 5 fps"))

        // 2.4 s at 5 fps: 13 frames; the first and last held 0.5 s more (0.7 s = 7/10).
        let animation = try APNG.decode(Data(contentsOf: URL(fileURLWithPath: out + "/anylayout-toggle.png")))
        #expect(animation.width == 390 && animation.height == 844)
        #expect(animation.frames.count == 13)
        #expect(animation.frames.map { [Int($0.delay.numerator), Int($0.delay.denominator)] }
                == [[7, 10]] + [[Int]](repeating: [1, 5], count: 11) + [[7, 10]])
        // Frame 6 (1.2 s, before the second tap) has settled on the tapped state, the still
        // beside it; the last frame is back on the first state. Within 2 levels per channel:
        // the spring is within a thousandth of a point of its end.
        let still = try PNG.decode(Data(contentsOf: URL(fileURLWithPath: out + "/anylayout-hstack-phone-default.png"))).rgba
        #expect(maxDifference(animation.frames[6].rgba, still) <= 2)
        #expect(maxDifference(animation.frames[12].rgba, animation.frames[0].rgba) <= 2)
        #expect(maxDifference(animation.frames[3].rgba, still) > 100)  // mid-way: moving
    }

    @Test("the three-way tie animation settles on the tie's still layout, then leaves it")
    func tieSettlesOnTheStill() throws {
        let animation = try #require(Showcase.animation(named: "pet-voting-tie"))
        let host = HostingView(rootView: animation.makeView(), size: Showcase.phone.size, displayScale: 1)
        let events: [HostingView<AnyView>.TimelineEvent] = animation.taps.map { tap in
            (time: tap.time, action: { #expect($0.tapButton(labeled: tap.button)) })
        }
        let trees = try host.timeline(duration: animation.duration, framesPerSecond: 5, events: events)
        #expect(trees.count == 13)
        let still = try #require(Showcase.example(named: "pet-voting-tie"))
        let tie = HostingView(rootView: still.makeView(), size: Showcase.phone.size, displayScale: 1).renderTree()
        // Frame 6 (1.2 s, before the second tap): every text where the still has it (the
        // spring is within 0.003 pt of its end).
        let settled = texts(trees[6]), expected = texts(tie)
        #expect(settled.map(\.text) == expected.map(\.text))
        #expect(zip(settled, expected).allSatisfy { distance($0.frame, $1.frame) < 0.01 }, "\(settled) \(expected)")
        // Mid-way (0.4 s) the avatars are moving; at the end the tie is broken again.
        #expect(!zip(texts(trees[2]), expected).allSatisfy { distance($0.frame, $1.frame) < 0.01 })
        #expect(!zip(texts(trees[12]), expected).allSatisfy { distance($0.frame, $1.frame) < 0.01 })
    }

    @Test("bad animation options are refused before any work")
    func badOptions() {
        let unknown = TrellisCLI.capture(["showcase", "--animations", "nope", "--out", "/tmp/unused-\(UUID().uuidString)"])
        #expect(unknown.exitCode == 64)
        #expect(unknown.standardError.hasPrefix("Error: bad animation 'nope': expected all, none or names from: anylayout-toggle, "))
        let fps = TrellisCLI.capture(["showcase", "--fps", "0", "--out", "/tmp/unused-\(UUID().uuidString)"])
        #expect(fps.exitCode == 64)
        #expect(fps.standardError.hasPrefix("Error: bad --fps '0': expected a number of frames per second from 1 to 60, e.g. 30\n"))
    }
}

/// The texts of a render tree with their frames, in drawing order.
func texts(_ node: RenderNode) -> [(text: String, frame: CGRect)] {
    var out: [(text: String, frame: CGRect)] = []
    if case .text(let t) = node.content { out.append((t.lines.map(\.text).joined(separator: " "), node.frame)) }
    for child in node.children { out += texts(child) }
    return out
}

/// The largest distance between the corresponding edges of two rectangles.
func distance(_ a: CGRect, _ b: CGRect) -> CGFloat {
    max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
}

/// The largest per-channel difference between two pictures of the same size (255 when the
/// sizes differ).
func maxDifference(_ a: [UInt8], _ b: [UInt8]) -> Int {
    guard a.count == b.count else { return 255 }
    var m = 0
    for i in a.indices { m = max(m, abs(Int(a[i]) - Int(b[i]))) }
    return m
}
