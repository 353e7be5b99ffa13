import Foundation
import Testing
@testable import TrellisLayout

// Numbers use the test measurer: body text is 17 pt, 8.5 per character, lines 17 tall
// (baseline 13.6). A text proposed 0 wide breaks between characters, so its minimum width
// is one character (8.5). Default grid spacing: 8 on both axes. The host centres the
// grid in its window.

func expectNear(_ a: CGFloat, _ b: CGFloat, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(a - b) <= 0.001, "expected \(b), got \(a)", sourceLocation: sourceLocation)
}

@Suite struct GridColumnTests {
    @Test func columnWidthIsTheWidestCell() {
        // col 0: "Cat" 25.5, "Goldfish" 68 → 68. col 1: "25" 17, "9" 8.5 → 17.
        // Distribution of 390 − 8 = 382: col 1 (flexibility 17 − 8.5 = 8.5) first, share
        // 191 → 17; then col 0 (flexibility 68 − 8.5) share 365 → 68.
        // Grid 68 + 8 + 17 = 93 × (17 + 8 + 17 = 42); origin ((390 − 93)/2, (844 − 42)/2)
        // = (148.5, 401). Cells centred in their columns.
        let h = host(Grid {
            GridRow { Text("Cat").id("cat"); Text("25").id("25") }
            GridRow { Text("Goldfish").id("goldfish"); Text("9").id("9") }
        }.id("grid"))
        expectRect(h.rect("grid"), 148.5, 401, 93, 42)
        expectRect(h.rect("goldfish"), 148.5, 401 + 25, 68, 17)
        expectRect(h.rect("cat"), 148.5 + (68 - 25.5) / 2, 401, 25.5, 17)
        expectRect(h.rect("25"), 148.5 + 68 + 8, 401, 17, 17)
        expectRect(h.rect("9"), 148.5 + 76 + (17 - 8.5) / 2, 426, 8.5, 17)
    }

    @Test func flexibleColumnGetsExactlyTheRemainder() {
        // 390 − 2 × 8 = 374 shared. The bounded columns first, the colour's minimum (0)
        // reserved: "9" (flexibility 0) share 374 / 2 = 187 → 8.5; "Goldfish" (59.5)
        // share 365.5 → 68; then the colour (∞) gets 374 − 8.5 − 68 = 297.5. The row is the window's 100 (the colour is flexible
        // vertically too); texts are centred: y = (100 − 17) / 2 = 41.5.
        let h = host(Grid {
            GridRow { Text("Goldfish").id("name"); Color.red.id("bar"); Text("9").id("votes") }
        }.id("grid"), width: 390, height: 100)
        expectRect(h.rect("grid"), 0, 0, 390, 100)
        expectRect(h.rect("name"), 0, 41.5, 68, 17)
        expectRect(h.rect("bar"), 76, 0, 297.5, 100)
        expectRect(h.rect("votes"), 76 + 297.5 + 8, 41.5, 8.5, 17)
    }

    @Test func flexibleColumnsWithDifferentMinimumsLargerMinimumFirst() {
        // Both columns are infinitely flexible; the one with the larger minimum (200) is
        // proposed first: share (300 − 8) / 2 = 146 → it answers 200 (its minimum); the
        // plain colour gets 292 − 200 = 92. Width 300, no overflow.
        let h = host(Grid {
            GridRow { Color.blue.id("plain"); Color.red.frame(minWidth: 200).id("min") }
        }.id("grid"), width: 300, height: 50)
        expectRect(h.rect("plain"), 0, 0, 92, 50)
        expectRect(h.rect("min"), 100, 0, 200, 50)
    }

    @Test func gridInAStackIsAsFlexibleAsItsColumns() {
        // The stack probes the grid at 0 and ∞. At 0 the text column still takes one
        // character: minimum 0 + 8 + 8.5 = 16.5; at ∞ the colour column is ∞. Blue's
        // minimum is 0, so the grid (larger minimum) goes first: share 150 → text (the
        // bounded column, first) 8.5, colour 150 − 8 − 8.5 = 133.5; the grid is 150;
        // blue gets 150.
        let h = host(HStack(spacing: 0) {
            Grid { GridRow { Color.red.id("c"); Text("A") } }.id("g")
            Color.blue.id("b")
        }, width: 300, height: 50)
        expectRect(h.rect("g"), 0, 0, 150, 50)
        expectRect(h.rect("c"), 0, 0, 133.5, 50)
        expectRect(h.rect("b"), 150, 0, 150, 50)
    }

