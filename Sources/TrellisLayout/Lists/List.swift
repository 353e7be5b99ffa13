import Foundation

/// A container that presents rows of data in sections, drawn in iOS's inset-grouped
/// style (the default of `List` with sections and of `Form` on iOS 17).
///
/// Metrics (Trellis's choices, measured from iOS 17 screenshots at 1×; Apple publishes
/// none): the list fills its proposal and scrolls vertically on the grouped background
/// (242, 242, 247); section cards are inset 16 pt from the sides with 10-pt corners;
/// rows are at least 44 pt tall, their content padded 16 pt at the sides and 11 pt above
/// and below; a one-pixel separator (the separator colour) between rows runs from the
/// content's `listRowSeparatorLeading` guide (its leading edge by default) to its
/// `listRowSeparatorTrailing` guide when set, else the row's trailing edge. Sections are 35 pt apart (the first 35 pt from the top);
/// a header sits 7 pt above its card, its text 16 pt in from the card's edge, in
/// footnote size and the secondary colour (not upper-cased); a footer 7 pt below. The
/// list ends 35 pt below its last section. Rows outside any `Section` form one section.
///
/// These are the inset-grouped style's metrics; `listStyle` changes the sections' inset,
/// corners, background and gaps (``ListStyle``). `listRowInsets` replaces a row's content
/// insets (and drops its 44-point minimum height, as in SwiftUI);
/// `listRowSeparator(.hidden)` hides the separator below a row; `listRowBackground` fills
/// a row's cell; a plain list draws its sections' edge separators (`listSectionSeparator`).
///
/// **Differs from SwiftUI:** the metrics are measured from screenshots because Apple
/// publishes none. Rows
/// scroll as in a ``ScrollView`` (moved by the host, not by a drag); swipe actions are not
/// revealed by a drag (``View/swipeActions(edge:allowsFullSwipe:content:)``).
public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let content: Content

    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node = ListViewNode.reuse(existing, for: Self.self) ?? ListViewNode(viewType: Self.self)
        node.layoutDirection = cx.environment.layoutDirection
        node.displayScale = cx.environment.displayScale > 0 ? cx.environment.displayScale : 1
        node.showsBackground = cx.environment.scrollContentBackground != .hidden
        node.appearance = cx.environment.listAppearance
        node.state.refresh = cx.environment.refresh
        node.content = cx.with(environment: { $0.isInList = true }) { $0.reconcile(content, node.content) }
        return node
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.content = ForEach(data, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                                              @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}

extension List {
    /// A list with a selection (kept for source compatibility; selection is not drawn).
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.content = content() }
}

/// A container for grouping controls used for data entry: on iOS, an inset-grouped list.
///
/// **Differs from SwiftUI:** a ``List`` in its one inset-grouped style, as on an iPhone
/// (what a Trellis host is), whatever the platform the code was written for.
public struct Form<Content: View>: View {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: some View { List { content } }
}

/// List metrics (see ``List``).
enum ListMetrics {
    static let margin: CGFloat = 16
    static let rowInset: CGFloat = 16
    static let rowVertical: CGFloat = 11
    static let rowMinHeight: CGFloat = 44
    static let cornerRadius: CGFloat = 10
    static let sectionGap: CGFloat = 35
    static let headerGap: CGFloat = 7
    static let headerTop: CGFloat = 16
    static let background = Color.system(.systemGroupedBackground, 242, 242, 247)
    static let plainBackground = Color.system(.systemBackground, 255, 255, 255)
    static let card = Color.system(.secondarySystemGroupedBackground, 255, 255, 255)
    static let separator = Color.system(.separator, 60, 60, 67, 0.29)
}

final class ListViewNode: GraphNode {
    let state = ScrollState()
    var content: GraphNode? {
        get { child(contentLink) }
        set { relink(&contentLink, to: newValue) }
    }
    private var contentLink = ChildLink()

    override func forEachChild(_ body: (NodeHandle) -> Void) {
        body(contentLink.handle)
    }

    var layoutDirection: LayoutDirection = .leftToRight
    var displayScale: CGFloat = 1
    /// Whether the grouped background is drawn (`scrollContentBackground`).
    var showsBackground = true
    /// The list style's metrics.
    var appearance = ListAppearance.insetGrouped {
        didSet { if appearance != oldValue { box = LayoutBox(InsetGroupedListLayout(appearance: appearance)) } }
    }
    private var box = LayoutBox(InsetGroupedListLayout(appearance: .insetGrouped))

