import Foundation

/// An error raised while reading or interpreting font data.
///
/// Every malformed, truncated or unsupported input surfaces as a `FontError`;
/// the parsers never trap on bad data.
public struct FontError: Error, CustomStringConvertible, Equatable, Sendable {
    /// Broad category of the failure.
    public enum Kind: String, Sendable {
        /// A read went past the end of a table or of the file.
        case truncated
        /// An offset or length points outside the data it refers to.
        case badOffset
        /// A field holds a value the format does not allow.
        case badValue
        /// A table required for the requested operation is absent.
        case missingTable
        /// The data uses a feature this library does not implement.
        case unsupported
        /// Glyph outlines cannot be produced for this face.
        case outlinesUnavailable
        /// The file could not be read from disk.
        case io
    }

    /// Category of the failure.
    public let kind: Kind
    /// Human-readable explanation, e.g. `truncated table 'hmtx' at offset 120 (need 2 bytes, 0 left)`.
    public let message: String

    /// Creates an error of the given kind with a message.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message, suitable for logs.
    public var description: String { message }

    static func truncated(_ table: String, offset: Int, needed: Int, available: Int) -> FontError {
        FontError(.truncated, "truncated table '\(table)' at offset \(offset) (need \(needed) bytes, \(max(0, available)) left)")
    }

    static func badOffset(_ table: String, offset: Int, length: Int, limit: Int) -> FontError {
        FontError(.badOffset, "bad offset \(offset) (length \(length)) in '\(table)': outside \(limit) bytes")
    }

    static func badValue(_ table: String, _ detail: String) -> FontError {
        FontError(.badValue, "bad value in '\(table)': \(detail)")
    }

    static func missingTable(_ tag: String) -> FontError {
        FontError(.missingTable, "missing required table '\(tag)'")
    }

    static func outlinesUnavailable(_ detail: String) -> FontError {
        FontError(.outlinesUnavailable, "outlines unavailable: \(detail)")
    }
}
