import Foundation
import Testing
import Trellis
import UIKit

@Suite("NSColor")
struct NSColorTests {
    @Test("AppKit's named colours, and Color(nsColor:)")
    func namedColours() {
        var w: CGFloat = -1, a: CGFloat = -1
        NSColor.windowBackgroundColor.getWhite(&w, alpha: &a)
        #expect(abs(w - 236.0 / 255) < 1e-6 && a == 1)
        #expect(Color(nsColor: .textBackgroundColor) == Color(white: 1))
        #expect(Color(nsColor: NSColor(red: 1, green: 0, blue: 0, alpha: 1)) == Color(red: 1, green: 0, blue: 0))
        #expect(Color(nsColor: .labelColor).resolve(in: EnvironmentValues()).opacity == 0.85)
    }
}
