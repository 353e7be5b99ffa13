import Foundation
import Testing
import Trellis
import UIKit

@Suite("UIKit on Linux")
@MainActor
struct UIKitShimTests {
    @Test("#if canImport(UIKit) takes the UIKit branch in code built on Trellis")
    func branch() {
        #expect(tookUIKitBranch)
    }

    @Test("the screen is the acting host's window; the device an iPhone held as the window is shaped")
    func screenAndDevice() throws {
        let host = HostingView(rootView: ScreenSizedCard(), size: CGSize(width: 320, height: 480), displayScale: 2)
        // Half of the host's 320-point width, showing the phone idiom.
        #expect(try #require(host.frame(of: "idiom")).width == 160)
        #expect(host.dump().contains("Text \"phone\""))
        // Outside any host: an iPhone's window, 390×844 at 3×.
        #expect(UIScreen.main.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(UIScreen.main.scale == 3 && UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
        #expect(UIDevice.current.userInterfaceIdiom == .phone)
        #expect(UIDevice.current.orientation == .portrait && UIDevice.current.systemName == "iOS")
    }

    @Test("UIApplication.shared.open records the URL on the host; its completion runs at the next turn")
    func openURL() throws {
        let host = HostingView(rootView: ScreenSizedCard(), size: CGSize(width: 320, height: 480))
        #expect(host.openedURLs.isEmpty)
        #expect(host.tapButton(labeled: "Help"))
        #expect(host.openedURLs == [URL(string: "https://example.com/help")!])
        // With no host acting, nothing records the URL and the completion says so at once.
        var answer: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!) { answer = $0 }
        #expect(answer == false)
        #expect(UIApplication.shared.canOpenURL(URL(string: "tel:123")!))
    }

    @Test("UIScreen's key-value coding and AppKit's NSScreen are the host's window")
    func screenKeysAndNSScreen() {
        #expect(UIScreen.main.value(forKey: "scale") as? CGFloat == 3)
        #expect(UIScreen.main.value(forKey: "bounds") as? CGRect == CGRect(x: 0, y: 0, width: 390, height: 844))
        // The private display corner radius: a host's window has square corners.
        #expect(UIScreen.main.value(forKey: "_displayCornerRadius") as? CGFloat == 0)
        #expect(UIScreen.main.value(forKey: "noSuchKey") == nil)
        #expect(NSScreen.main?.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(NSScreen.main?.visibleFrame == NSScreen.main?.frame && NSScreen.screens.count == 1)
        #expect(NSScreen.main?.backingScaleFactor == 3)
    }

    @Test("feedback generators record their feedback on the acting host")
    func haptics() {
        let host = HostingView(rootView: ScreenSizedCard(), size: CGSize(width: 320, height: 480))
        #expect(host.tapButton(labeled: "Help"))
        #expect(host.tapButton(labeled: "Save"))
        #expect(host.hapticFeedback == ["impact light", "notification success", "selection", "impact heavy 0.5"])
        // With no host acting nothing records it (and nothing fails).
        UIImpactFeedbackGenerator().impactOccurred()
        #expect(host.hapticFeedback.count == 4)
    }

    @Test("UIColor: components, HSB, system colours per scheme, and Color(uiColor:)")
    func colors() {
        var r: CGFloat = -1, g: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [1, 0.5, 0, 0.25])
        UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a] == [0, 1, 1, 1])
        var h: CGFloat = -1, s: CGFloat = -1, v: CGFloat = -1
        UIColor(red: 0, green: 0, blue: 1, alpha: 1).getHue(&h, saturation: &s, brightness: &v, alpha: &a)
        #expect([h * 3, s, v] == [2, 1, 1])
        // Out-of-range and NaN components are clamped, as UIKit's sRGB colours are drawn.
        UIColor(red: 2, green: .nan, blue: -1, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b] == [1, 0, 0])
        // UIKit's fixed red is pure red; systemRed is SwiftUI's red.
        #expect(Color(uiColor: .red).resolve(in: EnvironmentValues()).description == "#FF0000FF")
        #expect(Color(UIColor.systemRed) == Color.red)
        // A semantic colour keeps both schemes: white in light mode, black in dark.
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(Color(uiColor: .systemBackground).resolve(in: EnvironmentValues()).description == "#FFFFFFFF")
        #expect(Color(uiColor: .systemBackground).resolve(in: dark).description == "#000000FF")
        #expect(Color(uiColor: .label) == Color.primary)
        #expect(Color(UIColor(Color.blue)) == Color.blue)
        UIColor.systemBlue.withAlphaComponent(0.5).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(a == 0.5 && b == 1)
        #expect(UIColor.secondaryLabel.cgColor.components?.count == 4)
    }

    @Test("UIFont: Font(_:) keeps the family, size, weight and style")
    func fonts() throws {
        let env = EnvironmentValues()
        let bold = Font(UIFont.systemFont(ofSize: 20, weight: .bold)).resolve(env)
        #expect(bold.family == nil && bold.size == 20 && bold.weight == 700)
        let custom = Font(try #require(UIFont(name: "Georgia", size: 14))).resolve(env)
        #expect(custom.family == "Georgia" && custom.size == 14 && custom.weight == 400)
        let headline = UIFont.preferredFont(forTextStyle: .headline)
        #expect(headline.pointSize == 17 && Font(headline).resolve(env).weight == 600)
        #expect(Font(UIFont.italicSystemFont(ofSize: 12)).resolve(env).isItalic)
        // A weight between UIKit's named ones takes the nearer (0.38: bold's 0.4, not
        // semibold's 0.3).
        #expect(Font(UIFont.systemFont(ofSize: 10, weight: UIFont.Weight(0.38))).resolve(env).weight == 700)
        #expect(UIFont.systemFont(ofSize: -3).pointSize == 0 && UIFont.systemFont(ofSize: 9).withSize(11).pointSize == 11)
        let host = HostingView(rootView: UIKitStyledRow(), size: CGSize(width: 200, height: 40))
        #expect(host.dump().contains("Title"))
    }

    @Test("UIImage: assets by name, PNG data, symbols, and Image(uiImage:)")
    func images() throws {
        #expect(UIImage(named: "no such image") == nil)
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        // A 3×2 PNG header (signature, IHDR length, type, width, height).
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
        png += Data("IHDR".utf8) + Data([0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0])
        let image = try #require(UIImage(data: png, scale: 2))
        #expect(image.size == CGSize(width: 1.5, height: 1) && image.scale == 2 && image.pngData() == png)
        // At 2× the image's 1.5-point width is whole pixels: the frame is not snapped.
        let host = HostingView(rootView: Image(uiImage: image).id("image"), size: CGSize(width: 50, height: 50), displayScale: 2)
        #expect(try #require(host.frame(of: "image")).size == CGSize(width: 1.5, height: 1))
        let symbol = try #require(UIImage(systemName: "star.fill"))
        #expect(HostingView(rootView: Image(uiImage: symbol), size: CGSize(width: 50, height: 50)).dump().contains("star.fill"))
    }

    @Test("UIBezierPath rounds the corners it is told to; Path(_:) takes it as a shape")
    func bezierCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let top = RoundedCorner(radius: 10, corners: [.topLeft, .topRight]).path(in: rect)
        // (The arcs' end points are computed with cos and sin: within 1e-9 of the corners.)
        #expect(nearly(top.boundingRect, rect))
        #expect(!top.contains(CGPoint(x: 1, y: 1)) && !top.contains(CGPoint(x: 99, y: 1)))
        #expect(top.contains(CGPoint(x: 5, y: 5)) && top.contains(CGPoint(x: 95, y: 5)))
        #expect(top.contains(CGPoint(x: 1, y: 39)) && top.contains(CGPoint(x: 99, y: 39)))
        // A radius beyond half the shorter side is half of it: a capsule's ends.
        let capsule = Path(UIBezierPath(roundedRect: rect, cornerRadius: 100).cgPath)
        #expect(nearly(capsule.boundingRect, rect))
        #expect(!capsule.contains(CGPoint(x: 3, y: 3)) && capsule.contains(CGPoint(x: 20, y: 3)))
        #expect(!capsule.contains(CGPoint(x: 3, y: 37)) && capsule.contains(CGPoint(x: 97, y: 20)))
        let built = UIBezierPath()
        built.move(to: .zero)
        built.addLine(to: CGPoint(x: 10, y: 0))
        built.addLine(to: CGPoint(x: 10, y: 8))
        built.close()
        #expect(built.bounds == CGRect(x: 0, y: 0, width: 10, height: 8) && Path(built.cgPath).cgPath == built.cgPath)
        // As a view's clip shape.
        let host = HostingView(rootView: Color.red.frame(width: 100, height: 40).clipShape(RoundedCorner(radius: 10, corners: .topLeft)).id("card"),
                               size: CGSize(width: 200, height: 100))
        #expect(host.frame(of: "card")?.size == CGSize(width: 100, height: 40))
    }

    @Test("UIEdgeInsets")
    func insets() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect([insets.top, insets.left, insets.bottom, insets.right] == [1, 2, 3, 4])
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
    }
}