    @Test func idealSizeWithoutProposal() {
        // fixedSize proposes nil: a colour's ideal is 10, "Goldfish" 68.
        // Width 68 + 8 + 10 = 86, height max(17, 10) = 17. At placement the colour is
        // proposed its whole cell, 10 × 17, and fills it.
        let h = host(Grid {
            GridRow { Text("Goldfish"); Color.red.id("c") }
        }.fixedSize().id("grid"), width: 300, height: 100)
        expectRect(h.rect("grid"), 107, 41.5, 86, 17)
        expectRect(h.rect("c"), 107 + 76, 41.5, 10, 17)
    }

    @Test func explicitSpacing() {
        // 10-wide squares with 3 between columns and 5 between rows: 23 × 25.
        let h = host(Grid(horizontalSpacing: 3, verticalSpacing: 5) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10).id("b") }
            GridRow { Color.red.frame(width: 10, height: 10).id("c"); Color.red.frame(width: 10, height: 10) }
        }.id("grid"), width: 100, height: 100)
        expectRect(h.rect("grid"), 38.5, 37.5, 23, 25)
        expectRect(h.rect("b"), 38.5 + 13, 37.5, 10, 10)
        expectRect(h.rect("c"), 38.5, 37.5 + 15, 10, 10)
    }

    @Test func nonFiniteSpacingIsTheDefault() {
        // NaN and ∞ spacing count as nil: 8. Two 10-wide squares: 28 wide.
        let h = host(Grid(horizontalSpacing: .nan, verticalSpacing: .infinity) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.red.frame(width: 10, height: 10) }
            GridRow { Color.red.frame(width: 10, height: 10) }
        }.id("grid"), width: 100, height: 100)
        expectRect(h.rect("grid"), 36, 36, 28, 28)
    }
}

@Suite struct GridRowTests {
    @Test func shortRowLeavesTrailingCellsEmpty() {
        // Columns: max(10, 40) = 40, 20, 30; width 90 + 16 = 106; rows 10 + 8 + 10 = 28.
        // Origin ((200 − 106)/2, (100 − 28)/2) = (47, 36). The second row has one cell.
        let h = host(Grid {
            GridRow {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.red.frame(width: 20, height: 10).id("b")
                Color.red.frame(width: 30, height: 10).id("c")
            }
            GridRow { Color.blue.frame(width: 40, height: 10).id("d") }
        }.id("grid"), width: 200, height: 100)
        expectRect(h.rect("grid"), 47, 36, 106, 28)
        expectRect(h.rect("a"), 47 + 15, 36, 10, 10)
        expectRect(h.rect("b"), 47 + 48, 36, 20, 10)
        expectRect(h.rect("c"), 47 + 76, 36, 30, 10)
        expectRect(h.rect("d"), 47, 54, 40, 10)
    }

    @Test func gridRowAlignmentOverridesTheRowsVerticalAlignment() {
        // Row height 40 (the tall square). Default centre: (40 − 10)/2 = 15; the second
        // row says .top: 0; the third .bottom: 30. Rows at y 0, 48, 96 (grid 136 tall in
        // a 136 window).
        let h = host(Grid {
            GridRow { Color.red.frame(width: 10, height: 40); Color.blue.frame(width: 10, height: 10).id("c") }
            GridRow(alignment: .top) { Color.red.frame(width: 10, height: 40); Color.blue.frame(width: 10, height: 10).id("t") }
            GridRow(alignment: .bottom) { Color.red.frame(width: 10, height: 40); Color.blue.frame(width: 10, height: 10).id("b") }
        }, width: 28, height: 136)
        expectRect(h.rect("c"), 18, 15, 10, 10)
        expectRect(h.rect("t"), 18, 48, 10, 10)
        expectRect(h.rect("b"), 18, 96 + 30, 10, 10)
    }

