import Foundation
import TrellisLayout
import TrellisText

/// UIKit's view controller where there is no UIKit: the owner of a view, loaded on first
/// use, and of child controllers.
///
/// What it guarantees: `view` is made by `loadView()` (a plain ``UIView`` unless
/// overridden) the first time it is read, and `viewDidLoad()` runs right after;
/// `addChild`/`removeFromParent` keep `children` and `parent`.
///
/// **Differs from UIKit:** nothing presents or shows a controller on a headless host, so
/// the appearance callbacks (`viewWillAppear` and the rest) are not called; a controller
/// is drawn only as the view of a ``UIViewControllerRepresentable``.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    override public init() { super.init() }

    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// There is no archive to decode on a headless host: the controller is made empty.
    public required init?(coder: NSCoder) { super.init() }

    /// The controller's view, loaded on first use.
    open var view: UIView! {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? UIView()
            loadedView = view
            viewDidLoad()
            return view
        }
        set { loadedView = newValue }
    }

    /// Whether `view` has been loaded.
    open var isViewLoaded: Bool { loadedView != nil }
    /// The view if loaded, else nil (without loading it).
    open var viewIfLoaded: UIView? { loadedView }

    /// Makes the view: a plain ``UIView`` unless overridden (an override sets `view`).
    open func loadView() { loadedView = UIView() }
    /// Called once, after the view is loaded.
    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// The size the controller would like its view to be (zero: no preference).
    open var preferredContentSize = CGSize.zero
    open var title: String?

    public private(set) var children: [UIViewController] = []
    public private(set) weak var parent: UIViewController?

    /// Makes `child` a child of this controller (taking it from its former parent).
    open func addChild(_ child: UIViewController) {
        guard child !== self else {
            uiKitDiagnostic("UIViewController.addChild: a controller cannot be its own child; ignored")
            return
        }
        child.removeFromParent()
        children.append(child)
        child.parent = self
    }

    /// Takes the controller out of its parent's children.
    open func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
    }

    open func willMove(toParent parent: UIViewController?) {}
    open func didMove(toParent parent: UIViewController?) {}
}

/// SwiftUI's controller of a SwiftUI view inside UIKit: it holds its root view, measures it
/// and draws it as its view.
///
/// `sizeThatFits(in:)` lays the root view out alone, in a Trellis host of its own that
/// measures text with real fonts, as SwiftUI's controller does in a fresh hierarchy:
/// the size is the root view's answer to the proposal (a dimension of
/// `CGFloat.greatestFiniteMagnitude` or infinity is proposed as unspecified, the view's
/// ideal). `view.intrinsicContentSize` is the root view's ideal size, so that in a
/// ``UIViewRepresentable`` the controller's view is sized like the root view.
///
/// **Differs from SwiftUI:** the environment of that host is the default one (light mode,
/// the default Dynamic Type size), not the traits of a window the controller is shown in.
/// Where it is drawn (as the view of a ``UIViewControllerRepresentable``), the root view
/// takes the environment of the SwiftUI views around it.
@MainActor
open class UIHostingController<Content: View>: UIViewController {
    /// The SwiftUI view the controller hosts.
    public var rootView: Content

    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }

    /// There is no archive to decode, and no root view to make without one: nil.
    public required init?(coder: NSCoder) { nil }

    /// Loads the view that draws ``rootView``.
    override open func loadView() {
        view = _UIHostingView(controller: self)
    }

    /// The root view's size for `size`: a dimension that is infinite, NaN or
    /// `CGFloat.greatestFiniteMagnitude` is unspecified (the view's ideal size), a negative
    /// one 0.
    open func sizeThatFits(in size: CGSize) -> CGSize {
        func proposed(_ v: CGFloat) -> CGFloat? {
            v.isFinite && v < CGFloat.greatestFiniteMagnitude ? max(0, v) : nil
        }
        let host = HostingView(rootView: rootView, size: CGSize(width: 390, height: 844), displayScale: 3,
                               environment: EnvironmentValues(), textMeasurer: FontTextMeasurer.shared)
        return host.sizeThatFits(ProposedViewSize(width: proposed(size.width), height: proposed(size.height)))
    }
}

/// Not API: the view of a ``UIHostingController``, which draws the controller's root view.
public final class _UIHostingView<Content: View>: UIView {
    private weak var controller: UIHostingController<Content>?

    init(controller: UIHostingController<Content>) {
        self.controller = controller
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) { nil }

    /// The root view's ideal size.
    override public var intrinsicContentSize: CGSize {
        guard let controller else { return super.intrinsicContentSize }
        return controller.sizeThatFits(in: CGSize(width: CGFloat.infinity, height: CGFloat.infinity))
    }

    override public func sizeThatFits(_ size: CGSize) -> CGSize {
        controller?.sizeThatFits(in: size) ?? super.sizeThatFits(size)
    }

    override func drawnContent() -> AnyView? {
        guard let controller else { return nil }
        return AnyView(controller.rootView.frame(width: bounds.width, height: bounds.height))
    }
}
