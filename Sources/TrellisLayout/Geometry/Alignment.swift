import Foundation

/// A type that you use to create custom alignment guides.
public protocol AlignmentID {
    /// The value of the guide for a view that does not set it explicitly.
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// The identity of one alignment guide on one axis, as the engine keys it.
struct AlignmentKey: Hashable {
    let idType: any AlignmentID.Type
    let axis: Axis
    var id: ObjectIdentifier { ObjectIdentifier(idType) }

    init(_ idType: any AlignmentID.Type, _ axis: Axis) {
        self.idType = idType
        self.axis = axis
    }

    static func == (a: AlignmentKey, b: AlignmentKey) -> Bool { a.id == b.id && a.axis == b.axis }
    func hash(into h: inout Hasher) { h.combine(id); h.combine(axis) }

    func defaultValue(in d: ViewDimensions) -> CGFloat { idType.defaultValue(in: d) }

    /// The default value of a built-in guide for a view of `size` (what
    /// ``defaultValue(in:)`` gives; each reads the size only), nil for a custom guide,
    /// whose default may ask the view's other guides.
    @inline(__always) func builtInDefault(_ size: CGSize) -> CGFloat? {
        switch id {
        case ObjectIdentifier(LeadingID.self), ObjectIdentifier(TopID.self): return 0
        case ObjectIdentifier(HCenterID.self): return size.width / 2
        case ObjectIdentifier(VCenterID.self): return size.height / 2
        case ObjectIdentifier(TrailingID.self): return size.width
        case ObjectIdentifier(BottomID.self), ObjectIdentifier(FirstTextBaselineID.self),
             ObjectIdentifier(LastTextBaselineID.self): return size.height
        default: return nil
        }
    }

    /// How explicit values of several children combine into their container's value.
    /// The built-in edge and centre guides do not propagate out of a container (`nil`);
    /// first baselines come from the first child that has one, last baselines from the
    /// last; custom guides average the children's values (OpenSwiftUI's default reduce).
    var combination: Combination {
        switch id {
        case ObjectIdentifier(FirstTextBaselineID.self): return .first
        case ObjectIdentifier(LastTextBaselineID.self): return .last
        case ObjectIdentifier(LeadingID.self), ObjectIdentifier(HCenterID.self),
             ObjectIdentifier(TrailingID.self), ObjectIdentifier(TopID.self),
             ObjectIdentifier(VCenterID.self), ObjectIdentifier(BottomID.self):
            return .none
        default: return .average
        }
    }

    enum Combination { case none, first, last, average }

    /// The container's value from its children's explicit values, in subview order.
    func combine(_ values: [CGFloat]) -> CGFloat? {
        switch combination {
        case .none: return nil
        case .first: return values.first
        case .last: return values.last
        case .average: return values.isEmpty ? nil : values.reduce(0, +) / CGFloat(values.count)
        }
    }

    var name: String {
        switch id {
        case ObjectIdentifier(LeadingID.self): return "leading"
        case ObjectIdentifier(HCenterID.self), ObjectIdentifier(VCenterID.self): return "center"
        case ObjectIdentifier(TrailingID.self): return "trailing"
        case ObjectIdentifier(TopID.self): return "top"
        case ObjectIdentifier(BottomID.self): return "bottom"
        case ObjectIdentifier(FirstTextBaselineID.self): return "firstTextBaseline"
        case ObjectIdentifier(LastTextBaselineID.self): return "lastTextBaseline"
        default: return String(describing: idType)
        }
    }
}

@usableFromInline enum LeadingID: AlignmentID { @usableFromInline static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
@usableFromInline enum HCenterID: AlignmentID { @usableFromInline static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
@usableFromInline enum TrailingID: AlignmentID { @usableFromInline static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
@usableFromInline enum TopID: AlignmentID { @usableFromInline static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
@usableFromInline enum VCenterID: AlignmentID { @usableFromInline static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
@usableFromInline enum BottomID: AlignmentID { @usableFromInline static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// For a view without text, both baselines default to its bottom edge.
@usableFromInline enum FirstTextBaselineID: AlignmentID { @usableFromInline static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
@usableFromInline enum LastTextBaselineID: AlignmentID { @usableFromInline static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    /// The guide's type: all the value holds (its axis is the type's), so an `Alignment`
    /// is two words of metadata each, not a stored key.
    @usableFromInline let idType: any AlignmentID.Type
    var key: AlignmentKey { AlignmentKey(idType, .horizontal) }