    @Test func firstTextBaselinesAlignAcrossARow() {
        // largeTitle is 34 pt: 17 per character, 34 tall, baseline 27.2; body: baseline
        // 13.6. Row: max ascent 27.2 + max descent max(6.8, 3.4) = 34. The body text's
        // top is 27.2 − 13.6 = 13.6 below the row's. The square (no text) has its
        // baseline at its bottom: top = 27.2 − 20 = 7.2.
        // Columns: "Big" 51, "small" 42.5, square 20: width 113.5 + 16 = 129.5, centred in
        // the 300-wide window at x 85.25.
        let h = host(Grid(alignment: .leading) {
            GridRow(alignment: .firstTextBaseline) {
                Text("Big").font(.largeTitle).id("big")
                Text("small").id("small")
                Color.red.frame(width: 20, height: 20).id("square")
            }
        }.id("grid"), width: 300, height: 34)
        expectRect(h.rect("grid"), 85.25, 0, 129.5, 34)
        expectRect(h.rect("big"), 85.25, 0, 51, 34)
        expectRect(h.rect("small"), 85.25 + 59, 13.6, 42.5, 17)
        expectRect(h.rect("square"), 85.25 + 109.5, 7.2, 20, 20)
    }

    @Test func gridBaselineIsTheFirstRowsForAnEnclosingStack() {
        // HStack(.firstTextBaseline) { Text("x"); Grid { GridRow { Text("a") } … } }:
        // the grid's first baseline is its first cell's, 13.6, so both texts share a top.
        let h = host(HStack(alignment: .firstTextBaseline) {
            Text("x").id("x")
            Grid {
                GridRow { Text("a").id("a") }
                GridRow { Text("b") }
            }
        }, width: 100, height: 100)
        expectNear(h.rect("x").minY, h.rect("a").minY)
    }

    @Test func emptyRowsAndEmptyGridsAreNothing() {
        // An empty GridRow adds no row and no spacing; an empty grid is 0×0.
        let h = host(VStack(spacing: 0) {
            Grid { EmptyView() }.id("empty")
            Grid {
                GridRow { EmptyView() }
                GridRow { Color.red.frame(width: 10, height: 10) }
            }.id("grid")
        }, width: 100, height: 100)
        #expect(h.rect("empty").size == .zero)
        #expect(h.rect("grid").size == CGSize(width: 10, height: 10))
    }

    @Test func gridRowOutsideAGridIsAOneRowGrid() {
        // Cells 20 and 30 wide with the default 8 between them, centred: 58 × 20.
        let h = host(VStack {
            GridRow {
                Color.red.frame(width: 20, height: 10).id("a")
                Color.blue.frame(width: 30, height: 20).id("b")
            }.id("row")
        }, width: 100, height: 100)
        expectRect(h.rect("row"), 21, 40, 58, 20)
        expectRect(h.rect("a"), 21, 45, 20, 10)
        expectRect(h.rect("b"), 49, 40, 30, 20)
    }
}

@Suite struct GridDividerTests {
    @Test func dividerBetweenRowsSpansAllColumnsAndWidensTheGrid() {
        // One-letter texts make columns of 8.5. The divider outside any GridRow spans both
        // columns; offered the full 300, it answers 300, so the 300 − 25 = 275 excess is
        // split over the two columns: 146 each. Rows 17, 0.5 (1 pixel at scale 2), 17:
        // 50.5 tall; origin y = (200 − 50.5)/2 = 74.75.
        let h = host(Grid {
            GridRow { Text("A").id("a"); Text("B").id("b") }
            Divider().id("divider")
            GridRow { Text("C"); Text("D") }
        }.id("grid"), width: 300, height: 200)
        expectRect(h.rect("grid"), 0, 74.75, 300, 50.5)
        expectRect(h.rect("divider"), 0, 74.75 + 25, 300, 0.5)
        expectRect(h.rect("a"), (146 - 8.5) / 2, 74.75, 8.5, 17)
        expectRect(h.rect("b"), 154 + (146 - 8.5) / 2, 74.75, 8.5, 17)
    }

    @Test func unsizedDividerTakesTheColumnsWidth() {
        // With gridCellUnsizedAxes(.horizontal) the divider does not size the columns:
        // 8.5 + 8 + 8.5 = 25 wide, and the divider is proposed (and takes) those 25.
        let h = host(Grid {
            GridRow { Text("A"); Text("B") }
            Divider().gridCellUnsizedAxes(.horizontal).id("divider")
            GridRow { Text("C"); Text("D") }
        }.id("grid"), width: 300, height: 200)
        expectRect(h.rect("grid"), 137.5, 74.75, 25, 50.5)
        expectRect(h.rect("divider"), 137.5, 99.75, 25, 0.5)
    }

