import Foundation

/// The iOS metrics of presentations (iPhone, portrait, light mode). Sources: UIKit's
/// `UIAlertController` and sheet presentation on iOS 17 where a figure is known, Trellis's
/// choice otherwise (marked "choice"); each is pinned by a test in
/// `Tests/TrellisLayoutTests/Presentation`.
enum PresentationMetrics {
    /// UIKit: an alert is 270 pt wide with a 14-pt corner.
    static let alertWidth: CGFloat = 270
    static let alertCornerRadius: CGFloat = 14
    /// choice: an alert's title and message are inset 16 pt at the sides and 19 pt above
    /// and below; 4 pt between title and message.
    static let alertHeaderInsets = EdgeInsets(top: 19, leading: 16, bottom: 19, trailing: 16)
    static let headerSpacing: CGFloat = 4
    /// UIKit: alert buttons are 44 pt tall (two side by side, otherwise one per row).
    static let alertButtonHeight: CGFloat = 44
    /// UIKit: an action sheet (confirmation dialog) is inset 8 pt from the window's sides
    /// and from the bottom of the safe area (at least 8 pt from the window's bottom), its
    /// cards have a 13-pt corner, its buttons are 57 pt tall, and the cancel card is 8 pt
    /// below the other.
    static let dialogMargin: CGFloat = 8
    static let dialogCornerRadius: CGFloat = 13
    static let dialogButtonHeight: CGFloat = 57
    static let dialogCancelGap: CGFloat = 8
    /// choice: a dialog's title and message are inset 16 pt at the sides and 14 pt above
    /// and below.
    static let dialogHeaderInsets = EdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)
    /// choice: a sheet's large detent starts 10 pt below the top of the safe area, with a
    /// 10-pt corner at its top; a full-screen cover fills the window.
    static let sheetTopInset: CGFloat = 10
    static let sheetCornerRadius: CGFloat = 10
    /// choice: the dimming under sheets, alerts and dialogs: black at 20 %.
    static let dimming = Color.system(.dimming, 0, 0, 0, 0.2)
}

/// An alert's or a confirmation dialog's card: the header (title and message) and the
/// actions, laid out by ``DialogLayout`` with its backgrounds and separators.
struct DialogCard: View, PrimitiveView {
    let kind: PresentationKind
    let title: Text?
    let message: AnyView?
    let actions: AnyView
    typealias Body = Never

    func reconcile(_ existing: GraphNode?, _ cx: ReconcileContext) -> GraphNode {
        let node = DialogNode.reuse(existing, for: Self.self) ?? DialogNode(viewType: Self.self)
        node.kind = kind
        // Its items read its environment when they are made: any change makes them again.
        cx.propagation?.invalidate(node)
        node.environment = cx.environment
        if title != nil || message != nil {
            node.header = cx.reconcile(DialogHeader(kind: kind, title: title, message: message), node.header)
        } else {
            node.header = nil
        }
        cx.with(environment: { env in
            env.presentationButtonKind = kind
            env.buttonStyle = AnyButtonStyle(PresentationButtonStyle())
        }) { inner in
            node.actions = inner.reconcile(actions, node.actions)
            // The button shown when the actions have none (alert) or no cancel button (dialog).
            let fallback = kind == .alert ? Button("OK", role: .cancel) {} : Button("Cancel", role: .cancel) {}
            node.fallback = inner.reconcile(fallback, node.fallback)
        }
        return node
    }
}

/// Title over message, centred.
struct DialogHeader: View {
    let kind: PresentationKind
    let title: Text?
    let message: AnyView?

    var body: some View {
        VStack(spacing: PresentationMetrics.headerSpacing) {
            if let title {
                if kind == .alert {
                    title.font(.headline)
                } else {
                    title.font(.footnote.weight(.semibold)).foregroundStyle(Color.secondary)
                }
            }
            if let message {
                if kind == .alert {
                    message.font(.footnote)
                } else {
                    message.font(.footnote).foregroundStyle(Color.secondary)
                }
            }
        }
        .multilineTextAlignment(.center)
    }
}

/// The look of a button in an alert or a dialog: the label centred in its row, 17 pt in an
/// alert and 20 pt in a dialog, in the tint colour (red for `.destructive`), semibold for
/// `.cancel`, on one line. The row is the button (it fills what the layout proposes).
struct PresentationButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        PresentationButtonLabel(label: configuration.label, role: configuration.role)
    }
}

