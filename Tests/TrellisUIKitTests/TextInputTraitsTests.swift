import Foundation
import Testing
import Trellis
@testable import TrellisUIKit

/// UIKit's text input traits set with SwiftUI's modifiers reach the environment of the
/// views inside (there is no keyboard to give them to).
@MainActor
@Suite struct TextInputTraitsTests {
    final class Seen { var values: [String] = [] }

    struct Probe: View {
        let seen: Seen
        @Environment(\.keyboardType) private var keyboard
        @Environment(\.autocapitalizationType) private var capitalization
        @Environment(\.textContentType) private var content
        var body: some View {
            let _ = seen.values.append("\(keyboard) \(capitalization.map { "\($0)" } ?? "-") \(content?.rawValue ?? "-")")
            Color.clear.frame(width: 10, height: 10)
        }
    }

    @Test func theTraitsReachTheEnvironment() {
        let seen = Seen()
        let h = HostingView(rootView: VStack {
            Probe(seen: seen)
            Probe(seen: seen).keyboardType(.emailAddress).autocapitalization(.none).textContentType(.username)
            Probe(seen: seen).keyboardType(.numberPad).textContentType(nil)
        }, size: CGSize(width: 100, height: 100))
        h.layoutIfNeeded()
        #expect(seen.values == ["default - -", "emailAddress none username", "numberPad - -"])
        #expect(UIKeyboardType.alphabet == .asciiCapable)
    }
}