    @Test func dividerAsACellIsHorizontalAndWidensItsColumn() {
        // The seed talk's intermediate leaderboard: each divider in a GridRow of its own is
        // one cell of column 0, horizontal and flexible. Of 390 − 16 = 374, the votes column
        // (the only bounded one) goes first: share 374 → 17; then the two infinitely flexible
        // columns, the larger minimum first (names: 8.5, from one character; progress: 0):
        // (374 − 17)/2 = 178.5 each. "The grid gave the last column its space and split
        // the rest between the first two."
        // Rows 17, 0.5 (× 2) + 8 × 3 = 59; y0 = (844 − 59)/2 = 392.5.
        let h = host(Grid(alignment: .leading) {
            GridRow { Text("Goldfish"); ProgressView(value: 0.2).id("bar"); Text("9").gridColumnAlignment(.trailing).id("9") }
            GridRow { Divider().id("d0") }
            GridRow { Text("Cat"); ProgressView(value: 0.5); Text("25") }
            GridRow { Divider() }
        }.id("grid"))
        expectRect(h.rect("grid"), 0, 392.5, 390, 59)
        expectRect(h.rect("d0"), 0, 392.5 + 25, 178.5, 0.5)
        expectRect(h.rect("bar"), 186.5, 392.5 + 6.5, 178.5, 4)
        expectRect(h.rect("9"), 390 - 8.5, 392.5, 8.5, 17)
    }
}

/// Issue 15: the Leaderboard at accessibility sizes broke "Goldfis/h". A text column is
/// boundedly flexible, so a plain stack distribution proposed it an equal share of what
/// the votes column left — half, beside one progress column. The grid now sizes its
/// bounded columns before the infinitely flexible ones (``GridSolver/stackEntries(_:)``).
@Suite struct GridTextColumnTests {
    @Test func leaderboardNameColumnKeepsItsIdealWhereTheOldShareWrappedIt() {
        // The seed talk's final Leaderboard (Grid(alignment: .leading), rows Text /
        // ProgressView / Text .gridColumnAlignment(.trailing), a Divider after each row,
        // .padding()) in a 180 × 224.5 window: the grid is proposed 148 wide; 148 − 2 × 8 =
        // 132 for the columns. Names: minimum 8.5 (one character), ideal "Goldfish" 68;
        // votes: minimum 8.5, ideal "25" 17; progress: 0…∞.
        // Bounded columns first, progress's minimum (0) reserved: votes (flexibility 8.5)
        // share 132 / 2 = 66 → 17; names (59.5) share 115 → 68, one line; progress gets
        // 132 − 17 − 68 = 47. (The old equal share gave the names (132 − 17) / 2 = 57.5:
        // "Goldfi/sh" on two lines.) Dividers: 68 + 8 + 47 + 8 + 17 = 148.
        // Rows 17, 0.5 (one pixel at scale 2), three times: 52.5 + 5 × 8 = 92.5; padded
        // 180 × 124.5, centred: y = (224.5 − 124.5) / 2 = 50; the grid at (16, 66).
        // Row tops 66, 91 (divider), 99.5, 124.5, 133, 158.
        let h = host(Grid(alignment: .leading) {
            GridRow {
                Text("Cat").id("cat")
                ProgressView(value: 25, total: 50).id("bar-cat")
                Text("25").gridColumnAlignment(.trailing).id("25")
            }
            Divider().id("d-cat")
            GridRow {
                Text("Goldfish").id("goldfish")
                ProgressView(value: 9, total: 50).id("bar-goldfish")
                Text("9").gridColumnAlignment(.trailing).id("9")
            }
            Divider().id("d-goldfish")
            GridRow {
                Text("Dog").id("dog")
                ProgressView(value: 16, total: 50).id("bar-dog")
                Text("16").gridColumnAlignment(.trailing).id("16")
            }
            Divider().id("d-dog")
        }.id("grid").padding(), width: 180, height: 224.5)
        #expect(h.rect("grid") == CGRect(x: 16, y: 66, width: 148, height: 92.5))
        // Names, leading in the 68-wide column.
        #expect(h.rect("cat") == CGRect(x: 16, y: 66, width: 25.5, height: 17))
        #expect(h.rect("goldfish") == CGRect(x: 16, y: 99.5, width: 68, height: 17))
        #expect(h.rect("dog") == CGRect(x: 16, y: 133, width: 25.5, height: 17))
        // Progress: x 16 + 68 + 8 = 92, 47 wide, 4 tall centred in the 17-tall row.
        #expect(h.rect("bar-cat") == CGRect(x: 92, y: 72.5, width: 47, height: 4))
        #expect(h.rect("bar-goldfish") == CGRect(x: 92, y: 106, width: 47, height: 4))
        #expect(h.rect("bar-dog") == CGRect(x: 92, y: 139.5, width: 47, height: 4))
        // Votes, trailing in the 17-wide column at x 92 + 47 + 8 = 147 (ending at 164).
        #expect(h.rect("25") == CGRect(x: 147, y: 66, width: 17, height: 17))
        #expect(h.rect("9") == CGRect(x: 155.5, y: 99.5, width: 8.5, height: 17))
        #expect(h.rect("16") == CGRect(x: 147, y: 133, width: 17, height: 17))
        // The dividers span the three columns.
        #expect(h.rect("d-cat") == CGRect(x: 16, y: 91, width: 148, height: 0.5))
        #expect(h.rect("d-goldfish") == CGRect(x: 16, y: 124.5, width: 148, height: 0.5))
        #expect(h.rect("d-dog") == CGRect(x: 16, y: 158, width: 148, height: 0.5))
    }

