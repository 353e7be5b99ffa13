// `import CoreGraphics` on platforms without Apple's CoreGraphics: Foundation's CG types
// (CGFloat, CGPoint, CGSize, CGRect). Trellis's additions (CGAffineTransform and friends)
// come with `import Trellis`.
@_exported import Foundation

/// A colour in device RGB, as Apple's `CGColor(red:green:blue:alpha:)` makes it: its four
/// components and its alpha. (Needed as well because a package in the same build — e.g.
/// swift-property-based's `Gen.cgColor` — sees this module through `canImport(CoreGraphics)`
/// and then expects Apple's type.)
///
/// **Differs from Core Graphics:** device RGB only: there are no colour spaces, patterns
/// or conversions: the components are the four values given.
public final class CGColor: @unchecked Sendable, Equatable, Hashable {
    /// Red, green, blue and alpha, as given.
    public let components: [CGFloat]?
    public var numberOfComponents: Int { components?.count ?? 0 }
    public var alpha: CGFloat { components?.last ?? 1 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
    }

    public static func == (a: CGColor, b: CGColor) -> Bool { a.components == b.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}
