import Foundation

/// A list of values pushed on a navigation stack.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []
    public init() {}
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map(AnyHashable.init) }
    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Removes the last `k` values (all of them when there are fewer).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(Swift.max(k, 0), elements.count)) }
}

/// A view that shows a root view and the views pushed on it, under a navigation bar
/// (``NavigationMetrics``): the top view's `navigationTitle` (large or inline), its
/// `toolbar` items (leading, principal, trailing) and, on a pushed view, a "Back" button
/// that pops it. `NavigationLink`s inside push their destination when the host taps them.
/// Every level stays in the graph (so the root keeps its state while a view is pushed);
/// only the top one is shown and receives taps.
///
/// **Differs from SwiftUI:** a push or a pop shows the new top view at once, with no
/// sliding transition, and there is no swipe from the edge to go back: tap the "Back"
/// button (`HostingView.tap(at:)`). The bar has an iPhone's metrics, whatever the
/// platform the code was written for.
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    @State private var pushed: [PushedLevel] = []
    @State private var destinations = NavigationDestinationRegistry()

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    public var body: some View {
        let levels = $pushed
        let registry = destinations
        let push = NavigationPushAction(push: { view, link in
            // A link bound to `isActive` is pushed once, however often it asks.
            if let link, levels.wrappedValue.contains(where: { $0.link === link }) { return }
            levels.wrappedValue.append(PushedLevel(view: view, link: link))
        }, pop: { link in
            guard let index = levels.wrappedValue.firstIndex(where: { $0.link === link }) else { return }
            let removed = levels.wrappedValue[index...]
            levels.wrappedValue.removeSubrange(index...)
            for level in removed.reversed() { level.link?.popped() }
        }, registry: registry)
        ZStack {
            ForEach((0...pushed.count).map(NavigationLevel.init), id: \.self) { levelID in
                let level = levelID.depth
                let isTop = level == pushed.count
                NavigationContainer(content: level == 0 ? AnyView(root) : pushed[level - 1].view,
                                    showsBack: level > 0,
                                    pop: {
                                        guard let last = levels.wrappedValue.popLast() else { return }
                                        last.link?.popped()
                                    })
                    .modifier(OptionalEffectModifier(effect: isTop ? nil : .hidden))
            }
        }
        .environment(\.navigationPush, push)
        .environment(\.navigationDestinations, registry)
    }
}

/// A level's identity in the stack (its own type, so it cannot be confused with the app's ids).
struct NavigationLevel: Hashable { let depth: Int }

/// The destinations registered with `navigationDestination(for:destination:)`, by type.
final class NavigationDestinationRegistry {
    var builders: [ObjectIdentifier: (Any) -> AnyView] = [:]
    func destination(for value: Any) -> AnyView? {
        builders[ObjectIdentifier(type(of: value))]?(value)
    }
}

/// What a navigation link does: push a view (or a value, through the registry); a link
/// bound to `isActive` pushes with its token, and pops its level (and those above) by it.
struct NavigationPushAction {
    let push: (AnyView, NavigationLinkToken?) -> Void
    let pop: (NavigationLinkToken) -> Void
    let registry: NavigationDestinationRegistry
}

/// A pushed view, and the link bound to `isActive` that pushed it (nil: a plain link).
struct PushedLevel {
    let view: AnyView
    let link: NavigationLinkToken?
}

/// The identity of a `NavigationLink(isActive:)` in its stack, and what its binding does
/// when its level is popped (by the Back button or an outer link): it becomes false.
final class NavigationLinkToken {
    var isActive: Binding<Bool>?
    func popped() {
        if let isActive, isActive.wrappedValue { isActive.wrappedValue = false }
    }
}

private struct NavigationPushKey: EnvironmentKey { static let defaultValue: NavigationPushAction? = nil }
private struct NavigationDestinationsKey: EnvironmentKey { static let defaultValue: NavigationDestinationRegistry? = nil }
private struct NavigationBarStoreKey: EnvironmentKey { static let defaultValue: NavigationBarStore? = nil }

extension EnvironmentValues {
    var navigationPush: NavigationPushAction? {
        get { self[NavigationPushKey.self] }
        set { self[NavigationPushKey.self] = newValue }
    }
    var navigationDestinations: NavigationDestinationRegistry? {
        get { self[NavigationDestinationsKey.self] }
        set { self[NavigationDestinationsKey.self] = newValue }
    }
    var navigationBarStore: NavigationBarStore? {
        get { self[NavigationBarStoreKey.self] }
        set { self[NavigationBarStoreKey.self] = newValue }
    }
}

