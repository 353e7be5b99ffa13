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
/// One object a thread, owned by a registry of slots; the thread's pthread-specific value
/// is its slot's number (a number, not a pointer to the object), and the key's destructor
/// frees the slot when the thread ends. Not in `Thread.current.threadDictionary`: every
/// access would bridge its string key and boxed value into an `NSMutableDictionary`, and
/// every view's evaluation writes this state twice.
///
/// `@unchecked Sendable`: the registry hands each object to its own thread only, and only
/// that thread reads or writes it.
final class ThreadState: @unchecked Sendable {
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
    /// The number hosts know the thread by (``GraphLink``): its own, never given to another
    /// thread; on a worker doing a job for a waiting thread (``LargeStack``), that thread's,
    /// since the worker acts for it.
    var identity: UInt64

    private init(identity: UInt64) { self.identity = identity }

    /// What the state holds, carried to a thread that works for this one while this one
    /// waits (``LargeStack/run(bytes:_:)``): a body evaluated, or an action run, on a
    /// deep host's large stack writes in the caller's transaction, schedules on the
    /// caller's host and is the caller's thread to it. Safe to share: the caller waits
    /// until the worker has ended.
    struct Carried {
        var installing: CustomNode?
        var transaction: Transaction?
        var transactionSerial: UInt64 = 0
        var runLoop: HostRunLoop?
        var identity: UInt64 = 0
    }

    /// This state, to carry to a worker.
    var carried: Carried {
        Carried(installing: installing, transaction: transaction, transactionSerial: transactionSerial, runLoop: runLoop,
                identity: identity)
    }

    /// Takes on `carried` (a worker's state, for the length of its job).
    func adopt(_ carried: Carried) {
        installing = carried.installing
        transaction = carried.transaction
        transactionSerial = carried.transactionSerial
        runLoop = carried.runLoop
        identity = carried.identity
    }

    /// The states of the threads alive, by slot; free slots are taken again.
    private struct Registry {
        var states: [ThreadState?] = []
        var freeSlots: [Int] = []
        var madeSoFar: UInt64 = 0
    }
    private static let registry = LockedValue(Registry())

    /// This thread's state, made on first use.
    static var current: ThreadState {
        if let raw = pthread_getspecific(key) {
            // The value is the slot's number plus one (a null value is "none").
            let slot = Int(bitPattern: raw) - 1
            if let state = registry.withLock({ $0.states[slot] }) { return state }
        }
        let (state, slot) = registry.withLock { r -> (ThreadState, Int) in
            r.madeSoFar += 1
            let state = ThreadState(identity: r.madeSoFar)
            if let slot = r.freeSlots.popLast() {
                r.states[slot] = state
                return (state, slot)
            }
            r.states.append(state)
            return (state, r.states.count - 1)
        }
        let status = pthread_setspecific(key, UnsafeRawPointer(bitPattern: slot + 1))
        precondition(status == 0, "Trellis: pthread_setspecific failed (\(status))")
        return state
    }

    /// Frees the slot whose number (plus one) is `raw`: its thread has ended.
    fileprivate static func release(_ raw: UnsafeMutableRawPointer) {
        let slot = Int(bitPattern: raw) - 1
        registry.withLock { r in
            guard r.states.indices.contains(slot) else { return }
            r.states[slot] = nil
            r.freeSlots.append(slot)
        }
    }

    /// The key of every thread's state; its destructor frees a thread's slot when the
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
    ThreadState.release(raw)
}
#else
private func releaseState(_ raw: UnsafeMutableRawPointer?) {
    guard let raw else { return }
    ThreadState.release(raw)
}
#endif