    @inlinable public init(_ id: any AlignmentID.Type) { idType = id }
    init(key: AlignmentKey) { idType = key.idType }

    public static func == (a: Self, b: Self) -> Bool { ObjectIdentifier(a.idType) == ObjectIdentifier(b.idType) }

    @inlinable public static var leading: HorizontalAlignment { HorizontalAlignment(LeadingID.self) }
    @inlinable public static var center: HorizontalAlignment { HorizontalAlignment(HCenterID.self) }
    @inlinable public static var trailing: HorizontalAlignment { HorizontalAlignment(TrailingID.self) }
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    /// The guide's type: all the value holds (its axis is the type's), so an `Alignment`
    /// is two words of metadata each, not a stored key.
    @usableFromInline let idType: any AlignmentID.Type
    var key: AlignmentKey { AlignmentKey(idType, .vertical) }

    @inlinable public init(_ id: any AlignmentID.Type) { idType = id }
    init(key: AlignmentKey) { idType = key.idType }

    public static func == (a: Self, b: Self) -> Bool { ObjectIdentifier(a.idType) == ObjectIdentifier(b.idType) }

    @inlinable public static var top: VerticalAlignment { VerticalAlignment(TopID.self) }
    @inlinable public static var center: VerticalAlignment { VerticalAlignment(VCenterID.self) }
    @inlinable public static var bottom: VerticalAlignment { VerticalAlignment(BottomID.self) }
    @inlinable public static var firstTextBaseline: VerticalAlignment { VerticalAlignment(FirstTextBaselineID.self) }
    @inlinable public static var lastTextBaseline: VerticalAlignment { VerticalAlignment(LastTextBaselineID.self) }
}

/// An alignment in both axes.
public struct Alignment: Equatable, @unchecked Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    @inlinable public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    @inlinable public static var center: Alignment { Alignment(horizontal: .center, vertical: .center) }
    @inlinable public static var leading: Alignment { Alignment(horizontal: .leading, vertical: .center) }
    @inlinable public static var trailing: Alignment { Alignment(horizontal: .trailing, vertical: .center) }
    @inlinable public static var top: Alignment { Alignment(horizontal: .center, vertical: .top) }
    @inlinable public static var bottom: Alignment { Alignment(horizontal: .center, vertical: .bottom) }
    @inlinable public static var topLeading: Alignment { Alignment(horizontal: .leading, vertical: .top) }
    @inlinable public static var topTrailing: Alignment { Alignment(horizontal: .trailing, vertical: .top) }
    @inlinable public static var bottomLeading: Alignment { Alignment(horizontal: .leading, vertical: .bottom) }
    @inlinable public static var bottomTrailing: Alignment { Alignment(horizontal: .trailing, vertical: .bottom) }
    @inlinable public static var centerFirstTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .firstTextBaseline) }
    @inlinable public static var centerLastTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .lastTextBaseline) }
    @inlinable public static var leadingFirstTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .firstTextBaseline) }
    @inlinable public static var leadingLastTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .lastTextBaseline) }
    @inlinable public static var trailingFirstTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .firstTextBaseline) }
    @inlinable public static var trailingLastTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .lastTextBaseline) }

    /// The alignment as a unit point, for the built-in guides (custom guides count as centre).
    var unitPoint: UnitPoint {
        let x: CGFloat
        switch horizontal.key.id {
        case ObjectIdentifier(LeadingID.self): x = 0
        case ObjectIdentifier(TrailingID.self): x = 1
        default: x = 0.5
        }
        let y: CGFloat
        switch vertical.key.id {
        case ObjectIdentifier(TopID.self): y = 0
        case ObjectIdentifier(BottomID.self), ObjectIdentifier(FirstTextBaselineID.self),
             ObjectIdentifier(LastTextBaselineID.self): y = 1
        default: y = 0.5
        }
        return UnitPoint(x: x, y: y)
    }
}
