import Foundation
import OpenCombine
@_spi(RunLoop) import TrellisLayout

// What the main queue, the main run loop and the main operation queue do as schedulers
// while a host acts: their work goes to the host's run loop, on its clock
// (TrellisLayout's Update/HostRunLoop.swift).
extension HostRunLoop {
    /// Runs `action` once, `delay` seconds from now on the host's clock.
    func scheduleOnce(after delay: TimeInterval, _ action: @escaping () -> Void) {
        schedule(after: delay) {
            action()
            return false
        }
    }

    /// Runs `action` `delay` seconds from now and every `interval` seconds after it, until
    /// the returned value is cancelled.
    func scheduleRepeating(after delay: TimeInterval, every interval: TimeInterval,
                           _ action: @escaping () -> Void) -> AnyCancellable {
        let work = schedule(after: delay, repeating: interval) {
            action()
            return true
        }
        return AnyCancellable { work.cancel() }
    }
}

/// A repeating interval in seconds as Foundation's timers take it: at least 0.1 ms, and
/// 0.1 ms for one that is not finite.
func foundationRepeatInterval(_ seconds: TimeInterval) -> TimeInterval {
    seconds.isFinite ? max(seconds, 0.0001) : 0.0001
}
