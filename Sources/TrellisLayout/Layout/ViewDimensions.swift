import Foundation

/// A view's size and alignment guides in its own coordinate space.
public struct ViewDimensions: Equatable {
    let size: CGSize
    let proposal: ProposedViewSize
    /// Where explicit guides come from (nil for a bare size).
    let source: LayoutItem?

    init(size: CGSize, proposal: ProposedViewSize, source: LayoutItem?) {
        self.size = size
        self.proposal = proposal
        self.source = source
    }

    public var width: CGFloat { size.width }
    public var height: CGFloat { size.height }

    /// The guide's value: the explicit one if the view sets it, otherwise its default.
    public subscript(guide: HorizontalAlignment) -> CGFloat { value(guide.key) }
    public subscript(guide: VerticalAlignment) -> CGFloat { value(guide.key) }

    /// The explicit value of a guide, or `nil` if the view does not set one.
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { explicitValue(guide.key) }
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { explicitValue(guide.key) }

    func value(_ key: AlignmentKey) -> CGFloat {
        // The view's own answer (`LayoutItem.guideValue`, whose default is the one below).
        if let source { return source.guideValue(key, size: size, proposal: proposal) }
        return key.builtInDefault(size) ?? key.defaultValue(in: self)
    }

    func explicitValue(_ key: AlignmentKey) -> CGFloat? {
        guard let source, source.mayHaveExplicitAlignments else { return nil }
        return source.explicitAlignment(key, size: size, proposal: proposal)
    }

    public static func == (a: ViewDimensions, b: ViewDimensions) -> Bool {
        a.size == b.size && a.proposal == b.proposal && a.source === b.source
    }
}
