import Foundation

/// A description of a row or a column in a lazy grid.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        /// Exactly this length.
        case fixed(CGFloat)
        /// A share of the space left after fixed tracks, clamped to minimum…maximum.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in one flexible slot.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    public var size: Size
    /// The spacing after this track (8 when `nil`).
    public var spacing: CGFloat?
    /// How cells sit in this track (the centre when `nil`).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The track resolution of lazy grids (spec §11, objc.io 2020):
///
/// - The spacing after each track is its `spacing` (8 when `nil`); the last one's is not used.
/// - `.fixed` tracks are exactly their length.
/// - Flexible and adaptive tracks, in order, each get what is left divided by the number
///   of such tracks not yet resolved, clamped to their minimum…maximum.
/// - An adaptive track then fills its slot with n = max(1, ⌊(slot + s) / (min + s)⌋)
///   tracks of (slot − (n − 1)·s) / n, clamped to its maximum, s being its spacing.
///
/// Track sizes ignore the cells. Non-finite or negative values count as 0 (minimum) and
/// ∞ (maximum), with the minimum never above the maximum.
struct GridTracks {
    struct Track: Equatable {
        var length: CGFloat
        var spacing: CGFloat
        var alignment: Alignment?
    }

    static func resolve(_ items: [GridItem], available: CGFloat) -> [Track] {
        let spacings = items.map { item -> CGFloat in
            guard let v = item.spacing, v.isFinite else { return 8 }
            return v
        }
        var left = available - spacings.dropLast().reduce(0, +)
        for item in items { if case .fixed(let l) = item.size { left -= clean(l) } }
        var pending = items.filter { if case .fixed = $0.size { return false }; return true }.count
        var tracks: [Track] = []
        for (i, item) in items.enumerated() {
            switch item.size {
            case .fixed(let l):
                tracks.append(Track(length: clean(l), spacing: spacings[i], alignment: item.alignment))
            case let .flexible(minimum, maximum):
                let (lo, hi) = bounds(minimum, maximum)
                let share = min(max(left / CGFloat(max(pending, 1)), lo), hi)
                left -= share
                pending -= 1
                tracks.append(Track(length: share, spacing: spacings[i], alignment: item.alignment))
            case let .adaptive(minimum, maximum):
                let (lo, hi) = bounds(minimum, maximum)
                let slot = min(max(left / CGFloat(max(pending, 1)), lo), hi.isFinite ? max(hi, lo) : .infinity)
                left -= slot
                pending -= 1
                let s = spacings[i]
                let fit = lo + s > 0 ? ((slot + s) / (lo + s)).rounded(.down) : 1
                // At most 10,000 tracks in one slot (a guard against tiny minimums).
                let n = fit.isFinite ? Int(max(1, min(fit, 10_000))) : 1
                let length = min((slot - CGFloat(n - 1) * s) / CGFloat(n), hi)
                for k in 0..<n {
                    tracks.append(Track(length: max(length, 0), spacing: k == n - 1 ? spacings[i] : s, alignment: item.alignment))
                }
            }
        }
        return tracks
    }

    private static func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }

    private static func bounds(_ lo: CGFloat, _ hi: CGFloat) -> (CGFloat, CGFloat) {
        let l = lo.isFinite ? max(lo, 0) : 0
        let h = hi.isNaN ? .infinity : max(hi, l)
        return (l, h)
    }
}

/// The layout of `LazyVGrid` (axis vertical: tracks are columns, cells fill rows) and
/// `LazyHGrid` (tracks are rows, cells fill columns).
///
/// Cells go in order, one per track, then the next line. A line is as long as its
/// longest cell, lines are `spacing` apart (8 when `nil`), cells are proposed their track's
/// breadth and `nil` along the line, and sit in their (track × line) slot by the track's
/// alignment (the centre by default). Across, the grid takes the proposal (or the tracks'
/// total) and places the tracks by its alignment.
struct LazyGridLayout: Layout {
    let axis: Axis
    let items: [GridItem]
    let alignmentFraction: CGFloat
    let spacing: CGFloat?

    private var lineSpacing: CGFloat { spacing.flatMap { $0.isFinite ? $0 : nil } ?? 8 }

