import Foundation
import Testing
@testable import TrellisLayout

/// `scrollDismissesKeyboard(_:)`: there is no keyboard; the mode is kept in the environment.
@Suite struct ScrollDismissesKeyboardTests {
    @Test func scrollDismissesKeyboardIsKeptInTheEnvironment() {
        struct Reader: View {
            @Environment(\.scrollDismissesKeyboardMode) var mode
            var body: some View { Text(mode == .interactively ? "interactive" : "other") }
        }
        #expect(host(Reader().scrollDismissesKeyboard(.interactively)).dump().contains("Text \"interactive\""))
        #expect(host(Reader()).dump().contains("Text \"other\""))
    }
}
