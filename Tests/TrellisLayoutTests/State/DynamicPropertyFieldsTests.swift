import Foundation
import Testing
@testable import TrellisLayout

/// A custom dynamic property holding a `@State` and an `@Environment`.
private struct Pair: DynamicProperty {
    @State var count = 0
    @Environment(\.layoutDirection) var direction
}

private struct Fields: View {
    var title = "t"
    @State var width: CGFloat = 1
    var any: Any = State(initialValue: 2)
    var optional: State<Int>? = State(initialValue: 3)
    var pair = Pair()
    @Environment(\.displayScale) var scale
    var body: some View { Color.red }
}

/// A modifier with state of its own: each tap widens its content by one.
private struct Tapper: ViewModifier {
    @State var taps: CGFloat = 0
    func body(content: Content) -> some View {
        content.padding(.horizontal, taps / 2).onTapGesture { taps += 1 }
    }
}

private enum Screen: View {
    case one
    case two(State<Int>)
    var body: some View { Color.red }
}

/// A view's dynamic properties are found from its type, once (`DynamicPropertyFields`):
/// the stored properties declared as dynamic properties, in order, with those a custom
/// one holds; a property declared `Any` or optional is not one, as in SwiftUI.
@Suite struct DynamicPropertyFieldsTests {
    @Test func theDeclaredDynamicPropertiesInOrder() throws {
        let fields = try #require(DynamicPropertyFields.of(Fields.self))
        #expect(fields.fields.count == 3)
        guard fields.fields.count == 3 else { return }
        guard case .installer(let widthOffset, let widthType) = fields.fields[0],
              case .custom(let pairOffset, let pairType, let pairFields) = fields.fields[1],
              case .installer(let scaleOffset, let scaleType) = fields.fields[2] else {
            Issue.record("kinds: \(fields.fields)")
            return
        }
        #expect(widthType == State<CGFloat>.self)
        #expect(pairType == Pair.self)
        #expect(scaleType == Environment<CGFloat>.self)
        #expect(widthOffset < pairOffset && pairOffset < scaleOffset)
        #expect(pairFields.fields.count == 2)
        // Slots of the node's state storage: the `@State`s, the custom property's
        // included; an `@Environment` takes none.
        #expect(fields.storageSlots == 2)
        #expect(pairFields.storageSlots == 1)
        // An enum has no stored properties: a value a case carries is not one, as in
        // SwiftUI. A class's fields are not walked: its values are reflected.
        #expect(DynamicPropertyFields.of(Screen.self)?.isEmpty == true)
        #expect(DynamicPropertyFields.of(NSObject.self) == nil)
        // Whether the type holds more where its fields do not show it (a custom
        // modifier's storage), asked once per type.
        #expect(fields.isContainer == false)
        #expect(DynamicPropertyFields.of(CustomModifierView<Color, Tapper>.self)?.isContainer == true)
    }

    /// A custom modifier with state of its own, in a view with state: the modifier's is
    /// installed too, through the container the graph finds once for the type. The tap
    /// goes to the innermost gesture, the modifier's, as in SwiftUI.
    @Test func aCustomModifiersStateIsInstalledWithTheView() {
        struct Tall: View {
            @State var height: CGFloat = 10
            var body: some View {
                Color.red.frame(width: 10, height: height).modifier(Tapper()).id("tall")
                    .onTapGesture { height += 5 }
            }
        }
        let h = host(Tall(), width: 100, height: 100)
        #expect(h.rect("tall") == CGRect(x: 45, y: 45, width: 10, height: 10))
        h.tap(at: CGPoint(x: 50, y: 50))
        h.layoutIfNeeded()
        #expect(h.rect("tall") == CGRect(x: 44.5, y: 45, width: 11, height: 10))
    }

    /// Each instance's state is its own, and a custom property's state and environment
    /// are installed with the view's.
    @Test func installedFromTheFields() {
        struct Counter: View {
            @State var taps = 0
            var pair = Pair()
            var body: some View {
                Color.red.frame(width: CGFloat(10 + taps + pair.count), height: pair.direction == .rightToLeft ? 5 : 10)
                    .onTapGesture { taps += 1; pair.count += 2 }
                    .id("counter")
            }
        }
        let h = host(Counter(), width: 100, height: 100) { $0.layoutDirection = .rightToLeft }
        expectRect(h.rect("counter"), 45, 47.5, 10, 5)
        h.tap(at: CGPoint(x: 50, y: 50))
        h.layoutIfNeeded()
        #expect(h.rect("counter").width == 13)
    }
}
