import Foundation
import TrellisLayout
import TrellisRaster
import TrellisText

/// Why an animation cannot be rendered; every case is checked before the first frame is
/// drawn, and each has a one-line message (``description``).
public enum TimelineError: Error, Equatable, CustomStringConvertible {
    /// The duration is not a finite number of seconds in `0 < d ≤` ``AnimationTimeline/maxDuration``.
    case invalidDuration(Double)
    /// The frame rate is not a finite number in ``AnimationTimeline/framesPerSecondRange``.
    case invalidFrameRate(Double)
    /// The pause is not a finite number of seconds in `0…`​``AnimationTimeline/maxDuration``.
    case invalidPause(Double)
    /// The loop count is negative or does not fit APNG's 32 bits.
    case invalidLoopCount(Int)
    /// The picture has no pixels (a side is 0 after scaling).
    case emptyPicture(width: Int, height: Int)
    /// An event's time is negative or not finite.
    case invalidEventTime(Double)

    public var description: String {
        func n(_ v: Double) -> String { v.isNaN ? "nan" : "\(v)" }
        switch self {
        case let .invalidDuration(d):
            return "invalid duration \(n(d)): expected a number of seconds greater than 0 and at most \(Int(AnimationTimeline.maxDuration))"
        case let .invalidFrameRate(fps):
            return "invalid frame rate \(n(fps)): expected a number of frames per second from \(Int(AnimationTimeline.framesPerSecondRange.lowerBound)) to \(Int(AnimationTimeline.framesPerSecondRange.upperBound))"
        case let .invalidPause(p):
            return "invalid pause \(n(p)): expected a number of seconds from 0 to \(Int(AnimationTimeline.maxDuration))"
        case let .invalidLoopCount(c):
            return "invalid loop count \(c): expected 0 (forever) to \(UInt32.max)"
        case let .emptyPicture(w, h):
            return "the picture is \(w)×\(h) pixels: there is nothing to animate"
        case let .invalidEventTime(t):
            return "invalid event time \(n(t)): expected a number of seconds from 0 on"
        }
    }
}

/// When the frames of an animation are taken: at times `0, 1/fps, 2/fps, …` up to and
/// including `duration` (so `duration × fps + 1` frames when the product is whole, e.g.
/// 0.5 s at 30 fps → 16 frames), each shown for `1/fps` seconds.
///
/// Frame 0 shows the window before the interaction; the interaction (taps) runs at time 0
/// right after it, so the next frames show what it started. With ``stopsWhenIdle`` the
/// timeline ends at the first frame after the interaction at which the host no longer
/// animates (`HostingView.isAnimating` is false), which is then the settled state.
///
/// Limits (where SwiftUI has none to follow): durations up to 60 s and 1 to 60 frames per
/// second. Sixty is the usual display rate, and staying below 100 keeps every delay above
/// the 10 ms that browsers treat as "too fast" and play at 100 ms.
public struct AnimationTimeline: Equatable, Sendable {
    public static let maxDuration: TimeInterval = 60
    public static let framesPerSecondRange: ClosedRange<Double> = 1...60

    public let duration: TimeInterval
    public let framesPerSecond: Double
    public let stopsWhenIdle: Bool

    /// Throws ``TimelineError/invalidDuration(_:)`` or ``TimelineError/invalidFrameRate(_:)``.
    public init(duration: TimeInterval, framesPerSecond: Double, stopsWhenIdle: Bool = false) throws {
        guard duration.isFinite, duration > 0, duration <= Self.maxDuration else { throw TimelineError.invalidDuration(duration) }
        guard framesPerSecond.isFinite, Self.framesPerSecondRange.contains(framesPerSecond) else {
            throw TimelineError.invalidFrameRate(framesPerSecond)
        }
        self.duration = duration
        self.framesPerSecond = framesPerSecond
        self.stopsWhenIdle = stopsWhenIdle
    }

    /// The number of frames without stopping early: `⌊duration × fps⌋ + 1` (a product within
    /// 10⁻⁹ of a whole number counts as whole, so 0.3 s at 10 fps gives 4 frames).
    public var frameCount: Int {
        // duration ≤ 60 and fps ≤ 60: the product is at most 3600, the conversion is safe.
        Int((duration * framesPerSecond + 1e-9).rounded(.down)) + 1
    }

