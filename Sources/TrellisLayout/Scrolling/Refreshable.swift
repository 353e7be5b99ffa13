import Foundation

/// The action that refreshes a scroll view's or a list's content
/// (``View/refreshable(action:)``), read from the environment as `\.refresh`.
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it is done.
    public func callAsFunction() async { await action() }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// The refresh action set around the view (``View/refreshable(action:)``), or nil.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }
}

extension View {
    /// Makes the scroll views and lists inside this view refreshable: pulled down past
    /// their top, they run `action` (``HostingView/pullToRefresh(in:)`` does the pull).
    /// Views inside can run it too, through `@Environment(\.refresh)`.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}

extension HostingView {
    /// Pulls a scroll view or list down past its top, as a finger does to refresh it: the
    /// one with identity `id`, or the first in the window. It is scrolled back to its top
    /// and, when `refreshable` set an action around it, the action starts as a task of the
    /// host (``runTasks()`` waits for it and lays out what it changed). Returns whether a
    /// refresh started.
    ///
    /// **Differs from SwiftUI:** no spinner is drawn above the content while the action
    /// runs, and the content does not move down to make room for one.
    @discardableResult
    public func pullToRefresh(in id: AnyHashable? = nil) -> Bool {
        layoutIfNeeded()
        guard let root, let scroll = findScrollView(root, id: id, inside: id == nil) else { return false }
        if scroll.state.offset != .zero {
            scroll.state.offset = .zero
            needsLayout = true
            layoutIfNeeded()
        }
        guard let refresh = scroll.state.refresh else { return false }
        lifecycle.track(HostTasks.start { await refresh() })
        return true
    }
}
