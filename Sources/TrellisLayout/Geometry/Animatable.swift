import Foundation


/// A type that can serve as the animatable data of an animatable type: a vector space.
public protocol VectorArithmetic: AdditiveArithmetic {
    mutating func scale(by rhs: Double)
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    public func scaled(by rhs: Double) -> Self {
        var copy = self
        copy.scale(by: rhs)
        return copy
    }
}

extension Double: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= rhs }
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}

#if !canImport(Darwin)
extension CGFloat: VectorArithmetic {
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    public var magnitudeSquared: Double { Double(self * self) }
}
#endif

/// An empty type for animatable data: views with nothing to interpolate.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    public init() {}
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    public static func + (lhs: Self, rhs: Self) -> Self { lhs }
    public static func - (lhs: Self, rhs: Self) -> Self { lhs }
    public mutating func scale(by rhs: Double) {}
    public var magnitudeSquared: Double { 0 }
}

/// A pair of animatable values, which is itself animatable.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    public static var zero: Self { Self(.zero, .zero) }
    public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.first + rhs.first, lhs.second + rhs.second) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.first - rhs.first, lhs.second - rhs.second) }
    public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

/// A type that describes how to animate a property of a view or a layout.
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Animatable where Self: VectorArithmetic {
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

// MARK: SwiftUI's conformances of the numbers (iOS 17) and the geometry types

extension Double: Animatable {}
extension Float: Animatable {}
extension CGFloat: Animatable {}

extension CGPoint: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A frame as one 4-component vector (origin and size interpolated together, so a timing
/// curve moves a view along a straight line).
struct AnimatableRect: VectorArithmetic {
    var x: Double, y: Double, width: Double, height: Double

    init(_ r: CGRect) {
        x = Double(r.origin.x); y = Double(r.origin.y); width = Double(r.size.width); height = Double(r.size.height)
    }
    init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }

    static var zero: AnimatableRect { AnimatableRect(x: 0, y: 0, width: 0, height: 0) }
    static func + (a: Self, b: Self) -> Self { Self(x: a.x + b.x, y: a.y + b.y, width: a.width + b.width, height: a.height + b.height) }
    static func - (a: Self, b: Self) -> Self { Self(x: a.x - b.x, y: a.y - b.y, width: a.width - b.width, height: a.height - b.height) }
    mutating func scale(by rhs: Double) { x *= rhs; y *= rhs; width *= rhs; height *= rhs }
    var magnitudeSquared: Double { x * x + y * y + width * width + height * height }
}

/// A colour's straight-alpha components as a vector: colours interpolate in sRGB.
struct AnimatableColor: VectorArithmetic {
    var r: Double, g: Double, b: Double, a: Double

    init(_ c: Color) { r = c.red; g = c.green; b = c.blue; a = c.opacity }
    init(r: Double, g: Double, b: Double, a: Double) { self.r = r; self.g = g; self.b = b; self.a = a }

    var color: Color { Color(red: r, green: g, blue: b, opacity: a) }

    static var zero: AnimatableColor { AnimatableColor(r: 0, g: 0, b: 0, a: 0) }
    static func + (x: Self, y: Self) -> Self { Self(r: x.r + y.r, g: x.g + y.g, b: x.b + y.b, a: x.a + y.a) }
    static func - (x: Self, y: Self) -> Self { Self(r: x.r - y.r, g: x.g - y.g, b: x.b - y.b, a: x.a - y.a) }
    mutating func scale(by rhs: Double) { r *= rhs; g *= rhs; b *= rhs; a *= rhs }
    var magnitudeSquared: Double { r * r + g * g + b * b + a * a }
}
