import Foundation

/// One event of a touch sequence, in window coordinates, at a host time.
struct TouchEvent {
    enum Kind { case down, move, up, time, cancel, magnify(CGFloat), rotate(Angle) }
    var kind: Kind
    var location: CGPoint
    var time: TimeInterval
}

/// Recognizes one gesture over one touch sequence. Subclasses move `phase` from
/// `possible` to `active` (began, values flowing) and then `ended` or `failed`; the
/// callbacks the gesture modifiers attach run as that happens.
class GestureRecognizer {
    enum Phase: Equatable { case possible, active, ended, failed }
    private(set) var phase = Phase.possible
    var onChange: [(Any) -> Void] = []
    var onEnd: [(Any) -> Void] = []
    /// Runs once when the recognizer is done, whether it ended or failed.
    var onFinish: [() -> Void] = []

    var isDone: Bool { phase == .ended || phase == .failed }
    /// Whether becoming active decides a competition between gestures (drags, pinches,
    /// rotations do; a long press only by ending).
    var claimsWhenActive: Bool { false }

    /// Feeds an event; subclasses call ``change(_:)``, ``end(_:)`` and ``fail()``.
    func handle(_ event: TouchEvent) {}

    func change(_ value: Any) {
        guard !isDone else { return }
        phase = .active
        for c in onChange { c(value) }
    }

    func end(_ value: Any) {
        guard !isDone else { return }
        phase = .ended
        for e in onEnd { e(value) }
        finish()
    }

    func fail() {
        guard !isDone else { return }
        phase = .failed
        finish()
    }

    private func finish() {
        let f = onFinish
        onFinish.removeAll()
        for c in f { c() }
    }
}

/// Taps: `count` touches that each go down and up within 10 pt of where they started.
/// Taps of a double tap must follow within 0.35 s (Trellis's choice, iOS's default
/// double-tap interval). The storage keeps earlier taps across touch sequences.
final class TapRecognizer: GestureRecognizer {
    let count: Int
    let storage: TapHistory
    private var start = CGPoint.zero

    init(count: Int, storage: TapHistory) {
        self.count = max(1, count)
        self.storage = storage
    }

    override func handle(_ e: TouchEvent) {
        switch e.kind {
        case .down:
            start = e.location
            if let last = storage.lastTap, e.time - last.time > 0.35 || distance(last.location, e.location) > 10 { storage.taps = 0 }
        case .move:
            if distance(start, e.location) > 10 { storage.taps = 0; fail() }
        case .up:
            storage.taps += 1
            storage.lastTap = (e.time, e.location)
            if storage.taps >= count {
                storage.taps = 0
                end(())
            } else {
                fail()
            }
        case .cancel: fail()
        default: break
        }
    }
}

final class TapHistory {
    var taps = 0
    var lastTap: (time: TimeInterval, location: CGPoint)?
}

func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
}

/// `SpatialTapGesture`'s and `onTapGesture(coordinateSpace:)`'s tap: a tap with its location.
final class SpatialTapRecognizer: GestureRecognizer {
    let count: Int
    let storage: TapHistory
    let context: GestureContext
    let space: CoordinateSpace
    private var start = CGPoint.zero

    init(count: Int, storage: TapHistory, context: GestureContext, space: CoordinateSpace) {
        self.count = max(1, count)
        self.storage = storage
        self.context = context
        self.space = space
    }

    override func handle(_ e: TouchEvent) {
        switch e.kind {
        case .down: start = e.location
        case .move: if distance(start, e.location) > 10 { fail() }
        case .up:
            storage.taps += 1
            if storage.taps >= count {
                storage.taps = 0
                end(SpatialTapGesture.Value(location: context.convert(e.location, to: space)))
            } else { fail() }
        case .cancel: fail()
        default: break
        }
    }
}

/// Long presses: the touch stays down, within `maximumDistance`, for `minimumDuration`.
/// The value (`true`) changes when the touch goes down; the gesture ends when the time is
/// reached (the host's clock, moved by ``HostingView/advance(by:)`` while the finger is down).
final class LongPressRecognizer: GestureRecognizer {
    let minimumDuration: TimeInterval
    let maximumDistance: CGFloat
    private var start = CGPoint.zero
    private var startTime: TimeInterval = 0

    init(minimumDuration: TimeInterval, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        self.maximumDistance = maximumDistance.isNaN ? 10 : max(0, maximumDistance)
    }

    override func handle(_ e: TouchEvent) {
        switch e.kind {
        case .down:
            start = e.location
            startTime = e.time
            change(true)
            if minimumDuration == 0 { end(true) }
        case .move:
            if distance(start, e.location) > maximumDistance { fail() }
        case .time:
            if e.time - startTime >= minimumDuration { end(true) }
        case .up:
            if e.time - startTime >= minimumDuration { end(true) } else { fail() }
        case .cancel: fail()
        default: break
        }
    }
}

