import Foundation

/// The host's safe area for one pass: the window's bounds and the insets of its safe
/// area (status bar, home indicator…), in window coordinates.
struct SafeAreaGeometry {
    var insets = EdgeInsets()
    var window = CGRect.zero
    /// What was wrong with the insets the host was given (reported by every pass).
    var problem: String?

    /// The window's bounds less the insets (never negative).
    var safeRect: CGRect {
        CGRect(x: window.minX + insets.leading, y: window.minY + insets.top,
               width: max(0, window.width - insets.leading - insets.trailing),
               height: max(0, window.height - insets.top - insets.bottom))
    }
}

extension HostingView {
    /// The insets of the window's safe area (zero by default; an iPhone 15's portrait
    /// window has 59 pt at the top and 34 at the bottom). The root view is proposed the
    /// window less these insets and centred in what remains; views that
    /// `ignoresSafeArea` extend into them. Negative or non-finite insets count as 0,
    /// with a diagnostic.
    public var safeAreaInsets: EdgeInsets {
        get { context.safeArea.insets }
        set {
            var problems: [String] = []
            func clean(_ v: CGFloat, _ edge: String) -> CGFloat {
                if v.isFinite && v >= 0 { return v }
                problems.append("\(edge) = \(v)")
                return 0
            }
            context.safeArea.insets = EdgeInsets(top: clean(newValue.top, "top"), leading: clean(newValue.leading, "leading"),
                                                 bottom: clean(newValue.bottom, "bottom"), trailing: clean(newValue.trailing, "trailing"))
            context.safeArea.problem = problems.isEmpty ? nil
                : "safe-area insets \(problems.joined(separator: ", ")) are invalid; using 0 for them"
            needsLayout = true
        }
    }

    /// Where the root goes: it is proposed the safe area's size and centred in it.
    func safeAreaRootPlacement(window: CGSize, root: LayoutItem) -> (proposal: ProposedViewSize, frame: CGRect) {
        context.safeArea.window = CGRect(origin: .zero, size: window)
        if let problem = context.safeArea.problem { context.report(.invalidProposal, problem, view: "HostingView") }
        let safe = context.safeArea.safeRect
        let proposal = ProposedViewSize(safe.size)
        let s = root.sizeThatFits(proposal)
        return (proposal, CGRect(x: safe.midX - s.width / 2, y: safe.midY - s.height / 2, width: s.width, height: s.height))
    }
}

/// An edge on the vertical axis.
public enum VerticalEdge: Int8, CaseIterable, Hashable, Sendable {
    case top, bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: VerticalEdge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let bottom = Set(.bottom)
        public static let all: Set = [.top, .bottom]
    }
}

/// An edge on the horizontal axis.
public enum HorizontalEdge: Int8, CaseIterable, Hashable, Sendable {
    case leading, trailing
}

/// The kinds of safe area a view can ignore.
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The window's own insets (the host's ``HostingView/safeAreaInsets``).
    public static let container = SafeAreaRegions(rawValue: 1)
    /// The software keyboard's (Trellis shows no keyboard: ignoring it changes nothing).
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// `ignoresSafeArea`: after layout, each chosen edge of the view that touches the safe
/// area's edge (within a quarter point) is extended to the window's edge, and the content
/// is laid out again in the larger frame. The modifier's own frame is the one its parent
/// gave (an `.id` inside the modifier reports the extended frame).
struct IgnoresSafeAreaModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let regions: SafeAreaRegions
    let edges: Edge.Set

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        regions.contains(.container) ? IgnoresSafeAreaItem(child: child, edges: edges) : child
    }
}

final class IgnoresSafeAreaItem: ModifierItem {
    let edges: Edge.Set
    init(child: LayoutItem, edges: Edge.Set) {
        self.edges = edges
        super.init(child: child)
        // Where it extends to depends on the window and on where it is placed.
        markVolatile()
        placeInWindowSpace()
    }

    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        let geometry = context.safeArea
        let safe = geometry.safeRect, window = geometry.window
        let e: CGFloat = 0.25
        var r = bounds
        if edges.contains(.top), bounds.minY <= safe.minY + e { r = CGRect(x: r.minX, y: window.minY, width: r.width, height: r.maxY - window.minY) }
        if edges.contains(.bottom), bounds.maxY >= safe.maxY - e { r.size.height = max(r.height, window.maxY - r.minY) }
        if edges.contains(.leading), bounds.minX <= safe.minX + e { r = CGRect(x: window.minX, y: r.minY, width: r.maxX - window.minX, height: r.height) }
        if edges.contains(.trailing), bounds.maxX >= safe.maxX - e { r.size.width = max(r.width, window.maxX - r.minX) }
        if r == bounds {
            super.placeContent(in: bounds, proposal: proposal)
            return
        }
        let p = ProposedViewSize(r.size)
        let s = child.sizeThatFits(p)
        child.place(CGRect(x: r.midX - s.width / 2, y: r.midY - s.height / 2, width: s.width, height: s.height), proposal: p)
    }

    override var debugName: String { "ignoresSafeArea" }
}

/// `safeAreaInset(edge:…)`: the inset content is laid out along the edge (proposed the
/// full width for top/bottom, the full height for leading/trailing, its ideal size along
/// the other axis) and the view in the rest, `spacing` away (`nil` → 0: Trellis's
/// choice). The modified view takes the space offered (unspecified: the view's ideal
/// size plus the inset content and spacing).
struct SafeAreaInsetModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let edge: Edge
    let alignment: Alignment
    let spacing: CGFloat
    let content: any View
    var secondaryContent: (any View)? { content }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        let stack = ContainerItem(context: child.context, box: LayoutBox(ZStackLayout(alignment: alignment)), subviews: secondary,
                                  layoutDirection: environment.layoutDirection)
        return SafeAreaInsetItem(child: child, inset: stack, edge: edge, alignment: alignment, spacing: spacing)
    }
}

