import Foundation

/// The layout boxes of a graph's built-in stacks (``ViewGraph/stackBoxes``): a stack's box
/// holds nothing but its value (the stacks keep no cache), so the containers of equal
/// stack values share one. The box made last for each kind of stack is kept, and taken
/// again for a stack of the same alignment and spacing: nested stacks and a list of rows
/// alike make one box, not one a container (a box is an allocation and its set-up, made
/// at every level of nested stacks).
///
/// A shared box is never changed: a container whose stack value changes takes the box of
/// the new value (see `reconcileContainer`), and a new container item is made with it.
struct SharedStackBoxes {
    private var h: LayoutBox<HStackLayout>?
    private var v: LayoutBox<VStackLayout>?
    private var z: LayoutBox<ZStackLayout>?

    mutating func box(_ layout: HStackLayout) -> LayoutBox<HStackLayout> {
        Self.box(layout, kept: &h) { $0.alignment == $1.alignment && $0.spacing == $1.spacing }
    }

    mutating func box(_ layout: VStackLayout) -> LayoutBox<VStackLayout> {
        Self.box(layout, kept: &v) { $0.alignment == $1.alignment && $0.spacing == $1.spacing }
    }

    mutating func box(_ layout: ZStackLayout) -> LayoutBox<ZStackLayout> {
        Self.box(layout, kept: &z) { $0.alignment == $1.alignment }
    }

    /// The `kept` box when its value is the `same` as `layout`, else a new one, kept.
    private static func box<L: Layout>(_ layout: L, kept: inout LayoutBox<L>?, same: (L, L) -> Bool) -> LayoutBox<L> {
        if let box = kept, same(box.layout, layout) { return box }
        let made = LayoutBox(layout)
        kept = made
        return made
    }
}
