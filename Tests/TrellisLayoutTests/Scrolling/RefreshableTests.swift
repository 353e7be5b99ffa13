import Foundation
import Observation
import Testing
@testable import TrellisLayout

/// `refreshable`: the action reaches scroll views and lists through the environment, and
/// the host's pull runs it as a task. A 200 × 100 window.
@Suite struct RefreshableTests {
    @Observable final class Feed: @unchecked Sendable {
        var items = ["a", "b", "c", "d"]
        var refreshes = 0
    }

    struct FeedView: View {
        let feed: Feed
        var refreshable = true
        @Environment(\.refresh) private var refresh
        var body: some View {
            let scroll = ScrollView {
                VStack(spacing: 0) {
                    ForEach(feed.items, id: \.self) { Color.red.frame(width: 50, height: 40).id($0) }
                }
            }
            if refreshable {
                scroll.refreshable {
                    await Task.yield()
                    feed.refreshes += 1
                    feed.items.insert("new \(feed.refreshes)", at: 0)
                }
            } else {
                scroll
            }
        }
    }

    @Test func aPullRunsTheActionAndTheNewContentIsLaidOut() async {
        let feed = Feed()
        let h = host(FeedView(feed: feed), width: 200, height: 100)
        #expect(h.scroll(by: CGSize(width: 0, height: 30)))
        #expect(h.rect("a").minY == -30)
        #expect(h.pullToRefresh())
        // Back at the top at once; the action runs as a task.
        #expect(h.rect("a").minY == 0)
        await h.runTasks()
        #expect(feed.refreshes == 1)
        #expect(h.rect("new 1") == CGRect(x: 75, y: 0, width: 50, height: 40))
        #expect(h.rect("a").minY == 40)
        #expect(h.pullToRefresh())
        await h.runTasks()
        #expect(h.rect("new 2").minY == 0)
        #expect(h.rect("new 1").minY == 40)
    }

    @Test func withoutRefreshableAPullOnlyScrollsToTheTop() async {
        let feed = Feed()
        let h = host(FeedView(feed: feed, refreshable: false), width: 200, height: 100)
        #expect(h.scroll(by: CGSize(width: 0, height: 20)))
        #expect(!h.pullToRefresh())
        #expect(h.rect("a").minY == 0)
        await h.runTasks()
        #expect(feed.refreshes == 0)
    }

    @Test @MainActor func aListTakesTheActionAndViewsInsideReadIt() async {
        final class Seen: @unchecked Sendable { var hasAction: [Bool] = []; var runs = 0 }
        struct Row: View {
            let seen: Seen
            @Environment(\.refresh) private var refresh
            var body: some View {
                let _ = seen.hasAction.append(refresh != nil)
                Text("row")
            }
        }
        let seen = Seen()
        let h = host(List { Row(seen: seen) }.refreshable { seen.runs += 1 }, width: 200, height: 300)
        #expect(seen.hasAction == [true])
        #expect(h.pullToRefresh())
        await h.runTasks()
        #expect(seen.runs == 1)
        // Outside `refreshable` there is none.
        let other = Seen()
        _ = host(Row(seen: other), width: 200, height: 100)
        #expect(other.hasAction == [false])
    }
}