final class SafeAreaInsetItem: ModifierItem {
    let inset: LayoutItem
    override func forEachOwnedItem(_ body: (LayoutItem) -> Void) {
        super.forEachOwnedItem(body)
        body(inset)
    }
    let edge: Edge
    let alignment: Alignment
    let gap: CGFloat

    init(child: LayoutItem, inset: LayoutItem, edge: Edge, alignment: Alignment, spacing: CGFloat) {
        self.inset = inset
        self.edge = edge
        self.alignment = alignment
        self.gap = spacing
        super.init(child: child)
    }

    private var vertical: Bool { edge == .top || edge == .bottom }

    private func insetSize(_ p: ProposedViewSize) -> CGSize {
        inset.sizeThatFits(vertical ? ProposedViewSize(width: p.width, height: nil) : ProposedViewSize(width: nil, height: p.height))
    }

    private func mainProposal(_ p: ProposedViewSize, _ i: CGSize) -> ProposedViewSize {
        vertical ? ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - i.height - gap) })
            : ProposedViewSize(width: p.width.map { max(0, $0 - i.width - gap) }, height: p.height)
    }

    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let i = insetSize(p)
        let c = child.sizeThatFits(mainProposal(p, i))
        if vertical {
            return CGSize(width: p.width ?? max(c.width, i.width), height: p.height ?? c.height + gap + i.height)
        }
        return CGSize(width: p.width ?? c.width + gap + i.width, height: p.height ?? max(c.height, i.height))
    }

    override func placeContent(in b: CGRect, proposal: ProposedViewSize) {
        let p = ProposedViewSize(b.size)
        let i = insetSize(p)
        let mp = mainProposal(p, i)
        let c = child.sizeThatFits(mp)
        let insetRect: CGRect, mainRegion: CGRect
        switch edge {
        case .top:
            insetRect = CGRect(x: b.minX, y: b.minY, width: b.width, height: i.height)
            mainRegion = CGRect(x: b.minX, y: b.minY + i.height + gap, width: b.width, height: max(0, b.height - i.height - gap))
        case .bottom:
            insetRect = CGRect(x: b.minX, y: b.maxY - i.height, width: b.width, height: i.height)
            mainRegion = CGRect(x: b.minX, y: b.minY, width: b.width, height: max(0, b.height - i.height - gap))
        case .leading:
            insetRect = CGRect(x: b.minX, y: b.minY, width: i.width, height: b.height)
            mainRegion = CGRect(x: b.minX + i.width + gap, y: b.minY, width: max(0, b.width - i.width - gap), height: b.height)
        case .trailing:
            insetRect = CGRect(x: b.maxX - i.width, y: b.minY, width: i.width, height: b.height)
            mainRegion = CGRect(x: b.minX, y: b.minY, width: max(0, b.width - i.width - gap), height: b.height)
        }
        // The inset content is aligned inside its strip; the view is centred in the rest.
        let d = inset.dimensions(vertical ? ProposedViewSize(width: insetRect.width, height: nil) : ProposedViewSize(width: nil, height: insetRect.height))
        let o = alignedOrigin(alignment, container: insetRect.size, child: d)
        inset.place(CGRect(x: insetRect.minX + o.x, y: insetRect.minY + o.y, width: d.width, height: d.height),
                    proposal: vertical ? ProposedViewSize(width: insetRect.width, height: nil) : ProposedViewSize(width: nil, height: insetRect.height))
        child.place(CGRect(x: mainRegion.midX - c.width / 2, y: mainRegion.midY - c.height / 2, width: c.width, height: c.height), proposal: mp)
    }

    override var children: [LayoutItem] { [child, inset] }
    override var debugName: String { "safeAreaInset(\(edge))" }
}

extension View {
    /// Extends the view into the safe area on the given edges where it touches it.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: regions, edges: edges))
    }

    /// The older spelling of ``ignoresSafeArea(_:edges:)`` for the container region.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        modifier(IgnoresSafeAreaModifier(regions: .container, edges: edges))
    }

    /// Shows `content` along a horizontal edge and lays the view out in the rest.
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .top ? .top : .bottom, alignment: Alignment(horizontal: alignment, vertical: .center),
                                       spacing: SafeAreaInsetModifier.clean(spacing), content: content()))
    }

    /// Shows `content` along a vertical edge and lays the view out in the rest.
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        modifier(SafeAreaInsetModifier(edge: edge == .leading ? .leading : .trailing, alignment: Alignment(horizontal: .center, vertical: alignment),
                                       spacing: SafeAreaInsetModifier.clean(spacing), content: content()))
    }

    /// Adds to the safe area of the view. Trellis has no scrolling content that lays out
    /// under a safe area, so this insets the content as `padding` does (16 pt by default).
    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length)
    }

    public func safeAreaPadding(_ length: CGFloat) -> some View { padding(length) }

    public func safeAreaPadding(_ insets: EdgeInsets) -> some View { padding(insets) }
}

extension SafeAreaInsetModifier {
    /// `nil`, negative or non-finite spacing counts as 0.
    static func clean(_ spacing: CGFloat?) -> CGFloat {
        guard let spacing, spacing.isFinite, spacing > 0 else { return 0 }
        return spacing
    }
}
