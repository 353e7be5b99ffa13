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

enum LeadingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum HCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width / 2 } }
enum TrailingID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.width } }
enum TopID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { 0 } }
enum VCenterID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 2 } }
enum BottomID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
/// For a view without text, both baselines default to its bottom edge.
enum FirstTextBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }
enum LastTextBaselineID: AlignmentID { static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height } }

/// An alignment position along the horizontal axis.
public struct HorizontalAlignment: Equatable, @unchecked Sendable {
    /// The guide's type: all the value holds (its axis is the type's), so an `Alignment`
    /// is two words of metadata each, not a stored key.
    let idType: any AlignmentID.Type
    var key: AlignmentKey { AlignmentKey(idType, .horizontal) }

    public init(_ id: any AlignmentID.Type) { idType = id }
    init(key: AlignmentKey) { idType = key.idType }

    public static func == (a: Self, b: Self) -> Bool { ObjectIdentifier(a.idType) == ObjectIdentifier(b.idType) }

    public static let leading = HorizontalAlignment(LeadingID.self)
    public static let center = HorizontalAlignment(HCenterID.self)
    public static let trailing = HorizontalAlignment(TrailingID.self)
}

/// An alignment position along the vertical axis.
public struct VerticalAlignment: Equatable, @unchecked Sendable {
    /// The guide's type: all the value holds (its axis is the type's), so an `Alignment`
    /// is two words of metadata each, not a stored key.
    let idType: any AlignmentID.Type
    var key: AlignmentKey { AlignmentKey(idType, .vertical) }

    public init(_ id: any AlignmentID.Type) { idType = id }
    init(key: AlignmentKey) { idType = key.idType }

    public static func == (a: Self, b: Self) -> Bool { ObjectIdentifier(a.idType) == ObjectIdentifier(b.idType) }

    public static let top = VerticalAlignment(TopID.self)
    public static let center = VerticalAlignment(VCenterID.self)
    public static let bottom = VerticalAlignment(BottomID.self)
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineID.self)
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineID.self)
}

/// An alignment in both axes.
public struct Alignment: Equatable, @unchecked Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

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
