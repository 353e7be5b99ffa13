import Foundation
import Testing
@testable import TrellisLayout

@Suite struct TextInterpolationTests {
    func text(_ t: Text) -> String { t.plainText }

    @Test func specifiers() {
        let value = 3.14159
        #expect(text(Text("\(value, specifier: "%.1f")")) == "3.1")
        #expect(text(Text("pi = \(value, specifier: "%6.2f")!")) == "pi =   3.14!")
        #expect(text(Text("\(42, specifier: "%d") items")) == "42 items")
        #expect(text(Text("\(7, specifier: "%03d")")) == "007")
        #expect(text(Text("\(255, specifier: "%x")")) == "ff")
        #expect(text(Text("\(12, specifier: "%ld%%")")) == "12%")
        // Specifiers that would read memory that is not there show the plain value.
        #expect(text(Text("\(value, specifier: "%s")")) == "3.14159")
        #expect(text(Text("\(1, specifier: "%d %d")")) == "1")
        #expect(text(Text("\(1, specifier: "%n")")) == "1")
    }

    @Test func formattersAndFormatStyles() {
        let f = NumberFormatter()
        f.minimumFractionDigits = 2
        f.maximumFractionDigits = 2
        #expect(text(Text("\(NSNumber(value: 2.5), formatter: f)")) == "2.50")
        #expect(text(Text("\(1234, format: .number.grouping(.never))")) == "1234")
    }
}
