import Foundation
import Testing
@testable import TrellisLayout

/// `sensoryFeedback` records its feedback in the host when the trigger changes (not when
/// the view first appears), described as UIKit's generators describe theirs.
@Suite @MainActor struct SensoryFeedbackTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("+") { count += 1 }
                .frame(width: 100, height: 40)
                .sensoryFeedback(.increase, trigger: count)
                .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count) { _, new in new.isMultiple(of: 2) }
                .sensoryFeedback(trigger: count) { old, new in new == 3 ? .success : nil }
        }
    }

    @Test func feedbackIsRecordedWhenTheTriggerChanges() {
        let h = host(Counter())
        #expect(h.hapticFeedback.isEmpty)
        let centre = CGPoint(x: 195, y: 422)
        #expect(h.tap(at: centre))
        #expect(h.hapticFeedback == ["sensory increase"])
        // One tap's pieces, in any order: the modifiers' actions are separate `onChange`s.
        #expect(h.tap(at: centre))
        #expect(h.hapticFeedback.dropFirst(1).sorted() == ["impact heavy 0.5", "sensory increase"])
        #expect(h.tap(at: centre))
        #expect(h.hapticFeedback.dropFirst(3).sorted() == ["notification success", "sensory increase"])
        #expect(h.hapticFeedback.count == 5)
    }

    @Test func descriptions() {
        #expect(SensoryFeedback.impact.description == "impact medium")
        #expect(SensoryFeedback.impact(flexibility: .soft).description == "impact soft")
        #expect(SensoryFeedback.impact(weight: .light, intensity: .nan).description == "impact light")
        #expect(SensoryFeedback.impact(weight: .light, intensity: 7).description == "impact light")
        #expect(SensoryFeedback.impact(weight: .light, intensity: -1).description == "impact light 0.0")
        #expect(SensoryFeedback.selection.description == "selection")
    }
}
