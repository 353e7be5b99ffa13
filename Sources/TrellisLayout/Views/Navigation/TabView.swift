import Foundation

/// A view that switches between child views, one at a time: by default above iOS's tab
/// bar, with ``tabViewStyle(_:)`` `.page` as horizontally paged views with page dots.
///
/// Each child is a tab: its ``View/tabItem(_:)`` is its button in the bar, its `tag` the
/// value the selection takes when it is chosen (a child without a tag is tagged with its
/// index among the tabs; a `ForEach` tags its children with their ids, as for a picker).
/// Every tab stays in the graph, keeping its state.
///
/// The default style: the bar is laid out as a bottom ``View/safeAreaInset(edge:alignment:spacing:content:)``,
/// ``TabBarMetrics/barHeight`` tall inside the safe area, so the selected tab gets the rest
/// of the view above it; the bar's material (under a hairline at its top) extends into the
/// bottom safe area, as iOS's bar covers the home indicator's strip. The items share the
/// bar's width; each shows its label's icon above its title in 10-pt medium text, the
/// selected one in the tint colour, the others grey. Only the selected tab is drawn and
/// takes taps. UIKit's `UITabBar.appearance().isHidden = true` (on platforms without
/// UIKit, TrellisUIKit's) hides the bar, and the tab takes the whole view; the setting is
/// read when the tab view's body is evaluated.
///
/// The page style: the tabs are laid out side by side, each as wide as the tab view, and
/// shifted so that the selected one fills it (the others are clipped away); a horizontal
/// drag moves them with the finger and, released past half the width, selects the next or
/// previous page. Page dots (``TabBarMetrics/dotSize``) stand centred
/// ``TabBarMetrics/dotsBottomInset`` above the bottom when there are two pages or more
/// (`indexDisplayMode` `.automatic`), always, or never.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content
    @State private var chosen: AnyHashable?
    @State private var dragOffset: CGFloat = 0
    @Environment(\.tabViewStyleKind) private var style
    @Environment(\.tint) private var tint

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        var options: [PickerOption] = []
        collectPickerOptions(content, into: &options, tag: nil)
        let tags = options.indices.map { options[$0].tag ?? AnyHashable($0) }
        let current: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? chosen
        let selectedIndex = current.flatMap { tags.firstIndex(of: $0) } ?? 0
        let binding = selection
        let choose: (Int) -> Void = { i in
            guard tags.indices.contains(i) else { return }
            if let binding, let value = tags[i].base as? SelectionValue { binding.wrappedValue = value }
            chosen = tags[i]
        }
        return Group {
            switch style {
            case .automatic:
                ZStack {
                    ForEach(tags.indices, id: \.self) { i in
                        AnyView(options[i].view)
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .modifier(OptionalEffectModifier(effect: i == selectedIndex ? nil : .hidden))
                    }
                }
                .frame(maxWidth: .infinity, maxHeight: .infinity)
                .safeAreaInset(edge: .bottom, spacing: 0) {
                    if !HostRunLoop.currentAppearance.tabBarIsHidden {
                        TabBar(items: options.map { tabItemLabel(of: $0.view) }, selected: selectedIndex,
                               tint: tint ?? .accentColor, choose: choose,
                               badges: options.map { tabItemBadge(of: $0.view) },
                               appearance: options.indices.contains(selectedIndex) ? tabBarAppearance(of: options[selectedIndex].view) : BarAppearance())
                    }
                }
            case .page(let dots):
                GeometryReader { proxy in
                    let width = proxy.size.width
                    ZStack {
                        ForEach(tags.indices, id: \.self) { i in
                            AnyView(options[i].view)
                                .frame(width: proxy.size.width, height: proxy.size.height)
                                .offset(x: CGFloat(i - selectedIndex) * width + dragOffset)
                        }
                    }
                    .frame(width: proxy.size.width, height: proxy.size.height)
                    .contentShape(Rectangle())
                    .gesture(
                        DragGesture(minimumDistance: 10)
                            .onChanged { dragOffset = $0.translation.width }
                            .onEnded { value in
                                dragOffset = 0
                                let dx = value.translation.width
                                guard width > 0, abs(dx) > width / 2 else { return }
                                choose(dx < 0 ? selectedIndex + 1 : selectedIndex - 1)
                            }
                    )
                    .overlay(alignment: .bottom) {
                        if dots == .always || (dots == .automatic && tags.count > 1) {
                            PageDots(count: tags.count, selected: selectedIndex)
                        }
                    }
                }
                .clipped()
            }
        }
    }
}

