import Foundation
import Trellis

/// A settings screen made of the controls real rows contain: toggles, a navigation link,
/// text fields, a stepper, a slider, segmented and menu pickers, a link and a menu, under
/// a navigation bar with a large title and a toolbar button. The groups are drawn as
/// white rounded cards on the grouped background.
struct SettingsScreen: View {
    @State var wifi = true
    @State var bluetooth = false
    @State var name = "Ada Lovelace"
    @State var password = ""
    @State var copies = 2
    @State var volume = 0.6
    @State var appearance = 1
    @State var sort = "Name"

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                SettingsCard {
                    Toggle(isOn: $wifi) { Label("Wi-Fi", systemImage: "wifi") }
                    Divider()
                    Toggle("Bluetooth", isOn: $bluetooth)
                    Divider()
                    NavigationLink("General") { Text("General settings") }
                }
                SettingsCard {
                    TextField("Name", text: $name).textFieldStyle(.roundedBorder)
                    SecureField("Password", text: $password).textFieldStyle(.roundedBorder)
                    Stepper("Copies: \(copies)", value: $copies, in: 1...10)
                    HStack {
                        Text("Volume")
                        Slider(value: $volume)
                    }
                    Picker("Appearance", selection: $appearance) {
                        Text("Light").tag(0)
                        Text("Dark").tag(1)
                        Text("Auto").tag(2)
                    }
                    .pickerStyle(.segmented)
                    HStack {
                        Text("Sort by").foregroundStyle(.secondary)
                        Spacer()
                        Picker("Sort", selection: $sort) {
                            ForEach(["Name", "Date", "Size"], id: \.self) { Text($0) }
                        }
                    }
                }
                HStack {
                    Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                    Spacer()
                    Menu("More") {
                        Button("Export") {}
                        Button("Reset") {}
                    }
                }
                .padding(.horizontal, 16)
                Spacer()
            }
            .padding(16)
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Done") {} }
            }
        }
        .background(Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255))
    }
}

/// A group of rows on a white card with a 10-pt corner.
struct SettingsCard<Content: View>: View {
    @ViewBuilder var content: Content

    var body: some View {
        VStack(alignment: .leading, spacing: 12) { content }
            .padding(16)
            .background(RoundedRectangle(cornerRadius: 10, style: .continuous).fill(Color.white))
    }
}
