import Foundation

/// The iOS 13 navigation container: on an iPhone (what a Trellis host is) a stack, as
/// ``NavigationStack`` is, the content its root view.
public struct NavigationView<Content: View>: View {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        NavigationStack { content }
    }
}

/// How a ``NavigationView`` presents its levels.
public protocol NavigationViewStyle {}

/// The platform's style: on an iPhone, a stack.
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

/// One level at a time, each pushed over the one before.
public struct StackNavigationViewStyle: NavigationViewStyle {
    public init() {}
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension View {
    /// Sets the style of the navigation views inside. On an iPhone every style shows a
    /// stack, so the view is returned as it is.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    /// Hides (or shows) the bar of the enclosing navigation level: hidden, it takes no room
    /// and shows neither title nor items nor the back button. The innermost view that says
    /// wins, as for the title.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        modifier(NavigationBarModifier(barHidden: hidden))
    }

    /// The iOS 13 form of `navigationTitle`.
    public func navigationBarTitle(_ title: Text) -> some View {
        modifier(NavigationBarModifier(title: title.plainText))
    }

    /// The iOS 13 form of `navigationTitle`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(NavigationBarModifier(title: titleKey.key))
    }

    /// The iOS 13 form of `navigationTitle`.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationBarModifier(title: String(title)))
    }

    /// The iOS 13 form of `navigationTitle` with `navigationBarTitleDisplayMode`.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationBarModifier(title: title.plainText, displayMode: displayMode))
    }

    /// The iOS 13 form of `navigationTitle` with `navigationBarTitleDisplayMode`.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationBarModifier(title: titleKey.key, displayMode: displayMode))
    }

    /// The iOS 13 form of `navigationTitle` with `navigationBarTitleDisplayMode`.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationBarModifier(title: String(title), displayMode: displayMode))
    }
}
