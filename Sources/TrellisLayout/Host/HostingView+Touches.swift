import Foundation

/// One finger's touch sequence: the recognizers of the gestures under it, in priority
/// order, and the one that won.
///
/// Rules (SwiftUI's, where it states them; Trellis's choices otherwise, pinned by tests):
/// - Gestures of the views under the touch take part: the topmost view at the point and
///   its ancestors whose frames contain it. Hidden views, views at opacity 0, disabled
///   views, views under `allowsHitTesting(false)` and content clipped by a scroll view
///   take no touches.
/// - Exclusive gestures compete in order: `highPriorityGesture`s from the outermost view
///   in, then `gesture`s and buttons from the innermost view out. The first to end, or to
///   become active when activity is decisive (a drag moved past its minimum distance, a
///   pinch, a rotation), wins; the others are cancelled (their `GestureState`s reset).
/// - `simultaneousGesture`s see every event regardless.
final class TouchSession {
    var exclusive: [GestureRecognizer]
    var simultaneous: [GestureRecognizer]
    var winner: GestureRecognizer?
    var location: CGPoint
    var responded = false

    init(exclusive: [GestureRecognizer], simultaneous: [GestureRecognizer], location: CGPoint) {
        self.exclusive = exclusive
        self.simultaneous = simultaneous
        self.location = location
    }

    func dispatch(_ event: TouchEvent) {
        for r in simultaneous where !r.isDone {
            r.handle(event)
            if r.phase == .ended { responded = true }
        }
        if let winner {
            if !winner.isDone { winner.handle(event) }
            if winner.phase == .ended { responded = true }
            return
        }
        for r in exclusive where !r.isDone {
            r.handle(event)
            if r.phase == .ended || (r.phase == .active && r.claimsWhenActive) {
                winner = r
                if r.phase == .ended { responded = true }
                for other in exclusive where other !== r && !other.isDone {
                    other.handle(TouchEvent(kind: .cancel, location: event.location, time: event.time))
                }
                return
            }
        }
    }

    /// Ends the sequence: what has not finished is cancelled.
    func close(at time: TimeInterval) {
        for r in exclusive + simultaneous where !r.isDone {
            r.handle(TouchEvent(kind: .cancel, location: location, time: time))
        }
    }
}

extension HostingView {
    // MARK: Touches

    /// Puts a finger down at `point` (window coordinates) at the host's current time.
    public func touchDown(at point: CGPoint) {
        layoutIfNeeded()
        if let previous = touch { runLoop.acting { previous.close(at: time) } }
        touch = makeSession(at: point)
        send(.down, at: point)
    }

    /// Moves the finger to `point`.
    public func touchMove(to point: CGPoint) {
        guard touch != nil else {
            context.report(.invalidTouch, "touchMove(to:) without a finger down; ignored", view: "HostingView")
            return
        }
        send(.move, at: point)
    }

    /// Lifts the finger. Returns whether a gesture or a button responded to the sequence.
    @discardableResult
    public func touchUp() -> Bool {
        guard let session = touch else {
            context.report(.invalidTouch, "touchUp() without a finger down; ignored", view: "HostingView")
            return false
        }
        send(.up, at: session.location)
        runLoop.acting { session.close(at: time) }
        touch = nil
        layoutIfNeeded()
        return session.responded
    }

