import Foundation
@_spi(RunLoop) import TrellisLayout

// UIKit's haptic feedback generators where there is no UIKit. SwiftUI code calls them in
// actions (`UIImpactFeedbackGenerator(style: .medium).impactOccurred()`); the host acting
// on the thread records each piece of feedback (`HostingView.hapticFeedback`), so a test
// can tell that a tap asked for it. With no host acting, nothing records it, as a device
// without a haptic engine plays nothing.

/// The base of UIKit's feedback generators.
///
/// **Differs from UIKit:** a host has no haptic engine: the host acting on the thread
/// records each piece of feedback (``HostingView/hapticFeedback``) so a test can tell that
/// a tap asked for it; with no host acting, nothing is recorded.
open class UIFeedbackGenerator: @unchecked Sendable {
    public init() {}

    /// Readies the engine: nothing to ready on a host.
    open func prepare() {}

    func record(_ description: String) {
        HostRunLoop.current?.recordHapticFeedback(description)
    }
}

/// Feedback for an impact: "impact light", "impact medium"… (with the intensity when it
/// is not 1: "impact heavy 0.5").
open class UIImpactFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    open func impactOccurred() {
        record("impact \(style)")
    }

    /// An impact of `intensity` (clamped to 0…1; NaN is 0).
    open func impactOccurred(intensity: CGFloat) {
        let i = intensity.isNaN ? 0 : min(max(intensity, 0), 1)
        record(i == 1 ? "impact \(style)" : "impact \(style) \(Double(i))")
    }
}

/// Feedback for a task's outcome: "notification success", "notification warning",
/// "notification error".
open class UINotificationFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    open func notificationOccurred(_ notificationType: FeedbackType) {
        record("notification \(notificationType)")
    }
}

/// Feedback for a change of selection: "selection".
open class UISelectionFeedbackGenerator: UIFeedbackGenerator, @unchecked Sendable {
    open func selectionChanged() {
        record("selection")
    }
}
