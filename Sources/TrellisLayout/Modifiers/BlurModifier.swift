import Foundation

/// `.blur(radius:opaque:)`: the view's drawing blurred by a Gaussian; layout is the
/// child's (the frame, guides and placement do not change).
///
/// The item is a ``RenderEffectItem`` whose effect is `.blur`, so the radius animates as an
/// opacity does (one animatable value of the effect's slot) and the render tree carries it
/// as ``RenderNode/blur``. A radius that is negative, NaN or infinite is reported
/// (`.invalidFrame`) and counts as 0: the view is drawn unblurred.
struct BlurModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let radius: CGFloat
    let opaque: Bool

    /// Its item reads nothing of the environment.
    static var readsEnvironment: Bool { false }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        var r = radius
        if !r.isFinite || r < 0 {
            child.context.report(.invalidFrame, "blur radius \(r.trellisFormatted) is not a finite non-negative number; using 0",
                                 view: child.debugName)
            r = 0
        }
        return RenderEffectItem(child: child, effect: .blur(radius: r, opaque: opaque))
    }
}

/// A Gaussian blur as the render tree carries it (``RenderNode/blur``): the subtree's
/// drawing blurred with standard deviation `radius` points.
public struct RenderBlur: Equatable, Sendable {
    /// The Gaussian's standard deviation in points (σ = radius, as for ``RenderShadow``).
    public var radius: CGFloat
    /// An opaque blur (`blur(radius:opaque: true)`): the drawing's edges are repeated
    /// outward before blurring, so it stays as opaque as it is up to the view's frame, and
    /// nothing is drawn outside the frame.
    public var isOpaque: Bool

    public init(radius: CGFloat, isOpaque: Bool) {
        self.radius = radius
        self.isOpaque = isOpaque
    }
}

extension View {
    /// Applies a Gaussian blur to this view: its drawing is blurred with a standard
    /// deviation of `radius` points (Trellis takes SwiftUI's radius as σ, as it does for
    /// ``View/shadow(color:radius:x:y:)``). Layout is unchanged: the frame stays, and the
    /// blur spreads beyond it, unclipped.
    ///
    /// With `opaque: true` the blur does not let transparency in at the view's edges: the
    /// pixels at the frame's edges are repeated outward before blurring, so a view opaque up
    /// to its frame stays opaque there, and nothing is drawn outside the frame.
    ///
    /// The radius animates. A negative, NaN or infinite radius is reported as a
    /// diagnostic and counts as 0.
    ///
    /// **Differs from SwiftUI:** the PNG renderer approximates the Gaussian by three box
    /// blurs in integer arithmetic (byte-identical everywhere); the SVG renderer writes an
    /// `feGaussianBlur` filter (`edgeMode="duplicate"` for an opaque blur, which SVG 1.1
    /// viewers that predate Filter Effects draw with transparent edges); the terminal
    /// renderer draws the view unblurred.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        modifier(BlurModifier(radius: radius, opaque: opaque))
    }
}
