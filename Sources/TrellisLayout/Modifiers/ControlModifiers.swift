import Foundation

/// The size class of controls (SwiftUI's `ControlSize`).
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

/// The scale of SF Symbol images relative to the font (SwiftUI's `Image.Scale`).
extension Image {
    public enum Scale: CaseIterable, Hashable, Sendable {
        case small, medium, large

        /// The symbol's size as a multiple of the font size. Trellis has no symbol font and
        /// draws symbols as squares of the font size at `.medium`; `.small` and `.large` are
        /// Trellis's choice after the SF Symbols guidance that the small and large scales
        /// are about 78 % and 129 % of the medium one.
        var factor: CGFloat {
            switch self {
            case .small: return 0.78
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }
}

private struct ControlSizeKey: EnvironmentKey { static let defaultValue = ControlSize.regular }
private struct ImageScaleKey: EnvironmentKey { static let defaultValue = Image.Scale.medium }
private struct MonospacedDigitKey: EnvironmentKey { static let defaultValue = false }
private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The size of controls (`.regular` by default).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
    /// The scale of SF Symbol images (`.medium` by default).
    public var imageScale: Image.Scale {
        get { self[ImageScaleKey.self] }
        set { self[ImageScaleKey.self] = newValue }
    }
    /// Whether controls hide their labels (`labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
    /// Whether text in the view uses tabular (fixed-width) digits.
    var monospacedDigit: Bool {
        get { self[MonospacedDigitKey.self] }
        set { self[MonospacedDigitKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of controls in this view: bordered buttons change their insets and
    /// corner (``BorderedMetrics``); switches and linear progress views keep UIKit's fixed
    /// sizes (`UISwitch` and `UIProgressView` have no size variants).
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }

    /// Scales SF Symbol images (`Image(systemName:)`) in this view (see ``Image/Scale``).
    public func imageScale(_ scale: Image.Scale) -> some View { environment(\.imageScale, scale) }

    /// Makes every digit of the text in this view as wide as the widest one (tabular
    /// figures), whatever font each text uses.
    public func monospacedDigit() -> some View { environment(\.monospacedDigit, true) }

    /// Hides the labels of the controls in this view: a `Toggle` is its switch alone and a
    /// `Stepper` its buttons alone, each its control's size, without the label and the
    /// space before the control. (The other controls draw no label of their own on iOS.)
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}

/// A control's row: its label leading, the control trailing, a flexible space between (the
/// row takes the width it is offered); the control alone under `labelsHidden()`.
struct LabelledControl<Label: View, Control: View>: View {
    let label: Label
    let control: Control
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        if labelsHidden {
            control
        } else {
            HStack {
                label
                Spacer()
                control
            }
        }
    }
}
