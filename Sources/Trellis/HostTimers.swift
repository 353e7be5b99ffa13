@_spi(RunLoop) import TrellisLayout
import Foundation

// Foundation's `Timer.scheduledTimer(withTimeInterval:repeats:block:)` on the host's clock.
//
// Decision: this overload has Foundation's exact signature and lives in this module because
// this module re-exports Foundation. Swift lets a module's declaration shadow another
// module's when every path by which a file sees the other module goes through the first:
// a file that imports only Trellis (SwiftUI code with its import changed) sees Foundation
// only through Trellis, so this one is the only candidate and the timer runs on the host's
// clock. A file that also imports Foundation itself sees both; `@_disfavoredOverload` makes
// Foundation's win there instead of the call being ambiguous, so such a file compiles as
// before and its timers run on the thread's `RunLoop` (they fire only if something runs
// it). Overload ranking cannot prefer a declaration with the same signature, which is why
// this one cannot sit beside the `DispatchQueue` overloads in the core (MainQueue.swift).

extension Timer {
    /// Creates a timer and schedules it. While a `HostingView` acts on this thread (its
    /// views' bodies, actions, `onAppear`, blocks it runs), the timer runs on that host's
    /// clock: it fires when `HostingView.advance(by:)` reaches `interval` (and every
    /// `interval` after that if it repeats) until it is invalidated. Otherwise it is
    /// scheduled on the current `RunLoop` in the default mode, as Foundation does.
    @_disfavoredOverload
    @available(*, noasync)
    public class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                     block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        guard let loop = HostRunLoop.current else {
            RunLoop.current.add(timer, forMode: .default)
            return timer
        }
        // The run loop keeps the timer until it is invalidated, as a RunLoop does; `fire()`
        // runs the block, and invalidates a timer that does not repeat.
        loop.schedule(after: max(interval, 0.0001), repeating: repeats ? interval : nil) {
            guard timer.isValid else { return false }
            timer.fire()
            return timer.isValid
        }
        return timer
    }
}
