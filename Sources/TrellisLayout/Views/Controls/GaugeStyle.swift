import Foundation

/// The look of gauges (``Gauge``), set with ``View/gaugeStyle(_:)``.
///
/// The built-in styles (the geometry is Trellis's choice, drawn after iOS's, with each
/// figure in ``GaugeMetrics``):
/// - `.linearCapacity` (and `.automatic`, its iOS default): the label above; below it the
///   minimum-value label, a 6-point capsule track filled with the tint from its leading
///   end to the value, and the maximum-value label, 8 points apart; the current-value
///   label under the bar. Bounds and current-value labels are in the caption font,
///   secondary. Rows are 4 points apart, leading-aligned; the bar takes the width offered.
/// - `.accessoryLinearCapacity`: the same with a 4-point track.
/// - `.accessoryLinear`: the same rows, with a 4-point track that is not filled and an
///   8-point dot in the tint where the value stands.
/// - `.accessoryCircular`: a 58-point square; a 6-point ring open at the bottom (270°,
///   from 135° to 405° clockwise from the right) with a 6-point white-edged dot in the
///   tint where the value stands; the current-value label (else the label) centred; the
///   minimum and maximum labels at the ring's open ends, in the second caption font.
/// - `.accessoryCircularCapacity`: a 58-point square; a 6-point full ring filled with the
///   tint clockwise from the top over the value's fraction of the turn; the current-value
///   label (else the label) centred.
///
/// **Differs from SwiftUI:** iOS draws the accessory styles' rings with a gradient of the
/// tint and sizes them for widgets; Trellis draws them flat, at the sizes above.
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GaugeStyleConfiguration
}

/// The figures of the built-in gauge styles (Trellis's choice).
enum GaugeMetrics {
    static let capacityThickness: CGFloat = 6
    static let accessoryThickness: CGFloat = 4
    static let linearMarker: CGFloat = 8
    static let circularSide: CGFloat = 58
    static let ringWidth: CGFloat = 6
    static let rowSpacing: CGFloat = 4
    static let boundsSpacing: CGFloat = 8
}

/// The platform's default: `.linearCapacity` on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

/// A bar filled from its leading end to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, thickness: GaugeMetrics.capacityThickness, marksValue: false)
    }
}

/// A thin bar filled from its leading end to the value.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, thickness: GaugeMetrics.accessoryThickness, marksValue: false)
    }
}

/// A thin bar with a dot where the value stands.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearGaugeBody(configuration: configuration, thickness: GaugeMetrics.accessoryThickness, marksValue: true)
    }
}

/// A ring open at the bottom with a dot where the value stands.
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let m = GaugeMetrics.self
        ZStack {
            GaugeArc(start: .degrees(135), sweep: .degrees(270), lineWidth: m.ringWidth)
                .stroke(Color.systemFill, style: StrokeStyle(lineWidth: m.ringWidth, lineCap: .round))
            GaugeRingDot(fraction: configuration.value, lineWidth: m.ringWidth).fill(.tint)
            GaugeRingDot(fraction: configuration.value, lineWidth: m.ringWidth)
                .stroke(Color.white, lineWidth: 1)
            if let current = configuration.currentValueLabel {
                current
            } else {
                configuration.label
            }
            VStack {
                Spacer(minLength: 0)
                HStack {
                    configuration.minimumValueLabel
                    Spacer(minLength: 0)
                    configuration.maximumValueLabel
                }
                .font(.caption2)
            }
        }
        .frame(width: m.circularSide, height: m.circularSide)
    }
}

