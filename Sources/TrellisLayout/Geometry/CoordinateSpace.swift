import Foundation

/// A resolved coordinate space: the window (`global`), the view itself (`local`), or an
/// ancestor named with ``View/coordinateSpace(name:)``.
public enum CoordinateSpace: Hashable, Sendable {
    case global
    case local
    case named(AnyHashable)

    public var isGlobal: Bool { self == .global }
    public var isLocal: Bool { self == .local }
}

extension AnyHashable: @unchecked @retroactive Sendable {}

/// A frame of reference for geometry (iOS 17's protocol).
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Hashable, Sendable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .local }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol, Sendable {
    public init() {}
    public var coordinateSpace: CoordinateSpace { .global }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable(name)) }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

/// `.coordinateSpace(name:)`: names this view's frame for the geometry of its descendants.
struct CoordinateSpaceModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let name: AnyHashable
    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        fx.context.afterLayoutItems += 1
        return CoordinateSpaceItem(child: child, name: name)
    }
}

final class CoordinateSpaceItem: ModifierItem {
    let name: AnyHashable
    init(child: LayoutItem, name: AnyHashable) {
        self.name = name
        super.init(child: child)
    }
    override var isTransparentWrapper: Bool { true }
    override var debugName: String { "coordinateSpace(\(name.base))" }
}

extension View {
    /// Names this view's coordinate space so descendants can read frames in it.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceModifier(name: AnyHashable(name)))
    }

    /// Names this view's coordinate space (iOS 17 form).
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        modifier(CoordinateSpaceModifier(name: name.name))
    }
}
