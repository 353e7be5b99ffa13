import Foundation
import CoreGraphics
import TrellisLayout

/// UIKit's responder, the base of views and view controllers.
///
/// **Differs from UIKit:** there is no responder chain on a headless host: no events reach
/// a responder, and `next` is always nil.
@MainActor
open class UIResponder: NSObject {
    override public init() { super.init() }

    /// The next responder in the chain: always nil (there is no chain).
    open var next: UIResponder? { nil }
    /// Whether the responder can become first responder: false.
    open var canBecomeFirstResponder: Bool { false }
    /// Always false: no responder becomes first responder.
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    /// Always true: there is no first responder to keep.
    @discardableResult open func resignFirstResponder() -> Bool { true }
    /// Always false.
    open var isFirstResponder: Bool { false }
}

/// A priority of Auto Layout, here the priority with which a view in a
/// ``UIViewRepresentable`` keeps its intrinsic size (see ``UIView/contentHuggingPriority(for:)``).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, ExpressibleByFloatLiteral,
    ExpressibleByIntegerLiteral {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { rawValue = value }
    public init(integerLiteral value: Int) { rawValue = Float(value) }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
}

/// Auto Layout's namespace for the axis a priority is for.
///
/// **Differs from UIKit:** only the namespace of ``Axis``: there are no constraints.
public enum NSLayoutConstraint {
    public enum Axis: Int, Hashable, Sendable {
        case horizontal = 0
        case vertical = 1
    }
}

/// Core Animation's layer where there is none: what a view draws, as UIKit keeps it on
/// the view's layer. A view's `backgroundColor`, `alpha`, `isHidden` and `clipsToBounds`
/// are its layer's `backgroundColor`, `opacity`, `isHidden` and `masksToBounds`.
///
/// **Differs from Core Animation:** a layer is drawn only as its view's layer (there are no
/// sublayers and no implicit animations); its geometry is its view's.
@MainActor
open class CALayer: NSObject {
    override public init() { super.init() }

    /// The fill, kept as UIKit's colour so that a system colour still follows the colour
    /// scheme where it is drawn.
    var fill: UIColor?

    /// The radius of the rounded corners the background and border are drawn with (at most
    /// half the shorter side, as Core Animation clamps it; negative or NaN is 0).
    open var cornerRadius: CGFloat = 0
    /// Whether what the view's subviews draw is clipped to its (rounded) bounds.
    open var masksToBounds = false
    /// The width of the border drawn inside the bounds (negative or NaN is 0).
    open var borderWidth: CGFloat = 0
    /// The border's colour (black, as Core Animation's default).
    open var borderColor: CGColor? = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
    /// The layer's opacity, 0…1 (the view's `alpha`).
    open var opacity: Float = 1
    /// Whether the layer is drawn at all (the view's `isHidden`).
    open var isHidden = false

    /// The background colour (the view's `backgroundColor`).
    open var backgroundColor: CGColor? {
        get { fill?.cgColor }
        set { fill = newValue.map { UIColor(cgColor: $0) } }
    }
}

/// UIKit's view where there is no UIKit: a rectangle with a background, corner radius,
/// border, opacity and subviews, which a ``UIViewRepresentable`` draws in the SwiftUI
/// views around it (SVG, PNG and terminal renderers alike).
///
/// What it guarantees: `frame` and `bounds` as UIKit relates them (the frame's size is the
/// bounds' size; non-finite values are 0, a negative size is made positive as
/// `CGRect.standardized` does); `addSubview`/`removeFromSuperview` keep `subviews` and
/// `superview`; when the bounds' size changes, subviews follow their `autoresizingMask`
/// and `layoutSubviews()` runs at the next `layoutIfNeeded()`; `sizeThatFits` answers the
/// current size and `intrinsicContentSize` has no intrinsic metric, as UIKit's base view.
///
/// **Differs from UIKit:** `draw(_:)` is not called (there is no Core Graphics context):
/// a view draws its background, border and subviews; UIKit's own views in this module
/// (``UIActivityIndicatorView``, ``UIVisualEffectView``) draw their content as well.
/// There are no events, gesture recognizers or Auto Layout constraints.
@MainActor
open class UIView: UIResponder {
    /// The value of an intrinsic dimension a view does not have.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// The layer the view draws with.
    public let layer = CALayer()

    /// The observers of the view's observable properties (``KeyValueObserving.swift``).
    let keyValueObservers = KeyValueObservers()

