import Foundation

/// The iOS metrics Trellis's controls use, each with where it comes from.
///
/// - "UIKit": the control's intrinsic content size on iOS 17 (`UISwitch`, `UIStepper`,
///   `UISegmentedControl`, `UINavigationBar`), the sizes SwiftUI's iOS controls take.
/// - "HIG": Apple's Human Interface Guidelines (typography table, bar heights).
/// - "choice": Trellis's documented choice where neither states a figure; each is pinned
///   by a test in `Tests/TrellisLayoutTests/Controls`.
enum ControlMetrics {
    /// UIKit: `UISwitch` is 51×31 pt.
    static let switchSize = CGSize(width: 51, height: 31)
    /// choice: the switch's knob is inset 2 pt in its capsule (a 27-pt knob).
    static let switchKnobInset: CGFloat = 2
    /// UIKit: `UIStepper` is 94×32 pt (two 47-pt halves).
    static let stepperSize = CGSize(width: 94, height: 32)
    /// choice: the stepper's rounded background has an 8-pt corner; its divider is 1×18 pt.
    static let stepperCornerRadius: CGFloat = 8
    static let stepperDividerHeight: CGFloat = 18
    /// choice: the "−" and "+" glyphs are drawn as 14-pt bars 2 pt thick.
    static let stepperGlyphLength: CGFloat = 14
    static let stepperGlyphThickness: CGFloat = 2
    /// The task's figure (and UIKit's `UISlider` knob): a 28-pt thumb.
    static let sliderThumb: CGFloat = 28
    /// choice: the slider's track is 4 pt tall with round ends.
    static let sliderTrack: CGFloat = 4
    /// UIKit: `UISegmentedControl` is 32 pt tall on iOS 13 and later.
    static let segmentedHeight: CGFloat = 32
    /// choice: the segmented control's background has an 8-pt corner; the selected
    /// segment's card is inset 2 pt with a 7-pt corner.
    static let segmentedCornerRadius: CGFloat = 8
    static let segmentedSelectionInset: CGFloat = 2
    static let segmentedSelectionCornerRadius: CGFloat = 7
    /// choice: a `.roundedBorder` text field insets its text 7 pt horizontally and 6 pt
    /// vertically (a 34-pt field with a 22-pt line, as `UITextField`'s rounded style) and
    /// strokes a 0.5-pt separator-coloured border with a 5-pt corner.
    static let textFieldInsets = EdgeInsets(top: 6, leading: 7, bottom: 6, trailing: 7)
    static let textFieldCornerRadius: CGFloat = 5
    /// choice: chevrons (navigation links, menu pickers) are 7×12 pt strokes, 2 pt wide.
    static let chevronSize = CGSize(width: 7, height: 12)
    /// choice: the space between a label's icon and its title (SwiftUI's default HStack
    /// spacing between an image and text).
    static let labelSpacing: CGFloat = 8
}

/// A chevron drawn as an open stroke: pointing right (`›`), or the up-down pair a menu
/// picker shows. Controls draw it with a stroke so every renderer shows it.
struct Chevron: Shape {
    enum Kind { case right, left, upDown }
    var kind: Kind

    func path(in rect: CGRect) -> Path {
        var p = Path()
        switch kind {
        case .right:
            p.move(to: CGPoint(x: rect.minX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        case .left:
            p.move(to: CGPoint(x: rect.maxX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.minX, y: rect.midY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        case .upDown:
            let h = rect.height * 0.4
            p.move(to: CGPoint(x: rect.minX, y: rect.minY + h))
            p.addLine(to: CGPoint(x: rect.midX, y: rect.minY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + h))
            p.move(to: CGPoint(x: rect.minX, y: rect.maxY - h))
            p.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
            p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - h))
        }
        return p
    }
}

/// iOS's system fills and separators (light mode), for control backgrounds.
extension Color {
    /// `UIColor.systemFill`: 120/120/128 at 20 %.
    static let systemFill = Color.system(.systemFill, 120, 120, 128, 0.2)
    /// `UIColor.tertiarySystemFill`: 118/118/128 at 12 %.
    static let tertiarySystemFill = Color.system(.tertiarySystemFill, 118, 118, 128, 0.12)
    /// `UIColor.separator`: 60/60/67 at 29 %.
    static let separatorColor = Color.system(.separator, 60, 60, 67, 0.29)
}

extension View {
    /// Makes this view trigger `action` when the host taps inside it (as a button does).
    func _onControlTap(isEnabled: Bool = true, _ action: @escaping () -> Void) -> some View {
        modifier(ButtonActionModifier(action: action, isEnabled: isEnabled))
    }
}

/// A drawing effect applied only when `effect` is set: the item is the child itself
/// otherwise (no "opacity(1)" wrapper in dumps), and the view's identity is the same
/// either way.
struct OptionalEffectModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let effect: RenderEffect?

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        effect.map { RenderEffectItem(child: child, effect: $0) } ?? child
    }
}

extension View {
    /// Half opacity when disabled (the dimmed look of a disabled control).
    func _dimmed(_ dimmed: Bool) -> some View {
        modifier(OptionalEffectModifier(effect: dimmed ? .opacity(0.5) : nil))
    }
}
