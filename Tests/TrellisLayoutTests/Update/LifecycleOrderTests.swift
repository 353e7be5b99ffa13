import Foundation
import Testing
@testable import TrellisLayout

/// The order of `onAppear` and `onDisappear` (the rule at the top of
/// Update/Lifecycle.swift): a view appears after the views inside it, siblings in order; a
/// removed view disappears after the views inserted with it appear, unless it is removed
/// with `.transition(.identity)`; content that draws nothing still appears.
@Suite struct LifecycleOrderTests {
    final class Log: @unchecked Sendable {
        var lines: [String] = []
        var written = 0
    }

    @Test func childrenAppearBeforeTheirParent() {
        let log = Log()
        let view = VStack {
            Color.red.frame(width: 10, height: 10).onAppear { log.lines.append("a") }
            HStack {
                Color.blue.frame(width: 10, height: 10).onAppear { log.lines.append("b1") }
                Color.blue.frame(width: 10, height: 10).onAppear { log.lines.append("b2") }
            }
            .onAppear { log.lines.append("b") }
        }
        .onAppear { log.lines.append("stack") }
        .onAppear { log.lines.append("outer") }
        let h = host(view, width: 100, height: 100)
        #expect(log.lines == ["a", "b1", "b2", "b", "stack", "outer"])
        h.layoutIfNeeded()
        #expect(log.lines.count == 6)
    }

    @Test func aParentSeesWhatItsChildWroteOnAppear() {
        let log = Log()
        let view = VStack {
            Color.red.frame(width: 10, height: 10).onAppear { log.written = 7 }
        }
        .onAppear { log.lines.append("parent saw \(log.written)") }
        _ = host(view, width: 100, height: 100)
        #expect(log.lines == ["parent saw 7"])
    }

    struct Identified: View {
        let log: Log
        var transition: AnyTransition? = nil
        @State var id = 0
        var body: some View {
            VStack {
                if let transition {
                    marked.transition(transition).id(id)
                } else {
                    marked.id(id)
                }
                Button("next") { id += 1 }.frame(width: 60, height: 20).id("next")
            }
        }
        var marked: some View {
            Color.red.frame(width: 10, height: 10)
                .onAppear { [id] in log.lines.append("appear \(id)") }
                .onDisappear { [id] in log.lines.append("disappear \(id)") }
        }
    }

    private func tapNext(_ h: HostingView<Identified>) {
        let next = h.rect("next")
        #expect(h.tap(at: CGPoint(x: next.midX, y: next.midY)))
        h.layoutIfNeeded()
    }

    /// SwiftUI (`AppearanceActionModifierCompatibilityTests.idTest`, see
    /// Update/Lifecycle.swift): without a transition the new identity appears first.
    @Test func withoutATransitionTheNewIdentityAppearsBeforeTheOldOneDisappears() {
        let log = Log()
        let h = host(Identified(log: log), width: 100, height: 100)
        #expect(log.lines == ["appear 0"])
        tapNext(h)
        #expect(log.lines == ["appear 0", "appear 1", "disappear 0"])
        tapNext(h)
        #expect(log.lines == ["appear 0", "appear 1", "disappear 0", "appear 2", "disappear 1"])
    }

    /// With `.transition(.identity)` the old identity goes first
    /// (`idTestWithIdentityTransition`); any other transition waits like the default.
    @Test func anIdentityTransitionMakesTheOldIdentityDisappearFirst() {
        let log = Log()
        let h = host(Identified(log: log, transition: .identity), width: 100, height: 100)
        tapNext(h)
        #expect(log.lines == ["appear 0", "disappear 0", "appear 1"])
        let slid = Log()
        let s = host(Identified(log: slid, transition: .slide), width: 100, height: 100)
        tapNext(s)
        #expect(slid.lines == ["appear 0", "appear 1", "disappear 0"])
    }

    /// A branch switch is a removal too: the new branch appears, then the old one goes.
    @Test func aBranchSwitchShowsTheNewBranchFirst() {
        struct Screen: View {
            let log: Log
            @State var first = true
            var body: some View {
                VStack {
                    if first {
                        Color.red.frame(width: 10, height: 10).onAppear { log.lines.append("appear A") }
                            .onDisappear { log.lines.append("disappear A") }
                    } else {
                        Color.blue.frame(width: 10, height: 10).onAppear { log.lines.append("appear B") }
                            .onDisappear { log.lines.append("disappear B") }
                    }
                    Button("swap") { first.toggle() }.frame(width: 60, height: 20).id("swap")
                }
            }
        }
        let log = Log()
        let h = host(Screen(log: log), width: 100, height: 100)
        let swap = h.rect("swap")
        #expect(h.tap(at: CGPoint(x: swap.midX, y: swap.midY)))
        h.layoutIfNeeded()
        #expect(log.lines == ["appear A", "appear B", "disappear A"])
    }

    /// Where the identity transition sits in a branch switch (rule 3 of
    /// Update/Lifecycle.swift): only the transition of the view that was removed counts.
    enum IdentityPlacement { case onTheRemovedView, insideTheRemovedView, onTheStackAround }

    struct Branches: View {
        let log: Log
        let placement: IdentityPlacement
        @State var first = true
        var body: some View {
            VStack {
                switch placement {
                case .onTheRemovedView:
                    if first { VStack { a }.transition(.identity) } else { b }
                case .insideTheRemovedView:
                    if first { VStack { a.transition(.identity) } } else { b }
                case .onTheStackAround:
                    VStack { if first { a } else { b } }.transition(.identity)
                }
                Button("swap") { first.toggle() }.frame(width: 60, height: 20).id("swap")
            }
        }
        var a: some View {
            Color.red.frame(width: 10, height: 10).onAppear { log.lines.append("appear A") }
                .onDisappear { log.lines.append("disappear A") }
        }
        var b: some View {
            Color.blue.frame(width: 10, height: 10).onAppear { log.lines.append("appear B") }
                .onDisappear { log.lines.append("disappear B") }
        }
    }

