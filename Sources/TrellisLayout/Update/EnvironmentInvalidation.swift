import Foundation

// Environment changes at the host invalidate what read a changed value, and nothing else.
//
// Every node that reads the environment notes what it read (`EnvironmentReadRecorder`):
// a custom view's `@Environment` properties (read when its body is evaluated), and a
// leaf's or a built-in modifier's items (read when they are made: the copy of the
// environment they are given carries the log). An item that keeps its environment to
// read later either reads when it is made everything it will read (a text: its font,
// options and colours; a shape: its style) or marks its node as depending on every
// value (an image, a divider, a progress view), so a stale copy is never read.
//
// When the host's environment changes (`ViewGraph.environment`), the new environment is
// passed down the nodes the graph has (`GraphNode.passEnvironment`, `EnvironmentWalk`):
// lists, containers, identities, modifiers (each as it changes the environment of its
// content) and leaves pass it on without their views being made or reconciled again. A
// body with a node of another kind in it (a scroll view's, a geometry reader's…) is
// instead reconciled again from the views it already has — the nearest custom view's last
// body, or the root view — with an `EnvironmentPropagation` in the context; a custom view
// met on the way whose own body can be walked is walked again. What each node does is
// what reconciling it with a propagation does (the kinds are prepared for the walk first,
// `GraphNode.prepareEnvironmentWalk(_:)`, so that nothing is changed before it is known
// which way a body goes). On the way:
// - a custom view evaluates its body again only if a value it read differs; otherwise
//   its last body is passed the new environment;
// - a leaf or a modifier makes its items again only if a value they read differs;
// - items kept elsewhere keep their answers and placements.
// Layout direction and display scale are the exception: containers copy them when they
// are reconciled, and they move every frame; a change of either updates everything.
//
// A new text measurer is the same walk with no value changed: only the items that
// measure text (`EnvironmentReadFlags.measuresText`) are made again.

/// What a node read of the environment besides keys.
struct EnvironmentReadFlags: OptionSet {
    let rawValue: UInt8
    /// The items measure text with the host's text measurer.
    static let measuresText = EnvironmentReadFlags(rawValue: 1)
    /// The items keep the environment to read later: any change affects them.
    static let keepsEnvironment = EnvironmentReadFlags(rawValue: 2)
}

/// Notes the environment reads of the node whose body or items are being made, in the
/// node itself (`GraphNode.environmentReads`): one recorder per graph and one per layout
/// context, so that no node needs an object of its own for it. The copy of the
/// environment a node reads through carries the recorder; a read made through a copy
/// after the node's call ended (an item reading later) is noted for whatever node is
/// being made then, or for none: items that read later read everything at once when
/// they are made, or mark their node `keepsEnvironment`.
final class EnvironmentReadRecorder {
    /// The node being made (only for the duration of its call).
    private var node: GraphNode?

    func note(_ key: ObjectIdentifier) {
        guard let node, !node.environmentReads.contains(key) else { return }
        node.environmentReads.append(key)
    }

    func note(_ flags: EnvironmentReadFlags) {
        node?.environmentReadFlags.formUnion(flags)
    }

    /// Runs `body` with a copy of `environment` whose reads are noted for `node`.
    func reading<R>(as node: GraphNode, _ environment: EnvironmentValues, _ body: (EnvironmentValues) -> R) -> R {
        let previous = self.node
        self.node = node
        defer { self.node = previous }
        var copy = environment
        copy.readRecorder = self
        return body(copy)
    }
}

extension GraphNode {
    /// Forgets what the node read (its body or items are made again and read anew).
    func resetEnvironmentReads() {
        environmentReads.empty()
        environmentReadFlags = []
    }

    /// Whether something the node read differs between the environment it had and the
    /// one it gets now.
    func isAffected(from old: EnvironmentValues, to new: EnvironmentValues, measurerChanged: Bool) -> Bool {
        if measurerChanged, environmentReadFlags.contains(.measuresText) { return true }
        if environmentReadFlags.contains(.keepsEnvironment) { return !old.keysDiffering(from: new).isEmpty }
        return environmentReads.contains { !old.sameValue(for: $0, as: new) }
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
        guard node.isAffected(from: old, to: new, measurerChanged: measurerChanged) else { return false }
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

/// A walk of the nodes passing a changed environment down (`GraphNode.passEnvironment`).
struct EnvironmentWalk {
    let graph: ViewGraph
    let propagation: EnvironmentPropagation
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
