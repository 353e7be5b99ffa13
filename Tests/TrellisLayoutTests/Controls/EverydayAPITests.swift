import Foundation
import Testing
@testable import TrellisLayout

/// `Button(_:role:action:)`, `.controlSize`, `.imageScale`, `.monospacedDigit`,
/// `Text(_:style:)`, `Text(_:format:)`, `.tag`, and the accessibility modifiers.
@Suite struct EverydayAPITests {
    private func textColors<V: View>(_ h: HostingView<V>) -> [String: Color] {
        var out: [String: Color] = [:]
        for n in allNodes(h.renderTree()) {
            if case let .text(t) = n.content { for l in t.lines { for p in l.pieces { out[p.text] = p.color } } }
        }
        return out
    }

    @Test func destructiveButtonsAreRedInTheDefaultAndBorderedStyles() {
        let h = host(VStack {
            Button("Delete", role: .destructive) {}
            Button("Keep") {}
            Button("Remove", role: .destructive) {}.buttonStyle(.bordered)
            Button(role: .cancel, action: {}) { Text("Cancel") }
        }.tint(.green), width: 300, height: 300)
        let c = textColors(h)
        #expect(c["Delete"] == Color.red)
        #expect(c["Keep"] == Color.green)
        #expect(c["Remove"] == Color.red)
        #expect(c["Cancel"] == Color.green)
        let dump = h.dump()
        #expect(dump.contains("Button (destructive)"))
        #expect(dump.contains("Button (cancel)"))
        // The bordered destructive button's background is red at 15 %.
        let bg = allNodes(h.renderTree()).compactMap { n -> Color? in
            if n.name.hasPrefix("RoundedRectangle"), case let .fill(_, col, _) = n.content { return col }
            return nil
        }
        #expect(bg == [Color.red.opacity(0.15)])
    }

