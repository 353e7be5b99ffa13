import Foundation

/// A title with an icon. Its look comes from the label style in the environment:
/// `.titleAndIcon` (the default on iOS outside lists) puts the icon before the title with
/// 8 pt between (``ControlMetrics/labelSpacing``), aligned on their centres;
/// `.titleOnly` and `.iconOnly` show one part.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        style.makeBody(LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon)))
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label made from a style's configuration.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// The parts of a label for a label style.
public struct LabelStyleConfiguration {
    public struct Title: View, ErasedViewContent {
        let content: any View
        init(content: any View) { self.content = content }
        public typealias Body = Never
    }

    public struct Icon: View, ErasedViewContent {
        let content: any View
        init(content: any View) { self.content = content }
        public typealias Body = Never
    }

    public let title: Title
    public let icon: Icon
}

/// The appearance of labels.
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: ControlMetrics.labelSpacing) {
            configuration.icon
            configuration.title
        }
    }
}

public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

/// The platform default: title and icon.
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}

extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

/// A label style as the environment keeps it.
typealias AnyLabelStyle = ErasedStyle<LabelStyleConfiguration>

extension ErasedStyle where Configuration == LabelStyleConfiguration {
    init<S: LabelStyle>(_ style: S) { self.init { AnyView(style.makeBody(configuration: $0)) } }
}

private struct LabelStyleKey: EnvironmentKey { static let defaultValue = AnyLabelStyle(DefaultLabelStyle()) }

extension EnvironmentValues {
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for labels within this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        environment(\.labelStyle, AnyLabelStyle(style))
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension LabelStyleConfiguration.Title {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
extension LabelStyleConfiguration.Icon {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
