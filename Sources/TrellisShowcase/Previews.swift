import Foundation
import Trellis

// The seed screens as SwiftUI previews: `trellis previews` lists them and
// `trellis render --preview NAME` draws them.

#Preview("Pet voting") {
    PetVotingApp()
}

#Preview("Leaderboard", traits: .sizeThatFitsLayout) {
    Leaderboard(pets: Pet.exampleData, totalVotes: 50)
}

#Preview("Stacked buttons", traits: .fixedLayout(width: 390, height: 200)) {
    StackedButtonsScreen()
}

#Preview("Flow tags", traits: .landscapeLeft) {
    FlowTags()
}

#Preview("Kuchi challenge") {
    let challenge = Challenge(question: "はい", answers: ["Yes", "No", "Good morning"])
    ChallengeView(challenge: challenge, showAnswers: true)
}

#Preview("AnyLayout toggle") {
    anyLayoutStackToggle()
}