struct PresentationButtonLabel: View {
    let label: PrimitiveButtonStyleConfiguration.Label
    let role: ButtonRole?
    @Environment(\.presentationButtonKind) private var kind
    @Environment(\.tint) private var tint

    var body: some View {
        let size: CGFloat = kind == .confirmationDialog ? 20 : 17
        label
            .font(.system(size: size, weight: role == .cancel ? .semibold : .regular))
            .foregroundColor(role == .destructive ? .red : (tint ?? .accentColor))
            .lineLimit(1)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

final class DialogNode: GraphNode {
    var kind: PresentationKind = .alert
    var environment = EnvironmentValues()
    var header: GraphNode? {
        get { child(headerLink) }
        set { relink(&headerLink, to: newValue) }
    }
    private var headerLink = ChildLink()
    var actions: GraphNode? {
        get { child(actionsLink) }
        set { relink(&actionsLink, to: newValue) }
    }
    private var actionsLink = ChildLink()
    var fallback: GraphNode? {
        get { child(fallbackLink) }
        set { relink(&fallbackLink, to: newValue) }
    }
    private var fallbackLink = ChildLink()

    override func forEachChild(_ body: (NodeHandle) -> Void) {
        body(headerLink.handle)
        body(actionsLink.handle)
        body(fallbackLink.handle)
    }

    override func buildItems(_ fx: FlattenContext, into items: inout [LayoutItem]) {
        let flat = FlattenContext(context: fx.context, stackOrientation: nil, cachesItems: fx.cachesItems)
        var headerItems: [LayoutItem] = []
        header?.makeItems(flat, into: &headerItems)
        var actionItems: [LayoutItem] = []
        actions?.makeItems(flat, into: &actionItems)
        var fallbackItems: [LayoutItem] = []
        fallback?.makeItems(flat, into: &fallbackItems)
        func role(_ item: LayoutItem) -> ButtonRole? {
            var i: LayoutItem? = item
            while let m = i as? ModifierItem {
                if let b = m as? ButtonItem { return b.role }
                i = m.child
            }
            return nil
        }
        // Order: an alert with two buttons puts the cancel button first (on the left); with
        // one or three and more, last. A dialog keeps the others in order and the cancel
        // buttons (or the added "Cancel") in their own card.
        var regular = actionItems.filter { role($0) != .cancel }
        var cancels = actionItems.filter { role($0) == .cancel }
        if kind == .alert {
            if actionItems.isEmpty { cancels = fallbackItems }
            if regular.count + cancels.count == 2 {
                regular = cancels + regular
                cancels = []
            }
        } else if cancels.isEmpty {
            cancels = fallbackItems
        }
        let buttons = regular + cancels
        let hairline = 1 / (environment.displayScale > 0 ? environment.displayScale : 1)
        let layout = DialogLayout(kind: kind, hasHeader: !headerItems.isEmpty, regularCount: regular.count,
                                  cancelCount: cancels.count, hairline: hairline)
        func shape(_ s: some Shape, _ c: Color) -> LayoutItem {
            FilledShapeItem(context: fx.context, shape: s, fill: .color(c), environment: environment)
        }
        var subviews: [LayoutItem] = []
        if kind == .alert {
            subviews.append(shape(RoundedRectangle(cornerRadius: PresentationMetrics.alertCornerRadius, style: .continuous), Material.thick.fallbackColor))
        } else {
            subviews.append(shape(RoundedRectangle(cornerRadius: PresentationMetrics.dialogCornerRadius, style: .continuous), Material.thick.fallbackColor))
            subviews.append(shape(RoundedRectangle(cornerRadius: PresentationMetrics.dialogCornerRadius, style: .continuous), .systemBackground))
        }
        subviews += headerItems.prefix(1)
        for _ in 0..<layout.separatorCount { subviews.append(shape(Rectangle(), .separatorColor)) }
        subviews += buttons
        let item = ContainerItem(context: fx.context, box: LayoutBox(layout), subviews: subviews, layoutDirection: environment.layoutDirection)
        item.sourceSerial = serial
        items.append(item)
    }
}

/// Lays out an alert or a dialog. Subviews, in order: the card backgrounds (one for an
/// alert; the main and the cancel card for a dialog), the header if any, the separators,
/// the buttons (`regularCount` then `cancelCount`).
///
/// - Alert: 270 pt wide; the header inset by ``PresentationMetrics/alertHeaderInsets``;
///   two buttons side by side (each half the width, a vertical hairline between them),
///   otherwise one 44-pt row each; a hairline above every row.
/// - Dialog: as wide as proposed; the main card holds the header and the other buttons
///   (57-pt rows, a hairline above each but the first when there is no header); the cancel
///   buttons are rows of a second card 8 pt below.
struct DialogLayout: Layout {
    let kind: PresentationKind
    let hasHeader: Bool
    let regularCount: Int
    let cancelCount: Int
    let hairline: CGFloat

    var sideBySide: Bool { kind == .alert && regularCount + cancelCount == 2 }

    var separatorCount: Int {
        if kind == .alert { return sideBySide ? 2 : regularCount + cancelCount }
        return max(0, regularCount - (hasHeader ? 0 : 1))
    }

    private var backgroundCount: Int { kind == .alert ? 1 : 2 }

    /// The frames of every subview for a width, and the total height.
    func frames(width: CGFloat, subviews: Subviews) -> (frames: [CGRect], height: CGFloat) {
        var frames: [CGRect] = []
        let insets = kind == .alert ? PresentationMetrics.alertHeaderInsets : PresentationMetrics.dialogHeaderInsets
        let rowHeight = kind == .alert ? PresentationMetrics.alertButtonHeight : PresentationMetrics.dialogButtonHeight
        var y: CGFloat = 0
        var headerFrame: CGRect?
        if hasHeader, subviews.count > backgroundCount {
            let w = max(0, width - insets.leading - insets.trailing)
            let s = subviews[backgroundCount].sizeThatFits(ProposedViewSize(width: w, height: nil))
            headerFrame = CGRect(x: insets.leading + (w - s.width) / 2, y: insets.top, width: s.width, height: s.height)
            y = insets.top + s.height + insets.bottom
        }
        var separators: [CGRect] = []
        var buttons: [CGRect] = []
        var mainHeight: CGFloat = 0
        var cancelFrame = CGRect.zero
        if kind == .alert {
            if sideBySide {
                separators.append(CGRect(x: 0, y: y, width: width, height: hairline))
                separators.append(CGRect(x: width / 2 - hairline / 2, y: y, width: hairline, height: rowHeight))
                buttons.append(CGRect(x: 0, y: y, width: width / 2, height: rowHeight))
                buttons.append(CGRect(x: width / 2, y: y, width: width / 2, height: rowHeight))
                y += rowHeight
            } else {
                for _ in 0..<(regularCount + cancelCount) {
                    separators.append(CGRect(x: 0, y: y, width: width, height: hairline))
                    buttons.append(CGRect(x: 0, y: y, width: width, height: rowHeight))
                    y += rowHeight
                }
            }
            mainHeight = y
        } else {
            for i in 0..<regularCount {
                if i > 0 || hasHeader { separators.append(CGRect(x: 0, y: y, width: width, height: hairline)) }
                buttons.append(CGRect(x: 0, y: y, width: width, height: rowHeight))
                y += rowHeight
            }
            mainHeight = y
            if cancelCount > 0 {
                if mainHeight > 0 { y += PresentationMetrics.dialogCancelGap }
                let top = y
                for _ in 0..<cancelCount {
                    buttons.append(CGRect(x: 0, y: y, width: width, height: rowHeight))
                    y += rowHeight
                }
                cancelFrame = CGRect(x: 0, y: top, width: width, height: y - top)
            }
        }
        frames.append(CGRect(x: 0, y: 0, width: width, height: mainHeight))
        if kind == .confirmationDialog { frames.append(cancelFrame) }
        if let headerFrame { frames.append(headerFrame) }
        frames += separators
        frames += buttons
        return (frames, y)
    }

    func width(_ proposal: ProposedViewSize) -> CGFloat {
        kind == .alert ? PresentationMetrics.alertWidth : max(0, proposal.width ?? PresentationMetrics.alertWidth)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let w = width(proposal)
        return CGSize(width: w, height: frames(width: w, subviews: subviews).height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let f = frames(width: bounds.width, subviews: subviews).frames
        for (i, s) in subviews.enumerated() where i < f.count {
            let r = f[i]
            s.place(at: CGPoint(x: bounds.minX + r.minX, y: bounds.minY + r.minY), proposal: ProposedViewSize(r.size))
        }
    }
}
