import Foundation

/// A property wrapper for the focus of the views it is bound to with
/// ``View/focused(_:)`` or ``View/focused(_:equals:)``: `true` (or the value) while its
/// view has focus. It is kept as `@State` is, for the life of the view.
///
/// Differs from SwiftUI: a headless host has no keyboard and no focus engine. A view bound
/// with `focused` takes focus when the host taps it (the wrapped value becomes `true`, or
/// its value); code sets and clears focus by assigning the value; focus does not leave one
/// `Bool` state when another view takes it.
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    @State private var value: Value

    /// The binding of a focus state to views (`$flag`).
    @propertyWrapper
    public struct Binding {
        let base: TrellisLayout.Binding<Value>

        public var wrappedValue: Value {
            get { base.wrappedValue }
            nonmutating set { base.wrappedValue = newValue }
        }

        public var projectedValue: FocusState<Value>.Binding { self }
    }

    public var wrappedValue: Value {
        get { value }
        nonmutating set { value = newValue }
    }

    public var projectedValue: FocusState<Value>.Binding { Binding(base: $value) }

    /// A focus state of whether a view has focus (none at first).
    public init() where Value == Bool {
        _value = State(initialValue: false)
    }

    /// A focus state of which view has focus (none at first).
    public init<T: Hashable>() where Value == T? {
        _value = State(initialValue: nil)
    }
}

extension View {
    /// Binds the view's focus to `condition`: a tap on the view focuses it (`true`).
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        simultaneousGesture(TapGesture().onEnded { condition.wrappedValue = true })
    }

    /// Binds the view's focus to `binding`: a tap on the view focuses it (`value`).
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        simultaneousGesture(TapGesture().onEnded { binding.wrappedValue = value })
    }
}
