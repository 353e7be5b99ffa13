import Foundation
import Testing
import Trellis
@testable import TrellisShowcase

/// The seeds with the default text measurer (the system's fonts), as users get them.
@Suite struct RealFontSeedTests {
    static let hasFonts = FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")

    struct Screen: View {
        @State var pets = Pet.exampleData
        var body: some View { StackedButtons(pets: $pets) }
    }

    func buttons(_ size: DynamicTypeSize) -> [CGRect] {
        var env = EnvironmentValues()
        env.dynamicTypeSize = size
        let h = HostingView(rootView: Screen(), size: CGSize(width: 390, height: 844), environment: env)
        return dumpFrames(h, "Button")
    }

    @Test(.enabled(if: hasFonts)) func votingButtonsStackVerticallyAsTypeGrows() {
        // Default size: one row of three equal buttons, each as wide as the widest
        // ("Goldfish" in DejaVu Sans 17 pt + 24 of insets).
        let row = buttons(.large)
        #expect(row.count == 3)
        #expect(Set(row.map(\.minY)).count == 1)
        #expect(Set(row.map(\.width)).count == 1)
        let goldfish = FontTextMeasurer.shared.width(of: "Goldfish", font: Font.body.resolve(EnvironmentValues()))
        #expect(abs(row[0].width - (goldfish + 24)) < 0.01)
        // accessibility3 (body 40 pt): three buttons no longer fit 390 — a column.
        let column = buttons(.accessibility3)
        #expect(column.count == 3)
        #expect(Set(column.map(\.minX)).count == 1)
        #expect(column[1].minY > column[0].maxY)
        #expect(Set(column.map(\.width)).count == 1)
        // Somewhere between, the switch happens exactly once as the size grows.
        let kinds = DynamicTypeSize.allCases.map { size -> Bool in
            let f = buttons(size)
            return Set(f.map(\.minY)).count == 1
        }
        #expect(kinds.first == true && kinds.last == false)
        #expect(zip(kinds, kinds.dropFirst()).filter { $0 != $1 }.count == 1)
    }

    @Test(.enabled(if: hasFonts)) func readmeExample() {
        struct Tags: View {
            var body: some View {
                HStack {
                    Text("Hello, world").layoutPriority(1)
                    Spacer()
                    Color.blue.frame(width: 44, height: 44).id("avatar")
                }
                .padding()
            }
        }
        let host = HostingView(rootView: Tags(), size: CGSize(width: 390, height: 844))
        #expect(host.frame(of: "avatar") == CGRect(x: 330, y: 400, width: 44, height: 44))
    }
}
