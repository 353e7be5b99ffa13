import Foundation

/// A horizontal stack as a `Layout` value (usable with `AnyLayout`).
public struct HStackLayout: Layout, StackAlgorithmLayout {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .horizontal
        return p
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        algorithm.spacing(subviews)
    }
}

/// A vertical stack as a `Layout` value (usable with `AnyLayout`).
public struct VStackLayout: Layout, StackAlgorithmLayout {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    public static var layoutProperties: LayoutProperties {
        var p = LayoutProperties()
        p.stackOrientation = .vertical
        return p
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        algorithm.size(proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        algorithm.place(in: bounds, proposal, subviews)
    }

    public func spacing(subviews: Subviews, cache: inout ()) -> ViewSpacing {
        algorithm.spacing(subviews)
    }
}

/// A layout that is the stack algorithm (`HStackLayout`, `VStackLayout`): its container
/// places the subviews straight from the algorithm's solution.
protocol StackAlgorithmLayout {
    var algorithm: StackAlgorithm { get }
}
