import Foundation

/// A registry of named colours: what `Color("name")` finds, as SwiftUI finds a colour set
/// in the app's asset catalog. Linux has no asset catalogs compiled into the app: register
/// each colour by name before the views are made.
public enum ColorAssets {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var colors: [String: Color] = [:]
    nonisolated(unsafe) private static var reportedMissing: Set<String> = []

    /// Registers `color` under `name`, replacing any colour registered under it before.
    public static func register(_ name: String, color: Color) {
        lock.lock(); defer { lock.unlock() }
        colors[name] = color
    }

    /// The colour registered under `name`; nil when none is.
    public static func color(named name: String) -> Color? {
        lock.lock(); defer { lock.unlock() }
        return colors[name]
    }

    /// Forgets every registered colour.
    public static func removeAll() {
        lock.lock(); defer { lock.unlock() }
        colors = [:]
        reportedMissing = []
    }

    /// The colour a name makes: the registered one, else clear (what SwiftUI draws for a
    /// colour its catalog lacks), reported once per name on standard error as SwiftUI
    /// reports it in the console.
    static func resolve(_ name: String) -> Color {
        lock.lock()
        let found = colors[name]
        let firstMiss = found == nil && reportedMissing.insert(name).inserted
        lock.unlock()
        if let found { return found }
        if firstMiss {
            FileHandle.standardError.write(Data("trellis: no color named '\(name)' is registered in ColorAssets; drawn clear\n".utf8))
        }
        return .clear
    }
}

extension Color {
    /// The colour registered under `name` in ``ColorAssets`` (the app's asset catalog in
    /// SwiftUI); clear when none is. `bundle` is accepted for SwiftUI's signature: Trellis
    /// has one registry for every bundle.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = ColorAssets.resolve(name)
    }
}