    private func swapped(_ placement: IdentityPlacement) -> [String] {
        let log = Log()
        let h = host(Branches(log: log, placement: placement), width: 100, height: 100)
        let swap = h.rect("swap")
        #expect(h.tap(at: CGPoint(x: swap.midX, y: swap.midY)))
        h.layoutIfNeeded()
        return log.lines
    }

    /// `.transition(.identity)` on the removed branch: it goes at once.
    @Test func anIdentityTransitionOnTheRemovedViewGoesFirst() {
        #expect(swapped(.onTheRemovedView) == ["appear A", "disappear A", "appear B"])
    }

    /// The identity transition deeper inside the removed branch is not the removed view's:
    /// the branch has the default transition and waits.
    @Test func anIdentityTransitionInsideTheRemovedViewDoesNotCount() {
        #expect(swapped(.insideTheRemovedView) == ["appear A", "appear B", "disappear A"])
    }

    /// Nor does one on a container that stays, whose child alone was removed.
    @Test func anIdentityTransitionOnAContainerThatStaysDoesNotCount() {
        #expect(swapped(.onTheStackAround) == ["appear A", "appear B", "disappear A"])
    }

    @Test func disappearingFollowsTheTreeToo() {
        struct Screen: View {
            let log: Log
            @State var shown = true
            var body: some View {
                VStack {
                    if shown {
                        VStack {
                            Color.red.frame(width: 10, height: 10).onDisappear { log.lines.append("child 1") }
                            Color.red.frame(width: 10, height: 10).onDisappear { log.lines.append("child 2") }
                        }
                        .onDisappear { log.lines.append("parent") }
                    }
                    Button("hide") { shown = false }.frame(width: 60, height: 20).id("hide")
                }
            }
        }
        let log = Log()
        let h = host(Screen(log: log), width: 100, height: 100)
        let hide = h.rect("hide")
        #expect(h.tap(at: CGPoint(x: hide.midX, y: hide.midY)))
        h.layoutIfNeeded()
        #expect(log.lines == ["child 1", "child 2", "parent"])
    }

    /// SwiftUI runs the `onAppear` of content that draws nothing once
    /// (`AppearanceActionModifierCompatibilityTests.appear`); relayouts do not repeat it.
    @Test func contentThatDrawsNothingAppearsOnce() {
        let log = Log()
        let view = VStack {
            AnyView(EmptyView()).onAppear { log.lines.append("empty") }
            Color.red.frame(width: 10, height: 10).id("red")
        }
        let h = host(view, width: 100, height: 100)
        #expect(log.lines == ["empty"])
        // It takes no part in the layout (no spacing): the red square alone, centred.
        #expect(h.layoutFrame(of: "red") == CGRect(x: 45, y: 45, width: 10, height: 10))
        h.size = CGSize(width: 120, height: 100)
        h.layoutIfNeeded()
        #expect(log.lines == ["empty"])
        #expect(h.layoutFrame(of: "red") == CGRect(x: 55, y: 45, width: 10, height: 10))
    }

    @Test func contentThatDrawsNothingKeepsItsPlaceAmongSiblings() {
        let log = Log()
        let view = VStack {
            EmptyView().onAppear { log.lines.append("first empty") }
            Color.red.frame(width: 10, height: 10).onAppear { log.lines.append("red") }
            EmptyView().onAppear { log.lines.append("middle empty") }
            Color.blue.frame(width: 10, height: 10).onAppear { log.lines.append("blue") }
        }
        .onAppear { log.lines.append("stack") }
        _ = host(view, width: 100, height: 100)
        #expect(log.lines == ["first empty", "red", "middle empty", "blue", "stack"])
    }

    @Test func contentThatDrawsNothingDisappearsWhenRemoved() {
        struct Screen: View {
            let log: Log
            @State var shown = true
            var body: some View {
                VStack {
                    if shown {
                        EmptyView()
                            .onAppear { log.lines.append("appear") }
                            .onDisappear { log.lines.append("disappear") }
                    }
                    Button("hide") { shown.toggle() }.frame(width: 60, height: 20).id("hide")
                }
            }
        }
        let log = Log()
        let h = host(Screen(log: log), width: 100, height: 100)
        #expect(log.lines == ["appear"])
        let hide = h.rect("hide")
        #expect(h.layoutFrame(of: "hide")?.height == 20)
        #expect(h.tap(at: CGPoint(x: hide.midX, y: hide.midY)))
        h.layoutIfNeeded()
        #expect(log.lines == ["appear", "disappear"])
        #expect(h.tap(at: CGPoint(x: hide.midX, y: hide.midY)))
        h.layoutIfNeeded()
        #expect(log.lines == ["appear", "disappear", "appear"])
    }

    /// At the root, with no view making an item around it, and with a task.
    @Test @MainActor func aRootThatDrawsNothingAppearsAndStartsItsTask() async {
        let log = Log()
        let h = host(AnyView(EmptyView()).onAppear { log.lines.append("appear") }.task { log.written += 1 },
                     width: 100, height: 100)
        await h.runTasks()
        h.layoutIfNeeded()
        #expect(log.lines == ["appear"])
        #expect(log.written == 1)
    }
}
