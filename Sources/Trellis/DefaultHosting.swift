import TrellisLayout
import TrellisText

extension HostingView {
    /// A host that measures text with Trellis's default measurer (real fonts when they
    /// are available).
    public convenience init(rootView: Content, size: CGSize = CGSize(width: 390, height: 844), displayScale: CGFloat = 3,
                            environment: EnvironmentValues = EnvironmentValues()) {
        self.init(rootView: rootView, size: size, displayScale: displayScale, environment: environment,
                  textMeasurer: TrellisDefaults.textMeasurer)
    }
}

/// Trellis's defaults.
public enum TrellisDefaults {
    /// The measurer hosts use when none is named: real fonts from the system's font folders.
    public static var textMeasurer: any TextMeasuring { FontTextMeasurer.shared }
}
