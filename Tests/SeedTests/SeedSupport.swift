import Foundation
import Testing
import Trellis

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
