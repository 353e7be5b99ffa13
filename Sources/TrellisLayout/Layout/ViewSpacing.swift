import Foundation

/// A collection of the geometric spacing preferences of a view: for each edge, values
/// keyed by an optional category.
///
/// The distance between two facing edges (``distance(to:along:)``) is the largest value of
/// the categories both edges share; with none shared, the larger of their uncategorised
/// values; with neither, the platform default of 8 points.
///
/// Differs from SwiftUI: SwiftUI's default spacing depends on the kinds of the two views
/// (text beside text, a control beside an image…) in ways it does not document; Trellis
/// gives one default, 8 points, between any two views that share no category, and 0 next
/// to a `Spacer`, so that frames are the same on every machine.
public struct ViewSpacing: Equatable, Sendable {
    /// Categories of spacing preference; `none` is the uncategorised value.
    struct Category: Hashable, Sendable {
        let name: String
        static let none = Category(name: "")
        static let text = Category(name: "text")
    }

    typealias EdgeValues = [Category: CGFloat]

    var top = EdgeValues(), leading = EdgeValues(), bottom = EdgeValues(), trailing = EdgeValues()

    /// The platform's default distance between two views with no preference.
    static let defaultDistance: CGFloat = 8

    /// A view spacing with no preferences: distances fall back to the default of 8.
    public init() {}

    /// A view spacing with an uncategorised zero on every edge.
    public static let zero: ViewSpacing = ViewSpacing(uncategorized: 0, edges: .all)

    init(uncategorized value: CGFloat, edges: Edge.Set) {
        for e in Edge.allCases where edges.contains(e) { self[e] = [.none: value] }
    }

    subscript(edge: Edge) -> EdgeValues {
        get {
            switch edge {
            case .top: return top
            case .leading: return leading
            case .bottom: return bottom
            case .trailing: return trailing
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .leading: leading = newValue
            case .bottom: bottom = newValue
            case .trailing: trailing = newValue
            }
        }
    }

    /// Merges another spacing's preferences into this one: per edge and category, the larger value.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for e in Edge.allCases where edges.contains(e) {
            self[e].merge(other[e]) { Swift.max($0, $1) }
        }
    }

    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }

    /// The preferred distance between this view and `next`, which follows it along `axis`
    /// (to its trailing side horizontally, below it vertically).
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        let mine = axis == .horizontal ? trailing : bottom
        let theirs = axis == .horizontal ? next.leading : next.top
        var shared: CGFloat?
        for (category, value) in mine where category != .none {
            if let other = theirs[category] { shared = Swift.max(shared ?? -.infinity, Swift.max(value, other)) }
        }
        if let shared { return shared }
        switch (mine[.none], theirs[.none]) {
        case let (a?, b?): return Swift.max(a, b)
        case let (a?, nil): return a
        case let (nil, b?): return b
        case (nil, nil): return ViewSpacing.defaultDistance
        }
    }

    /// Resets the given edges to a generic view's preferences (none).
    mutating func reset(_ edges: Edge.Set) {
        for e in Edge.allCases where edges.contains(e) { self[e] = [:] }
    }
}
