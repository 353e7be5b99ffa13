import Foundation

/// A named value produced by a view. Values flow up the tree: a container's value is its
/// children's, combined by ``reduce(value:nextValue:)`` in view order.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Value { get }
    static func reduce(value: inout Value, nextValue: () -> Value)
}

extension PreferenceKey where Value: ExpressibleByNilLiteral {
    public static var defaultValue: Value { nil }
}

/// A preference key, type-erased for the engine.
struct PreferenceKeyBox {
    let id: ObjectIdentifier
    let defaultValue: () -> Any
    let reduce: (inout Any, Any) -> Void

    static func of<K: PreferenceKey>(_ key: K.Type) -> PreferenceKeyBox {
        PreferenceKeyBox(id: ObjectIdentifier(key), defaultValue: { K.defaultValue }, reduce: { acc, next in
            guard var v = acc as? K.Value, let n = next as? K.Value else { return }
            K.reduce(value: &v) { n }
            acc = v
        })
    }
}

/// How items answer preferences: overridden by the preference-writing modifiers.
protocol PreferenceWriting {
    func writtenPreference(_ key: PreferenceKeyBox, childValue: () -> Any?) -> Any??
}

extension LayoutItem {
    /// This view's value for a preference, or `nil` when no view in its subtree sets it.
    /// Children are combined in order: the first value, then `reduce` with each next one
    /// (views that set nothing do not take part). Views the layout did not place (a
    /// ViewThatFits candidate it did not choose) do not count.
    func preferenceValue(_ key: PreferenceKeyBox) -> Any? {
        if let writer = self as? PreferenceWriting,
           let written = writer.writtenPreference(key, childValue: { self.childrenPreference(key) }) {
            return written
        }
        return childrenPreference(key)
    }

    func childrenPreference(_ key: PreferenceKeyBox) -> Any? {
        var acc: Any?
        for child in children where placed(child) {
            guard let v = child.preferenceValue(key) else { continue }
            if acc == nil { acc = v } else { key.reduce(&acc!, v) }
        }
        return acc
    }
}
