import Foundation
import TrellisLayout

/// UIKit's spinning activity indicator: eight spokes around the centre, fading clockwise.
///
/// What it guarantees: its intrinsic size is 20×20 points (`.medium`) or 37×37 (`.large`),
/// which it keeps in a ``UIViewRepresentable`` (its hugging priority is `.defaultHigh`);
/// with `hidesWhenStopped` (the default) it is hidden until `startAnimating()` and after
/// `stopAnimating()`.
///
/// **Differs from UIKit:** the spokes stand still (a picture shows one frame of the spin);
/// the default colour is `UIColor.secondaryLabel`.
open class UIActivityIndicatorView: UIView {
    public enum Style: Int, Sendable {
        case medium = 100
        case large = 101
        @available(*, deprecated, renamed: "large") case whiteLarge = 0
        @available(*, deprecated, renamed: "medium") case white = 1
        @available(*, deprecated, renamed: "medium") case gray = 2
    }

    /// The indicator's size and, for the deprecated styles, its colour.
    open var style: Style {
        didSet { invalidateIntrinsicContentSize() }
    }
    /// The spokes' colour.
    open var color: UIColor! = .secondaryLabel
    /// Whether the indicator hides while stopped.
    open var hidesWhenStopped = true {
        didSet { if !isAnimating { isHidden = hidesWhenStopped } }
    }
    public private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        if style.rawValue == 0 || style.rawValue == 1 { color = .white }
        finishInit()
    }

    override public init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        finishInit()
    }

    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        finishInit()
    }

    private func finishInit() {
        isHidden = hidesWhenStopped
        setContentHuggingPriority(.defaultHigh, for: .horizontal)
        setContentHuggingPriority(.defaultHigh, for: .vertical)
        if frame.size == .zero {
            frame = CGRect(origin: frame.origin, size: intrinsicContentSize)
        }
    }

    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The spinner's side: 37 points for `.large` (and the deprecated `.whiteLarge`), else 20.
    private var side: CGFloat { style == .large || style.rawValue == 0 ? 37 : 20 }

    override open var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }

    override open func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    override func drawnContent() -> AnyView? {
        let side = min(bounds.width, bounds.height, self.side)
        let length = side * 0.28
        let width = side * 0.09
        let tint = Color(uiColor: color ?? .secondaryLabel)
        return AnyView(
            ZStack {
                ForEach(0..<8, id: \.self) { i in
                    Capsule()
                        .fill(tint.opacity(1 - Double(i) * 0.1))
                        .frame(width: width, height: length)
                        .offset(y: -(side / 2 - length / 2))
                        .rotationEffect(.degrees(Double(i) * -45))
                }
            }
            .frame(width: bounds.width, height: bounds.height)
        )
    }
}

/// UIKit's base of visual effects.
open class UIVisualEffect: NSObject, @unchecked Sendable {
    override public init() { super.init() }
}

/// UIKit's blur effect, named by its style.
///
/// **Differs from UIKit:** nothing is blurred: a ``UIVisualEffectView`` with a blur draws
/// the translucent fill of the SwiftUI ``Material`` of the same thickness (see `Material`).
open class UIBlurEffect: UIVisualEffect, @unchecked Sendable {
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight,
             systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark,
             systemChromeMaterialDark
    }

    public let style: Style

    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The SwiftUI material drawn for the style (a dark style draws black at the
    /// material's opacity).
    var fill: Color {
        let material: Material
        switch style {
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight, .systemUltraThinMaterialDark, .extraLight:
            material = .ultraThin
        case .systemThinMaterial, .systemThinMaterialLight, .systemThinMaterialDark, .light:
            material = .thin
        case .systemThickMaterial, .systemThickMaterialLight, .systemThickMaterialDark, .prominent:
            material = .thick
        case .systemChromeMaterial, .systemChromeMaterialLight, .systemChromeMaterialDark:
            material = .bar
        case .systemMaterial, .systemMaterialLight, .systemMaterialDark, .regular, .dark:
            material = .regular
        }
        let light = material.fallbackColor
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
             .systemThickMaterialDark, .systemChromeMaterialDark:
            let opacity = light.resolve(in: EnvironmentValues()).opacity
            return Color(red: 0, green: 0, blue: 0, opacity: Double(opacity))
        default:
            return light
        }
    }
}

/// UIKit's view that draws a visual effect behind its `contentView`'s subviews.
///
/// **Differs from UIKit:** a blur is the translucent fill of ``UIBlurEffect``; other
/// effects (and none) draw nothing.
open class UIVisualEffectView: UIView {
    /// The effect drawn (nil: none).
    open var effect: UIVisualEffect?
    /// Where subviews go: it always fills the effect view.
    public let contentView = UIView()

    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    override open func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }

    override func drawnContent() -> AnyView? {
        guard let blur = effect as? UIBlurEffect else { return nil }
        let radius = UIViewDrawing.radius(layer.cornerRadius, bounds.size)
        return AnyView(RoundedRectangle(cornerRadius: radius, style: .circular).fill(blur.fill))
    }
}
