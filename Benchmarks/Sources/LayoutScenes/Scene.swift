import Trellis
@_spi(Benchmarks) import TrellisLayout

/// A laid-out host of one of the shapes, behind a non-generic interface.
public protocol LayoutScene: AnyObject {
    /// `layoutIfNeeded()`.
    func layout()
    /// Changes the window width by one point (alternately +1 and −1): every proposal from
    /// the root down changes (content of fixed size only moves).
    func resize()
    /// Makes the next pass compute every answer and placement anew over the existing
    /// items (`HostingView.dropKeptLayout()`): with ``resize()``, a full layout pass.
    func dropKeptLayout()
    /// Sets the window size to the size it has: a relayout is requested, nothing changed.
    func touch()
    /// Changes a value of the host's environment that no view of the shapes reads.
    func changeEnvironment()
    /// The root's laid-out size.
    var rootSize: CGSize { get }
}

final class HostScene<V: View>: LayoutScene {
    let host: HostingView<V>
    let window: CGSize
    var widened = false

    init(_ view: V, window: CGSize) {
        self.window = window
        host = HostingView(rootView: view, size: window, displayScale: 1, textMeasurer: FixedTextMeasurer())
        host.layoutIfNeeded()
    }

    func layout() { host.layoutIfNeeded() }

    func resize() {
        widened.toggle()
        host.size = CGSize(width: window.width + (widened ? 1 : 0), height: window.height)
    }

    func dropKeptLayout() { host.dropKeptLayout() }

    func touch() { host.size = host.size }

    func changeEnvironment() { host.environment[ProbeEnvironmentKey.self] += 1 }

    var rootSize: CGSize { host.renderTree().frame.size }
}

/// A value no view of the shapes reads.
struct ProbeEnvironmentKey: EnvironmentKey {
    static let defaultValue = 0
}

/// Builds and lays out a shape (the first layout: the graph is built from the view value).
/// With `cells`, every leaf is a ``Cell`` with its own `@State` width, and the leaf at
/// ``probeLeafIndex(_:_:)`` hands its binding to ``ProbeHook``.
public func makeScene(_ shape: LayoutShape, leaves: Int, cells: Bool = false) -> any LayoutScene {
    let probe = probeLeafIndex(shape, leaves)
    if cells {
        return HostScene(shapeView(shape, leaves) { i, w, h in Cell(width: w, height: h, isProbe: i == probe) },
                         window: shape.windowSize)
    }
    if shape == .flexWide {
        return HostScene(shapeView(shape, leaves) { _, _, _ in Color.red }, window: shape.windowSize)
    }
    return HostScene(shapeView(shape, leaves) { _, w, h in Color.red.frame(width: w, height: h) }, window: shape.windowSize)
}

/// Writes the probe leaf's `@State` width: `base + delta` (base 30 for flexible and
/// pseudo-random leaves, else the leaf's own width).
public func writeProbeWidth(_ shape: LayoutShape, delta: CGFloat) {
    let base: CGFloat = switch shape {
    case .wide, .grid: 20
    case .deep: 10
    case .flexWide, .wrap: 30
    }
    ProbeHook.width?.wrappedValue = base + delta
}

/// Writes the probe leaf's `@State` height: its shape's leaf height plus `delta` (a
/// flexible leaf gets 30 + `delta`).
public func writeProbeHeight(_ shape: LayoutShape, delta: CGFloat) {
    let base: CGFloat = switch shape {
    case .wide, .grid, .wrap: 20
    case .deep: 10
    case .flexWide: 30
    }
    ProbeHook.height?.wrappedValue = base + delta
}

/// Peak resident memory of this process so far (VmHWM of /proc/self/status), in bytes;
/// nil where that file is not available.
public func peakResidentBytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let digits = line.dropFirst(6).filter(\.isNumber)
        guard let kB = Int(digits), kB >= 0, kB < Int.max / 1024 else { return nil }
        return kB * 1024
    }
    return nil
}
