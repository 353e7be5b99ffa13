import Foundation

/// How a preference-writing modifier sets its key's value.
enum PreferenceWrite {
    /// `preference(key:value:)`: the value, replacing what the content set.
    case value(Any)
    /// `transformPreference`: the content's value (or the default), transformed.
    case transform((inout Any) -> Void)
    /// `anchorPreference`: a value made from an anchor of this view's bounds.
    case anchored((CGRect) -> Any)
    /// `transformAnchorPreference`.
    case transformAnchored((inout Any, CGRect) -> Void)
}

struct PreferenceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let key: PreferenceKeyBox
    let write: PreferenceWrite

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        PreferenceItem(child: child, key: key, write: write)
    }
}

final class PreferenceItem: ModifierItem, PreferenceWriting {
    let key: PreferenceKeyBox
    let write: PreferenceWrite

    init(child: LayoutItem, key: PreferenceKeyBox, write: PreferenceWrite) {
        self.key = key
        self.write = write
        super.init(child: child)
    }

    override var isTransparentWrapper: Bool { true }
    override var debugName: String { "preference" }

    func writtenPreference(_ key: PreferenceKeyBox, childValue: () -> Any?) -> Any?? {
        guard key.id == self.key.id else { return nil }
        switch write {
        case .value(let v):
            return .some(v)
        case .transform(let body):
            var v = childValue() ?? key.defaultValue()
            body(&v)
            return .some(v)
        case .anchored(let make):
            return .some(make(frame))
        case .transformAnchored(let body):
            var v = childValue() ?? key.defaultValue()
            body(&v, frame)
            return .some(v)
        }
    }
}

/// Storage of a preference observer: the last value it saw.
final class PreferenceObserverStorage {
    var last: Any?
    var hasSeen = false
}

/// `onPreferenceChange`: after layout, the content's value for the key; when it differs
/// from the last one seen (the first time: from the default), the action runs.
struct PreferenceObserverModifier: AfterLayoutModifier {
    typealias Body = Never
    let key: PreferenceKeyBox
    let equal: (Any, Any) -> Bool
    let action: (Any) -> Void
    var storage: AnyObject?

    static var name: String { "onPreferenceChange" }
    func newStorage() -> PreferenceObserverStorage { PreferenceObserverStorage() }

    func afterLayout(on item: ModifierItem, storage: PreferenceObserverStorage, _ pass: AfterLayoutPass) {
        let value = item.child.preferenceValue(key) ?? key.defaultValue()
        let previous = storage.hasSeen ? (storage.last ?? key.defaultValue()) : key.defaultValue()
        storage.hasSeen = true
        storage.last = value
        guard !equal(previous, value) else { return }
        let action = self.action
        pass.enqueue { action(value) }
    }
}

/// Compares two preference values: with `==` when the value type is equatable,
/// otherwise by their full descriptions (deterministic for values without references).
func preferenceValuesEqual<V>(_ type: V.Type) -> (Any, Any) -> Bool {
    { a, b in
        if let a = a as? any Equatable { return a.isEqual(b) }
        return String(reflecting: a) == String(reflecting: b)
    }
}

extension Equatable {
    func isEqual(_ other: Any) -> Bool {
        guard let o = other as? Self else { return false }
        return self == o
    }
}

/// The state behind `overlayPreferenceValue` / `backgroundPreferenceValue`: the value the
/// content produced in the last layout, and the view to rebuild when it changes.
final class PreferenceReaderState {
    var value: Any?
    weak var node: CustomNode?
}

/// Writes the content's preference value into a reader's state after layout.
struct PreferenceReaderSink: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let key: PreferenceKeyBox
    let equal: (Any, Any) -> Bool
    let state: PreferenceReaderState

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        fx.context.afterLayoutItems += 1
        return PreferenceReaderSinkItem(child: child, sink: self)
    }
}

final class PreferenceReaderSinkItem: ModifierItem, AfterLayoutItem {
    let sink: PreferenceReaderSink
    init(child: LayoutItem, sink: PreferenceReaderSink) {
        self.sink = sink
        super.init(child: child)
    }
    override var isTransparentWrapper: Bool { true }
    var actsInInputPhase: Bool { true }

    func afterLayout(_ pass: AfterLayoutPass) {
        let value = child.preferenceValue(sink.key) ?? sink.key.defaultValue()
        if let old = sink.state.value, sink.equal(old, value) { return }
        sink.state.value = value
        pass.invalidate(sink.state.node)
    }
}

/// A view decorated with a view made from its content's preference value.
struct PreferenceValueReader<K: PreferenceKey, Content: View, Decoration: View>: View {
    let content: Content
    let alignment: Alignment
    let isBackground: Bool
    let transform: (K.Value) -> Decoration
    @State private var state = PreferenceReaderState()

    var body: some View {
        let value = (state.value as? K.Value) ?? K.defaultValue
        let sink = PreferenceReaderSink(key: .of(K.self), equal: preferenceValuesEqual(K.Value.self), state: state)
        let decoration = PreferenceReaderDecoration(state: state, view: transform(value))
        return Group {
            if isBackground {
                content.modifier(sink).background(alignment: alignment) { decoration }
            } else {
                content.modifier(sink).overlay(alignment: alignment) { decoration }
            }
        }
    }
}

/// Registers the reader's node with its state while the decoration is made.
struct PreferenceReaderDecoration<V: View>: View, PrimitiveView {
    let state: PreferenceReaderState
    let view: V
    typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        state.node = cx.graph.evaluating
        return ListNode.reconcileErased(view, as: Self.self, existing, cx)
    }
}

extension View {
    /// Sets a value for the preference key (replacing what the content sets for it).
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceModifier(key: .of(K.self), write: .value(value)))
    }

    /// Applies a transformation to the content's value for the key.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        modifier(PreferenceModifier(key: .of(K.self), write: .transform({ any in
            guard var v = any as? K.Value else { return }
            callback(&v)
            any = v
        })))
    }

    /// Sets the key's value from an anchor of this view's geometry.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                      transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        modifier(PreferenceModifier(key: .of(K.self), write: .anchored({ frame in transform(value.make(frame)) })))
    }

    /// Transforms the key's value with an anchor of this view's geometry.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source,
                                                               transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        modifier(PreferenceModifier(key: .of(K.self), write: .transformAnchored({ any, frame in
            guard var v = any as? K.Value else { return }
            transform(&v, value.make(frame))
            any = v
        })))
    }

    /// Runs `action` after a layout in which the content's value for the key changed (the
    /// first layout counts when the value is not the default). State it changes is laid
    /// out before the host answers.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View
    where K.Value: Equatable {
        modifier(PreferenceObserverModifier(key: .of(K.self), equal: { ($0 as? K.Value) == ($1 as? K.Value) },
                                            action: { if let v = $0 as? K.Value { action(v) } }))
    }

    /// Puts a view made from the content's value for the key above the content.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                  @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceValueReader<K, Self, V>(content: self, alignment: alignment, isBackground: false, transform: transform)
    }

    /// Puts a view made from the content's value for the key behind the content.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center,
                                                                     @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceValueReader<K, Self, V>(content: self, alignment: alignment, isBackground: true, transform: transform)
    }
}
