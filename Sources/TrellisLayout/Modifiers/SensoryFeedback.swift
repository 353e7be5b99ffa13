import Foundation

/// A kind of haptic feedback (iOS 17's `sensoryFeedback`).
///
/// **Differs from SwiftUI:** a host has no haptic engine: the feedback is recorded in
/// ``HostingView/hapticFeedback``, described as UIKit's feedback generators describe
/// theirs ("notification success", "selection", "impact medium", "impact heavy 0.5"),
/// and the kinds UIKit's generators do not have as "sensory increase", "sensory start"…
public struct SensoryFeedback: Equatable, Sendable {
    let description: String

    public static let success = SensoryFeedback(description: "notification success")
    public static let warning = SensoryFeedback(description: "notification warning")
    public static let error = SensoryFeedback(description: "notification error")
    public static let selection = SensoryFeedback(description: "selection")
    public static let increase = SensoryFeedback(description: "sensory increase")
    public static let decrease = SensoryFeedback(description: "sensory decrease")
    public static let start = SensoryFeedback(description: "sensory start")
    public static let stop = SensoryFeedback(description: "sensory stop")
    public static let alignment = SensoryFeedback(description: "sensory alignment")
    public static let levelChange = SensoryFeedback(description: "sensory levelChange")
    public static let impact = SensoryFeedback.impact()

    /// The mass of the objects colliding in an impact.
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// The flexibility of the objects colliding in an impact.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }

    /// An impact of objects of `weight`, at `intensity` (0…1; out-of-range values are
    /// clamped, NaN is 1).
    public static func impact(weight: Weight = .medium, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(description: "impact \(weight.name)" + intensitySuffix(intensity))
    }

    /// An impact of objects of `flexibility`, at `intensity`.
    public static func impact(flexibility: Flexibility, intensity: Double = 1.0) -> SensoryFeedback {
        SensoryFeedback(description: "impact \(flexibility.name)" + intensitySuffix(intensity))
    }

    private static func intensitySuffix(_ intensity: Double) -> String {
        let i = intensity.isNaN ? 1 : min(max(intensity, 0), 1)
        return i == 1 ? "" : " \(i)"
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        sensoryFeedback(trigger: trigger) { _, _ in feedback }
    }

    /// Plays `feedback` when `trigger` changes and `condition` holds for the old and new
    /// values.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View {
        sensoryFeedback(trigger: trigger) { old, new in condition(old, new) ? feedback : nil }
    }

    /// Plays the feedback `feedback` answers for the old and new values when `trigger`
    /// changes (none for nil).
    public func sensoryFeedback<T: Equatable>(trigger: T,
                                              _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View {
        onChange(of: trigger) { old, new in
            if let played = feedback(old, new) { HostRunLoop.current?.recordHapticFeedback(played.description) }
        }
    }

    /// Plays the feedback `feedback` answers when `trigger` changes (none for nil).
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View {
        sensoryFeedback(trigger: trigger) { _, _ in feedback() }
    }
}
