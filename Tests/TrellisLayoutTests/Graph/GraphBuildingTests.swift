import Foundation
import Testing
@testable import TrellisLayout

/// What building the graph from view values costs and keeps: views found without state
/// are not reflected again, the structural lists key their children by position, branch
/// and type, and the update loop's per-thread state stays on its thread.
@Suite struct GraphBuildingTests {
    final class Hook: @unchecked Sendable {
        var width: Binding<CGFloat>?
        var shown: Binding<Bool>?
        var erased: Binding<Bool>?
    }

    /// No dynamic property.
    struct Plain: View {
        let n: Int
        var body: some View { Color.red.frame(width: CGFloat(n), height: 2) }
    }

    /// Holds `@State`; the first hands its binding to the hook.
    struct Sized: View {
        @State var width: CGFloat = 3
        let name: String
        let hook: Hook?
        var body: some View {
            hook?.width = $width
            return Color.blue.frame(width: width, height: 2).id(name)
        }
    }

    struct Screen: View {
        let hook: Hook
        var body: some View {
            VStack(spacing: 0) {
                ForEach(1...5, id: \.self) { Plain(n: $0) }
                Sized(name: "a", hook: hook)
                Sized(name: "b", hook: nil)
                Sized(name: "c", hook: nil)
            }
        }
    }

    @Test func aViewTypeWithoutStateIsReflectedOnce() {
        let hook = Hook()
        let h = host(Screen(hook: hook))
        // Screen and Plain once each (neither holds a dynamic property); each Sized, which
        // holds @State, every time it is evaluated.
        #expect(h.graph.dynamicPropertyScans == 5)
        #expect(h.graph.typesWithoutDynamicProperties.count == 2)
        // Plain, the type last found without state, is remembered: the Plains after the
        // first are known without hashing.
        #expect(h.graph.lastTypeWithoutDynamicProperties == ObjectIdentifier(Plain.self))
        hook.width?.wrappedValue = 8
        h.layoutIfNeeded()
        #expect(h.frame(of: "a")?.size == CGSize(width: 8, height: 2))
        #expect(h.frame(of: "b")?.size == CGSize(width: 3, height: 2))
        #expect(h.graph.dynamicPropertyScans == 6)
        // The root again, an equal value: its body is kept (ViewEquality.swift), nothing
        // is reflected.
        h.rootView = Screen(hook: hook)
        h.layoutIfNeeded()
        #expect(h.graph.dynamicPropertyScans == 6)
        #expect(h.frame(of: "a")?.size == CGSize(width: 8, height: 2))
    }

    /// An optional's content, a branch and a type-erased view keep their state while they
    /// stay; a tuple's views keep theirs by position.
    struct Switches: View {
        let hook: Hook
        @State var shown = true
        @State var erased = true
        var body: some View {
            hook.shown = $shown
            hook.erased = $erased
            return VStack(spacing: 0) {
                Sized(name: "first", hook: hook)
                if shown { Sized(name: "optional", hook: nil) }
                erased ? AnyView(Sized(name: "erased", hook: nil)) : AnyView(Plain(n: 4).id("erased"))
                Sized(name: "last", hook: nil)
            }
        }
    }

    @Test func structuralListsKeepIdentityByPositionBranchAndType() {
        let hook = Hook()
        let h = host(Switches(hook: hook))
        hook.width?.wrappedValue = 11
        h.layoutIfNeeded()
        #expect(h.frame(of: "first")?.size.width == 11)
        // Hiding the optional content and showing it again makes a new view (width 3);
        // the first keeps its state.
        hook.shown?.wrappedValue = false
        h.layoutIfNeeded()
        #expect(h.frame(of: "optional") == nil)
        hook.shown?.wrappedValue = true
        h.layoutIfNeeded()
        #expect(h.frame(of: "optional")?.size.width == 3)
        #expect(h.frame(of: "first")?.size.width == 11)
        // Another type inside AnyView is another view.
        hook.erased?.wrappedValue = false
        h.layoutIfNeeded()
        #expect(h.frame(of: "erased")?.size == CGSize(width: 4, height: 2))
        hook.erased?.wrappedValue = true
        h.layoutIfNeeded()
        #expect(h.frame(of: "erased")?.size == CGSize(width: 3, height: 2))
        // Each 2 tall, in order: the last below the first three.
        #expect(h.frame(of: "last")!.minY - h.frame(of: "first")!.minY == 6)
    }

