import Foundation
import Testing
@testable import TrellisLayout

/// `textCase(_:)`: text shown (and measured) in the case the environment names.
@Suite struct TextCaseTests {
    @Test func theEnvironmentsCaseIsShown() {
        let h = host(VStack {
            Text("Hello World").textCase(.uppercase)
            Text("Hello World").textCase(.lowercase)
            Text("Hello World").textCase(nil)
        })
        let dump = h.dump()
        #expect(dump.contains("Text \"HELLO WORLD\""))
        #expect(dump.contains("Text \"hello world\""))
        #expect(dump.contains("Text \"Hello World\""))
        // It reaches the text through containers, as an environment value.
        let inner = host(VStack { Text("abc") }.textCase(.uppercase))
        #expect(inner.dump().contains("Text \"ABC\""))
        var environment = EnvironmentValues()
        #expect(environment.textCase == nil)
        environment.textCase = .uppercase
        #expect(environment.textCase == .uppercase)
    }

}
