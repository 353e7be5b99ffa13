import Foundation

/// A type that produces view previews, as in SwiftUI:
///
/// ```swift
/// struct ContentView_Previews: PreviewProvider {
///     static var previews: some View {
///         ContentView()
///             .previewLayout(.sizeThatFits)
///             .previewDisplayName("Compact")
///     }
/// }
/// ```
///
/// **Differs from SwiftUI:** a provider must be registered. Xcode finds providers by
/// reading the source; Trellis cannot list the conforming types of a program portably, so
/// a provider enters ``PreviewCatalog`` when it is registered with
/// ``PreviewCatalog/register(_:fileID:line:)`` (once is enough; a second registration of
/// the same type is ignored). `#Preview` needs no registration. Previews are drawn by
/// `trellis previews` and the browser preview, not a canvas beside the editor.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    /// The previews: one view, or a `Group` (or several views) of which each child is a
    /// preview; their `previewLayout`, `previewDisplayName`, `previewDevice` and
    /// `previewInterfaceOrientation` modifiers set their traits.
    @ViewBuilder static var previews: Previews { get }
    /// The platform to run the previews on (`nil`: the one of the build; Trellis records it).
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The preview settings a view carries (set by the `preview…` modifiers; layout ignores them).
public struct _PreviewSettings: Equatable, Sendable {
    public var displayName: String?
    public var layout: PreviewLayout?
    public var device: PreviewDevice?
    public var orientation: InterfaceOrientation?

    public init() {}

    /// `self` with the settings of an inner modifier filled in where `self` sets none (the
    /// outermost modifier wins, as SwiftUI's preference for the outermost value).
    func merged(withInner inner: _PreviewSettings) -> _PreviewSettings {
        var result = self
        result.displayName = displayName ?? inner.displayName
        result.layout = layout ?? inner.layout
        result.device = device ?? inner.device
        result.orientation = orientation ?? inner.orientation
        return result
    }
}

/// The modifier behind `previewLayout(_:)` and its siblings: it leaves its content's layout
/// and drawing unchanged and only carries settings for ``PreviewCatalog``.
public struct _PreviewSettingsModifier: ViewModifier {
    public let settings: _PreviewSettings
    public func body(content: Content) -> some View { content }
}

/// A view whose outermost modifiers carry preview settings (read through dynamic casts).
protocol PreviewSettingsCarrier {
    var previewSettings: _PreviewSettings { get }
    var previewContent: Any { get }
}

extension ModifiedContent: PreviewSettingsCarrier where Content: View, Modifier == _PreviewSettingsModifier {
    var previewSettings: _PreviewSettings { modifier.settings }
    var previewContent: Any { content }
}

extension View {
    private func previewSetting(_ change: (inout _PreviewSettings) -> Void) -> ModifiedContent<Self, _PreviewSettingsModifier> {
        var settings = _PreviewSettings()
        change(&settings)
        return modifier(_PreviewSettingsModifier(settings: settings))
    }

    /// The size of the preview's container (only previews read it).
    public func previewLayout(_ value: PreviewLayout) -> ModifiedContent<Self, _PreviewSettingsModifier> {
        previewSetting { $0.layout = value }
    }

    /// The preview's name in the catalogue (only previews read it).
    public func previewDisplayName(_ value: String?) -> ModifiedContent<Self, _PreviewSettingsModifier> {
        previewSetting { $0.displayName = value }
    }

    /// The device to preview on (recorded; Trellis previews keep the host's device size).
    public func previewDevice(_ value: PreviewDevice?) -> ModifiedContent<Self, _PreviewSettingsModifier> {
        previewSetting { $0.device = value }
    }

    /// The orientation of the preview's device: landscape exchanges width and height.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> ModifiedContent<Self, _PreviewSettingsModifier> {
        previewSetting { $0.orientation = value }
    }
}

/// The settings of the `preview…` modifiers around `view` (outermost first), looking
/// through `AnyView`.
func extractPreviewSettings(_ view: any View) -> _PreviewSettings {
    var settings = _PreviewSettings()
    var current: any View = view
    // Bounded: each step unwraps one modifier or AnyView; a view value is finite.
    while true {
        if let carrier = current as? PreviewSettingsCarrier, let content = carrier.previewContent as? any View {
            settings = settings.merged(withInner: carrier.previewSettings)
            current = content
        } else if let any = current as? AnyView {
            current = any.view
        } else {
            return settings
        }
    }
}

/// A `Group`'s or a `TupleView`'s children, read by ``splitPreviews(_:)``.
protocol PreviewChildrenCarrier {
    var previewChildren: [any View] { get }
}

extension Group: PreviewChildrenCarrier {
    var previewChildren: [any View] { [content] }
}

extension TupleView: PreviewChildrenCarrier {
    var previewChildren: [any View] { children }
}

/// The previews a provider's `previews` holds, as Xcode's canvas shows them: each child of
/// a top-level `Group` or several views (nested groups flattened) is a preview of its own,
/// with its own settings taking precedence over those of the modifiers around the group;
/// any other view is one preview. A `ForEach` stays one preview.
func splitPreviews(_ view: any View) -> [(view: any View, settings: _PreviewSettings)] {
    var result: [(view: any View, settings: _PreviewSettings)] = []
    func visit(_ view: any View, outer: _PreviewSettings, depth: Int) {
        var settings = outer
        var current: any View = view
        while true {
            if let carrier = current as? PreviewSettingsCarrier, let content = carrier.previewContent as? any View {
                settings = settings.merged(withInner: carrier.previewSettings)
                current = content
            } else if let any = current as? AnyView {
                current = any.view
            } else {
                break
            }
        }
        // Groups nest only as deep as the source; 64 levels is far past any real preview.
        if let group = current as? PreviewChildrenCarrier, depth < 64 {
            for child in group.previewChildren { visit(child, outer: settings, depth: depth + 1) }
        } else {
            result.append((view, extractPreviewSettings(view).merged(withInner: outer)))
        }
    }
    visit(view, outer: _PreviewSettings(), depth: 0)
    return result
}
