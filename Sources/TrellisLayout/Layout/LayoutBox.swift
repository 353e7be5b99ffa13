import Foundation

/// A layout value together with its cache, type-erased, as a container keeps it across
/// updates. `makeCache` runs when the container first gets subviews; `updateCache` runs
/// when the layout value or the subviews change.
class AnyLayoutBox {
    /// The type of the layout value inside.
    let typeID: ObjectIdentifier
    init(typeID: ObjectIdentifier) { self.typeID = typeID }
    var stackOrientation: Axis? { nil }
    /// Whether the layout is a stack (H, V or Z) whose answer is fixed when its
    /// subviews' are.
    var isStack: Bool { false }
    /// The algorithm of a horizontal or vertical stack, as the layout value is now (nil for
    /// any other layout): its container places the subviews straight from its solution.
    var stackAlgorithm: StackAlgorithm? { nil }
    /// Whether the layout is one of Trellis's own (``OwnSpaceLayout``), which its container
    /// runs in its own bounds; a custom layout gets `bounds` in window coordinates.
    var placesInOwnSpace: Bool { false }
    /// Whether the container may take a `ForEach` of plain chains as one run of subviews
    /// (FlatRun.swift): a stack, or a custom layout (which asks its subviews only through
    /// `LayoutSubview`). Not Trellis's other layouts (a grid reads its subviews' items).
    var acceptsFlatRuns: Bool { false }
    var debugName: String { "Layout" }
    func prepare(_ subviews: LayoutSubviews) {}
    func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize { .zero }
    func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {}
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing { ViewSpacing() }
    func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat? { nil }
    /// Replaces the layout value (on a view update). Returns false for another type.
    func setLayout<T: Layout>(_ layout: T) -> Bool { false }
    /// The layout's `animatableData`, when it has any.
    func animatableAttribute(slot: Int) -> AnimatableAttribute? { nil }
    /// Runs `body` with the layout's `animatableData` set to `data`, then restores it.
    func withAnimatableData<R>(_ data: Any, _ body: () -> R) -> R { body() }
}

final class LayoutBox<L: Layout>: AnyLayoutBox {
    // No access to these is held across a call that could reach this box again
    // (``withCache(_:_:)`` moves the cache out): see `LayoutItem` on exclusive access.
    var layout: L
    var cache: L.Cache?
    /// Set when the layout value changed since the cache was last made or updated.
    var needsCacheUpdate = false
    private var cachedFor: [UInt64] = []

    /// Whether `L` is one of Trellis's own layouts (asked once: a conformance lookup).
    private let isOwnSpaceLayout: Bool

    init(_ layout: L) {
        self.layout = layout
        // The stacks by their types; any other layout by a conformance lookup (a runtime
        // call, once per container made).
        isOwnSpaceLayout = Self.isStackType || L.self is any OwnSpaceLayout.Type
        super.init(typeID: ObjectIdentifier(L.self))
        noteStackAlgorithm()
    }

    /// Asked once per layout value. Compares types rather than casting to
    /// `StackAlgorithmLayout`: a cast to a protocol is a runtime call.
    private func noteStackAlgorithm() {
        if L.self == HStackLayout.self {
            keptStackAlgorithm = reinterpreted(layout, as: HStackLayout.self).algorithm
        } else if L.self == VStackLayout.self {
            keptStackAlgorithm = reinterpreted(layout, as: VStackLayout.self).algorithm
        } else {
            keptStackAlgorithm = nil
        }
    }
    private var keptStackAlgorithm: StackAlgorithm?
    override var stackAlgorithm: StackAlgorithm? { keptStackAlgorithm }

    // `AnyLayout` is recognised by its type, not by a cast (asked for every container
    // whenever its items are made).
    override var placesInOwnSpace: Bool {
        if L.self == AnyLayout.self { return reinterpreted(layout, as: AnyLayout.self).storage.placesInOwnSpace }
        return isOwnSpaceLayout
    }

    override var stackOrientation: Axis? {
        if L.self == AnyLayout.self { return reinterpreted(layout, as: AnyLayout.self).storage.stackOrientation }
        return L.layoutProperties.stackOrientation
    }
    private static var isStackType: Bool {
        L.self == HStackLayout.self || L.self == VStackLayout.self || L.self == ZStackLayout.self
    }
    override var isStack: Bool { Self.isStackType }
    override var acceptsFlatRuns: Bool { isStack || !isOwnSpaceLayout && L.self != AnyLayout.self }
    override var debugName: String {
        if L.self == AnyLayout.self { return "AnyLayout(\(reinterpreted(layout, as: AnyLayout.self).storage.debugName))" }
        return TypeNames.name(of: L.self)
    }

