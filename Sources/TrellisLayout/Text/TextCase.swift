import Foundation

private struct TextCaseKey: EnvironmentKey { static let defaultValue: Text.Case? = nil }

extension EnvironmentValues {
    /// The case the text in the views is shown in (nil: as written).
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Shows the text in this view in `textCase` (nil: as written), in the environment's
    /// locale's rules; the text is measured as shown.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}

extension Text.Case {
    /// `string` in this case, by `locale`'s rules.
    func apply(to string: String, locale: Locale) -> String {
        switch self {
        case .uppercase: return string.uppercased(with: locale)
        case .lowercase: return string.lowercased(with: locale)
        }
    }
}
