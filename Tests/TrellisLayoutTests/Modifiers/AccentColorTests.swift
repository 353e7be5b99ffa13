import Foundation
import Testing
@testable import TrellisLayout

/// `accentColor(_:)`, the iOS 13 form of `tint(_:)`.
@Suite struct AccentColorTests {
    @Test func itTintsTheViewsInside() {
        struct Probe: View {
            @Environment(\.tint) var tint
            var body: some View { Color.red.frame(width: tint == .green ? 30 : 10, height: 10).id("probe") }
        }
        #expect(host(Probe().accentColor(.green)).rect("probe").width == 30)
        #expect(host(Probe().accentColor(nil)).rect("probe").width == 10)
        #expect(host(Probe()).rect("probe").width == 10)
        // Nearer than a tint set above it, as a tint is.
        #expect(host(Probe().accentColor(.green), configure: { $0.tint = .purple }).rect("probe").width == 30)
    }
}