    override func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {
        var flat: [LayoutItem] = []
        content?.makeItems(FlattenContext(context: fx.context, stackOrientation: nil, cachesItems: fx.cachesItems), into: &flat)
        // Group the rows by section to know the first and last row of each card.
        // (Read through the modifiers applied to a whole `Section`, which wrap its parts.)
        let parts = flat.map { $0.layoutValue(ObjectIdentifier(SectionPartKey.self)) as? SectionPart ?? SectionPart(role: .row, section: 0) }
        // A section's edge separator is hidden when any of its rows hides it.
        var hiddenTop: Set<UInt64> = [], hiddenBottom: Set<UInt64> = []
        for (i, item) in flat.enumerated() where parts[i].role == .row {
            guard let s = item.layoutValue(ObjectIdentifier(ListSectionSeparatorKey.self)) as? ListSectionSeparators else { continue }
            if s.top == .hidden { hiddenTop.insert(parts[i].section) }
            if s.bottom == .hidden { hiddenBottom.insert(parts[i].section) }
        }
        var rows: [LayoutItem] = []
        for (i, item) in flat.enumerated() {
            let part = parts[i]
            guard part.role == .row else {
                rows.append(ListDecorationItem(child: item, part: part))
                continue
            }
            let first = i == 0 || parts[i - 1].section != part.section || parts[i - 1].role != .row
            let last = i == flat.count - 1 || parts[i + 1].section != part.section || parts[i + 1].role != .row
            let row = ListRowItem(child: item, part: part, isFirst: first, isLast: last, scale: displayScale,
                                  cornerRadius: appearance.cornerRadius)
            if appearance.drawsSectionSeparators {
                let afterHeader = i > 0 && parts[i - 1].role == .header && parts[i - 1].section == part.section
                row.showsSectionTopSeparator = first && afterHeader && !hiddenTop.contains(part.section)
                row.showsSectionBottomSeparator = last && !hiddenBottom.contains(part.section)
            }
            rows.append(row)
        }
        let stack = ContainerItem(context: fx.context, box: box, subviews: rows, layoutDirection: layoutDirection)
        let scroll = ScrollItem(content: stack, axes: .vertical, state: state)
        let list = ListItem(child: scroll)
        list.showsBackground = showsBackground
        list.background = appearance.background
        list.sourceSerial = serial
        items.append(list)
    }
}

/// The list as a whole: the grouped background behind the scrolling content.
final class ListItem: ModifierItem {
    /// Whether the background is drawn behind the rows.
    var showsBackground = true
    /// The list style's background colour.
    var background = ListMetrics.background
    override var debugName: String { "List" }
}

/// A header or footer in a list: proposed the card's width less the text insets.
final class ListDecorationItem: ModifierItem {
    let part: SectionPart
    init(child: LayoutItem, part: SectionPart) {
        self.part = part
        super.init(child: child)
    }
    override var debugName: String { part.role == .header ? "Section header" : "Section footer" }
    override func layoutValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(SectionPartKey.self) ? part : child.layoutValue(key)
    }
}

/// A row: its content padded, at least 44 pt tall, on the card's background, with a
/// separator below unless it is the last of its section.
final class ListRowItem: ModifierItem {
    let part: SectionPart
    let isFirst: Bool
    let isLast: Bool
    let pixel: CGFloat
    let cornerRadius: CGFloat
    /// The content's insets: `listRowInsets`, else 16 at the sides and 11 above and below.
    let insets: EdgeInsets
    /// Whether a minimum height of 44 applies (not under `listRowInsets`).
    let hasMinimumHeight: Bool
    /// Whether the separator below the row is drawn (not under `listRowSeparator(.hidden)`).
    let showsSeparator: Bool
    /// The row's `listRowBackground`, drawn in the whole cell instead of the card colour.
    let background: ListRowCellBackgroundItem?
    override func forEachOwnedItem(_ body: (LayoutItem) -> Void) {
        super.forEachOwnedItem(body)
        if let background { body(background) }
    }
    /// Whether the section's top separator is drawn above this row (a plain list's first
    /// row under a header, unless `listSectionSeparator` hides it).
    var showsSectionTopSeparator = false
    /// Whether the section's bottom separator is drawn below this row (a plain list's
    /// last row of a section, unless `listSectionSeparator` hides it).
    var showsSectionBottomSeparator = false

    init(child: LayoutItem, part: SectionPart, isFirst: Bool, isLast: Bool, scale: CGFloat, cornerRadius: CGFloat) {
        self.part = part
        self.isFirst = isFirst
        self.isLast = isLast
        self.pixel = 1 / scale
        self.cornerRadius = cornerRadius
        let custom = child.layoutValue(ObjectIdentifier(ListRowInsetsKey.self)) as? EdgeInsets
        self.insets = custom ?? EdgeInsets(top: ListMetrics.rowVertical, leading: ListMetrics.rowInset,
                                           bottom: ListMetrics.rowVertical, trailing: ListMetrics.rowInset)
        self.hasMinimumHeight = custom == nil
        self.showsSeparator = (child.layoutValue(ObjectIdentifier(ListRowSeparatorKey.self)) as? Visibility) != .hidden
        let radius = cornerRadius
        self.background = (child.layoutValue(ObjectIdentifier(ListRowBackgroundKey.self)) as? LayoutItem).map {
            ListRowCellBackgroundItem(child: $0) { Self.cellPath(in: $0, radius: radius, isFirst: isFirst, isLast: isLast) }
        }
        super.init(child: child)
    }

    override var children: [LayoutItem] { background.map { [$0, child] } ?? [child] }
    override func forEachChild(_ body: (LayoutItem) -> Void) {
        if let background { body(background) }
        body(child)
    }

