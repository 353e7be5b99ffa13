import Foundation

/// A value shared between tasks and threads, behind a lock: what a callback hands to the
/// code waiting for it (the CLI's failure, the tests' bound address).
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    public init(_ value: Value) { stored = value }

    public var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
