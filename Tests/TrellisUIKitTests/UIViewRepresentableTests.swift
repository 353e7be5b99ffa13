import Foundation
import Testing
import Trellis
import TrellisRaster
import UIKit

/// What the representables below record.
final class RepresentableLog {
    var makes = 0, updates = 0, dismantles = 0, coordinators = 0
    var lastValue = -1
}

/// A red square with a blue 20-point subview at (10, 10), its corners rounded by 8.
struct Swatch: UIViewRepresentable {
    var value: Int
    let log: RepresentableLog

    final class Coordinator {
        let log: RepresentableLog
        init(log: RepresentableLog) { self.log = log }
    }

    func makeCoordinator() -> Coordinator {
        log.coordinators += 1
        return Coordinator(log: log)
    }

    func makeUIView(context: Context) -> UIView {
        log.makes += 1
        let view = UIView()
        view.backgroundColor = .red
        view.layer.cornerRadius = 8
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        inner.backgroundColor = .blue
        view.addSubview(inner)
        return view
    }

    func updateUIView(_ uiView: UIView, context: Context) {
        log.updates += 1
        log.lastValue = value
        #expect(context.coordinator.log === log)
    }

    static func dismantleUIView(_ uiView: UIView, coordinator: Coordinator) {
        coordinator.log.dismantles += 1
    }
}

/// A swatch that can be changed and removed.
struct SwatchScreen: View {
    let log: RepresentableLog
    @State private var value = 0
    @State private var shown = true

    var body: some View {
        VStack(spacing: 0) {
            if shown {
                Swatch(value: value, log: log).frame(width: 60, height: 40).id("swatch")
            }
            Button("Next") { value += 1 }.frame(height: 30)
            Button("Remove") { shown = false }.frame(height: 30)
        }
    }
}

/// A view with an intrinsic size of 80×30 (and UIKit's default priorities).
final class Badge: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 80, height: 30) }
}

struct BadgeView: UIViewRepresentable {
    var hugs = false
    func makeUIView(context: Context) -> Badge {
        let badge = Badge()
        if hugs { badge.setContentHuggingPriority(.required, for: .horizontal) }
        return badge
    }
    func updateUIView(_ uiView: Badge, context: Context) {}
}

/// Answers its own size (iOS 16's `sizeThatFits(_:uiView:context:)`): half the proposal's
/// width, 12 high.
struct HalfWidth: UIViewRepresentable {
    func makeUIView(context: Context) -> UIView { UIView() }
    func updateUIView(_ uiView: UIView, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIView, context: Context) -> CGSize? {
        CGSize(width: (proposal.width ?? 0) / 2, height: 12)
    }
}

struct Spinner: UIViewRepresentable {
    func makeUIView(context: UIViewRepresentableContext<Spinner>) -> UIActivityIndicatorView {
        let view = UIActivityIndicatorView(style: .large)
        view.startAnimating()
        return view
    }
    func updateUIView(_ uiView: UIActivityIndicatorView, context: UIViewRepresentableContext<Spinner>) {
        uiView.color = .black
    }
}

struct Blur: UIViewRepresentable {
    typealias UIViewType = UIVisualEffectView
    func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial)) }
    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
}

/// A hosting controller shown through a controller representable.
struct HostedLabel: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIHostingController<AnyView> {
        UIHostingController(rootView: AnyView(Color.green.frame(width: 30, height: 20)))
    }
    func updateUIViewController(_ controller: UIHostingController<AnyView>, context: Context) {}
}

@Suite("UIViewRepresentable and UIKit views")
@MainActor
struct UIViewRepresentableTests {
    private func image(_ host: HostingView<some View>) throws -> RasterImage {
        try RasterImage(pngData: host.pngData(scale: 1))
    }

