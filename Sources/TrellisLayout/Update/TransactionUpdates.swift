import Foundation

// One update per transaction, as SwiftUI makes them.
//
// SwiftUI's rule: the state writes of one transaction make one update, and the writes of
// separate transactions make separate updates, in the order they were made. In one action,
// `value = 1; value = 2; withAnimation { value = 3; value = 4 }` makes two updates: the
// plain transaction's (bodies and `onChange` see 2, nothing animates), then the animated
// one's (they see 4, and what it moves animates). The writes within one transaction merge:
// `onChange` never sees 1 or 3.
//
// How Trellis does it. A write goes into its `@State` box at once (the action that wrote
// it reads it back, as in SwiftUI). The graph notes which transaction each write belongs
// to (``TransactionStack/currentSerial``: a serial number per `withTransaction` or
// `withAnimation` call; 0 outside them) and groups consecutive writes of one transaction
// into a *segment*. While there is one segment, nothing more is kept: the next update is
// that transaction's alone. When a second transaction writes, each box it
// writes first has its value before the write noted, so that the update can take the
// segments one at a time: it puts the boxes back as they were at the end of the first
// segment and updates with the first transaction; the later segments wait in a queue with
// the values they wrote, and each following update (the host's settle loop runs them at
// once, after the previous one's layout and `onChange` actions) writes one segment's
// values back, invalidates the views that read them, and updates in its transaction.
//
// Only `@State` writes are split so: other sources of change (an `@Observable` model, an
// `ObservableObject`, the environment) cannot be put back, and join the update of the
// transaction open when they change. A write made while segments wait (an `onChange`
// action of an earlier one) supersedes what the waiting segments would write to the same
// box, and makes a segment after them.

/// The state writes since the last update, grouped by transaction (see the top of the file).
struct TransactionSegments {
    /// Writes already in their boxes, made in one transaction.
    struct Live {
        /// The transaction's serial number (``TransactionStack/currentSerial``).
        let key: UInt64
        /// Whether the boxes' values before their first write are noted (not for the first
        /// segment when nothing waits: it is never put back).
        let tracksWrites: Bool
        /// The transaction and the views to evaluate, set when the next segment opens.
        var transaction: Transaction?
        var dirty: Set<NodeHandle> = []
        /// Each box written, once, with its value before the segment's first write to it.
        var firstWrites: [(box: StateBoxBase, before: Any)] = []
        var written: Set<ObjectIdentifier> = []
    }

    /// A transaction's writes not in their boxes yet, waiting for their update.
    struct Waiting {
        var transaction: Transaction?
        var dirty: Set<NodeHandle>
        var writes: [(box: StateBoxBase, value: Any)]
    }

    var live: [Live] = []
    var waiting: [Waiting] = []

    /// Whether an update must split the writes: several segments, or a segment made while
    /// others wait.
    var needsSplit: Bool { live.count > 1 || (!live.isEmpty && !waiting.isEmpty) }
}

extension ViewGraph {
    /// Notes that `box`, of this graph, is about to be written in the current transaction.
    func stateWillChange(_ box: StateBoxBase) {
        let key = TransactionStack.currentSerial
        if let open = segments.live.last, open.key != key {
            // Another transaction: the open segment closes with what it invalidated.
            segments.live[segments.live.count - 1].transaction = pendingTransaction
            segments.live[segments.live.count - 1].dirty = takeDirty()
            pendingTransaction = nil
            segments.live.append(.init(key: key, tracksWrites: true))
        } else if segments.live.isEmpty {
            segments.live.append(.init(key: key, tracksWrites: !segments.waiting.isEmpty))
        }
        if !segments.waiting.isEmpty {
            for i in segments.waiting.indices { segments.waiting[i].writes.removeAll { $0.box === box } }
        }
        let last = segments.live.count - 1
        guard segments.live[last].tracksWrites, segments.live[last].written.insert(ObjectIdentifier(box)).inserted else { return }
        segments.live[last].firstWrites.append((box, box.currentValue))
    }

    /// Whether segments wait for updates of their own.
    var hasWaitingTransactions: Bool { !segments.waiting.isEmpty || segments.needsSplit }

    /// Makes the next update that of one transaction: splits writes of several
    /// transactions, or, when the last update is done, takes the next waiting segment.
    /// Called before each update reads the pending transaction.
    func beginTransactionUpdate() {
        if segments.needsSplit { splitSegments() }
        guard !segments.waiting.isEmpty, segments.live.isEmpty, pendingTransaction == nil, !hasDirtyViews else { return }
        let next = segments.waiting.removeFirst()
        for (box, value) in next.writes { box.restoreValue(value) }
        for handle in next.dirty {
            if let node = store.object(handle) as? CustomNode { invalidate(node) }
        }
        pendingTransaction = next.transaction ?? Transaction()
    }

    /// Puts the boxes back as they were at the end of the first segment to update (the
    /// first live one, or, when segments wait, the end of the waiting ones), and queues
    /// the later segments with the values they wrote.
    private func splitSegments() {
        var live = segments.live
        segments.live = []
        live[live.count - 1].transaction = pendingTransaction
        live[live.count - 1].dirty = takeDirty()
        let keepsFirst = segments.waiting.isEmpty
        var queued: [TransactionSegments.Waiting] = []
        // Last segment first: each box then goes back to its value before that segment.
        for k in stride(from: live.count - 1, through: keepsFirst ? 1 : 0, by: -1) {
            var writes: [(box: StateBoxBase, value: Any)] = []
            writes.reserveCapacity(live[k].firstWrites.count)
            for (box, before) in live[k].firstWrites {
                writes.append((box, box.currentValue))
                box.restoreValue(before)
            }
            queued.append(.init(transaction: live[k].transaction, dirty: live[k].dirty, writes: writes))
        }
        segments.waiting.append(contentsOf: queued.reversed())
        if keepsFirst {
            pendingTransaction = live[0].transaction
            restoreDirty(live[0].dirty)
        } else {
            pendingTransaction = nil
        }
        // A view only a later segment invalidated is not invalid for this update (its
        // parent may keep its body, ViewEquality.swift); its own update invalidates it.
        for waiting in segments.waiting {
            for handle in waiting.dirty where !isDirty(handle) {
                (store.object(handle) as? CustomNode)?.isInvalidated = false
            }
        }
    }
}

extension TransactionStack {
    /// The serial number of the current transaction: one per `withTransaction` call
    /// (`withAnimation` included), 0 outside every one. Writes with the same number belong
    /// to one transaction.
    static var currentSerial: UInt64 { ThreadState.current.transactionSerial }
}
