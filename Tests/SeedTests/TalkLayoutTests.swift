import Foundation
import Testing
import Trellis
@testable import TrellisShowcase

/// The talk's custom layouts: MyEqualWidthHStack with the voting buttons, MyRadialLayout
/// with ranks, and the AnyLayout switch to HStackLayout on a three-way tie.
@Suite struct TalkLayoutTests {
    struct Voting: View {
        @State var pets = Pet.exampleData
        var body: some View {
            VStack {
                MyEqualWidthHStack {
                    Buttons(pets: $pets)
                }
                .id("buttons")
                Text("\(pets[0].votes) \(pets[1].votes) \(pets[2].votes)").id("votes")
            }
        }
    }

    @Test func equalWidthButtons() {
        let h = seedHost(Voting())
        // Widest label "Goldfish": 8 × 8.5 = 68, + 2 × 12 insets = 92; height 17 + 2 × 7 = 31.
        // Buttons' spacing is the default 8 (padding resets their edges): 3 × 92 + 16 = 292.
        let row = h.layoutFrame(of: "buttons")!
        #expect(row.width == 292 && row.height == 31)
        #expect(row.minX == 49)
        for (i, id) in ["Cat", "Goldfish", "Dog"].enumerated() {
            expectFrame(h.layoutFrame(of: id), 49 + CGFloat(i) * 100, row.minY, 92, 31)
        }
    }

    @Test func tappingAButtonVotes() {
        let h = seedHost(Voting())
        #expect(h.dump().contains("Text \"25 9 16\""))
        let dog = h.layoutFrame(of: "Dog")!
        #expect(h.tap(at: CGPoint(x: dog.midX, y: dog.midY)))
        #expect(h.dump().contains("Text \"25 9 17\""))
        let cat = h.layoutFrame(of: "Cat")!
        h.tap(at: CGPoint(x: cat.minX + 1, y: cat.midY))
        #expect(h.dump().contains("Text \"26 9 17\""))
        // The gap between two buttons is not a button.
        #expect(!h.tap(at: CGPoint(x: cat.maxX + 4, y: cat.midY)))
    }

    @Test func radialLayoutPlacesByRank() {
        // Cat 25 (rank 1), Goldfish 9 (rank 3), Dog 16 (rank 2): the leader is view 0, so
        // no rotation. Podium 300 × 300 centred in 390 × 844 → origin (45, 272); the radial
        // layout fills it: radius 100, centre (195, 422); avatars 64 × 64.
        let h = seedHost(Profile(pets: Pet.exampleData, isThreeWayTie: false))
        expectFrame(h.layoutFrame(of: "Cat"), 195 - 32, 422 - 100 - 32, 64, 64)
        // Index 1 at 120°: (100 sin 120°, −100 cos 120°) = (86.603, 50).
        let goldfish = h.layoutFrame(of: "Goldfish")!
        #expect(near(goldfish.midX, 195 + 86.6025) && near(goldfish.midY, 472))
        let dog = h.layoutFrame(of: "Dog")!
        #expect(near(dog.midX, 195 - 86.6025) && near(dog.midY, 472))
    }

    @Test func radialLayoutRotatesToTheLeader() {
        // Dog leads (rank 1 at index 2): rotate by −2 × 120°, so Dog is at the top.
        var pets = Pet.exampleData
        pets[2].votes = 40
        let h = seedHost(Profile(pets: pets, isThreeWayTie: false))
        let dog = h.layoutFrame(of: "Dog")!
        #expect(near(dog.midX, 195) && near(dog.midY, 322))
    }

    @Test func threeWayTieSwitchesToHStack() {
        let tie = Pet.exampleData.map { Pet(type: $0.type, votes: 10) }
        let h = seedHost(Profile(pets: tie, isThreeWayTie: true))
        // HStackLayout: 3 × 64 + 2 × 8 = 208 wide, at the top of the podium (overlay .top).
        expectFrame(h.layoutFrame(of: "Cat"), 45 + 46, 272, 64, 64)
        expectFrame(h.layoutFrame(of: "Goldfish"), 45 + 46 + 72, 272, 64, 64)
        expectFrame(h.layoutFrame(of: "Dog"), 45 + 46 + 144, 272, 64, 64)
    }
}