    @Test func textColumnsBelowTheirIdealsShareLikeStackChildrenAndWrapAtWords() {
        // 100 wide: 100 − 16 = 84 for the columns, less than the text columns' ideals
        // ("Guinea pig" 85 + "25" 17 = 102). The bounded columns share it like stack
        // children, least flexible first, an equal share each: votes (flexibility 8.5)
        // share 84 / 2 = 42 → 17; names (85 − 8.5 = 76.5) share 67 < 85 → "Guinea pig"
        // wraps at the space: "Guinea" 51 | "pig", 2 lines, 34 tall. Progress gets
        // 67 − 51 = 16. Columns 51 | 16 | 17 at x 0, 59, 83; the grid 100 wide.
        // Rows (proposed 100: both bounded, shares 46 and 58 cover them): 34 and 17,
        // + 8 = 59; centred in the 100-tall window: y = 20.5. Row 0 centres its cells:
        // the bar at 20.5 + 15 = 35.5, "9" at 20.5 + 8.5 = 29, trailing at 100 − 8.5.
        // Row 1 at 20.5 + 34 + 8 = 62.5.
        let h = host(Grid(alignment: .leading) {
            GridRow {
                Text("Guinea pig").id("name")
                ProgressView(value: 0.5).id("bar")
                Text("9").gridColumnAlignment(.trailing).id("9")
            }
            GridRow { Text("Cat").id("cat"); ProgressView(value: 0.5); Text("25").id("25") }
        }.id("grid"), width: 100, height: 100)
        #expect(h.rect("grid") == CGRect(x: 0, y: 20.5, width: 100, height: 59))
        #expect(h.rect("name") == CGRect(x: 0, y: 20.5, width: 51, height: 34))
        #expect(h.rect("bar") == CGRect(x: 59, y: 35.5, width: 16, height: 4))
        #expect(h.rect("9") == CGRect(x: 91.5, y: 29, width: 8.5, height: 17))
        #expect(h.rect("cat") == CGRect(x: 0, y: 62.5, width: 25.5, height: 17))
        #expect(h.rect("25") == CGRect(x: 83, y: 62.5, width: 17, height: 17))
    }

