import Foundation
import Testing
@testable import TrellisLayout

/// A card that follows the finger and springs back when released (GestureState).
private struct DraggableCard: View {
    @GestureState var offset = CGSize.zero
    var body: some View {
        Color.blue.frame(width: 100, height: 100)
            .id("card")
            .offset(offset)
            .gesture(DragGesture().updating($offset) { value, state, _ in state = value.translation })
    }
}

/// A slider built from a drag and a geometry reader: the value follows the finger's x.
private struct Slider0: View {
    @State var value = 0.5
    var body: some View {
        VStack {
            GeometryReader { proxy in
                ZStack(alignment: .leading) {
                    Color.gray.frame(height: 4)
                    Color.white.frame(width: 28, height: 28).id("thumb").offset(x: value * (proxy.size.width - 28))
                }
                .frame(maxHeight: .infinity)
                .gesture(DragGesture(minimumDistance: 0).onChanged { g in
                    value = min(max((g.location.x - 14) / (proxy.size.width - 28), 0), 1)
                })
            }
            .frame(width: 228, height: 44)
            .id("track")
            Text("\(Int((value * 100).rounded()))").id("label")
        }
    }
}

/// A pager: drag to move; on release it settles to the nearest page in the direction of
/// the predicted end.
private struct Pager: View {
    @State var page = 0
    @GestureState var drag: CGFloat = 0
    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<3) { i in Color.red.frame(width: 300, height: 200).id(i) }
        }
        .frame(width: 300, alignment: .leading)
        .offset(x: -CGFloat(page) * 300 + drag)
        .gesture(DragGesture()
            .updating($drag) { v, s, _ in s = v.translation.width }
            .onEnded { v in
                let target = (CGFloat(page) - v.predictedEndTranslation.width / 300).rounded()
                page = Int(min(max(target, 0), 2))
            })
        .frame(width: 300, height: 200)
        .clipped()
        .id("pager")
    }
}

@Suite struct GestureTests {
    @Test func draggableCardFollowsTheFingerAndSpringsBack() {
        let h = host(DraggableCard())
        let start = h.rect("card")   // (145, 372)
        h.touchDown(at: CGPoint(x: 195, y: 422))
        h.touchMove(to: CGPoint(x: 200, y: 422))
        // 5 pt: below the 10-pt minimum distance, no drag yet.
        #expect(h.rect("card") == start)
        h.touchMove(to: CGPoint(x: 235, y: 452))
        expectRect(h.rect("card"), start.minX + 40, start.minY + 30, 100, 100)
        h.touchUp()
        // The gesture state resets: the card is back.
        #expect(h.rect("card") == start)
    }

