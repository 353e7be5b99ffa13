import Foundation

/// `frame(width:height:alignment:)`: fixed dimensions (spec §2).
///
/// The child is proposed (width ?? p.width, height ?? p.height); the frame's size is
/// (width ?? child.width, height ?? child.height). The child is positioned so that its
/// alignment guide meets the frame's. Negative or non-finite values count as `nil`, with a
/// diagnostic.
@usableFromInline struct FixedFrameModifier: ViewModifier, ChainableModifier {
    /// Its item keeps no environment and reads none.
    static var readsEnvironment: Bool { false }

    @usableFromInline typealias Body = Never
    var width: CGFloat?
    var height: CGFloat?
    var alignment: Alignment

    @usableFromInline init(width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.width = width
        self.height = height
        self.alignment = alignment
    }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        FixedFrameItem(child: child, width: valid(width, "width", child), height: valid(height, "height", child), alignment: alignment)
    }

    @inline(__always)
    private func valid(_ v: CGFloat?, _ name: StaticString, _ child: LayoutItem) -> CGFloat? {
        guard let v else { return nil }
        if v.isFinite && v >= 0 { return v }
        return Self.invalid(v, name, child)
    }

    /// Reports a negative or non-finite length (out of line: the check above is all a
    /// valid frame costs).
    @inline(never)
    private static func invalid(_ v: CGFloat, _ name: StaticString, _ child: LayoutItem) -> CGFloat? {
        child.context.report(.invalidFrame, "frame(\(name): \(v.trellisFormatted)) is negative or not finite; treated as nil", view: child.debugName)
        return nil
    }
}

/// Positions a child of `childSize` inside a container of `size` by an alignment: the
/// container's guide (its default value) meets the child's guide (explicit if set).
func alignedOrigin(_ alignment: Alignment, container size: CGSize, child: ViewDimensions) -> CGPoint {
    let h = alignment.horizontal.key, v = alignment.vertical.key
    return CGPoint(x: containerGuide(h, size) - child.value(h), y: containerGuide(v, size) - child.value(v))
}

/// ``alignedOrigin(_:container:child:)`` for `child` answering `childSize` for `proposal`,
/// asked of the item itself (see ``LayoutItem/guideValue(_:size:proposal:)``).
///
/// A centred child as large as its container (a frame that takes its child's size on both
/// axes, such as a flexible frame around a flexible view), of finite size and with no
/// guides of its own, is at the origin: each centre is half the same length in both, and
/// a finite value less itself is +0. So such a view, placed anew, asks no guide.
@inline(__always)
func alignedOrigin(_ alignment: Alignment, container size: CGSize, child: LayoutItem, size childSize: CGSize,
                   proposal: ProposedViewSize) -> CGPoint {
    if childSize.width == size.width, childSize.height == size.height, size.width.isFinite, size.height.isFinite,
       alignment.horizontal.key.id == ObjectIdentifier(HCenterID.self), alignment.vertical.key.id == ObjectIdentifier(VCenterID.self),
       !child.mayHaveExplicitAlignments {
        return .zero
    }
    return alignedOriginByGuides(alignment, container: size, child: child, size: childSize, proposal: proposal)
}

private func alignedOriginByGuides(_ alignment: Alignment, container size: CGSize, child: LayoutItem, size childSize: CGSize,
                                   proposal: ProposedViewSize) -> CGPoint {
    let h = alignment.horizontal.key, v = alignment.vertical.key
    return CGPoint(x: containerGuide(h, size) - child.guideValue(h, size: childSize, proposal: proposal),
                   y: containerGuide(v, size) - child.guideValue(v, size: childSize, proposal: proposal))
}

/// The default value of the guide `key` in a container of `size` (a box with no guides of
/// its own).
private func containerGuide(_ key: AlignmentKey, _ size: CGSize) -> CGFloat {
    key.builtInDefault(size) ?? key.defaultValue(in: ViewDimensions(size: size, proposal: ProposedViewSize(size), source: nil))
}

final class FixedFrameItem: ModifierItem {
    let alignment: Alignment
    // The lengths, NaN for none (the modifier has replaced a non-finite one by none): an
    // optional length is a byte more and its padding, 16 bytes an item for the two.
    private let fixedWidth: CGFloat, fixedHeight: CGFloat
    var width: CGFloat? { fixedWidth.isNaN ? nil : fixedWidth }
    var height: CGFloat? { fixedHeight.isNaN ? nil : fixedHeight }

    init(child: LayoutItem, width: CGFloat?, height: CGFloat?, alignment: Alignment) {
        self.fixedWidth = width ?? .nan
        self.fixedHeight = height ?? .nan
        self.alignment = alignment
        super.init(soleChild: child)
        if width != nil, height != nil { answersRigidlyFromTheStart() }
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    /// A rigid frame answers without asking its child: nothing to keep.
    override var cachesSizes: Bool { fixedWidth.isNaN || fixedHeight.isNaN }
    /// Both lengths fixed: the answer and the child's placement ignore the proposal.
    override var answersRigidly: Bool { !fixedWidth.isNaN && !fixedHeight.isNaN }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let c = child.sizeThatFits(childProposal(proposal))
        return CGSize(width: width ?? c.width, height: height ?? c.height)
    }

