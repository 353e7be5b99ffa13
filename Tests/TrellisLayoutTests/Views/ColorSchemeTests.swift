import Foundation
import Testing
@testable import TrellisLayout

/// Shows the colour scheme its environment has.
private struct SchemeLabel: View {
    @Environment(\.colorScheme) private var colorScheme
    var body: some View {
        Text(colorScheme == .dark ? "Dark" : "Light")
    }
}

/// The colour of the fill drawn in `frame` (the first, depth first).
private func fillColor(_ tree: RenderNode, in frame: CGRect) -> Color? {
    for node in allNodes(tree) where node.frame == frame {
        if case .fill(_, let color, _) = node.content { return color }
    }
    return nil
}

/// The components of a colour, 0…255 (opacity 0…1), rounded.
private func rgba(_ c: Color?) -> [Double] {
    guard let c else { return [] }
    return [(c.red * 255).rounded(), (c.green * 255).rounded(), (c.blue * 255).rounded(), (c.opacity * 1000).rounded() / 1000]
}

/// A square of `Color.primary` and one of `Color.blue`, side by side: (145, 397) and
/// (195, 397), 50 × 50, in the 390 × 844 window.
private struct Swatches: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.primary.frame(width: 50, height: 50).id("primary")
            Color.blue.frame(width: 50, height: 50).id("blue")
        }
    }
}

private let primarySquare = CGRect(x: 145, y: 397, width: 50, height: 50)
private let blueSquare = CGRect(x: 195, y: 397, width: 50, height: 50)

@Suite @MainActor struct ColorSchemeTests {
    /// Light by default; the host's environment and `.environment(\.colorScheme, _)` set it
    /// for what they contain, and a subtree can set it back.
    @Test func environmentValue() {
        #expect(EnvironmentValues().colorScheme == .light)
        #expect(host(SchemeLabel()).dump().contains("Text \"Light\""))
        #expect(host(SchemeLabel(), configure: { $0.colorScheme = .dark }).dump().contains("Text \"Dark\""))

        let h = host(VStack {
            SchemeLabel().id("outside")
            VStack {
                SchemeLabel().id("inside")
                SchemeLabel().environment(\.colorScheme, .light).id("back")
            }
            .environment(\.colorScheme, .dark)
        })
        let dump = h.dump()
        #expect(dump.components(separatedBy: "Text \"Light\"").count == 3)
        #expect(dump.components(separatedBy: "Text \"Dark\"").count == 2)
        #expect(dump.contains("colorScheme(.dark)"))
    }

    /// A dark host draws `Color.primary` white and the system colours in their dark
    /// variants; colours given by components are unchanged.
    @Test func darkHostResolvesSystemColours() {
        let light = host(Swatches()).renderTree()
        #expect(rgba(fillColor(light, in: primarySquare)) == [0, 0, 0, 1])
        #expect(rgba(fillColor(light, in: blueSquare)) == [0, 122, 255, 1])

        let dark = host(Swatches(), configure: { $0.colorScheme = .dark }).renderTree()
        #expect(rgba(fillColor(dark, in: primarySquare)) == [255, 255, 255, 1])
        #expect(rgba(fillColor(dark, in: blueSquare)) == [10, 132, 255, 1])

        let custom = host(Color(red: 0.2, green: 0.4, blue: 0.6).frame(width: 50, height: 50),
                          configure: { $0.colorScheme = .dark }).renderTree()
        #expect(rgba(fillColor(custom, in: CGRect(x: 170, y: 397, width: 50, height: 50))) == [51, 102, 153, 1])
    }

    /// Text without a foreground colour is primary: white in the dark; a faded system
    /// colour keeps its factor.
    @Test func textAndOpacityInTheDark() {
        let h = host(VStack {
            Text("Hi")
            Color.secondary.frame(width: 50, height: 50)
            Color.red.opacity(0.5).frame(width: 50, height: 50)
        }, configure: { $0.colorScheme = .dark })
        let pieces = allNodes(h.renderTree()).flatMap { node -> [RenderText.Piece] in
            if case .text(let t) = node.content { return t.lines.flatMap(\.pieces) }
            return []
        }
        #expect(pieces.count == 1)
        #expect(rgba(pieces.first?.color) == [255, 255, 255, 1])
        let fills = allNodes(h.renderTree()).compactMap { node -> Color? in
            if case .fill(_, let c, _) = node.content { return c }
            return nil
        }
        #expect(fills.map(rgba) == [[235, 235, 245, 0.6], [255, 69, 58, 0.5]])
        #expect(fills.map(\.description) == ["secondary", "red.opacity(0.5)"])
    }

    /// `.environment(\.colorScheme, .dark)` draws only its subtree dark; a nested
    /// `.light` draws light again.
    @Test func subtreeScheme() {
        let view = VStack(spacing: 0) {
            Color.primary.frame(width: 50, height: 50)
            VStack(spacing: 0) {
                Color.primary.frame(width: 50, height: 50)
                Color.primary.frame(width: 50, height: 50).environment(\.colorScheme, .light)
            }
            .environment(\.colorScheme, .dark)
        }
        let tree = host(view).renderTree()
        // The column is 150 tall, centred: its top at 347.
        #expect(rgba(fillColor(tree, in: CGRect(x: 170, y: 347, width: 50, height: 50))) == [0, 0, 0, 1])
        #expect(rgba(fillColor(tree, in: CGRect(x: 170, y: 397, width: 50, height: 50))) == [255, 255, 255, 1])
        #expect(rgba(fillColor(tree, in: CGRect(x: 170, y: 447, width: 50, height: 50))) == [0, 0, 0, 1])
    }

