import Foundation

extension Color {
    /// iOS's semantic colours that SwiftUI code reaches through UIKit
    /// (`Color(uiColor: .systemBackground)`), by their UIKit names, as the palette that
    /// draws lists, separators and fills has them: each resolves per colour scheme like
    /// the other system colours. `nil` for a name the palette does not have.
    @_spi(Platform) public static func platformColor(named name: String) -> Color? {
        switch name {
        case "label": return .primary
        case "secondaryLabel": return .secondary
        case "tertiaryLabel": return .tertiary
        case "quaternaryLabel": return .quaternary
        case "systemBackground": return Color.system(.systemBackground, 255, 255, 255)
        case "systemGroupedBackground": return Color.system(.systemGroupedBackground, 242, 242, 247)
        case "secondarySystemGroupedBackground": return Color.system(.secondarySystemGroupedBackground, 255, 255, 255)
        case "separator": return Color.system(.separator, 60, 60, 67, 0.29)
        case "systemFill": return Color.system(.systemFill, 120, 120, 128, 0.2)
        case "tertiarySystemFill": return Color.system(.tertiarySystemFill, 118, 118, 128, 0.12)
        case "tintColor": return .accentColor
        default: return nil
        }
    }
}
