import Foundation
import Testing
import Trellis
import TrellisCLI
import TrellisRaster
import TrellisShowcase

@Suite("trellis previews and render --preview")
struct PreviewCommandTests {
    @Test("previews lists the showcase's #Previews as name — id — traits")
    func list() {
        let result = TrellisCLI.capture(["previews"])
        #expect(result.exitCode == 0)
        // The test bundle links other test targets' previews too: keep the showcase's.
        let lines = result.standardOutput.split(separator: "\n").filter { $0.contains("TrellisShowcase/") }
        #expect(lines == [
            "Pet voting — TrellisShowcase/Previews.swift:7",
            "Leaderboard — TrellisShowcase/Previews.swift:11 — sizeThatFits",
            "Stacked buttons — TrellisShowcase/Previews.swift:15 — fixed(390x200)",
            "Flow tags — TrellisShowcase/Previews.swift:19 — landscapeLeft",
            "Kuchi challenge — TrellisShowcase/Previews.swift:23",
            "AnyLayout toggle — TrellisShowcase/Previews.swift:28",
        ])
    }

    @Test("render --preview draws at the preview's size: fixed 390×200 at scale 2 is 780×400 pixels")
    func renderFixed() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("buttons.png").path
        let result = TrellisCLI.capture(["render", "--preview", "Stacked buttons", "--scale", "2", "--out", png])
        #expect(result.exitCode == 0, "\(result.standardError)")
        #expect(result.standardOutput == "Wrote \(png)\n")
        let decoded = try PNG.decode(Data(contentsOf: URL(fileURLWithPath: png)))
        #expect(decoded.width == 780 && decoded.height == 400)
    }

    @Test("a landscape preview exchanges the --size device's sides; a preview is named by its id too")
    func renderLandscapeByID() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let png = folder.appendingPathComponent("flow.png").path
        let result = TrellisCLI.capture(["render", "--preview", "TrellisShowcase/Previews.swift:19", "--size", "300x500",
                                         "--scale", "1", "--out", png])
        #expect(result.exitCode == 0, "\(result.standardError)")
        let decoded = try PNG.decode(Data(contentsOf: URL(fileURLWithPath: png)))
        #expect(decoded.width == 500 && decoded.height == 300)
    }

    @Test("an unknown preview fails with the known names; an example and a preview together, or neither, are usage errors")
    func badSubjects() {
        let unknown = TrellisCLI.capture(["render", "--preview", "No such preview", "--format", "txt"])
        #expect(unknown.exitCode == 1)
        #expect(unknown.standardError.contains("unknown preview 'No such preview'; known previews: "))
        #expect(unknown.standardError.contains("Stacked buttons"))
        let both = TrellisCLI.capture(["render", "pet-voting", "--preview", "Leaderboard"])
        #expect(both.exitCode == 64)
        #expect(both.standardError.contains("name an example or --preview, not both"))
        let neither = TrellisCLI.capture(["render"])
        #expect(neither.exitCode == 64)
        #expect(neither.standardError.contains("name an example, or a preview with --preview"))
    }

    @Test("two previews of one name must be named by id")
    func ambiguousName() {
        PreviewCatalog.register(PreviewEntry(name: "Twin", fileID: "CLITests/Twins.swift", line: 1) { AnyView(Color.red) })
        PreviewCatalog.register(PreviewEntry(name: "Twin", fileID: "CLITests/Twins.swift", line: 2) { AnyView(Color.blue) })
        #expect(throws: CLIError("2 previews are called 'Twin'; name one by its id: CLITests/Twins.swift:1, CLITests/Twins.swift:2")) {
            try PreviewRendering.preview(named: "Twin")
        }
        #expect((try? PreviewRendering.preview(named: "CLITests/Twins.swift:2"))?.line == 2)
    }

    @Test("default file names: lower case, other characters as single dashes")
    func fileNames() {
        let make = { (name: String) in PreviewRendering.fileName(for: PreviewEntry(name: name, fileID: "F.swift", line: 1) { AnyView(Color.red) }) }
        #expect(make("Pet voting") == "pet-voting")
        #expect(make("  Pet voting (tie)!") == "pet-voting-tie")
        #expect(make("はい") == "preview")
    }
}
