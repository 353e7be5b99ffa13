import Foundation

/// Whether scroll views show their scroll indicators.
///
/// **Differs from SwiftUI:** Trellis draws no scroll indicators (see ``ScrollView``): the
/// value is kept in the environment for the views to read.
public struct ScrollIndicatorVisibility: Equatable, Sendable {
    let kind: Int
    /// The platform's choice: shown while scrolling on iOS.
    public static let automatic = ScrollIndicatorVisibility(kind: 0)
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(kind: 1)
    /// Hidden, unless the platform shows them anyway.
    public static let hidden = ScrollIndicatorVisibility(kind: 2)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(kind: 3)
}

private struct HorizontalScrollIndicatorKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }
private struct VerticalScrollIndicatorKey: EnvironmentKey { static let defaultValue = ScrollIndicatorVisibility.automatic }

extension EnvironmentValues {
    /// The visibility of horizontal scroll indicators (`scrollIndicators`).
    public var horizontalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[HorizontalScrollIndicatorKey.self] }
        set { self[HorizontalScrollIndicatorKey.self] = newValue }
    }

    /// The visibility of vertical scroll indicators (`scrollIndicators`).
    public var verticalScrollIndicatorVisibility: ScrollIndicatorVisibility {
        get { self[VerticalScrollIndicatorKey.self] }
        set { self[VerticalScrollIndicatorKey.self] = newValue }
    }
}

extension View {
    /// Sets the visibility of the scroll indicators of the scroll views in this view, along
    /// `axes`.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.self) { environment in
            if axes.contains(.horizontal) { environment.horizontalScrollIndicatorVisibility = visibility }
            if axes.contains(.vertical) { environment.verticalScrollIndicatorVisibility = visibility }
        }
    }
}
