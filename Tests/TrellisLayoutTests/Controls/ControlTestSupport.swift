import Foundation
import Testing
@testable import TrellisLayout

extension HostingView {
    /// The placed items of a class, in drawing order (depth first).
    func placedItems<T: LayoutItem>(_ type: T.Type) -> [T] {
        layoutIfNeeded()
        var out: [T] = []
        func visit(_ item: LayoutItem) {
            if let t = item as? T { out.append(t) }
            for c in item.placedChildren { visit(c) }
        }
        if let root { visit(root) }
        return out
    }

    /// The frames of the tap targets (buttons, switches, segments…), in drawing order.
    var tapTargets: [CGRect] { placedItems(ButtonItem.self).map(\.frame) }

    /// The placed text item showing exactly `string`.
    func textItem(_ string: String) -> TextItem? {
        placedItems(TextItem.self).first { $0.text.plainText == string }
    }

    /// Taps the centre of a rectangle.
    @discardableResult
    func tapCentre(of r: CGRect) -> Bool { tap(at: CGPoint(x: r.midX, y: r.midY)) }
}

/// A value a binding writes to, outside any view (for checking what a control sets).
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
    var binding: Binding<Value> { Binding(get: { self.value }, set: { self.value = $0 }) }
}
