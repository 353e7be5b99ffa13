import Foundation

// Foundation's block-based key-value observation (`observe(_:options:changeHandler:)`),
// which Linux's Foundation lacks (it has no Objective-C runtime), for the UIKit objects of
// this module: code that watches a `UIScrollView`'s `contentSize` or a view's `frame`
// compiles and is told of changes.

/// What an observation reports (Foundation's options).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The change carries the new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    /// The change carries the value before it.
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    /// The handler is called once at once, with the current value as the new one.
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    /// Asked for a call before each change as well. **Differs from Foundation:** no call
    /// is made before a change (the observed objects report changes once made).
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// The kind of a change (Foundation's); the properties observed here are only set.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1, insertion, removal, replacement
}

/// One change of an observed value: its new and old values as the options asked.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The value after the change (nil unless the options hold `.new`).
    public let newValue: Value?
    /// The value before the change (nil unless the options hold `.old`, and on the
    /// `.initial` call).
    public let oldValue: Value?
    /// The indexes of a collection's change: always nil (only settings are reported).
    public let indexes: IndexSet?
    /// Whether this call comes before the change: always false (see `.prior`).
    public let isPrior: Bool
}

/// A running observation: it lasts until ``invalidate()`` is called or it is released, as
/// Foundation's does.
public final class NSKeyValueObservation: NSObject, @unchecked Sendable {
    private let lock = NSLock()
    private var stop: (() -> Void)?

    init(stop: @escaping () -> Void) {
        self.stop = stop
    }

    /// Ends the observation; the handler is not called again.
    public func invalidate() {
        let action = lock.withLock { () -> (() -> Void)? in
            defer { stop = nil }
            return stop
        }
        action?()
    }

    deinit { invalidate() }
}

/// The objects that can be observed by key path (Foundation's name for the protocol that
/// gives `NSObject` its `observe`): here, every ``UIView``.
public protocol _KeyValueCodingAndObserving {}

extension UIView: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// Calls `changeHandler` after each change of the value at `keyPath` (and once at once
    /// with `.initial`).
    ///
    /// **Differs from Foundation:** the object tells its observers when one of its
    /// observable properties is set (a view's `frame`, `bounds`, `center`, `alpha`,
    /// `isHidden`, `backgroundColor`; a scroll view's `contentOffset`, `contentSize`,
    /// `contentInset`), and an observer is called when its value is then different from
    /// the one it last saw (for a value that is not `Equatable`, at every such set);
    /// Foundation calls it at every set of the property, even to the same value.
    @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        var last = self[keyPath: keyPath]
        if options.contains(.initial) {
            changeHandler(self, NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? last : nil, oldValue: nil,
                indexes: nil, isPrior: false))
        }
        let observers = keyValueObservers
        let id = observers.add { [weak self] in
            guard let self else { return }
            let value = self[keyPath: keyPath]
            if keyValuesEqual(last, value) { return }
            let old = last
            last = value
            changeHandler(self, NSKeyValueObservedChange(
                kind: .setting, newValue: options.contains(.new) ? value : nil,
                oldValue: options.contains(.old) ? old : nil, indexes: nil, isPrior: false))
        }
        return NSKeyValueObservation { [weak observers] in observers?.remove(id) }
    }
}

/// The observers of one object, called after one of its observable properties is set.
/// Observations may end on any thread (an observation is released wherever its last owner
/// is), so the list is behind a lock; the calls are made outside it, so a handler may start
/// or end observations.
final class KeyValueObservers: @unchecked Sendable {
    private let lock = NSLock()
    private var handlers: [(id: Int, call: () -> Void)] = []
    private var nextID = 0

    func add(_ call: @escaping () -> Void) -> Int {
        lock.withLock {
            nextID += 1
            handlers.append((nextID, call))
            return nextID
        }
    }

    func remove(_ id: Int) {
        lock.withLock { handlers.removeAll { $0.id == id } }
    }

    /// Calls every observer, in the order they began.
    func notify() {
        let calls = lock.withLock { handlers.map(\.call) }
        for call in calls { call() }
    }
}

/// Whether `a` and `b` are equal values of an `Equatable` type (false for other types, so
/// that their every set is reported).
private func keyValuesEqual<Value>(_ a: Value, _ b: Value) -> Bool {
    guard let a = a as? any Equatable else { return false }
    return a.isEqual(to: b)
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
