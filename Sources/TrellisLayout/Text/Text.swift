import Foundation

/// The key of a localized string.
///
/// **Differs from SwiftUI:** not looked up: Trellis shows the key itself (with its
/// interpolations), as SwiftUI does for a key its string tables lack; the `tableName`
/// and `bundle` of `Text(_:tableName:bundle:comment:)` are accepted and not read.
public struct LocalizedStringKey: ExpressibleByStringInterpolation, Hashable, Sendable {
    let key: String

    public init(_ value: String) { key = value }
    public init(stringLiteral value: String) { key = value }
    public init(stringInterpolation: StringInterpolation) { key = stringInterpolation.output }

    public struct StringInterpolation: StringInterpolationProtocol {
        var output = ""
        public init(literalCapacity: Int, interpolationCount: Int) { output.reserveCapacity(literalCapacity) }
        public mutating func appendLiteral(_ literal: String) { output += literal }
        public mutating func appendInterpolation<T>(_ value: T) { output += "\(value)" }
        public mutating func appendInterpolation(_ text: Text) { output += text.plainText }

        /// A number with a printf-style specifier: `"\(value, specifier: "%.1f")"`. The
        /// specifier must hold exactly one numeric conversion (d i o u x X f F e E g G a A,
        /// with flags, width and precision); anything else (`%s`, `%n`, `*`, several
        /// conversions) would read memory that is not there, so the value is shown as
        /// `"\(value)"` instead.
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            output += Self.format(specifier, integer: Int64(clamping: value), fallback: "\(value)")
        }

        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            output += Self.format(specifier, double: Double(value), fallback: "\(value)")
        }

        /// A value through a Foundation formatter.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
            output += formatter.string(for: subject) ?? "\(subject)"
        }

        /// A value through a format style: `"\(price, format: .number)"`.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            output += format.format(input)
        }

        /// The one numeric conversion of a specifier, or nil.
        static func conversion(_ specifier: String) -> Character? {
            var found: Character?
            var chars = Array(specifier)[...]
            while let c = chars.popFirst() {
                guard c == "%" else { continue }
                if chars.first == "%" { chars.removeFirst(); continue }
                var spec = chars.prefix { "-+ 0#123456789.lhqjzt".contains($0) }
                chars = chars.dropFirst(spec.count)
                guard let conv = chars.popFirst(), "dioxXufFeEgGaA".contains(conv), found == nil else { return nil }
                spec.removeAll()
                found = conv
            }
            return found
        }

        static func format(_ specifier: String, integer: Int64, fallback: String) -> String {
            format(specifier, double: Double(integer), fallback: fallback)
        }

        /// Integer conversions are printed through `%.0f` (the value as a whole number, with
        /// the specifier's flags and width); hexadecimal and octal through `String(radix:)`.
        static func format(_ specifier: String, double: Double, fallback: String) -> String {
            guard let c = conversion(specifier) else { return fallback }
            guard "dioxXu".contains(c) else { return String(format: specifier, double) }
            // The "%" that starts the conversion (not one of a "%%").
            var i = specifier.startIndex
            var start: String.Index?
            while i < specifier.endIndex {
                if specifier[i] == "%" {
                    let next = specifier.index(after: i)
                    if next < specifier.endIndex, specifier[next] == "%" { i = specifier.index(after: next); continue }
                    start = i
                    break
                }
                i = specifier.index(after: i)
            }
            guard let percent = start, let end = specifier[percent...].firstIndex(of: c) else { return fallback }
            let whole = double.rounded(.towardZero)
            if "oxX".contains(c) {
                guard whole.isFinite, abs(whole) < 9e18 else { return fallback }
                let digits = String(Int64(whole), radix: c == "o" ? 8 : 16, uppercase: c == "X")
                return String(specifier[..<percent]) + digits + String(specifier[specifier.index(after: end)...])
            }
            let body = specifier[specifier.index(after: percent)..<end]
            let widthAndFlags = (body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? "").filter { !"lhqjzt".contains($0) }
            let rebuilt = String(specifier[..<percent]) + "%" + widthAndFlags + ".0f" + String(specifier[specifier.index(after: end)...])
            return String(format: rebuilt, whole)
        }
    }
}


