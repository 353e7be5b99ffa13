import Foundation
import Testing
@testable import TrellisLayout

@Suite struct UserInterfaceSizeClassTests {
    @Test func anIPhoneInPortraitUnlessSet() {
        let env = EnvironmentValues()
        #expect(env.horizontalSizeClass == .compact)
        #expect(env.verticalSizeClass == .regular)
        struct Reader: View {
            @Environment(\.horizontalSizeClass) var horizontal
            var body: some View { Text(horizontal == .regular ? "regular" : "compact").id("t") }
        }
        // "compact" is 7 characters, "regular" too: the text differs, the width does not.
        let h = host(Reader().environment(\.horizontalSizeClass, .regular))
        #expect(h.dump().contains("regular"))
        let set = host(Reader()) { $0.horizontalSizeClass = .regular }
        #expect(set.dump().contains("regular"))
        #expect(host(Reader()).dump().contains("compact"))
    }
}
