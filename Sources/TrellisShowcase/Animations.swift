import Foundation
import Trellis

/// One animation of the showcase: a screen, and the buttons tapped (by label) while the
/// clock runs, rendered as an animated PNG by `trellis showcase`.
public struct ShowcaseAnimation: Sendable {
    /// A tap on the button labelled `button`, `time` seconds after the start.
    public struct Tap: Sendable, Equatable {
        public let time: TimeInterval
        public let button: String
    }

    /// A short identifier (`anylayout-toggle`).
    public let name: String
    /// What it shows, for the gallery.
    public let title: String
    /// Which seed document it comes from.
    public let source: String
    /// Seconds recorded.
    public let duration: TimeInterval
    /// The taps, in time order.
    public let taps: [Tap]
    let make: @Sendable () -> AnyView

    /// A fresh instance of the screen (fresh `@State`).
    public func makeView() -> AnyView { make() }
}

extension Showcase {
    /// The animations, in gallery order.
    public static var animations: [ShowcaseAnimation] { ShowcaseAnimations.all }

    public static func animation(named name: String) -> ShowcaseAnimation? {
        animations.first { $0.name == name }
    }
}

/// Each animation taps its button twice, at 0 and 1.2 s, and records 2.4 s: there and back,
/// so the looping picture shows both directions; every change settles (the default spring
/// takes about 1 s to come within a pixel) before the next tap.
enum ShowcaseAnimations {
    static let back: TimeInterval = 1.2
    static let duration: TimeInterval = 2.4

    static func twice(_ button: String) -> [ShowcaseAnimation.Tap] {
        [ShowcaseAnimation.Tap(time: 0, button: button), ShowcaseAnimation.Tap(time: back, button: button)]
    }

    static let all: [ShowcaseAnimation] = [
        ShowcaseAnimation(name: "anylayout-toggle", title: "Tapping Change animates VStackLayout → HStackLayout and back (withAnimation)",
                          source: "seed 003", duration: duration, taps: twice("Change")) {
            AnyView(anyLayoutStackToggle(isTapped: false))
        },
        ShowcaseAnimation(name: "anylayout-random-toggle", title: "HStackLayout → RandomXVStackLayout and back: the views keep their identity",
                          source: "seed 003", duration: duration, taps: twice("Change")) {
            AnyView(anyLayoutRandomToggle(isTapped: false))
        },
        // Cat 25, Dog 24: a vote for Dog ties them for first, a second one puts Dog ahead.
        ShowcaseAnimation(name: "pet-voting-ranking", title: "Votes change the ranking: the avatars move in MyRadialLayout (.animation(_:value:))",
                          source: "seed 000/002 (WWDC22)", duration: duration, taps: twice("Dog")) {
            AnyView(PetVotingApp(pets: [Pet(type: "Cat", votes: 25), Pet(type: "Goldfish", votes: 9), Pet(type: "Dog", votes: 24)]))
        },
        // Cat 10, Goldfish 9, Dog 10: a vote for Goldfish makes a three-way tie (HStackLayout),
        // a vote for Cat breaks it (back to the radial layout).
        ShowcaseAnimation(name: "pet-voting-tie", title: "A three-way tie switches the Profile to HStackLayout through AnyLayout, a vote switches it back",
                          source: "seed 000/002 (WWDC22)", duration: duration,
                          taps: [ShowcaseAnimation.Tap(time: 0, button: "Goldfish"), ShowcaseAnimation.Tap(time: back, button: "Cat")]) {
            AnyView(PetVotingApp(pets: [Pet(type: "Cat", votes: 10), Pet(type: "Goldfish", votes: 9), Pet(type: "Dog", votes: 10)]))
        },
        ShowcaseAnimation(name: "transitions", title: "if + .transition: .scale, .slide and .move(edge:) combined with .opacity",
                          source: "Trellis", duration: duration, taps: twice("Toggle")) {
            AnyView(TransitionExample())
        },
    ]
}

/// Views coming and going under `withAnimation`, each with its own transition.
struct TransitionExample: View {
    @State var isShown = true

    var body: some View {
        VStack(spacing: 40) {
            Spacer()
            HStack(spacing: 20) {
                if isShown {
                    Circle()
                        .fill(.orange)
                        .frame(width: 80, height: 80)
                        .transition(.scale)
                }
                RoundedRectangle(cornerRadius: 16)
                    .fill(.blue)
                    .frame(width: 80, height: 80)
                if isShown {
                    Capsule()
                        .fill(.green)
                        .frame(width: 80, height: 40)
                        .transition(.move(edge: .bottom).combined(with: .opacity))
                }
            }
            .frame(height: 120)
            if isShown {
                Text("Hello, transitions")
                    .font(.title2)
                    .transition(.slide)
            }
            Button("Toggle") {
                withAnimation {
                    isShown.toggle()
                }
            }
            .buttonStyle(.borderedProminent)
            Spacer()
        }
        .padding()
    }
}
