import Foundation
import Testing
import Trellis
@testable import TrellisShowcase

/// Views whose value is unchanged keep their body and their items (ViewEquality.swift)
/// while their parents' items are made anew: after each animated change the seed app is
/// laid out as a fresh host of the same state is.
@Suite struct SeedKeptViewsTests {
    /// Each vote re-evaluates the app; the avatars of the pets whose votes did not change
    /// keep their items under new `layoutValue` wrappers, and must still follow the radial
    /// layout's new places (their window origins were once worked out for the animation's
    /// snapshot of the old tree, through the old wrappers).
    @Test func everyVoteLaysOutAsAFreshHost() {
        let h = seedHost(PetVotingApp())
        let dog = dumpFrames(h, "Button")[2]
        for vote in 17...26 {
            #expect(h.tap(at: CGPoint(x: dog.midX, y: dog.midY)))
            h.advance(by: 3)
            let fresh = seedHost(PetVotingApp(pets: [Pet(type: "Cat", votes: 25), Pet(type: "Goldfish", votes: 9),
                                                     Pet(type: "Dog", votes: vote)]))
            #expect(h.dump() == fresh.dump(), "after Dog's vote \(vote)")
        }
    }
}