    override func placeContent(in bounds: CGRect, proposal: ProposedViewSize) {
        super.placeContent(in: bounds, proposal: proposal)
        background?.place(bounds, proposal: ProposedViewSize(bounds.size))
    }

    override var debugName: String { "List row" }
    override func layoutValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(SectionPartKey.self) ? part : child.layoutValue(key)
    }

    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max(0, $0 - insets.leading - insets.trailing) }, height: nil)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        let c = child.sizeThatFits(inner(proposal))
        let height = c.height + insets.top + insets.bottom
        return CGSize(width: proposal.width ?? c.width + insets.leading + insets.trailing,
                      height: hasMinimumHeight ? max(ListMetrics.rowMinHeight, height) : height)
    }

    override func childPlacement(size: CGSize, proposal: ProposedViewSize) -> (origin: CGPoint, proposal: ProposedViewSize, size: CGSize) {
        let p = inner(proposal)
        let c = child.sizeThatFits(p)
        // Centred in the room the insets leave (the insets' top and bottom when the row is
        // no taller than they make it).
        let room = size.height - insets.top - insets.bottom
        return (CGPoint(x: insets.leading, y: insets.top + (room - c.height) / 2), p, c)
    }

    /// The row's card background: corners rounded on the first and last row of a section.
    func backgroundPath(in r: CGRect) -> Path {
        Self.cellPath(in: r, radius: cornerRadius, isFirst: isFirst, isLast: isLast)
    }

    static func cellPath(in r: CGRect, radius: CGFloat, isFirst: Bool, isLast: Bool) -> Path {
        let top = isFirst ? radius : 0, bottom = isLast ? radius : 0
        var p = Path()
        p.move(to: CGPoint(x: r.minX + top, y: r.minY))
        p.addLine(to: CGPoint(x: r.maxX - top, y: r.minY))
        if top > 0 { p.addQuadCurve(to: CGPoint(x: r.maxX, y: r.minY + top), control: CGPoint(x: r.maxX, y: r.minY)) }
        p.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottom))
        if bottom > 0 { p.addQuadCurve(to: CGPoint(x: r.maxX - bottom, y: r.maxY), control: CGPoint(x: r.maxX, y: r.maxY)) }
        p.addLine(to: CGPoint(x: r.minX + bottom, y: r.maxY))
        if bottom > 0 { p.addQuadCurve(to: CGPoint(x: r.minX, y: r.maxY - bottom), control: CGPoint(x: r.minX, y: r.maxY)) }
        p.addLine(to: CGPoint(x: r.minX, y: r.minY + top))
        if top > 0 { p.addQuadCurve(to: CGPoint(x: r.minX + top, y: r.minY), control: CGPoint(x: r.minX, y: r.minY)) }
        p.closeSubpath()
        return p
    }
}

/// Places headers, rows and footers down the list with the list style's metrics.
struct InsetGroupedListLayout: Layout {
    let appearance: ListAppearance

    private func frames(_ width: CGFloat?, _ subviews: Subviews) -> (frames: [CGRect], height: CGFloat, width: CGFloat) {
        let m = ListMetrics.self
        let margin = appearance.margin, sectionGap = appearance.sectionGap
        let w = width ?? 0
        let cardWidth = max(0, w - 2 * margin)
        let textWidth = max(0, cardWidth - 2 * m.rowInset)
        var y: CGFloat = 0
        var frames: [CGRect] = []
        var previous: SectionPart?
        for s in subviews {
            let part = s[SectionPartKey.self] ?? SectionPart(role: .row, section: 0)
            let newSection = previous == nil || previous!.section != part.section
                || (part.role == .header) || (previous!.role == .footer && part.role != .footer)
            switch part.role {
            case .header:
                // A section with a header starts 16 pt below what precedes it.
                y += m.headerTop
                let size = s.sizeThatFits(ProposedViewSize(width: textWidth, height: nil))
                frames.append(CGRect(x: margin + m.rowInset, y: y, width: size.width, height: size.height))
                y += size.height + m.headerGap
            case .row:
                if newSection && previous?.role != .header { y += sectionGap }
                let size = s.sizeThatFits(ProposedViewSize(width: cardWidth, height: nil))
                frames.append(CGRect(x: margin, y: y, width: cardWidth, height: size.height))
                y += size.height
            case .footer:
                y += m.headerGap
                let size = s.sizeThatFits(ProposedViewSize(width: textWidth, height: nil))
                frames.append(CGRect(x: margin + m.rowInset, y: y, width: size.width, height: size.height))
                y += size.height
            }
            previous = part
        }
        return (frames, y + sectionGap, w)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let f = frames(proposal.width, subviews)
        return CGSize(width: proposal.width ?? 0, height: f.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let f = frames(bounds.width, subviews)
        for (i, s) in subviews.enumerated() {
            let r = f.frames[i]
            s.place(at: CGPoint(x: bounds.minX + r.minX, y: bounds.minY + r.minY), anchor: .topLeading,
                    proposal: ProposedViewSize(width: r.width, height: nil))
        }
    }
}

/// A subview's place in a section, read by the list layout.
struct SectionPartKey: LayoutValueKey {
    static let defaultValue: SectionPart? = nil
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension List {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
