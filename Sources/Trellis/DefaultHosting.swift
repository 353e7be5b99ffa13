import TrellisLayout

extension HostingView {
    /// A host that measures text with Trellis's default measurer (real fonts when they
    /// are available).
    public convenience init(rootView: Content, size: CGSize = CGSize(width: 390, height: 844), displayScale: CGFloat = 3,
                            environment: EnvironmentValues = EnvironmentValues()) {
        self.init(rootView: rootView, size: size, displayScale: displayScale, environment: environment,
                  textMeasurer: TrellisText.defaultMeasurer)
    }
}

/// Trellis's text defaults.
public enum TrellisText {
    /// The measurer hosts use when none is named.
    public static var defaultMeasurer: any TextMeasuring { FixedTextMeasurer() }
}