    @Test func aOneWordNameWiderThanItsShareBreaksBetweenCharacters() {
        // 68 wide: 68 − 16 = 52 for the columns. Votes share 26 → 8.5 ("9" alone);
        // "Goldfish" share 43.5 < 68, and it has no break opportunity: 5 characters per
        // line (42.5), "Goldf" | "ish", 42.5 × 34. Progress: 43.5 − 42.5 = 1. Columns
        // 42.5 | 1 | 8.5 = 52 + 16 = 68. Rows: 34; centred in 100: y = 33.
        let h = host(Grid(alignment: .leading) {
            GridRow {
                Text("Goldfish").id("name")
                ProgressView(value: 0.2).id("bar")
                Text("9").gridColumnAlignment(.trailing).id("9")
            }
        }.id("grid"), width: 68, height: 100)
        #expect(h.rect("grid") == CGRect(x: 0, y: 33, width: 68, height: 34))
        #expect(h.rect("name") == CGRect(x: 0, y: 33, width: 42.5, height: 34))
        #expect(h.rect("bar") == CGRect(x: 50.5, y: 48, width: 1, height: 4))
        #expect(h.rect("9") == CGRect(x: 59.5, y: 41.5, width: 8.5, height: 17))
    }

    @Test func aHigherPriorityFlexibleColumnStillComesFirst() {
        // Layout priority outranks the bounded/unbounded grouping: the colour
        // (priority 1, ∞) is proposed all of 100 − 8 = 92 with the text's minimum (8.5)
        // reserved: 83.5; "Goldfish" then gets 8.5 → one character per line, 8 lines:
        // 8.5 × 136. (Without the priority the text would take 68 and the colour 24.)
        let h = host(Grid {
            GridRow { Text("Goldfish").id("name"); Color.red.layoutPriority(1).id("c") }
        }.id("grid"), width: 100, height: 200)
        #expect(h.rect("name").size == CGSize(width: 8.5, height: 136))
        #expect(h.rect("c").width == 83.5)
    }
}

@Suite struct GridCellModifierTests {
    @Test func gridCellColumnsSpansTwoColumnsAndTheirSpacing() {
        // Columns 40, 60, max(20, 10) = 20: width 136; origin x (300 − 136)/2 = 82.
        // Both rows are vertically flexible: (100 − 8)/2 = 46 each.
        // The unsized spanning colour takes 40 + 8 + 60 = 108 exactly; the yellow cell is
        // in the third column, centred: 82 + 116 + 5.
        let h = host(Grid {
            GridRow {
                Color.red.frame(width: 40)
                Color.green.frame(width: 60)
                Color.blue.frame(width: 20)
            }
            GridRow {
                Color.gray.gridCellColumns(2).gridCellUnsizedAxes(.horizontal).id("span")
                Color.yellow.frame(width: 10).id("yellow")
            }
        }.id("grid"), width: 300, height: 100)
        expectRect(h.rect("grid"), 82, 0, 136, 100)
        expectRect(h.rect("span"), 82, 54, 108, 46)
        expectRect(h.rect("yellow"), 82 + 116 + 5, 54, 10, 46)
    }

    @Test func wideSpanningCellWidensItsColumnsEqually() {
        // Columns 8.5 and 8.5 (span 25); "Goldfish" (68) spans both: the 43 excess is split
        // 21.5 per column → 30 and 30, grid 68 wide at x (300 − 68)/2 = 116.
        let h = host(Grid {
            GridRow { Text("A").id("a"); Text("B").id("b") }
            GridRow { Text("Goldfish").gridCellColumns(2).id("t") }
        }.id("grid"), width: 300, height: 100)
        expectRect(h.rect("grid"), 116, 29, 68, 42)
        expectRect(h.rect("a"), 116 + 10.75, 29, 8.5, 17)
        expectRect(h.rect("b"), 116 + 38 + 10.75, 29, 8.5, 17)
        expectRect(h.rect("t"), 116, 54, 68, 17)
    }

    @Test func spanningCellAlignsByTheGridsAnchor() {
        // Grid(alignment: .trailing): the one-column cells align on their column's
        // trailing guide, the spanning text by anchor x = 1 in its 8 + 2 × 68 = 144 area.
        let h = host(Grid(alignment: .trailing) {
            GridRow { Text("Goldfish"); Text("Goldfish") }
            GridRow { Text("Cat").gridCellColumns(2).id("cat") }
        }.id("grid"), width: 144, height: 42)
        expectRect(h.rect("cat"), 144 - 25.5, 25, 25.5, 17)
    }