/// Whether two rectangles' edges are within 1e-9 of each other.
private func nearly(_ a: CGRect, _ b: CGRect) -> Bool {
    abs(a.minX - b.minX) < 1e-9 && abs(a.minY - b.minY) < 1e-9 && abs(a.maxX - b.maxX) < 1e-9 && abs(a.maxY - b.maxY) < 1e-9
}

/// A bar as tall as the window's top inset plus 10 and as wide as the window, as SwiftUI
/// code sizes a header from `UIApplication.shared.windows.first?.safeAreaInsets`.
struct WindowInsetHeader: View {
    var edges = UIApplication.shared.windows.first?.safeAreaInsets
    var body: some View {
        Color.red
            .frame(width: UIApplication.shared.windows.first?.bounds.width ?? 0, height: (edges?.top ?? -1) + 10)
            .id("header")
    }
}

@Suite("UIKit windows on Linux")
@MainActor
struct UIWindowShimTests {
    @Test("UIApplication.shared.windows is the acting host's one window: its bounds, no insets")
    func windows() throws {
        let host = HostingView(rootView: VStack { WindowInsetHeader() }, size: CGSize(width: 320, height: 480), displayScale: 2)
        // Read in the host's body: 320 wide (its window), 0 + 10 tall (no insets).
        #expect(try #require(host.frame(of: "header")).size == CGSize(width: 320, height: 10))
        // With no host acting: an iPhone's window, no insets.
        #expect(UIApplication.shared.windows.count == 1)
        let window = try #require(UIApplication.shared.windows.first)
        #expect(window.bounds == CGRect(x: 0, y: 0, width: 390, height: 844) && window.safeAreaInsets == .zero)
        #expect(window.isKeyWindow && window.frame == window.bounds && window.screen.scale == 3)
    }

    @Test("UIImage() is empty: Image(uiImage:) of it lays out as 0 × 0")
    func emptyImage() throws {
        let empty = UIImage()
        #expect(empty.size == .zero && empty.scale == 1 && empty.pngData() == nil)
        let host = HostingView(rootView: VStack(spacing: 0) {
            Image(uiImage: UIImage()).id("empty")
            Color.red.frame(width: 10, height: 10)
        }, size: CGSize(width: 100, height: 100))
        #expect(try #require(host.frame(of: "empty")) == CGRect(x: 50, y: 45, width: 0, height: 0))
        #expect(host.diagnostics.isEmpty)
    }
}
