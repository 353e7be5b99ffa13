import Foundation

// Array helpers for the arrays the engine makes on every pass.

extension Array {
    /// `count` copies of `value`, as `Array(repeating:count:)` makes them, for the arrays a
    /// layout makes on every pass. That initialiser allocates through the standard
    /// library's unspecialised generic code, which looks the storage's type up in the
    /// runtime's metadata cache each time. Reserving and appending stays in specialised
    /// code.
    @inline(__always)
    init(filledWith value: Element, count: Int) {
        self = []
        reserveCapacity(count)
        for _ in 0..<Swift.max(count, 0) { append(value) }
    }

    /// Empties the array, keeping its memory. `removeAll(keepingCapacity:)` goes through
    /// `replaceSubrange`, a generic path whatever the count: the one element of a
    /// list on the path of a change (nearly always one) is removed alone.
    @inline(__always)
    mutating func empty() {
        if count == 1 { removeLast() } else if !isEmpty { removeAll(keepingCapacity: true) }
    }
}