    @Test func resetTransactionAnimatesTheReturn() {
        struct Card: View {
            @GestureState(resetTransaction: Transaction(animation: .linear(duration: 1))) var offset = CGSize.zero
            var body: some View {
                Color.blue.frame(width: 100, height: 100).id("card").offset(offset)
                    .gesture(DragGesture().updating($offset) { v, s, _ in s = v.translation })
            }
        }
        let h = host(Card())
        let start = h.rect("card")
        h.drag(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 295, y: 422), steps: 4, duration: 0)
        // Released: the layout is back at the start; on screen it glides back over 1 s.
        #expect(h.rect("card") == start)
        h.advance(by: 0.25)
        expectRect(h.presentationFrame(of: "card")!, start.minX + 75, start.minY, 100, 100)
    }

    @Test func sliderFromDragAndGeometryReader() {
        let h = host(Slider0())
        let track = h.rect("track")   // 228 wide at x 81
        #expect(h.dump().contains("Text \"50\""))
        h.drag(from: CGPoint(x: track.minX + 114, y: track.midY), to: CGPoint(x: track.minX + 14 + 200 * 0.8, y: track.midY))
        #expect(h.dump().contains("Text \"80\""))
        expectRect(h.rect("thumb"), track.minX + 0.8 * 200, track.midY - 14, 28, 28)
        h.drag(from: CGPoint(x: track.minX + 100, y: track.midY), to: CGPoint(x: track.minX - 50, y: track.midY))
        #expect(h.dump().contains("Text \"0\""))
    }

    @Test func pagerSettlesToAPage() {
        let h = host(Pager())
        let p = h.rect("pager")
        // A slow drag of 100 pt left (stays under half a page): back to page 0.
        h.drag(from: CGPoint(x: p.midX + 50, y: p.midY), to: CGPoint(x: p.midX - 50, y: p.midY), steps: 10, duration: 1)
        #expect(h.rect(0).minX == p.minX)
        // A fast flick of 100 pt: velocity 100 pt / 0.1 s = 1000 pt/s, predicted end
        // −100 − 499 = −599 pt → two pages, clamped to page 2.
        h.drag(from: CGPoint(x: p.midX + 50, y: p.midY), to: CGPoint(x: p.midX - 50, y: p.midY), steps: 10, duration: 0.1)
        #expect(h.rect(2).minX == p.minX)
        // A fast flick back of 100 pt lands two pages back.
        h.drag(from: CGPoint(x: p.midX - 50, y: p.midY), to: CGPoint(x: p.midX + 50, y: p.midY), steps: 10, duration: 0.1)
        #expect(h.rect(0).minX == p.minX)
    }

    @Test func tapAndDragOnOneViewAndPriorities() {
        final class Log { var lines: [String] = [] }
        struct V: View {
            let log: Log
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 100)
                        .onTapGesture { log.lines.append("tap") }
                        .gesture(DragGesture().onEnded { _ in log.lines.append("drag") })
                        .id("both")
                    Color.green.frame(width: 100, height: 100)
                        .onTapGesture { log.lines.append("inner tap") }
                        .id("inner")
                        .frame(width: 200, height: 100)
                        .onTapGesture { log.lines.append("outer tap") }
                    Color.blue.frame(width: 100, height: 100)
                        .onTapGesture { log.lines.append("inner tap 2") }
                        .id("high")
                        .frame(width: 200, height: 100)
                        .highPriorityGesture(TapGesture().onEnded { log.lines.append("high tap") })
                    Color.gray.frame(width: 100, height: 100)
                        .onTapGesture { log.lines.append("inner tap 3") }
                        .id("simultaneous")
                        .frame(width: 200, height: 100)
                        .simultaneousGesture(TapGesture().onEnded { log.lines.append("simultaneous tap") })
                }
            }
        }
        let log = Log()
        let h = host(V(log: log))
        let both = h.rect("both")
        // Still: the tap; moved 30 pt: the drag.
        #expect(h.tap(at: CGPoint(x: both.midX, y: both.midY)))
        h.drag(from: CGPoint(x: both.midX, y: both.midY), to: CGPoint(x: both.midX + 30, y: both.midY))
        #expect(log.lines == ["tap", "drag"])
        let inner = h.rect("inner")
        h.tap(at: CGPoint(x: inner.midX, y: inner.midY))
        // Outside the inner view but inside the outer frame.
        h.tap(at: CGPoint(x: inner.minX - 20, y: inner.midY))
        #expect(log.lines.suffix(2) == ["inner tap", "outer tap"])
        let high = h.rect("high")
        h.tap(at: CGPoint(x: high.midX, y: high.midY))
        #expect(log.lines.last == "high tap")
        let sim = h.rect("simultaneous")
        h.tap(at: CGPoint(x: sim.midX, y: sim.midY))
        #expect(log.lines.suffix(2).sorted() == ["inner tap 3", "simultaneous tap"])
    }

    @Test func longPressDoubleTapSequenceAndPinch() {
        final class Log { var lines: [String] = [] }
        struct V: View {
            let log: Log
            @State var scale: CGFloat = 1
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 100, height: 100)
                        .onLongPressGesture(minimumDuration: 0.5) { log.lines.append("long") } onPressingChanged: { log.lines.append("pressing \($0)") }
                        .id("long")
                    Color.green.frame(width: 100, height: 100).onTapGesture(count: 2) { log.lines.append("double") }.id("double")
                    Color.blue.frame(width: 100, height: 100)
                        .gesture(LongPressGesture(minimumDuration: 0.3).sequenced(before: DragGesture()).onEnded { _ in log.lines.append("press then drag") })
                        .id("seq")
                    Color.gray.frame(width: 100, height: 100).scaleEffect(scale)
                        .gesture(MagnifyGesture().onChanged { scale = $0.magnification })
                        .id("pinch")
                }
            }
        }
        let log = Log()
        let h = host(V(log: log))
        let long = h.rect("long")
        h.longPress(at: CGPoint(x: long.midX, y: long.midY), duration: 0.3)
        #expect(log.lines == ["pressing true", "pressing false"])
        h.longPress(at: CGPoint(x: long.midX, y: long.midY), duration: 0.6)
        #expect(log.lines.suffix(3) == ["pressing true", "long", "pressing false"])
        let d = h.rect("double")
        h.tap(at: CGPoint(x: d.midX, y: d.midY))
        #expect(log.lines.last != "double")
        h.advance(by: 0.1)
        h.tap(at: CGPoint(x: d.midX, y: d.midY))
        #expect(log.lines.last == "double")
        let seq = h.rect("seq")
        // A drag without the press first does nothing; after a 0.4-s press it counts.
        h.drag(from: CGPoint(x: seq.midX, y: seq.midY), to: CGPoint(x: seq.midX + 40, y: seq.midY), duration: 0)
        #expect(log.lines.last != "press then drag")
        h.touchDown(at: CGPoint(x: seq.midX, y: seq.midY))
        h.advance(by: 0.4)
        h.touchMove(to: CGPoint(x: seq.midX + 40, y: seq.midY))
        h.touchUp()
        #expect(log.lines.last == "press then drag")
        let pinch = h.rect("pinch")
        h.pinch(at: CGPoint(x: pinch.midX, y: pinch.midY), scale: 2)
        #expect(h.dump().contains("scaleEffect(x: 2, y: 2)"))
    }

    @Test func touchesWithoutAFingerAreReported() {
        let h = host(DraggableCard())
        h.touchMove(to: .zero)
        #expect(!h.touchUp())
        #expect(h.diagnostics.contains { $0.kind == .invalidTouch })
    }
}
