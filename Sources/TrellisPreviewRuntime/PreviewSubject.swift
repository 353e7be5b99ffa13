import Foundation
import Trellis

/// One entry of the preview page's list: a showcase example or a `#Preview` /
/// `PreviewProvider`, with what it takes to host it.
public struct PreviewSubject: @unchecked Sendable {
    /// The name in URLs (`/render/<name>.svg`); unique in a catalogue.
    public let name: String
    /// What the list shows under the name.
    public let title: String
    /// `example` (a showcase screen), `preview` (`#Preview`) or `provider` (`PreviewProvider`).
    public let kind: String
    /// The source location of a preview (`Module/File.swift:LINE`), `nil` for an example.
    public let source: String?
    /// The window the preview opens at when no width and height are given.
    public let defaultSize: CGSize
    /// A new host of the preview at `size` (`nil`: its default), in an environment.
    let makeHost: (CGSize?, Double, EnvironmentValues) -> HostingView<AnyView>

    public init(name: String, title: String, kind: String, source: String?, defaultSize: CGSize,
                makeHost: @escaping (CGSize?, Double, EnvironmentValues) -> HostingView<AnyView>) {
        self.name = name
        self.title = title
        self.kind = kind
        self.source = source
        self.defaultSize = defaultSize
        self.makeHost = makeHost
    }

    /// A host for `parameters`: window, scale, Dynamic Type size, colour scheme and layout
    /// direction set.
    public func host(_ parameters: RenderParameters) -> HostingView<AnyView> {
        var environment = EnvironmentValues()
        environment.dynamicTypeSize = parameters.dynamicTypeSize
        environment.layoutDirection = parameters.layoutDirection
        environment.colorScheme = parameters.colorScheme
        let explicit: CGSize? = parameters.width == nil && parameters.height == nil ? nil : parameters.size(default: defaultSize)
        return makeHost(explicit, parameters.scale, environment)
    }

    /// What `/previews.json` lists.
    public var info: PreviewInfo {
        PreviewInfo(name: name, title: title, kind: kind, source: source,
                    width: Double(defaultSize.width), height: Double(defaultSize.height))
    }

    /// The phone the previews open on: 390 × 844 points (an iPhone 14/15).
    public static let phoneSize = CGSize(width: 390, height: 844)

    /// A subject for a `#Preview` or registered `PreviewProvider`. Its default size is the
    /// one its layout trait chooses on the phone (device, fixed, or the size that fits);
    /// an explicit width × height replaces it.
    public static func preview(_ entry: PreviewEntry, name: String) -> PreviewSubject {
        let size = entry.preferredSize(deviceSize: phoneSize, textMeasurer: TrellisDefaults.textMeasurer)
        let traits = entry.traits.map(\.description).joined(separator: ", ")
        return PreviewSubject(
            name: name, title: entry.id + (traits.isEmpty ? "" : " — " + traits),
            kind: entry.kind == .provider ? "provider" : "preview", source: entry.id, defaultSize: size,
            makeHost: { explicit, scale, environment in
                let host = entry.makeHost(deviceSize: phoneSize, displayScale: CGFloat(scale), environment: environment,
                                          textMeasurer: TrellisDefaults.textMeasurer)
                if let explicit { host.size = explicit }
                return host
            })
    }

    /// Subjects for catalogue entries, named by their names; an entry whose name another
    /// entry (or one of `taken`) already has is named by its id (`Module/File.swift:LINE`).
    public static func previews(_ entries: [PreviewEntry], taken: Set<String> = []) -> [PreviewSubject] {
        var counts: [String: Int] = [:]
        for entry in entries { counts[entry.name, default: 0] += 1 }
        return entries.map { entry in
            let unique = counts[entry.name] == 1 && !taken.contains(entry.name)
            return preview(entry, name: unique ? entry.name : entry.id)
        }
    }
}

/// One row of `/previews.json`.
public struct PreviewInfo: Codable, Equatable, Sendable {
    public var name: String
    public var title: String
    public var kind: String
    public var source: String?
    /// The default window, in points.
    public var width: Double
    public var height: Double
}
