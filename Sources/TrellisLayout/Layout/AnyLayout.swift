import Foundation

/// A type-erased instance of the layout protocol. Switching the wrapped layout keeps the
/// container's identity, so its subviews keep theirs (and their state); the cache is
/// rebuilt when the wrapped type changes.
public struct AnyLayout: Layout {
    let storage: AnyLayoutStorageBase

    public init<L: Layout>(_ layout: L) {
        if let any = layout as? AnyLayout { storage = any.storage } else { storage = AnyLayoutStorage(layout) }
    }

    /// The cache of the wrapped layout, with the type it belongs to.
    public struct Cache {
        var typeID: ObjectIdentifier
        var value: Any
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(typeID: storage.typeID, value: storage.makeCache(subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if cache.typeID != storage.typeID {
            cache = makeCache(subviews: subviews)
        } else {
            storage.updateCache(&cache.value, subviews)
        }
    }

    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.spacing(subviews, &cache.value)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        storage.placeSubviews(bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        storage.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }

    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? {
        storage.explicitAlignment(guide.key, bounds, proposal, subviews, &cache.value)
    }

    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

class AnyLayoutStorageBase {
    var typeID: ObjectIdentifier { ObjectIdentifier(AnyLayoutStorageBase.self) }
    var stackOrientation: Axis? { nil }
    var placesInOwnSpace: Bool { false }
    var debugName: String { "" }
    func makeCache(_ subviews: LayoutSubviews) -> Any { () }
    func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {}
    func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing { ViewSpacing() }
    func sizeThatFits(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize { .zero }
    func placeSubviews(_ b: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {}
    func explicitAlignment(_ key: AlignmentKey, _ b: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? { nil }
}

final class AnyLayoutStorage<L: Layout>: AnyLayoutStorageBase {
    let layout: L
    init(_ layout: L) { self.layout = layout }

    override var typeID: ObjectIdentifier { ObjectIdentifier(L.self) }
    override var stackOrientation: Axis? { L.layoutProperties.stackOrientation }
    override var placesInOwnSpace: Bool { L.self is any OwnSpaceLayout.Type }
    override var debugName: String { TypeNames.name(of: L.self) }

    /// Runs `body` on the typed cache stored in `cache`, writing it back afterwards.
    private func withTyped<R>(_ cache: inout Any, _ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var typed = (cache as? L.Cache) ?? layout.makeCache(subviews: subviews)
        let r = body(&typed)
        cache = typed
        return r
    }

    override func makeCache(_ subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
    override func updateCache(_ cache: inout Any, _ subviews: LayoutSubviews) {
        withTyped(&cache, subviews) { layout.updateCache(&$0, subviews: subviews) }
    }
    override func spacing(_ subviews: LayoutSubviews, _ cache: inout Any) -> ViewSpacing {
        withTyped(&cache, subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
    override func sizeThatFits(_ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGSize {
        withTyped(&cache, subviews) { layout.sizeThatFits(proposal: p, subviews: subviews, cache: &$0) }
    }
    override func placeSubviews(_ b: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) {
        withTyped(&cache, subviews) { layout.placeSubviews(in: b, proposal: p, subviews: subviews, cache: &$0) }
    }
    override func explicitAlignment(_ key: AlignmentKey, _ b: CGRect, _ p: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout Any) -> CGFloat? {
        withTyped(&cache, subviews) { c in
            key.axis == .horizontal
                ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: b, proposal: p, subviews: subviews, cache: &c)
                : layout.explicitAlignment(of: VerticalAlignment(key: key), in: b, proposal: p, subviews: subviews, cache: &c)
        }
    }
}
