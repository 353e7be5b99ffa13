import Foundation

// `Text(_:style:)` and `Text(_:format:)`.

private struct ReferenceDateKey: EnvironmentKey { static let defaultValue = Date(timeIntervalSinceReferenceDate: 0) }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)! }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }

extension EnvironmentValues {
    /// "Now" for text that shows a date relative to the present (`Text(_:style:)` with
    /// `.relative`, `.offset` and `.timer`). Trellis has no wall clock in layout: the
    /// reference date is fixed, 2001-01-01 00:00:00 UTC by default
    /// (`Date(timeIntervalSinceReferenceDate: 0)`), so pictures are the same on every run.
    public var referenceDate: Date {
        get { self[ReferenceDateKey.self] }
        set { self[ReferenceDateKey.self] = newValue }
    }
    /// The time zone dates are shown in (UTC by default, for determinism).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    /// The locale dates are shown in (`en_US` by default).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
}

extension Text {
    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date, relative, offset, timer }
        let kind: Kind
        /// The time of day: "3:04 PM" (short time style).
        public static let time = DateStyle(kind: .time)
        /// The date: "June 3, 2024" (long date style).
        public static let date = DateStyle(kind: .date)
        /// The time between the date and now, in up to two units: "2 hours, 3 minutes".
        public static let relative = DateStyle(kind: .relative)
        /// The signed offset from now, in up to two units: "+2 hours, 3 minutes", "-5 seconds".
        public static let offset = DateStyle(kind: .offset)
        /// A timer's reading of the time between the date and now: "2:03" or "1:02:03".
        public static let timer = DateStyle(kind: .timer)
    }

    /// Shows a date in a style. "Now" is the environment's ``EnvironmentValues/referenceDate``,
    /// dates are shown in its ``EnvironmentValues/timeZone`` and ``EnvironmentValues/locale``;
    /// the text does not update by itself as time passes (Trellis has no wall clock).
    public init(_ date: Date, style: DateStyle) {
        let run = DateRun(date: date, style: style)
        runs = [Run(string: run.format(in: EnvironmentValues()), date: run)]
    }

    /// Shows a value formatted with a format style: `Text(price, format: .currency(code: "EUR"))`.
    /// The style's own locale applies.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        runs = [Run(string: format.format(input))]
    }
}

/// A date and its style, formatted where the text is shown.
struct DateRun: Equatable {
    let date: Date
    let style: Text.DateStyle

    func format(in environment: EnvironmentValues) -> String {
        let now = environment.referenceDate
        guard date.timeIntervalSinceReferenceDate.isFinite else { return "" }
        switch style.kind {
        case .time, .date:
            let f = DateFormatter()
            f.locale = environment.locale
            f.timeZone = environment.timeZone
            f.dateStyle = style.kind == .date ? .long : .none
            f.timeStyle = style.kind == .time ? .short : .none
            // ICU puts a narrow no-break space before "AM"/"PM"; fonts without it would
            // show a missing glyph, so it is shown as a space.
            return f.string(from: date).replacingOccurrences(of: "\u{202F}", with: " ")
        case .relative:
            return Self.units(from: now, to: date, environment)
        case .offset:
            let d = date.timeIntervalSince(now)
            return (d < 0 ? "-" : "+") + Self.units(from: now, to: date, environment)
        case .timer:
            let d = abs(date.timeIntervalSince(now))
            guard d < 1e12 else { return "" }
            let total = Int(d.rounded(.down))
            let h = total / 3600, m = (total % 3600) / 60, s = total % 60
            func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
            return h > 0 ? "\(h):\(two(m)):\(two(s))" : "\(m):\(two(s))"
        }
    }

    /// The two largest non-zero calendar units between two dates, in English:
    /// "1 year, 2 months", "3 hours, 1 minute", "0 seconds".
    static func units(from a: Date, to b: Date, _ environment: EnvironmentValues) -> String {
        let (lo, hi) = a <= b ? (a, b) : (b, a)
        guard hi.timeIntervalSince(lo) < 1e12 else { return "" }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = environment.timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: lo, to: hi)
        let parts: [(Int, String)] = [(c.year ?? 0, "year"), (c.month ?? 0, "month"), (c.day ?? 0, "day"),
                                      (c.hour ?? 0, "hour"), (c.minute ?? 0, "minute"), (c.second ?? 0, "second")]
        let shown = parts.drop { $0.0 == 0 }.prefix(2).filter { $0.0 != 0 }
        if shown.isEmpty { return "0 seconds" }
        return shown.map { "\($0.0) \($0.1)\($0.0 == 1 ? "" : "s")" }.joined(separator: ", ")
    }
}
