import Foundation
import Testing
import Trellis
@testable import TrellisShowcase

/// Render-tree nodes (exact presentation frames at the host's time) whose name starts
/// with `prefix`, in drawing order, with their opacity multiplied down the tree.
func shownNodes<V: View>(_ h: HostingView<V>, _ prefix: String) -> [(frame: CGRect, opacity: Double, transform: CGAffineTransform)] {
    var out: [(CGRect, Double, CGAffineTransform)] = []
    func visit(_ n: RenderNode, _ opacity: Double, _ t: CGAffineTransform) {
        let o = opacity * n.opacity
        let tt = n.transform.concatenating(t)
        if n.name.hasPrefix(prefix) { out.append((n.frame, o, tt)) }
        for c in n.children { visit(c, o, tt) }
    }
    visit(h.renderTree(), 1, .identity)
    return out
}

func shownFrames<V: View>(_ h: HostingView<V>, _ prefix: String) -> [CGRect] { shownNodes(h, prefix).map(\.frame) }

/// The progress of `Animation.default` (critically damped, response 0.55) at `t`.
func defaultSpringProgress(_ t: Double) -> Double {
    let w = 2 * Double.pi / 0.55
    return 1 - (1 + w * t) * exp(-w * t)
}

func lerp(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
    CGRect(x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
           width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p)
}

func expectClose(_ r: CGRect, _ e: CGRect, _ tolerance: CGFloat = 1e-6, sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = abs(r.minX - e.minX) <= tolerance && abs(r.minY - e.minY) <= tolerance
        && abs(r.width - e.width) <= tolerance && abs(r.height - e.height) <= tolerance
    #expect(ok, "expected \(e), got \(r)", sourceLocation: sourceLocation)
}

private let square = "frame(width: 70, height: 70)"

/// Seed 003's second toggle as an if/else between two stacks (the post's contrast):
/// different views, so they transition instead of moving.
private struct IfElseToggle: View {
    @State var isTapped = false
    var body: some View {
        VStack(spacing: 50) {
            Spacer()
            if isTapped {
                HStack(spacing: 30) {
                    Rectangle().fill(.green).frame(width: 70, height: 70)
                    Rectangle().fill(.yellow).frame(width: 70, height: 70)
                }
            } else {
                VStack(spacing: 30) {
                    Rectangle().fill(.green).frame(width: 70, height: 70)
                    Rectangle().fill(.yellow).frame(width: 70, height: 70)
                }
            }
            Button("Change") { withAnimation(.linear(duration: 1)) { isTapped.toggle() } }
            Color.clear.frame(width: 300, height: 0)   // the column keeps its width
            Spacer()
        }
    }
}

@Suite struct SeedAnimationTests {
    /// Seed 003 as written: `withAnimation { }` is the default spring; AnyLayout keeps the
    /// squares' identity, so each glides from its VStack frame to its HStack frame.
    @Test func anyLayoutToggleGlidesOnTheDefaultSpring() throws {
        let h = seedHost(anyLayoutStackToggle())
        let before = shownFrames(h, square)
        #expect(h.tap(at: CGPoint(x: 195, y: 580)))
        // Targets: the HStack row (derived in AnyLayoutSeedTests).
        let targets = [CGRect(x: 60, y: 353.5, width: 70, height: 70), CGRect(x: 160, y: 353.5, width: 70, height: 70),
                       CGRect(x: 260, y: 353.5, width: 70, height: 70)]
        #expect(h.isAnimating)
        #expect(shownFrames(h, square) == before)   // nothing has moved at time 0
        for dt in [0.05, 0.05, 0.1, 0.2] {
            h.advance(by: dt)
            let p = defaultSpringProgress(h.time)
            let shown = shownFrames(h, square)
            #expect(shown.count == 3)
            for i in 0..<3 { expectClose(shown[i], lerp(before[i], targets[i], p)) }
        }
        h.advance(by: 2)
        #expect(!h.isAnimating)
        #expect(shownFrames(h, square) == targets)
    }

    /// The same toggle with the transaction's animation replaced by a linear one of 1 s
    /// (the seed's code is untouched: `.transaction` wraps it).
    @Test func anyLayoutToggleUnderALinearAnimation() throws {
        let view = anyLayoutStackToggle().transaction { t in
            if t.animation != nil { t.animation = .linear(duration: 1) }
        }
        let h = seedHost(view)
        let before = shownFrames(h, square)
        #expect(h.tap(at: CGPoint(x: 195, y: 580)))
        let targets = [CGRect(x: 60, y: 353.5, width: 70, height: 70), CGRect(x: 160, y: 353.5, width: 70, height: 70),
                       CGRect(x: 260, y: 353.5, width: 70, height: 70)]
        for (dt, p) in [(0.25, 0.25), (0.25, 0.5), (0.25, 0.75)] {
            h.advance(by: dt)
            let shown = shownFrames(h, square)
            for i in 0..<3 { expectClose(shown[i], lerp(before[i], targets[i], p)) }
        }
        // Green at half time: from (160, 253.5) to (60, 353.5) → (110, 303.5) at 0.5.
        h.advance(by: 0.25)
        #expect(!h.isAnimating)
        #expect(shownFrames(h, square) == targets)
        // The layout frame is the target all along; the button moved too and is tappable
        // where it is shown.
        #expect(h.tap(at: CGPoint(x: 195, y: 480)))
        h.advance(by: 0.5)
        expectClose(shownFrames(h, square)[0], lerp(targets[0], before[0], 0.5))
    }

