import Foundation

/// `frame(width:height:alignment:)` (spec §2): fixed lengths.
///
/// 1. The child is proposed (width ?? P.width, height ?? P.height).
/// 2. The frame is (width ?? child's width, height ?? child's height); with both lengths
///    the child is not asked.
/// 3. The child is placed so that its alignment guide meets the frame's.
///
/// The lengths are valid here (finite, not negative): the modifier replaced others by
/// nil and said so.
struct FixedFrameAlgorithm {
    let width: CGFloat?, height: CGFloat?
    let alignment: Alignment

    @inline(__always) func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }

    @inline(__always) func size<Tree: LayoutTree>(_ p: ProposedViewSize, _ tree: Tree) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let c = tree.size(0, childProposal(p))
        return CGSize(width: width ?? c.width, height: height ?? c.height)
    }

    /// The child's origin, proposal and size in a frame of `size` proposed `proposal`.
    @inline(__always)
    func childPlacement<Tree: LayoutTree>(size: CGSize, proposal: ProposedViewSize, _ tree: Tree)
        -> (origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        tree.alignedPlacement(of: 0, proposal: childProposal(proposal), in: size, alignment)
    }
}

/// `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`
/// (spec §2), on each axis independently (``FlexAxis``):
///
/// 1. The child is proposed P, or the ideal length without one, clamped to [min, max].
/// 2. Without a proposal and with an ideal length, the frame is the ideal. Otherwise,
///    with both bounds, P clamped to them (no P: the child's answer clamped); with a
///    minimum only, the smaller of the child's proposal and answer, at least the minimum;
///    with a maximum only, the larger of them, at most the maximum; with neither, the
///    child's answer.
/// 3. The child is placed so that its alignment guide meets the frame's.
///
/// With a proposal and both bounds on every axis, the child is not asked.
struct FlexibleFrameAlgorithm {
    let horizontal: FlexAxis, vertical: FlexAxis
    let alignment: Alignment

    @inline(__always) func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal.childProposal(p.width), height: vertical.childProposal(p.height))
    }

    func size<Tree: LayoutTree>(_ p: ProposedViewSize, _ tree: Tree) -> CGSize {
        let c = childProposal(p)
        let needsChild = !(p.width != nil && horizontal.min != nil && horizontal.max != nil)
            || !(p.height != nil && vertical.min != nil && vertical.max != nil)
        let s = needsChild ? tree.size(0, c) : .zero
        return CGSize(width: horizontal.size(proposal: p.width, childProposal: c.width, childAnswer: s.width),
                      height: vertical.size(proposal: p.height, childProposal: c.height, childAnswer: s.height))
    }

    /// The child's origin, proposal and size in a frame of `size` proposed `proposal`.
    func childPlacement<Tree: LayoutTree>(size: CGSize, proposal: ProposedViewSize, _ tree: Tree)
        -> (origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        tree.alignedPlacement(of: 0, proposal: childProposal(proposal), in: size, alignment)
    }
}

/// One axis of a flexible frame, normalised (``FlexAxis/normalized(_:_:_:_:_:)``): when
/// set, 0 ≤ min ≤ ideal ≤ max.
struct FlexAxis {
    var min: CGFloat?, ideal: CGFloat?, max: CGFloat?

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
}

/// Where a child of dimensions `child` goes in a box of `size` with `alignment`: the box's
/// guide (its default value) meets the child's (explicit if set). For callers that hold
/// the child's dimensions already.
func alignedOrigin(_ alignment: Alignment, container size: CGSize, child: ViewDimensions) -> CGPoint {
    let h = alignment.horizontal.key, v = alignment.vertical.key
    return CGPoint(x: boxGuide(h, size) - child.value(h), y: boxGuide(v, size) - child.value(v))
}
