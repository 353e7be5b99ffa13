import Foundation
import Testing
@testable import TrellisLayout

/// `blendMode(_:)` in the core: the render tree carries the mode on the view's node; layout
/// is unchanged; `.normal` makes no item.
@Suite @MainActor struct BlendModeModifierTests {
    private func nodes(_ n: RenderNode) -> [RenderNode] { [n] + n.children.flatMap(nodes) }

    @Test func renderTreeCarriesTheMode() {
        let h = host(ZStack {
            Color.blue.frame(width: 60, height: 60)
            Color.red.frame(width: 40, height: 40).id("top").blendMode(.multiply)
        })
        #expect(h.rect("top") == CGRect(x: 175, y: 402, width: 40, height: 40))
        let blended = nodes(h.renderTree()).filter { $0.blendMode != .normal }
        #expect(blended.map(\.blendMode) == [.multiply])
        #expect(blended.map(\.frame) == [CGRect(x: 175, y: 402, width: 40, height: 40)])
        #expect(blended.first?.name == "blendMode(.multiply)")
    }

    @Test func normalMakesNoItem() {
        let plain = host(Color.red.frame(width: 40, height: 40))
        let normal = host(Color.red.frame(width: 40, height: 40).blendMode(.normal))
        #expect(normal.dump() == plain.dump())
        #expect(nodes(normal.renderTree()).allSatisfy { $0.blendMode == .normal })
    }
}
