import Foundation

/// Watches a package's sources by polling: every ``interval`` it reads the modification
/// times of `Package.swift` and of the `.swift` files under `Sources/`; a difference from
/// the last reading is a change. Polling needs no platform API (inotify, FSEvents) and
/// costs a few hundred `stat` calls a second for a typical package.
public struct SourceWatcher: Sendable {
    /// The time between two readings: 0.5 s.
    public static let interval: Duration = .milliseconds(500)

    public let packagePath: String

    public init(packagePath: String) { self.packagePath = packagePath }

    /// Path → modification time of every watched file.
    public func snapshot() -> [String: Date] {
        var result: [String: Date] = [:]
        for path in [packagePath + "/Package.swift"] + Self.swiftFiles(under: packagePath + "/Sources") {
            if let date = (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date {
                result[path] = date
            }
        }
        return result
    }

    /// The `.swift` files under a folder, sorted.
    static func swiftFiles(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(folder + "/" + relative) }
        }
        return files.sorted()
    }
}
