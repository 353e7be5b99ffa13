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

    /// The rule (FrameAlgorithm.swift).
    private var algorithm: FixedFrameAlgorithm { FixedFrameAlgorithm(width: width, height: height, alignment: alignment) }

    /// A rigid frame answers without asking its child: nothing to keep.
    override var cachesSizes: Bool { fixedWidth.isNaN || fixedHeight.isNaN }
    /// Both lengths fixed: the answer and the child's placement ignore the proposal.
    override var answersRigidly: Bool { !fixedWidth.isNaN && !fixedHeight.isNaN }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        algorithm.size(proposal, SoleChild(child))
    }

    override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        algorithm.childPlacement(size: size, proposal: proposal, SoleChild(child))
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

extension FlexAxis: CustomStringConvertible {
    /// The axis of a modifier's values, normalised: min = max(min, 0); ideal = max(min ??
    /// 0, ideal); max = max(ideal ?? 0, max), after treating NaN and negative values as
    /// nil. A minimum above the maximum is contradictory: reported, and the axis is left
    /// unconstrained.
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

    /// The rule (FrameAlgorithm.swift).
    private var algorithm: FlexibleFrameAlgorithm {
        FlexibleFrameAlgorithm(horizontal: horizontal, vertical: vertical, alignment: alignment)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        algorithm.size(p, SoleChild(child))
    }

    override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        algorithm.childPlacement(size: size, proposal: proposal, SoleChild(child))
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
