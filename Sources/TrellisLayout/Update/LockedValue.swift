import Foundation

/// A value shared between threads behind a pthread mutex (`NSLock`).
///
/// Used instead of `Synchronization.Mutex` for state that several threads touch: on Linux
/// `Mutex` waits on a futex inside a library built without ThreadSanitizer, so the
/// sanitizer sees no ordering between two threads' turns and reports every handover as a
/// race. A pthread mutex it intercepts, and CI runs the preview server's tests under it.
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    /// Runs `body` on the value with the lock held.
    func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
