import Foundation

/// A proposal for the size of a view. `nil` in a dimension asks for the view's ideal size
/// in that dimension; `0` probes the minimum and `.infinity` the maximum.
public struct ProposedViewSize: Hashable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?

    @inlinable public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    @inlinable public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    // Made where they are used, not kept in globals: a layout in another module read a
    // global through a call to its lazy initialiser's accessor, for every subview it asked.
    @inlinable public static var zero: ProposedViewSize { ProposedViewSize(width: 0, height: 0) }
    @inlinable public static var infinity: ProposedViewSize { ProposedViewSize(width: .infinity, height: .infinity) }
    @inlinable public static var unspecified: ProposedViewSize { ProposedViewSize(width: nil, height: nil) }

    /// Replaces `nil` dimensions with those of `size` (10×10 by default, as SwiftUI does).
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }

    subscript(axis: Axis) -> CGFloat? {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }

    init(_ axis: Axis, major: CGFloat?, minor: CGFloat?) {
        self = axis == .horizontal ? ProposedViewSize(width: major, height: minor)
                                   : ProposedViewSize(width: minor, height: major)
    }
}

extension ProposedViewSize: CustomStringConvertible {
    public var description: String {
        func f(_ v: CGFloat?) -> String { v.map { Double($0).trellisFormatted } ?? "nil" }
        return "(\(f(width)), \(f(height)))"
    }
}

extension Int {
    /// The integer nearest below `value`, clamped to Int's range; NaN counts as 0. For
    /// counts computed from lengths, where a huge length must not trap.
    init(clampingFloor value: Double) {
        if value.isNaN { self = 0; return }
        if value >= 9.0e18 { self = Int.max; return }
        if value <= -9.0e18 { self = Int.min; return }
        self = Int(value.rounded(.down))
    }
}

extension Double {
    /// A short, stable rendering for dumps and messages: integers without a fraction,
    /// others with up to three decimals.
    var trellisFormatted: String {
        if isNaN { return "nan" }
        if isInfinite { return self > 0 ? "inf" : "-inf" }
        // Beyond 1e15 there is no fraction to show, and Int's range ends near 9.2e18.
        if abs(self) >= 1e15 { return String(format: "%.0f", self) }
        let rounded = (self * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        var s = String(format: "%.3f", rounded)
        while s.hasSuffix("0") { s.removeLast() }
        return s
    }
}

extension CGFloat {
    var trellisFormatted: String { Double(self).trellisFormatted }
}
