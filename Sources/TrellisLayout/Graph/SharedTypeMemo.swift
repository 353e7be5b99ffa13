import Foundation

/// Values worked out once per type for the whole process (type names, dynamic property
/// fields, identity key paths), shared by every host and thread behind a lock.
///
/// The lock is Foundation's `NSLock` (a pthread mutex), not the standard library's
/// `Mutex`: on Linux `Mutex` waits on a futex directly, which ThreadSanitizer cannot see,
/// so it reports the table's accesses as races; the sanitizer run in CI must stay clean.
/// `make` runs outside the lock, since working a value out may ask this table about
/// another type; two threads may then both make a type's value, and the first stored wins,
/// so every caller of a type gets the same value.
final class SharedTypeMemo<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [ObjectIdentifier: Value] = [:]

    /// The value for `type`, made by `make` the first time it is asked for.
    func value(for type: Any.Type, _ make: () -> Value) -> Value {
        let key = ObjectIdentifier(type)
        if let known = lock.withLock({ values[key] }) { return known }
        let made = make()
        return lock.withLock {
            if let first = values[key] { return first }
            values[key] = made
            return made
        }
    }
}
