import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// What the update loop keeps per thread: hosts on different threads update at the same
/// time, each with its own transaction and view being prepared.
///
/// Kept in pthread-specific data, one object a thread, released when the thread ends.
/// Not in `Thread.current.threadDictionary`: every access would bridge its string key and
/// boxed value into an `NSMutableDictionary`, and every view's evaluation writes this
/// state twice.
final class ThreadState {
    /// The view whose dynamic properties are being installed (to report one unavailable).
    /// Set only for the length of an installation.
    var installing: CustomNode?
    /// The transaction of the change being made (`withTransaction`).
    var transaction: Transaction?
    /// The serial number of ``transaction`` (0: none), which tells one `withTransaction`
    /// call's writes from another's (TransactionUpdates.swift).
    var transactionSerial: UInt64 = 0
    /// The run loop of the host acting on this thread (updating, running its actions,
    /// firing its work), innermost first; what `DispatchQueue.main.async` and the host
    /// timers schedule goes to it (MainQueue.swift).
    var runLoop: HostRunLoop?

    private init() {}

    /// This thread's state, made on first use.
    static var current: ThreadState {
        if let raw = pthread_getspecific(key) {
            return Unmanaged<ThreadState>.fromOpaque(raw).takeUnretainedValue()
        }
        let state = ThreadState()
        let status = pthread_setspecific(key, Unmanaged.passRetained(state).toOpaque())
        precondition(status == 0, "Trellis: pthread_setspecific failed (\(status))")
        return state
    }

    /// The key of every thread's state; its destructor releases a thread's state when the
    /// thread ends.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, releaseState)
        precondition(status == 0, "Trellis: pthread_key_create failed (\(status))")
        return key
    }()
}

#if canImport(Darwin)
private func releaseState(_ raw: UnsafeMutableRawPointer) {
    Unmanaged<ThreadState>.fromOpaque(raw).release()
}
#else
private func releaseState(_ raw: UnsafeMutableRawPointer?) {
    guard let raw else { return }
    Unmanaged<ThreadState>.fromOpaque(raw).release()
}
#endif
