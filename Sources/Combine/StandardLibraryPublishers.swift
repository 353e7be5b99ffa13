import OpenCombine

// `Optional.publisher` and `Result.publisher`. OpenCombine declares these only while no
// `Combine` module is visible to its compilation (Combine.swift: why that differs between
// a clean and an incremental build). These are the same declarations, disfavoured: where
// OpenCombine has them, its own are chosen and these are never ambiguous with them; where
// it does not, these are the only ones. Both return OpenCombine's publisher types.

extension Optional {
    /// The publisher of `publisher`: the value, if any, then finished.
    public typealias Publisher = OCombine.Publisher

    /// A publisher that emits the wrapped value once, if there is one, then finishes.
    @_disfavoredOverload
    public var publisher: OCombine.Publisher { ocombine.publisher }
}

extension Result {
    /// The publisher of `publisher`: the success value then finished, or the failure.
    public typealias Publisher = OCombine.Publisher

    /// A publisher that emits the success value once and finishes, or fails.
    @_disfavoredOverload
    public var publisher: OCombine.Publisher { ocombine.publisher }
}
