import Foundation
import Testing
@testable import TrellisLayout

/// Each transaction's state writes make an update of their own, in order
/// (TransactionUpdates.swift). The first case is the one recorded from SwiftUI in issue 45:
/// `value = 1; value = 2; withAnimation { value = 3; value = 4 }` in one action makes two
/// updates, `onChange` seeing 2, then 4.
@Suite struct TransactionUpdateTests {
    final class Log: @unchecked Sendable {
        var lines: [String] = []
    }

    private func tap<V: View>(_ h: HostingView<V>, _ id: String) {
        let r = h.rect(id)
        #expect(h.tap(at: CGPoint(x: r.midX, y: r.midY)))
        h.layoutIfNeeded()
    }

    struct Counter: View {
        let log: Log
        let action: (Binding<Int>) -> Void
        @State var value = 0
        var body: some View {
            let _ = log.lines.append("body \(value)")
            VStack {
                Text("\(value)")
                Button("go") { action($value) }.frame(width: 60, height: 20).id("go")
            }
            .onChange(of: value) { old, new in log.lines.append("change \(old) -> \(new)") }
        }
    }

    @Test func writesOfTwoTransactionsMakeTwoUpdates() {
        let log = Log()
        let h = host(Counter(log: log) { value in
            value.wrappedValue = 1
            value.wrappedValue = 2
            withAnimation {
                value.wrappedValue = 3
                value.wrappedValue = 4
            }
        }, width: 100, height: 100)
        log.lines = []
        tap(h, "go")
        #expect(log.lines == ["body 2", "change 0 -> 2", "body 4", "change 2 -> 4"])
    }

    @Test func writesOfOneTransactionMakeOneUpdate() {
        let log = Log()
        let h = host(Counter(log: log) { value in
            value.wrappedValue = 1
            value.wrappedValue = 2
        }, width: 100, height: 100)
        log.lines = []
        tap(h, "go")
        #expect(log.lines == ["body 2", "change 0 -> 2"])
    }

    @Test func threeTransactionsInTurn() {
        let log = Log()
        let h = host(Counter(log: log) { value in
            withAnimation { value.wrappedValue = 5 }
            value.wrappedValue = 6
            withTransaction(Transaction()) { value.wrappedValue = 7 }
        }, width: 100, height: 100)
        log.lines = []
        tap(h, "go")
        #expect(log.lines == ["body 5", "change 0 -> 5", "body 6", "change 5 -> 6", "body 7", "change 6 -> 7"])
    }

    @Test func theActionReadsItsLatestWrite() {
        let log = Log()
        let h = host(Counter(log: log) { value in
            value.wrappedValue = 1
            withAnimation { value.wrappedValue = 3 }
            log.lines.append("read \(value.wrappedValue)")
        }, width: 100, height: 100)
        log.lines = []
        tap(h, "go")
        #expect(log.lines == ["read 3", "body 1", "change 0 -> 1", "body 3", "change 1 -> 3"])
    }

    /// The animation belongs to its own transaction's changes: the width set without
    /// animation jumps, the height set in `withAnimation` animates.
    @Test func animationsAttachToTheirOwnTransaction() {
        struct Box: View {
            @State var width: CGFloat = 10
            @State var height: CGFloat = 10
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: width, height: height).id("box")
                    Button("go") {
                        width = 50
                        withAnimation(.linear(duration: 1)) { height = 90 }
                    }
                    .frame(width: 60, height: 20).id("go")
                }
                .frame(width: 200, height: 200, alignment: .top)
            }
        }
        let h = host(Box(), width: 200, height: 200)
        tap(h, "go")
        #expect(h.frame(of: "box")!.width == 50)
        #expect(h.frame(of: "box")!.height == 10)
        h.advance(by: 0.5)
        #expect(h.frame(of: "box")!.width == 50)
        #expect(h.frame(of: "box")!.height == 50)
        h.advance(by: 0.5)
        #expect(h.frame(of: "box")!.height == 90)
        #expect(!h.isAnimating)
    }

    /// A view that reads only what the second transaction wrote is evaluated once, in that
    /// transaction's update.
    @Test func aViewReadingTheLaterWriteIsEvaluatedOnce() {
        struct Child: View {
            let log: Log
            @Binding var value: Int
            var body: some View {
                let _ = log.lines.append("child \(value)")
                Text("\(value)")
            }
        }
        struct Parent: View {
            let log: Log
            @State var a = 0
            @State var b = 0
            var body: some View {
                VStack {
                    Text("\(a)")
                    Child(log: log, value: $b)
                    Button("go") {
                        a = 1
                        withAnimation { b = 1 }
                    }
                    .frame(width: 60, height: 20).id("go")
                }
            }
        }
        let log = Log()
        let h = host(Parent(log: log), width: 100, height: 100)
        #expect(log.lines == ["child 0"])
        log.lines = []
        tap(h, "go")
        #expect(log.lines == ["child 1"])
    }

    /// What an `onChange` of the first transaction writes is kept, and the second
    /// transaction's update still comes.
    @Test func aWriteDuringTheFirstUpdateIsKept() {
        struct Screen: View {
            let log: Log
            @State var value = 0
            @State var echo = 0
            var body: some View {
                VStack {
                    Text("\(value) \(echo)")
                    Button("go") {
                        value = 1
                        withAnimation { value = 2 }
                    }
                    .frame(width: 60, height: 20).id("go")
                }
                .onChange(of: value) { _, new in
                    log.lines.append("change \(new)")
                    if new == 1 { echo = 10 }
                }
                .onChange(of: echo) { _, new in log.lines.append("echo \(new)") }
            }
        }
        let log = Log()
        let h = host(Screen(log: log), width: 100, height: 100)
        tap(h, "go")
        #expect(log.lines == ["change 1", "change 2", "echo 10"])
        #expect(h.dump().contains("Text \"2 10\""))
    }
}
