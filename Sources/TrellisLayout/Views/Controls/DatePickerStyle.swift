import Foundation

/// The look of date pickers (``DatePicker``), set with ``View/datePickerStyle(_:)``.
///
/// The built-in styles:
/// - `.compact` (and `.automatic`, its iOS default): a row like a toggle's, the label
///   leading and, trailing, the date ("Jun 3, 2024") and the time ("3:04 PM") each on a
///   grey rounded rectangle (``DatePickerMetrics``), 6 points apart.
/// - `.graphical`: a month's calendar: the month and year, the weekdays, and the days in
///   rows of seven 44×40-point cells, the selected day on a circle of the tint at 12 %
///   in the tint and semibold; with the time shown, a "Time" row with its grey time
///   below. Tapping a day in the range selects it, keeping the time of day.
/// - `.wheel`: the selection on a grey 34-point band across a 216-point-tall box.
///
/// **Differs from SwiftUI:** the graphical calendar has no month navigation and the
/// wheel style draws only its selected row (no neighbouring values, no spinning); neither
/// shows the label, as on iOS.
public protocol DatePickerStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = DatePickerStyleConfiguration
}

/// The built-in date picker styles' figures (Trellis's choice, drawn after iOS 17).
enum DatePickerMetrics {
    /// The compact style's value: its text inset 11 points across and 6 down, on a
    /// rectangle with 6-point corners in the tertiary system fill.
    static let valueInsets = EdgeInsets(top: 6, leading: 11, bottom: 6, trailing: 11)
    static let valueCornerRadius: CGFloat = 6
    static let valueSpacing: CGFloat = 6
    /// The graphical style's day cell.
    static let dayCell = CGSize(width: 44, height: 40)
    /// The wheel style's box and selection band.
    static let wheelHeight: CGFloat = 216
    static let wheelBand: CGFloat = 34
}

/// The platform's default: `.compact` on iOS.
public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        CompactDatePickerStyle().makeBody(configuration: configuration)
    }
}

/// The label, and the date and time on grey rounded rectangles.
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LabelledControl(label: configuration.label, control: CompactDateValues(configuration: configuration))
    }
}

/// A month's calendar with the selected day marked.
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GraphicalDatePicker(configuration: configuration)
    }
}

/// The selection on a band across a wheel's box.
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        WheelDatePicker(configuration: configuration)
    }
}

extension DatePickerStyle where Self == DefaultDatePickerStyle {
    public static var automatic: DefaultDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == CompactDatePickerStyle {
    public static var compact: CompactDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == GraphicalDatePickerStyle {
    public static var graphical: GraphicalDatePickerStyle { .init() }
}
extension DatePickerStyle where Self == WheelDatePickerStyle {
    public static var wheel: WheelDatePickerStyle { .init() }
}

/// A date picker's value on a grey rounded rectangle.
struct DatePickerValue: View {
    let text: String
    var body: some View {
        let m = DatePickerMetrics.self
        Text(verbatim: text)
            .padding(m.valueInsets)
            .background(RoundedRectangle(cornerRadius: m.valueCornerRadius).fill(Color.tertiarySystemFill))
    }
}

/// The compact style's date and time values, as the components ask.
struct CompactDateValues: View {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar
    private var environment: EnvironmentValues { DatePickerFormat.environment(locale: locale, timeZone: timeZone, calendar: calendar) }
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
        let date = configuration.shownDate
        HStack(spacing: DatePickerMetrics.valueSpacing) {
            if configuration.displayedComponents.contains(.date) {
                DatePickerValue(text: DatePickerFormat.string(date, time: false, environment))
            }
            if configuration.displayedComponents.contains(.hourAndMinute) {
                DatePickerValue(text: DatePickerFormat.string(date, time: true, environment))
            }
        }
        ._dimmed(!isEnabled)
    }
}

/// The graphical style: header, weekdays, the month's days, and the time.
struct GraphicalDatePicker: View {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar
    private var environment: EnvironmentValues { DatePickerFormat.environment(locale: locale, timeZone: timeZone, calendar: calendar) }

    var body: some View {
        let calendar = DatePickerFormat.calendar(environment)
        let date = configuration.shownDate
        let days = Self.monthDays(of: date, calendar: calendar)
        let selectedDay = calendar.component(.day, from: date)
        let cell = DatePickerMetrics.dayCell
        VStack(alignment: .leading, spacing: 8) {
            if configuration.displayedComponents.contains(.date) {
                Text(verbatim: DatePickerFormat.monthAndYear(date, environment)).font(.headline)
                    .padding(.leading, 8)
                HStack(spacing: 0) {
                    ForEach(Self.weekdaySymbols(calendar), id: \.self) { symbol in
                        Text(verbatim: symbol).font(.caption).foregroundStyle(.secondary)
                            .frame(width: cell.width)
                    }
                }
                VStack(spacing: 0) {
                    ForEach(Array(days.enumerated()), id: \.offset) { _, week in
                        HStack(spacing: 0) {
                            ForEach(Array(week.enumerated()), id: \.offset) { _, day in
                                dayCell(day, selected: day == selectedDay, date: date, calendar: calendar)
                            }
                        }
                    }
                }
            }
            if configuration.displayedComponents.contains(.hourAndMinute) {
                HStack {
                    Text("Time")
                    Spacer()
                    DatePickerValue(text: DatePickerFormat.string(date, time: true, environment))
                }
            }
        }
        .frame(width: 7 * cell.width)
    }

