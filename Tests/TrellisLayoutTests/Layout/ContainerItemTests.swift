import Foundation
import Testing
@testable import TrellisLayout

/// What a container's item inherits from its subviews: a container of one subview reads it
/// off that subview (`ContainerItem.init`), a container of several walks them; both must
/// answer alike.
@Suite struct ContainerItemTests {
    /// The containers of the host's items, outermost first, by their layouts' names.
    private func containers(_ h: HostingView<some View>) -> [(name: String, item: ContainerItem)] {
        var found: [(String, ContainerItem)] = []
        func visit(_ item: LayoutItem) {
            if let container = item as? ContainerItem { found.append((container.box.debugName, container)) }
            item.children.forEach(visit)
        }
        if let root = h.root { visit(root) }
        return found
    }

    @Test func aStackAroundOneViewInheritsItsVolatility() {
        let h = host(VStack { HStack { Color.red.containerRelativeFrame(.horizontal) } }, width: 300, height: 100)
        h.layoutIfNeeded()
        let stacks = containers(h).filter { $0.name == "VStackLayout" || $0.name == "HStackLayout" }
        #expect(stacks.count == 2)
        #expect(stacks.allSatisfy { $0.item.isVolatile })
        #expect(stacks.allSatisfy { !$0.item.dependsOnOrigin })
    }

    @Test func aStackAroundOneCustomLayoutDependsOnItsOrigin() {
        let one = host(VStack { PlainColumn { Color.red.frame(width: 10, height: 10) } }, width: 300, height: 100)
        let two = host(VStack { PlainColumn { Color.red.frame(width: 10, height: 10) }; Color.blue.frame(width: 5, height: 5) },
                       width: 300, height: 100)
        one.layoutIfNeeded()
        two.layoutIfNeeded()
        for (found, subviews) in [(containers(one), 1), (containers(two), 2)] {
            let stack = found.first { $0.name == "VStackLayout" }
            let column = found.first { $0.name.contains("PlainColumn") }
            #expect(stack?.item.subviews.count == subviews)
            #expect(stack?.item.dependsOnOrigin == true)
            #expect(column?.item.dependsOnOrigin == true)
            #expect(stack?.item.isVolatile == false)
        }
    }

    @Test func aStackAroundOnePlainViewInheritsNothing() {
        let h = host(VStack { HStack { Color.red.frame(width: 20, height: 20) } }, width: 300, height: 100)
        h.layoutIfNeeded()
        let stacks = containers(h).filter { $0.name == "VStackLayout" || $0.name == "HStackLayout" }
        #expect(stacks.count == 2)
        #expect(stacks.allSatisfy { !$0.item.isVolatile && !$0.item.dependsOnOrigin })
        // A stack animates nothing of its own (known from its type,
        // `LayoutBox.animatableAttribute(slot:)`).
        var attributes: [AnimatableAttribute] = []
        stacks[0].item.animatableAttributes(into: &attributes)
        #expect(attributes.isEmpty)
    }
}