    @Test("makeUIView once per identity, updateUIView on every update, dismantleUIView on removal")
    func lifecycle() throws {
        let log = RepresentableLog()
        let host = HostingView(rootView: SwatchScreen(log: log), size: CGSize(width: 100, height: 200))
        host.layoutIfNeeded()
        #expect(log.coordinators == 1 && log.makes == 1 && log.updates == 1 && log.dismantles == 0)
        #expect(host.tapButton(labeled: "Next"))
        host.layoutIfNeeded()
        #expect(log.makes == 1 && log.updates == 2 && log.lastValue == 1)
        #expect(host.tapButton(labeled: "Next"))
        host.layoutIfNeeded()
        #expect(log.coordinators == 1 && log.makes == 1 && log.updates == 3 && log.lastValue == 2)
        #expect(host.tapButton(labeled: "Remove"))
        host.layoutIfNeeded()
        #expect(log.dismantles == 1 && log.makes == 1)
        #expect(host.frame(of: "swatch") == nil)
    }

    @Test("the UIKit view is drawn: background, rounded corners, subviews at their frames")
    func drawing() throws {
        let log = RepresentableLog()
        let host = HostingView(rootView: Swatch(value: 0, log: log).frame(width: 60, height: 40)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).background(Color.white),
                               size: CGSize(width: 100, height: 100))
        let picture = try image(host)
        // The view's middle is red, the subview's middle blue, the rounded corner white.
        #expect(picture.pixel(x: 45, y: 20) == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(picture.pixel(x: 20, y: 20) == PremultipliedPixel(r: 0, g: 0, b: 255, a: 255))
        #expect(picture.pixel(x: 0, y: 0) == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        // Outside the 60×40 frame: the white background.
        #expect(picture.pixel(x: 70, y: 20) == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        // The UIKit view got the laid-out size.
        #expect(host.svgString().contains("fill=\"#0000FF\""))
    }

    @Test("sizing: no intrinsic size takes the proposal, intrinsic sizes follow the priorities")
    func sizing() throws {
        let log = RepresentableLog()
        let host = HostingView(rootView: VStack(spacing: 0) {
            Swatch(value: 0, log: log).id("proposed").frame(width: 50, height: 20)
            Swatch(value: 0, log: log).id("ideal").fixedSize()
            BadgeView().id("wide").frame(width: 200, height: 40)
            BadgeView().id("narrow").frame(width: 50, height: 40)
            BadgeView(hugs: true).id("hugging").frame(width: 200, height: 40)
            HalfWidth().id("answered").frame(width: 100)
            Spinner().id("spinner").frame(width: 300, height: 300)
        }, size: CGSize(width: 390, height: 844))
        #expect(host.frame(of: "proposed")?.size == CGSize(width: 50, height: 20))
        // No intrinsic size and an unspecified proposal: zero.
        #expect(host.frame(of: "ideal")?.size == CGSize(width: 0, height: 0))
        // Grows past its intrinsic width and height (hugging .defaultLow).
        #expect(host.frame(of: "wide")?.size == CGSize(width: 200, height: 40))
        // Not compressed below 80 (compression resistance .defaultHigh).
        #expect(host.frame(of: "narrow")?.width == 80)
        // Hugging at .required: no wider than 80 along that axis only.
        #expect(host.frame(of: "hugging")?.size == CGSize(width: 80, height: 40))
        #expect(host.frame(of: "answered")?.size == CGSize(width: 50, height: 12))
        // The spinner keeps its 37×37 (it hugs at .defaultHigh) inside the 300×300 frame.
        let spinner = try #require(host.frame(of: "spinner"))
        #expect(abs(spinner.width - 37) < 0.001 && abs(spinner.height - 37) < 0.001)
    }

    @Test("UIView: frame and bounds, subviews, autoresizing, layout, refused cycles")
    func views() {
        let parent = UIView(frame: CGRect(x: 5, y: 5, width: 100, height: 50))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 30))
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        parent.addSubview(child)
        #expect(child.superview === parent && parent.subviews.count == 1)
        parent.frame.size = CGSize(width: 200, height: 70)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 50))
        #expect(parent.bounds == CGRect(x: 0, y: 0, width: 200, height: 70))
        // A cycle is refused.
        child.addSubview(parent)
        #expect(parent.superview == nil && child.subviews.isEmpty)
        // Non-finite and negative sizes.
        let odd = UIView(frame: CGRect(x: CGFloat.nan, y: 0, width: -20, height: CGFloat.infinity))
        #expect(odd.frame == CGRect(x: -20, y: 0, width: 20, height: 0))
        odd.alpha = 3
        #expect(odd.alpha == 1 && odd.layer.opacity == 1)
        #expect(odd.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        child.removeFromSuperview()
        #expect(parent.subviews.isEmpty && child.superview == nil)
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && spinner.frame.size == CGSize(width: 20, height: 20))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden)
    }

    @Test("UIHostingController measures its root view, and draws it as its view")
    func hostingController() throws {
        let controller = UIHostingController(rootView: Color.red.frame(width: 40, height: 30))
        let huge = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
        #expect(controller.sizeThatFits(in: huge) == CGSize(width: 40, height: 30))
        #expect(controller.view.intrinsicContentSize == CGSize(width: 40, height: 30))
        // A flexible root view takes a finite proposal.
        #expect(UIHostingController(rootView: Color.red).sizeThatFits(in: CGSize(width: 70, height: 10))
                == CGSize(width: 70, height: 10))
        // Through a controller representable: the root view's 30×20 ideal size, drawn green.
        let host = HostingView(rootView: HostedLabel().fixedSize().id("hosted")
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading).background(Color.white),
                               size: CGSize(width: 60, height: 60))
        #expect(host.frame(of: "hosted")?.size == CGSize(width: 30, height: 20))
        let picture = try image(host)
        #expect(picture.pixel(x: 15, y: 10).g > 100 && picture.pixel(x: 15, y: 10).r < 100)
        #expect(picture.pixel(x: 45, y: 10) == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test("a UIHostingController measures a view while another host evaluates views")
    func measuringInsideABody() throws {
        struct Measured: View {
            var body: some View {
                let width = UIHostingController(rootView: Text("Hello")).sizeThatFits(
                    in: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)).width
                return Color.blue.frame(width: width, height: 10).id("measured")
            }
        }
        let host = HostingView(rootView: Measured(), size: CGSize(width: 300, height: 100))
        let expected = HostingView(rootView: Text("Hello"), size: CGSize(width: 300, height: 100))
            .sizeThatFits(.unspecified).width
        #expect(expected > 10)
        // The same width, its edges snapped to the outer host's 3× pixel grid.
        let measured = try #require(host.frame(of: "measured")?.width)
        #expect(abs(measured - expected) <= 2.0 / 3)
    }

    @Test("UIActivityIndicatorView and UIVisualEffectView draw their content")
    func indicators() throws {
        let host = HostingView(rootView: ZStack(alignment: .topLeading) {
            Color.white
            Spinner().id("spinner")
            Blur().frame(width: 20, height: 20).offset(x: 60).id("blur")
        }.background(Color.black), size: CGSize(width: 100, height: 60))
        let spinner = try #require(host.frame(of: "spinner"))
        #expect(spinner.size == CGSize(width: 37, height: 37))
        let picture = try image(host)
        // The top spoke, black at full opacity, above the middle.
        #expect(picture.pixel(x: 18, y: 5).r < 60)
        // The middle of the spinner is empty.
        #expect(picture.pixel(x: 18, y: 18).r == 255)
        // The material blur: white at 70 % over the white here (the ZStack's Color.white).
        #expect(picture.pixel(x: 70, y: 10).r == 255)
        // Over black, the material is 70 % white.
        let dark = HostingView(rootView: Blur().frame(width: 20, height: 20).background(Color.black),
                               size: CGSize(width: 20, height: 20))
        let grey = try image(dark).pixel(x: 10, y: 10)
        #expect(abs(Int(grey.r) - 179) <= 1 && grey.r == grey.g && grey.a == 255)
    }
}