extension TabView where SelectionValue == Int {
    /// A tab view whose selection it keeps itself, starting at the first tab.
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

/// The sizes of the tab bar and the page dots.
///
/// - UIKit: `UITabBar` is 49 pt tall on iPhone (above the home indicator's safe area); its
///   item titles are 10-pt medium system text under the icon.
/// - choice: the page dots are 8 pt wide, 8 pt apart, their bottoms 12 pt above the tab
///   view's bottom; the current dot is white, the others white at 35 % opacity.
public enum TabBarMetrics {
    /// The bar's height inside the safe area: 49 points, as on iPhone.
    public static let barHeight: CGFloat = 49
    /// A page dot's diameter.
    public static let dotSize: CGFloat = 8
    /// The space between two page dots.
    public static let dotSpacing: CGFloat = 8
    /// How far above the tab view's bottom the page dots' bottoms are.
    public static let dotsBottomInset: CGFloat = 12
    /// The size of the items' titles.
    static let titleSize: CGFloat = 10
    /// The height of a tab item's badge capsule.
    static let badgeHeight: CGFloat = 18
    /// The size of a tab item's badge text.
    static let badgeTextSize: CGFloat = 13
}

/// The bar under the tabs: one button per tab, sharing the width. The selected tab's
/// `toolbarBackground(_:for: .tabBar)` replaces the bar material (`.hidden`: no material
/// and no hairline), and its `toolbarColorScheme` sets the scheme the bar is drawn in
/// while the background shows.
struct TabBar: View {
    let items: [AnyView?]
    let selected: Int
    let tint: Color
    let choose: (Int) -> Void
    var badges: [Text?] = []
    var appearance = BarAppearance()

    var body: some View {
        let showsBackground = appearance.visibility != .hidden
        let scheme = showsBackground ? appearance.colorScheme ?? nil : nil
        HStack(spacing: 0) {
            ForEach(items.indices, id: \.self) { i in
                Button { choose(i) } label: {
                    VStack(spacing: 2) {
                        if let item = items[i] { item } else { EmptyView() }
                    }
                    .labelStyle(TabItemLabelStyle())
                    .font(.system(size: TabBarMetrics.titleSize, weight: .medium))
                    .foregroundColor(i == selected ? tint : .gray)
                    .overlay(alignment: .top) {
                        if badges.indices.contains(i), let badge = badges[i] {
                            // A point at the label's top centre that the badge hangs from.
                            Color.clear.frame(width: 0, height: 0)
                                .overlay(alignment: .topLeading) { TabBarBadge(label: badge) }
                        }
                    }
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                }
                .buttonStyle(.plain)
            }
        }
        .frame(maxWidth: .infinity)
        .frame(height: TabBarMetrics.barHeight)
        .background {
            if showsBackground { Rectangle().fill(appearance.style ?? AnyShapeStyle(.bar)).ignoresSafeArea(edges: .bottom) }
        }
        .overlay(alignment: .top) { if showsBackground { Divider() } }
        .modifier(OptionalColorSchemeModifier(scheme: scheme))
    }
}

/// Sets the colour scheme of the content when `scheme` is not nil (no wrapper otherwise).
struct OptionalColorSchemeModifier: ViewModifier {
    let scheme: ColorScheme?
    func body(content: Content) -> some View {
        if let scheme { content.environment(\.colorScheme, scheme) } else { content }
    }
}

/// A tab's badge on its bar item: the text in 13-pt white on a red capsule 18 pt tall
/// (at least as wide), 5 pt of red either side of the text; its leading edge 6 pt right
/// of the item label's centre and its top 2 pt above the label's (Trellis's metrics,
/// measured from iOS 17 screenshots).
struct TabBarBadge: View {
    let label: Text

    var body: some View {
        label
            .font(.system(size: TabBarMetrics.badgeTextSize))
            .foregroundColor(.white)
            .lineLimit(1)
            .fixedSize()
            .padding(.horizontal, 5)
            .frame(minWidth: TabBarMetrics.badgeHeight, minHeight: TabBarMetrics.badgeHeight)
            .background(Capsule().fill(Color.red))
            .fixedSize()
            .offset(x: 6, y: -2)
    }
}

/// A tab item's label: the icon above the title, as the bar shows them.
struct TabItemLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 2) {
            configuration.icon
            configuration.title
        }
    }
}

