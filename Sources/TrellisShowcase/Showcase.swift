import Foundation
import Trellis

/// One screen of the showcase: a named view, built fresh for each render.
public struct ShowcaseExample: Sendable {
    /// A short identifier for the command line (`trellis render leaderboard`).
    public let name: String
    /// What it shows, for listings and the gallery.
    public let title: String
    /// Which seed document it comes from.
    public let source: String
    let make: @Sendable () -> AnyView

    public init(name: String, title: String, source: String, make: @escaping @Sendable () -> AnyView) {
        self.name = name
        self.title = title
        self.source = source
        self.make = make
    }

    /// A fresh instance of the example's root view.
    public func makeView() -> AnyView { make() }
}

/// The seed apps, rendered by `trellis showcase`.
public enum Showcase {
    /// Every example, in gallery order.
    public static var examples: [ShowcaseExample] { ShowcaseCatalog.all }

    public static func example(named name: String) -> ShowcaseExample? {
        examples.first { $0.name == name }
    }

    /// The sizes the showcase renders at.
    public struct Device: Sendable {
        public let name: String
        public let size: CGSize
        public let scale: CGFloat
    }

    public static let phone = Device(name: "phone", size: CGSize(width: 390, height: 844), scale: 3)
    public static let tablet = Device(name: "tablet", size: CGSize(width: 820, height: 1180), scale: 2)
}
