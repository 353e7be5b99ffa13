import Foundation
import Testing
@_spi(RunLoop) @testable import TrellisLayout

/// A recursive custom view: `depth` stacks, alternately horizontal and vertical, around
/// a 10 × 10 leaf (the graph is about four nodes per level).
struct NestedStacks: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Color.red.frame(width: 10, height: 10).id("leaf")
        } else if depth % 2 == 0 {
            HStack(spacing: 0) { NestedStacks(depth: depth - 1) }
        } else {
            VStack(spacing: 0) { NestedStacks(depth: depth - 1) }
        }
    }
}

/// `depth` vertical stacks around a bar that widens once its model has loaded.
struct Tower: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            LoadingBar()
        } else {
            VStack(spacing: 0) { Tower(depth: depth - 1) }
        }
    }
}

/// A model that loads on the main queue's next turn, as real code does in `init`.
@Observable final class Loader {
    var loaded = false
    init() { DispatchQueue.main.async { self.loaded = true } }
}

/// Made in its parent's body: deep in a tower, on a large stack.
struct LoadingBar: View {
    @State private var loader = Loader()
    var body: some View {
        Color.blue.frame(width: loader.loaded ? 30 : 10, height: 4).id("bar")
    }
}

/// A custom layout that passes its proposal down and centres its one subview.
struct PassThrough: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        subviews.first?.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
    }
}

struct NestedLayouts: View {
    let depth: Int
    var body: some View {
        if depth == 0 {
            Color.blue.frame(width: 4, height: 6).id("leaf")
        } else {
            PassThrough { NestedLayouts(depth: depth - 1) }.padding(depth % 100 == 0 ? 1 : 0)
        }
    }
}

@Suite struct LargeStackTests {
    @Test func hundredThousandNestedStacksBuildLayOutDumpAndTearDown() {
        var h: HostingView<NestedStacks>? = host(NestedStacks(depth: 100_000), width: 390, height: 844)
        #expect(h!.rect("leaf") == CGRect(x: 190, y: 417, width: 10, height: 10))
        let dump = h!.dump()
        // One line per stack, the frame and the leaf.
        #expect(dump.split(separator: "\n").count == 100_002)
        let ending = "[depth 100000] frame(width: 10, height: 10) (190, 417, 10, 10) id: leaf\n"
            + String(repeating: "  ", count: 100) + "[depth 100001] Color red (190, 417, 10, 10)\n"
        #expect(dump.hasSuffix(ending) == true)
        #expect(dump.utf8.count < 100_002 * 260)
        // A relayout at another size, then freeing the whole tree. The stacks are rigid, so
        // the root keeps its placement and only moves: nothing is placed again, and the
        // leaf's window origin is worked out through 200,000 levels when asked.
        let work = measureWork(h!) { h!.size = CGSize(width: 200, height: 100) }
        #expect(work.placements == 0, "\(work)")
        #expect(h!.rect("leaf") == CGRect(x: 95, y: 45, width: 10, height: 10))
        h = nil
        #expect(h == nil)
    }

    @Test func aRecursiveCustomLayoutHundredThousandDeep() {
        let h = host(NestedLayouts(depth: 100_000), width: 390, height: 844)
        // 1,000 levels padded by 1 on each side: the leaf stays centred.
        #expect(h.rect("leaf") == CGRect(x: 193, y: 419, width: 4, height: 6))
        // The render tree is freed recursively too: used and let go on the large stack.
        #expect(h.withStackRoom { h.renderTree().children.count } == 1)
    }

    @Test func shallowTreesStayOnTheCallersThread() {
        let h = host(NestedStacks(depth: 10))
        var thread: Thread?
        h.withStackRoom { thread = Thread.current }
        #expect(thread === Thread.current)
        #expect(LargeStack.bytes(forDepth: 100_000) == 100_000 * 24 * 1024)
        #expect(LargeStack.bytes(forDepth: .max) == 8 << 30)
    }

    /// Work done for a deep host on a large stack runs in the caller's update state: a
    /// transaction set around it is the one its code sees, and a block scheduled there (a
    /// model made in a body deep in the tree, built on a large stack) goes to the host's
    /// run loop and runs on its turn, not to the process's main queue.
    @Test func aDeepHostsWorkRunsInTheCallersUpdateState() {
        let h = host(Tower(depth: 1_100))
        #expect(h.withStackRoom { Thread.current } !== Thread.current)
        #expect(h.layoutFrame(of: "bar")?.width == 30)
        var seen: Transaction?
        withTransaction(\.disablesAnimations, true) {
            h.withStackRoom { seen = TransactionStack.current }
        }
        #expect(seen?.disablesAnimations == true)
        #expect(LargeStack.run(bytes: 16 << 20) { HostRunLoop.current } == nil)
    }

    /// `run` returns once the thread has ended, not merely once the body has: what the
    /// thread does as it ends (its thread-local values destroyed, its allocator cache
    /// handed back) is done before the caller goes on, so the caller's heap is the same
    /// on every run. A thread-local value's destructor, run as the thread ends, has run.
    @Test func runReturnsOnceTheThreadHasEnded() {
        for _ in 0..<20 {
            endedThreads.store(0)
            let value = LargeStack.run(bytes: 16 << 20) { () -> Int in
                // Destroyed as the thread ends, after the body has returned.
                pthread_setspecific(endingKey, UnsafeRawPointer(bitPattern: 1))
                return 7
            }
            #expect(value == 7)
            #expect(endedThreads.load() == 1)
        }
    }
}

/// How many threads that set `endingKey` have ended since the count was set.
private let endedThreads = Counter()
private let endingKey: pthread_key_t = {
    var key = pthread_key_t()
    pthread_key_create(&key) { _ in endedThreads.increment() }
    return key
}()

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    func store(_ v: Int) { lock.lock(); value = v; lock.unlock() }
    func increment() { lock.lock(); value += 1; lock.unlock() }
    func load() -> Int { lock.lock(); defer { lock.unlock() }; return value }
}