/// Drags: active once the touch has moved `minimumDistance` from where it went down (at
/// once for 0), with a value per move; ended when the touch goes up.
///
/// Velocity is the last move's displacement over its time (points per second); the
/// predicted end projects it with iOS's normal deceleration rate (0.998 per ms), i.e.
/// adds 0.499 s of the velocity — Trellis's documented choice.
final class DragRecognizer: GestureRecognizer {
    override var claimsWhenActive: Bool { true }
    let minimumDistance: CGFloat
    let space: CoordinateSpace
    let context: GestureContext
    private var startLocation = CGPoint.zero
    private var last: (location: CGPoint, time: TimeInterval)?
    private var velocity = CGSize.zero
    private var began = false

    init(minimumDistance: CGFloat, space: CoordinateSpace, context: GestureContext) {
        self.minimumDistance = minimumDistance.isFinite ? max(0, minimumDistance) : 10
        self.space = space
        self.context = context
    }

    private func value(_ location: CGPoint, _ time: TimeInterval) -> DragGesture.Value {
        let l = context.convert(location, to: space), s = context.convert(startLocation, to: space)
        let projection: CGFloat = 0.499
        let predicted = CGPoint(x: l.x + velocity.width * projection, y: l.y + velocity.height * projection)
        return DragGesture.Value(time: Date(timeIntervalSinceReferenceDate: time), location: l, startLocation: s,
                                 velocity: velocity, predictedEndLocation: predicted)
    }

    override func handle(_ e: TouchEvent) {
        switch e.kind {
        case .down:
            startLocation = e.location
            last = (e.location, e.time)
            if minimumDistance == 0 {
                began = true
                change(value(e.location, e.time))
            }
        case .move:
            if let last, e.time > last.time {
                let dt = CGFloat(e.time - last.time)
                velocity = CGSize(width: (e.location.x - last.location.x) / dt, height: (e.location.y - last.location.y) / dt)
            }
            last = (e.location, e.time)
            if !began, distance(startLocation, e.location) >= minimumDistance { began = true }
            if began { change(value(e.location, e.time)) }
        case .up:
            if began { end(value(e.location, e.time)) } else { fail() }
        case .cancel: fail()
        default: break
        }
    }
}

/// Pinches: active with the first magnification; ended when the fingers lift.
final class MagnifyRecognizer: GestureRecognizer {
    override var claimsWhenActive: Bool { true }
    let minimumScaleDelta: CGFloat
    private var value: MagnifyGesture.Value?
    private var start = CGPoint.zero
    init(minimumScaleDelta: CGFloat) { self.minimumScaleDelta = minimumScaleDelta.isFinite ? max(0, minimumScaleDelta) : 0.01 }

    override func handle(_ e: TouchEvent) {
        switch e.kind {
        case .down: start = e.location
        case .magnify(let m):
            if value != nil || abs(m - 1) >= minimumScaleDelta {
                let v = MagnifyGesture.Value(time: Date(timeIntervalSinceReferenceDate: e.time), magnification: m, startLocation: start)
                value = v
                change(v)
            }
        case .up: if let value { end(value) } else { fail() }
        case .cancel: fail()
        default: break
        }
    }
}

/// Two-finger rotations: active with the first rotation; ended when the fingers lift.
final class RotateRecognizer: GestureRecognizer {
    override var claimsWhenActive: Bool { true }
    let minimumAngleDelta: Angle
    private var value: RotateGesture.Value?
    private var start = CGPoint.zero
    init(minimumAngleDelta: Angle) { self.minimumAngleDelta = minimumAngleDelta }

    override func handle(_ e: TouchEvent) {
        switch e.kind {
        case .down: start = e.location
        case .rotate(let a):
            if value != nil || abs(a.radians) >= abs(minimumAngleDelta.radians) {
                let v = RotateGesture.Value(time: Date(timeIntervalSinceReferenceDate: e.time), rotation: a, startLocation: start)
                value = v
                change(v)
            }
        case .up: if let value { end(value) } else { fail() }
        case .cancel: fail()
        default: break
        }
    }
}

/// A button's tap: the action runs when the touch goes up inside the button.
final class ButtonRecognizer: GestureRecognizer {
    let frame: CGRect
    let action: () -> Void
    init(frame: CGRect, action: @escaping () -> Void) {
        self.frame = frame
        self.action = action
    }

    override func handle(_ e: TouchEvent) {
        switch e.kind {
        case .up:
            if frame.contains(e.location) {
                action()
                end(())
            } else { fail() }
        case .cancel: fail()
        default: break
        }
    }
}

// MARK: Wrappers and compositions

