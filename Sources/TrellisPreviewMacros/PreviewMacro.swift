import Foundation
import TrellisLayout

// The `#Preview` and `@Previewable` declarations live in their own module so that only
// the modules that expand them wait for the macro's plug-in (and swift-syntax, the longest
// part of a cold build): TrellisLayout, TrellisText and TrellisRender compile meanwhile.
// `Trellis` re-exports this module, so `import Trellis` brings the macros as before.

/// A preview of a view, as SwiftUI's:
///
/// ```swift
/// #Preview { ContentView() }
/// #Preview("Compact", traits: .sizeThatFitsLayout) { Badge(count: 3) }
/// #Preview("Toggle") {
///     @Previewable @State var isOn = true
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
///
/// The body is a view builder: `let` bindings may come before the view, or the view may be
/// `return`ed. The expansion is a uniquely named type holding the body (a view struct when
/// the body declares `@Previewable` properties) and, on ELF, a record in the
/// `trellis_previews` section through which ``PreviewCatalog`` lists it (see there).
/// As in SwiftUI, the body is `@MainActor`. The catalogue makes a preview on the thread
/// that asks for it (a host is used from one thread), entering the main actor's world
/// there with `_withAssumedMainActor`.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping () -> any View)
    = #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// A preview with traits: `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`,
/// `.defaultLayout`, and the orientations `.portrait`, `.landscapeLeft`… (the last layout
/// and the last orientation given win).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping () -> any View)
    = #externalMacro(module: "TrellisMacros", type: "PreviewMacro")

/// Marks a variable in a `#Preview` body as a stored property of the preview's view, so
/// that `@Previewable @State var value = 0` keeps its state across updates (iOS 18's form).
/// It must come first among the variable's attributes and have an initial value.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TrellisMacros", type: "PreviewableMacro")