    /// The time of frame `index`, counted from the start of the timeline.
    public func time(ofFrame index: Int) -> TimeInterval { Double(index) / framesPerSecond }
}

extension HostingView {
    /// Something done to the host at a time of a timeline (seconds from its start), such as
    /// a tap.
    public typealias TimelineEvent = (time: TimeInterval, action: (HostingView<Content>) -> Void)

    /// Renders the window over time: calls `body` with the render tree of every frame of
    /// `timeline` (see ``AnimationTimeline`` for when frames are taken), moving the host's
    /// clock with `advance(by:)`, and runs `interaction` at time 0, after the first frame.
    /// The clock is left at the last frame's time.
    public func forEachFrame(of timeline: AnimationTimeline, interaction: ((HostingView<Content>) -> Void)? = nil,
                             _ body: (RenderNode) throws -> Void) rethrows {
        try run(timeline, events: interaction.map { [(time: 0, action: $0)] } ?? [], body)
    }

    /// Renders the window over time, running each event when the clock reaches its time:
    /// an event at a frame's time runs right after that frame is taken (so the frame shows
    /// the state before it), an event between frames at its own time. Events run in time
    /// order (in the given order at equal times); events after the last frame do not run.
    /// With ``AnimationTimeline/stopsWhenIdle`` the timeline ends at the first frame where
    /// nothing animates and no event is left to run. Throws
    /// ``TimelineError/invalidEventTime(_:)`` before any work for a negative or non-finite
    /// time, and rethrows what `body` throws.
    public func forEachFrame(of timeline: AnimationTimeline, events: [TimelineEvent],
                             _ body: (RenderNode) throws -> Void) throws {
        try Self.check(events)
        try run(timeline, events: events, body)
    }

    static func check(_ events: [TimelineEvent]) throws {
        if let bad = events.first(where: { !$0.time.isFinite || $0.time < 0 }) { throw TimelineError.invalidEventTime(bad.time) }
    }

