import Foundation
import Trellis
import TrellisShowcase

/// The picture formats of `trellis render`.
public enum PictureFormat: String, CaseIterable, Sendable {
    case png, svg, txt

    /// The format a file name's extension names, if any.
    public init?(fileName: String) {
        let ext = (fileName as NSString).pathExtension.lowercased()
        self.init(rawValue: ext)
    }
}

/// Hosting an example and turning it into a picture.
public enum ExampleRendering {
    /// The example called `name`, or an error listing the known ones.
    public static func example(named name: String) throws -> ShowcaseExample {
        if let example = Showcase.example(named: name) { return example }
        throw CLIError.unknownExample(name, known: Showcase.examples.map(\.name))
    }

    /// A window of `size` points showing the example.
    public static func host(_ example: ShowcaseExample, size: CGSize, scale: CGFloat,
                            typeSize: DynamicTypeSize = .large) -> HostingView<AnyView> {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = typeSize
        return HostingView(rootView: example.makeView(), size: size, displayScale: scale, environment: environment)
    }

    /// The picture's bytes in `format`; a PNG beyond the rasterizer's cap throws
    /// ``PictureTooLargeError``, whose message the command prints.
    public static func picture(_ host: HostingView<AnyView>, format: PictureFormat, scale: CGFloat,
                               svgOptions: SVGRenderer.Options = SVGRenderer.Options(), columns: Int? = nil) throws -> Data {
        switch format {
        case .png: return try host.pngData(scale: scale)
        case .svg: return Data(host.svgString(options: svgOptions).utf8)
        case .txt: return Data(host.terminalString(columns: columns).utf8)
        }
    }

    /// Writes `data` to `path`, with a clear error when the folder is missing or not writable.
    public static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError.cannotWrite(path, "the folder \(folder) does not exist")
        }
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CLIError.cannotWrite(path, "it is a folder")
        }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw CLIError.cannotWrite(path, FileManager.default.isWritableFile(atPath: folder)
                ? (error as NSError).localizedDescription : "the folder \(folder) is not writable")
        }
    }

    /// Creates `path` as a folder (and its parents), with a clear error when it cannot.
    public static func makeFolder(_ path: String) throws {
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
            guard isDirectory.boolValue else { throw CLIError.cannotWrite(path, "a file of that name exists") }
            guard FileManager.default.isWritableFile(atPath: path) else { throw CLIError.cannotWrite(path, "the folder is not writable") }
            return
        }
        do {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        } catch {
            throw CLIError.cannotWrite(path, "the folder cannot be created (\((error as NSError).localizedDescription))")
        }
    }
}
