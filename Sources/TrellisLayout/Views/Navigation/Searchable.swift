import Foundation

/// Where a searchable view's search field goes (SwiftUI's `SearchFieldPlacement`).
public struct SearchFieldPlacement: Hashable, Sendable {
    /// When the field shows in a navigation bar's drawer (`navigationBarDrawer(displayMode:)`).
    public struct NavigationBarDrawerDisplayMode: Hashable, Sendable {
        let always: Bool
        /// Shown, and hidden as the content scrolls.
        public static let automatic = NavigationBarDrawerDisplayMode(always: false)
        /// Always shown.
        public static let always = NavigationBarDrawerDisplayMode(always: true)
    }

    enum Kind: Hashable, Sendable { case automatic, toolbar, sidebar, navigationBarDrawer }
    let kind: Kind

    /// The platform's place: under the navigation bar on iPhone.
    public static let automatic = SearchFieldPlacement(kind: .automatic)
    public static let toolbar = SearchFieldPlacement(kind: .toolbar)
    public static let sidebar = SearchFieldPlacement(kind: .sidebar)
    public static let navigationBarDrawer = SearchFieldPlacement(kind: .navigationBarDrawer)
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(kind: .navigationBarDrawer)
    }
}

extension View {
    /// Marks this view as searchable: inside a navigation stack, a search field shows above
    /// it, with the text of `text` (or the prompt, "Search" by default, in the tertiary
    /// colour while it is empty).
    ///
    /// iPhone's metrics: a 36-point field with 10-point corners in the tertiary fill, 16
    /// points from the sides and 8 from the bar, so the content starts 52 points lower.
    /// Outside a navigation stack there is no bar to hold the field, and nothing shows, as
    /// on iOS.
    ///
    /// **Differs from SwiftUI:** the field is drawn above the content, under the bar (which
    /// keeps its height), rather than in the bar; the field is not edited (as ``TextField``
    /// is not): set the binding to search. Every placement is drawn the same way.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchableModifier(text: text.wrappedValue, prompt: prompt))
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        searchable(text: text, placement: placement, prompt: Text(prompt))
    }
}

/// The search field above a searchable view in a navigation stack.
struct SearchableModifier: ViewModifier {
    let text: String
    let prompt: Text?
    @Environment(\.navigationPush) private var push

    func body(content: Content) -> some View {
        if push != nil {
            content.safeAreaInset(edge: .top, spacing: 0) {
                SearchField(text: text, prompt: prompt)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 8)
            }
        } else {
            content
        }
    }
}

/// A search field as iOS draws one: a magnifying glass and the text (or the prompt) in a
/// rounded, tertiary-filled bar.
struct SearchField: View {
    let text: String
    let prompt: Text?

    var body: some View {
        HStack(spacing: 6) {
            Image(systemName: "magnifyingglass").foregroundColor(.secondary)
            if text.isEmpty {
                (prompt ?? Text("Search")).foregroundColor(.tertiary).lineLimit(1)
            } else {
                Text(verbatim: text).lineLimit(1)
            }
            Spacer(minLength: 0)
        }
        .padding(.horizontal, 8)
        .frame(height: 36)
        .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color.tertiarySystemFill))
    }
}
