import Foundation

/// The working colour space and storage format of a drawing (SwiftUI's
/// `ColorRenderingMode`, taken by ``Canvas``).
///
/// **Differs from SwiftUI:** accepted and kept; every Trellis renderer composites in
/// sRGB with 8-bit components whatever the mode.
public enum ColorRenderingMode: Equatable, Hashable, Sendable {
    /// sRGB, non-linear, components clamped to 0…1.
    case nonLinear
    /// Linear sRGB, components clamped to 0…1.
    case linear
    /// Linear sRGB, components not clamped.
    case extendedLinear
}
