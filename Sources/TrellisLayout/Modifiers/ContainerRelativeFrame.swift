import Foundation

/// `containerRelativeFrame`: on the given axes the view is given a length computed from
/// its container's (the nearest enclosing `ScrollView`'s size, or the window's safe area
/// when there is none); on the others the proposal passes through. The child is proposed
/// the frame and aligned in it, as `.frame(width:height:alignment:)` does.
///
/// The container's size is the scroll view's proposed size while it is measured and its
/// frame while it is placed; a scroll view proposed `nil` on an axis passes its own
/// container's length on that axis.
struct ContainerRelativeFrameModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    let description: String

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        ContainerRelativeFrameItem(child: child, axes: axes, alignment: alignment, length: length, description: description)
    }
}

final class ContainerRelativeFrameItem: ModifierItem {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    let description: String

    init(child: LayoutItem, axes: Axis.Set, alignment: Alignment, length: @escaping (CGFloat, Axis) -> CGFloat, description: String) {
        self.axes = axes
        self.alignment = alignment
        self.length = length
        self.description = description
        super.init(child: child)
        // Its lengths come from the container (the window's safe area, an enclosing scroll
        // view's size), not from its proposal: answers are worked out again every pass.
        markVolatile()
    }

    /// The proposal with the container-relative lengths on this view's axes.
    private func framed(_ p: ProposedViewSize) -> ProposedViewSize {
        let container = context.containerSizes.last ?? context.safeArea.safeRect.size
        func resolve(_ l: CGFloat, _ axis: Axis) -> CGFloat {
            let v = length(l, axis)
            if !v.isFinite || v < 0 {
                context.report(.invalidFrame, "containerRelativeFrame length \(v.trellisFormatted) is not a finite non-negative number; using 0", view: debugName)
                return 0
            }
            return v
        }
        return ProposedViewSize(width: axes.contains(.horizontal) ? resolve(container.width, .horizontal) : p.width,
                                height: axes.contains(.vertical) ? resolve(container.height, .vertical) : p.height)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let f = framed(p)
        let c = child.sizeThatFits(f)
        return CGSize(width: axes.contains(.horizontal) ? f.width ?? c.width : c.width,
                      height: axes.contains(.vertical) ? f.height ?? c.height : c.height)
    }

    override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        let f = framed(proposal)
        let d = child.dimensions(f)
        return (alignedOrigin(alignment, container: size, child: d), f, d.size)
    }

    override var debugName: String { description }
}

extension View {
    /// Sizes this view on `axes` to its container's length there (see
    /// ``ContainerRelativeFrameModifier``).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: { l, _ in l },
                                                description: "containerRelativeFrame(\(Self.axesName(axes)))"))
    }

    /// Sizes this view on `axes` to `span` of `count` equal columns (rows) of its
    /// container with `spacing` between them: `(length − spacing × (count − 1)) / count ×
    /// span + spacing × (span − 1)`. A count below 1 counts as 1 and a span below 1 as 1
    /// (with a diagnostic); non-finite or negative spacing as 0.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        let n = max(1, count), k = max(1, span)
        let gap = spacing.isFinite ? max(0, spacing) : 0
        let note = (count < 1 || span < 1) ? " (count and span must be at least 1)" : ""
        return modifier(ContainerRelativeFrameModifier(
            axes: axes, alignment: alignment,
            length: { l, _ in max(0, (l - gap * CGFloat(n - 1)) / CGFloat(n) * CGFloat(k) + gap * CGFloat(k - 1)) },
            description: "containerRelativeFrame(\(Self.axesName(axes)), count: \(count), span: \(span), spacing: \(gap.trellisFormatted))\(note)"))
    }

    /// Sizes this view on `axes` to what `length` answers for the container's length on
    /// each axis. An answer that is not finite and non-negative counts as 0 (with a
    /// diagnostic).
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        modifier(ContainerRelativeFrameModifier(axes: axes, alignment: alignment, length: length,
                                                description: "containerRelativeFrame(\(Self.axesName(axes)), length: closure)"))
    }

    private static func axesName(_ axes: Axis.Set) -> String {
        axes == [.horizontal, .vertical] ? "[.horizontal, .vertical]" : axes == .horizontal ? ".horizontal" : axes == .vertical ? ".vertical" : "[]"
    }
}
