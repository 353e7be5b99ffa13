import Foundation

/// A container with an optional header and footer. Outside a list its header, content
/// and footer are laid out as if they were written in sequence; in a ``List`` or
/// ``Form`` they make one inset-grouped section.
public struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.footer = footer
        self.content = content()
    }

    public typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node = SectionNode.reuse(existing, for: Self.self) ?? SectionNode(viewType: Self.self)
        // In a list, headers and footers are footnote text in the secondary colour.
        cx.with(environment: { env in
            if env.isInList {
                env.font = .footnote
                env.foregroundColor = env.foregroundColor ?? .secondary
            }
        }) { decorated in
            node.header = decorated.reconcile(header, node.header)
            node.content = cx.reconcile(content, node.content)
            node.footer = decorated.reconcile(footer, node.footer)
        }
        return node
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) })
    }
}

/// Where an item sits in a section.
enum SectionRole: Equatable {
    case header, row, footer
}

struct SectionPart: Equatable {
    var role: SectionRole
    /// The section's node serial; 0 for rows outside any section.
    var section: UInt64
}

final class SectionNode: GraphNode {
    var header: GraphNode? {
        get { child(headerLink) }
        set { relink(&headerLink, to: newValue) }
    }
    private var headerLink = ChildLink()
    var content: GraphNode? {
        get { child(contentLink) }
        set { relink(&contentLink, to: newValue) }
    }
    private var contentLink = ChildLink()
    var footer: GraphNode? {
        get { child(footerLink) }
        set { relink(&footerLink, to: newValue) }
    }
    private var footerLink = ChildLink()

    override func forEachChild(_ body: (NodeHandle) -> Void) {
        body(headerLink.handle)
        body(contentLink.handle)
        body(footerLink.handle)
    }

    override func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {
        func add(_ node: GraphNode?, _ role: SectionRole) {
            var inner: [LayoutItem] = []
            node?.makeItems(fx, into: &inner)
            for child in inner {
                let item = SectionPartItem(child: child, part: SectionPart(role: role, section: serial))
                item.sourceSerial = serial
                items.append(item)
            }
        }
        add(header, .header)
        add(content, .row)
        add(footer, .footer)
    }
}

/// Tags an item with its place in a section; transparent otherwise.
final class SectionPartItem: ModifierItem {
    let part: SectionPart
    init(child: LayoutItem, part: SectionPart) {
        self.part = part
        super.init(child: child)
    }
    override var isTransparentWrapper: Bool { true }
    override var debugName: String { "section" }
    override func layoutValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(SectionPartKey.self) ? part : child.layoutValue(key)
    }
}

private struct IsInListKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the views are a list's rows (sections style their headers then).
    var isInList: Bool {
        get { self[IsInListKey.self] }
        set { self[IsInListKey.self] = newValue }
    }
}

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension Section {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