final class MappedRecognizer: GestureRecognizer {
    let inner: GestureRecognizer
    init(_ inner: GestureRecognizer, _ transform: @escaping (Any) -> Any) {
        self.inner = inner
        super.init()
        inner.onChange.append { [unowned self] in self.change(transform($0)) }
        inner.onEnd.append { [unowned self] in self.end(transform($0)) }
        inner.onFinish.append { [unowned self] in self.fail() }
    }
    override func handle(_ e: TouchEvent) { inner.handle(e) }
    override var claimsWhenActive: Bool { inner.claimsWhenActive }
}

/// The first gesture; once it ends, the second (its values paired with the first's).
final class SequenceRecognizer: GestureRecognizer {
    let first: GestureRecognizer, second: GestureRecognizer
    private var firstValue: Any?

    init(_ first: GestureRecognizer, _ second: GestureRecognizer, wrapFirst: @escaping (Any) -> Any, wrapSecond: @escaping (Any, Any?) -> Any) {
        self.first = first
        self.second = second
        super.init()
        first.onChange.append { [unowned self] in self.change(wrapFirst($0)) }
        first.onEnd.append { [unowned self] v in
            self.firstValue = v
            self.change(wrapSecond(v, nil))
        }
        first.onFinish.append { [unowned self] in if self.first.phase == .failed { self.fail() } }
        second.onChange.append { [unowned self] in self.change(wrapSecond(self.firstValue as Any, $0)) }
        second.onEnd.append { [unowned self] in self.end(wrapSecond(self.firstValue as Any, $0)) }
        second.onFinish.append { [unowned self] in if self.second.phase == .failed { self.fail() } }
    }

    override var claimsWhenActive: Bool { first.phase == .ended ? second.claimsWhenActive : first.claimsWhenActive }

    override func handle(_ e: TouchEvent) {
        if !first.isDone {
            first.handle(e)
            // The second gesture starts with the event that ended the first (a press
            // then a drag: the drag starts where the press ended).
            if first.phase == .ended, case .time = e.kind {
                second.handle(TouchEvent(kind: .down, location: e.location, time: e.time))
            } else if first.phase == .ended, case .down = e.kind {
                second.handle(e)
            }
        } else if first.phase == .ended {
            second.handle(e)
        }
    }
}

/// Both gestures on every event; values pair the latest of each.
final class SimultaneousRecognizer: GestureRecognizer {
    let a: GestureRecognizer, b: GestureRecognizer
    private var va: Any?, vb: Any?

    init(_ a: GestureRecognizer, _ b: GestureRecognizer, wrap: @escaping (Any?, Any?) -> Any) {
        self.a = a
        self.b = b
        super.init()
        a.onChange.append { [unowned self] in self.va = $0; self.change(wrap(self.va, self.vb)) }
        b.onChange.append { [unowned self] in self.vb = $0; self.change(wrap(self.va, self.vb)) }
        a.onEnd.append { [unowned self] in self.va = $0; self.settle(wrap) }
        b.onEnd.append { [unowned self] in self.vb = $0; self.settle(wrap) }
        a.onFinish.append { [unowned self] in self.settle(wrap) }
        b.onFinish.append { [unowned self] in self.settle(wrap) }
    }

    private func settle(_ wrap: (Any?, Any?) -> Any) {
        guard a.isDone, b.isDone else { return }
        if a.phase == .ended || b.phase == .ended { end(wrap(va, vb)) } else { fail() }
    }

    override var claimsWhenActive: Bool { a.claimsWhenActive || b.claimsWhenActive }

    override func handle(_ e: TouchEvent) {
        if !a.isDone { a.handle(e) }
        if !b.isDone { b.handle(e) }
    }
}

/// The first gesture; the second only if the first fails.
final class ExclusiveRecognizer: GestureRecognizer {
    let first: GestureRecognizer, second: GestureRecognizer
    private var pending: [TouchEvent] = []

    init(_ first: GestureRecognizer, _ second: GestureRecognizer, wrapFirst: @escaping (Any) -> Any, wrapSecond: @escaping (Any) -> Any) {
        self.first = first
        self.second = second
        super.init()
        first.onChange.append { [unowned self] in self.change(wrapFirst($0)) }
        first.onEnd.append { [unowned self] in self.end(wrapFirst($0)) }
        second.onChange.append { [unowned self] in self.change(wrapSecond($0)) }
        second.onEnd.append { [unowned self] in self.end(wrapSecond($0)) }
        second.onFinish.append { [unowned self] in if self.second.phase == .failed { self.fail() } }
    }

    override var claimsWhenActive: Bool { first.phase == .failed ? second.claimsWhenActive : first.claimsWhenActive }

    override func handle(_ e: TouchEvent) {
        if !first.isDone {
            pending.append(e)
            first.handle(e)
            if first.phase == .failed {
                // Replay the sequence so far for the second gesture.
                for p in pending { second.handle(p) }
                pending.removeAll()
            }
        } else if first.phase == .failed, !second.isDone {
            second.handle(e)
        }
    }
}