/// What the views of one level say about the bar, collected while their items are made:
/// the first title and display mode met (the innermost), and the toolbar items.
final class NavigationBarStore {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    /// Whether the bar is hidden (`navigationBarHidden`); nil when no view said.
    var barHidden: Bool?
    /// Whether the Back button is hidden (`navigationBarBackButtonHidden`); nil when no
    /// view said.
    var backButtonHidden: Bool?
    /// The bar's background and colour scheme (`toolbarBackground`, `toolbarColorScheme`).
    var barAppearance = BarAppearance()
    var toolbar: [(slot: ToolbarItemPlacement.Slot, item: LayoutItem)] = []

    func reset() {
        title = nil
        displayMode = nil
        barHidden = nil
        backButtonHidden = nil
        barAppearance = BarAppearance()
        toolbar = []
    }
}

/// One level of a navigation stack: its content under the bar.
struct NavigationContainer: View, PrimitiveView {
    let content: AnyView
    let showsBack: Bool
    let pop: () -> Void
    typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node = NavigationNode.reuse(existing, for: Self.self) ?? NavigationNode(viewType: Self.self)
        // Its items read its environment when they are made: any change makes them again.
        cx.propagation?.invalidate(node)
        node.environment = cx.environment
        node.content = cx.with(environment: { $0.navigationBarStore = node.store }) { $0.reconcile(content, node.content) }
        if showsBack {
            let back = Button(action: pop) {
                HStack(spacing: 6) {
                    Chevron(kind: .left).stroke(lineWidth: 2.5)
                        .frame(width: 10, height: 18)
                    Text("Back")
                }
            }
            node.back = cx.reconcile(back, node.back)
        } else {
            node.back = nil
        }
        return node
    }
}

final class NavigationNode: GraphNode {
    let store = NavigationBarStore()
    var environment = EnvironmentValues()
    var content: GraphNode? {
        get { child(contentLink) }
        set { relink(&contentLink, to: newValue) }
    }
    private var contentLink = ChildLink()
    var back: GraphNode? {
        get { child(backLink) }
        set { relink(&backLink, to: newValue) }
    }
    private var backLink = ChildLink()

    override func forEachChild(_ body: (NodeHandle) -> Void) {
        body(contentLink.handle)
        body(backLink.handle)
    }

    override func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {
        store.reset()
        // The bar is collected while the content's items are made: they are made anew each time.
        let inner = FlattenContext(context: fx.context, stackOrientation: nil, cachesItems: false)
        var sub: [LayoutItem] = []
        content?.makeItems(inner, into: &sub)
        let contentItem: LayoutItem = sub.count == 1 ? sub[0]
            : ContainerItem(context: fx.context, box: LayoutBox(VStackLayout()), subviews: sub, layoutDirection: environment.layoutDirection)
        var backItems: [LayoutItem] = []
        back?.makeItems(inner, into: &backItems)

        let mode = store.displayMode ?? .automatic
        let large = mode != .inline
        var titleItem: LayoutItem?
        if let title = store.title, !title.isEmpty {
            let text = large ? Text(verbatim: title).font(.largeTitle).fontWeight(.bold)
                : Text(verbatim: title).font(.headline).fontWeight(.semibold)
            titleItem = text.makeItem(environment: environment, inner)
        }
        var leading = store.toolbar.filter { $0.slot == .leading }.map(\.item)
        if leading.isEmpty && store.backButtonHidden != true { leading = backItems }
        var principal = store.toolbar.filter { $0.slot == .principal }.map(\.item)
        var trailing = store.toolbar.filter { $0.slot == .trailing }.map(\.item)
        var background = store.backgroundItem(environment: environment, inner)
        // `toolbarColorScheme`: the bar's views drawn in its scheme.
        if let scheme = store.shownColorScheme {
            let marked: (LayoutItem) -> LayoutItem = { ColorSchemeItem(child: $0, scheme: scheme) }
            titleItem = titleItem.map(marked)
            background = background.map(marked)
            leading = leading.map(marked)
            principal = principal.map(marked)
            trailing = trailing.map(marked)
        }
        let item = NavigationBarLayoutItem(content: contentItem, title: titleItem, large: large,
                                           leading: leading, principal: principal, trailing: trailing,
                                           rightToLeft: environment.layoutDirection == .rightToLeft,
                                           barHidden: store.barHidden ?? false, background: background)
        item.sourceSerial = serial
        items.append(item)
    }
}

