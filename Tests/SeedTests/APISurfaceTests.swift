// SwiftUI code exactly as it is written for Apple's platforms, with only
// `import SwiftUI` changed: it uses the geometry, preference, scrolling, lazy-container,
// list, lifecycle, animation, gesture and preview API, and must compile and lay out.
import Foundation
import Testing
import Trellis

private struct WidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

private struct BoundsKey: PreferenceKey {
    static var defaultValue: [Anchor<CGRect>] = []
    static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
        value.append(contentsOf: nextValue())
    }
}

private struct Item: Identifiable, Hashable {
    let id: Int
    var title: String
}

private struct Catalog: View {
    @State private var items = (0..<30).map { Item(id: $0, title: "Item \($0)") }
    @State private var labelWidth: CGFloat = 0
    @State private var expanded = false
    @State private var appeared = 0
    @State private var selected: Int?
    @GestureState private var dragOffset: CGSize = .zero
    @Namespace private var namespace

    private let columns = [GridItem(.adaptive(minimum: 80), spacing: 12)]

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.vertical, showsIndicators: false) {
                VStack(alignment: .leading, spacing: 16) {
                    GeometryReader { geometry in
                        Text("Width \(Int(geometry.size.width))")
                            .frame(width: geometry.size.width, alignment: .leading)
                            .preference(key: WidthKey.self, value: geometry.frame(in: .named("scroll")).width)
                    }
                    .frame(height: 30)

                    LazyVGrid(columns: columns, alignment: .leading, spacing: 12) {
                        ForEach(items) { item in
                            Text(item.title)
                                .padding(8)
                                .background(Color.blue.opacity(0.2))
                                .anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
                                .onTapGesture { selected = item.id }
                                .id("item \(item.id)")
                        }
                    }

                    LazyHStack(spacing: 8) {
                        ForEach(0..<5) { i in
                            RoundedRectangle(cornerRadius: 8)
                                .fill(i == selected ? Color.orange : Color.gray)
                                .frame(width: 40, height: expanded ? 60 : 40)
                        }
                    }
                    .animation(.spring(response: 0.4, dampingFraction: 0.7), value: expanded)

                    Section {
                        Text("Footer-like content")
                    } header: {
                        Text("Header")
                    }

                    Button("Expand") {
                        withAnimation(.easeInOut(duration: 0.3)) { expanded.toggle() }
                    }
                    Button("Jump") { proxy.scrollTo("item 25", anchor: .top) }
                    Circle()
                        .frame(width: 44, height: 44)
                        .offset(dragOffset)
                        .gesture(
                            DragGesture(minimumDistance: 5, coordinateSpace: .local)
                                .updating($dragOffset) { value, state, _ in state = value.translation }
                        )
                        .transition(.asymmetric(insertion: .scale.combined(with: .opacity), removal: .slide))
                }
                .padding()
            }
            .coordinateSpace(name: "scroll")
            .overlayPreferenceValue(BoundsKey.self) { anchors in
                GeometryReader { proxy in
                    ForEach(anchors.indices, id: \.self) { i in
                        let r = proxy[anchors[i]]
                        Rectangle().stroke(Color.red, lineWidth: 1).frame(width: r.width, height: r.height).position(x: r.midX, y: r.midY)
                    }
                }
            }
            .onPreferenceChange(WidthKey.self) { labelWidth = $0 }
            .onAppear { appeared += 1 }
            .onChange(of: expanded) { oldValue, newValue in _ = (oldValue, newValue) }
            .onChange(of: expanded) { _ = $0 }
            .task { await Task.yield() }
        }
    }
}

private struct Settings: View {
    var body: some View {
        List {
            Section("General") {
                Text("About")
                Text("Software Update")
            }
            Section {
                ForEach(["Wi-Fi", "Bluetooth"], id: \.self) { Text($0) }
            } footer: {
                Text("Connections")
            }
        }
    }
}

final class Account: ObservableObject {
    @Published var name = "Ray"
    @Published var notifications = true
}

