import Foundation

/// A control for choosing one of its tagged options. Options are the views of its content
/// (`Text("A").tag(1)`, a `ForEach` — whose ids are the tags of untagged elements —,
/// groups, conditionals); the option whose tag equals the selection is selected.
///
/// - `.menu` (the default on iOS): as on iOS 17 outside a list or form, the selected
///   option's title in the tint colour followed by an up-down chevron (7×12 pt, 4 pt
///   away); the picker's label is not shown. Nothing is shown for the title when no option
///   matches.
/// - `.segmented`: equal segments across the width offered, 32 pt tall
///   (``ControlMetrics/segmentedHeight``), titles in the 13-pt system font (UIKit's
///   segmented font); the selected segment sits on a white card. Tapping a segment
///   (`HostingView.tap(at:)`) selects it.
///
/// **Differs from SwiftUI:** the `.menu` style shows the selection and opens no menu when
/// tapped (a test sets the selection through the binding); the wheel and inline styles
/// are not there.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>
    let content: Content
    let label: Label
    @Environment(\.pickerKind) private var kind

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        var options: [PickerOption] = []
        collectPickerOptions(content, into: &options, tag: nil)
        let selected = AnyHashable(selection.wrappedValue)
        let binding = selection
        return Group {
            if kind == .segmented {
                SegmentedControl(options: options, selected: selected) { tag in
                    if let value = tag.base as? SelectionValue { binding.wrappedValue = value }
                }
            } else {
                MenuPickerValue(option: options.first { $0.tag == selected })
            }
        }
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// One option of a picker: its tag and its view.
struct PickerOption {
    var tag: AnyHashable?
    var view: any View
}

/// Views that hold several picker options (or tag them).
protocol PickerOptionContainer {
    func collectPickerOptions(into options: inout [PickerOption], tag: AnyHashable?)
}

func collectPickerOptions(_ view: any View, into options: inout [PickerOption], tag: AnyHashable?) {
    if let container = view as? PickerOptionContainer {
        container.collectPickerOptions(into: &options, tag: tag)
    } else {
        options.append(PickerOption(tag: tag, view: view))
    }
}

extension TupleView: PickerOptionContainer {
    func collectPickerOptions(into options: inout [PickerOption], tag: AnyHashable?) {
        for child in children { TrellisLayout.collectPickerOptions(child, into: &options, tag: nil) }
    }
}

extension Group: PickerOptionContainer {
    func collectPickerOptions(into options: inout [PickerOption], tag: AnyHashable?) {
        TrellisLayout.collectPickerOptions(content, into: &options, tag: tag)
    }
}

extension AnyView: PickerOptionContainer {
    func collectPickerOptions(into options: inout [PickerOption], tag: AnyHashable?) {
        TrellisLayout.collectPickerOptions(view, into: &options, tag: tag)
    }
}

extension Optional: PickerOptionContainer where Wrapped: View {
    func collectPickerOptions(into options: inout [PickerOption], tag: AnyHashable?) {
        if let view = self { TrellisLayout.collectPickerOptions(view, into: &options, tag: tag) }
    }
}

extension _ConditionalContent: PickerOptionContainer {
    func collectPickerOptions(into options: inout [PickerOption], tag: AnyHashable?) {
        switch self {
        case .trueContent(let v): TrellisLayout.collectPickerOptions(v, into: &options, tag: tag)
        case .falseContent(let v): TrellisLayout.collectPickerOptions(v, into: &options, tag: tag)
        }
    }
}

extension ForEach: PickerOptionContainer {
    func collectPickerOptions(into options: inout [PickerOption], tag: AnyHashable?) {
        for element in data {
            var inner: [PickerOption] = []
            TrellisLayout.collectPickerOptions(content(element), into: &inner, tag: nil)
            let id = AnyHashable(idOf(element))
            for var option in inner {
                if option.tag == nil { option.tag = id }
                options.append(option)
            }
        }
    }
}