/// Lays out a level: the bar (44 pt; plus the 52-pt large-title area when the title is
/// large), its items, and the content centred in the space below. A hidden bar takes no
/// room and shows no item: the content has the whole level.
final class NavigationBarLayoutItem: LayoutItem {
    let content: LayoutItem
    let title: LayoutItem?
    let large: Bool
    let leading: [LayoutItem]
    let principal: [LayoutItem]
    let trailing: [LayoutItem]
    /// In right-to-left layout the bar is mirrored: leading items and the large title on
    /// the right.
    let rightToLeft: Bool
    let barHidden: Bool
    /// The bar's background (`toolbarBackground(.visible, for: .navigationBar)`): it fills
    /// the bar, the large-title area included.
    let background: LayoutItem?
    override func forEachOwnedItem(_ body: (LayoutItem) -> Void) {
        body(content)
        if let title { body(title) }
        leading.forEach(body)
        principal.forEach(body)
        trailing.forEach(body)
        if let background { body(background) }
    }

    init(content: LayoutItem, title: LayoutItem?, large: Bool, leading: [LayoutItem], principal: [LayoutItem], trailing: [LayoutItem],
         rightToLeft: Bool, barHidden: Bool = false, background: LayoutItem? = nil) {
        self.rightToLeft = rightToLeft
        self.barHidden = barHidden
        self.background = background
        self.content = content
        self.title = title
        self.large = large
        self.leading = leading
        self.principal = principal
        self.trailing = trailing
        super.init(context: content.context)
    }

    /// The height of the bar: 44, plus the large-title area when a large title is shown;
    /// 0 when the bar is hidden.
    var barHeight: CGFloat {
        if barHidden { return 0 }
        return NavigationMetrics.barHeight + (large && title != nil ? NavigationMetrics.largeTitleAreaHeight : 0)
    }

    /// A navigation stack takes the space offered; unspecified, the content's ideal size
    /// with the bar above it.
    override func computeSize(_ p: ProposedViewSize) -> CGSize {
        let inner = content.sizeThatFits(ProposedViewSize(width: p.width, height: p.height.map { max(0, $0 - barHeight) }))
        return CGSize(width: p.width ?? inner.width, height: p.height ?? inner.height + barHeight)
    }

    override func placeContent(in b: CGRect, proposal: ProposedViewSize) {
        let m = NavigationMetrics.self
        let bar = m.barHeight
        // Content below the bar, centred in what is left.
        let region = CGRect(x: b.minX, y: b.minY + barHeight, width: b.width, height: max(0, b.height - barHeight))
        let cp = ProposedViewSize(region.size)
        let cs = content.sizeThatFits(cp)
        content.place(CGRect(x: region.midX - cs.width / 2, y: region.midY - cs.height / 2, width: cs.width, height: cs.height), proposal: cp)
        if barHidden { return }
        if let background {
            let r = CGRect(x: b.minX, y: b.minY, width: b.width, height: barHeight)
            background.place(r, proposal: ProposedViewSize(r.size))
        }

        // Leading items from the leading margin, trailing ones from the trailing margin.
        var x = b.minX + m.margin
        var leadingEnd = b.minX + m.margin
        for item in leading {
            let s = item.sizeThatFits(.unspecified)
            placeInBar(item, CGRect(x: x, y: b.minY + (bar - s.height) / 2, width: s.width, height: s.height), .unspecified, b)
            x += s.width + m.itemSpacing
            leadingEnd = x - m.itemSpacing
        }
        var tx = b.maxX - m.margin
        var trailingStart = b.maxX - m.margin
        for item in trailing.reversed() {
            let s = item.sizeThatFits(.unspecified)
            tx -= s.width
            placeInBar(item, CGRect(x: tx, y: b.minY + (bar - s.height) / 2, width: s.width, height: s.height), .unspecified, b)
            trailingStart = tx
            tx -= m.itemSpacing
        }
        // Centred views (principal items, else the inline title) get the width left
        // symmetric about the centre.
        let side = max(leadingEnd - b.minX, b.maxX - trailingStart) + m.itemSpacing
        let centreWidth = max(0, b.width - 2 * side)
        let centred = principal.isEmpty ? (large ? [] : title.map { [$0] } ?? []) : principal
        for item in centred {
            let p = ProposedViewSize(width: centreWidth, height: bar)
            let s = item.sizeThatFits(p)
            item.place(CGRect(x: b.midX - s.width / 2, y: b.minY + (bar - s.height) / 2, width: s.width, height: s.height), proposal: p)
        }
        if large, let title {
            let p = ProposedViewSize(width: max(0, b.width - 2 * m.margin), height: nil)
            let s = title.sizeThatFits(p)
            placeInBar(title, CGRect(x: b.minX + m.margin, y: b.minY + barHeight - m.largeTitleBottomGap - s.height, width: s.width, height: s.height),
                       p, b)
        }
    }

