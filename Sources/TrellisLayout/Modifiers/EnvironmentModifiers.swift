import Foundation

/// Sets one environment value for the content.
struct EnvironmentWritingModifier<Value>: EnvironmentModifier {
    typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        environment[keyPath: keyPath] = value
    }

    /// Only the content's environment changes, with one exception: setting the colour
    /// scheme marks the subtree (``ColorSchemeItem``), so that its colours are drawn in that
    /// scheme.
    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        guard Value.self == ColorScheme.self, keyPath == \EnvironmentValues.colorScheme as AnyKeyPath,
              let scheme = value as? ColorScheme else { return child }
        return ColorSchemeItem(child: child, scheme: scheme)
    }

    static var readsEnvironment: Bool { false }
}

/// `transformEnvironment(_:transform:)`: the content's environment with one value
/// changed in place.
struct EnvironmentTransformModifier<Value>: EnvironmentModifier {
    typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: (inout Value) -> Void

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        transform(&environment[keyPath: keyPath])
    }

    static var readsEnvironment: Bool { false }
}

private struct FontKey: EnvironmentKey { static let defaultValue = Font.body }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }
private struct LineLimitReservesSpaceKey: EnvironmentKey { static let defaultValue = false }
private struct TruncationModeKey: EnvironmentKey { static let defaultValue = Text.TruncationMode.tail }
private struct MinimumScaleFactorKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct LineSpacingKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
private struct MultilineTextAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct ForegroundColorKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// The default font of text in the view (`.body`).
    public var font: Font {
        get { self[FontKey.self] }
        set { self[FontKey.self] = newValue }
    }
    /// The maximum number of lines text may occupy (`nil`: no limit).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }
    var lineLimitReservesSpace: Bool {
        get { self[LineLimitReservesSpaceKey.self] }
        set { self[LineLimitReservesSpaceKey.self] = newValue }
    }
    public var truncationMode: Text.TruncationMode {
        get { self[TruncationModeKey.self] }
        set { self[TruncationModeKey.self] = newValue }
    }
    public var minimumScaleFactor: CGFloat {
        get { self[MinimumScaleFactorKey.self] }
        set { self[MinimumScaleFactorKey.self] = newValue }
    }
    public var lineSpacing: CGFloat {
        get { self[LineSpacingKey.self] }
        set { self[LineSpacingKey.self] = newValue }
    }
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineTextAlignmentKey.self] }
        set { self[MultilineTextAlignmentKey.self] = newValue }
    }
    /// The colour of text and of shapes filled with the foreground style (`nil`: primary).
    public var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }
    /// The accent of controls (`nil`: the accent colour).
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }
}

extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: keyPath, value: value))
    }

    /// Transforms the environment value at `keyPath` for this view and its subtree.
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void) -> some View {
        modifier(EnvironmentTransformModifier(keyPath: keyPath, transform: transform))
    }

    public func font(_ font: Font?) -> some View { environment(\.font, font ?? .body) }

    public func lineLimit(_ number: Int?) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: \.lineLimit, value: number))
            .environment(\.lineLimitReservesSpace, false)
    }

    /// A line limit that always takes `limit` lines of height when `reservesSpace` is true.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        modifier(EnvironmentWritingModifier(keyPath: \.lineLimit, value: Optional(limit)))
            .environment(\.lineLimitReservesSpace, reservesSpace)
    }

    public func truncationMode(_ mode: Text.TruncationMode) -> some View { environment(\.truncationMode, mode) }

    /// The minimum scale (0…1) text may shrink to in order to fit.
    public func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor.isNaN ? 1 : min(max(factor, 0), 1))
    }

    public func lineSpacing(_ lineSpacing: CGFloat) -> some View { environment(\.lineSpacing, lineSpacing.isFinite ? lineSpacing : 0) }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { environment(\.multilineTextAlignment, alignment) }

    public func foregroundColor(_ color: Color?) -> some View {
        modifier(ForegroundStyleModifier(style: color.map { AnyShapeStyle($0) }))
    }

    public func tint(_ tint: Color?) -> some View { environment(\.tint, tint) }

    /// The iOS 13 form of ``tint(_:)``: the accent of the controls inside (their tint).
    public func accentColor(_ accentColor: Color?) -> some View { environment(\.tint, accentColor) }

    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { environment(\.dynamicTypeSize, size) }

    public func disabled(_ disabled: Bool) -> some View {
        modifier(DisablingModifier(disabled: disabled))
    }
}

/// `disabled(_:)`: ANDs `isEnabled` (a disabled ancestor keeps its subtree disabled).
struct DisablingModifier: EnvironmentModifier {
    typealias Body = Never
    let disabled: Bool
    func transformEnvironment(_ environment: inout EnvironmentValues) {
        if disabled { environment.isEnabled = false }
    }
}

