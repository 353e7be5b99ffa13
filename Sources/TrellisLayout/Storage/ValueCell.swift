import Foundation

/// One value kept or not, in an object of its own: a custom view's last body
/// (`CustomNodeOf`), which code generic over the view keeps, hands on and drops.
///
/// **Why not an optional.** In code generic over the view, every copy, assignment or
/// test of an optional of the body's type looks that optional type up in the runtime's
/// metadata cache; here only the body's own type is handled, and the kept value is lent
/// in place (``withValue(_:)``) rather than copied out.
///
/// **Safety.** The memory is the object's (tail-allocated by `ManagedBuffer`), so its
/// lifetime is counted like any object's. The header says whether the value is there:
/// it is initialised when set on an empty cell, assigned over otherwise, and
/// deinitialised when cleared or when the cell goes. The cell is used from the thread
/// its host is used from.
final class ValueCell<Value>: ManagedBuffer<Bool, Value> {
    /// An empty cell.
    static func make() -> ValueCell<Value> {
        let made = create(minimumCapacity: 1) { _ in false }
        // `create` makes an instance of the class it is called on.
        guard let cell = made as? ValueCell<Value> else {
            preconditionFailure("Trellis: ManagedBuffer.create made a \(type(of: made))")
        }
        return cell
    }

    deinit { clear() }

    /// Whether the cell holds a value. (The header is reached through its address:
    /// `ManagedBuffer.header` is a stored property, whose every access is checked at run
    /// time for exclusivity.)
    var hasValue: Bool { withUnsafeMutablePointerToHeader { $0.pointee } }

    /// Keeps `value`, in place of the one held.
    func set(_ value: Value) {
        withUnsafeMutablePointers { has, slot in
            if has.pointee {
                slot.pointee = value
            } else {
                slot.initialize(to: value)
                has.pointee = true
            }
        }
    }

    /// Drops the value held, if any.
    func clear() {
        withUnsafeMutablePointers { has, slot in
            guard has.pointee else { return }
            slot.deinitialize(count: 1)
            has.pointee = false
        }
    }

    /// `body` of the value held, lent in place for the call; nil when the cell is empty.
    func withValue<R>(_ body: (Value) -> R) -> R? {
        withUnsafeMutablePointers { has, slot in has.pointee ? body(slot.pointee) : nil }
    }
}