    private func run(_ timeline: AnimationTimeline, events: [TimelineEvent], _ body: (RenderNode) throws -> Void) rethrows {
        let start = time
        // A stable sort by time.
        var pending = events.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }.map(\.element)
        func moveClock(to t: TimeInterval) {
            // Advance to the exact time, so steps do not accumulate rounding.
            advance(by: max(0, start + t - time))
        }
        // Events within a nanosecond of a frame's time count as at that frame.
        let tolerance = 1e-9
        try body(renderTree())
        while let e = pending.first, e.time <= tolerance { pending.removeFirst(); e.action(self) }
        for index in 1..<max(1, timeline.frameCount) {
            let target = timeline.time(ofFrame: index)
            while let e = pending.first, e.time < target - tolerance {
                pending.removeFirst()
                moveClock(to: e.time)
                e.action(self)
            }
            moveClock(to: target)
            try body(renderTree())
            var ranEvent = false
            while let e = pending.first, e.time <= target + tolerance { pending.removeFirst(); e.action(self); ranEvent = true }
            // An event just run has not been shown yet: the next frame shows it.
            if timeline.stopsWhenIdle && pending.isEmpty && !ranEvent && !isAnimating { break }
        }
    }

    /// The render trees of the window's frames over `duration` seconds at `framesPerSecond`
    /// (see ``AnimationTimeline``), running `interaction` (e.g. a `tap(at:)`) at time 0 after
    /// the first frame, then `events` at their times (see ``forEachFrame(of:events:_:)``).
    public func timeline(duration: TimeInterval, framesPerSecond: Double, stopsWhenIdle: Bool = false,
                         events: [TimelineEvent] = [],
                         interaction: ((HostingView<Content>) -> Void)? = nil) throws -> [RenderNode] {
        let timeline = try AnimationTimeline(duration: duration, framesPerSecond: framesPerSecond, stopsWhenIdle: stopsWhenIdle)
        var trees: [RenderNode] = []
        try forEachFrame(of: timeline, events: Self.merge(interaction, events)) { trees.append($0) }
        return trees
    }

    /// The interaction as an event at time 0, before the others.
    static func merge(_ interaction: ((HostingView<Content>) -> Void)?, _ events: [TimelineEvent]) -> [TimelineEvent] {
        (interaction.map { [(time: 0, action: $0)] } ?? []) + events
    }

    /// Every frame of the timeline as PNG data at `scale` pixels per point (the host's
    /// display scale when `nil`).
    public func pngFrames(duration: TimeInterval, framesPerSecond: Double, scale: CGFloat? = nil,
                          options: PNGRenderer.Options = PNGRenderer.Options(), stopsWhenIdle: Bool = false,
                          events: [TimelineEvent] = [],
                          interaction: ((HostingView<Content>) -> Void)? = nil) throws -> [Data] {
        let timeline = try AnimationTimeline(duration: duration, framesPerSecond: framesPerSecond, stopsWhenIdle: stopsWhenIdle)
        let events = Self.merge(interaction, events)
        try Self.check(events)
        let renderer = PNGRenderer(scale: scale ?? displayScale, options: options, measurer: renderingMeasurer)
        let px = try renderer.checkedPixelSize(for: size)
        guard px.width > 0, px.height > 0 else { throw TimelineError.emptyPicture(width: px.width, height: px.height) }
        var frames: [Data] = []
        try forEachFrame(of: timeline, events: events) { frames.append(try renderer.render($0, size: size)) }
        return frames
    }

    /// The timeline as an animated PNG at `scale` pixels per point (the host's display scale
    /// when `nil`): each frame shows for `1/framesPerSecond` seconds, the first and last ones
    /// `pause` seconds longer (so a looping picture rests between plays); `loopCount` 0 loops
    /// forever. Frames are drawn and compressed one at a time (see ``APNG/Encoder``), so the
    /// memory used does not grow with the number of frames beyond the compressed file. Each
    /// frame after the first is drawn over the one before, redrawing only the pixels its
    /// drawing can change (`PNGRenderer.FrameSequence`); the frames are those
    /// ``pngFrames(duration:framesPerSecond:scale:options:stopsWhenIdle:events:interaction:)``
    /// draws from scratch, pixel for pixel.
    public func apngData(duration: TimeInterval, framesPerSecond: Double, scale: CGFloat? = nil,
                         options: PNGRenderer.Options = PNGRenderer.Options(), stopsWhenIdle: Bool = false,
                         pause: TimeInterval = 0, loopCount: Int = 0, events: [TimelineEvent] = [],
                         interaction: ((HostingView<Content>) -> Void)? = nil) throws -> Data {
        let timeline = try AnimationTimeline(duration: duration, framesPerSecond: framesPerSecond, stopsWhenIdle: stopsWhenIdle)
        let events = Self.merge(interaction, events)
        try Self.check(events)
        guard pause.isFinite, pause >= 0, pause <= AnimationTimeline.maxDuration else { throw TimelineError.invalidPause(pause) }
        guard loopCount >= 0, UInt64(loopCount) <= UInt64(UInt32.max) else { throw TimelineError.invalidLoopCount(loopCount) }
        let renderer = PNGRenderer(scale: scale ?? displayScale, options: options, measurer: renderingMeasurer)
        let px = try renderer.checkedPixelSize(for: size)
        guard px.width > 0, px.height > 0 else { throw TimelineError.emptyPicture(width: px.width, height: px.height) }
        // Both delays are at most 60 + 1 s and at least 1/60 s: representable.
        let frameDelay = try APNG.Delay(seconds: 1 / framesPerSecond)
        let pausedDelay = try APNG.Delay(seconds: 1 / framesPerSecond + pause)
        var encoder = try APNG.Encoder(width: px.width, height: px.height, loopCount: loopCount)
        // Each frame is drawn on the canvas of the one before, redrawing only what changed,
        // and the encoder compares only that part. The first and last frames' delays are
        // the paused one: the last is known at the end, its delay set then.
        let frames = PNGRenderer.FrameSequence(renderer: renderer, size: size)
        try forEachFrame(of: timeline, events: events) { tree in
            let frame = frames.draw(tree)
            try encoder.append(premultiplied: frame.canvas.premultipliedRGBA, changedWithin: frame.changed,
                               previous: frame.previous, delay: encoder.frameCount == 0 ? pausedDelay : frameDelay)
        }
        if encoder.frameCount > 1 { try encoder.setLastFrameDelay(pausedDelay) }
        return try encoder.finish()
    }

    /// Taps the middle of the first enabled button, in drawing order, whose label reads
    /// `label` (see ``RenderNode/buttonFrame(labeled:)``). Returns whether one was found and hit.
    @discardableResult
    public func tapButton(labeled label: String) -> Bool {
        guard let frame = renderTree().buttonFrame(labeled: label) else { return false }
        return tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }
}

