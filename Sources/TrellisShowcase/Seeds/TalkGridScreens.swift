// The Grid and ViewThatFits screens of the WWDC22 talk "Compose custom layouts with
// SwiftUI" (seed 000), as shown on its code slides, with only `import SwiftUI` changed.
// `Pet`, `Buttons`, `MyEqualWidthHStack` and `MyEqualWidthVStack` are in TalkPets.swift.
import Foundation
import Trellis

// 4:28 — Grid with explicit rows. (Wrapped in an enum only because the final version
// below has the same name.)
enum ExplicitRows {
    struct Leaderboard: View {
        var body: some View {
            Grid {
                GridRow {
                    Text("Cat")
                    ProgressView(value: 0.5)
                    Text("25")
                }
                GridRow {
                    Text("Goldfish")
                    ProgressView(value: 0.2)
                    Text("9")
                }
                GridRow {
                    Text("Dog")
                    ProgressView(value: 0.3)
                    Text("16")
                }
            }
        }
    }
}

// 5:41 — Final Leaderboard.
struct Leaderboard: View {
    var pets: [Pet]
    var totalVotes: Int

    var body: some View {
        Grid(alignment: .leading) {
            ForEach(pets) { pet in
                GridRow {
                    Text(pet.type)
                    ProgressView(
                        value: Double(pet.votes),
                        total: Double(totalVotes))
                    Text("\(pet.votes)")
                        .gridColumnAlignment(.trailing)
                }

                Divider()
            }
        }
        .padding()
    }
}

// 21:08 — Final voting buttons view.
struct StackedButtons: View {
    @Binding var pets: [Pet]

    var body: some View {
        ViewThatFits {
            MyEqualWidthHStack {
                Buttons(pets: $pets)
            }
            MyEqualWidthVStack {
                Buttons(pets: $pets)
            }
        }
    }
}

