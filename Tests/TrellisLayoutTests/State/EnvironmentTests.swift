import Foundation
import Testing
@testable import TrellisLayout

@Suite struct EnvironmentTests {
    private struct OptionalKey: EnvironmentKey { static let defaultValue: Int? = 7 }

    @Test func anOptionalValueNotSetIsItsKeysDefault() {
        var env = EnvironmentValues()
        #expect(env[OptionalKey.self] == 7)
        env[OptionalKey.self] = nil
        #expect(env[OptionalKey.self] == nil)
        env[OptionalKey.self] = 3
        #expect(env[OptionalKey.self] == 3)
    }
}
