import Foundation

/// Type names for what views are called in dumps, render trees and diagnostics
/// (`String(describing: T.self)`), each worked out once: describing a type demangles its
/// name, slow for a stack's long layout type, and the render tree asks for every
/// container it draws.
enum TypeNames {
    private static let known = SharedTypeMemo<String>()

    /// `String(describing: type)`, kept after the first time.
    static func name(of type: Any.Type) -> String {
        known.value(for: type) { String(describing: type) }
    }
}