/// A view that displays one or more lines of read-only text.
///
/// **Differs from SwiftUI:** measured and drawn with the host's fonts (see ``Font``), so
/// lines are a little longer or shorter than on an Apple device and may break elsewhere.
/// Dates are shown in the environment's fixed `locale` and `timeZone`, relative to its
/// fixed `referenceDate` (``EnvironmentValues``), and do not update as time passes.
public struct Text: View, LeafView, Equatable {
    struct Run: Equatable {
        var string: String
        var font: Font?
        var weight: Font.Weight?
        var italic = false
        var color: Color?
        /// Coloured with the tint of the environment it is shown in (`foregroundStyle(.tint)`).
        var usesTint = false
        /// A gradient this run is painted with (`foregroundStyle(gradient)` on a `Text`);
        /// `color` is then the gradient's middle colour.
        var gradient: GradientPaint?
        /// A date shown in a style (`Text(_:style:)`), formatted in the environment it is
        /// shown in; `string` holds it formatted in a default environment.
        var date: DateRun?
        /// The colour painted behind the run (`Text(AttributedString)`'s `backgroundColor`).
        var background: Color?
        /// The line drawn under the run (`underline`), and through it (`strikethrough`).
        var underline: LineStyle?
        var strikethrough: LineStyle?
        /// Whether `underline` / `strikethrough` were set on the text (on or off): a
        /// run that set them ignores the environment's (`View.underline`).
        var setsUnderline = false
        var setsStrikethrough = false
        /// Points added after each character (`tracking`, `kerning`), and how far the
        /// glyphs are raised (`baselineOffset`); nil: the environment's.
        var tracking: CGFloat?
        var kerning: CGFloat?
        var baselineOffset: CGFloat?

        /// The run's string in an environment.
        func string(in environment: EnvironmentValues) -> String {
            let shown = date.map { $0.format(in: environment) } ?? string
            guard let textCase = environment.textCase else { return shown }
            return textCase.apply(to: shown, locale: environment.locale)
        }
    }
    var runs: [Run]
    public typealias Body = Never

    public init(verbatim content: String) { runs = [Run(string: content)] }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { runs = [Run(string: String(content))] }

    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        runs = [Run(string: key.key)]
    }

    /// The text without styling.
    public var plainText: String { runs.map(\.string).joined() }

    public enum TruncationMode: Hashable, Sendable { case head, tail, middle }
    public enum Case: Hashable, Sendable { case uppercase, lowercase }

    func mapRuns(_ f: (inout Run) -> Void) -> Text {
        var copy = self
        for i in copy.runs.indices { f(&copy.runs[i]) }
        return copy
    }

    public func font(_ font: Font?) -> Text { mapRuns { $0.font = font } }
    public func fontWeight(_ weight: Font.Weight?) -> Text { mapRuns { $0.weight = weight } }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { mapRuns { $0.italic = true } }
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// Draws a line under the text (in `color`, else the text's colour), or not.
    ///
    /// **Differs from SwiftUI:** every pattern is drawn as a solid line; the line's
    /// position and thickness are Trellis's (``RenderText/Piece/decorations``).
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        mapRuns { $0.underline = isActive ? LineStyle(pattern: pattern, color: color) : nil; $0.setsUnderline = true }
    }

    /// Draws a line through the text (in `color`, else the text's colour), or not; drawn
    /// as ``underline(_:pattern:color:)`` says.
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        mapRuns { $0.strikethrough = isActive ? LineStyle(pattern: pattern, color: color) : nil; $0.setsStrikethrough = true }
    }

    /// A line drawn under or through text: its pattern and colour (nil: the text's).
    public struct LineStyle: Hashable, Sendable {
        public let pattern: Pattern
        public let color: Color?

        public init(pattern: Pattern = .solid, color: Color? = nil) {
            self.pattern = pattern
            self.color = color
        }

        /// A solid line in the text's colour.
        public static let single = LineStyle()

        /// A line's dashes.
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }

    public func foregroundColor(_ color: Color?) -> Text { mapRuns { $0.color = color; $0.usesTint = false; $0.gradient = nil } }
    func _tinted() -> Text { mapRuns { $0.color = nil; $0.usesTint = true; $0.gradient = nil } }
    func _painted(_ gradient: GradientPaint, middle: Color) -> Text {
        mapRuns { $0.color = middle; $0.usesTint = false; $0.gradient = gradient }
    }
    /// The text's string in an environment (dates in a style are formatted there).
    func resolvedString(in environment: EnvironmentValues) -> String { runs.map { $0.string(in: environment) }.joined() }

    /// Concatenates two texts; each keeps its own styling.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.runs += rhs.runs
        return result
    }

    func makeItem(environment: EnvironmentValues, _ fx: FlattenContext) -> LayoutItem {
        TextItem(context: fx.context, text: self, environment: environment)
    }

    /// The layout engine input for this text in an environment.
    func engine(environment: EnvironmentValues, measurer: any TextMeasuring) -> TextLayoutEngine {
        // Runs are recorded as UTF-8 offsets while the string grows, then turned into
        // indices of the final string (indices taken during mutation are not valid after it).
        var string = ""
        var spans: [(lo: Int, hi: Int, run: TextLayoutEngine.Run)] = []
        let base = environment.font
        let decoration = environment.textDecoration
        for run in self.runs {
            var font = (run.font ?? base).resolve(environment)
            if let w = run.weight { font.weight = w.value }
            if run.italic { font.isItalic = true }
            if environment.monospacedDigit { font.hasMonospacedDigits = true }
            let spacing = TextSpacing.resolve(tracking: run.tracking ?? decoration.tracking, kerning: run.kerning ?? decoration.kerning)
            if spacing.disablesLigatures { font.disablesLigatures = true }
            let lo = string.utf8.count
            string += run.string(in: environment)
            var engineRun = TextLayoutEngine.Run(range: string.startIndex..<string.startIndex, font: font,
                                                 color: run.usesTint ? (environment.tint ?? .accentColor) : run.color,
                                                 background: run.background,
                                                 underline: run.setsUnderline ? run.underline : decoration.underline,
                                                 strikethrough: run.setsStrikethrough ? run.strikethrough : decoration.strikethrough)
            engineRun.spacing = spacing.perCharacter
            engineRun.baselineOffset = TextSpacing.finite(run.baselineOffset ?? decoration.baselineOffset)
            spans.append((lo, string.utf8.count, engineRun))
        }
        let fixed = spans.map { span in
            var run = span.run
            run.range = string.utf8.index(string.startIndex, offsetBy: span.lo)..<string.utf8.index(string.startIndex, offsetBy: span.hi)
            return run
        }
        var options = TextLayoutEngine.Options()
        options.lineLimit = environment.lineLimit.map { max($0, 1) }
        options.reservesSpace = environment.lineLimitReservesSpace
        options.truncationMode = environment.truncationMode
        options.minimumScaleFactor = environment.minimumScaleFactor
        options.lineSpacing = environment.lineSpacing
        options.layoutDirection = environment.layoutDirection
        return TextLayoutEngine(string: string, runs: fixed, options: options, measurer: measurer)
    }
}

