import Foundation
import Testing
@testable import TrellisLayout

private struct Rank: LayoutValueKey {
    static let defaultValue = 0
}

private struct Cascade<Inner: Layout>: Layout {
    var inner: Inner
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Inner.Cache) -> CGSize {
        inner.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Inner.Cache) {
        inner.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
    func makeCache(subviews: Subviews) -> Inner.Cache { inner.makeCache(subviews: subviews) }
}

/// What views are called in dumps and render trees: a type's description, kept after the
/// first time it is worked out.
@Suite struct TypeNamesTests {
    @Test func aTypeIsCalledWhatItsDescriptionSays() {
        #expect(TypeNames.name(of: HStackLayout.self) == "HStackLayout")
        #expect(TypeNames.name(of: Cascade<VStackLayout>.self) == "Cascade<VStackLayout>")
        // Asked again, and for another instance of the same generic type.
        #expect(TypeNames.name(of: Cascade<VStackLayout>.self) == "Cascade<VStackLayout>")
        #expect(TypeNames.name(of: Cascade<ZStackLayout>.self) == "Cascade<ZStackLayout>")
        #expect(TypeNames.name(of: Int?.self) == "Optional<Int>")
    }

    /// Containers, `AnyLayout`s and layout values are named in the render tree and the
    /// dump by their types.
    @Test func containersAndLayoutValuesAreNamedByTheirTypes() {
        struct Named: View {
            var body: some View {
                VStack(spacing: 0) {
                    Cascade(inner: HStackLayout(spacing: 0)) {
                        Color.red.frame(width: 10, height: 10).layoutValue(key: Rank.self, value: 3)
                    }
                    AnyLayout(ZStackLayout()) { Color.blue.frame(width: 5, height: 5) }
                }
            }
        }
        let h = host(Named(), width: 100, height: 100)
        var names: [String] = []
        func visit(_ node: RenderNode) {
            names.append(node.name)
            node.children.forEach(visit)
        }
        visit(h.renderTree())
        #expect(names.contains("VStackLayout"))
        #expect(names.contains("Cascade<HStackLayout>"))
        #expect(names.contains("AnyLayout(ZStackLayout)"))
        #expect(h.dump().contains("layoutValue(Rank: 3)"))
    }
}
