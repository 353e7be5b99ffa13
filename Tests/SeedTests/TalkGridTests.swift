import Foundation
import Testing
import Trellis
@testable import TrellisShowcase

@Suite struct TalkGridTests {
    @Test func leaderboardAt390() {
        // The padding (16) proposes the grid 358 × 812. Columns: names = widest name,
        // "Goldfish" 68; votes = widest count, "25"/"16" 17; the progress column (flexible)
        // gets the rest: 358 − 2 × 8 − 68 − 17 = 257. The dividers (outside the GridRows)
        // span all three columns: 358 wide, and need no more.
        // Rows: 17 (text), 0.5 (a 1-pixel divider at scale 2), three times: 52.5 + 5 × 8 =
        // 92.5; with padding 124.5 tall, centred: y = (844 − 124.5)/2 = 359.75, grid at
        // (16, 375.75). Row tops: 375.75, 400.75 (divider), 409.25, 434.25, 442.75, 467.75.
        let h = seedHost(Leaderboard(pets: Pet.exampleData, totalVotes: 50))
        let rowY: [CGFloat] = [375.75, 409.25, 442.75]
        let dividerY: [CGFloat] = [400.75, 434.25, 467.75]

        let names = dumpFrames(h, "Text \"Cat\"") + dumpFrames(h, "Text \"Goldfish\"") + dumpFrames(h, "Text \"Dog\"")
        #expect(names.count == 3)
        // Leading in the 68-wide name column.
        for (i, w) in [25.5, 68, 25.5].enumerated() where i < names.count {
            expectFrame(names[i], 16, rowY[i], CGFloat(w), 17)
        }

        let bars = dumpFrames(h, "ProgressView")
        #expect(bars.count == 3)
        // The progress column: x 16 + 68 + 8 = 92, 257 wide; 4 tall, centred in the row.
        for (i, bar) in bars.enumerated() {
            expectFrame(bar, 92, rowY[i] + 6.5, 257, 4)
        }

        let votes = dumpFrames(h, "Text \"25\"") + dumpFrames(h, "Text \"9\"") + dumpFrames(h, "Text \"16\"")
        #expect(votes.count == 3)
        // Trailing in the 17-wide votes column at x 92 + 257 + 8 = 357: its trailing edge is 374.
        for (i, vote) in votes.enumerated() {
            #expect(near(vote.maxX, 374))
            #expect(near(vote.minY, rowY[i]))
        }
        #expect(votes.count == 3 && near(votes[1].minX, 365.5) && near(votes[0].minX, 357))

        let dividers = dumpFrames(h, "Divider")
        #expect(dividers.count == 3)
        for (i, divider) in dividers.enumerated() {
            expectFrame(divider, 16, dividerY[i], 358, 0.5)
        }
        // ForEach identity: each pet is its row and the divider after it.
        expectFrame(h.layoutFrame(of: "Goldfish"), 16, 409.25, 358, 25.5)
    }

    @Test func explicitRowsLeaderboardIsCentred() {
        // The 4:28 version: no padding, default (centre) alignment, values over 1.
        // Columns 68 | 390 − 16 − 68 − 17 = 289 | 17; rows 3 × 17 + 16 = 67, centred:
        // y = (844 − 67)/2 = 388.5. "Cat" centred in its column: (68 − 25.5)/2 = 21.25;
        // "9" in the last: 68 + 8 + 289 + 8 + (17 − 8.5)/2 = 377.25.
        let h = seedHost(ExplicitRows.Leaderboard())
        expectFrame(dumpFrames(h, "Text \"Cat\"").first, 21.25, 388.5, 25.5, 17)
        expectFrame(dumpFrames(h, "ProgressView 0.2").first, 76, 413.5 + 6.5, 289, 4)
        expectFrame(dumpFrames(h, "Text \"9\"").first, 377.25, 413.5, 8.5, 17)
    }

    struct Voting: View {
        @State var pets = Pet.exampleData
        var body: some View {
            StackedButtons(pets: $pets)
        }
    }

    @Test func stackedButtonsAreHorizontalAtTheDefaultSize() {
        // Each bordered button's ideal: label + 24 × 17 + 14; the widest, "Goldfish",
        // 68 + 24 = 92 × 31. The row: 3 × 92 + 2 × 8 = 292 ≤ 390 and 31 ≤ 844: it fits,
        // so the horizontal stack is shown, centred: x 49, y (844 − 31)/2 = 406.5.
        let h = seedHost(Voting())
        for (i, id) in ["Cat", "Goldfish", "Dog"].enumerated() {
            expectFrame(h.layoutFrame(of: id), 49 + CGFloat(i) * 100, 406.5, 92, 31)
        }
    }

    @Test func stackedButtonsAreVerticalAtAccessibility3() {
        // .accessibility3 body text is 40 pt: 20 per character. "Goldfish" 160 + 24 =
        // 184 wide, 40 + 14 = 54 tall. The row would be 3 × 184 + 16 = 568 > 390: it does
        // not fit. The column is 184 × (3 × 54 + 2 × 8 = 178): shown, centred at
        // ((390 − 184)/2, (844 − 178)/2) = (103, 333); every button 184 wide.
        let h = seedHost(Voting()) { $0.dynamicTypeSize = .accessibility3 }
        for (i, id) in ["Cat", "Goldfish", "Dog"].enumerated() {
            expectFrame(h.layoutFrame(of: id), 103, 333 + CGFloat(i) * 62, 184, 54)
        }
    }

    @Test func stackedButtonsAreVerticalWhen200Wide() {
        // Default size, 200 wide: 292 > 200, so the column: 92 × (3 × 31 + 16 = 109) at
        // ((200 − 92)/2, (844 − 109)/2) = (54, 367.5).
        let h = seedHost(Voting(), width: 200)
        for (i, id) in ["Cat", "Goldfish", "Dog"].enumerated() {
            expectFrame(h.layoutFrame(of: id), 54, 367.5 + CGFloat(i) * 39, 92, 31)
        }
    }

    @Test func stackedButtonsFollowTheTypeSize() {
        // Back to the default size: horizontal again (the choice is made on every pass).
        let h = seedHost(Voting()) { $0.dynamicTypeSize = .accessibility3 }
        #expect(h.layoutFrame(of: "Cat")?.width == 184)
        h.dynamicTypeSize = .large
        expectFrame(h.layoutFrame(of: "Cat"), 49, 406.5, 92, 31)
        expectFrame(h.layoutFrame(of: "Dog"), 249, 406.5, 92, 31)
    }
}
