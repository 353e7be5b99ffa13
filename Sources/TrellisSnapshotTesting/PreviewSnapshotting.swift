import Foundation
import SnapshotTesting
import Trellis

/// Snapshot strategies for previews from ``PreviewCatalog``: each hosts a new instance of
/// the preview's view at its preferred size (its layout trait: the device, a fixed size, or
/// the size that fits; landscape exchanges the device's sides):
///
/// ```swift
/// for preview in PreviewCatalog.all {
///     assertSnapshot(of: preview, as: .png, named: preview.name)
/// }
/// ```
extension Snapshotting where Value == PreviewEntry, Format == Data {
    /// The preview as PNG at 2 pixels per point on a 390 × 844 device.
    public static var png: Snapshotting { png() }

    /// The preview as PNG at `scale` pixels per point, on a device of `device` points.
    public static func png(device: CGSize = TrellisSnapshot.defaultSize, scale: CGFloat = 2,
                           environment: EnvironmentValues = EnvironmentValues()) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .pngBytes, snapshot: { entry in
            // A picture beyond the rasterizer's cap cannot be stored: its message stands in
            // for the PNG, so the comparison fails and shows why.
            do { return try TrellisSnapshot.host(entry, device: device, scale: scale, environment: environment).pngData(scale: scale) } catch { return Data("\(error)".utf8) }
        })
    }
}

extension Snapshotting where Value == PreviewEntry, Format == String {
    /// The preview's laid-out tree with frames, on a 390 × 844 device.
    public static var layout: Snapshotting { layout() }

    /// The preview's laid-out tree with frames, on a device of `device` points.
    public static func layout(device: CGSize = TrellisSnapshot.defaultSize,
                              environment: EnvironmentValues = EnvironmentValues()) -> Snapshotting {
        SimplySnapshotting<String>.lines.pullback { entry in
            TrellisSnapshot.host(entry, device: device, scale: 3, environment: environment).dump()
        }
    }

    /// The preview as an SVG document, on a device of `device` points.
    public static func svg(device: CGSize = TrellisSnapshot.defaultSize, options: SVGRenderer.Options = SVGRenderer.Options(),
                           environment: EnvironmentValues = EnvironmentValues()) -> Snapshotting {
        var snapshotting = SimplySnapshotting<String>.lines.pullback { (entry: PreviewEntry) in
            TrellisSnapshot.host(entry, device: device, scale: 1, environment: environment).svgString(options: options)
        }
        snapshotting.pathExtension = "svg"
        return snapshotting
    }
}

extension TrellisSnapshot {
    /// A host of the preview at its preferred size, measuring text with Trellis's default.
    public static func host(_ entry: PreviewEntry, device: CGSize, scale: CGFloat,
                            environment: EnvironmentValues = EnvironmentValues()) -> HostingView<AnyView> {
        entry.makeHost(deviceSize: device, displayScale: scale, environment: environment,
                       textMeasurer: TrellisDefaults.textMeasurer)
    }
}
