import Foundation

/// Where a popover's arrow points: a rectangle of the presenting view (its bounds by
/// default) or a point in it.
public enum PopoverAttachmentAnchor {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

extension View {
    /// Presents `content` as a popover while `isPresented` is true.
    ///
    /// On iPhone, SwiftUI adapts a popover to the compact width it finds there and shows
    /// it as a sheet; the host is an iPhone-sized window of compact width, so Trellis
    /// presents the popover as a ``View/sheet(isPresented:onDismiss:content:)`` does:
    /// the same frame, detents, dismissal and `onDismiss`.
    ///
    /// **Differs from SwiftUI:** the anchor and arrow edge are accepted and unused, as on
    /// iPhone; iOS 16.4's `presentationCompactAdaptation(_:)`, which keeps a real popover
    /// bubble in compact width, does not exist here.
    public func popover<Content: View>(isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content) -> some View {
        presentation(.sheet, isPresented: isPresented, onDismiss: nil, content: content)
    }

    /// Presents a popover for `item` while it is not `nil`, as a sheet (see
    /// ``View/popover(isPresented:attachmentAnchor:arrowEdge:content:)``); a new item
    /// (another id) is a new popover, whose state starts afresh.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                          arrowEdge: Edge = .top,
                                                          @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        presentation(.sheet, item: item, onDismiss: nil, content: content)
    }
}
