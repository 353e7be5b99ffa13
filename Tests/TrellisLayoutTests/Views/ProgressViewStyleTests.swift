import Foundation
import Testing
@testable import TrellisLayout

/// Progress views with labels and styles (ProgressViewStyle.swift): `.circular` puts the
/// label 8 points below the spinner, `.linear` the label 4 points above the bar and the
/// current-value label (caption, 12 points tall here) 4 points below; `.automatic` picks
/// by whether a value was given. The test measurer makes a 17-point body line 0.5 × 17
/// points a character wide.
@Suite @MainActor struct ProgressViewStyleTests {
    @Test func aTitledSpinnerHasItsLabelBelow() {
        let h = host(ProgressView("Load").id("p"))
        // 34 × (20 + 8 + 17), centred in 390 × 844.
        expectRect(h.rect("p"), 178, 399.5, 34, 45)
        #expect(h.placedItems(ProgressItem.self).map(\.frame) == [CGRect(x: 185, y: 399.5, width: 20, height: 20)])
        #expect(h.placedItems(ProgressItem.self).first?.isSpinner == true)
    }

    @Test func aLabelledBarHasItsLabelsAboveAndBelow() {
        let h = host(ProgressView(value: 0.5) { Text("Up") } currentValueLabel: { Text("50%") }
            .frame(width: 200).id("p"))
        // 17 + 4 + 4 + 4 + 12 = 41 tall; the bar takes the 200-point width.
        expectRect(h.rect("p"), 95, 401.5, 200, 41)
        let bar = h.placedItems(ProgressItem.self)
        #expect(bar.map(\.frame) == [CGRect(x: 95, y: 422.5, width: 200, height: 4)])
        #expect(bar.first?.fraction == 0.5)
    }

    @Test func theStyleInTheEnvironmentDecides() {
        let circular = host(ProgressView(value: 0.5).progressViewStyle(.circular))
        #expect(circular.placedItems(ProgressItem.self).map(\.isSpinner) == [true])
        let linear = host(ProgressView().progressViewStyle(.linear).frame(width: 100))
        let bar = linear.placedItems(ProgressItem.self)
        #expect(bar.map(\.isSpinner) == [false] && bar.first?.fraction == nil)
        #expect(bar.map(\.frame.size) == [CGSize(width: 100, height: 4)])
        let automatic = host(VStack { ProgressView(); ProgressView(value: 1) }.progressViewStyle(.automatic))
        #expect(automatic.placedItems(ProgressItem.self).map(\.isSpinner) == [true, false])
    }

    /// A style that shows the default look and a percentage below it.
    struct Percent: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack(spacing: 0) {
                ProgressView(configuration)
                Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%").id("percent")
            }
        }
    }

    @Test func aCustomStyleMakesTheCurrentLookFromItsConfiguration() {
        let h = host(ProgressView(value: 3, total: 4).progressViewStyle(Percent()).frame(width: 100))
        let bar = h.placedItems(ProgressItem.self)
        #expect(bar.map(\.isSpinner) == [false] && bar.first?.fraction == 0.75)
        // "75%": 3 × 8.5 wide, under the 4-point bar (the column, 21 tall, from 411.5).
        expectRect(h.rect("percent"), 182.25, 415.5, 25.5, 17)
        // A built-in style set on the configuration's view wins.
        let spun = host(ProgressView(value: 0.5).progressViewStyle(Spun()))
        #expect(spun.placedItems(ProgressItem.self).map(\.isSpinner) == [true])
        // Without one, it takes the style current outside the custom one.
        let stacked = host(ProgressView(value: 0.5).progressViewStyle(Percent()).progressViewStyle(.circular))
        #expect(stacked.placedItems(ProgressItem.self).map(\.isSpinner) == [true])
        #expect(stacked.textItem("50%") != nil)
    }

    struct Spun: ProgressViewStyle {
        func makeBody(configuration: Configuration) -> some View {
            ProgressView(configuration).progressViewStyle(.circular)
        }
    }

    @Test func aStyleTintWinsAndOtherwiseTheEnvironmentsIsKept() {
        let red = host(ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red)).tint(.blue))
        #expect(red.placedItems(ProgressItem.self).first?.environment.tint == .red)
        let blue = host(ProgressView(value: 0.2).progressViewStyle(.linear).tint(.blue))
        #expect(blue.placedItems(ProgressItem.self).first?.environment.tint == .blue)
    }

    @Test func foundationProgressAndBadValues() {
        let progress = Progress(totalUnitCount: 4)
        progress.completedUnitCount = 1
        let h = host(VStack {
            ProgressView(progress)
            ProgressView(Progress(totalUnitCount: -1))  // no units: indeterminate
            ProgressView(value: Double.nan)
            ProgressView(value: 5.0, total: 2)
            ProgressView("t", value: -1.0, total: 0)
        })
        #expect(h.placedItems(ProgressItem.self).map { $0.fraction } == [0.25, nil, nil, 1, nil])
    }
}
