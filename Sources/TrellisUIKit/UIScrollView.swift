import Foundation

/// What a ``UIScrollView`` tells its delegate. Every method has UIKit's default (nothing
/// done; `scrollViewShouldScrollToTop` answers true), so a delegate implements the ones it
/// needs, as with UIKit's optional methods.
@MainActor
public protocol UIScrollViewDelegate: AnyObject {
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// UIKit's scroll view where there is no UIKit: a view whose subviews are drawn moved by
/// its `contentOffset` (its bounds' origin, as in UIKit) and clipped to its bounds.
///
/// What it guarantees, as UIKit: `contentOffset` is `bounds.origin`; every change of it
/// (set directly, through `bounds`, `setContentOffset(_:animated:)` or
/// `scrollRectToVisible(_:animated:)`) calls the delegate's `scrollViewDidScroll`;
/// `contentSize`, `contentOffset` and `contentInset` can be observed with `observe(_:)`;
/// `clipsToBounds` is true from the start.
///
/// **Differs from UIKit:** there are no touches, so no dragging, deceleration, bouncing or
/// zooming happens (`isDragging`, `isDecelerating`, `isZooming` stay false, `zoomScale`
/// stays 1) and those delegate methods are never called by the view itself. An animated
/// `setContentOffset` moves at once and then calls `scrollViewDidEndScrollingAnimation`.
/// A SwiftUI `ScrollView` is not one of these: a UIKit view placed in SwiftUI content by a
/// ``UIViewRepresentable`` has no UIKit superviews, so code that searches its superviews
/// for an enclosing `UIScrollView` finds none.
@MainActor
open class UIScrollView: UIView {
    /// How the safe area adds to the content inset (UIKit's choices; with no safe area on
    /// a headless host, `adjustedContentInset` is `contentInset` under each).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// When dragging dismisses the keyboard (kept for code that sets it: there is none).
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// How quickly scrolling slows after a drag ends (UIKit's constants).
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = DecelerationRate(rawValue: 0.998)
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    override public init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    /// The object told of scrolling (held weakly, as UIKit does).
    open weak var delegate: UIScrollViewDelegate?

    /// The bounds; a change of their origin is a scroll, reported to the delegate.
    override open var bounds: CGRect {
        get { super.bounds }
        set {
            let old = super.bounds.origin
            super.bounds = newValue
            if super.bounds.origin != old { delegate?.scrollViewDidScroll(self) }
        }
    }

    /// The point of the content at the view's top-left corner: the bounds' origin.
    /// Non-finite coordinates are refused (the offset stays) with a diagnostic.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                uiKitDiagnostic("UIScrollView.contentOffset: non-finite offset \(newValue) ignored")
                return
            }
            bounds = CGRect(origin: newValue, size: bounds.size)
        }
    }

    /// The size of the content (non-finite or negative dimensions are 0).
    open var contentSize: CGSize = .zero {
        didSet {
            contentSize = CGSize(width: UIScrollView.length(contentSize.width),
                                 height: UIScrollView.length(contentSize.height))
            keyValueObservers.notify()
        }
    }

    /// Room added around the content (non-finite insets are 0).
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            let i = contentInset
            let clean = UIEdgeInsets(top: UIScrollView.finite(i.top), left: UIScrollView.finite(i.left),
                                     bottom: UIScrollView.finite(i.bottom), right: UIScrollView.finite(i.right))
            // (An assignment inside `didSet` does not run `didSet` again.)
            if clean != i { contentInset = clean }
            keyValueObservers.notify()
            if clean != oldValue { delegate?.scrollViewDidChangeAdjustedContentInset(self) }
        }
    }

    /// The inset the content is scrolled within: `contentInset` (there is no safe area).
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var isDirectionalLockEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var scrollsToTop = true
    open var delaysContentTouches = true
    open var canCancelContentTouches = true
    open var keyboardDismissMode: KeyboardDismissMode = .none
    open var decelerationRate: DecelerationRate = .normal
    open var indicatorStyle = 0

    /// False: there are no touches.
    open var isTracking: Bool { false }
    /// False: there are no touches.
    open var isDragging: Bool { false }
    /// False: there are no touches.
    open var isDecelerating: Bool { false }
    /// False: there is no zooming.
    open var isZooming: Bool { false }

    /// 1: there is no zooming (the value set is kept between the minimum and maximum).
    open var zoomScale: CGFloat = 1
    open var minimumZoomScale: CGFloat = 1
    open var maximumZoomScale: CGFloat = 1

    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite else { return }
        zoomScale = min(max(scale, minimumZoomScale), maximumZoomScale)
    }

    /// Moves to `contentOffset` at once; when `animated`, the delegate is then told the
    /// scrolling animation ended, as UIKit tells it after the animation.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let old = self.contentOffset
        self.contentOffset = contentOffset
        if animated, self.contentOffset != old { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// Scrolls the least that shows `rect` (in content coordinates) whole, or its top-left
    /// part when it is larger than the view, keeping the offset within the content and its
    /// insets, as UIKit does.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            uiKitDiagnostic("UIScrollView.scrollRectToVisible: non-finite rectangle \(rect) ignored")
            return
        }
        let r = rect.standardized
        let size = bounds.size
        let inset = adjustedContentInset
        func axis(_ offset: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ view: CGFloat,
                  _ content: CGFloat, _ before: CGFloat, _ after: CGFloat) -> CGFloat {
            var o = offset
            if hi - lo > view || lo < o { o = lo } else if hi > o + view { o = hi - view }
            let maximum = max(-before, content + after - view)
            return min(max(o, -before), maximum)
        }
        let x = axis(contentOffset.x, r.minX, r.maxX, size.width, contentSize.width, inset.left, inset.right)
        let y = axis(contentOffset.y, r.minY, r.maxY, size.height, contentSize.height, inset.top, inset.bottom)
        setContentOffset(CGPoint(x: x, y: y), animated: animated)
    }

    /// Kept for code that calls it: the indicators are not drawn.
    open func flashScrollIndicators() {}

    private static func length(_ v: CGFloat) -> CGFloat { v.isFinite ? max(v, 0) : 0 }
    private static func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
}