extension ModifiedContent: PickerOptionContainer where Content: View, Modifier: ViewModifier {
    func collectPickerOptions(into options: inout [PickerOption], tag: AnyHashable?) {
        if let tagModifier = modifier as? AnyTagModifier {
            var inner: [PickerOption] = []
            TrellisLayout.collectPickerOptions(content, into: &inner, tag: nil)
            for var option in inner {
                option.tag = tagModifier.anyTag
                options.append(option)
            }
        } else {
            options.append(PickerOption(tag: tag, view: self))
        }
    }
}

protocol AnyTagModifier { var anyTag: AnyHashable { get } }

/// `.tag(_:)`: a value that identifies the view among a picker's options. It changes
/// nothing in layout.
struct TagModifier<V: Hashable>: EnvironmentModifier, AnyTagModifier {
    typealias Body = Never
    let value: V
    var anyTag: AnyHashable { AnyHashable(value) }
}

extension View {
    /// Sets the tag of the view, to tell it apart among a picker's options.
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        modifier(TagModifier(value: tag))
    }
}

/// The menu picker's visible part: the selected title and the chevron, in the tint.
struct MenuPickerValue: View {
    let option: PickerOption?
    @Environment(\.tint) private var tint

    var body: some View {
        HStack(spacing: 4) {
            if let option { AnyView(option.view).lineLimit(1) }
            Chevron(kind: .upDown).stroke(lineWidth: 1.5)
                .frame(width: ControlMetrics.chevronSize.width, height: ControlMetrics.chevronSize.height)
        }
        .foregroundColor(tint ?? .accentColor)
    }
}

/// Equal segments on a rounded fill; the selected one on a white card.
struct SegmentedControl: View {
    let options: [PickerOption]
    let selected: AnyHashable
    let select: (AnyHashable) -> Void
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let m = ControlMetrics.self
        HStack(spacing: 0) {
            ForEach(options.indices.map(SegmentIndex.init), id: \.self) { index in
                let option = options[index.value]
                let isSelected = option.tag == selected
                AnyView(option.view)
                    .font(.system(size: 13, weight: isSelected ? .semibold : .regular))
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(
                        RoundedRectangle(cornerRadius: m.segmentedSelectionCornerRadius, style: .continuous)
                            .fill(isSelected ? Color.white : Color.clear)
                            .padding(m.segmentedSelectionInset))
                    ._onControlTap(isEnabled: isEnabled && option.tag != nil) {
                        if let tag = option.tag { select(tag) }
                    }
            }
        }
        .frame(height: m.segmentedHeight)
        .background(RoundedRectangle(cornerRadius: m.segmentedCornerRadius, style: .continuous).fill(Color.tertiarySystemFill))
    }
}

/// A segment's identity (its own type, so it cannot be confused with the app's ids).
struct SegmentIndex: Hashable { let value: Int }

/// The appearance of pickers: the built-in styles.
public protocol PickerStyle {
    var _kind: PickerKind { get }
}

public enum PickerKind: Sendable { case menu, segmented }

/// The menu style (`.menu`): the selected option's title in the tint colour followed by an
/// up-down chevron, the picker's label not shown (see ``Picker``).
///
/// **Differs from SwiftUI:** a tap opens no menu; a test sets the selection through the
/// binding.
public struct MenuPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerKind { .menu }
}

/// The segmented style (`.segmented`): equal segments across the width offered, the
/// selected one on a white card; a tap on a segment selects it (see ``Picker``).
public struct SegmentedPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerKind { .segmented }
}

/// The platform default: a menu on iOS.
/// The default style (`.automatic`): the menu style, as on iOS 17 (see
/// ``MenuPickerStyle``, which says how it differs from SwiftUI's).
public struct DefaultPickerStyle: PickerStyle {
    public init() {}
    public var _kind: PickerKind { .menu }
}

extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }

private struct PickerKindKey: EnvironmentKey { static let defaultValue = PickerKind.menu }

extension EnvironmentValues {
    var pickerKind: PickerKind {
        get { self[PickerKindKey.self] }
        set { self[PickerKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for pickers within this view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerKind, style._kind)
    }
}