    @Test func gridColumnAlignmentSetsTheWholeColumn() {
        // Columns 68 and 17 (see columnWidthIsTheWidestCell); grid at x 148.5.
        // Column 0 keeps the centre; column 1 is trailing because of one cell:
        // "9" at 148.5 + 76 + 17 − 8.5 = 233, "25" fills its column at 224.5.
        let h = host(Grid {
            GridRow { Text("Goldfish"); Text("9").gridColumnAlignment(.trailing).id("9") }
            GridRow { Text("Cat").id("cat"); Text("25").id("25") }
        })
        expectNear(h.rect("cat").minX, 148.5 + 21.25)
        expectNear(h.rect("9").minX, 233)
        expectNear(h.rect("25").minX, 224.5)
    }

    @Test func firstColumnAlignmentWinsAndLeadingGrid() {
        // Grid(alignment: .leading): names at the grid's x; column 1 asks .trailing in
        // row 0 and .center in row 1 — the first wins (trailing).
        let h = host(Grid(alignment: .leading) {
            GridRow { Text("Goldfish"); Text("9").gridColumnAlignment(.trailing).id("9") }
            GridRow { Text("Cat").id("cat"); Text("2").gridColumnAlignment(.center).id("2") }
            GridRow { Text("Dog"); Text("16") }
        })
        expectNear(h.rect("cat").minX, 148.5)
        expectNear(h.rect("9").minX, 233)
        expectNear(h.rect("2").minX, 233)
    }

    @Test func gridCellAnchorPlacesTheCellByItsPoint() {
        // Columns max(60, 20) = 60, max(30, 10) = 30: width 98; rows 40 and, with anchored
        // cells alone, max(10, 30) = 30: height 78. Origin ((300 − 98)/2, (200 − 78)/2) =
        // (101, 61); row 1 at y 109.
        // .bottomTrailing: (101 + 60 − 20, 109 + 30 − 10). UnitPoint(0.25, 0):
        // (169 + 0.25 × (30 − 10), 109).
        let h = host(Grid {
            GridRow {
                Color.red.frame(width: 60, height: 40)
                Color.orange.frame(width: 30, height: 10).id("o")
            }
            GridRow {
                Color.blue.frame(width: 20, height: 10).gridCellAnchor(.bottomTrailing).id("a")
                Color.green.frame(width: 10, height: 30).gridCellAnchor(UnitPoint(x: 0.25, y: 0)).id("b")
            }
        }.id("grid"), width: 300, height: 200)
        expectRect(h.rect("grid"), 101, 61, 98, 78)
        expectRect(h.rect("o"), 169, 61 + 15, 30, 10)
        expectRect(h.rect("a"), 141, 129, 20, 10)
        expectRect(h.rect("b"), 174, 109, 10, 30)
    }

    @Test func unsizedAxesTakeTheAreaTheOthersDecide() {
        // Apple's example: a clear corner cell unsized on both axes takes column 0's width
        // ("R1" 17) and row 0's height (17) without sizing either.
        let h = host(Grid {
            GridRow {
                Color.clear.gridCellUnsizedAxes([.horizontal, .vertical]).id("corner")
                Text("C1")
            }
            GridRow { Text("R1"); Color.red.frame(width: 17, height: 17) }
        }.id("grid"), width: 42, height: 42)
        expectRect(h.rect("grid"), 0, 0, 42, 42)
        expectRect(h.rect("corner"), 0, 0, 17, 17)
    }

    @Test func badSpansCountAsOne() {
        // gridCellColumns(0) and (−3) are one column each: two 10-wide columns, 28 wide.
        let h = host(Grid {
            GridRow {
                Color.red.frame(width: 10, height: 10).gridCellColumns(0)
                Color.red.frame(width: 10, height: 10).gridCellColumns(-3).id("b")
            }
        }.id("grid"), width: 100, height: 100)
        expectRect(h.rect("grid"), 36, 45, 28, 10)
        expectRect(h.rect("b"), 54, 45, 10, 10)
    }
}

