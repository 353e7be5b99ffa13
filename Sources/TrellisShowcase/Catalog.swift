import Foundation
import Trellis

/// The examples, one per seed screen, in gallery order.
enum ShowcaseCatalog {
    static let all: [ShowcaseExample] = [
        ShowcaseExample(name: "pet-voting", title: "The talk's pet-voting app: radial Profile, StackedButtons, Leaderboard",
                        source: "seed 000/002 (WWDC22)") { AnyView(PetVotingApp()) },
        ShowcaseExample(name: "pet-voting-tie", title: "Three-way tie: AnyLayout switches the Profile to HStackLayout",
                        source: "seed 000/002 (WWDC22)") { AnyView(PetVotingApp(pets: Pet.exampleData.map { Pet(type: $0.type, votes: 10) })) },
        ShowcaseExample(name: "leaderboard", title: "Leaderboard: Grid with trailing vote column and full-width dividers",
                        source: "seed 000/002 (WWDC22)") { AnyView(Leaderboard(pets: Pet.exampleData, totalVotes: 50)) },
        ShowcaseExample(name: "stacked-buttons", title: "StackedButtons: ViewThatFits picks MyEqualWidthHStack or VStack",
                        source: "seed 000/002 (WWDC22)") { AnyView(StackedButtonsScreen()) },
        ShowcaseExample(name: "flow-tags", title: "LeadingFlexBox: a flow layout of tags",
                        source: "seed 001") { AnyView(FlowTags()) },
        ShowcaseExample(name: "anylayout-vstack", title: "AnyLayout toggle, first state: VStackLayout",
                        source: "seed 003") { AnyView(anyLayoutStackToggle(isTapped: false)) },
        ShowcaseExample(name: "anylayout-hstack", title: "AnyLayout toggle, tapped: HStackLayout",
                        source: "seed 003") { AnyView(anyLayoutStackToggle(isTapped: true)) },
        ShowcaseExample(name: "anylayout-random", title: "AnyLayout with a custom RandomXVStackLayout (random x per view)",
                        source: "seed 003") { AnyView(anyLayoutRandomToggle(isTapped: true)) },
        ShowcaseExample(name: "stack-priority", title: "Stacks share space; layoutPriority decides who wraps",
                        source: "seed 004") { AnyView(PriorityDemo()) },
        ShowcaseExample(name: "kuchi-challenge", title: "Kuchi challenge: question with the choices shown",
                        source: "seed 004") { AnyView(ChallengeView(challenge: .sample, showAnswers: true)) },
        ShowcaseExample(name: "kuchi-congratulations", title: "Kuchi congratulations: avatar and name on a two-tone banner, Spacer-pushed button",
                        source: "seed 004") { AnyView(CongratulationsView(userName: "Ray")) },
        ShowcaseExample(name: "settings-controls", title: "Settings: toggles, fields, stepper, slider, pickers, link, menu under a large title",
                        source: "issue 10") { AnyView(SettingsScreen()) },
        ShowcaseExample(name: "scripts", title: "Scripts: shaped samples, a right-to-left row, mixed-direction and wrapped right-to-left text",
                        source: "issue 14") { AnyView(ScriptsScreen()) },
    ]
}

extension Challenge {
    static let sample = Challenge(question: "はい", answers: ["Yes", "No", "Good morning"])
}

/// The talk's app: the avatars on the podium, the voting buttons and the leaderboard.
struct PetVotingApp: View {
    @State var pets: [Pet]

    init(pets: [Pet] = Pet.exampleData) {
        _pets = State(initialValue: pets)
    }

    var body: some View {
        VStack {
            Profile(pets: pets, isThreeWayTie: isThreeWayTie)
            StackedButtons(pets: $pets)
                .padding(.horizontal)
            Leaderboard(pets: pets, totalVotes: pets.map(\.votes).reduce(0, +))
        }
    }

    private var isThreeWayTie: Bool {
        pets.count == 3 && pets.allSatisfy { $0.votes == pets[0].votes }
    }
}

struct StackedButtonsScreen: View {
    @State var pets = Pet.exampleData
    var body: some View {
        StackedButtons(pets: $pets).padding()
    }
}

/// Seed 001's flow layout with tags.
struct FlowTags: View {
    static let tags = ["SwiftUI", "Layout", "Grid", "ViewThatFits", "AnyLayout", "HStack", "VStack",
                       "ZStack", "alignmentGuide", "layoutPriority", "Spacer", "Divider", "Linux", "한국어", "日本語"]

    var body: some View {
        LeadingFlexBox(horizontalSpacing: 8, verticalSpacing: 8) {
            ForEach(Self.tags, id: \.self) { tag in
                Text(tag)
                    .padding(.horizontal, 12)
                    .padding(.vertical, 6)
                    .background(Capsule().fill(Color.blue.opacity(0.15)))
            }
        }
        .padding()
    }
}
