import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisShowcase
import TrellisSnapshotTesting

/// Every showcase screen at phone and tablet size: the layout dump and the PNG (at 1×),
/// against references committed in __Snapshots__. The references were rendered with the
/// Debian fonts `.ci/run` installs (DejaVu Sans, NanumGothic, IPAGothic); without them the
/// test is skipped, since text would be measured with other fonts.
///
/// `anylayout-random` places its views at random x positions (seed 003's
/// `CGFloat.random` in `makeCache`), so only its layout dump with x masked is compared.
@Suite("Showcase snapshots")
struct ShowcaseSnapshotTests {
    static let hasFonts = ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/nanum/NanumGothic.ttf",
                           "/usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf", "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"]
        .allSatisfy { FileManager.default.fileExists(atPath: $0) }

    /// The screens above (and ShowcaseFixesSnapshotTests) need the system fonts; `.ci/run`
    /// installs them and sets CI=true, so in CI their absence fails instead of skipping.
    @Test func fontsArePresentInCI() {
        if !Self.hasFonts {
            #expect(ProcessInfo.processInfo.environment["CI"] != "true",
                    "fonts-dejavu-core, fonts-nanum, fonts-noto-core or fonts-noto-color-emoji missing")
        }
    }

    static let devices = [Showcase.phone, Showcase.tablet]

    @Test(.enabled(if: hasFonts), arguments: Showcase.examples.map(\.name))
    func screen(_ name: String) throws {
        let example = try #require(Showcase.example(named: name))
        for device in Self.devices {
            if name == "anylayout-random" {
                let dump = HostingView(rootView: example.makeView(), size: device.size).dump()
                let masked = dump.replacingOccurrences(of: #"\((-?[0-9.]+), "#, with: "(x, ", options: .regularExpression)
                let failure = verifySnapshot(of: masked, as: .lines, named: "\(name)-\(device.name)-layout-masked", record: .missing)
                #expect(failure == nil, "\(failure ?? "")")
                continue
            }
            let layout = verifySnapshot(of: example.makeView(), as: .layout(size: device.size), named: "\(name)-\(device.name)-layout", record: .missing)
            #expect(layout == nil, "\(layout ?? "")")
            let png = verifySnapshot(of: example.makeView(), as: .png(size: device.size, scale: 1), named: "\(name)-\(device.name)", record: .missing)
            #expect(png == nil, "\(png ?? "")")
        }
    }
}
