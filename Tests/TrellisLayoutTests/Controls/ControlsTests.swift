import Foundation
import Testing
@testable import TrellisLayout

/// Frames derived by hand with `FixedTextMeasurer` (a character is half the font size
/// wide, a line is the font size tall; body = 17 pt) in a 390×844 window.
@Suite struct ToggleTests {
    /// A toggle row in 390 pt: the label at the leading edge, the 51×31 switch trailing,
    /// the row 31 pt tall (the switch) and centred in the window: y = (844 − 31) / 2.
    @Test func switchRowPutsTheLabelLeadingAndTheSwitchTrailing() {
        let h = host(Toggle(isOn: .constant(false)) { Text("Wi-Fi").id("label") })
        expectRect(h.rect("label"), 0, 413.5, 42.5, 17)
        #expect(h.tapTargets.count == 1)
        expectRect(h.tapTargets[0], 339, 406.5, 51, 31)
    }

    @Test func tappingTheSwitchFlipsTheBindingAndTheLabelDoesNot() {
        let box = Box(false)
        let h = host(Toggle("Wi-Fi", isOn: box.binding))
        #expect(!h.tap(at: CGPoint(x: 20, y: 422)))
        #expect(box.value == false)
        #expect(h.tap(at: CGPoint(x: 364, y: 422)))
        #expect(box.value == true)
    }

    struct Stateful: View {
        @State var on = false
        var body: some View { Toggle("Wi-Fi", isOn: $on) }
    }

    /// The knob is 27 pt, 2 pt inside the capsule: at x = 339 + 2 when off and
    /// 390 − 2 − 27 = 361 when on; the capsule turns green.
    @Test func theKnobMovesAndTheTrackTurnsGreenWhenOn() {
        let h = host(Stateful())
        func knob() -> CGRect? { h.placedItems(ShapeItem.self).first { $0.shape is Circle }?.frame }
        func track() -> Color? { h.placedItems(ShapeItem.self).first { $0.shape is Capsule }?.resolvedColor }
        expectRect(knob() ?? .null, 341, 408.5, 27, 27)
        #expect(track() == Color.systemFill)
        h.tapCentre(of: h.tapTargets[0])
        expectRect(knob() ?? .null, 361, 408.5, 27, 27)
        #expect(track() == Color.green)
    }

    @Test func disabledToggleIgnoresTaps() {
        let box = Box(false)
        let h = host(Toggle("Wi-Fi", isOn: box.binding).disabled(true))
        #expect(!h.tap(at: CGPoint(x: 364, y: 422)))
        #expect(box.value == false)
    }

    /// `.button` style: the bordered button's 12×7 insets around the 34×17 title,
    /// 58×31, centred; a tap anywhere on it flips the binding.
    @Test func buttonStyleLooksLikeABorderedButtonAndFlips() {
        let box = Box(false)
        let h = host(Toggle("Bold", isOn: box.binding).toggleStyle(.button))
        #expect(h.tapTargets.count == 1)
        expectRect(h.tapTargets[0], 166, 406.5, 58, 31)
        h.tap(at: CGPoint(x: 170, y: 410))
        #expect(box.value)
    }

    @Test func initializersCompileAsInSwiftUI() {
        let b = Binding.constant(true)
        let title = "Title"
        let views: [AnyView] = [
            AnyView(Toggle("Key", isOn: b)),
            AnyView(Toggle(title, isOn: b)),
            AnyView(Toggle(isOn: b) { Text("Label") }),
            AnyView(Toggle("Airplane", systemImage: "airplane", isOn: b)),
            AnyView(Toggle(sources: [b, b], isOn: \.self) { Text("All") }),
        ]
        for v in views {
            let h = host(v)
            #expect(h.tapTargets.count == 1)
            #expect(h.tapTargets.first?.size == CGSize(width: 51, height: 31))
        }
    }
}

@Suite struct LabelTests {
    /// Title and icon: icon (20×20), 8 pt, title (34×17), centred on each other:
    /// 62 wide → x = 164; 20 tall → y = 412; the title's y = 412 + 1.5.
    @Test func titleAndIconPutsTheIconFirst() {
        let h = host(Label { Text("Star").id("t") } icon: { Color.red.frame(width: 20, height: 20).id("i") })
        expectRect(h.rect("i"), 164, 412, 20, 20)
        expectRect(h.rect("t"), 192, 413.5, 34, 17)
    }

