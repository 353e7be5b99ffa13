import Foundation

/// Work on a picture split into horizontal bands that run at once on the machine's cores.
/// Each band reads what it likes but writes only its own rows, so the result does not
/// depend on the number of bands or on which finishes first: one band or eight give the
/// same bytes.
enum Bands {
    /// The number of bands for `rows` rows of `bytes` bytes in all: one for small work (a
    /// thread is not worth it below a megabyte), else one per core, at most 8, with at
    /// least 32 rows each.
    static func count(rows: Int, bytes: Int) -> Int {
        guard bytes >= 1 << 20, rows >= 64 else { return 1 }
        return max(1, min(threads, 8, rows / 32))
    }

    /// The cores to use: the active processor count, or fewer when the environment variable
    /// `TRELLIS_RASTER_THREADS` is a smaller positive number (1 runs everything on the
    /// calling thread, as callgrind measures it; the bytes are the same).
    static let threads: Int = {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        guard let text = ProcessInfo.processInfo.environment["TRELLIS_RASTER_THREADS"], let n = Int(text), n >= 1 else { return cores }
        return min(n, cores)
    }()

    /// Runs `body` with each band's rows, `count` bands over `rows` rows (the same split
    /// for the same arguments).
    static func run(_ count: Int, rows: Int, _ body: (Range<Int>) -> Void) {
        guard count > 1 else { body(0..<rows); return }
        DispatchQueue.concurrentPerform(iterations: count) { band in
            body((rows * band / count)..<(rows * (band + 1) / count))
        }
    }
}
