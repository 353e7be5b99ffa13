import Foundation

/// `containerShape(_:)`: sets the shape that ``ContainerRelativeShape``s inside the view
/// take. Layout is the child's; the item only marks where the container is, so that
/// drawing can find its shape and frame (``LayoutContext/containerShapes``).
struct ContainerShapeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let shape: any InsettableShape

    static var readsEnvironment: Bool { false }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        ContainerShapeItem(shape: shape, child: child)
    }
}

final class ContainerShapeItem: ModifierItem {
    let shape: any InsettableShape

    init(shape: any InsettableShape, child: LayoutItem) {
        self.shape = shape
        super.init(soleChild: child)
    }

    override var passesSizes: Bool { true }
    override var debugName: String { "containerShape(\(type(of: shape)))" }
}

/// A shape that is its container's shape, inset to fit: inside a view with
/// ``View/containerShape(_:)``, the container's shape inset by the distance between the
/// container's frame and this shape's frame (the smallest of the four edges' distances),
/// drawn in this shape's frame; a rounded-rectangle container of corner radius 20 gives a
/// shape 8 points inside it a radius of 12. With no container shape it is a rectangle.
///
/// **Differs from SwiftUI:** iOS also takes the shapes of widgets and the screen's
/// corners as containers; Trellis only those set with `containerShape(_:)`. Outside
/// drawing (a `contentShape` for hit testing) the shape is a rectangle.
public struct ContainerRelativeShape: InsettableShape {
    /// The extra inset of ``inset(by:)`` (for `strokeBorder`).
    var insetAmount: CGFloat = 0

    public init() {}

    /// A rectangle: the shape as it is without a container.
    public func path(in rect: CGRect) -> Path {
        Path(rect.insetBy(dx: insetAmount, dy: insetAmount))
    }

    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var s = self
        s.insetAmount += amount.isFinite ? amount : 0
        return s
    }

    /// The outline in `frame` (window coordinates) inside `container` (its shape and
    /// frame in window coordinates).
    func path(in frame: CGRect, container: (shape: any InsettableShape, frame: CGRect)) -> Path {
        let c = container.frame
        let distance = max(0, min(frame.minX - c.minX, frame.minY - c.minY, c.maxX - frame.maxX, c.maxY - frame.maxY)) + insetAmount
        guard distance.isFinite else { return Path(frame) }
        // The container's shape inset by `distance`, in a rectangle `distance` larger than
        // the frame on every side: its outline fills the frame with the container's corners
        // shrunk by that distance.
        let drawn = frame.insetBy(dx: insetAmount, dy: insetAmount)
        let around = drawn.insetBy(dx: -distance, dy: -distance)
        return container.shape.inset(by: distance).path(in: around)
    }
}

extension View {
    /// Sets the shape that ``ContainerRelativeShape``s inside this view take.
    public func containerShape<T: InsettableShape>(_ shape: T) -> some View {
        modifier(ContainerShapeModifier(shape: shape))
    }
}
