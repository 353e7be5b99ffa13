import Foundation

/// Something wrong that a layout pass met and worked around: the pass always completes
/// with a defined result, and says what it did here.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: String, Hashable, Sendable {
        /// A touch was moved or lifted with no finger down, or at a non-finite point; ignored.
        case invalidTouch
        /// A view's dynamic property could not be provided (an environment object no
        /// ancestor supplied); the view shows nothing.
        case unavailableDynamicProperty
        /// The host's clock was asked to move by a negative or non-finite interval; ignored.
        case invalidTime
        /// Actions run after a layout (completion handlers, preference and geometry
        /// observers) kept changing state; the host stopped after a bounded number of rounds.
        case updateCycle
        /// A flexible frame's minimum exceeds its maximum (the axis is left unconstrained).
        case contradictoryFrame
        /// A frame, padding, offset or similar value was negative, NaN or infinite.
        case invalidFrame
        /// A view (a custom layout, typically) answered NaN or a negative size, or was
        /// placed with a non-finite size; 0 is used.
        case invalidSize
        /// A view was proposed NaN or a negative size; NaN counts as nil, negatives as 0.
        case invalidProposal
        /// A subview was placed at a non-finite position; it is centred instead.
        case invalidOrigin
        /// An `Image` name that ``ImageAssets`` does not know; it lays out as 0×0.
        case unknownImage
        /// A `ForEach` id that occurs more than once.
        case duplicateID
        /// A layout was handed subviews whose container has gone (kept in a layout's
        /// cache past the container's life): they answer from their own views, without
        /// what their container had worked out.
        case staleSubviews
        /// A `TimelineView`'s schedule was unusable: a periodic one's interval not a
        /// positive finite number (its start is its one entry), or one that gave too many
        /// dates up to now (the last is shown).
        case invalidSchedule
        /// A `phaseAnimator` or `PhaseAnimator` was given no phases: it shows nothing.
        case invalidPhases
        /// A `Canvas` renderer drew with a non-finite coordinate, transform, opacity or
        /// size, or a negative line width: that call drew nothing or changed nothing (see
        /// `GraphicsContext`).
        case invalidDrawing
    }

    public let kind: Kind
    public let message: String
    /// The view it concerns, as the layout dump names it.
    public let view: String

    public var description: String { "\(kind.rawValue): \(view): \(message)" }

    var key: String { "\(kind)|\(view)|\(message)" }
}