    @Test func titleOnlyAndIconOnlyShowOnePart() {
        let label = Label { Text("Star").id("t") } icon: { Color.red.frame(width: 20, height: 20).id("i") }
        let t = host(label.labelStyle(.titleOnly))
        expectRect(t.rect("t"), 178, 413.5, 34, 17)
        #expect(t.layoutFrame(of: "i") == nil)
        let i = host(label.labelStyle(.iconOnly))
        expectRect(i.rect("i"), 185, 412, 20, 20)
        #expect(i.layoutFrame(of: "t") == nil)
        let both = host(label.labelStyle(.titleAndIcon))
        expectRect(both.rect("t"), 192, 413.5, 34, 17)
    }

    /// A system image is a square of the font size (17): 17 + 8 + 34 = 59 → x = 165.5.
    @Test func systemImageLabel() {
        let h = host(Label("Star", systemImage: "star.fill"))
        let image = h.placedItems(ImageItem.self)
        #expect(image.count == 1)
        expectRect(image.first?.frame ?? .null, 165.5, 413.5, 17, 17)
        expectRect(h.textItem("Star")?.frame ?? .null, 190.5, 413.5, 34, 17)
        let title: String = "Heart"
        let named = host(Label(title, image: "missing"))
        // An unknown asset is 0×0 (with a diagnostic), still 8 pt before the title: 50.5 wide.
        expectRect(named.textItem("Heart")?.frame ?? .null, 177.75, 413.5, 42.5, 17)
    }
}

@Suite struct StepperTests {
    /// The row: label leading, the 94×32 control trailing (x = 390 − 94), two 47-pt halves;
    /// the row is 32 tall: y = (844 − 32) / 2 = 406, label y = 406 + 7.5.
    @Test func controlIs94By32Trailing() {
        let h = host(Stepper(value: .constant(1), in: 0...2) { Text("Count").id("label") })
        expectRect(h.rect("label"), 0, 413.5, 42.5, 17)
        #expect(h.tapTargets.count == 2)
        expectRect(h.tapTargets[0], 296, 406, 47, 32)
        expectRect(h.tapTargets[1], 343, 406, 47, 32)
    }

    struct Counter: View {
        @State var n = 1
        var body: some View {
            VStack {
                Stepper("Count", value: $n, in: 0...2)
                Text(String(repeating: "x", count: n)).id("n")
            }
        }
    }

    /// Taps change the bound value, clamped; a half is disabled at its bound.
    @Test func tapsIncrementAndDecrementWithinTheRange() {
        let h = host(Counter())
        func n() -> CGFloat { (h.layoutFrame(of: "n")?.width ?? 0) / 8.5 }
        #expect(n() == 1)
        let plus = h.tapTargets[1]
        #expect(h.tapCentre(of: plus))
        #expect(n() == 2)
        #expect(!h.tapCentre(of: h.tapTargets[1]))  // at the upper bound: disabled
        #expect(n() == 2)
        #expect(h.tapCentre(of: h.tapTargets[0]))
        #expect(h.tapCentre(of: h.tapTargets[0]))
        #expect(n() == 0)
        #expect(!h.tapCentre(of: h.tapTargets[0]))
    }

    @Test func stepAndClampAndNaN() {
        let d = Box(0.5)
        let h = host(Stepper("Amount", value: d.binding, in: 0.0...1.0, step: 0.75))
        h.tapCentre(of: h.tapTargets[1])
        #expect(d.value == 1)  // 1.25 clamped
        #expect(Stepper<Text>.clamp(0.5, Double.nan, 0.0...1.0) == 0.5)
        var calls: [String] = []
        let actions = host(Stepper("Free", onIncrement: { calls.append("+") }, onDecrement: { calls.append("-") }))
        actions.tapCentre(of: actions.tapTargets[0])
        actions.tapCentre(of: actions.tapTargets[1])
        #expect(calls == ["-", "+"])
    }
}

@Suite struct PickerTests {
    /// Three segments in 300 pt: 100 each, 32 tall; the picker is centred: x = 45, y = 406.
    @Test func segmentedPickerSplitsTheWidthEqually() {
        let sel = Box(1)
        let h = host(Picker("Size", selection: sel.binding) {
            Text("S").tag(0)
            Text("M").tag(1)
            Text("L").tag(2)
        }
        .pickerStyle(.segmented)
        .frame(width: 300))
        #expect(h.tapTargets.count == 3)
        for (i, r) in h.tapTargets.enumerated() { expectRect(r, 45 + 100 * CGFloat(i), 406, 100, 32) }
        // Titles are in the 13-pt font, centred in their segment: "M" 6.5 × 13.
        expectRect(h.textItem("M")?.frame ?? .null, 191.75, 415.5, 6.5, 13)
        // The selected segment's white card is inset 2 pt.
        let cards = h.placedItems(ShapeItem.self).filter { $0.shape is RoundedRectangle && $0.resolvedColor == .white }
        #expect(cards.count == 1)
        expectRect(cards.first?.frame ?? .null, 147, 408, 96, 28)
        h.tapCentre(of: h.tapTargets[2])
        #expect(sel.value == 2)
    }

