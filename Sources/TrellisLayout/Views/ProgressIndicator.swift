import Foundation

/// What the built-in progress styles draw: a linear bar for a value (``fraction``, nil for
/// an indeterminate, empty bar), or the spinning activity indicator.
///
/// The bar is 4 points tall (Trellis's documented choice: no public source gives the
/// height); horizontally it takes the proposal like a shape (`nil` → 10), so it is as
/// flexible as a `Color` in stacks and grids. The spinner is iOS's activity indicator
/// (``SpinnerMetrics``): a fixed square of 8 rounded spokes whose brightest spoke steps
/// clockwise on the host's clock. Both are drawn in the environment's tint.
struct ProgressIndicator: View, LeafView {
    let fraction: Double?
    let isSpinner: Bool
    typealias Body = Never

    static var barHeight: CGFloat { 4 }

    func makeItem(environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        ProgressItem(context: fx.context, fraction: fraction, isSpinner: isSpinner, environment: environment)
    }
}

/// The activity indicator's geometry (`UIActivityIndicatorView`'s medium style is a
/// 20-point square; the spokes' sizes, colour and fading are Trellis's choice, drawn to
/// match it): 8 spokes 2 points wide with round ends, from 4.5 to 9.5 points out from the
/// centre, the first pointing up; grey (or the tint) with the spoke the brightness runs
/// from at full opacity and each one behind it, anticlockwise, 0.1 fainter. The brightest
/// spoke moves one place clockwise every 1/8 s of host time (a turn a second).
public enum SpinnerMetrics {
    /// The indicator's side.
    public static let side: CGFloat = 20
    public static let spokeCount = 8
    public static let spokeWidth: CGFloat = 2
    public static let innerRadius: CGFloat = 4.5
    public static let outerRadius: CGFloat = 9.5
    /// Seconds per full turn of the brightest spoke.
    public static let period: TimeInterval = 1

    /// The spoke that is brightest at host time `time`: `floor(time · 8 / period) mod 8`
    /// (0 for a non-finite or negative time).
    public static func brightestSpoke(at time: TimeInterval) -> Int {
        let steps = time * Double(spokeCount) / period
        guard steps.isFinite, steps >= 0 else { return 0 }
        // Reduced before the conversion: any finite time gives an index in 0..<8.
        return Int(steps.truncatingRemainder(dividingBy: Double(spokeCount)).rounded(.down)) % spokeCount
    }

    /// The opacity of spoke `index` when `brightest` is the brightest one.
    public static func opacity(ofSpoke index: Int, brightest: Int) -> Double {
        let behind = ((brightest - index) % spokeCount + spokeCount) % spokeCount
        return 1 - 0.1 * Double(behind)
    }
}

final class ProgressItem: LayoutItem {
    let fraction: Double?
    let isSpinner: Bool
    let environment: EnvironmentValues

    init(context: LayoutContext, fraction: Double?, isSpinner: Bool = false, environment: EnvironmentValues) {
        self.fraction = fraction
        self.isSpinner = isSpinner
        self.shownFraction = fraction
        self.environment = environment
        environment.readRecorder?.note(.keepsEnvironment)
        super.init(context: context)
    }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize {
        if isSpinner { return CGSize(width: SpinnerMetrics.side, height: SpinnerMetrics.side) }
        return CGSize(width: proposal.width ?? 10, height: ProgressIndicator.barHeight)
    }

    override var debugName: String {
        isSpinner ? "ProgressView spinner" : "ProgressView \(fraction.map { $0.trellisFormatted } ?? "indeterminate")"
    }

    /// The spinner's spokes in `frame` at host time `time`: each spoke's outline (a
    /// 2-point capsule) and opacity, spoke 0 pointing up, the others clockwise.
    func spokes(in frame: CGRect, time: TimeInterval) -> [(path: Path, opacity: Double)] {
        let m = SpinnerMetrics.self
        let brightest = m.brightestSpoke(at: time)
        let centre = CGPoint(x: frame.midX, y: frame.midY)
        let up = CGRect(x: -m.spokeWidth / 2, y: -m.outerRadius, width: m.spokeWidth, height: m.outerRadius - m.innerRadius)
        let capsule = Path(roundedRect: up, cornerRadius: m.spokeWidth / 2, style: .circular)
        return (0..<m.spokeCount).map { i in
            let turn = CGAffineTransform(rotationAngle: CGFloat(i) * 2 * .pi / CGFloat(m.spokeCount))
                .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
            return (capsule.applying(turn), m.opacity(ofSpoke: i, brightest: brightest))
        }
    }

    /// The completed fraction as drawn now (it animates when the value changes).
    private(set) var shownFraction: Double?

    override func animatableAttributes(into list: inout [AnimatableAttribute]) {
        if let fraction { list.append(AnimatableAttribute(slot: 0, fraction)) }
    }

    override func present(slot: Int, value: Any) {
        if let f = value as? Double { shownFraction = min(max(f, 0), 1) }
    }
}
