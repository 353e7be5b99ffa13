import Foundation
import Testing
import Trellis
import UIKit

@Suite("UITraitCollection and dynamic colours")
struct UITraitCollectionTests {
    private func components(_ color: UIColor) -> [CGFloat] {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        return [r, g, b, a]
    }

    @Test("a dynamic colour answers its provider's colour for the traits")
    func dynamicProvider() {
        var asked: [UIUserInterfaceStyle] = []
        let shadow = UIColor { traits in
            asked.append(traits.userInterfaceStyle)
            return traits.userInterfaceStyle == .light ? UIColor(white: 0, alpha: 0.25) : UIColor(white: 1, alpha: 0.25)
        }
        // Made: resolved once for light, which SwiftUI draws.
        #expect(asked == [.light])
        #expect(components(shadow) == [0, 0, 0, 0.25])
        #expect(components(shadow.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == [1, 1, 1, 0.25])
        #expect(components(shadow.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light))) == [0, 0, 0, 0.25])
        // Alpha applies to each resolution.
        let faint = shadow.withAlphaComponent(0.5)
        #expect(components(faint.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark))) == [1, 1, 1, 0.5])
        #expect(Color(uiColor: shadow) == Color(white: 0, opacity: 0.25))
    }

    @Test("a system colour resolves to its dark components in dark traits; a fixed one stays")
    func systemColours() {
        let dark = UITraitCollection(userInterfaceStyle: .dark)
        #expect(components(UIColor.systemBackground.resolvedColor(with: dark)) == [0, 0, 0, 1])
        #expect(components(UIColor.systemBackground.resolvedColor(with: UITraitCollection())) == [1, 1, 1, 1])
        #expect(components(UIColor.red.resolvedColor(with: dark)) == [1, 0, 0, 1])
    }

    @Test("the current traits: an iPhone in portrait, light, at the screen's scale")
    func current() {
        let traits = UITraitCollection.current
        #expect(traits.userInterfaceStyle == .light && traits.horizontalSizeClass == .compact)
        #expect(traits.verticalSizeClass == .regular && traits.displayScale == 3 && traits.userInterfaceIdiom == .phone)
        #expect(UITraitCollection(displayScale: .nan).displayScale == 0)
        #expect(traits.hasDifferentColorAppearance(comparedTo: UITraitCollection(userInterfaceStyle: .dark)))
    }
}
