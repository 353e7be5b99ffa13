import Foundation

/// The layout boxes of a graph's built-in stacks (``ViewGraph/stackBoxes``): a stack's box
/// holds nothing but its value (the stacks keep no cache), so the containers of equal
/// stack values share one. The box made last for each kind of stack is kept, and taken
/// again for a stack of the same alignment and spacing: nested stacks and a list of rows
/// alike make one box, not one a container (an allocation and its set-up, about 300
/// instructions a level in nested stacks' first layout).
///
/// A shared box is never changed: a container whose stack value changes takes the box of
/// the new value (see `reconcileContainer`), and a new container item is made with it.
struct SharedStackBoxes {
    private var h: LayoutBox<HStackLayout>?
    private var v: LayoutBox<VStackLayout>?
    private var z: LayoutBox<ZStackLayout>?

    mutating func box(_ layout: HStackLayout) -> LayoutBox<HStackLayout> {
        if let h, h.layout.alignment == layout.alignment, h.layout.spacing == layout.spacing { return h }
        let made = LayoutBox(layout)
        h = made
        return made
    }

    mutating func box(_ layout: VStackLayout) -> LayoutBox<VStackLayout> {
        if let v, v.layout.alignment == layout.alignment, v.layout.spacing == layout.spacing { return v }
        let made = LayoutBox(layout)
        v = made
        return made
    }

    mutating func box(_ layout: ZStackLayout) -> LayoutBox<ZStackLayout> {
        if let z, z.layout.alignment == layout.alignment { return z }
        let made = LayoutBox(layout)
        z = made
        return made
    }
}