    @Test func forEachOptionsAreTaggedByTheirIds() {
        let sel = Box("b")
        let h = host(Picker("Letter", selection: sel.binding) {
            ForEach(["a", "b", "c"], id: \.self) { Text($0.uppercased()) }
        }.pickerStyle(.segmented).frame(width: 300))
        #expect(h.tapTargets.count == 3)
        h.tapCentre(of: h.tapTargets[0])
        #expect(sel.value == "a")
    }

    /// The menu style shows the selected option (76.5 × 17) and a 7×12 chevron 4 pt
    /// after it: 87.5 wide → x = 151.25; no label, no other option.
    @Test func menuPickerShowsTheSelectedTitleWithAChevron() {
        let h = host(Picker("Flavor", selection: .constant(2)) {
            Text("Vanilla").tag(1)
            Text("Chocolate").tag(2)
        })
        #expect(h.placedItems(TextItem.self).map { $0.text.plainText } == ["Chocolate"])
        expectRect(h.textItem("Chocolate")?.frame ?? .null, 151.25, 413.5, 76.5, 17)
        let chevron = h.placedItems(ShapeItem.self).first { $0.shape is Chevron }
        expectRect(chevron?.frame ?? .null, 231.75, 416, 7, 12)
        #expect(chevron?.resolvedColor == .accentColor)
    }
}

@Suite struct SliderTests {
    /// In 228 pt (x = 81): thumb 28 at 81 + 0.25 × (228 − 28) = 131; track 4 tall at
    /// y = 422 − 2; fill up to the thumb's centre: 50 + 14 = 64.
    @Test func thumbSitsAtTheValue() {
        let h = host(Slider(value: .constant(2.5), in: 0...10).frame(width: 228))
        let shapes = h.placedItems(ShapeItem.self)
        let capsules = shapes.filter { $0.shape is Capsule }.map(\.frame)
        #expect(capsules.count == 2)
        expectRect(capsules.first ?? .null, 81, 420, 228, 4)
        expectRect(capsules.last ?? .null, 81, 420, 64, 4)
        expectRect(shapes.first { $0.shape is Circle }?.frame ?? .null, 131, 408, 28, 28)
    }

    @Test func outOfRangeAndNaNValuesAreClamped() {
        func thumbX(_ v: Double) -> CGFloat {
            let h = host(Slider(value: .constant(v)).frame(width: 228))
            return h.placedItems(ShapeItem.self).first { $0.shape is Circle }?.frame.minX ?? -1
        }
        #expect(thumbX(2) == 281)
        #expect(thumbX(-1) == 81)
        #expect(thumbX(.nan) == 81)
        let empty = host(Slider(value: .constant(1.0), in: 1.0...1.0).frame(width: 100))
        #expect(empty.placedItems(ShapeItem.self).first { $0.shape is Circle }?.frame.minX == 145)
    }

    /// Value labels sit 8 pt before and after the track: "0" and "10" (8.5 and 17 wide).
    @Test func valueLabelsFlankTheTrack() {
        let h = host(Slider(value: .constant(0.0), in: 0...10) { Text("Volume") } minimumValueLabel: { Text("0").id("min") }
            maximumValueLabel: { Text("10").id("max") })
        expectRect(h.rect("min"), 0, 413.5, 8.5, 17)
        expectRect(h.rect("max"), 373, 413.5, 17, 17)
        #expect(h.textItem("Volume") == nil)
        let track = h.placedItems(ShapeItem.self).first { $0.shape is Capsule }
        expectRect(track?.frame ?? .null, 16.5, 420, 348.5, 4)
    }
}

@Suite struct TextFieldTests {
    /// Rounded border: 7×6 insets, so 29 tall (y = 407.5) across the width; the empty
    /// field shows its placeholder in the placeholder (tertiary) colour.
    @Test func roundedBorderShowsThePlaceholder() {
        let h = host(TextField("Name", text: .constant("")).textFieldStyle(.roundedBorder))
        let text = h.textItem("Name")
        expectRect(text?.frame ?? .null, 7, 413.5, 34, 17)
        #expect(text?.text.runs.first?.color == Color.tertiary)
        let border = h.placedItems(ShapeItem.self).filter { $0.shape is RoundedRectangle }
        #expect(border.count == 2)
        expectRect(border.first?.frame ?? .null, 0, 407.5, 390, 29)
    }

    @Test func plainFieldShowsItsTextInThePrimaryColour() {
        let h = host(TextField("Name", text: .constant("Ada")))
        let text = h.textItem("Ada")
        expectRect(text?.frame ?? .null, 0, 413.5, 25.5, 17)
        #expect(text?.text.runs.first?.color == nil)
        #expect(h.placedItems(ShapeItem.self).isEmpty)
        let prompt = host(TextField("Name", text: .constant(""), prompt: Text("Required")))
        #expect(prompt.textItem("Required") != nil)
    }

