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
        // The root again (a new view value): not reflected, its Sized children are.
        h.rootView = Screen(hook: hook)
        h.layoutIfNeeded()
        #expect(h.graph.dynamicPropertyScans == 9)
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
