import Foundation
import Testing
@testable import TrellisPreviewRuntime
import Trellis

@Suite struct RenderParametersTests {
    @Test func parsesEveryKey() throws {
        let p = try RenderParameters.parse(["width": "375", "height": "667.5", "scale": "3", "typeSize": "accessibility3",
                                            "scheme": "dark", "direction": "rtl"])
        #expect(p.width == 375)
        #expect(p.height == 667.5)
        #expect(p.scale == 3)
        #expect(p.dynamicTypeSize == .accessibility3)
        #expect(p.scheme == .dark)
        #expect(p.layoutDirection == .rightToLeft)
        #expect(p.size(default: CGSize(width: 1, height: 2)) == CGSize(width: 375, height: 667.5))
    }

    @Test func defaults() throws {
        let p = try RenderParameters.parse([:])
        #expect(p == RenderParameters(width: nil, height: nil, scale: 2, typeSize: "large", scheme: .light, direction: "ltr"))
        #expect(p.size(default: CGSize(width: 390, height: 844)) == CGSize(width: 390, height: 844))
        #expect(try RenderParameters.parse(["typeSize": "default"]).dynamicTypeSize == .large)
        // Only one side: the other is the default's.
        #expect(try RenderParameters.parse(["width": "500"]).size(default: CGSize(width: 390, height: 844)) == CGSize(width: 500, height: 844))
    }

    @Test(arguments: [
        (["width": "abc"], "bad width 'abc': expected a number of points greater than 0"),
        (["width": "0"], "bad width '0': expected a number of points greater than 0"),
        (["height": "-5"], "bad height '-5': expected a number of points greater than 0"),
        (["height": "nan"], "bad height 'nan': expected a number of points greater than 0"),
        (["width": "inf"], "bad width 'inf': expected a number of points greater than 0"),
        (["width": "4097"], "width 4097 is above the cap of 4096 points"),
        (["scale": "0"], "bad scale '0': expected a number greater than 0 and at most 4"),
        (["scale": "5"], "scale 5 is above the cap of 4"),
        (["typeSize": "huge"], "bad typeSize 'huge': expected default or one of xSmall, small, medium, large, xLarge, xxLarge, xxxLarge, accessibility1, accessibility2, accessibility3, accessibility4, accessibility5"),
        (["scheme": "sepia"], "bad scheme 'sepia': expected light or dark"),
        (["direction": "up"], "bad direction 'up': expected ltr or rtl"),
        (["colour": "red"], "unknown parameter 'colour': expected direction, height, scale, scheme, typeSize, width"),
    ])
    func refusesBadValues(query: [String: String], message: String) {
        #expect(throws: PreviewError.badRequest(message)) { try RenderParameters.parse(query) }
    }

    @Test func pixelCap() throws {
        // 4096 × 4096 points at scale 1 is exactly the cap of 16 777 216 pixels; at scale 2, four times over.
        try RenderParameters(scale: 1).checkPixels(CGSize(width: 4096, height: 4096))
        #expect(throws: PreviewError.badRequest("picture of 4096x4096 points at scale 2 is above the cap of 16777216 pixels")) {
            try RenderParameters(scale: 2).checkPixels(CGSize(width: 4096, height: 4096))
        }
    }

    @Test func errorStatuses() {
        #expect(PreviewError.badRequest("x").status == 400)
        #expect(PreviewError.notFound("x").status == 404)
        #expect(PreviewError.unavailable("x").status == 503)
    }
}

@Suite struct LayoutReportTests {
    @Test func readsDumpLines() throws {
        let node = try #require(LayoutNode.parse(#"    Text("Cat (1, 2, 3, 4)") (12.5, -3, 40, 20.25) id: Cat"#))
        #expect(node.type == "Text")
        #expect(node.name == #"Text("Cat (1, 2, 3, 4)")"#)
        #expect(node.depth == 2)
        #expect([node.x, node.y, node.width, node.height] == [12.5, -3, 40, 20.25])
        #expect(node.id == "Cat")
        #expect(node.removing == false)
        let ghost = try #require(LayoutNode.parse("  Color (0, 0, 10, 10) (removing)"))
        #expect(ghost.removing && ghost.id == nil && ghost.depth == 1 && ghost.type == "Color")
        #expect(LayoutNode.parse("not a dump line") == nil)
        let text = try #require(LayoutNode.parse(#"        Text "Dog" (279.287, 495.922, 34.282, 19.789)"#))
        #expect(text.type == "Text" && text.name == #"Text "Dog""# && text.depth == 4 && text.x == 279.287)
        let button = try #require(LayoutNode.parse("Button (249.714, 488.922, 93.428, 33.789) id: Dog"))
        #expect(button.type == "Button" && button.id == "Dog" && button.depth == 0)
    }
}

@Suite struct DarkAppearanceTests {
    @Test func resolvesNamedColours() {
        let blue = DarkAppearance.resolve(.blue)
        #expect([blue.red * 255, blue.green * 255, blue.blue * 255].map { $0.rounded() } == [10, 132, 255])
        let primary = DarkAppearance.resolve(.primary)
        #expect([primary.red, primary.green, primary.blue, primary.opacity] == [1, 1, 1, 1])
        // The opacity is kept; black, white and component colours stay.
        let faded = DarkAppearance.resolve(Color.blue.opacity(0.15))
        #expect(abs(faded.opacity - 0.15) < 1e-9 && (faded.red * 255).rounded() == 10)
        #expect(DarkAppearance.resolve(.black) == .black)
        #expect(DarkAppearance.resolve(.white) == .white)
        let custom = Color(red: 0.2, green: 0.3, blue: 0.4)
        #expect(DarkAppearance.resolve(custom) == custom)
    }
}
