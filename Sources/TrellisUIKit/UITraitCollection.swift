import Foundation
@_spi(RunLoop) import TrellisLayout

/// Light or dark, as UIKit's traits name the colour scheme.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}

/// Compact or regular, as UIKit sizes a dimension of the interface.
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}

/// UIKit's traits of an interface: its colour scheme, size classes and display scale,
/// against which a dynamic colour (``UIColor/init(dynamicProvider:)``) resolves.
///
/// **Differs from UIKit:** `current` is an iPhone's portrait traits in light mode at the
/// acting host's display scale (3 with no host acting): a host's colour scheme is its views'
/// environment, which UIKit code outside the views cannot see.
open class UITraitCollection: NSObject, @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let displayScale: CGFloat
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    init(style: UIUserInterfaceStyle, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass,
         scale: CGFloat, idiom: UIUserInterfaceIdiom) {
        userInterfaceStyle = style
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        displayScale = scale
        userInterfaceIdiom = idiom
        super.init()
    }

    /// Traits that say nothing (every trait unspecified, scale 0).
    override public convenience init() {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: .unspecified)
    }

    /// Traits that say only the colour scheme.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(style: userInterfaceStyle, horizontal: .unspecified, vertical: .unspecified, scale: 0, idiom: .unspecified)
    }

    /// Traits that say only the display scale (NaN, infinite or negative: 0, unspecified).
    public convenience init(displayScale: CGFloat) {
        self.init(style: .unspecified, horizontal: .unspecified, vertical: .unspecified,
                  scale: displayScale.isFinite && displayScale > 0 ? displayScale : 0, idiom: .unspecified)
    }

    /// The traits of the interface now: see the type's note.
    open class var current: UITraitCollection {
        UITraitCollection(style: .light, horizontal: .compact, vertical: .regular,
                          scale: UIScreen.main.scale, idiom: .phone)
    }

    /// Whether the two collections give `userInterfaceStyle` different values.
    open func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }
}