    /// Taps at a point: a finger down and up at once, through the same gesture machinery
    /// (buttons, `onTapGesture`, tap gestures), then brings the layout up to date. Returns
    /// whether something responded.
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        touchDown(at: point)
        return touchUp()
    }

    /// Drags a finger from `start` to `end` in `steps` equal moves over `duration` seconds
    /// of host time, then lifts it.
    @discardableResult
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 10, duration: TimeInterval = 0.25) -> Bool {
        let n = max(1, min(steps, 10_000))
        let dt = duration.isFinite && duration > 0 ? duration / Double(n) : 0
        touchDown(at: start)
        for k in 1...n {
            if dt > 0 { advance(by: dt) }
            let f = CGFloat(k) / CGFloat(n)
            touchMove(to: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f))
        }
        return touchUp()
    }

    /// Presses at `point` for `duration` seconds of host time.
    @discardableResult
    public func longPress(at point: CGPoint, duration: TimeInterval = 0.6) -> Bool {
        touchDown(at: point)
        if duration.isFinite, duration > 0 { advance(by: duration) }
        return touchUp()
    }

    /// Pinches two fingers about `point` to `scale` in `steps` over `duration` seconds.
    @discardableResult
    public func pinch(at point: CGPoint, scale: CGFloat, steps: Int = 10, duration: TimeInterval = 0.25) -> Bool {
        twoFinger(at: point, steps: steps, duration: duration) { f in .magnify(1 + ((scale.isFinite ? scale : 1) - 1) * f) }
    }

    /// Rotates two fingers about `point` by `angle` in `steps` over `duration` seconds.
    @discardableResult
    public func rotate(at point: CGPoint, angle: Angle, steps: Int = 10, duration: TimeInterval = 0.25) -> Bool {
        twoFinger(at: point, steps: steps, duration: duration) { f in .rotate(Angle(radians: angle.radians.isFinite ? angle.radians * Double(f) : 0)) }
    }

    private func twoFinger(at point: CGPoint, steps: Int, duration: TimeInterval, _ kind: (CGFloat) -> TouchEvent.Kind) -> Bool {
        let n = max(1, min(steps, 10_000))
        let dt = duration.isFinite && duration > 0 ? duration / Double(n) : 0
        touchDown(at: point)
        for k in 1...n {
            if dt > 0 { advance(by: dt) }
            send(kind(CGFloat(k) / CGFloat(n)), at: point)
        }
        return touchUp()
    }

    private func send(_ kind: TouchEvent.Kind, at point: CGPoint) {
        guard let session = touch else { return }
        if !point.x.isFinite || !point.y.isFinite {
            context.report(.invalidTouch, "touch at \(point) is not finite; ignored", view: "HostingView")
            return
        }
        session.location = point
        // Gestures' and buttons' actions run as the host's: what they schedule is its work.
        runLoop.acting { session.dispatch(TouchEvent(kind: kind, location: point, time: time)) }
        layoutIfNeeded()
    }

    /// Time passed with a finger down (long presses).
    func touchClockAdvanced() {
        guard let session = touch else { return }
        runLoop.acting { session.dispatch(TouchEvent(kind: .time, location: session.location, time: time)) }
        layoutIfNeeded()
    }

    // MARK: Hit testing

    private func makeSession(at point: CGPoint) -> TouchSession {
        var path: [LayoutItem] = []
        var outside: (() -> Void)?
        if let target = presentationHitTarget(point) {
            if let item = target.item { _ = hitPath(item, point, &path) }
            outside = target.outside
        } else if let root {
            _ = hitPath(root, point, &path)
        }
        var spaces: [AnyHashable: CGRect] = [:]
        var high: [GestureRecognizer] = [], normal: [GestureRecognizer] = [], simultaneous: [GestureRecognizer] = []
        var subviewsEnabled = true
        for item in path {
            if let space = item as? CoordinateSpaceItem { spaces[space.name] = space.frame }
            guard subviewsEnabled else { continue }
            if let g = item as? GestureItem, g.isEnabled, g.presentationFrame.contains(point) {
                let storage = (g.modifier.storage as? GestureStorage) ?? GestureStorage()
                let context = GestureContext(frame: g.presentationFrame, namedFrames: spaces, tapHistory: storage.taps)
                if g.modifier.mask.contains(.gesture) {
                    let r = g.modifier.make(context)
                    switch g.modifier.priority {
                    case .high: high.append(r)
                    case .normal: normal.insert(r, at: 0)
                    case .simultaneous: simultaneous.append(r)
                    }
                }
                if !g.modifier.mask.contains(.subviews) { subviewsEnabled = false }
            } else if let button = item as? ButtonItem, button.isEnabled, button.presentationFrame.contains(point) {
                normal.insert(ButtonRecognizer(frame: button.presentationFrame, action: button.action), at: 0)
            }
        }
        if let outside { normal.append(ButtonRecognizer(frame: CGRect(origin: .zero, size: size), action: outside)) }
        return TouchSession(exclusive: high + normal, simultaneous: simultaneous, location: point)
    }

    /// The path from `item` to the topmost deepest view at `point`.
    ///
    /// A view is hit where its frame contains the point, with these exceptions, as in
    /// SwiftUI: a shape is hit only where it paints (``ShapeItem/isHit(at:)``: never when
    /// clear, a stroke only along its outline), and in an overlay's or a background's
    /// content (`framesHit` false) a view is hit only through what it draws: its leaves
    /// (text, images, shapes where they paint) are hit, the stacks, frames and padding
    /// around them are not by their frames alone, unless they define a hit area of their
    /// own (a gesture, a button, a content shape). So a `Color.clear` overlay (framed or
    /// not), a `.border` or a stroked outline leaves the view under it tappable wherever
    /// they paint nothing.
    private func hitPath(_ item: LayoutItem, _ point: CGPoint, _ path: inout [LayoutItem], framesHit: Bool = true) -> Bool {
        // `allowsHitTesting(false)`: nothing in the subtree is hit; the caller goes on to
        // what lies beneath it.
        if item is HitTestingDisabledItem { return false }
        guard !item.excludesHit(point) else { return false }
        if let effect = item as? RenderEffectItem {
            if case .hidden = effect.effect { return false }
            if case .opacity(let o) = effect.effect, o == 0 { return false }
        }
        if item is ScrollItem, !item.presentationFrame.contains(point) { return false }
        if let shape = item as? ShapeItem, !shape.isHit(at: point) { return false }
        path.append(item)
        let children = item.placedChildren
        let ownFrameHits = framesHit || children.isEmpty || item is GestureItem || item is ButtonItem || item is ContentShapeItem
        let secondary = (item as? SecondaryItem)?.secondary
        for child in children.reversed() where hitPath(child, point, &path, framesHit: ownFrameHits && child !== secondary) {
            return true
        }
        if ownFrameHits, item.presentationFrame.contains(point) { return true }
        path.removeLast()
        return false
    }
}

extension ShapeItem {
    /// Whether a touch at `point` (window coordinates) lands on what this shape paints:
    /// never where it paints nothing at all (a clear colour, which SwiftUI never hits);
    /// a stroke only in the band it paints, within half its line width of the outline
    /// (caps, joins and dashes are not told apart: the whole band counts); a fill
    /// anywhere in its frame.
    func isHit(at point: CGPoint) -> Bool {
        let frame = presentationFrame
        guard frame.contains(point) || fill.strokeWidth != nil else { return false }
        if paintGradient == nil, shownColor.opacity <= 0 { return false }
        guard let lw = fill.strokeWidth else { return true }
        return drawnPath(in: frame).outlineDistance(to: point) <= lw / 2
    }
}
