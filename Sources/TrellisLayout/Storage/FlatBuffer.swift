import Foundation

/// A fixed number of plain values in one allocation: what a run of subviews keeps per
/// element (`FlatRunItem`'s lengths and placements), read and written once an element
/// for every question a layout pass asks.
///
/// **Why not an array.** An array in a field of a class is checked on each write (its
/// uniqueness, and the field's exclusive access through the runtime's set of active
/// accesses), and a run answers its container for each of its elements, several times a
/// pass. A buffer is an object of its own, held by a constant field: reaching an element
/// is an address computed from the object's, with no run-time check but the bounds.
///
/// **Safety.** The memory is the object's (tail-allocated by `ManagedBuffer`), so its
/// lifetime is counted like any object's: it goes with the last reference. Every element
/// is initialised when the buffer is made and deinitialised when it goes, and every
/// index is checked against the count. The buffer is used from the thread its host is
/// used from.
final class FlatBuffer<Element>: ManagedBuffer<FlatBufferHeader, Element> {
    /// A buffer of `count` copies of `value` (a negative count: none).
    static func make(count: Int, filledWith value: Element) -> FlatBuffer<Element> {
        let count = Swift.max(count, 0)
        let made = create(minimumCapacity: count) { _ in FlatBufferHeader(count: count) }
        // `create` makes an instance of the class it is called on.
        guard let buffer = made as? FlatBuffer<Element> else {
            preconditionFailure("Trellis: ManagedBuffer.create made a \(type(of: made))")
        }
        buffer.withUnsafeMutablePointerToElements { $0.initialize(repeating: value, count: count) }
        return buffer
    }

    deinit {
        let count = self.count
        _ = withUnsafeMutablePointerToElements { $0.deinitialize(count: count) }
    }

    /// How many elements the buffer holds. (The header is reached through its address:
    /// `ManagedBuffer.header` is a stored property, whose every access is checked at run
    /// time for exclusivity.)
    var count: Int { withUnsafeMutablePointerToHeader { $0.pointee.count } }

    /// Whether an element was written since the buffer was made (by the subscript).
    var wasWritten: Bool { withUnsafeMutablePointerToHeader { $0.pointee.wasWritten } }

    /// Element `i` (`0 ..< count`).
    subscript(i: Int) -> Element {
        get {
            let count = self.count
            precondition(i >= 0 && i < count, "Trellis: index \(i) out of a flat buffer of \(count)")
            return withUnsafeMutablePointerToElements { $0[i] }
        }
        set {
            withUnsafeMutablePointerToHeader { header in
                precondition(i >= 0 && i < header.pointee.count, "Trellis: index \(i) out of a flat buffer of \(header.pointee.count)")
                header.pointee.wasWritten = true
            }
            withUnsafeMutablePointerToElements { $0[i] = newValue }
        }
    }
}

/// A ``FlatBuffer``'s count, and whether an element was written since it was made.
extension FlatBuffer {
    /// `body` of element `i` in place (bounds checked in every build): a change `body`
    /// makes is the element's, and a reference in it is not copied out.
    func withElement<R>(_ i: Int, _ body: (inout Element) -> R) -> R {
        let count = self.count
        precondition(i >= 0 && i < count, "Trellis: index \(i) out of a flat buffer of \(count)")
        return withUnsafeMutablePointerToElements { body(&$0[i]) }
    }
}

struct FlatBufferHeader {
    let count: Int
    var wasWritten = false
}
