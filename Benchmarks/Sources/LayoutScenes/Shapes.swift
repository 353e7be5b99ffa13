import Trellis

/// The five trees of issue 11, each built the same way in Trellis, Taffy and Yoga so the
/// instructions per node can be compared:
///
/// - `wide`: a row of N fixed 20×20 leaves (window 390×844);
/// - `flexWide`: N flexible leaves in a 100,000-wide row;
/// - `deep`: N containers nested alternately row/column around a 10×10 leaf;
/// - `grid`: a column padded by 4 of √N rows padded by 2, each of √N fixed 20×20 leaves;
/// - `wrap`: N leaves of pseudo-random widths 10–60 (``wrapWidths(_:)``), 20 high, in a
///   1,000-wide ``Flow`` with spacing 4.
public enum LayoutShape: String, CaseIterable, Sendable {
    case wide
    case flexWide = "flex-wide"
    case deep
    case grid
    case wrap

    /// The window the host proposes.
    public var windowSize: CGSize {
        switch self {
        case .flexWide: CGSize(width: 100_000, height: 844)
        case .wrap: CGSize(width: 1_000, height: 844)
        case .wide, .deep, .grid: CGSize(width: 390, height: 844)
        }
    }

    /// The side of the grid for `leaves` leaves (rounded square root, at least 1).
    public static func gridSide(_ leaves: Int) -> Int {
        max(1, Int((Double(max(leaves, 1))).squareRoot().rounded()))
    }

    /// The node count used as the divisor of "per node": leaves plus containers, as in
    /// the equivalent Taffy or Yoga tree (a Trellis `Color.frame` leaf is two items but
    /// one node there).
    public func nodeCount(leaves: Int) -> Int {
        switch self {
        case .wide, .flexWide, .wrap, .deep:
            return leaves + 1
        case .grid:
            let side = Self.gridSide(leaves)
            return side * side + side + 1
        }
    }
}

/// Widths 10…60 from the same 31-bit linear congruential generator as the Taffy and Yoga
/// probes (x ← (1103515245·x + 12345) mod 2³¹, seed 1; width = 10 + (x >> 16) mod 51).
public func wrapWidths(_ count: Int) -> [CGFloat] {
    var x: UInt32 = 1
    return (0..<max(count, 0)).map { _ in
        x = (x &* 1_103_515_245 &+ 12_345) & 0x7fff_ffff
        return CGFloat(10 + (x >> 16) % 51)
    }
}

/// A flow layout like seed 001's: rows fill left to right and wrap at the proposed width.
public struct Flow: Layout {
    public var spacing: CGFloat

    public init(spacing: CGFloat = 4) { self.spacing = spacing }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        rows(proposal.width ?? .infinity, subviews).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (i, origin) in rows(bounds.width, subviews).origins.enumerated() {
            subviews[i].place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }

    private func rows(_ width: CGFloat, _ subviews: Subviews) -> (size: CGSize, origins: [CGPoint]) {
        var origins: [CGPoint] = []
        origins.reserveCapacity(subviews.count)
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for s in subviews {
            let size = s.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            widest = max(widest, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return (CGSize(width: widest, height: y + rowHeight), origins)
    }
}

/// Where the one changing leaf of a scene built with cells puts its width binding, so a
/// benchmark can write that leaf's `@State` from outside (as a gesture would).
public enum ProbeHook {
    nonisolated(unsafe) public static var width: Binding<CGFloat?>?
    nonisolated(unsafe) public static var height: Binding<CGFloat?>?
}

/// A leaf with its own `@State` width and height: `Color.red.frame(width:height:)`. The
/// leaf marked `isProbe` hands its bindings to ``ProbeHook``.
public struct Cell: View {
    @State var width: CGFloat?
    @State var height: CGFloat?
    let isProbe: Bool

    public init(width: CGFloat?, height: CGFloat?, isProbe: Bool) {
        _width = State(initialValue: width)
        _height = State(initialValue: height)
        self.isProbe = isProbe
    }

    public var body: some View {
        if isProbe {
            ProbeHook.width = $width
            ProbeHook.height = $height
        }
        return Color.red.frame(width: width, height: height)
    }
}

/// `depth` stacks nested alternately (even depth: HStack, odd: VStack) around `leaf`.
public struct Nest<Leaf: View>: View {
    let depth: Int
    let leaf: Leaf

    public init(depth: Int, leaf: Leaf) {
        self.depth = depth
        self.leaf = leaf
    }

    public var body: some View {
        if depth <= 0 {
            leaf
        } else if depth % 2 == 0 {
            HStack(spacing: 0) { Nest(depth: depth - 1, leaf: leaf) }
        } else {
            VStack(spacing: 0) { Nest(depth: depth - 1, leaf: leaf) }
        }
    }
}

/// The view of a shape with `leaves` leaves. `leaf(index, width, height)` makes each leaf
/// (`width` nil: flexible).
@ViewBuilder
func shapeView<L: View>(_ shape: LayoutShape, _ leaves: Int, _ leaf: @escaping (Int, CGFloat?, CGFloat?) -> L) -> some View {
    switch shape {
    case .wide:
        HStack(spacing: 0) { ForEach(0..<leaves, id: \.self) { i in leaf(i, 20, 20) } }
    case .flexWide:
        HStack(spacing: 0) { ForEach(0..<leaves, id: \.self) { i in leaf(i, nil, nil) } }
    case .deep:
        Nest(depth: leaves, leaf: leaf(0, 10, 10))
    case .grid:
        let side = LayoutShape.gridSide(leaves)
        VStack(spacing: 0) {
            ForEach(0..<side, id: \.self) { r in
                HStack(spacing: 0) { ForEach(0..<side, id: \.self) { c in leaf(r * side + c, 20, 20) } }
                    .padding(2)
            }
        }
        .padding(4)
    case .wrap:
        let widths = wrapWidths(leaves)
        Flow(spacing: 4) { ForEach(0..<leaves, id: \.self) { i in leaf(i, widths[i], 20) } }
    }
}

/// The index of the leaf that changes in a one-leaf relayout (the middle one; the grid's
/// middle row's middle leaf).
public func probeLeafIndex(_ shape: LayoutShape, _ leaves: Int) -> Int {
    switch shape {
    case .deep:
        return 0
    case .grid:
        let side = LayoutShape.gridSide(leaves)
        return (side / 2) * side + side / 2
    case .wide, .flexWide, .wrap:
        return leaves / 2
    }
}
