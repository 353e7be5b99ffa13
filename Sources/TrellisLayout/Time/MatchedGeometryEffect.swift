import Foundation

/// The geometry a matched view takes from the view it matches (`matchedGeometryEffect`).
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The view's position (its anchor point).
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Position and size.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

/// A matched view's identity: its id within its namespace.
struct MatchedGeometryKey: Hashable {
    let namespace: Namespace.ID
    let id: AnyHashable
}

/// `matchedGeometryEffect(id:in:properties:anchor:isSource:)`: layout is unchanged; the item
/// carries the view's match for the animator.
struct MatchedGeometryModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        MatchedGeometryItem(child: child, key: key, properties: properties, anchor: anchor, isSource: isSource)
    }

    static var readsEnvironment: Bool { false }
}

final class MatchedGeometryItem: ModifierItem {
    let key: MatchedGeometryKey
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    init(child: LayoutItem, key: MatchedGeometryKey, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool) {
        self.key = key
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
        super.init(soleChild: child)
    }

    override var passesSizes: Bool { true }
    override var debugName: String { "matchedGeometryEffect(id: \(key.id))" }

    /// Where an inserted view starts when it takes over from `old` (the frame, in window
    /// coordinates, of the removed view it matches) on its way to `new`: the matched
    /// properties from `old` (the position as the anchor point's), the others from `new`.
    func startFrame(from old: CGRect, to new: CGRect) -> CGRect {
        let size = properties.contains(.size) ? old.size : new.size
        guard properties.contains(.position) else {
            // Only the size is matched: it grows or shrinks about the new anchor point.
            let ax = new.minX + anchor.x * new.width, ay = new.minY + anchor.y * new.height
            return CGRect(x: ax - anchor.x * size.width, y: ay - anchor.y * size.height, width: size.width, height: size.height)
        }
        let ax = old.minX + anchor.x * old.width, ay = old.minY + anchor.y * old.height
        return CGRect(x: ax - anchor.x * size.width, y: ay - anchor.y * size.height, width: size.width, height: size.height)
    }
}

extension View {
    /// Matches this view's geometry with the other views of the same `id` in `namespace`.
    ///
    /// When an animated change removes a view with the id and inserts another with it, the
    /// inserted view starts at the removed one's frame (the `properties` of it: position,
    /// size or both, the position taken at `anchor`) and moves to its own, instead of
    /// fading in; the removed view fades out. Layout is unchanged.
    ///
    /// **Differs from SwiftUI:** a view that is not the source (`isSource: false`) keeps
    /// its own frame while the source is shown, where SwiftUI places it at the source's
    /// frame (not written yet).
    public func matchedGeometryEffect<ID: Hashable>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
                                                    anchor: UnitPoint = .center, isSource: Bool = true) -> some View {
        modifier(MatchedGeometryModifier(key: MatchedGeometryKey(namespace: namespace, id: AnyHashable(id)),
                                         properties: properties, anchor: anchor, isSource: isSource))
    }
}
