import ArgumentParser
import Foundation
import Trellis
import TrellisShowcase

/// `trellis previews`: one line per preview linked into the command (the showcase's
/// `#Preview`s): `name — Module/File.swift:LINE — traits`.
struct PreviewsCommand: ConsoleCommand {
    static let configuration = CommandConfiguration(
        commandName: "previews",
        abstract: "List the previews (#Preview and registered PreviewProviders).",
        discussion: "Render one with `trellis render --preview NAME` (or its Module/File.swift:LINE).")

    func execute(_ console: Console) throws {
        let entries = PreviewRendering.entries
        if entries.isEmpty { console.print("(no previews)") }
        for entry in entries {
            let traits = entry.traits.isEmpty ? "" : " — " + entry.traits.map(\.description).joined(separator: ", ")
            console.print("\(entry.name) — \(entry.id)\(traits)")
        }
        for problem in PreviewCatalog.diagnostics { console.printError("warning: \(problem)") }
    }
}

/// Finding and hosting previews for the command.
public enum PreviewRendering {
    /// The previews the command knows: the catalogue (the showcase's are linked in).
    public static var entries: [PreviewEntry] { PreviewCatalog.all }

    /// The preview called `name` (its name, or its id `Module/File.swift:LINE`), or an
    /// error naming the known ones, or the ids when several previews share the name.
    public static func preview(named name: String) throws -> PreviewEntry {
        let found = PreviewCatalog.previews(named: name)
        if found.count == 1 { return found[0] }
        if found.isEmpty {
            let known = entries.map(\.name)
            throw CLIError("unknown preview '\(name)'; known previews: " + (known.isEmpty ? "(none)" : known.joined(separator: ", ")))
        }
        throw CLIError("\(found.count) previews are called '\(name)'; name one by its id: "
                       + found.map(\.id).joined(separator: ", "))
    }

    /// A host of the preview: `size` is the device (exchanged in landscape); the preview's
    /// layout trait chooses the window (device, fixed, or the view's size that fits).
    public static func host(_ entry: PreviewEntry, size: CGSize, scale: CGFloat,
                            typeSize: DynamicTypeSize = .large, console: Console? = nil) -> HostingView<AnyView> {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = typeSize
        let host = entry.makeHost(deviceSize: size, displayScale: scale, environment: environment,
                                  textMeasurer: TrellisDefaults.textMeasurer)
        if let diagnostic = entry.sizing(deviceSize: size, textMeasurer: TrellisDefaults.textMeasurer).diagnostic {
            console?.printError("warning: \(diagnostic)")
        }
        return host
    }

    /// A file name for the preview's picture: its name in lower case, runs of other
    /// characters than letters and digits as one "-" ("Pet voting (tie)" → "pet-voting-tie").
    public static func fileName(for entry: PreviewEntry) -> String {
        var result = ""
        for scalar in entry.name.lowercased().unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) && scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else if !result.isEmpty && !result.hasSuffix("-") {
                result += "-"
            }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result.isEmpty ? "preview" : result
    }
}

extension RenderCommand {
    /// Exactly one of the example argument and `--preview`.
    func validateSubject() throws {
        switch (example, preview) {
        case (nil, nil): throw ValidationError("name an example, or a preview with --preview")
        case (.some, .some): throw ValidationError("name an example or --preview, not both")
        default: break
        }
    }

    /// The name of the default file (`<name>.png`); throws for an unknown example or preview.
    func subjectFileName() throws -> String {
        if let preview { return PreviewRendering.fileName(for: try PreviewRendering.preview(named: preview)) }
        return try ExampleRendering.example(named: example ?? "").name
    }

    /// The name for the default file and the host of the example or preview.
    func subjectHost(size: CGSize, scale: CGFloat, typeSize: DynamicTypeSize, console: Console) throws -> (name: String, host: HostingView<AnyView>) {
        if let preview {
            let entry = try PreviewRendering.preview(named: preview)
            return (PreviewRendering.fileName(for: entry), PreviewRendering.host(entry, size: size, scale: scale, typeSize: typeSize, console: console))
        }
        let example = try ExampleRendering.example(named: example ?? "")
        return (example.name, ExampleRendering.host(example, size: size, scale: scale, typeSize: typeSize))
    }
}