    /// Places a bar view at its left-to-right frame, mirrored in right-to-left layout.
    private func placeInBar(_ item: LayoutItem, _ r: CGRect, _ p: ProposedViewSize, _ b: CGRect) {
        var r = r
        if rightToLeft { r.origin.x = b.minX + b.maxX - r.maxX }
        item.place(r, proposal: p)
    }

    override var children: [LayoutItem] {
        if barHidden { return [content] }
        var c = [content]
        if let background { c.append(background) }
        if let title, large || principal.isEmpty { c.append(title) }
        return c + leading + principal + trailing
    }

    override var debugName: String { "NavigationStack" }
}

// MARK: Titles and toolbars

/// `navigationTitle` / `navigationBarTitleDisplayMode`: recorded for the enclosing
/// navigation level while its items are made; the layout is unchanged.
struct NavigationBarModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var barHidden: Bool?
    var backButtonHidden: Bool?

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        if let store = environment.navigationBarStore {
            if let backButtonHidden, store.backButtonHidden == nil { store.backButtonHidden = backButtonHidden }
            if let title, store.title == nil { store.title = title }
            if let displayMode, store.displayMode == nil { store.displayMode = displayMode }
            if let barHidden, store.barHidden == nil { store.barHidden = barHidden }
        }
        return child
    }
}

/// `.toolbar { … }`: its items are made here and laid out in the enclosing level's bar.
struct ToolbarModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let content: any View
    var secondaryContent: (any View)? { content }

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        if let store = environment.navigationBarStore {
            for item in secondary {
                let slot = (item as? ToolbarPlacementItem)?.placement.slot ?? ToolbarItemPlacement.automatic.slot
                if slot != .bottom { store.toolbar.append((slot, item)) }
            }
        }
        return child
    }
}

struct ToolbarPlacementModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let placement: ToolbarItemPlacement
    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        ToolbarPlacementItem(child: child, placement: placement)
    }
}

final class ToolbarPlacementItem: ModifierItem {
    let placement: ToolbarItemPlacement
    init(child: LayoutItem, placement: ToolbarItemPlacement) {
        self.placement = placement
        super.init(child: child)
    }
    override var isTransparentWrapper: Bool { true }
    override var debugName: String { "ToolbarItem(\(placement.name))" }
}

/// An item of a toolbar, with its placement.
///
/// **Differs from SwiftUI:** toolbar content is views, not `ToolbarContent`: a
/// `ToolbarItem`, a `ToolbarItemGroup` or any view, which goes where `.automatic` does.
/// The same `toolbar { … }` code compiles; a custom `ToolbarContent` type does not.
public struct ToolbarItem<ID, Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }

    public var body: some View { content.modifier(ToolbarPlacementModifier(placement: placement)) }
}

/// Several toolbar items with one placement, laid out one after the other.
public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: some View { content.modifier(ToolbarPlacementModifier(placement: placement)) }
}

