import Foundation
import Testing
@testable import TrellisLayout

/// `labelsHidden()`: a toggle is its 51 × 31 switch alone, a stepper its 94 × 32 buttons
/// alone, centred in the 390 × 844 window.
@Suite struct LabelsHiddenTests {
    @Test func aToggleIsItsSwitchAlone() {
        let h = host(Toggle("Wi-Fi", isOn: .constant(true)).id("toggle").labelsHidden())
        expectRect(h.rect("toggle"), 169.5, 406.5, 51, 31)
        #expect(!h.dump().contains("Wi-Fi"))
        // With its label it takes the width it is offered.
        let labelled = host(Toggle("Wi-Fi", isOn: .constant(true)).id("toggle"))
        #expect(labelled.rect("toggle").width == 390)
        #expect(labelled.dump().contains("Wi-Fi"))
    }

    @Test func aStepperIsItsButtonsAlone() {
        let h = host(VStack { Stepper("Count", value: .constant(1), in: 0...5).id("stepper") }.labelsHidden())
        expectRect(h.rect("stepper"), 148, 406, 94, 32)
        #expect(!h.dump().contains("Count"))
    }
}
