import Foundation

/// Values an algorithm reads and writes in place while it runs, in memory lent for the
/// length of one call: scratch memory (``withScratch(count:filledWith:_:)``) or an array's
/// own storage (`Array.withCheckedBuffer(_:)`). An algorithm on the hot path works on
/// these rather than on arrays, whose every write checks the array's uniqueness (and, in a
/// field of a class, the field's exclusive access), and never on a raw buffer.
///
/// **Safety.** Every access is checked against the count, in every build (a raw buffer's
/// subscript checks only in debug builds). The memory is the lender's for the length of
/// the call that lent it: a buffer is only ever a parameter of that call's closure, never
/// stored or returned. Writes go to the lent memory (the setter does not mutate the
/// buffer value), so a buffer passed on writes through as an `inout` array would.
struct CheckedBuffer<Element>: RandomAccessCollection, MutableCollection {
    private let base: UnsafeMutableBufferPointer<Element>

    fileprivate init(_ base: UnsafeMutableBufferPointer<Element>) { self.base = base }

    var startIndex: Int { 0 }
    var endIndex: Int { base.count }

    subscript(i: Int) -> Element {
        @inline(__always) get {
            precondition(UInt(bitPattern: i) < UInt(bitPattern: base.count), "Trellis: index out of a checked buffer")
            return base[i]
        }
        @inline(__always) nonmutating set {
            precondition(UInt(bitPattern: i) < UInt(bitPattern: base.count), "Trellis: index out of a checked buffer")
            base[i] = newValue
        }
    }

    /// The same memory, read only.
    var elements: CheckedElements<Element> { CheckedElements(UnsafeBufferPointer(base)) }

    /// Writes `source`'s values over the first of these (`source` no longer than this).
    func update(from source: CheckedElements<Element>) {
        precondition(source.count <= count, "Trellis: \(source.count) values copied into a checked buffer of \(count)")
        _ = source.withContiguousStorageIfAvailable { base.update(fromContentsOf: $0) }
    }

    /// Sorts the values in place (the standard library's sort over the lent memory). Like
    /// the subscript's setter, it writes the memory, not the buffer value.
    func sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows {
        var base = self.base
        try base.sort(by: areInIncreasingOrder)
    }

    func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R? {
        try body(UnsafeBufferPointer(base))
    }
}

/// Values an algorithm reads while it runs, in memory lent for the length of one call:
/// the read-only face of ``CheckedBuffer`` (`Array.withCheckedElements(_:)`, or
/// ``CheckedBuffer/elements``), under the same rules: every access checked against the
/// count, never kept past the call that lent it. It reads through a ``CheckedBuffer``
/// over the memory, which it never writes to (memory lent read-only stays so).
struct CheckedElements<Element>: RandomAccessCollection {
    private let buffer: CheckedBuffer<Element>

    fileprivate init(_ base: UnsafeBufferPointer<Element>) { buffer = CheckedBuffer(UnsafeMutableBufferPointer(mutating: base)) }

    var startIndex: Int { 0 }
    var endIndex: Int { buffer.count }

    subscript(i: Int) -> Element { @inline(__always) get { buffer[i] } }

    func withContiguousStorageIfAvailable<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R? {
        try buffer.withContiguousStorageIfAvailable(body)
    }
}

extension Array {
    /// Runs `body` over the array's values as a ``CheckedBuffer``, written in place.
    @inline(__always)
    mutating func withCheckedBuffer<R>(_ body: (CheckedBuffer<Element>) throws -> R) rethrows -> R {
        try withUnsafeMutableBufferPointer { try body(CheckedBuffer($0)) }
    }

    /// Runs `body` over the array's values as ``CheckedElements``.
    @inline(__always)
    func withCheckedElements<R>(_ body: (CheckedElements<Element>) throws -> R) rethrows -> R {
        try withUnsafeBufferPointer { try body(CheckedElements($0)) }
    }
}

/// Runs `body` with `count` values, each `value` to start with, in temporary memory the
/// standard library lends for the call (on the stack when small, so nothing is allocated
/// on the heap): the scratch an algorithm on the hot path writes and reads while it runs
/// (a stack's distribution entries and shares, the distribution's order). A negative
/// count is none.
///
/// **Safety.** The values are initialised before `body` runs and deinitialised after it
/// returns, and `body` reaches them only through the ``CheckedBuffer``, which assigns
/// (never moves a value out) and does not outlive the call.
@inline(__always)
func withScratch<T, R>(count: Int, filledWith value: T, _ body: (CheckedBuffer<T>) -> R) -> R {
    withUnsafeTemporaryAllocation(of: T.self, capacity: Swift.max(count, 0)) { buffer in
        buffer.initialize(repeating: value)
        defer { buffer.deinitialize() }
        return body(CheckedBuffer(buffer))
    }
}