    /// A view that prefers the dark scheme makes the whole host dark: views outside it
    /// read dark and draw dark; when it goes, the host's own scheme comes back.
    @Test func preferredColorSchemeDarkensTheHost() {
        struct Screen: View {
            var prefersDark: Bool
            var body: some View {
                VStack(spacing: 0) {
                    SchemeLabel()
                    Swatches()
                    if prefersDark {
                        Color.green.frame(width: 10, height: 10).id("green").preferredColorScheme(.dark)
                    }
                }
            }
        }
        let h = host(Screen(prefersDark: true))
        #expect(h.environment.colorScheme == .dark)
        #expect(h.dump().contains("Text \"Dark\""))
        #expect(h.dump().contains("preferredColorScheme(.dark)"))
        let tree = h.renderTree()
        #expect(h.rect("green").size == CGSize(width: 10, height: 10))
        #expect(rgba(fillColor(tree, in: h.rect("primary"))) == [255, 255, 255, 1])
        #expect(rgba(fillColor(tree, in: h.rect("blue"))) == [10, 132, 255, 1])
        #expect(rgba(fillColor(tree, in: h.rect("green"))) == [48, 209, 88, 1])

        h.rootView = Screen(prefersDark: false)
        h.layoutIfNeeded()
        #expect(h.environment.colorScheme == .light)
        #expect(h.dump().contains("Text \"Light\""))
        #expect(rgba(fillColor(h.renderTree(), in: h.rect("primary"))) == [0, 0, 0, 1])
    }

    /// The preferred scheme overrides the host's; a subtree that sets its scheme keeps it;
    /// of two preferences the first in view order wins; `nil` prefers nothing.
    @Test func preferredColorSchemeRules() {
        let light = host(SchemeLabel().preferredColorScheme(.light), configure: { $0.colorScheme = .dark })
        #expect(light.environment.colorScheme == .light)
        #expect(light.dump().contains("Text \"Light\""))

        let kept = host(VStack {
            SchemeLabel().environment(\.colorScheme, .light)
            SchemeLabel()
        }.preferredColorScheme(.dark))
        #expect(kept.dump().components(separatedBy: "Text \"Light\"").count == 2)
        #expect(kept.dump().components(separatedBy: "Text \"Dark\"").count == 2)

        let first = host(VStack {
            Color.red.frame(width: 10, height: 10).preferredColorScheme(nil)
            Color.red.frame(width: 10, height: 10).preferredColorScheme(.dark)
            Color.red.frame(width: 10, height: 10).preferredColorScheme(.light)
        })
        #expect(first.environment.colorScheme == .dark)
        #expect(host(SchemeLabel().preferredColorScheme(nil)).environment.colorScheme == .light)
    }

    /// The preference is SwiftUI's `PreferredColorSchemeKey`: an ancestor sees it.
    @Test func preferenceIsObservable() {
        final class Seen { var values: [ColorScheme?] = [] }
        let seen = Seen()
        _ = host(VStack {
            Color.red.frame(width: 10, height: 10).preferredColorScheme(.dark)
        }.onPreferenceChange(PreferredColorSchemeKey.self) { seen.values.append($0) })
        #expect(seen.values == [.dark])
    }

    /// `Color.resolve(in:)` gives the components in the environment's scheme.
    @Test func resolvedColours() {
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        let white = Color.primary.resolve(in: dark)
        #expect(white == Color.Resolved(red: 1, green: 1, blue: 1, opacity: 1))
        #expect(white.description == "#FFFFFFFF")
        #expect(Color.primary.resolve(in: EnvironmentValues()).description == "#000000FF")
        let secondary = Color.secondary.resolve(in: dark)
        #expect(abs(secondary.red - 235 / 255) < 1e-6 && abs(secondary.blue - 245 / 255) < 1e-6 && abs(secondary.opacity - 0.6) < 1e-6)
        #expect(Color.black.resolve(in: dark) == Color.Resolved(red: 0, green: 0, blue: 0))
        // Linear components: sRGB 0.5 is 0.214 in linear light.
        let half = Color.Resolved(red: 0.5, green: 0.5, blue: 0.5)
        #expect(abs(half.linearRed - 0.21404) < 1e-4)
        #expect(abs(Color.Resolved(colorSpace: .sRGBLinear, red: 0.21404, green: 0, blue: 1).red - 0.5) < 1e-4)
        // Back to a colour, and bad input clamped.
        #expect(Color(Color.Resolved(red: 1, green: 0, blue: 0)) == Color(red: 1, green: 0, blue: 0))
        #expect(Color.Resolved(red: .nan, green: 2, blue: -1).description == "#00FF00FF")
    }
}
