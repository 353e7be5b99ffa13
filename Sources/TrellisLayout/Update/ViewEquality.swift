@_spi(Reflection) import Swift
import Foundation

// When a parent's body runs again, each custom view it makes is compared with the value
// its node holds; a view whose value is unchanged keeps its body and the subtree made from
// it (`CustomNodeOf.keepsBody(for:_:)`). This file decides "unchanged", as SwiftUI does:
//
// - A view type whose values are plain data (`_isPOD`) is compared byte for byte, even
//   when it is `Equatable`: SwiftUI compares plain values with `memcmp` and calls `==`
//   only on types that are not plain (measured on iOS 13–17 and reported in "The Mystery
//   Behind View Equality", swiftui-lab.com, 2019).
// - A view type that is `Equatable` and not plain is compared with `==`; so is the
//   content of an `EquatableView` (`.equatable()`), plain or not.
// - Otherwise field by field: plain fields byte for byte, `Equatable` fields with `==`,
//   class references by identity, structures field by field again.
// - Dynamic properties whose values the graph keeps (`@State`, `@Environment`,
//   `@GestureState`, `@Namespace`, `@StateObject`) are not compared: what they hold
//   lives in the node, and a change of it evaluates the view by itself.
// - A `Binding` made from state or an object (`$value`, `$model.name`, `$items[i]`) is
//   its location: two are equal when they reach the same place. A binding made from
//   closures (`Binding(get:set:)`) differs from every other.
// - What cannot be compared (a closure, an existential, an enum whose cases carry values
//   that are not plain and not `Equatable`) makes the view differ: its body runs again,
//   which is always correct, only not as quick.
//
// The body of an unchanged view still runs when what it depends on changes: state it
// owns or reads, observed properties, environment values it read.

/// How two values of one type are compared, worked out once per type (see the top of
/// this file).
indirect enum ValueComparison: @unchecked Sendable {
    /// Nothing in the value is compared (no stored properties, or only ones the graph
    /// keeps): any two values are the same.
    case same
    /// Plain data of this many bytes: compared byte for byte.
    case bytes(Int)
    /// A class reference: the same object.
    case reference
    /// `==`, or another rule of the type's own (a binding's location).
    case custom((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
    /// Each stored property at its offset.
    case fields([(offset: Int, comparison: ValueComparison)])
    /// Not comparable: two values always differ.
    case differs

    private static let known = SharedTypeMemo<ValueComparison>()

    /// How values of `type` are compared.
    static func of(_ type: Any.Type) -> ValueComparison {
        known.value(for: type) { make(type) }
    }

    private static func make(_ type: Any.Type) -> ValueComparison {
        if let rule = type as? any CustomViewComparison.Type { return .custom(rule.isSame) }
        if type is any _GraphManagedProperty.Type || type is any DynamicPropertyInstaller.Type { return .same }
        if let size = plainSize(of: type) { return size == 0 ? .same : .bytes(size) }
        if let equatable = type as? any Equatable.Type { return .custom(equality(of: equatable)) }
        if type is AnyClass { return .reference }
        // Only a structure's fields are walked: the standard library's walk reports no
        // fields for an enum or a function, and fails on an existential.
        guard metadataKind(type) == structKind else { return .differs }
        var fields: [(offset: Int, comparison: ValueComparison)] = []
        var comparable = true
        let walked = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            switch of(fieldType) {
            case .same: break
            case .differs:
                comparable = false
                return false
            case let comparison: fields.append((offset, comparison))
            }
            return true
        }
        guard walked, comparable else { return .differs }
        return fields.isEmpty ? .same : .fields(fields)
    }

    /// The runtime's metadata kind of a structure (`MetadataKind::Struct` in the Swift
    /// ABI, stable since Swift 5).
    private static let structKind: UInt = 0x200

    /// The size of `type` when its values are plain data.
    private static func plainSize(of type: Any.Type) -> Int? {
        func size<T>(_: T.Type) -> Int? { _isPOD(T.self) ? MemoryLayout<T>.size : nil }
        return _openExistential(type, do: size)
    }

    /// `==` on two values of `type` at the given addresses.
    static func equality(of type: any Equatable.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        func equal<E: Equatable>(_: E.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
            { $0.assumingMemoryBound(to: E.self).pointee == $1.assumingMemoryBound(to: E.self).pointee }
        }
        return equal(type)
    }

    /// Whether the values at `a` and `b` are the same.
    func isSame(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        switch self {
        case .same: return true
        case .bytes(let count): return memcmp(a, b, count) == 0
        case .reference: return a.load(as: UnsafeRawPointer.self) == b.load(as: UnsafeRawPointer.self)
        case .custom(let isSame): return isSame(a, b)
        case .fields(let fields):
            for field in fields where !field.comparison.isSame(a + field.offset, b + field.offset) { return false }
            return true
        case .differs: return false
        }
    }
}

/// The kind of `type`'s metadata (the Swift runtime's exported `swift_getMetadataKind`).
@_silgen_name("swift_getMetadataKind")
private func metadataKind(_ type: Any.Type) -> UInt

/// A type with a comparison rule of its own when it is part of a view's value (a
/// binding: its location).
protocol CustomViewComparison {
    /// Whether the values at `a` and `b` are the same.
    static func isSame(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}

/// A dynamic property whose value the view graph keeps in the view's node (as
/// `@State`): when two values of a view are compared to decide whether its body runs
/// again, it is left out, since a change of what it holds evaluates the view by itself.
/// For dynamic properties of Trellis's other modules (`@StateObject`); not for use by
/// apps.
public protocol _GraphManagedProperty {}
