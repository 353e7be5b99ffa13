import Foundation
import Testing
@testable import TrellisLayout

@Suite struct StateIdentityTests {
    struct Counter: View {
        @State var n = 0
        var body: some View {
            Button("\(n)") { n += 1 }.frame(width: 100, height: 40).id("button")
        }
    }

    /// A second host made from the same view value starts from the declared value, not
    /// from what the first host's taps left (used one after the other, as ImageRenderer
    /// timelines are).
    @Test func aSecondHostOfOneViewValueStartsAfresh() {
        let view = Counter()
        let a = host(view)
        let f = a.rect("button")
        a.tap(at: CGPoint(x: f.midX, y: f.midY))
        a.tap(at: CGPoint(x: f.midX, y: f.midY))
        #expect(a.dump().contains("Text \"2\""))
        let b = host(view)
        #expect(b.dump().contains("Text \"0\""))
        b.tap(at: CGPoint(x: f.midX, y: f.midY))
        #expect(b.dump().contains("Text \"1\""))
    }
}