@Observable final class Volume {
    var level = 0.5
}

/// A settings screen in SwiftUI's own words: navigation, controls, observation.
private struct AccountSettings: View {
    @StateObject private var account = Account()
    @State private var volume = Volume()
    @State private var count = 1
    @State private var flavor = "Vanilla"
    @State private var search = ""

    var body: some View {
        NavigationStack {
            Form {
                Section("Profile") {
                    TextField("Name", text: $account.name)
                    Toggle("Notifications", isOn: $account.notifications)
                    Label("Verified", systemImage: "checkmark.seal")
                }
                Section {
                    VolumeSlider(volume: volume)
                    Stepper("Copies: \(count)", value: $count, in: 1...9)
                    Picker("Flavor", selection: $flavor) {
                        Text("Vanilla").tag("Vanilla")
                        Text("Chocolate").tag("Chocolate")
                    }
                    .pickerStyle(.segmented)
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Done") {} }
            }
        }
        .environmentObject(account)
    }
}

private struct VolumeSlider: View {
    @Bindable var volume: Volume
    var body: some View { Slider(value: $volume.level, in: 0...1) }
}

private struct Settings_Previews: PreviewProvider {
    static var previews: some View { Settings() }
}

#Preview("Catalog", traits: .sizeThatFitsLayout) {
    Catalog()
}

@Suite struct APISurfaceTests {
    @Test func catalogLaysOutAndScrolls() {
        let h = HostingView(rootView: Catalog(), size: CGSize(width: 390, height: 400), displayScale: 2, textMeasurer: FixedTextMeasurer())
        // Padding 16: the reader is 358 wide; the grid's adaptive columns of ≥ 80 with
        // 12-pt spacing: 4 columns of (358 − 36) / 4 = 80.5, each cell (67 wide: "Item 0"
        // is 51 + 2 × 8) centred in its column.
        let first = h.layoutFrame(of: "item 0")!
        let second = h.layoutFrame(of: "item 1")!
        let inset: CGFloat = (80.5 - 67) / 2
        let column: CGFloat = 80.5 + 12
        #expect(first.minX == 16 + inset)
        #expect(second.minX == 16 + column + inset)
        #expect(!h.diagnostics.contains { $0.kind == LayoutDiagnostic.Kind.updateCycle })
        // Jump scrolls item 25 to the top of the scroll view.
        #expect(h.scroll(by: CGSize(width: 0, height: 40)))
        #expect(h.scrollOffset() == CGPoint(x: 0, y: 40))
        let shifted: CGFloat = 62 - 40
        #expect(h.layoutFrame(of: "item 0")!.minY == shifted)
    }

    @Test func settingsScreenWithControlsAndObservation() {
        let h = HostingView(rootView: AccountSettings(), size: CGSize(width: 390, height: 844), displayScale: 3, textMeasurer: FixedTextMeasurer())
        let dump = h.dump()
        #expect(dump.contains("Text \"Settings\""))
        // The large title: 34 pt under the 44-pt bar, 16 from the edge ("Settings" is 8
        // characters of 17 pt with the test measurer); the toolbar button at the trailing
        // margin; rows' content 32 from the edge (16-pt card inset + 16-pt row inset).
        expectFrame(dumpFrames(h, "Text \"Settings\"").first, 16, 54, 136, 34)
        expectFrame(dumpFrames(h, "Text \"Done\"").first, 390 - 16 - 34, 13.5, 34, 17)
        #expect(dumpFrames(h, "Text \"Ray\"").first?.minX == 32)
        #expect(dump.contains("Text \"Copies: 1\""))
        #expect(!h.diagnostics.contains { $0.kind == LayoutDiagnostic.Kind.updateCycle })
    }

    @Test func previewsAreListed() {
        let names = PreviewCatalog.all.map(\.name)
        #expect(names.contains("Catalog"))
        PreviewCatalog.register(Settings_Previews.self)
        #expect(PreviewCatalog.all.contains { $0.name.contains("Settings") })
    }
}
