import Foundation
import Testing
@testable import TrellisLayout

/// The controls' initializers and modifiers written as SwiftUI code writes them.
private struct EveryControl: View {
    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, chocolate
        var id: Self { self }
    }

    @State private var on = true
    @State private var text = ""
    @State private var value = 0.5
    @State private var count = 1
    @State private var flavor = Flavor.vanilla
    @State private var number = 1

    var body: some View {
        NavigationStack {
            VStack {
                Toggle("Key", isOn: $on)
                Toggle(isOn: $on) { Label("Mail", systemImage: "envelope") }
                    .toggleStyle(.switch)
                Toggle("Star", systemImage: "star", isOn: $on).toggleStyle(.button)
                Label("Title", systemImage: "gear").labelStyle(.iconOnly)
                Label { Text("Custom") } icon: { Circle().frame(width: 12, height: 12) }
                    .labelStyle(.titleOnly)
                TextField("Name", text: $text)
                TextField("Notes", text: $text, axis: .vertical).textFieldStyle(.roundedBorder)
                TextField(text: $text, prompt: Text("Prompt")) { Text("Label") }
                SecureField("Secret", text: $text).textFieldStyle(.plain)
                Slider(value: $value)
                Slider(value: $value, in: 0...1, step: 0.1) { Text("Step") }
                Stepper("Count \(count)", value: $count, in: 0...5, step: 1)
                Stepper(value: $count) { Text("Unbounded") }
                Picker("Flavor", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.menu)
                Picker(selection: $number) {
                    Text("One").tag(1)
                    Text("Two").tag(2)
                } label: {
                    Text("Number")
                }
                .pickerStyle(.segmented)
                Link(destination: URL(string: "https://example.com")!) { Label("Site", systemImage: "safari") }
                Menu {
                    Button("A") {}
                } label: {
                    Label("Menu", systemImage: "ellipsis.circle")
                }
                NavigationLink(destination: Text("Next")) { Text("Next") }
                    .contentShape(Rectangle())
                Text("Quiet").foregroundStyle(.secondary)
                    .background(.quaternary)
            }
            .navigationTitle(Text("All"))
            .navigationBarTitleDisplayMode(.large)
            .toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Button("One") {}
                    Button("Two") {}
                }
                ToolbarItem(id: "cancel", placement: .cancellationAction) { Button("Cancel") {} }
            }
            .safeAreaInset(edge: .bottom, spacing: 0) { Text("Footer") }
            .safeAreaPadding()
            .ignoresSafeArea(.keyboard)
        }
    }
}

@Suite struct ControlAPISurfaceTests {
    /// Every control is built and laid out; the tap targets are counted by hand: toggle ×3,
    /// stepper halves ×4, segments ×2, link, menu, navigation link, three bar buttons.
    @Test func everyControlLaysOutWithoutDiagnostics() {
        let h = host(EveryControl())
        #expect(h.diagnostics.isEmpty, "\(h.diagnostics)")
        #expect(h.tapTargets.count == 3 + 4 + 2 + 1 + 1 + 1 + 3)
        #expect(h.textItem("All") != nil)
        #expect(h.textItem("Vanilla") != nil)
    }
}