    @Test func randomLayoutToggleMovesEachSquareStraightToItsRandomPlace() throws {
        let view = anyLayoutRandomToggle().transaction { t in
            if t.animation != nil { t.animation = .linear(duration: 1) }
        }
        let h = seedHost(view)
        let before = shownFrames(h, square)
        #expect(h.tap(at: CGPoint(x: 195, y: 480)))
        h.advance(by: 1)
        let targets = shownFrames(h, square)
        // Rows of RandomXVStackLayout: y 253.5, 353.5, 453.5; x is random per square.
        #expect(targets.map(\.minY) == [253.5, 353.5, 453.5])
        #expect(h.tap(at: CGPoint(x: 195, y: 580)))
        h.advance(by: 0.3)
        let shown = shownFrames(h, square)
        for i in 0..<3 { expectClose(shown[i], lerp(targets[i], before[i], 0.3)) }
    }

    /// With if/else the stacks are different views: the old squares fade out where they
    /// were and the new ones fade in where they will be; nothing moves.
    @Test func ifElseToggleTransitionsInsteadOfMoving() throws {
        let h = seedHost(IfElseToggle())
        let before = shownFrames(h, square)
        #expect(before.count == 2)
        let button = try #require(dumpFrames(h, "Button").first)
        #expect(h.tap(at: CGPoint(x: button.midX, y: button.midY)))
        h.advance(by: 0.25)
        let shown = shownNodes(h, square)
        #expect(shown.count == 4)   // two leaving, two arriving
        let leaving = shown.filter { before.contains($0.frame) }
        let arriving = shown.filter { !before.contains($0.frame) }
        #expect(leaving.count == 2 && arriving.count == 2)
        for n in leaving { #expect(abs(n.opacity - 0.75) < 1e-9) }
        for n in arriving { #expect(abs(n.opacity - 0.25) < 1e-9) }
        #expect(h.dump().contains("(removing)"))
        // The arriving squares are at their final frames from the start.
        h.advance(by: 0.75)
        #expect(!h.isAnimating)
        let final = shownNodes(h, square)
        #expect(final.count == 2)
        #expect(final.map(\.frame) == arriving.map(\.frame))
        #expect(final.allSatisfy { $0.opacity == 1 })
        #expect(!h.dump().contains("(removing)"))
    }

    /// The talk's Profile animates with `.animation(.default, value: pets)`: when a vote
    /// changes the leader the avatars move on straight lines to their new places.
    @Test func profileAvatarsMoveInStraightLinesWhenTheLeaderChanges() throws {
        let h = seedHost(PetVotingApp())
        let avatar = "frame(width: 64, height: 64)"
        let buttons = dumpFrames(h, "Button")
        #expect(buttons.count >= 3)
        let dog = buttons[2]
        // Dog 16 → 25 ties Cat (25): nine votes, each an animated change; let them settle.
        for _ in 0..<9 { #expect(h.tap(at: CGPoint(x: dog.midX, y: dog.midY))) }
        h.advance(by: 3)
        #expect(!h.isAnimating)
        let tied = shownFrames(h, avatar)
        // One more: Dog leads alone and the radial layout turns it to the top.
        #expect(h.tap(at: CGPoint(x: dog.midX, y: dog.midY)))
        #expect(shownFrames(h, avatar) == tied)   // time 0 of the animation
        var samples: [[CGRect]] = []
        for _ in 0..<4 {
            h.advance(by: 0.08)
            samples.append(shownFrames(h, avatar))
        }
        h.advance(by: 3)
        let end = shownFrames(h, avatar)
        #expect(zip(tied, end).contains { $0 != $1 })
        // Dog's avatar (third) ends at the top centre of the podium's circle.
        #expect(abs(end[2].midX - 195) < 1e-9)
        for i in 0..<3 {
            for (k, s) in samples.enumerated() {
                expectClose(s[i], lerp(tied[i], end[i], defaultSpringProgress(0.08 * Double(k + 1))))
            }
        }
    }

    /// A three-way tie switches the Profile to `HStackLayout` (AnyLayout keeps the avatars'
    /// identity): they glide from the circle into a row.
    @Test func threeWayTieGlidesIntoARow() throws {
        let pets = [Pet(type: "Cat", votes: 10), Pet(type: "Goldfish", votes: 9), Pet(type: "Dog", votes: 10)]
        let h = seedHost(PetVotingApp(pets: pets))
        let avatar = "frame(width: 64, height: 64)"
        let circle = shownFrames(h, avatar)
        let goldfish = dumpFrames(h, "Button")[1]
        #expect(h.tap(at: CGPoint(x: goldfish.midX, y: goldfish.midY)))
        h.advance(by: 0.2)
        let mid = shownFrames(h, avatar)
        h.advance(by: 3)
        let row = shownFrames(h, avatar)
        // The row: all three at one height.
        #expect(row[0].minY == row[1].minY && row[1].minY == row[2].minY)
        for i in 0..<3 { expectClose(mid[i], lerp(circle[i], row[i], defaultSpringProgress(0.2))) }
    }
}
