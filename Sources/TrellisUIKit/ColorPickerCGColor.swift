import Foundation
import CoreGraphics
import TrellisLayout

// `ColorPicker` with a Core Graphics colour: Core Graphics is only visible here, beside
// UIKit's colours, which convert between the two.
extension ColorPicker {
    /// A colour picker whose selection is a `CGColor`: shown as `UIColor(cgColor:)`
    /// shows it; a colour set through the binding is stored as its light-mode sRGB
    /// components.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        let colors = Binding<Color>(get: { Color(uiColor: UIColor(cgColor: selection.wrappedValue)) },
                                    set: { selection.wrappedValue = UIColor($0).cgColor })
        self.init(selection: colors, supportsOpacity: supportsOpacity, label: label)
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