    @Test func roleIsInTheStyleConfiguration() {
        struct Probe: ButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.foregroundColor(configuration.role == .destructive ? .orange : .gray)
            }
        }
        let h = host(HStack { Button("a", role: .destructive) {}; Button("b") {} }.buttonStyle(Probe()), width: 100, height: 40)
        #expect(textColors(h)["a"] == Color.orange)
        #expect(textColors(h)["b"] == Color.gray)
    }

    @Test func controlSizeChangesBorderedButtonInsets() {
        // "OK" is 17 × 17 with the test measurer.
        func size(_ s: ControlSize) -> CGSize {
            host(Button("OK") {}.buttonStyle(.bordered).id("b").controlSize(s), width: 300, height: 200).rect("b").size
        }
        #expect(size(.mini) == CGSize(width: 29, height: 21))
        #expect(size(.small) == CGSize(width: 37, height: 25))
        #expect(size(.regular) == CGSize(width: 41, height: 31))
        #expect(size(.large) == CGSize(width: 57, height: 45))
        #expect(size(.extraLarge) == CGSize(width: 65, height: 51))
        // A switch keeps UISwitch's size at every control size.
        func toggle(_ s: ControlSize) -> CGRect {
            host(Toggle("T", isOn: .constant(true)).id("t").controlSize(s), width: 300, height: 200).rect("t")
        }
        #expect(toggle(.large) == toggle(.regular) && toggle(.mini) == toggle(.regular))
    }

    @Test func imageScaleSizesSymbols() {
        func side(_ s: Image.Scale) -> CGFloat {
            host(Image(systemName: "star").id("i").imageScale(s), width: 100, height: 100).rect("i").width
        }
        // Body: 17 pt.
        #expect(side(.medium) == 17)
        #expect(abs(side(.small) - 17 * 0.78) < 1e-9)
        #expect(abs(side(.large) - 17 * 1.29) < 1e-9)
        let h = host(Image(systemName: "star").id("i").font(.title).imageScale(.large), width: 100, height: 100)
        #expect(abs(h.rect("i").height - 28 * 1.29) < 1e-9)
    }

    @Test func monospacedDigitReachesEveryTextsFont() {
        let h = host(VStack { Text("12"); Text("34").font(.caption) }.monospacedDigit(), width: 100, height: 100)
        let fonts = allNodes(h.renderTree()).flatMap { n -> [ResolvedFont] in
            if case let .text(t) = n.content { return t.lines.flatMap { $0.pieces.map(\.font) } }
            return []
        }
        #expect(fonts.count == 2 && fonts.allSatisfy(\.hasMonospacedDigits))
        let plain = host(Text("12"), width: 100, height: 100)
        #expect(allNodes(plain.renderTree()).allSatisfy { n in
            if case let .text(t) = n.content { return !t.lines[0].pieces[0].font.hasMonospacedDigits }
            return true
        })
    }

    @Test func textDateStylesAreRelativeToTheReferenceDate() {
        // 2024-06-03 15:04:05 UTC.
        let date = Date(timeIntervalSince1970: 1_717_427_045)
        let now = date.addingTimeInterval(-(2 * 3600 + 3 * 60 + 7))
        let h = host(VStack {
            Text(date, style: .date)
            Text(date, style: .time)
            Text(date, style: .relative)
            Text(date, style: .offset)
            Text(date, style: .timer)
            Text(now.addingTimeInterval(-5), style: .offset)
        }, width: 390, height: 400) { $0.referenceDate = now }
        let d = h.dump()
        #expect(d.contains("Text \"June 3, 2024\""))
        #expect(d.contains("Text \"3:04 PM\""))
        #expect(d.contains("Text \"2 hours, 3 minutes\""))
        #expect(d.contains("Text \"+2 hours, 3 minutes\""))
        #expect(d.contains("Text \"2:03:07\""))
        #expect(d.contains("Text \"-5 seconds\""))
        // The default reference date is 2001-01-01 00:00:00 UTC.
        #expect(EnvironmentValues().referenceDate == Date(timeIntervalSinceReferenceDate: 0))
        let tz = host(Text(date, style: .time), width: 200, height: 50) { $0.timeZone = TimeZone(secondsFromGMT: 3600)! }
        #expect(tz.dump().contains("Text \"4:04 PM\""))
        let zero = host(Text(Date(timeIntervalSinceReferenceDate: 0), style: .relative), width: 200, height: 50)
        #expect(zero.dump().contains("Text \"0 seconds\""))
    }

    @Test func textFormatUsesTheFormatStyle() {
        let h = host(VStack {
            Text(1234.5, format: .number.locale(Locale(identifier: "en_US")))
            Text(0.25, format: .percent.locale(Locale(identifier: "en_US")))
            Text(42, format: .number)
        }, width: 300, height: 100)
        let d = h.dump()
        #expect(d.contains("Text \"1,234.5\""))
        #expect(d.contains("Text \"25%\""))
        #expect(d.contains("Text \"42\""))
    }

    @Test func tagKeepsLayoutAndSelectsPickerOptions() {
        var choice = 2
        let binding = Binding(get: { choice }, set: { choice = $0 })
        let tagged = host(Text("a").tag(1).id("t"), width: 100, height: 100)
        let plain = host(Text("a").id("t"), width: 100, height: 100)
        #expect(tagged.rect("t") == plain.rect("t"))
        let h = host(Picker("P", selection: binding) { Text("one").tag(1); Text("two").tag(2) }.pickerStyle(.segmented), width: 300, height: 100)
        #expect(h.dump().contains("two"))
    }

    @Test func accessibilityModifiersAreKeptDumpedAndNotDrawn() {
        let view = Text("5").id("t")
            .accessibilityLabel("Count")
            .accessibilityValue(Text("five"))
            .accessibilityHint("Shows the count")
            .accessibilityIdentifier("counter")
            .accessibilityAddTraits([.isButton, .isHeader])
            .accessibilityRemoveTraits(.isStaticText)
            .accessibilityHidden(false)
            .accessibilityElement(children: .combine)
            .accessibilitySortPriority(2)
        let h = host(view.id("outer"), width: 100, height: 100)
        let plain = host(Text("5").id("t"), width: 100, height: 100)
        #expect(h.rect("t") == plain.rect("t"))
        let d = h.dump()
        for s in ["accessibilityLabel(\"Count\")", "accessibilityValue(\"five\")", "accessibilityHint(\"Shows the count\")",
                  "accessibilityIdentifier(\"counter\")", "accessibilityAddTraits([.isButton, .isHeader])",
                  "accessibilityRemoveTraits([.isStaticText])", "accessibilityHidden(false)",
                  "accessibilityElement(children: .combine)", "accessibilitySortPriority(2)"] {
            // "5" is 8.5 × 17, centred.
            #expect(d.contains(s + " (45.75, 41.5, 8.5, 17)"), "\(s) missing in\n\(d)")
        }
        let props = h.accessibilityProperties(of: "outer")
        #expect(props.count == 9)
        #expect(props.first == .sortPriority(2))
        #expect(props.contains(.label("Count")))
        #expect(h.accessibilityProperties(of: "t") == [.sortPriority(2), .element(children: .combine), .hidden(false),
                                                       .removeTraits(.isStaticText), .addTraits([.isButton, .isHeader]),
                                                       .identifier("counter"), .hint("Shows the count"), .value("five"), .label("Count")])
        // Nothing is drawn for them: the only content is the text.
        let drawn = allNodes(h.renderTree()).filter { if case .none = $0.content { return false } else { return true } }
        #expect(drawn.count == 1)
    }
}