extension RenderNode {
    /// All the text this node and its subtree draw, in drawing order, lines joined by a space.
    public var drawnText: String {
        var parts: [String] = []
        func visit(_ node: RenderNode) {
            if case .text(let t) = node.content { parts.append(t.lines.map(\.text).joined(separator: " ")) }
            for child in node.children { visit(child) }
        }
        visit(self)
        return parts.joined(separator: " ")
    }

    /// The frame of the first enabled button (a node named `Button`), in drawing order,
    /// whose label's text (``drawnText``, with surrounding white space trimmed) is `label`;
    /// `nil` when there is none. Finds buttons without giving the views ids.
    public func buttonFrame(labeled label: String) -> CGRect? {
        if name == "Button", drawnText.trimmingCharacters(in: .whitespacesAndNewlines) == label { return frame }
        for child in children {
            if let frame = child.buttonFrame(labeled: label) { return frame }
        }
        return nil
    }
}

/// Animated pictures of an ``ImageRenderer``: each call hosts ``ImageRenderer/content`` in a
/// new host at the picture's size, runs the interaction and records the frames.
///
/// A view value's `@State` storage is shared by every host made from that value (the
/// core's rule: a view's first box becomes its node's), so a second call on the same
/// renderer starts from the state the first one's taps left. For repeatable runs, give each
/// call a renderer with a freshly made view.
extension ImageRenderer {
    /// The render trees of the picture's frames (see ``HostingView/timeline(duration:framesPerSecond:stopsWhenIdle:events:interaction:)``);
    /// the picture keeps the size the content has before the interaction.
    public func timeline(duration: TimeInterval, framesPerSecond: Double, stopsWhenIdle: Bool = false,
                         events: [HostingView<Content>.TimelineEvent] = [],
                         interaction: ((HostingView<Content>) -> Void)? = nil) throws -> [RenderNode] {
        try makeHost().timeline(duration: duration, framesPerSecond: framesPerSecond, stopsWhenIdle: stopsWhenIdle,
                                events: events, interaction: interaction)
    }

    /// Every frame as PNG data at ``scale``, on ``background``.
    public func pngFrames(duration: TimeInterval, framesPerSecond: Double, stopsWhenIdle: Bool = false,
                          events: [HostingView<Content>.TimelineEvent] = [],
                          interaction: ((HostingView<Content>) -> Void)? = nil) throws -> [Data] {
        try makeHost().pngFrames(duration: duration, framesPerSecond: framesPerSecond, scale: effectiveScale,
                                 options: PNGRenderer.Options(background: background), stopsWhenIdle: stopsWhenIdle,
                                 events: events, interaction: interaction)
    }

    /// The frames as an animated PNG at ``scale``, on ``background`` (see
    /// ``HostingView/apngData(duration:framesPerSecond:scale:options:stopsWhenIdle:pause:loopCount:events:interaction:)``).
    public func apngData(duration: TimeInterval, framesPerSecond: Double, stopsWhenIdle: Bool = false,
                         pause: TimeInterval = 0, loopCount: Int = 0, events: [HostingView<Content>.TimelineEvent] = [],
                         interaction: ((HostingView<Content>) -> Void)? = nil) throws -> Data {
        try makeHost().apngData(duration: duration, framesPerSecond: framesPerSecond, scale: effectiveScale,
                                options: PNGRenderer.Options(background: background), stopsWhenIdle: stopsWhenIdle,
                                pause: pause, loopCount: loopCount, events: events, interaction: interaction)
    }
}
