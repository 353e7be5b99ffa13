import Foundation

/// The parts of a date a ``DatePicker`` shows and edits.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The hour and minute.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// The day, month and year.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}

/// A control for choosing a date, in the date picker style of the environment
/// (``View/datePickerStyle(_:)``; `.automatic` is `.compact` on iOS).
///
/// Dates are shown in the environment's `locale`, `timeZone` and `calendar` (fixed by
/// default: `en_US`, UTC, Gregorian), so pictures are the same everywhere. A selection
/// outside the range is shown clamped to it (the binding keeps its value until the user
/// picks a date).
///
/// **Differs from SwiftUI:** tapping a compact picker's date does not open the calendar
/// popover; the graphical style's days can be tapped (``GraphicalDatePickerStyle``).
public struct DatePicker<Label: View>: View {
    let selection: Binding<Date>
    let minimumDate: Date?
    let maximumDate: Date?
    let displayedComponents: DatePickerComponents
    let label: Label
    @Environment(\.datePickerStyle) private var style

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: nil, maximumDate: nil, displayedComponents: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: range.lowerBound, maximumDate: range.upperBound,
                  displayedComponents: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: range.lowerBound, maximumDate: nil,
                  displayedComponents: displayedComponents, label: label())
    }

    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.init(selection: selection, minimumDate: nil, maximumDate: range.upperBound,
                  displayedComponents: displayedComponents, label: label())
    }

    init(selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?, displayedComponents: DatePickerComponents, label: Label) {
        self.selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        // No component at all shows both, as a picker made with the default does.
        self.displayedComponents = displayedComponents.isEmpty ? [.hourAndMinute, .date] : displayedComponents
        self.label = label
    }

    public var body: some View {
        style.makeBody(DatePickerStyleConfiguration(label: .init(content: label), selection: selection,
                                                    minimumDate: minimumDate, maximumDate: maximumDate,
                                                    displayedComponents: displayedComponents))
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents) { Text(title) }
    }
}

/// What a date picker style is given: the label, the selection, its range and the
/// components to show.
public struct DatePickerStyleConfiguration {
    /// A date picker's label, type-erased.
    public struct Label: View, ErasedViewContent {
        let content: any View
        init(content: any View) { self.content = content }
        public typealias Body = Never
    }

    public let label: Label
    @Binding public var selection: Date
    /// The oldest and the most recent selectable dates (nil: unbounded).
    public var minimumDate: Date?
    public var maximumDate: Date?
    public var displayedComponents: DatePickerComponents

    init(label: Label, selection: Binding<Date>, minimumDate: Date?, maximumDate: Date?, displayedComponents: DatePickerComponents) {
        self.label = label
        self._selection = selection
        self.minimumDate = minimumDate
        self.maximumDate = maximumDate
        self.displayedComponents = displayedComponents
    }

    /// The selection clamped to the range (a non-finite date counts as the range's
    /// lower bound, else the reference date).
    var shownDate: Date {
        var d = selection
        if !d.timeIntervalSinceReferenceDate.isFinite { d = minimumDate ?? Date(timeIntervalSinceReferenceDate: 0) }
        if let lo = minimumDate, d < lo { d = lo }
        if let hi = maximumDate, d > hi, minimumDate.map({ $0 <= hi }) ?? true { d = hi }
        return d
    }
}

private struct CalendarKey: EnvironmentKey {
    static let defaultValue: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.locale = Locale(identifier: "en_US")
        c.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
        return c
    }()
}

extension EnvironmentValues {
    /// The calendar dates are shown in (Gregorian, `en_US`, by default, for determinism;
    /// views take its time zone from ``timeZone``).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }
}

/// How date pickers show dates: in the environment's locale, time zone and calendar.
enum DatePickerFormat {
    /// An environment holding just what dates are shown in.
    static func environment(locale: Locale, timeZone: TimeZone, calendar: Calendar) -> EnvironmentValues {
        var e = EnvironmentValues()
        e.locale = locale
        e.timeZone = timeZone
        e.calendar = calendar
        return e
    }

    /// The calendar of `environment` in its time zone.
    static func calendar(_ environment: EnvironmentValues) -> Calendar {
        var c = environment.calendar
        c.timeZone = environment.timeZone
        c.locale = environment.locale
        return c
    }

    /// `date` as a compact picker shows it: the medium date style ("Jun 3, 2024") or
    /// the short time style ("3:04 PM").
    static func string(_ date: Date, time: Bool, _ environment: EnvironmentValues) -> String {
        let f = DateFormatter()
        f.calendar = calendar(environment)
        f.locale = environment.locale
        f.timeZone = environment.timeZone
        f.dateStyle = time ? .none : .medium
        f.timeStyle = time ? .short : .none
        // ICU's narrow no-break space before "AM"/"PM" is shown as a space, as `Text`'s
        // date styles do.
        return f.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
    }

    /// The month and year a graphical picker's header shows ("June 2024").
    static func monthAndYear(_ date: Date, _ environment: EnvironmentValues) -> String {
        let f = DateFormatter()
        f.calendar = calendar(environment)
        f.locale = environment.locale
        f.timeZone = environment.timeZone
        f.setLocalizedDateFormatFromTemplate("MMMMy")
        return f.string(from: date)
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension DatePickerStyleConfiguration.Label {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
