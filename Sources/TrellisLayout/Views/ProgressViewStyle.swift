import Foundation

/// The look of progress views (``ProgressView``), set with ``View/progressViewStyle(_:)``.
///
/// The built-in styles, as on iOS: `.circular` draws the spinning activity indicator
/// (whatever the value, as iOS does) with its label below it in the secondary style, 8
/// points apart; `.linear` draws the bar with its label above and its current-value label
/// below (in the caption font, secondary), 4 points apart, leading-aligned; `.automatic`
/// is `.circular` for a progress view made without a value and `.linear` otherwise. The
/// spacings are Trellis's choice: no public source gives them.
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress view style is given: the fraction completed and the labels.
public struct ProgressViewStyleConfiguration {
    /// A progress view's label, type-erased.
    public struct Label: View, ErasedViewContent {
        let content: any View
        init(content: any View) { self.content = content }
        public typealias Body = Never
    }

    /// A progress view's current-value label, type-erased.
    public struct CurrentValueLabel: View, ErasedViewContent {
        let content: any View
        init(content: any View) { self.content = content }
        public typealias Body = Never
    }

    /// The fraction completed, 0…1, or nil when the progress is indeterminate.
    public let fractionCompleted: Double?
    /// The label, or nil when the progress view has none.
    public var label: Label?
    /// The current-value label, or nil when the progress view has none.
    public var currentValueLabel: CurrentValueLabel?
    /// Made without a value: the default style shows the spinner.
    let isSpinner: Bool
}

/// The platform's default: `.circular` for a progress view made without a value, else
/// `.linear`.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.isSpinner {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// The spinning activity indicator, with the label below it.
public struct CircularProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// The style with the spinner drawn in `tint`.
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        ProgressStyleTint(tint: tint) {
            if let label = configuration.label {
                VStack(spacing: 8) {
                    ProgressIndicator(fraction: nil, isSpinner: true)
                    label.foregroundStyle(.secondary)
                }
            } else {
                ProgressIndicator(fraction: nil, isSpinner: true)
            }
        }
    }
}

/// The bar, with the label above and the current-value label below.
public struct LinearProgressViewStyle: ProgressViewStyle {
    let tint: Color?
    public init() { tint = nil }
    /// The style with the bar's value drawn in `tint`.
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        ProgressStyleTint(tint: tint) {
            if configuration.label == nil && configuration.currentValueLabel == nil {
                ProgressIndicator(fraction: configuration.fractionCompleted, isSpinner: false)
            } else {
                VStack(alignment: .leading, spacing: 4) {
                    configuration.label
                    ProgressIndicator(fraction: configuration.fractionCompleted, isSpinner: false)
                    configuration.currentValueLabel.font(.caption).foregroundStyle(.secondary)
                }
            }
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    public static var automatic: DefaultProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    public static var circular: CircularProgressViewStyle { .init() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    public static var linear: LinearProgressViewStyle { .init() }
}

/// A built-in style's content in the style's tint, or in the environment's when the style
/// has none.
private struct ProgressStyleTint<Content: View>: View {
    let tint: Color?
    let content: Content
    @Environment(\.tint) private var outer

    init(tint: Color?, @ViewBuilder content: () -> Content) {
        self.tint = tint
        self.content = content()
    }

    var body: some View { content.tint(tint ?? outer) }
}

/// A progress view style as the environment keeps it.
typealias AnyProgressViewStyle = ErasedStyle<ProgressViewStyleConfiguration>

extension ErasedStyle where Configuration == ProgressViewStyleConfiguration {
    init<S: ProgressViewStyle>(_ style: S) { self.init { AnyView(style.makeBody(configuration: $0)) } }
}

private struct ProgressViewStylesKey: EnvironmentKey {
    static let defaultValue: [AnyProgressViewStyle] = []
}

private struct ProgressViewStyleMakingBodyKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    /// The progress view styles set around the views here, outermost first (none: the
    /// default style).
    var progressViewStyles: [AnyProgressViewStyle] {
        get { self[ProgressViewStylesKey.self] }
        set { self[ProgressViewStylesKey.self] = newValue }
    }

    /// The index in ``progressViewStyles`` of the style whose `makeBody` the views are in
    /// (-1: the default style's; see ``ProgressView/init(_:)``).
    var progressViewStyleMakingBody: Int? {
        get { self[ProgressViewStyleMakingBodyKey.self] }
        set { self[ProgressViewStyleMakingBodyKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the progress views within this view.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        transformEnvironment(\.progressViewStyles) { $0.append(AnyProgressViewStyle(style)) }
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension ProgressViewStyleConfiguration.Label {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
extension ProgressViewStyleConfiguration.CurrentValueLabel {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