/// A text's layout item: sizes by the text engine, exposes first/last baselines as
/// explicit guides, and prefers text spacing (the font's leading) towards text above or
/// below it.
final class TextItem: LayoutItem {
    let text: Text
    let environment: EnvironmentValues
    private var engine: TextLayoutEngine

    init(context: LayoutContext, text: Text, environment: EnvironmentValues) {
        self.text = text
        self.environment = environment
        // Everything the item reads of its environment is read now, while its node notes
        // the reads (EnvironmentInvalidation.swift): the engine's inputs, the alignment and
        // the colours the renderer paints with.
        engine = text.engine(environment: environment, measurer: context.textMeasurer)
        _ = (environment.multilineTextAlignment, environment.foregroundColor, environment.foregroundGradient)
        environment.readRecorder?.note(.measuresText)
        super.init(context: context)
        if let bad = TextSpacing.nonFiniteAmount(in: text, environment: environment) {
            context.report(.invalidFrame, "\(bad) is not a finite number; using 0", view: debugName)
        }
    }

    /// The lines for `proposal`, kept by proposal (the item's kept solution,
    /// ``LayoutCache``): sizing and drawing ask for the same ones.
    func layout(_ proposal: ProposedViewSize) -> TextLayoutEngine.Result {
        let kept = keptAnswers
        let layouts: TextLayouts
        if case .text(let known) = kept.solution {
            layouts = known
            if let r = layouts.byProposal[proposal] { return r }
        } else {
            layouts = TextLayouts()
            kept.solution = .text(layouts)
        }
        let r = engine.layout(width: proposal.width, height: proposal.height)
        if layouts.byProposal.count > TextLayouts.limit { layouts.byProposal.removeAll() }
        layouts.byProposal[proposal] = r
        return r
    }

    /// The lines as shown at the placed proposal.
    var placedLayout: TextLayoutEngine.Result { layout(placedProposal) }

    var multilineTextAlignment: TextAlignment { environment.multilineTextAlignment }

    override func computeSize(_ proposal: ProposedViewSize) -> CGSize { layout(proposal).size }

    /// Its baselines.
    override var setsOwnExplicitAlignments: Bool { true }

    override func explicitAlignment(_ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) -> CGFloat? {
        switch key.id {
        case ObjectIdentifier(FirstTextBaselineID.self): return layout(proposal).firstBaseline
        case ObjectIdentifier(LastTextBaselineID.self): return layout(proposal).lastBaseline
        default: return nil
        }
    }

    override var spacing: ViewSpacing {
        let leading = layout(.unspecified).metrics.leading
        var s = ViewSpacing()
        s.top = [.text: leading]
        s.bottom = [.text: leading]
        return s
    }

    override var debugName: String {
        let string = text.resolvedString(in: environment)
        // Foundation's replacement copies the whole text through NSString: only when
        // there is a newline to show as "\n".
        return "Text \"\(string.utf8.contains(0x0A) ? string.replacingOccurrences(of: "\n", with: "\\n") : string)\""
    }
}

/// An alignment position for multiline text.
public enum TextAlignment: Hashable, CaseIterable, Sendable { case leading, center, trailing }

// The graph's hook (see `View._reconcile`): built-in views answer their node.
extension Text {
    public func _reconcile(_ reconciler: inout _ViewReconciler) { reconciler.reconcile(self) }
}