    private struct Solution {
        var tracks: [GridTracks.Track]
        var lines: [CGFloat]
        var size: CGSize
        var tracksTotal: CGFloat
    }

    private func solve(_ proposal: ProposedViewSize, _ subviews: Subviews) -> Solution {
        let across = axis == .vertical ? proposal.width : proposal.height
        // With no proposal across, flexible tracks take their minimum.
        let tracks = items.isEmpty ? [] : GridTracks.resolve(items, available: across ?? 0)
        let total = tracks.reduce(0) { $0 + $1.length } + tracks.dropLast().reduce(0) { $0 + $1.spacing }
        var lines: [CGFloat] = []
        if !tracks.isEmpty {
            var i = 0
            while i < subviews.count {
                var line: CGFloat = 0
                for t in 0..<tracks.count where i + t < subviews.count {
                    let p = cellProposal(tracks[t].length)
                    let s = subviews[i + t].sizeThatFits(p)
                    line = max(line, axis == .vertical ? s.height : s.width)
                }
                lines.append(line)
                i += tracks.count
            }
        }
        let length = lines.reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * lineSpacing
        let breadth = across ?? total
        let size = axis == .vertical ? CGSize(width: breadth, height: length) : CGSize(width: length, height: breadth)
        return Solution(tracks: tracks, lines: lines, size: size, tracksTotal: total)
    }

    private func cellProposal(_ breadth: CGFloat) -> ProposedViewSize {
        axis == .vertical ? ProposedViewSize(width: breadth, height: nil) : ProposedViewSize(width: nil, height: breadth)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        solve(proposal, subviews).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let s = solve(proposal, subviews)
        guard !s.tracks.isEmpty else { return }
        let breadth = axis == .vertical ? bounds.width : bounds.height
        let start = (breadth - s.tracksTotal) * alignmentFraction
        var trackOrigins: [CGFloat] = []
        var o = start
        for t in s.tracks {
            trackOrigins.append(o)
            o += t.length + t.spacing
        }
        var lineOrigin: CGFloat = 0
        for (l, lineLength) in s.lines.enumerated() {
            for t in 0..<s.tracks.count {
                let i = l * s.tracks.count + t
                guard i < subviews.count else { break }
                let track = s.tracks[t]
                let p = cellProposal(track.length)
                let size = subviews[i].sizeThatFits(p)
                let a = track.alignment ?? .center
                let fx = TrellisLayout.alignmentFraction(a.horizontal), fy = TrellisLayout.alignmentFraction(a.vertical)
                let slot: CGRect
                if axis == .vertical {
                    slot = CGRect(x: bounds.minX + trackOrigins[t], y: bounds.minY + lineOrigin, width: track.length, height: lineLength)
                } else {
                    slot = CGRect(x: bounds.minX + lineOrigin, y: bounds.minY + trackOrigins[t], width: lineLength, height: track.length)
                }
                subviews[i].place(at: CGPoint(x: slot.minX + (slot.width - size.width) * fx, y: slot.minY + (slot.height - size.height) * fy),
                                  anchor: .topLeading, proposal: p)
            }
            lineOrigin += lineLength + lineSpacing
        }
    }
}

/// A container that arranges its children in a grid that grows vertically.
///
/// **Differs from SwiftUI:** not lazy. SwiftUI creates the cells as they scroll into
/// sight; Trellis builds every cell, so a headless host answers frames for every id, on
/// screen or not. `pinnedViews` is accepted and pins nothing.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let layout: LazyGridLayout
    let content: Content

    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .vertical, items: columns, alignmentFraction: alignmentFraction(alignment), spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        reconcileContainer(layout, content, as: Self.self, existing, cx, box: LayoutBox(layout))
    }
}

/// A container that arranges its children in a grid that grows horizontally.
///
/// **Differs from SwiftUI:** not lazy, as ``LazyVGrid`` is not: every cell is built.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let layout: LazyGridLayout
    let content: Content

    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        layout = LazyGridLayout(axis: .horizontal, items: rows, alignmentFraction: alignmentFraction(alignment), spacing: spacing)
        self.content = content()
    }

    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        reconcileContainer(layout, content, as: Self.self, existing, cx, box: LayoutBox(layout))
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension LazyVGrid {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
extension LazyHGrid {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
