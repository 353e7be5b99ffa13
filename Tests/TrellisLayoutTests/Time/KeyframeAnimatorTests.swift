import Foundation
import Testing
@testable import TrellisLayout

/// Keyframes (Time/Keyframes.swift) sampled by `KeyframeTimeline`, and `keyframeAnimator`
/// playing them on the host's clock (Time/KeyframeAnimator.swift).
@Suite struct KeyframeAnimatorTests {
    struct Pose {
        var scale = 1.0
        var offset = 0.0
    }

    private func near(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

    @Test func tracksRunSideBySideAndHoldTheirLastValue() {
        let timeline = KeyframeTimeline(initialValue: Pose()) {
            KeyframeTrack(\.scale) {
                LinearKeyframe(2.0, duration: 1)
                MoveKeyframe(3.0)
                LinearKeyframe(1.0, duration: 2)
            }
            KeyframeTrack(\.offset) {
                LinearKeyframe(10.0, duration: 0.5)
            }
        }
        #expect(timeline.duration == 3)
        #expect(near(timeline.value(time: 0.25).scale, 1.25))
        #expect(near(timeline.value(time: 0.25).offset, 5))
        #expect(near(timeline.value(time: 0.5).scale, 1.5))
        // The move keyframe jumps at once where the keyframe before ends.
        #expect(near(timeline.value(time: 1).scale, 3))
        #expect(near(timeline.value(time: 2).scale, 2))
        #expect(near(timeline.value(time: 2).offset, 10))
        #expect(near(timeline.value(progress: 0.5).scale, 2.5))
        #expect(near(timeline.value(time: 7).scale, 1))
        #expect(near(timeline.value(time: -1).scale, 1))
        #expect(near(timeline.value(time: Double.nan).scale, 1))
    }

    @Test func cubicKeyframesTakeTheirVelocityFromTheirNeighbours() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            CubicKeyframe(10.0, duration: 1)
            CubicKeyframe(30.0, duration: 1)
        }
        // Velocity 0 at the start, (30 − 0) / 2 = 15 per second at 10, 0 at the end: the
        // Hermite curve at u = 0.5 is 10 · 0.5 + 15 · (−0.125) = 3.125.
        #expect(near(timeline.value(time: 0.5), 3.125))
        #expect(near(timeline.value(time: 1), 10))
        // Second half: 10 · 0.5 + 15 · 0.125 + 30 · 0.5 = 21.875.
        #expect(near(timeline.value(time: 1.5), 21.875))
        let given = KeyframeTimeline(initialValue: 0.0) { CubicKeyframe(10.0, duration: 1, startVelocity: 8, endVelocity: 0) }
        // 8 · 0.125 + 10 · 0.5 = 6.
        #expect(near(given.value(time: 0.5), 6))
    }

    @Test func springKeyframesAreWhereTheSpringHasGot() {
        let spring = Spring(duration: 0.5, bounce: 0)
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            SpringKeyframe(10.0, duration: 0.4, spring: spring)
            LinearKeyframe(0.0, duration: 1)
        }
        let at02 = spring.value(target: 10.0, time: 0.2)
        let end = spring.value(target: 10.0, time: 0.4)
        #expect(near(timeline.value(time: 0.2), at02))
        #expect(at02 > 0 && at02 < end && end < 10)
        // The next keyframe starts from where the spring was cut short.
        #expect(near(timeline.value(time: 0.9), end / 2))
        let settling = KeyframeTimeline(initialValue: 0.0) { SpringKeyframe(10.0, spring: spring) }
        #expect(near(settling.duration, spring.settlingDuration))
    }

    struct Pulse: View {
        @State var taps = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: 10, height: 10)
                    .keyframeAnimator(initialValue: 1.0, trigger: taps) { box, scale in
                        box.frame(width: 10 * scale, height: 10)
                    } keyframes: { _ in
                        LinearKeyframe(3.0, duration: 1)
                        LinearKeyframe(2.0, duration: 1)
                    }
                    .id("box")
                Button("go") { taps += 1 }.frame(width: 40, height: 20).id("go")
            }
        }
    }

    private func width<V: View>(_ h: HostingView<V>) -> CGFloat { h.layoutFrame(of: "box")!.width }

    @Test func aTriggerPlaysTheKeyframesOnceFromTheValueShown() {
        let h = host(Pulse(), width: 200, height: 100)
        #expect(width(h) == 10)
        h.advance(by: 1)
        #expect(width(h) == 10)
        let go = h.rect("go")
        #expect(h.tap(at: CGPoint(x: go.midX, y: go.midY)))
        h.advance(by: 0.5)
        #expect(near(width(h), 20))
        h.advance(by: 1)
        #expect(near(width(h), 25))
        h.advance(by: 2)
        // It ends on the last keyframe and stays there.
        #expect(width(h) == 20)
        #expect(h.tap(at: CGPoint(x: go.midX, y: go.midY)))
        h.advance(by: 0.5)
        // The next run starts from 2: halfway to 3.
        #expect(near(width(h), 25))
    }

    @Test func repeatingKeyframesLoop() {
        let h = host(Color.red.frame(width: 10, height: 10)
            .keyframeAnimator(initialValue: 1.0) { box, scale in
                box.frame(width: 10 * scale, height: 10)
            } keyframes: { _ in
                LinearKeyframe(2.0, duration: 1)
                LinearKeyframe(1.0, duration: 1)
            }
            .id("box"), width: 200, height: 100)
        h.advance(by: 0.5)
        #expect(near(width(h), 15))
        h.advance(by: 2)
        #expect(near(width(h), 15))        // 2.5 s: a loop and a quarter… halfway up again
        h.advance(by: 1)
        #expect(near(width(h), 15))        // 3.5 s: halfway down
    }
}
