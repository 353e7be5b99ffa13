import Foundation

/// A view's `onOpenURL` action, registered with its host while the view is shown.
final class OpenURLRegistration {
    var action: (URL) -> Void = { _ in }
    weak var runLoop: HostRunLoop?

    func register() {
        guard runLoop == nil, let loop = HostRunLoop.current else { return }
        runLoop = loop
        loop.openURLHandlers.append(self)
    }

    func unregister() {
        runLoop?.openURLHandlers.removeAll { $0 === self }
        runLoop = nil
    }
}

/// Keeps the registration's action current and the registration alive while the view is
/// shown.
struct OpenURLModifier: ViewModifier {
    let action: (URL) -> Void
    @State private var registration = OpenURLRegistration()

    func body(content: Content) -> some View {
        registration.action = action
        let registration = registration
        return content
            .onAppear { registration.register() }
            .onDisappear { registration.unregister() }
    }
}

extension View {
    /// Runs `action` when the app is asked to open a URL (a universal link, a custom
    /// scheme): here, when a test calls ``HostingView/deliverOpenURL(_:)``.
    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View {
        modifier(OpenURLModifier(action: action))
    }
}

extension HostingView {
    /// Opens the app with `url`, as the system does for a link to it: every `onOpenURL`
    /// action of the views shown runs, in the order they appeared, then the layout is
    /// brought up to date. Returns whether an action ran.
    ///
    /// **Differs from SwiftUI:** SwiftUI sends the URL to one scene; a host is one window,
    /// so all its views' actions run.
    @discardableResult
    public func deliverOpenURL(_ url: URL) -> Bool {
        layoutIfNeeded()
        let handlers = runLoop.openURLHandlers
        guard !handlers.isEmpty else { return false }
        runLoop.acting { for handler in handlers { handler.action(url) } }
        layoutIfNeeded()
        return true
    }
}
