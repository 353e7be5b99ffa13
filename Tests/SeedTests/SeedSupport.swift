import Foundation
import Testing
import Trellis
@testable import TrellisShowcase

/// Hosts a seed view with the deterministic test measurer (8.5 pt per character and 17 pt
/// lines at the body size), so frames can be derived by hand.
func seedHost<V: View>(_ view: V, width: CGFloat = 390, height: CGFloat = 844,
                       configure: (inout EnvironmentValues) -> Void = { _ in }) -> HostingView<V> {
    var env = EnvironmentValues()
    configure(&env)
    let h = HostingView(rootView: view, size: CGSize(width: width, height: height), displayScale: 2,
                        environment: env, textMeasurer: FixedTextMeasurer())
    h.layoutIfNeeded()
    return h
}

func near(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 0.001) -> Bool { abs(a - b) <= tolerance }

func expectFrame(_ r: CGRect?, _ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    guard let r else {
        Issue.record("missing frame", sourceLocation: sourceLocation)
        return
    }
    #expect(near(r.minX, x) && near(r.minY, y) && near(r.width, w) && near(r.height, h),
            "expected (\(x), \(y), \(w), \(h)), got \(r)", sourceLocation: sourceLocation)
}

/// The frames in a host's dump of the views whose description starts with `prefix`, in
/// tree order (the talk's code carries no ids of its own).
func dumpFrames<V: View>(_ h: HostingView<V>, _ prefix: String) -> [CGRect] {
    let pattern = try! NSRegularExpression(pattern: #"\((-?[0-9.]+), (-?[0-9.]+), (-?[0-9.]+), (-?[0-9.]+)\)"#)
    var result: [CGRect] = []
    for line in h.dump().split(separator: "\n") {
        let text = line.trimmingCharacters(in: .whitespaces)
        guard text.hasPrefix(prefix) else { continue }
        let ns = text as NSString
        guard let m = pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).last else { continue }
        let v = (1...4).map { CGFloat(Double(ns.substring(with: m.range(at: $0))) ?? .nan) }
        result.append(CGRect(x: v[0], y: v[1], width: v[2], height: v[3]))
    }
    return result
}
