import Foundation

// Environment changes at the host invalidate what read a changed value, and nothing else.
//
// Every node that reads the environment notes what it read in its `EnvironmentReadLog`:
// a custom view's `@Environment` properties (read when its body is evaluated), and a
// leaf's or a built-in modifier's items (read when they are made: the copy of the
// environment they are given carries the log). An item that keeps its environment to
// read later either reads when it is made everything it will read (a text: its font,
// options and colours; a shape: its style) or marks its node as depending on every
// value (an image, a divider, a progress view), so a stale copy is never read.
//
// When the host's environment changes (`ViewGraph.environment`), the graph is walked
// again from the root with the views it already has (`EnvironmentPropagation`), so that
// every node sees its new environment. On the way:
// - a custom view evaluates its body again only if a value it read differs; otherwise
//   its last body is passed the new environment;
// - a leaf or a modifier makes its items again only if a value they read differs;
// - items kept elsewhere keep their answers and placements.
// Layout direction and display scale are the exception: containers copy them when they
// are reconciled, and they move every frame; a change of either updates everything.
//
// A new text measurer is the same walk with no value changed: only the items that
// measure text (`EnvironmentReadLog.measuresText`) are made again.

/// The environment keys a node's body or items read.
final class EnvironmentReadLog {
    private(set) var keys: [ObjectIdentifier] = []
    /// Whether the items measure text with the host's text measurer.
    var measuresText = false
    /// Whether the items keep the environment to read later: any change affects them.
    var keepsEnvironment = false

    func note(_ key: ObjectIdentifier) {
        if !keys.contains(key) { keys.append(key) }
    }

    /// Forgets the reads (the body or the items are made again and read anew).
    func reset() {
        keys.removeAll(keepingCapacity: true)
        measuresText = false
        keepsEnvironment = false
    }

    /// Whether something read differs between the environment the node had and the one
    /// it gets now.
    func isAffected(from old: EnvironmentValues, to new: EnvironmentValues, measurerChanged: Bool) -> Bool {
        if measurerChanged, measuresText { return true }
        if keepsEnvironment { return !old.keysDiffering(from: new).isEmpty }
        return keys.contains { !old.sameValue(for: $0, as: new) }
    }
}

extension GraphNode {
    /// The node's log, made on first use (see ``EnvironmentReadLog``).
    func readLog() -> EnvironmentReadLog {
        if let log = environmentReads { return log }
        let log = EnvironmentReadLog()
        environmentReads = log
        return log
    }

    /// A copy of `environment` whose reads are noted in this node's log, which starts
    /// empty: what the node's new items read.
    func loggingReads(of environment: EnvironmentValues) -> EnvironmentValues {
        let log = readLog()
        log.reset()
        var copy = environment
        copy.readLog = log
        return copy
    }
}

/// What changed in the host's environment since the graph was last updated.
struct PendingEnvironmentChange {
    var values = false
    var textMeasurer = false
}

/// A walk of the graph with the views it has, passing a changed environment on (see
/// the top of this file). Reconciling with one reuses every node; the nodes whose body
/// or items depend on a changed value are collected, and their items (and those of the
/// views they are part of) are made anew afterwards.
final class EnvironmentPropagation {
    let measurerChanged: Bool
    private(set) var affected: [GraphNode] = []

    init(measurerChanged: Bool) {
        self.measurerChanged = measurerChanged
    }

    /// Whether `node`, whose environment goes from `old` to `new`, read something that
    /// changed (and then notes it).
    @discardableResult
    func check(_ node: GraphNode, from old: EnvironmentValues, to new: EnvironmentValues) -> Bool {
        guard let log = node.environmentReads, log.isAffected(from: old, to: new, measurerChanged: measurerChanged) else { return false }
        affected.append(node)
        return true
    }

    /// Notes a node whose items are made anew whatever changed.
    func invalidate(_ node: GraphNode) {
        affected.append(node)
    }

    /// Clears the kept items of the affected nodes and of the views they are part of
    /// (once the walk has linked every node to its parent).
    func finish() {
        for node in affected { node.invalidateItems() }
    }
}

/// Equality of environment values of unknown type.
enum EnvironmentComparison {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var defaults: [ObjectIdentifier: Any] = [:]

    /// Remembers `key`'s default value, so that a value set in one environment only can be
    /// compared with the other's (called when a key is first set in an environment).
    static func noteDefault<K: EnvironmentKey>(of key: K.Type) {
        lock.lock()
        defer { lock.unlock() }
        if defaults[ObjectIdentifier(key)] == nil { defaults[ObjectIdentifier(key)] = K.defaultValue }
    }

    static func defaultValue(of key: ObjectIdentifier) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        return defaults[key]
    }

    static func same(_ a: Any, _ b: Any?) -> Bool {
        guard let b else { return false }
        if let a = a as? [ObjectIdentifier: AnyObject], let b = b as? [ObjectIdentifier: AnyObject] {
            return a.count == b.count && a.allSatisfy { b[$0.key] === $0.value }
        }
        if let a = a as? any Equatable { return a.isEqual(toAny: b) }
        if type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        // Neither comparable nor an object (a closure, a non-Equatable struct): assumed changed.
        return false
    }
}

extension Equatable {
    fileprivate func isEqual(toAny other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
