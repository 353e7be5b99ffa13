import Foundation

/// A shape that can be inset to make another shape (used by `strokeBorder`).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

/// A built-in shape inset by an amount on every side: the shape drawn in the inset
/// rectangle (corner radii shrink with it, never below 0). The amount animates.
public struct _Inset<Base: Shape>: InsettableShape {
    public var base: Base
    public var amount: CGFloat

    public func path(in rect: CGRect) -> Path {
        let a = amount.isFinite ? amount : 0
        let r = rect.insetBy(dx: min(a, rect.width / 2), dy: min(a, rect.height / 2))
        return adjustedBase(a).path(in: r)
    }

    private func adjustedBase(_ a: CGFloat) -> any Shape {
        if let rounded = base as? RoundedRectangle {
            return RoundedRectangle(cornerSize: CGSize(width: max(0, rounded.cornerSize.width - a), height: max(0, rounded.cornerSize.height - a)),
                                    style: rounded.style)
        }
        return base
    }

    public func inset(by amount: CGFloat) -> _Inset<Base> { _Inset(base: base, amount: self.amount + amount) }

    public var animatableData: CGFloat {
        get { amount }
        set { amount = newValue }
    }
}

extension Rectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Rectangle> { _Inset(base: self, amount: amount) }
}
extension RoundedRectangle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<RoundedRectangle> { _Inset(base: self, amount: amount) }
}
extension Circle: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Circle> { _Inset(base: self, amount: amount) }
}
extension Ellipse: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Ellipse> { _Inset(base: self, amount: amount) }
}
extension Capsule: InsettableShape {
    public func inset(by amount: CGFloat) -> _Inset<Capsule> { _Inset(base: self, amount: amount) }
}

/// The part of a shape's outline between two fractions of its length.
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    public var startFraction: CGFloat
    public var endFraction: CGFloat
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(startFraction, endFraction) }
        set { (startFraction, endFraction) = (newValue.first, newValue.second) }
    }
}

/// A shape moved within its frame.
public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var animatableData: CGSize.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }
}

/// A shape rotated about an anchor of its frame.
public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(TransitionEffect(anchor: anchor, rotation: angle).transform(in: rect))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var animatableData: Double {
        get { angle.radians }
        set { angle.radians = newValue }
    }
}

/// A shape scaled about an anchor of its frame.
public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(TransitionEffect(scale: scale, anchor: anchor).transform(in: rect))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var animatableData: CGSize.AnimatableData {
        get { scale.animatableData }
        set { scale.animatableData = newValue }
    }
}

/// A shape with an affine transform applied to its path.
public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(shape: self, startFraction: startFraction, endFraction: endFraction)
    }
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y)) }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(shape: self, offset: CGSize(width: x, height: y)) }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> { RotatedShape(shape: self, angle: angle, anchor: anchor) }
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { TransformedShape(shape: self, transform: transform) }
}

extension InsettableShape {
    /// Strokes the outline of the shape inset by half the line width, so the stroke lies
    /// inside the frame.
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<Self, ForegroundStyle> {
        _ShapeView(shape: self, fill: ShapeFill(ForegroundStyle(), stroke: lineWidth, inset: true))
    }
}

/// A shape drawn at a fixed size from the top-leading corner of its frame
/// (`Shape.size(_:)`). A negative or NaN dimension is 0.
public struct _SizedShape<Content: Shape>: Shape {
    public var shape: Content
    public var size: CGSize
    public func path(in rect: CGRect) -> Path {
        func dimension(_ v: CGFloat) -> CGFloat { v.isNaN || v < 0 ? 0 : v }
        return shape.path(in: CGRect(origin: rect.origin, size: CGSize(width: dimension(size.width), height: dimension(size.height))))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
    public var animatableData: AnimatablePair<Content.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(shape.animatableData, size.animatableData) }
        set {
            shape.animatableData = newValue.first
            size.animatableData = newValue.second
        }
    }
}

extension Shape {
    /// The shape drawn `size` big from the top-leading corner of its frame, whatever the
    /// frame's size (the frame itself is laid out as the shape's).
    public func size(_ size: CGSize) -> _SizedShape<Self> { _SizedShape(shape: self, size: size) }

    /// The shape drawn `width` × `height` from the top-leading corner of its frame.
    public func size(width: CGFloat, height: CGFloat) -> _SizedShape<Self> {
        size(CGSize(width: width, height: height))
    }
}
