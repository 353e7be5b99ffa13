import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Deep trees on a large stack.
///
/// Building, laying out, drawing, dumping and freeing a view tree recurse once per level
/// (custom `Layout`s call their subviews' `sizeThatFits` themselves, so the recursion is
/// inherent). A thread's stack (8 MB on Linux's main thread, 512 KB on others) holds a
/// few thousand levels. Trellis therefore:
///
/// - while it builds the graph, continues on a new thread with a fresh, large stack
///   after ``levelsBeforeFirstHop`` levels, and again every ``levelsPerHop`` levels (the
///   calling thread waits), so the first build of any depth succeeds;
/// - once a host's graph is deeper than ``deepTreeLevels``, runs each of its operations
///   (layout, the render tree, the dump, the renderers, freeing the tree) on one thread
///   whose stack has ``bytesPerLevel`` per level of depth (reserved address space, touched
///   only as far as used).
///
/// Shallow trees never leave the caller's thread. Code on that worker thread still runs
/// one operation at a time, while the caller waits: the host stays single-threaded.
public enum LargeStack {
    /// How many graph levels the caller's thread builds (its stack may be a worker's
    /// 512 KB) before the rest continues on a large stack.
    public static let levelsBeforeFirstHop = 400
    /// How many graph levels one large-stack thread builds before the next continues on a
    /// fresh one.
    public static let levelsPerHop = 50_000
    /// From this depth on, a host runs its operations on a large stack.
    public static let deepTreeLevels = 1_000
    /// Stack reserved per level of depth on the large-stack thread.
    public static let bytesPerLevel = 24 * 1024
    /// The stack of a building hop (for ``levelsPerHop`` levels).
    static let hopBytes = 1 << 30

    /// Runs `body` on a new thread with a stack of `bytes` (at least 16 MB), waits for the
    /// thread to end and returns the result.
    ///
    /// The caller joins the thread rather than waiting for a signal from it: the thread
    /// has then ended, its allocator cache handed back, before the caller goes on. (A
    /// signalled caller would go on while the thread was still ending, so which allocator
    /// arena the next thread got, and the heap the caller allocated from, would depend on
    /// timing, and so would the work of a deep host's operations.)
    public static func run<R>(bytes: Int, _ body: () -> R) -> R {
        withoutActuallyEscaping(body) { body in
            let job = Job(body)
            // POSIX threads directly: Foundation's `Thread` caps its stack at 1 GB.
            var attributes = pthread_attr_t()
            pthread_attr_init(&attributes)
            defer { pthread_attr_destroy(&attributes) }
            var started = pthread_attr_setstacksize(&attributes, max(bytes, 16 << 20)) == 0
            // The thread's start routine takes a pointer: it carries the job's number in
            // ``handedOver``, never a reference.
            let number = handOver(job)
            if started {
                #if canImport(Darwin)
                var thread: pthread_t?
                #else
                var thread = pthread_t()
                #endif
                started = pthread_create(&thread, &attributes, { raw in
                    LargeStack.takeOver(Int(bitPattern: raw))?.run()
                    return nil
                }, UnsafeMutableRawPointer(bitPattern: number)) == 0
                #if canImport(Darwin)
                if started, let thread { pthread_join(thread, nil) }
                #else
                if started { pthread_join(thread, nil) }
                #endif
            }
            if !started {
                // No thread of that size: run here (shallower trees still work).
                _ = takeOver(number)
                job.run()
            }
            return job.result!
        }
    }

    /// A stack size for a tree `depth` levels deep.
    static func bytes(forDepth depth: Int) -> Int {
        let (product, overflow) = depth.multipliedReportingOverflow(by: bytesPerLevel)
        // Capped at 8 GB of address space.
        return overflow ? 8 << 30 : min(max(product, 16 << 20), 8 << 30)
    }

    /// Jobs handed to threads being started, by number (from 1), and the next number.
    private static let handedOver = LockedValue<(next: Int, jobs: [Int: any Runnable])>((1, [:]))

    /// Keeps `job` for the thread about to start and answers its number.
    private static func handOver(_ job: any Runnable) -> Int {
        handedOver.withLock { state in
            let number = state.next
            state.next = number == Int.max ? 1 : number + 1
            state.jobs[number] = job
            return number
        }
    }

    /// The job of `number`, taken out of ``handedOver`` (nil: taken already).
    fileprivate static func takeOver(_ number: Int) -> (any Runnable)? {
        handedOver.withLock { $0.jobs.removeValue(forKey: number) }
    }

    private final class Job<R>: Runnable, @unchecked Sendable {
        /// Dropped before the caller goes on: the closure must not outlive `run`.
        var body: (() -> R)?
        var result: R?
        /// The caller's per-thread update state, which the job runs in (its transaction,
        /// its host's run loop); the caller waits meanwhile.
        var carried: ThreadState.Carried?
        init(_ body: @escaping () -> R) {
            self.body = body
            carried = ThreadState.current.carried
        }
        func run() {
            let state = ThreadState.current
            let own = state.carried
            if let carried { state.adopt(carried) }
            result = body?()
            state.adopt(own)
            body = nil
            carried = nil
        }
    }
}

private protocol Runnable: AnyObject, Sendable {
    func run()
}
