import Foundation

extension View {
    /// Makes the cell span `count` columns of its grid row (values below 1 count as 1).
    /// A merged cell is placed by anchor: `gridCellAnchor`, else the grid's alignment as a
    /// unit point.
    public func gridCellColumns(_ count: Int) -> some View {
        modifier(GridCellModifier(property: .columns(count)))
    }

    /// Sets the horizontal alignment of the whole column this cell is in. When several
    /// cells of a column set one, the first (row by row) wins.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        modifier(GridCellModifier(property: .columnAlignment(guide)))
    }

    /// Places the cell by anchor: its point `anchor` sits on the same point of its cell
    /// area. Non-finite components count as 0.5.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        modifier(GridCellModifier(property: .anchor(anchor)))
    }

    /// The grid does not let this cell size its column (`.horizontal`) or its row
    /// (`.vertical`): the cell takes the area the other cells decide.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        modifier(GridCellModifier(property: .unsizedAxes(axes)))
    }
}

/// The cell properties the grid reads, as layout values of internal keys (so they pass
/// through other modifiers, and `GridLayout` can read them from any subview). When the
/// same property is set twice, the outermost modifier wins.
enum GridCellValues {
    enum ColumnsKey: LayoutValueKey { static var defaultValue: Int { 1 } }
    enum ColumnAlignmentKey: LayoutValueKey { static var defaultValue: HorizontalAlignment? { nil } }
    enum AnchorKey: LayoutValueKey { static var defaultValue: UnitPoint? { nil } }
    enum UnsizedAxesKey: LayoutValueKey { static var defaultValue: Axis.Set { [] } }

    static func columns(_ item: LayoutItem) -> Int {
        item.layoutValue(ObjectIdentifier(ColumnsKey.self)) as? Int ?? ColumnsKey.defaultValue
    }
    static func columnAlignment(_ item: LayoutItem) -> HorizontalAlignment? {
        item.layoutValue(ObjectIdentifier(ColumnAlignmentKey.self)) as? HorizontalAlignment
    }
    static func anchor(_ item: LayoutItem) -> UnitPoint? {
        item.layoutValue(ObjectIdentifier(AnchorKey.self)) as? UnitPoint
    }
    static func unsizedAxes(_ item: LayoutItem) -> Axis.Set {
        item.layoutValue(ObjectIdentifier(UnsizedAxesKey.self)) as? Axis.Set ?? []
    }
}

struct GridCellModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never

    enum Property {
        case columns(Int)
        case columnAlignment(HorizontalAlignment)
        case anchor(UnitPoint)
        case unsizedAxes(Axis.Set)
    }
    let property: Property

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        GridCellItem(child: child, property: property)
    }
}

/// A transparent wrapper that carries one grid cell property.
final class GridCellItem: ModifierItem {
    let key: ObjectIdentifier
    let value: Any
    let name: String

    init(child: LayoutItem, property: GridCellModifier.Property) {
        switch property {
        case .columns(let n):
            key = ObjectIdentifier(GridCellValues.ColumnsKey.self)
            value = n
            name = "gridCellColumns(\(n))"
        case .columnAlignment(let a):
            key = ObjectIdentifier(GridCellValues.ColumnAlignmentKey.self)
            value = a
            name = "gridColumnAlignment(.\(a.key.name))"
        case .anchor(let p):
            func fix(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0.5 }
            if !p.x.isFinite || !p.y.isFinite {
                child.context.report(.invalidFrame, "gridCellAnchor \(p) is not finite; non-finite parts treated as 0.5", view: child.debugName)
            }
            let anchor = UnitPoint(x: fix(p.x), y: fix(p.y))
            key = ObjectIdentifier(GridCellValues.AnchorKey.self)
            value = anchor
            name = "gridCellAnchor(x: \(anchor.x.trellisFormatted), y: \(anchor.y.trellisFormatted))"
        case .unsizedAxes(let axes):
            key = ObjectIdentifier(GridCellValues.UnsizedAxesKey.self)
            value = axes
            var parts: [String] = []
            if axes.contains(.horizontal) { parts.append(".horizontal") }
            if axes.contains(.vertical) { parts.append(".vertical") }
            name = "gridCellUnsizedAxes([\(parts.joined(separator: ", "))])"
        }
        super.init(child: child)
    }

    override func layoutValue(_ k: ObjectIdentifier) -> Any? { k == key ? value : child.layoutValue(k) }
    override var debugName: String { name }
}
