import Foundation
import Synchronization

/// Type names for what views are called in dumps, render trees and diagnostics
/// (`String(describing: T.self)`), each worked out once: describing a type demangles its
/// name, slow for a stack's long layout type, and the render tree asks for every
/// container it draws.
enum TypeNames {
    private static let known = Mutex<[ObjectIdentifier: String]>([:])

    /// `String(describing: type)`, kept after the first time.
    static func name(of type: Any.Type) -> String {
        let key = ObjectIdentifier(type)
        if let name = known.withLock({ $0[key] }) { return name }
        // Described outside the lock (describing may itself ask for a name).
        let name = String(describing: type)
        known.withLock { $0[key] = name }
        return name
    }
}
