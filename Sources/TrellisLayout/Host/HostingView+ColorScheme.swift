import Foundation

extension HostingView {
    /// Applies the colour scheme the views prefer (``PreferredColorSchemeKey`` at the root
    /// and on the presentations) to the host's environment. Returns whether it changed,
    /// in which case the host updates and lays out again before anything else runs (a
    /// pass runs even when no view reads the scheme, so that what acts after layout sees
    /// the layout in the new scheme).
    func applyPreferredColorScheme() -> Bool {
        guard context.mayPreferColorScheme || environment.preferredColorSchemeOverride != nil else { return false }
        let key = PreferenceKeyBox.of(PreferredColorSchemeKey.self)
        var wish: ColorScheme?
        for item in [root].compactMap({ $0 }) + presentationLayers.map(\.item) where wish == nil {
            if let value = item.preferenceValue(key) as? ColorScheme? { wish = value }
        }
        guard wish != environment.preferredColorSchemeOverride else { return false }
        environment.preferredColorSchemeOverride = wish
        needsLayout = true
        return true
    }
}