    @Test func secureFieldHidesItsText() {
        let h = host(SecureField("Password", text: .constant("abc")))
        expectRect(h.textItem("•••")?.frame ?? .null, 0, 413.5, 25.5, 17)
        let empty = host(TextField(text: .constant("")) { Text("Hidden label") })
        // No text and no prompt: a line's height remains (a blank), the label is not shown.
        #expect(empty.textItem("Hidden label") == nil)
        #expect(empty.placedItems(TextItem.self).first?.frame.height == 17)
    }
}

@Suite struct LinkMenuShapeTests {
    @Test func tappingALinkOpensItsURL() {
        let url = URL(string: "https://example.com/help")!
        var opened: [URL] = []
        let h = host(Link("Help", destination: url)
            .environment(\.openURL, OpenURLAction { opened.append($0); return .handled }))
        #expect(h.textItem("Help")?.environment.foregroundColor == .accentColor)
        #expect(h.tap(at: CGPoint(x: 195, y: 422)))
        #expect(opened == [url])
    }

    /// The menu's label (59.5 × 17 at x = 165.25, y = 413.5) opens its content below
    /// it: the card's top at the label's bottom, its content 8 pt inside.
    @Test func tappingAMenuShowsItsContentBelowTheLabel() {
        var copied = 0
        let h = host(Menu("Options") { Button("Copy") { copied += 1 }.id("copy") })
        #expect(h.layoutFrame(of: "copy") == nil)
        #expect(h.tap(at: CGPoint(x: 195, y: 422)))
        expectRect(h.rect("copy"), 173.25, 438.5, 34, 17)
        #expect(h.tap(at: CGPoint(x: 190, y: 447)))
        #expect(copied == 1)
        #expect(h.tap(at: CGPoint(x: 195, y: 422)))
        #expect(h.layoutFrame(of: "copy") == nil)
        var primary = 0
        let p = host(Menu { Text("Never") } label: { Text("Send") } primaryAction: { primary += 1 })
        p.tap(at: CGPoint(x: 195, y: 422))
        #expect(primary == 1)
        #expect(p.textItem("Never") == nil)
    }

    /// A circular content shape: a corner of the 100×100 button (at 145, 372) misses, the
    /// centre hits; layout is unchanged.
    @Test func contentShapeLimitsTapsToTheShape() {
        var taps = 0
        let button = Button { taps += 1 } label: { Color.red.frame(width: 100, height: 100) }
        let square = host(button)
        #expect(square.tap(at: CGPoint(x: 147, y: 374)))
        let circle = host(button.contentShape(Circle()).id("b"))
        expectRect(circle.rect("b"), 145, 372, 100, 100)
        #expect(!circle.tap(at: CGPoint(x: 147, y: 374)))
        #expect(circle.tap(at: CGPoint(x: 195, y: 422)))
        #expect(taps == 2)
        // A content shape for other kinds than interaction changes nothing.
        let preview = host(button.contentShape(.dragPreview, Circle()))
        #expect(preview.tap(at: CGPoint(x: 147, y: 374)))
    }

    @Test func pathContainmentFollowsTheFillRule() {
        var ring = Path(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.addEllipse(in: CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(ring.containsPoint(CGPoint(x: 50, y: 50)))
        #expect(!ring.containsPoint(CGPoint(x: 50, y: 50), eoFill: true))
        #expect(ring.containsPoint(CGPoint(x: 10, y: 50), eoFill: true))
        #expect(!ring.containsPoint(CGPoint(x: 2, y: 2)))
    }

    /// The hierarchical levels resolve to iOS's label colours.
    @Test func hierarchicalStyles() {
        let h = host(VStack {
            Text("a").foregroundStyle(.tertiary)
            Text("b").foregroundStyle(.secondary)
            Color.clear.frame(width: 10, height: 10).background(.quaternary)
            Text("c").foregroundStyle(.quinary)
        })
        #expect(h.textItem("a")?.text.runs.first?.color == Color.tertiary)
        #expect(h.textItem("b")?.text.runs.first?.color == Color.secondary)
        #expect(h.textItem("c")?.text.runs.first?.color == Color.quinary)
        #expect(h.placedItems(ShapeItem.self).contains { $0.resolvedColor == .quaternary })
        #expect(Color.tertiary.opacity == 0.3 && Color.quaternary.opacity == 0.18)
        let view = host(Text("d").foregroundStyle(Color.primary).padding().foregroundStyle(.tertiary))
        #expect(view.textItem("d")?.environment.foregroundColor == .tertiary)
    }
}