    override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        let p = childProposal(proposal)
        let childSize = child.sizeThatFits(p)
        return (alignedOrigin(alignment, container: size, child: child, size: childSize, proposal: p), p, childSize)
    }

    /// Frames hide the child's layout priority (spec §2, OpenSwiftUI).
    override var layoutPriority: Double { 0 }
    override var debugName: String {
        "frame(" + [width.map { "width: \($0.trellisFormatted)" }, height.map { "height: \($0.trellisFormatted)" }].compactMap { $0 }.joined(separator: ", ") + ")"
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (spec §2).
@usableFromInline struct FlexibleFrameModifier: ViewModifier, ChainableModifier {
    /// Its item keeps no environment and reads none.
    static var readsEnvironment: Bool { false }

    @usableFromInline typealias Body = Never
    var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    var alignment: Alignment

    @usableFromInline init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                           minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        FlexibleFrameItem(child: child,
                          horizontal: .normalized(minWidth, idealWidth, maxWidth, "width", child),
                          vertical: .normalized(minHeight, idealHeight, maxHeight, "height", child),
                          alignment: alignment)
    }
}

/// One axis of a flexible frame, normalised: min = max(min, 0); ideal = max(min ?? 0,
/// ideal); max = max(ideal ?? 0, max) — after treating NaN and negative values as nil. A
/// minimum above the maximum is contradictory: reported, and the axis is left
/// unconstrained.
struct FlexAxis: CustomStringConvertible {
    var min: CGFloat?, ideal: CGFloat?, max: CGFloat?

    static func normalized(_ mn: CGFloat?, _ id: CGFloat?, _ mx: CGFloat?, _ name: String, _ child: LayoutItem) -> FlexAxis {
        func clean(_ v: CGFloat?, _ label: String) -> CGFloat? {
            guard let v else { return nil }
            if v.isNaN || (v < 0 && v != -.infinity) {
                child.context.report(.invalidFrame, "frame(\(label)\(name.prefix(1).uppercased() + name.dropFirst()): \(v.trellisFormatted)) is invalid; treated as nil", view: child.debugName)
                return nil
            }
            return v
        }
        let rawMin = clean(mn, "min"), rawIdeal = clean(id, "ideal"), rawMax = clean(mx, "max")
        if let a = rawMin, let b = rawMax, a > b {
            child.context.report(.contradictoryFrame, "Contradictory frame constraints specified: min\(name) \(a.trellisFormatted) > max\(name) \(b.trellisFormatted); the \(name) is left unconstrained", view: child.debugName)
            return FlexAxis(min: nil, ideal: rawIdeal, max: nil)
        }
        var axis = FlexAxis()
        axis.min = rawMin.map { Swift.max($0, 0) }
        axis.ideal = rawIdeal.map { Swift.max(axis.min ?? 0, $0) }
        axis.max = rawMax.map { Swift.max(axis.ideal ?? axis.min ?? 0, $0) }
        return axis
    }

    /// What the child is proposed on this axis.
    func childProposal(_ p: CGFloat?) -> CGFloat? {
        guard let v = p ?? ideal else { return nil }
        return clamp(v)
    }

    func clamp(_ v: CGFloat) -> CGFloat {
        var r = v
        if let max { r = Swift.min(r, max) }
        if let min { r = Swift.max(r, min) }
        return r
    }

    /// The frame's length given the proposal, the child's proposal and its answer.
    func size(proposal p: CGFloat?, childProposal c: CGFloat?, childAnswer s: CGFloat) -> CGFloat {
        if p == nil, let ideal { return ideal }
        switch (min, max) {
        case let (mn?, mx?): return p.map { Swift.min(Swift.max($0, mn), mx) } ?? Swift.min(Swift.max(s, mn), mx)
        case let (mn?, nil): return Swift.max(Swift.min(c ?? .infinity, s), mn)
        case let (nil, mx?): return Swift.min(Swift.max(c ?? -.infinity, s), mx)
        case (nil, nil): return s
        }
    }

    var isConstrained: Bool { min != nil || ideal != nil || max != nil }

    var description: String {
        [min.map { "min: \($0.trellisFormatted)" }, ideal.map { "ideal: \($0.trellisFormatted)" }, max.map { "max: \($0.trellisFormatted)" }]
            .compactMap { $0 }.joined(separator: " ")
    }
}

final class FlexibleFrameItem: ModifierItem {
    let horizontal: FlexAxis, vertical: FlexAxis, alignment: Alignment

    init(child: LayoutItem, horizontal: FlexAxis, vertical: FlexAxis, alignment: Alignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.alignment = alignment
        super.init(soleChild: child)
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        // With a proposal and both bounds on every constrained axis, the child is not consulted.
        let c = childProposal(p)
        let needsChild = !(p.width != nil && horizontal.min != nil && horizontal.max != nil)
            || !(p.height != nil && vertical.min != nil && vertical.max != nil)
        let s = needsChild ? child.sizeThatFits(c) : .zero
        return CGSize(width: horizontal.size(proposal: p.width, childProposal: c.width, childAnswer: s.width),
                      height: vertical.size(proposal: p.height, childProposal: c.height, childAnswer: s.height))
    }

    override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        let c = childProposal(proposal)
        let childSize = child.sizeThatFits(c)
        return (alignedOrigin(alignment, container: size, child: child, size: childSize, proposal: c), c, childSize)
    }

    override var layoutPriority: Double { 0 }
    override var debugName: String { "frame(width: [\(horizontal)], height: [\(vertical)])" }
}

extension View {
    /// Positions this view within an invisible frame with the specified size.
    @inlinable public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(FixedFrameModifier(width: width, height: height, alignment: alignment))
    }

    /// Positions this view within an invisible frame having the specified size constraints.
    @inlinable public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        modifier(FlexibleFrameModifier(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                       minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight,
                                       alignment: alignment))
    }
}
