import Foundation

/// What opening a URL does: the environment's `openURL`.
///
/// **Differs from SwiftUI:** a headless host has no browser or other app to hand a URL
/// to, so the default action opens nothing and discards the URL. Set one to observe links:
/// `.environment(\.openURL, OpenURLAction { url in …; return .handled })`.
public struct OpenURLAction {
    public struct Result: Sendable, Equatable {
        let kind: Int
        public static let handled = Result(kind: 0)
        public static let discarded = Result(kind: 1)
        public static let systemAction = Result(kind: 2)
        public static func systemAction(_ url: URL) -> Result { .systemAction }
    }

    let handler: (URL) -> Result

    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    @discardableResult
    public func callAsFunction(_ url: URL) -> Result { handler(url) }
}

private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .discarded } }

extension EnvironmentValues {
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

/// A control that opens a URL: its label in the tint colour; `HostingView.tap(at:)` on it
/// calls the environment's ``OpenURLAction``.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let open = openURL, url = destination
        return label
            .foregroundColor(tint ?? .accentColor)
            ._onControlTap(isEnabled: isEnabled) { open(url) }
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A control that shows its content when tapped: its label in the tint colour. Tapping
/// the label (`HostingView.tap(at:)`) runs the primary action when there is one, else
/// opens the menu — its content in a column on a white rounded card (12-pt corner, 8-pt
/// insets: Trellis's choice) hanging below the label's leading edge, over what follows
/// (the menu's size stays the label's) — and a second tap closes it.
///
/// **Differs from SwiftUI:** iOS shows the menu as an animated system pop-up on a blurred
/// material; Trellis draws the plain card above at once, so pictures of an open menu are
/// deterministic and drawn alike in every format.
public struct Menu<Label: View, Content: View>: View {
    let content: Content
    let label: Label
    let primaryAction: (() -> Void)?
    @State private var isPresented = false
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: some View {
        let presented = $isPresented
        let primary = primaryAction
        return MenuLayout {
            label
                .foregroundColor(tint ?? .accentColor)
                ._onControlTap(isEnabled: isEnabled) {
                    if let primary { primary() } else { presented.wrappedValue.toggle() }
                }
            if isPresented {
                VStack(alignment: .leading, spacing: 8) { content }
                    .fixedSize()
                    .padding(8)
                    .background(RoundedRectangle(cornerRadius: 12, style: .continuous).fill(Color.white))
            }
        }
    }
}

/// A menu's label and, when open, its content at its ideal size with its top-leading
/// corner at the label's bottom-leading corner. The menu's size is the label's.
struct MenuLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let label = subviews.first else { return }
        label.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        if subviews.count > 1 {
            subviews[1].place(at: CGPoint(x: bounds.minX, y: bounds.maxY), anchor: .topLeading, proposal: .unspecified)
        }
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

/// `contentShape(_:)`: the area in which the view (and what it contains) receives taps.
/// It changes neither layout nor drawing; a tap outside the shape (in the view's own
/// coordinates) finds nothing in this view.
struct ContentShapeModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let shape: (any Shape)?
    let eoFill: Bool

    func makeItem(child: LayoutItem, secondary: [LayoutItem], environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        ContentShapeItem(child: child, shape: shape, eoFill: eoFill)
    }
}

final class ContentShapeItem: ModifierItem {
    let shape: (any Shape)?
    let eoFill: Bool
    init(child: LayoutItem, shape: (any Shape)?, eoFill: Bool) {
        self.shape = shape
        self.eoFill = eoFill
        super.init(child: child)
    }
    override var debugName: String { shape.map { "contentShape(\(type(of: $0)))" } ?? "contentShape" }

    /// Whether the point (host coordinates) is inside the shape laid out in this frame.
    func contains(_ point: CGPoint) -> Bool {
        guard let shape else { return true }
        let f = presentationFrame
        let path = shape.path(in: CGRect(origin: .zero, size: f.size))
        return path.containsPoint(CGPoint(x: point.x - f.minX, y: point.y - f.minY), eoFill: eoFill)
    }
}

extension LayoutItem {
    /// Whether a tap at `point` is kept out of this item's subtree by a content shape.
    func excludesHit(_ point: CGPoint) -> Bool {
        guard let shaped = self as? ContentShapeItem else { return false }
        return !shaped.contains(point)
    }
}

/// The kinds of content shape.
///
/// **Differs from SwiftUI:** only `.interaction` is modelled (hit testing); the other
/// kinds are accepted and change nothing.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let focusEffect = ContentShapeKinds(rawValue: 16)
    public static let accessibility = ContentShapeKinds(rawValue: 32)
}

extension View {
    /// Defines the area of the view that receives taps (layout and drawing are unchanged).
    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(shape: shape, eoFill: eoFill))
    }

    /// A content shape for some kinds of interaction; only `.interaction` affects taps.
    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeModifier(shape: kind.contains(.interaction) ? shape : nil, eoFill: eoFill))
    }
}

extension Path {
    /// Whether `point` is inside the path: curves are flattened into 16 segments each,
    /// subpaths are closed, and the non-zero winding rule applies (even-odd when `eoFill`).
    func containsPoint(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var polygons: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        func flush() {
            if current.count > 2 { polygons.append(current) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                flush()
                current = [p]
                last = p
            case .line(let p):
                if current.isEmpty { current = [last] }
                current.append(p)
                last = p
            case .quadCurve(let p, let c):
                if current.isEmpty { current = [last] }
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    current.append(CGPoint(x: u * u * last.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * last.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .curve(let p, let c1, let c2):
                if current.isEmpty { current = [last] }
                for i in 1...16 {
                    let t = CGFloat(i) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.append(CGPoint(x: a * last.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * last.y + b * c1.y + c * c2.y + d * p.y))
                }
                last = p
            case .closeSubpath:
                if let first = current.first { last = first }
                flush()
            }
        }
        flush()
        var winding = 0
        for polygon in polygons {
            for i in polygon.indices {
                let a = polygon[i], b = polygon[(i + 1) % polygon.count]
                if a.y <= point.y {
                    if b.y > point.y && cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y && cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return eoFill ? winding % 2 != 0 : winding != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
