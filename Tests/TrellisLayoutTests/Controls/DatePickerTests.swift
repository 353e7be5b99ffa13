import Foundation
import Testing
@testable import TrellisLayout

/// `DatePicker` in its styles, shown in the fixed default environment (`en_US`, UTC,
/// Gregorian), with the test measurer (17-pt body: 8.5 per character).
@Suite struct DatePickerTests {
    /// 2024-06-03 15:04:00 UTC.
    static let june3 = Date(timeIntervalSince1970: 1_717_427_040)

    @Test func datesAreFormattedInTheEnvironmentsLocaleAndTimeZone() {
        var e = EnvironmentValues()
        #expect(DatePickerFormat.string(Self.june3, time: false, e) == "Jun 3, 2024")
        #expect(DatePickerFormat.string(Self.june3, time: true, e) == "3:04 PM")
        #expect(DatePickerFormat.monthAndYear(Self.june3, e) == "June 2024")
        e.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        #expect(DatePickerFormat.string(Self.june3, time: false, e) == "Jun 4, 2024")
        #expect(DatePickerFormat.string(Self.june3, time: true, e) == "12:04 AM")
    }

    /// `.automatic` is `.compact`: the label leading; trailing, the 115.5×29 date
    /// ("Jun 3, 2024", 93.5 wide, inset 11 and 6) and, 6 further, the 81.5×29 time; the row
    /// 29 tall, centred: y = (844 − 29) / 2.
    @Test func compactIsALabelledRowWithGreyValues() throws {
        let h = host(DatePicker("Date", selection: .constant(Self.june3)))
        expectRect(try #require(h.textItem("Date")).frame, 0, 413.5, 34, 17)
        expectRect(try #require(h.textItem("Jun 3, 2024")).frame, 198, 413.5, 93.5, 17)
        expectRect(try #require(h.textItem("3:04 PM")).frame, 319.5, 413.5, 59.5, 17)
        let backs = h.placedItems(ShapeItem.self).filter { $0.shape is RoundedRectangle }
        #expect(backs.count == 2)
        expectRect(backs[0].frame, 187, 407.5, 115.5, 29)
        expectRect(backs[1].frame, 308.5, 407.5, 81.5, 29)
        #expect(backs.allSatisfy { $0.resolvedColor == .tertiarySystemFill })
    }

    @Test func displayedComponentsChooseTheValues() {
        let date = host(DatePicker("D", selection: .constant(Self.june3), displayedComponents: .date))
        #expect(date.textItem("Jun 3, 2024") != nil && date.textItem("3:04 PM") == nil)
        let time = host(DatePicker("D", selection: .constant(Self.june3), displayedComponents: [.hourAndMinute]))
        #expect(time.textItem("Jun 3, 2024") == nil && time.textItem("3:04 PM") != nil)
    }

    /// A selection outside the range is shown clamped to it.
    @Test func rangesClampTheShownDate() {
        let later = Self.june3.addingTimeInterval(86_400 * 10)
        let h = host(DatePicker("D", selection: .constant(Self.june3), in: later...,
                                displayedComponents: .date))
        #expect(h.textItem("Jun 13, 2024") != nil)
        let through = host(DatePicker("D", selection: .constant(later), in: ...Self.june3, displayedComponents: .date))
        #expect(through.textItem("Jun 3, 2024") != nil)
    }

    /// `.graphical`: the month's days in 44×40 cells under the title and weekdays; June
    /// 2024 starts on a Saturday. Tapping the 10th selects it, keeping the time.
    @Test func graphicalShowsTheMonthAndTapsSelectADay() throws {
        let box = Box(Self.june3)
        let h = host(DatePicker("D", selection: box.binding, displayedComponents: .date).datePickerStyle(.graphical))
        #expect(h.textItem("June 2024") != nil)
        #expect(h.textItem("SUN") != nil && h.textItem("SAT") != nil)
        let first = try #require(h.textItem("1")), tenth = try #require(h.textItem("10"))
        // The 1st in the last column, the 10th (a Monday) in the second, two rows down.
        #expect(abs(first.frame.midX - tenth.frame.midX - 5 * 44) < 0.001)
        #expect(abs(tenth.frame.midY - first.frame.midY - 2 * 40) < 0.001)
        h.tapCentre(of: tenth.frame)
        #expect(box.value == Self.june3.addingTimeInterval(7 * 86_400))
    }

    @Test func wheelIsABandInA216PointBox() throws {
        let h = host(DatePicker("D", selection: .constant(Self.june3), displayedComponents: .date).datePickerStyle(.wheel).id("w"))
        expectRect(h.rect("w"), 0, 314, 390, 216)
        #expect(h.textItem("Jun 3, 2024") != nil)
    }

    @Test func initializersCompileAsInSwiftUI() {
        let b = Binding.constant(Self.june3)
        let range = Self.june3...Self.june3.addingTimeInterval(60)
        let title = "Title"
        let views: [AnyView] = [
            AnyView(DatePicker("Key", selection: b)),
            AnyView(DatePicker("Key", selection: b, in: range)),
            AnyView(DatePicker("Key", selection: b, in: Self.june3...)),
            AnyView(DatePicker("Key", selection: b, in: ...Self.june3, displayedComponents: [.date, .hourAndMinute])),
            AnyView(DatePicker(title, selection: b)),
            AnyView(DatePicker(title, selection: b, in: range, displayedComponents: .date)),
            AnyView(DatePicker(selection: b, label: { Text("L") })),
            AnyView(DatePicker(selection: b, in: range, displayedComponents: .hourAndMinute, label: { Text("L") })),
            AnyView(DatePicker("Key", selection: b).datePickerStyle(.compact)),
            AnyView(DatePicker("Key", selection: b).datePickerStyle(.automatic)),
        ]
        #expect(views.count == 10)
        #expect(EnvironmentValues().calendar.identifier == .gregorian)
    }
}
