import Foundation
import Trellis

// Seed 004 builds the Kuchi app's screens from stacks: a challenge (question, tap to show
// the choices) and a congratulations view (a two-tone ZStack banner, an avatar, the user
// name pushed down by a Spacer, and the play-again button pushed to the bottom).

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

struct CongratulationsView: View {
    let userName: String

    var body: some View {
        VStack {
            Text("Congratulations!")
                .font(.title)
                .foregroundColor(.gray)
            ZStack {
                VStack(spacing: 0) {
                    Rectangle()
                        .frame(height: 90)
                        .foregroundColor(Color(red: 0.5, green: 0, blue: 0).opacity(0.2))
                    Rectangle()
                        .frame(height: 90)
                        .foregroundColor(Color(red: 0.6, green: 0.1, blue: 0.1).opacity(0.4))
                }
                Circle()
                    .fill(Color(white: 0.8))
                    .frame(width: 100, height: 100)
                    .overlay {
                        Text(String(userName.prefix(1))).font(.largeTitle).bold()
                    }
                VStack {
                    Spacer()
                    Text(userName)
                        .font(.largeTitle)
                        .foregroundColor(.white)
                        .bold()
                }
                .padding()
            }
            .frame(height: 180)
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
