import Foundation

/// Runs `body` with `count` values, each `value` to start with, in temporary memory the
/// standard library lends for the call (on the stack when small, so nothing is allocated
/// on the heap): the scratch an algorithm on the hot path writes and reads while it runs
/// (a stack's distribution entries and shares, the distribution's order). A negative
/// count is none.
///
/// **Safety.** The values are initialised before `body` runs and deinitialised after it
/// returns; `body` may assign to them (never move one out), and the buffer does not
/// outlive the call.
@inline(__always)
func withScratch<T, R>(count: Int, filledWith value: T, _ body: (UnsafeMutableBufferPointer<T>) -> R) -> R {
    withUnsafeTemporaryAllocation(of: T.self, capacity: Swift.max(count, 0)) { buffer in
        buffer.initialize(repeating: value)
        defer { buffer.deinitialize() }
        return body(buffer)
    }
}
