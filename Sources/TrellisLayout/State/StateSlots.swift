import Foundation

/// The state boxes of one view identity, in declaration order (`CustomNode.stateStorage`,
/// filled by `installStateBox`). The first two are kept in place and only a view with more
/// `@State`s (or `@GestureState`s, namespaces) has an array for the rest: nearly every
/// view has one or two, and an array would be an allocation for every view with state
/// built.
struct StateSlots {
    private var first: StateBoxBase?
    private var second: StateBoxBase?
    /// The slots from the third on.
    private var rest: [StateBoxBase] = []
    /// How many slots are filled (the first `count`).
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    /// The box at `index`, which is below ``count``.
    subscript(index: Int) -> StateBoxBase {
        get {
            precondition(index >= 0 && index < count, "state slot \(index) of \(count)")
            switch index {
            case 0: return first.unsafelyUnwrapped
            case 1: return second.unsafelyUnwrapped
            default: return rest[index - 2]
            }
        }
        set {
            precondition(index >= 0 && index < count, "state slot \(index) of \(count)")
            switch index {
            case 0: first = newValue
            case 1: second = newValue
            default: rest[index - 2] = newValue
            }
        }
    }

    /// Fills the next slot.
    mutating func append(_ box: StateBoxBase) {
        switch count {
        case 0: first = box
        case 1: second = box
        default: rest.append(box)
        }
        count += 1
    }

    /// Tells every box that its node went (the node's `deinit`).
    func ownerGone() {
        for index in 0..<count { self[index].ownerGone() }
    }

    /// Room for `slots` slots in all: the array for those past the second made at once.
    mutating func reserveCapacity(_ slots: Int) {
        if slots > 2 { rest.reserveCapacity(slots - 2) }
    }
}