@Suite struct GridDirectionTests {
    @Test func rightToLeftMirrorsTheGrid() {
        // Left to right (Grid(alignment: .leading), column 1 trailing): columns 68 | 17 at
        // x 148.5, width 93: "Goldfish" 0…68, "Cat" 0…25.5, "9" 84.5…93, "25" 76…93; the
        // full-width "Dog" row is anchored leading: 0…25.5.
        // Right to left each x becomes 93 − maxX.
        func make(_ direction: LayoutDirection) -> HostingView<some View> {
            host(Grid(alignment: .leading) {
                GridRow { Text("Goldfish").id("goldfish"); Text("9").gridColumnAlignment(.trailing).id("9") }
                GridRow { Text("Cat").id("cat"); Text("25").id("25") }
                Text("Dog").id("dog")
            }.id("grid")) { $0.layoutDirection = direction }
        }
        let ltr = make(.leftToRight)
        expectNear(ltr.rect("goldfish").minX, 148.5)
        expectNear(ltr.rect("9").minX, 148.5 + 84.5)
        expectNear(ltr.rect("dog").minX, 148.5)
        let rtl = make(.rightToLeft)
        expectRect(rtl.rect("grid"), 148.5, 388.5, 93, 67)
        expectNear(rtl.rect("goldfish").minX, 148.5 + 25)
        expectNear(rtl.rect("cat").minX, 148.5 + 67.5)
        expectNear(rtl.rect("9").minX, 148.5)
        expectNear(rtl.rect("25").minX, 148.5)
        expectNear(rtl.rect("dog").minX, 148.5 + 67.5)
    }
}

@Suite struct GridLayoutValueTests {
    @Test func anyLayoutGridKeepsRowsAndCells() {
        // Same grid as columnWidthIsTheWidestCell, through AnyLayout(GridLayout()).
        let h = host(AnyLayout(GridLayout()) {
            GridRow { Text("Cat").id("cat"); Text("25").id("25") }
            GridRow { Text("Goldfish").id("goldfish"); Text("9").id("9") }
        }.id("grid"))
        expectRect(h.rect("grid"), 148.5, 401, 93, 42)
        expectRect(h.rect("cat"), 148.5 + 21.25, 401, 25.5, 17)
        expectRect(h.rect("9"), 148.5 + 76 + 4.25, 426, 8.5, 17)
    }

    @Test func eachDirectSubviewIsARowOfOneCell() {
        // Without GridRows: one column, each subview a row; leading alignment.
        // Column = widest (68); rows 17 + 4 + 17.
        let h = host(GridLayout(alignment: .leading, verticalSpacing: 4) {
            Text("Goldfish").id("a")
            Text("Cat").id("b")
        }.id("grid"), width: 68, height: 38)
        expectRect(h.rect("grid"), 0, 0, 68, 38)
        expectRect(h.rect("b"), 0, 21, 25.5, 17)
    }

    @Test func switchingToAGridKeepsTheViews() {
        // AnyLayout from a VStack to a grid: the same rows, now aligned as columns.
        struct Switcher: View {
            var grid: Bool
            var body: some View {
                let layout = grid ? AnyLayout(GridLayout(alignment: .leading)) : AnyLayout(VStackLayout(alignment: .leading))
                layout {
                    GridRow { Text("Goldfish"); Text("9").id("9") }
                    GridRow { Text("Cat"); Text("25").id("25") }
                }
            }
        }
        let h = host(Switcher(grid: false), width: 200, height: 100)
        // As VStack children, each GridRow is a one-row grid: "9" follows "Goldfish".
        let stackedX = h.rect("9").minX
        h.rootView = Switcher(grid: true)
        // Grid: columns 68 | 17 in a 93-wide grid at x 53.5: "9" and "25" share column 1.
        expectNear(h.rect("9").minX, 53.5 + 76)
        expectNear(h.rect("25").minX, 53.5 + 76)
        // Before, in the leading VStack (84.5 wide at x (200 − 84.5)/2 = 57.75), each row was a
        // one-row grid: "9" at 57.75 + 68 + 8.
        expectNear(stackedX, 57.75 + 76)
    }
}

@Suite struct GridLimitTests {
    @Test func aHugeSpanIsClampedNotAnOverflow() {
        let h = host(Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.blue.frame(height: 10).gridCellColumns(Int.max).id("b")
            }
        })
        // The span is clamped to 10,000 columns; the grid lays out without trapping.
        #expect(h.layoutFrame(of: "a") != nil)
        #expect(h.layoutFrame(of: "b") != nil)
    }
}