/// A full ring filled clockwise from the top over the value's fraction of the turn.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        let m = GaugeMetrics.self
        ZStack {
            Circle().inset(by: m.ringWidth / 2).stroke(Color.systemFill, lineWidth: m.ringWidth)
            GaugeArc(start: .degrees(-90), sweep: .degrees(360 * configuration.value), lineWidth: m.ringWidth)
                .stroke(.tint, style: StrokeStyle(lineWidth: m.ringWidth, lineCap: .round))
            if let current = configuration.currentValueLabel {
                current
            } else {
                configuration.label
            }
        }
        .frame(width: m.circularSide, height: m.circularSide)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    public static var automatic: DefaultGaugeStyle { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

/// The linear styles' rows: label; minimum, bar, maximum; current value.
struct LinearGaugeBody: View {
    let configuration: GaugeStyleConfiguration
    let thickness: CGFloat
    let marksValue: Bool

    var body: some View {
        let m = GaugeMetrics.self
        VStack(alignment: .leading, spacing: m.rowSpacing) {
            configuration.label
            HStack(spacing: m.boundsSpacing) {
                configuration.minimumValueLabel.font(.caption).foregroundStyle(.secondary)
                ZStack {
                    Capsule().fill(Color.systemFill)
                    if marksValue {
                        GaugeLinearDot(fraction: configuration.value, diameter: m.linearMarker).fill(.tint)
                    } else {
                        GaugeLinearFill(fraction: configuration.value).fill(.tint)
                    }
                }
                .frame(height: thickness)
                configuration.maximumValueLabel.font(.caption).foregroundStyle(.secondary)
            }
            configuration.currentValueLabel.font(.caption).foregroundStyle(.secondary)
        }
    }
}

/// A capsule over the leading `fraction` of the rectangle's width.
struct GaugeLinearFill: Shape {
    var fraction: Double
    func path(in rect: CGRect) -> Path {
        let w = rect.width * CGFloat(fraction)
        guard w > 0 else { return Path() }
        return Capsule().path(in: CGRect(x: rect.minX, y: rect.minY, width: w, height: rect.height))
    }
}

/// A dot of `diameter` centred on the rectangle's midline at `fraction` of its width.
struct GaugeLinearDot: Shape {
    var fraction: Double
    var diameter: CGFloat
    func path(in rect: CGRect) -> Path {
        let x = rect.minX + rect.width * CGFloat(fraction)
        return Path(ellipseIn: CGRect(x: x - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
    }
}

/// An arc on the circle through the middle of a ring of `lineWidth` in the square,
/// from `start` (0: to the right) clockwise over `sweep`.
struct GaugeArc: Shape {
    var start: Angle
    var sweep: Angle
    var lineWidth: CGFloat
    func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2 - lineWidth / 2
        guard r > 0, sweep.radians > 0 else { return Path() }
        var p = Path()
        p.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: r, startAngle: start, endAngle: start + sweep, clockwise: false)
        return p
    }
}

/// The dot of `.accessoryCircular`: `lineWidth` across, on the ring's middle circle at
/// the value's angle (135° for 0, 405° for 1, clockwise from the right).
struct GaugeRingDot: Shape {
    var fraction: Double
    var lineWidth: CGFloat
    func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2 - lineWidth / 2
        let angle = (135 + 270 * fraction) * .pi / 180
        let c = CGPoint(x: rect.midX + r * CGFloat(cos(angle)), y: rect.midY + r * CGFloat(sin(angle)))
        return Path(ellipseIn: CGRect(x: c.x - lineWidth / 2, y: c.y - lineWidth / 2, width: lineWidth, height: lineWidth))
    }
}

/// A gauge style as the environment keeps it.
typealias AnyGaugeStyle = ErasedStyle<GaugeStyleConfiguration>

extension ErasedStyle where Configuration == GaugeStyleConfiguration {
    init<S: GaugeStyle>(_ style: S) { self.init { AnyView(style.makeBody(configuration: $0)) } }
}

private struct GaugeStyleKey: EnvironmentKey { static let defaultValue = AnyGaugeStyle(DefaultGaugeStyle()) }

extension EnvironmentValues {
    var gaugeStyle: AnyGaugeStyle {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the gauges within this view.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        environment(\.gaugeStyle, AnyGaugeStyle(style))
    }
}
