import Foundation
import Testing
import Trellis

/// `SwiftUI.Alignment`, `SwiftUI.Color`…: module-qualified SwiftUI names lead to Trellis's
/// types where there is no SwiftUI module (this test target, like the shims, is built
/// where there is none).
@Suite("SwiftUI, module-qualified")
@MainActor
struct SwiftUINamespaceTests {
    struct Card: SwiftUI.View {
        var alignment: SwiftUI.Alignment = .bottomTrailing
        var colors: [SwiftUI.Color] = [.red, .blue]
        var body: some SwiftUI.View {
            SwiftUI.ZStack(alignment: alignment) {
                colors[0].frame(width: 100, height: 60)
                colors[1].frame(width: 20, height: 10).id("badge")
            }
        }
    }

    @Test("qualified names are the same types and lay out the same")
    func qualifiedNames() throws {
        #expect(SwiftUI.Alignment.center == Alignment.center)
        #expect(SwiftUI.Color.red == Color.red)
        #expect(SwiftUI.Angle.degrees(180).radians == Double.pi)
        let host = HostingView(rootView: Card(), size: CGSize(width: 100, height: 60))
        // The 20 × 10 badge in the bottom-trailing corner of the 100 × 60 card.
        #expect(try #require(host.frame(of: "badge")) == CGRect(x: 80, y: 50, width: 20, height: 10))
    }
}
