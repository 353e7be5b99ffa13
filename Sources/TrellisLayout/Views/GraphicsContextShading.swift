import Foundation

extension GraphicsContext {
    /// A colour or pattern a context fills or strokes with (SwiftUI's
    /// `GraphicsContext.Shading`).
    ///
    /// Colours, the foreground style, shape styles and the three gradients are drawn
    /// exactly, gradient geometry in the user space of the drawing call, with their
    /// ``GradientOptions``. **Differs from SwiftUI:** a palette draws with its first
    /// shading; ``backdrop`` draws nothing.
    public struct Shading {
        enum Kind {
            case color(Color)
            case foreground
            case style(any ShapeStyle)
            case gradient(Gradient, RenderGradient.Kind, GradientOptions)
            case palette([Shading])
            case backdrop
        }

        let kind: Kind

        /// A plain colour.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        /// A colour from components in `colorSpace` (taken as sRGB, as ``Color`` does).
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
                                 opacity: Double = 1) -> Shading {
            Shading(kind: .color(Color(colorSpace, red: red, green: green, blue: blue, opacity: opacity)))
        }

        /// A grey from its white level in `colorSpace` (taken as sRGB).
        public static func color(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) -> Shading {
            Shading(kind: .color(Color(colorSpace, red: white, green: white, blue: white, opacity: opacity)))
        }

        /// Any shape style: a colour, a gradient (its unit points mapped to the bounds of
        /// the path drawn), `.tint`, a material's colour…
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(kind: .style(style)) }

        /// The environment's foreground style.
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// What is already drawn under the drawing. **Differs from SwiftUI:** draws nothing.
        public static var backdrop: Shading { Shading(kind: .backdrop) }

        /// A set of shadings for multi-layer drawing. **Differs from SwiftUI:** everything
        /// is drawn with the first (nothing when empty).
        public static func palette(_ array: [Shading]) -> Shading { Shading(kind: .palette(array)) }

        /// A linear gradient from `startPoint` to `endPoint` of the user space.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(gradient, .linear(start: startPoint, end: endPoint), options))
        }

        /// A radial gradient about `center`, from `startRadius` to `endRadius`.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(gradient, .elliptical(center: center, startRadius: CGSize(width: startRadius, height: startRadius),
                                                          endRadius: CGSize(width: endRadius, height: endRadius)), options))
        }

        /// A conic gradient about `center`, one turn clockwise from `angle`.
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = Angle(),
                                         options: GradientOptions = GradientOptions()) -> Shading {
            Shading(kind: .gradient(gradient, .angular(center: center, startAngle: angle.radians, endAngle: angle.radians + 2 * .pi),
                                    options))
        }
    }

    /// Options of the gradient shadings. Without any, the end colours continue past the
    /// gradient's ends.
    public struct GradientOptions: OptionSet, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The gradient starts again past each end.
        public static var `repeat`: GradientOptions { GradientOptions(rawValue: 1) }
        /// The gradient repeats past its ends, every other instance reflected (alone or
        /// with ``repeat``).
        public static var mirror: GradientOptions { GradientOptions(rawValue: 2) }
        /// Colours between stops are mixed in linear light, not in sRGB's encoded values.
        public static var linearColor: GradientOptions { GradientOptions(rawValue: 4) }

        /// What a gradient with these options paints past its ends.
        var spread: RenderGradient.Spread {
            if contains(.mirror) { return .reflect }
            return contains(.repeat) ? .repeat : .pad
        }
    }
}

/// What a shading paints for one drawing: a colour, a gradient in user space, or nothing.
enum CanvasPaint {
    case color(Color)
    case gradient(RenderGradient)
    case none

    /// `shading` resolved in `environment` for a drawing whose user-space bounds are
    /// `bounds` (where a gradient style's unit points go).
    init(_ shading: GraphicsContext.Shading, environment: EnvironmentValues, bounds: CGRect) {
        switch shading.kind {
        case let .color(c):
            self = .color(c)
        case .foreground:
            if let g = environment.foregroundGradient {
                self = .gradient(g.style.resolved(in: bounds))
            } else {
                self = .color(environment.foregroundColor ?? .primary)
            }
        case let .style(s):
            if s is ForegroundStyle {
                self = CanvasPaint(.foreground, environment: environment, bounds: bounds)
                return
            }
            let resolved = ResolvedStyle(s, in: environment)
            if let g = resolved.gradient {
                self = .gradient(g.style.resolved(in: bounds))
            } else {
                self = .color(resolved.color)
            }
        case let .gradient(gradient, kind, options):
            self = .gradient(RenderGradient(gradient: gradient, kind: kind, spread: options.spread,
                                            mixesInLinearLight: options.contains(.linearColor)))
        case let .palette(list):
            self = list.first.map { CanvasPaint($0, environment: environment, bounds: bounds) } ?? .none
        case .backdrop:
            self = .none
        }
    }

    /// The colour the paint stands for where one colour is needed (a gradient's middle).
    var color: Color {
        switch self {
        case let .color(c): return c
        case let .gradient(g): return g.gradient.color(at: 0.5)
        case .none: return .clear
        }
    }
}

extension RenderGradient {
    /// The gradient mapped by `t`, a translation with a positive uniform scale (`t.a ==
    /// t.d > 0`, no rotation or shear): points move, radii scale, angles stay.
    func scaledAndMoved(by t: CGAffineTransform) -> RenderGradient {
        var g = self
        let s = t.a
        switch kind {
        case let .linear(start, end):
            g.kind = .linear(start: start.applying(t), end: end.applying(t))
        case let .elliptical(center, r0, r1):
            g.kind = .elliptical(center: center.applying(t), startRadius: CGSize(width: r0.width * s, height: r0.height * s),
                                 endRadius: CGSize(width: r1.width * s, height: r1.height * s))
        case let .angular(center, a0, a1):
            g.kind = .angular(center: center.applying(t), startAngle: a0, endAngle: a1)
        }
        return g
    }
}
