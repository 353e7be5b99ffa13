import Foundation

/// The reasons to apply a redaction to data displayed on screen.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Displayed data should appear as generic placeholders: text and images are drawn as
    /// boxes in their frames.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated and pending a new update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue: RedactionReasons = [] }

extension EnvironmentValues {
    /// The current redaction reasons applied to the view hierarchy (`redacted(reason:)`
    /// adds one; `unredacted()` clears them).
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

/// `redacted(reason:)` / `unredacted()`: sets the content's `redactionReasons` and marks
/// its subtree for the render tree (``RedactionItem``). Layout is unchanged.
struct RedactionModifier: EnvironmentModifier {
    typealias Body = Never
    /// The reason added; nil: `unredacted()`, which clears them.
    let reason: RedactionReasons?

    func transformEnvironment(_ environment: inout EnvironmentValues) {
        if let reason { environment.redactionReasons.formUnion(reason) } else { environment.redactionReasons = [] }
    }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        guard let reason else { return RedactionItem(child: child, placeholder: false) }
        let placeholder = environment.redactionReasons.union(reason).contains(.placeholder)
        return placeholder ? RedactionItem(child: child, placeholder: true) : child
    }
}

/// Marks a redacted subtree (`placeholder`) or one that `unredacted()` keeps as it is.
final class RedactionItem: ModifierItem {
    let placeholder: Bool
    init(child: LayoutItem, placeholder: Bool) {
        self.placeholder = placeholder
        super.init(soleChild: child)
    }
    override var passesSizes: Bool { true }
    override var debugName: String { placeholder ? "redacted(.placeholder)" : "unredacted" }
}

extension RenderNode {
    /// The placeholder look of a redacted subtree: each text line becomes a box across the
    /// line's width from its top (baseline − ascent) to its bottom (baseline + descent),
    /// with corners of a fifth of its height, filled with the text's colour at 16 %
    /// opacity; each image becomes its frame filled with its template tint (else the primary
    /// colour) at 16 %.
    /// A subtree under `unredacted()` is left as it is. Frames are unchanged.
    mutating func redactAsPlaceholder() {
        if isUnredacted { return }
        switch content {
        case .text(let text):
            content = .none
            gradient = nil
            var boxes: [RenderNode] = []
            for line in text.lines where line.width > 0 {
                let r = CGRect(x: line.baselineOrigin.x, y: line.baselineOrigin.y - text.ascent,
                               width: line.width, height: text.ascent + text.descent)
                let color = (line.pieces.first?.color ?? .primary).opacity(RedactionMetrics.opacity)
                boxes.append(RenderNode(name: "placeholder", frame: r,
                                        content: .fill(Path(roundedRect: r, cornerRadius: r.height * RedactionMetrics.cornerFraction,
                                                            style: .circular), color, eoFill: false)))
            }
            children = boxes + children
        default:
            if isImage {
                content = .fill(Path(frame), (imageTint ?? .primary).opacity(RedactionMetrics.opacity), eoFill: false)
                imageTint = nil
            }
        }
        for i in children.indices { children[i].redactAsPlaceholder() }
    }
}

/// The placeholder look's numbers (Trellis's choices, measured from iOS 17 screenshots).
enum RedactionMetrics {
    /// The opacity of the foreground colour placeholders are filled with.
    static let opacity = 0.16
    /// A text placeholder's corner radius, as a fraction of its height.
    static let cornerFraction: CGFloat = 0.2
}

extension View {
    /// Adds a reason to redact this view's data: with `.placeholder`, its text is drawn as
    /// rounded boxes in the text's lines and its images as filled boxes (see
    /// ``RenderNode/redactAsPlaceholder()``); its layout is unchanged. Views read the
    /// reasons from the `redactionReasons` environment value.
    ///
    /// **Differs from SwiftUI:** `.privacy` and `.invalidated` are recorded in the
    /// environment but change no drawing (SwiftUI redacts `privacySensitive` views for
    /// `.privacy` and dims widgets for `.invalidated`); shapes, colours and controls'
    /// own drawing stay as they are under `.placeholder`.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(RedactionModifier(reason: reason))
    }

    /// Removes any reason to redact this view: it is drawn as it is inside a redacted view.
    public func unredacted() -> some View {
        modifier(RedactionModifier(reason: nil))
    }
}
