import Foundation

/// A control's style behind one type, as the environment keeps it: the body the style
/// makes for a configuration. Each style protocol erases to it through an initializer of
/// its own (`AnyToggleStyle(style)`), since each has its own configuration and body.
struct ErasedStyle<Configuration> {
    private let make: (Configuration) -> AnyView

    init(make: @escaping (Configuration) -> AnyView) { self.make = make }

    func makeBody(_ configuration: Configuration) -> AnyView { make(configuration) }
}
