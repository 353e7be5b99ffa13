import Foundation

/// The address of an object in an ``OwningStore``: a slot and the generation the slot had
/// when the object took it. `Object` only types the handle (a node's handle is never
/// looked up among items).
///
/// A handle never keeps its object alive and never dangles: when the object goes, the
/// slot's generation moves on, and every lookup of the handle fails from then on (a slot
/// taken again by another object has another generation). Every link between graph nodes
/// is a handle (``NodeStore``), and so are the links that must not own their target: the
/// graph's set of views to evaluate again, a state box's owner, a layout item's placer, a
/// container's subviews' link back to it.
struct Handle<Object: AnyObject>: Hashable {
    let index: UInt32
    let generation: UInt32

    /// No object: the generation no slot ever has.
    static var none: Handle { Handle(index: 0, generation: 0) }

    var isNone: Bool { generation == 0 }
}