    /// An `if`/`else if`/`else` of views of one type: which branch is shown is the view's
    /// identity, not its type.
    struct Picked: View {
        @Binding var branch: Int
        let hook: Hook
        var body: some View {
            if branch == 0 {
                Sized(name: "s", hook: hook)
            } else if branch == 1 {
                Sized(name: "s", hook: hook)
            } else {
                Sized(name: "s", hook: hook)
            }
        }
    }

    /// Holds the branch taken by `Picked` and hands out its binding.
    struct Picking: View {
        let hook: Hook
        let take: (Binding<Int>) -> Void
        @State var branch = 0
        var body: some View {
            take($branch)
            return Picked(branch: $branch, hook: hook)
        }
    }

    @Test func aBranchIsItsContentsNodeMarkedWithThePathTaken() throws {
        let hook = Hook()
        var branch = Binding<Int>?.none
        let h = host(Picking(hook: hook, take: { branch = $0 }))
        func picked() throws -> CustomNode { try #require((h.graph.root as? CustomNode)?.body as? CustomNode) }
        // No list node between Picked and its Sized: the Sized's node is Picked's body,
        // marked with the branches taken. A chain of three is a balanced tree of two
        // levels (the result builder's): first(first(a)), first(second(b)), second(c),
        // behind the path's leading 1: 0b111, 0b110 and 0b10.
        var shown = try #require(try picked().body as? CustomNode)
        #expect(shown.viewType == ObjectIdentifier(Sized.self))
        #expect(shown.branchPath == 0b111)
        hook.width?.wrappedValue = 9
        h.layoutIfNeeded()
        #expect(h.frame(of: "s")?.size.width == 9)
        // The second branch is another view of the same type:
        // its state starts afresh.
        branch?.wrappedValue = 1
        h.layoutIfNeeded()
        let second = try #require(try picked().body as? CustomNode)
        #expect(second !== shown && second.branchPath == 0b110)
        #expect(h.frame(of: "s")?.size.width == 3)
        hook.width?.wrappedValue = 7
        h.layoutIfNeeded()
        #expect(try picked().body === second)
        #expect(h.frame(of: "s")?.size.width == 7)
        // The third, then the first again: new each time.
        branch?.wrappedValue = 2
        h.layoutIfNeeded()
        #expect(try picked().body?.branchPath == 0b10)
        #expect(h.frame(of: "s")?.size.width == 3)
        branch?.wrappedValue = 0
        h.layoutIfNeeded()
        shown = try #require(try picked().body as? CustomNode)
        #expect(shown.branchPath == 0b111)
        #expect(h.frame(of: "s")?.size.width == 3)
    }

    struct Maybe: View {
        let hook: Hook
        @State var shown = true
        var body: some View {
            hook.shown = $shown
            return Group { if shown { Sized(name: "m", hook: hook) } }
        }
    }

    /// `if` without `else` is a branch too: its content, or an empty view, in its place.
    @Test func anOptionalIsItsContentOrNothingInItsPlace() throws {
        let hook = Hook()
        let h = host(Maybe(hook: hook))
        func content() throws -> GraphNode {
            let group = try #require((h.graph.root as? CustomNode)?.body as? ListNode)
            return try #require(group.onlyChild(key: 0))
        }
        let shown = try content()
        #expect(shown.viewType == ObjectIdentifier(Sized.self) && shown.branchPath == 0b11)
        hook.width?.wrappedValue = 6
        h.layoutIfNeeded()
        #expect(h.frame(of: "m")?.size.width == 6)
        hook.shown?.wrappedValue = false
        h.layoutIfNeeded()
        let empty = try content()
        #expect(empty.viewType == ObjectIdentifier(EmptyView.self) && empty.branchPath == 0b10)
        #expect(h.frame(of: "m") == nil)
        hook.shown?.wrappedValue = true
        h.layoutIfNeeded()
        #expect(try content() !== shown)
        #expect(h.frame(of: "m")?.size.width == 3)
    }

    // Branches nested with no view between (1, 4, 16 and 32), each holding the next or
    // nothing: a branch of two alike would double the type at each step. Written out
    // type by type, a step a line: nested generic calls, or generic type aliases of these,
    // take the type checker minutes.

    static func branch<V: View>(_ view: V, shown: Bool) -> _ConditionalContent<V, EmptyView> {
        shown ? ViewBuilder.buildEither(first: view) : ViewBuilder.buildEither(second: EmptyView())
    }
    static func branches4<V: View>(_ view: V, shown: Bool) -> _ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<V, EmptyView>, EmptyView>, EmptyView>, EmptyView> {
        let a = branch(view, shown: true)
        let b = branch(a, shown: true)
        let c = branch(b, shown: true)
        return branch(c, shown: shown)
    }
    static func branches16<V: View>(_ view: V, shown: Bool) -> _ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<V, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView> {
        let a = branches4(view, shown: true)
        let b = branches4(a, shown: true)
        let c = branches4(b, shown: true)
        return branches4(c, shown: shown)
    }
    /// `view` in 32 branches nested with no view between; `shown` false: nothing from the
    /// outermost branch on.
    static func branches32<V: View>(_ view: V, shown: Bool) -> _ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<_ConditionalContent<V, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView>, EmptyView> {
        let a = branches16(view, shown: true)
        return branches16(a, shown: shown)
    }

    struct Nested: View {
        let hook: Hook
        @State var shown = true
        var body: some View {
            hook.shown = $shown
            return GraphBuildingTests.branches32(Sized(name: "n", hook: hook), shown: shown)
        }
    }

    /// 31 branches nested with no view between fill the path a node carries: the 32nd is a
    /// list node of its own (holding the path of the 31), whose content starts a path again.
    @Test func aBranchBeyondTheFullPathIsANodeOfItsOwn() throws {
        let hook = Hook()
        let h = host(Nested(hook: hook))
        func body() throws -> GraphNode { try #require((h.graph.root as? CustomNode)?.body) }
        let list = try #require(try body() as? ListNode)
        #expect(list.branchPath == UInt32.max)   // the leading 1, then 31 first branches
        let content = try #require(list.onlyChild(key: 1))
        #expect(content.viewType == ObjectIdentifier(Sized.self) && content.branchPath == GraphNode.rootBranchPath)
        hook.width?.wrappedValue = 5
        h.layoutIfNeeded()
        #expect(h.frame(of: "n")?.size.width == 5)
        #expect(try body() === list && list.onlyChild(key: 1) === content)
        // The outermost branch's second: nothing, one bit down.
        hook.shown?.wrappedValue = false
        h.layoutIfNeeded()
        #expect(try body().viewType == ObjectIdentifier(EmptyView.self) && body().branchPath == 0b10)
        #expect(h.frame(of: "n") == nil)
        // The first again: a new list, a new view.
        hook.shown?.wrappedValue = true
        h.layoutIfNeeded()
        let again = try #require(try body() as? ListNode)
        #expect(again !== list && again.branchPath == UInt32.max)
        #expect(h.frame(of: "n")?.size.width == 3)
    }

    @Test func aTransactionBelongsToItsThread() {
        final class Seen: @unchecked Sendable {
            var before = true
            var inside: Animation?
            var after = true
        }
        let seen = Seen()
        withTransaction(Transaction(animation: .linear(duration: 2))) {
            #expect(TransactionStack.current?.animation == .linear(duration: 2))
            let done = DispatchSemaphore(value: 0)
            let thread = Thread {
                seen.before = TransactionStack.current != nil
                withTransaction(Transaction(animation: .easeIn(duration: 1))) {
                    seen.inside = TransactionStack.current?.animation
                }
                seen.after = TransactionStack.current != nil
                done.signal()
            }
            thread.start()
            done.wait()
            #expect(!seen.before)
            #expect(seen.inside == .easeIn(duration: 1))
            #expect(!seen.after)
            #expect(TransactionStack.current?.animation == .linear(duration: 2))
        }
        #expect(TransactionStack.current == nil)
    }
}
