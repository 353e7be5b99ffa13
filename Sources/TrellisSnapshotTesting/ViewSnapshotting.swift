import Foundation
import SnapshotTesting
import Trellis
import TrellisRaster

/// Snapshot strategies for Trellis views, for swift-snapshot-testing:
///
/// ```swift
/// assertSnapshot(of: MyView(), as: .layout)
/// assertSnapshot(of: MyView(), as: .svg(size: CGSize(width: 390, height: 844)))
/// assertSnapshot(of: MyView(), as: .png(size: CGSize(width: 390, height: 844)))
/// ```
///
/// Each hosts the view in a window of `size` points (an iPhone's 390 × 844 by default)
/// with Trellis's default text measurer, at Dynamic Type size `large` unless an
/// environment is given.
public enum TrellisSnapshot {
    public static let defaultSize = CGSize(width: 390, height: 844)

    static func host<V: View>(_ view: V, size: CGSize, scale: CGFloat, environment: EnvironmentValues) -> HostingView<V> {
        HostingView(rootView: view, size: size, displayScale: scale, environment: environment)
    }
}

extension Snapshotting where Value: View, Format == String {
    /// The laid-out tree with frames (``HostingView/dump()``), in a window of 390 × 844 points.
    public static var layout: Snapshotting { layout(size: TrellisSnapshot.defaultSize) }

    /// The laid-out tree with frames, in a window of `size` points.
    public static func layout(size: CGSize, environment: EnvironmentValues = EnvironmentValues()) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { view in
            TrellisSnapshot.host(view, size: size, scale: 3, environment: environment).dump()
        }
    }

    /// The window as an SVG document (text as glyph outlines unless the options say otherwise).
    public static func svg(size: CGSize = TrellisSnapshot.defaultSize, options: SVGRenderer.Options = SVGRenderer.Options(),
                           environment: EnvironmentValues = EnvironmentValues()) -> Snapshotting {
        var snapshotting = SimplySnapshotting<String>.lines.pullback { (view: Value) in
            TrellisSnapshot.host(view, size: size, scale: 1, environment: environment).svgString(options: options)
        }
        snapshotting.pathExtension = "svg"
        return snapshotting
    }

    /// The window as terminal text (``TerminalRenderer``).
    public static func terminal(size: CGSize = TrellisSnapshot.defaultSize, columns: Int? = nil,
                                environment: EnvironmentValues = EnvironmentValues()) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { view in
            TrellisSnapshot.host(view, size: size, scale: 1, environment: environment).terminalString(columns: columns)
        }
    }
}

extension Snapshotting where Value: View, Format == Data {
    /// The window as PNG data at `scale` pixels per point, compared byte for byte and
    /// stored as `.png` files.
    public static func png(size: CGSize = TrellisSnapshot.defaultSize, scale: CGFloat = 2,
                           environment: EnvironmentValues = EnvironmentValues()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pngBytes, snapshot: { view in
            // A picture beyond the rasterizer's cap cannot be stored: its message stands in
            // for the PNG, so the comparison fails and shows why.
            do { return try TrellisSnapshot.host(view, size: size, scale: scale, environment: environment).pngData(scale: scale) } catch { return Data("\(error)".utf8) }
        })
    }
}

extension Diffing where Value == Data {
    /// Byte-for-byte comparison of PNG data; a mismatch reports both sizes and pixel
    /// dimensions, and attaches the new picture.
    public static var pngBytes: Diffing<Data> {
        .diff(toData: { $0 }, fromData: { $0 }) { old, new in
            guard old != new else { return nil }
            func describe(_ data: Data) -> String {
                if let (w, h, _) = try? PNG.decode(data) { return "\(w)×\(h) pixels, \(data.count) bytes" }
                return "\(data.count) bytes (not a PNG)"
            }
            return ("PNG differs: recorded \(describe(old)), now \(describe(new))", [.data(new, name: "new.png")])
        }
    }
}
