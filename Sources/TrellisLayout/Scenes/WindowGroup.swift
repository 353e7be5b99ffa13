import Foundation

/// A scene that opens windows showing the same view hierarchy.
///
/// **Differs from SwiftUI:** one window. A Trellis host is one window, so an app shows the
/// content of its first window group (``App``); other groups, and opening more windows,
/// are not there.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let content: Content
    /// The group's title (what a system shows in window menus); nil when none was given.
    public let title: Text?
    /// The identifier `openWindow(id:)` names the group by; nil when none was given.
    public let id: String?

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = nil
        self.id = nil
    }

    public init(id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = nil
        self.id = id
    }

    public init(_ title: Text, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
        self.id = nil
    }

    public init(_ title: Text, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.title = title
        self.id = id
    }

    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), content: content)
    }

    public init(_ titleKey: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(titleKey), id: id, content: content)
    }

    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(Text(title), content: content)
    }

    public init<S: StringProtocol>(_ title: S, id: String, @ViewBuilder content: () -> Content) {
        self.init(Text(title), id: id, content: content)
    }

    var windowRoots: [AnyView] { [AnyView(content)] }
    public var body: Never { preconditionFailure("WindowGroup has no body") }
}
