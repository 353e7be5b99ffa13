import Foundation
import Testing
@testable import TrellisLayout

/// SwiftUI's attributes of an `AttributedString` shown by `Text`: each acts on its run as
/// the `Text` modifier of the same name does (the test measurer: 0.5 × size per
/// character; body text at 17).
@Suite struct AttributedTextTests {
    private func runs(_ string: AttributedString) -> [Text.Run] { Text(string).runs }

    @Test func kernAndTrackingWidenTheirRunOnly() {
        var string = AttributedString("Hello")
        string.kern = 2
        // 5 × 8.5 and 5 × 2 after the characters.
        #expect(host(Text(string).id("t")).rect("t").width == 52.5)
        var tracked = AttributedString("ab") + AttributedString("cd")
        tracked[tracked.range(of: "cd")!].tracking = 3
        // Only "cd" is tracked: 4 × 8.5 + 2 × 3.
        #expect(host(Text(tracked).id("t")).rect("t").width == 40)
        #expect(runs(tracked).map(\.tracking) == [nil, 3])
    }

    @Test func baselineOffsetGrowsTheLine() {
        var string = AttributedString("Hi")
        string.baselineOffset = 4
        #expect(runs(string).first?.baselineOffset == 4)
        #expect(host(Text(string).id("t")).rect("t").height == 21)
    }

    @Test func lineStylesAreTheRunsAndWinOverTheEnvironment() {
        var string = AttributedString("Hi")
        string.underlineStyle = Text.LineStyle(pattern: .dash, color: .red)
        string.strikethroughStyle = .single
        let run = runs(string).first
        #expect(run?.underline == Text.LineStyle(pattern: .dash, color: .red))
        #expect(run?.setsUnderline == true)
        #expect(run?.strikethrough == .single)
        #expect(run?.setsStrikethrough == true)
        // A run without the attributes takes the environment's.
        let plain = runs(AttributedString("Hi")).first
        #expect(plain?.underline == nil && plain?.setsUnderline == false)
    }
}
