import Foundation

/// How a view's content changes when it is replaced within the same view (a text's
/// string, a symbol), set with ``View/contentTransition(_:)``.
///
/// What Trellis draws: when a `Text`'s string changes in an animated transaction and its
/// environment's transition is `.opacity`, `.interpolate` or `.numericText`, the old text
/// fades out where it was while the new one fades in where it is (the removal and
/// insertion of `AnyTransition.opacity`, with the transaction's animation); with
/// `.identity` (the default) and `.symbolEffect` the new string replaces the old at once.
///
/// **Differs from SwiftUI:** `.numericText` and `.interpolate` cross-fade the whole text:
/// digits do not roll and glyphs are not interpolated; images do not transition.
public struct ContentTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identity, opacity, interpolate, symbolEffect
        case numericText(countsDown: Bool, value: Double?)
    }
    let kind: Kind

    /// Whether a change of text under this transition cross-fades the old and new text.
    var crossFades: Bool {
        switch kind {
        case .opacity, .interpolate, .numericText: return true
        case .identity, .symbolEffect: return false
        }
    }

    /// The new content replaces the old at once.
    public static let identity = ContentTransition(kind: .identity)
    /// The old content fades out as the new fades in.
    public static let opacity = ContentTransition(kind: .opacity)
    /// The content's glyphs and shapes are interpolated.
    public static let interpolate = ContentTransition(kind: .interpolate)
    /// A symbol's effect (for `Image(systemName:)`).
    public static let symbolEffect = ContentTransition(kind: .symbolEffect)

    /// Digits roll to their new values, upwards unless `countsDown`.
    public static func numericText(countsDown: Bool = false) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: countsDown, value: nil))
    }

    /// Digits roll to their new values, in the direction in which `value` changed.
    public static func numericText(value: Double) -> ContentTransition {
        ContentTransition(kind: .numericText(countsDown: false, value: value))
    }
}

private struct ContentTransitionKey: EnvironmentKey { static let defaultValue = ContentTransition.identity }

extension EnvironmentValues {
    /// How the content of the views changes (``ContentTransition``; `.identity` by default).
    public var contentTransition: ContentTransition {
        get { self[ContentTransitionKey.self] }
        set { self[ContentTransitionKey.self] = newValue }
    }
}

extension View {
    /// Sets how the content of the views inside this view changes (``ContentTransition``).
    public func contentTransition(_ transition: ContentTransition) -> some View {
        environment(\.contentTransition, transition)
    }
}