extension View {
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        modifier(NavigationBarModifier(title: titleKey.key))
    }

    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        modifier(NavigationBarModifier(title: String(title)))
    }

    public func navigationTitle(_ title: Text) -> some View {
        modifier(NavigationBarModifier(title: title.plainText))
    }

    public func navigationTitle(_ title: Binding<String>) -> some View {
        modifier(NavigationBarModifier(title: title.wrappedValue))
    }

    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        modifier(NavigationBarModifier(displayMode: displayMode))
    }

    /// Hides the Back button of the navigation level this view is in (a view pushed on a
    /// ``NavigationStack``): its leading bar slot stays empty unless a toolbar item fills it.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        modifier(NavigationBarModifier(backButtonHidden: hidesBackButton))
    }

    /// Places toolbar items in the enclosing navigation stack's bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(content: content()))
    }

    /// The iOS 13 form of ``toolbar(content:)`` with `.navigationBarLeading` and
    /// `.navigationBarTrailing` items: `leading` at the bar's leading edge, `trailing` at its
    /// trailing edge.
    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarLeading or navigationBarTrailing placement")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// The iOS 13 form of a `.navigationBarLeading` toolbar item.
    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarLeading placement")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// The iOS 13 form of a `.navigationBarTrailing` toolbar item.
    @available(*, deprecated, message: "Use toolbar(content:) with navigationBarTrailing placement")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Registers the view pushed for values of type `D` by `NavigationLink(value:)`.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(NavigationDestinationModifier(type: D.self) { value in (value as? D).map { AnyView(destination($0)) } })
    }
}

struct NavigationDestinationModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let type: Any.Type
    let build: (Any) -> AnyView?

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        if let registry = environment.navigationDestinations {
            let build = self.build
            registry.builders[ObjectIdentifier(type)] = { build($0) ?? AnyView(EmptyView()) }
        }
        return child
    }
}

// MARK: Links

/// A control that pushes its destination on the enclosing navigation stack when the host
/// taps it. In a `List` (or `Form`) it is a row: the label leading, a 7×12-pt chevron
/// (tertiary colour) trailing, a flexible space between, the whole row the tap target.
/// Anywhere else it is its label drawn as a button in the environment's button style (by
/// default the label in the tint colour), as in SwiftUI: it lays out as the label, and
/// only the label is the tap target. Outside a navigation stack (or for a value no
/// `navigationDestination` handles) a tap does nothing.
///
/// A link bound to `isActive` (iOS 13's `NavigationLink(isActive:destination:label:)`)
/// pushes its destination when the binding becomes true (a tap sets it), whether then or
/// when the link appears, and pops that level (with any above it) when it becomes false;
/// a pop by the Back button sets it back to false.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let destination: Destination?
    let value: AnyHashable?
    var isActive: Binding<Bool>?
    @State private var token = NavigationLinkToken()
    @Environment(\.navigationPush) private var push
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.isInList) private var isInList
    @Environment(\.buttonStyle) private var buttonStyle

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination()
        self.label = label()
        self.value = nil
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
        self.value = nil
    }

    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        self.isActive = isActive
    }

    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(destination: destination, label: label)
        self.isActive = isActive
    }

    @ViewBuilder public var body: some View {
        if let isActive {
            let push = self.push, token = self.token, destination = self.destination
            let show: (Bool) -> Void = { active in
                guard let push, let destination else { return }
                token.isActive = isActive
                if active { push.push(AnyView(destination), token) } else { push.pop(token) }
            }
            control
                .onAppear { if isActive.wrappedValue { show(true) } }
                .onChange(of: isActive.wrappedValue) { _, active in show(active) }
        } else {
            control
        }
    }

    @ViewBuilder private var control: some View {
        let push = self.push, destination = self.destination, value = self.value
        let isActive = self.isActive, token = self.token
        let open: () -> Void = {
            guard let push else { return }
            if let destination {
                token.isActive = isActive
                isActive?.wrappedValue = true
                push.push(AnyView(destination), isActive == nil ? nil : token)
            } else if let value, let view = push.registry.destination(for: value.base) {
                push.push(view, nil)
            }
        }
        if isInList {
            HStack {
                label
                Spacer()
                Chevron(kind: .right).stroke(Color.tertiary, lineWidth: 2)
                    .frame(width: ControlMetrics.chevronSize.width, height: ControlMetrics.chevronSize.height)
            }
            .contentShape(Rectangle())
            ._onControlTap(isEnabled: isEnabled && push != nil, open)
        } else {
            buttonStyle.makeBody(PrimitiveButtonStyleConfiguration(label: .init(content: label), action: open, role: nil))
                ._onControlTap(isEnabled: isEnabled && push != nil, open)
        }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(isActive: isActive, destination: destination) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes a value, shown by the `navigationDestination(for:)` of its type.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.destination = nil
        self.value = value.map(AnyHashable.init)
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}