    private var storedFrame = CGRect.zero
    private var boundsOrigin = CGPoint.zero
    private var needsLayout = true

    public init(frame: CGRect) {
        super.init()
        storedFrame = UIView.sanitized(frame)
    }

    override public convenience init() { self.init(frame: .zero) }

    /// There is no archive to decode on a headless host: the view is made with a zero frame.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { storedFrame }
        set {
            let old = storedFrame.size
            storedFrame = UIView.sanitized(newValue)
            if storedFrame.size != old { boundsDidChangeSize(from: old) }
            keyValueObservers.notify()
        }
    }

    /// The view's rectangle in its own coordinates: the frame's size at `bounds.origin`
    /// (the offset its subviews are drawn at, as a scroll view scrolls).
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            let rect = UIView.sanitized(newValue)
            boundsOrigin = rect.origin
            let old = storedFrame.size
            // The size changes about the centre, as UIKit keeps the view's centre.
            storedFrame = CGRect(x: storedFrame.midX - rect.width / 2, y: storedFrame.midY - rect.height / 2,
                                 width: rect.width, height: rect.height)
            if rect.size != old { boundsDidChangeSize(from: old) }
            keyValueObservers.notify()
        }
    }

    /// The frame's centre, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else { return }
            storedFrame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
            keyValueObservers.notify()
        }
    }

    /// The background colour (nil: none, clear).
    open var backgroundColor: UIColor? {
        get { layer.fill }
        set {
            layer.fill = newValue
            keyValueObservers.notify()
        }
    }

    /// The view's opacity, 0…1 (the layer's `opacity`; out-of-range values are clamped,
    /// NaN is 0).
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            layer.opacity = newValue.isNaN ? 0 : Float(min(max(newValue, 0), 1))
            keyValueObservers.notify()
        }
    }

    /// Whether the view, and its subviews, are drawn.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            layer.isHidden = newValue
            keyValueObservers.notify()
        }
    }

    /// Whether the subviews are clipped to the view's (rounded) bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Kept for code that sets it; a headless view has no touches to take.
    open var isUserInteractionEnabled = true
    /// Kept for code that sets it; the view's own drawing ignores it.
    open var tintColor: UIColor! = .systemBlue
    /// Kept for code that sets it; Trellis draws backgrounds as they are.
    open var isOpaque = true
    /// A number to find the view by with ``viewWithTag(_:)``.
    open var tag = 0
    /// Kept for code that sets it; there are no constraints to make from it.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// How the view's frame follows its superview's size (see ``AutoresizingMask``).
    open var autoresizingMask: AutoresizingMask = []

    /// The views drawn above the background, first to last, and their container.
    public private(set) var subviews: [UIView] = []
    public private(set) weak var superview: UIView?

    /// Adds `view` on top of the subviews (taking it out of its former superview). Adding a
    /// view to itself or to one of its own subviews is refused with a diagnostic, as it
    /// would make a cycle.
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` (clamped to the subviews' range).
    open func insertSubview(_ view: UIView, at index: Int) {
        var ancestor: UIView? = self
        while let a = ancestor {
            if a === view {
                uiKitDiagnostic("UIView.addSubview: a view cannot be added to itself or to one of its subviews; ignored")
                return
            }
            ancestor = a.superview
        }
        if view.superview === self, let old = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: old)
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        didAddSubview(view)
    }

    /// Takes the view out of its superview's subviews.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// Moves `view` (a subview) to the top.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` (a subview) to the bottom.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Called after `addSubview`; does nothing itself.
    open func didAddSubview(_ subview: UIView) {}

    /// Whether `view` is this view or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let current = v {
            if current === view { return true }
            v = current.superview
        }
        return false
    }

    /// The view itself or the first descendant (depth first) with `tag`.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for sub in subviews {
            if let found = sub.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The view's natural size: none in either dimension (``noIntrinsicMetric``), as UIKit's
    /// base view. Subclasses answer theirs.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Kept for code that calls it: the size is asked of ``intrinsicContentSize`` each time.
    open func invalidateIntrinsicContentSize() {}

    /// The size that fits `size`: the view's current size, as UIKit's base view answers.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)`` of its current size.
    open func sizeToFit() {
        let size = UIView.sanitized(CGRect(origin: .zero, size: sizeThatFits(bounds.size))).size
        frame = CGRect(origin: frame.origin, size: size)
    }

    private var huggingPriorities: [UILayoutPriority] = [.defaultLow, .defaultLow]
    private var compressionPriorities: [UILayoutPriority] = [.defaultHigh, .defaultHigh]

    /// How firmly the view keeps from growing past its intrinsic size along `axis`
    /// (``UILayoutPriority/defaultLow`` unless set). A ``UIViewRepresentable`` takes at most
    /// its intrinsic size along an axis where this is at least `.defaultHigh`.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        huggingPriorities[axis.rawValue]
    }

    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        huggingPriorities[axis.rawValue] = priority
    }

    /// How firmly the view keeps from shrinking below its intrinsic size along `axis`
    /// (``UILayoutPriority/defaultHigh`` unless set). A ``UIViewRepresentable`` takes at
    /// least its intrinsic size along an axis where this is at least `.defaultHigh`.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compressionPriorities[axis.rawValue]
    }

    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compressionPriorities[axis.rawValue] = priority
    }

    /// Lays out the subviews; the base view does nothing (subviews follow their
    /// `autoresizingMask` when the size changes). Called by ``layoutIfNeeded()``.
    open func layoutSubviews() {}

    /// Marks the view for ``layoutSubviews()`` at the next ``layoutIfNeeded()``.
    open func setNeedsLayout() { needsLayout = true }

    /// Runs ``layoutSubviews()`` if the view needs layout, then does the same for its
    /// subviews.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for sub in subviews { sub.layoutIfNeeded() }
    }

    /// Kept for code that calls it: a view is drawn as it is whenever its host draws.
    open func setNeedsDisplay() {}

    /// What the view draws above its background and below its subviews: nothing for the
    /// base view (UIKit's own views of this module override it).
    func drawnContent() -> AnyView? { nil }

    private func boundsDidChangeSize(from old: CGSize) {
        needsLayout = true
        let new = storedFrame.size
        for sub in subviews { sub.autoresize(dx: new.width - old.width, dy: new.height - old.height) }
    }

    /// UIKit's autoresizing: the change of the superview's size is shared by the flexible
    /// parts (margins and size) of each axis in proportion to their current lengths
    /// (equally when all are 0).
    private func autoresize(dx: CGFloat, dy: CGFloat) {
        let m = autoresizingMask
        guard !m.isEmpty, let parent = superview else { return }
        let parentSize = parent.bounds.size
        var f = frame
        func share(_ delta: CGFloat, lead: CGFloat, size: CGFloat, trail: CGFloat,
                   flexible: (Bool, Bool, Bool)) -> (CGFloat, CGFloat) {
            let parts = [flexible.0 ? max(lead, 0) : nil, flexible.1 ? max(size, 0) : nil, flexible.2 ? max(trail, 0) : nil]
            let count = parts.compactMap { $0 }.count
            guard count > 0 else { return (0, 0) }
            let total = parts.compactMap { $0 }.reduce(0, +)
            func portion(_ p: CGFloat?) -> CGFloat {
                guard let p else { return 0 }
                return total > 0 ? delta * p / total : delta / CGFloat(count)
            }
            return (portion(parts[0]), portion(parts[1]))
        }
        let (ox, sx) = share(dx, lead: f.minX, size: f.width, trail: parentSize.width - dx - f.maxX,
                             flexible: (m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin)))
        let (oy, sy) = share(dy, lead: f.minY, size: f.height, trail: parentSize.height - dy - f.maxY,
                             flexible: (m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)))
        f.origin.x += ox
        f.origin.y += oy
        f.size.width = max(0, f.width + sx)
        f.size.height = max(0, f.height + sy)
        frame = f
    }

    /// A finite, standardized rectangle: NaN and infinities are 0, a negative size is made
    /// positive by moving the origin (`CGRect.standardized`).
    nonisolated static func sanitized(_ rect: CGRect) -> CGRect {
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        let r = CGRect(x: finite(rect.origin.x), y: finite(rect.origin.y),
                       width: finite(rect.size.width), height: finite(rect.size.height))
        return r.standardized
    }

    /// How a view's frame follows its superview's size.
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}

/// A diagnostic of the UIKit shim: written to standard error (there is no host to report
/// to from a view that is not in one).
func uiKitDiagnostic(_ message: String) {
    FileHandle.standardError.write(Data("Trellis UIKit: \(message)\n".utf8))
}
