import Foundation
import Trellis

// Seed 004 builds the Kuchi app's screens from stacks: a challenge (question, tap to show
// the choices) and a congratulations view (a two-tone banner behind an avatar and the
// user name, and the play-again button pushed to the bottom by a Spacer).

struct Challenge {
    let question: String
    let answers: [String]
}

struct QuestionView: View {
    let question: String

    var body: some View {
        VStack {
            Text("What does this mean?")
                .font(.largeTitle)
                .bold()
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .padding(.horizontal)
            Text(question)
                .font(.system(size: 60))
                .frame(maxWidth: .infinity)
                .padding()
        }
    }
}

struct ChoicesView: View {
    let answers: [String]

    var body: some View {
        VStack(spacing: 25) {
            ForEach(answers, id: \.self) { answer in
                Button {} label: {
                    Text(answer)
                        .font(.title2)
                        .frame(maxWidth: .infinity)
                }
                .buttonStyle(.bordered)
            }
        }
    }
}

struct ChallengeView: View {
    let challenge: Challenge
    @State var showAnswers: Bool

    init(challenge: Challenge, showAnswers: Bool = false) {
        self.challenge = challenge
        _showAnswers = State(initialValue: showAnswers)
    }

    var body: some View {
        VStack {
            Button {
                showAnswers.toggle()
            } label: {
                QuestionView(question: challenge.question)
                    .frame(height: 300)
            }
            .buttonStyle(.plain)
            if showAnswers {
                Divider()
                ChoicesView(answers: challenge.answers)
                    .frame(height: 300)
                    .padding()
            }
            Spacer()
        }
    }
}

/// The banner's two tones: a light top and a dark bottom under the white name (contrast
/// with white about 8.4 : 1, above WCAG's 4.5 : 1, which a 40 % tint of the red does not reach).
enum CongratulationsBanner {
    static let top = Color(red: 0.5, green: 0, blue: 0).opacity(0.2)
    static let bottom = Color(red: 0.6, green: 0.1, blue: 0.1)
    static let avatarSize: CGFloat = 100
}

/// The seed's screen, laid out so that nothing overlaps at any type size: the avatar and
/// the name are stacked (not layered in a `ZStack`), and the two-tone banner is their
/// background, at least 180 points tall and growing with the name — the avatar on the
/// light half, the name on the dark half.
struct CongratulationsView: View {
    let userName: String

    var body: some View {
        VStack {
            Text("Congratulations!")
                .font(.title)
                .foregroundColor(.gray)
            VStack(spacing: 8) {
                Circle()
                    .fill(Color(white: 0.8))
                    .frame(width: CongratulationsBanner.avatarSize, height: CongratulationsBanner.avatarSize)
                    .overlay {
                        Text(String(userName.prefix(1))).font(.largeTitle).bold()
                            .minimumScaleFactor(0.5)
                    }
                Text(userName)
                    .font(.largeTitle)
                    .foregroundColor(.white)
                    .bold()
                    .lineLimit(1)
                    .minimumScaleFactor(0.5)
            }
            .padding()
            .frame(maxWidth: .infinity, minHeight: 180)
            .background {
                VStack(spacing: 0) {
                    Rectangle().foregroundColor(CongratulationsBanner.top)
                    Rectangle().foregroundColor(CongratulationsBanner.bottom)
                }
            }
            Text("You're awesome!")
                .bold()
                .foregroundColor(.gray)
            Spacer()
            Button("Play Again") {}
                .foregroundColor(.gray)
        }
        .padding(.vertical)
    }
}