    override func animatableAttribute(slot: Int) -> AnimatableAttribute? {
        // The stacks animate nothing of their own: known from their types, without a
        // lookup of `L.AnimatableData` (a runtime call, once per container made), which
        // a function naming that type makes on entry.
        if Self.isStackType { return nil }
        return layoutAnimatableAttribute(slot: slot)
    }

    @inline(never)
    private func layoutAnimatableAttribute(slot: Int) -> AnimatableAttribute? {
        if L.AnimatableData.self == EmptyAnimatableData.self { return nil }
        return AnimatableAttribute(slot: slot, layout.animatableData)
    }

    override func withAnimatableData<R>(_ data: Any, _ body: () -> R) -> R {
        guard let d = data as? L.AnimatableData else { return body() }
        let saved = layout
        layout.animatableData = d
        defer { layout = saved }
        return body()
    }

    override func setLayout<T: Layout>(_ newLayout: T) -> Bool {
        guard T.self == L.self else { return false }
        layout = reinterpreted(newLayout, as: L.self)
        noteStackAlgorithm()
        needsCacheUpdate = true
        return true
    }

    override func prepare(_ subviews: LayoutSubviews) {
        // The built-in stacks keep no cache: nothing to make or update (and no walk of
        // the subviews to see whether they changed).
        if isStack { return }
        prepareCache(subviews)
    }

    /// Not inlined: it looks up `Optional<L.Cache>`'s type at run time on entry, which a
    /// stack's `prepare` must not.
    @inline(never)
    private func prepareCache(_ subviews: LayoutSubviews) {
        // A subview is known by its node's serial number (an item made without a node, by
        // its address). Compared in place: the list of them is made again only when they
        // changed, not each pass (it holds a word per subview).
        let storage = subviews.storage
        var same = storage.count == cachedFor.count
        if same {
            cachedFor.withUnsafeBufferPointer { kept in
                for i in 0..<storage.count where storage.subviewID(i) != kept[i] {
                    same = false
                    break
                }
            }
        }
        if cache == nil {
            cache = layout.makeCache(subviews: subviews)
        } else if needsCacheUpdate || !same {
            layout.updateCache(&cache!, subviews: subviews)
        }
        if !same { cachedFor = (0..<storage.count).map(storage.subviewID) }
        needsCacheUpdate = false
    }

    /// Runs `body` with the cache moved out of the box and puts it back afterwards.
    ///
    /// Passing `&cache` straight from this class property would hold a dynamic exclusivity
    /// access for the whole call, and nested containers would stack one per level: the
    /// runtime's access set then grows with the depth and every property access scans it,
    /// which made deep nesting quadratic. Moving the value out keeps it uniquely owned (no
    /// copy-on-write copy) and the access short.
    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var c: L.Cache
        if let existing = cache {
            c = existing
            cache = nil
        } else {
            c = layout.makeCache(subviews: subviews)
        }
        let result = body(&c)
        cache = c
        return result
    }

    // An H or V stack runs its algorithm straight (what `HStackLayout`'s and
    // `VStackLayout`'s methods do; they keep no cache): going through `withCache` looks up
    // `Optional<L.Cache>`'s type at run time on every call.

    override func sizeThatFits(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        if let stack = keptStackAlgorithm { return stack.size(proposal, subviews) }
        let layout = self.layout
        return withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func placeSubviews(_ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) {
        if let stack = keptStackAlgorithm { return stack.place(in: bounds, proposal, subviews) }
        let layout = self.layout
        withCache(subviews) { layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
    }

    override func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        if let stack = keptStackAlgorithm { return stack.spacing(subviews) }
        let layout = self.layout
        return withCache(subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }

    override func explicitAlignment(_ key: AlignmentKey, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGFloat? {
        let layout = self.layout
        return withCache(subviews) { c in
            switch key.axis {
            case .horizontal:
                return layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            case .vertical:
                return layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &c)
            }
        }
    }
}

/// `value` as the type it is known to be (`T.self == U.self` was checked): without a
/// runtime cast, which for a generic value is a call into the runtime and a lookup of
/// `Optional<U>`'s metadata.
@inline(__always)
private func reinterpreted<T, U>(_ value: T, as type: U.Type) -> U {
    precondition(T.self == U.self)
    return withUnsafePointer(to: value) { UnsafeRawPointer($0).assumingMemoryBound(to: U.self).pointee }
}
