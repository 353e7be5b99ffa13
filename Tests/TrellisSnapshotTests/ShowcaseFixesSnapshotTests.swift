import Foundation
import SnapshotTesting
import Testing
import Trellis
import TrellisRaster
import TrellisShowcase
import TrellisSnapshotTesting

/// The showcase screens fixed after issue 15, each pinned by a snapshot (recorded with the
/// Debian fonts `.ci/run` installs; skipped without them, as the other showcase snapshots)
/// and by frames or pixels: the terminal leaderboard's dividers, the podium on a tie, the
/// Kuchi congratulations screen at an accessibility type size, and the leaderboard at
/// accessibility type sizes.
@Suite("Showcase fixes")
struct ShowcaseFixesSnapshotTests {
    static let hasFonts = ShowcaseSnapshotTests.hasFonts

    static func view(_ name: String) throws -> AnyView {
        try #require(Showcase.example(named: name)).makeView()
    }

    static func environment(_ size: DynamicTypeSize) -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = size
        return environment
    }

    /// Showcase `name`'s layout dump and PNG at `typeSize`, against the references
    /// `<name>-phone-<label>-layout` and `<name>-phone-<label>` of the calling test.
    static func verifyPhoneSnapshots(_ name: String, label: String, size: CGSize, typeSize: DynamicTypeSize,
                                     filePath: StaticString = #file, testName: String = #function,
                                     sourceLocation: SourceLocation = #_sourceLocation) throws {
        let layout = verifySnapshot(of: try view(name), as: .layout(size: size, environment: environment(typeSize)),
                                    named: "\(name)-phone-\(label)-layout", record: .missing, file: filePath, testName: testName)
        #expect(layout == nil, "\(layout ?? "")", sourceLocation: sourceLocation)
        let png = verifySnapshot(of: try view(name), as: .png(size: size, scale: 1, environment: environment(typeSize)),
                                 named: "\(name)-phone-\(label)", record: .missing, file: filePath, testName: testName)
        #expect(png == nil, "\(png ?? "")", sourceLocation: sourceLocation)
    }

    /// The frames `(x, y, width, height)` of the dump lines that start (after indentation) with `prefix`.
    static func frames(in dump: String, _ prefix: String) -> [CGRect] {
        dump.split(separator: "\n").compactMap { line -> CGRect? in
            let text = line.drop(while: { $0 == " " })
            guard text.hasPrefix(prefix), let open = text.lastIndex(of: "("), let close = text.lastIndex(of: ")"), open < close else { return nil }
            let numbers = text[text.index(after: open)..<close].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard numbers.count == 4 else { return nil }
            return CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
        }
    }

    @Test("terminal leaderboard: every divider right under its row's text", .enabled(if: hasFonts))
    func terminalLeaderboard() throws {
        let text = HostingView(rootView: try Self.view("leaderboard"), size: Showcase.phone.size).terminalString()
        let rows = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for name in ["Cat", "Goldfish", "Dog"] {
            let row = try #require(rows.firstIndex { $0.hasPrefix("   " + name) }, "\(name)")
            #expect(rows[row + 1].contains("░░░░░░░░░░"), "divider under \(name): \(rows[row + 1])")
        }
        let failure = verifySnapshot(of: try Self.view("leaderboard"), as: .terminal(size: Showcase.phone.size),
                                     named: "leaderboard-phone-terminal", record: .missing)
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test("leaderboard at accessibility sizes: every name on one line, the progress bars take the rest", .enabled(if: hasFonts),
          arguments: [DynamicTypeSize.accessibility3, .accessibility5])
    func leaderboardAccessibility(_ typeSize: DynamicTypeSize) throws {
        // Grid column sizing (GridSolver.stackEntries): the text columns take their one-line
        // widths, the progress column what remains of the padded 358 less 2 × 8 spacing.
        // Before, the name column got half of what the votes left and "Goldfish" broke
        // between characters ("Goldfis/h").
        let size = Showcase.phone.size
        let dump = HostingView(rootView: try Self.view("leaderboard"), size: size, displayScale: 1,
                               environment: Self.environment(typeSize)).dump()
        let names = ["Cat", "Goldfish", "Dog"].compactMap { Self.frames(in: dump, "Text \"\($0)\"").first }
        let votes = ["25", "9", "16"].compactMap { Self.frames(in: dump, "Text \"\($0)\"").first }
        let bars = Self.frames(in: dump, "ProgressView")
        try #require(names.count == 3 && votes.count == 3 && bars.count == 3)
        // One line each: every name is as tall as its row's vote.
        for (name, vote) in zip(names, votes) { #expect(name.height == vote.height, "\(name) vs \(vote)") }
        // The dump prints 3 decimals (each value within 0.0005), hence the 0.002 tolerance.
        // Measured (DejaVu Sans): accessibility3 — "Goldfish" 163.359, "25" 50.898, bars
        // 127.742; accessibility5 — 216.451, 67.44, bars 58.108. (The old equal share gave
        // the names (342 − 67.44) / 2 = 137.28 at accessibility5, less than 216.451.)
        let nameColumn = names.map(\.width).max() ?? 0, voteColumn = votes.map(\.width).max() ?? 0
        for bar in bars {
            #expect(abs(bar.minX - (16 + nameColumn + 8)) < 0.002, "\(bar)")
            #expect(abs(bar.width - (358 - 16 - nameColumn - voteColumn)) < 0.002, "\(bar)")
        }
        for vote in votes { #expect(abs(vote.maxX - 374) < 0.002, "\(vote)") }
        try Self.verifyPhoneSnapshots("leaderboard", label: "\(typeSize)", size: size, typeSize: typeSize)
    }

    @Test("podium: 90-point steps for a three-way tie; 60, 90, 40 for ranks 2, 1, 3", .enabled(if: hasFonts))
    func podium() throws {
        let cases: [(name: String, heights: [CGFloat])] = [("pet-voting-tie", [90, 90, 90]), ("pet-voting", [60, 90, 40])]
        for (name, heights) in cases {
            let dump = HostingView(rootView: try Self.view(name), size: Showcase.phone.size).dump()
            let steps = Self.frames(in: dump, "frame(width: 80, height: ")
            #expect(steps.map(\.height) == heights, "\(name)")
            // The steps stand on one line: the podium's bottom.
            #expect(Set(steps.map(\.maxY)).count == 1, "\(name)")
            // The pictures are pinned by the showcase snapshots (screen-_.pet-voting-tie-phone.png).
        }
    }

    @Test("Kuchi congratulations: the name below the avatar on the dark half, at every type size", .enabled(if: hasFonts),
          arguments: [DynamicTypeSize.large, .accessibility3])
    func congratulations(_ typeSize: DynamicTypeSize) throws {
        let size = Showcase.phone.size
        let host = HostingView(rootView: try Self.view("kuchi-congratulations"), size: size, displayScale: 1,
                               environment: Self.environment(typeSize))
        let dump = host.dump()
        let avatar = try #require(Self.frames(in: dump, "Circle").first)
        let name = try #require(Self.frames(in: dump, "Text \"Ray\"").first)
        let stripes = Self.frames(in: dump, "Rectangle")
        try #require(stripes.count == 2)
        #expect(avatar.width == 100 && avatar.height == 100)
        #expect(name.minY >= avatar.maxY, "the name is below the avatar: \(name) vs \(avatar)")
        // The name lies on the dark (bottom) stripe, the avatar's centre on the light one.
        #expect(name.minY >= stripes[1].minY && name.maxY <= stripes[1].maxY, "\(name) on \(stripes[1])")
        #expect(stripes[0].contains(CGPoint(x: avatar.midX, y: avatar.midY)))
        // White on the dark stripe's pixels: WCAG contrast above 4.5 : 1.
        let image = try PNG.decode(host.pngData(scale: 1))
        let x = Int(stripes[1].minX) + 4, y = Int(stripes[1].midY)
        let i = (y * image.width + x) * 4
        func linear(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let luminance = 0.2126 * linear(image.rgba[i]) + 0.7152 * linear(image.rgba[i + 1]) + 0.0722 * linear(image.rgba[i + 2])
        #expect(1.05 / (luminance + 0.05) > 4.5, "banner pixel \(image.rgba[i...(i + 2)])")
        try Self.verifyPhoneSnapshots("kuchi-congratulations", label: typeSize == .large ? "default" : "\(typeSize)",
                                      size: size, typeSize: typeSize)
    }
}
