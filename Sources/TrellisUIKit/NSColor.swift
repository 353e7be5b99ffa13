import Foundation
import TrellisLayout

/// AppKit's colour, for SwiftUI code whose `#if os(iOS)` … `#else` takes the macOS branch
/// on Linux: a ``UIColor`` (the same initializers and components) with AppKit's named
/// colours, and `Color(nsColor:)`.
///
/// **Differs from AppKit:** the named colours are macOS's light-appearance values, fixed
/// (AppKit resolves them per appearance).
open class NSColor: UIColor, @unchecked Sendable {
    /// A window's background: grey 236.
    open class var windowBackgroundColor: NSColor { NSColor(white: 236.0 / 255, alpha: 1) }
    /// The background of text views and fields: white.
    open class var textBackgroundColor: NSColor { NSColor(white: 1, alpha: 1) }
    /// The background of large controls (tables, lists): white.
    open class var controlBackgroundColor: NSColor { NSColor(white: 1, alpha: 1) }
    /// Text: black.
    open class var textColor: NSColor { NSColor(white: 0, alpha: 1) }
    /// Labels: black at 85 %.
    open class var labelColor: NSColor { NSColor(white: 0, alpha: 0.85) }
    /// Secondary labels: black at 50 %.
    open class var secondaryLabelColor: NSColor { NSColor(white: 0, alpha: 0.5) }
    /// Separators: black at 10 %.
    open class var separatorColor: NSColor { NSColor(white: 0, alpha: 0.1) }
    /// The accent colour: SwiftUI's blue.
    open class var controlAccentColor: NSColor { NSColor(Color.blue) }
}

extension Color {
    /// The SwiftUI colour of an AppKit colour.
    public init(nsColor: NSColor) {
        self = nsColor.swiftUIColor
    }
}
