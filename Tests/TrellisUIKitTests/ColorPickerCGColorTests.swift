import Foundation
import Testing
import Trellis
import UIKit

/// `ColorPicker` with a `CGColor` selection, as SwiftUI offers it.
@Suite("ColorPicker with CGColor")
@MainActor
struct ColorPickerCGColorTests {
    private func fills(_ node: RenderNode) -> [(CGRect, Color)] {
        var out: [(CGRect, Color)] = []
        if case let .fill(path, color, _) = node.content { out.append((path.boundingRect, color)) }
        return out + node.children.flatMap(fills)
    }

    @Test("the well is filled with the CGColor's components")
    func shows() throws {
        let binding = Binding.constant(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).cgColor)
        let host = HostingView(rootView: ColorPicker("Tint", selection: binding), size: CGSize(width: 200, height: 60),
                               displayScale: 1)
        let well = fills(host.renderTree()).filter { $0.1 == Color(red: 1, green: 0.5, blue: 0) }
        #expect(well.count == 1)
        // The 18-pt circle inside the 28-pt well at the trailing edge, centred: y = 16.
        let r = try #require(well.first).0
        #expect(abs(r.minX - 177) < 0.001 && abs(r.minY - 21) < 0.001 && abs(r.width - 18) < 0.001)
        _ = ColorPicker("Key", selection: binding, supportsOpacity: false)
        _ = ColorPicker(selection: binding) { Text("T") }
    }
}