/// The page style's index: a dot per page, the selected one opaque.
struct PageDots: View {
    let count: Int
    let selected: Int

    var body: some View {
        HStack(spacing: TabBarMetrics.dotSpacing) {
            ForEach(0..<max(count, 0), id: \.self) { i in
                Circle()
                    .fill(Color.white.opacity(i == selected ? 1 : 0.35))
                    .frame(width: TabBarMetrics.dotSize, height: TabBarMetrics.dotSize)
            }
        }
        .padding(.bottom, TabBarMetrics.dotsBottomInset)
    }
}

// MARK: Tab items

/// `.tabItem { … }`: the view's button in the tab bar. Layout is unchanged.
struct TabItemModifier: ViewModifier {
    let label: AnyView
    func body(content: Content) -> some View { content }
}

/// What carries a tab item, badge or bar appearance: a modified view, whose modifier or
/// content may hold it.
protocol TabItemCarrier {
    /// Calls `body` with each modifier of the chain, the outermost first.
    func forEachTabModifier(_ body: (Any) -> Void)
}

extension ModifiedContent: TabItemCarrier where Content: View, Modifier: ViewModifier {
    func forEachTabModifier(_ body: (Any) -> Void) {
        body(modifier)
        TrellisLayout.forEachTabModifier(of: content, body)
    }
}

/// Calls `body` with each modifier applied to `view` (through `AnyView`s), the outermost
/// first.
func forEachTabModifier(of view: any View, _ body: (Any) -> Void) {
    if let carrier = view as? TabItemCarrier { carrier.forEachTabModifier(body) }
    else if let any = view as? AnyView { forEachTabModifier(of: any.view, body) }
}

/// The label the view's `tabItem` gives it (the outermost); nil when it has none.
func tabItemLabel(of view: any View) -> AnyView? {
    var label: AnyView?
    forEachTabModifier(of: view) { if label == nil, let item = $0 as? TabItemModifier { label = item.label } }
    return label
}

/// The badge the view's `badge` gives its tab (the outermost); nil when it has none.
func tabItemBadge(of view: any View) -> Text? {
    var badge: Text??
    forEachTabModifier(of: view) { if badge == nil, let b = $0 as? BadgeModifier { badge = .some(b.label) } }
    return badge ?? nil
}

extension View {
    /// Sets the view's button in the enclosing tab view's bar: typically a `Label`, or an
    /// image and a text. Outside a tab view it changes nothing.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(TabItemModifier(label: AnyView(label())))
    }
}

// MARK: Styles

/// How a tab view shows its tabs.
public protocol TabViewStyle {
    /// What the style amounts to (Trellis's styles are the two built-in ones).
    var _kind: TabViewStyleKind { get }
}

/// The bar under the tabs (iOS's default).
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _kind: TabViewStyleKind { .automatic }
}

/// One page at a time, paged horizontally, with page dots over it and no bar.
public struct PageTabViewStyle: TabViewStyle {
    /// When the page dots show.
    public struct IndexDisplayMode: Hashable, Sendable {
        let rule: Int
        /// Shown when there are two pages or more.
        public static let automatic = IndexDisplayMode(rule: 0)
        public static let always = IndexDisplayMode(rule: 1)
        public static let never = IndexDisplayMode(rule: 2)
    }

    let indexDisplayMode: IndexDisplayMode

    public init(indexDisplayMode: IndexDisplayMode = .automatic) {
        self.indexDisplayMode = indexDisplayMode
    }

    public var _kind: TabViewStyleKind { .page(indexDisplayMode) }
}

/// What a tab view style amounts to.
public enum TabViewStyleKind: Hashable, Sendable {
    case automatic
    case page(PageTabViewStyle.IndexDisplayMode)
}

extension TabViewStyle where Self == DefaultTabViewStyle {
    public static var automatic: DefaultTabViewStyle { DefaultTabViewStyle() }
}

extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { PageTabViewStyle() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        PageTabViewStyle(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabViewStyleKindKey: EnvironmentKey { static let defaultValue = TabViewStyleKind.automatic }

extension EnvironmentValues {
    var tabViewStyleKind: TabViewStyleKind {
        get { self[TabViewStyleKindKey.self] }
        set { self[TabViewStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the tab views inside.
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        environment(\.tabViewStyleKind, style._kind)
    }
}