    @ViewBuilder
    private func dayCell(_ day: Int?, selected: Bool, date: Date, calendar: Calendar) -> some View {
        let cell = DatePickerMetrics.dayCell
        if let day {
            let picked = Self.date(bySettingDay: day, of: date, calendar: calendar)
            let selectable = picked.map { d in
                (configuration.minimumDate.map { d >= $0 } ?? true) && (configuration.maximumDate.map { d <= $0 } ?? true)
            } ?? false
            let binding = configuration.$selection
            ZStack {
                if selected { Circle().fill(.tint).opacity(0.12).frame(width: cell.height - 2, height: cell.height - 2) }
                if selected {
                    Text(verbatim: "\(day)").font(.title3).fontWeight(.semibold).foregroundStyle(.tint)
                } else {
                    Text(verbatim: "\(day)").font(.title3).foregroundStyle(selectable ? Color.primary : Color.secondary)
                }
            }
            .frame(width: cell.width, height: cell.height)
            ._onControlTap(isEnabled: selectable) { if let picked { binding.wrappedValue = picked } }
        } else {
            Color.clear.frame(width: cell.width, height: cell.height)
        }
    }

    /// The month of `date` in weeks of seven (nil before the first day and after the
    /// last), weeks starting on the calendar's first weekday.
    static func monthDays(of date: Date, calendar: Calendar) -> [[Int?]] {
        guard let month = calendar.dateInterval(of: .month, for: date),
              let count = calendar.range(of: .day, in: .month, for: date)?.count else { return [] }
        let firstWeekday = calendar.component(.weekday, from: month.start)
        let lead = ((firstWeekday - calendar.firstWeekday) % 7 + 7) % 7
        var cells: [Int?] = Array(repeating: nil, count: lead) + (1...count).map { Optional($0) }
        while cells.count % 7 != 0 { cells.append(nil) }
        return stride(from: 0, to: cells.count, by: 7).map { Array(cells[$0..<$0 + 7]) }
    }

    /// The weekdays' short names, upper-cased, from the calendar's first weekday.
    static func weekdaySymbols(_ calendar: Calendar) -> [String] {
        let symbols = calendar.shortStandaloneWeekdaySymbols
        guard symbols.count == 7 else { return symbols }
        let first = min(max(calendar.firstWeekday - 1, 0), 6)
        return (0..<7).map { symbols[(first + $0) % 7].uppercased(with: calendar.locale) }
    }

    /// `date` moved to `day` of its month, its time of day kept.
    static func date(bySettingDay day: Int, of date: Date, calendar: Calendar) -> Date? {
        let current = calendar.component(.day, from: date)
        return calendar.date(byAdding: .day, value: day - current, to: date)
    }
}

/// The wheel style: the selection's components on a band across the box.
struct WheelDatePicker: View {
    let configuration: DatePickerStyleConfiguration
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone
    @Environment(\.calendar) private var calendar
    private var environment: EnvironmentValues { DatePickerFormat.environment(locale: locale, timeZone: timeZone, calendar: calendar) }

    var body: some View {
        let m = DatePickerMetrics.self
        let date = configuration.shownDate
        let parts = [configuration.displayedComponents.contains(.date) ? DatePickerFormat.string(date, time: false, environment) : nil,
                     configuration.displayedComponents.contains(.hourAndMinute) ? DatePickerFormat.string(date, time: true, environment) : nil]
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(Color.tertiarySystemFill).frame(height: m.wheelBand)
            Text(verbatim: parts.compactMap { $0 }.joined(separator: "  "))
        }
        .frame(maxWidth: .infinity)
        .frame(height: m.wheelHeight)
    }
}

/// A date picker style as the environment keeps it.
typealias AnyDatePickerStyle = ErasedStyle<DatePickerStyleConfiguration>

extension ErasedStyle where Configuration == DatePickerStyleConfiguration {
    init<S: DatePickerStyle>(_ style: S) { self.init { AnyView(style.makeBody(configuration: $0)) } }
}

private struct DatePickerStyleKey: EnvironmentKey { static let defaultValue = AnyDatePickerStyle(DefaultDatePickerStyle()) }

extension EnvironmentValues {
    var datePickerStyle: AnyDatePickerStyle {
        get { self[DatePickerStyleKey.self] }
        set { self[DatePickerStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the date pickers within this view.
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        environment(\.datePickerStyle, AnyDatePickerStyle(style))
    }
}
