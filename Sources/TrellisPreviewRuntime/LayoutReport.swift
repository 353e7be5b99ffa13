import Foundation
import Trellis

/// One laid-out view of `/layout/<name>.json` and of the live frames (the page's hover
/// and frame outlines use them).
public struct LayoutNode: Codable, Equatable, Sendable {
    /// The view's type: its name up to the first space or parenthesis (`Text`, `Button`,
    /// `HStackLayout`, `padding`, `frame` for modifiers).
    public var type: String
    /// The view's name as `trellis dump` prints it (`Text "Cat"`, `Color gray.opacity(0.3)`…).
    public var name: String
    /// Its explicit identity (`.id(…)`, a `ForEach` element's id), `nil` when it has none.
    public var id: String?
    /// Its depth in the tree (the root is 0).
    public var depth: Int
    /// The frame in window points: x, y, width, height.
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// Set for a view that is leaving under a removal transition.
    public var removing: Bool
}

/// A laid-out preview: the window and every view.
public struct LayoutReport: Codable, Equatable, Sendable {
    public var name: String
    public var width: Double
    public var height: Double
    public var views: [LayoutNode]
}

extension LayoutNode {
    /// The views of a host, read from its ``HostingView/dump()`` (one line per view:
    /// indentation by depth, the name, the frame `(x, y, width, height)`, then
    /// `(removing)` and `id: …` when they apply). A line that does not read so is skipped.
    public static func nodes<V: View>(of host: HostingView<V>) -> [LayoutNode] {
        host.dump().split(separator: "\n").compactMap { parse(String($0)) }
    }

    private static let pattern = try! NSRegularExpression(
        pattern: #"^( *)(.+?) \((-?[0-9.e+]+|-?inf|nan), (-?[0-9.e+]+|-?inf|nan), (-?[0-9.e+]+|-?inf|nan), (-?[0-9.e+]+|-?inf|nan)\)( \(removing\))?(?: id: (.*))?$"#)

    /// One dump line as a node.
    static func parse(_ line: String) -> LayoutNode? {
        let ns = line as NSString
        guard let m = pattern.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else { return nil }
        func group(_ i: Int) -> String? {
            let r = m.range(at: i)
            return r.location == NSNotFound ? nil : ns.substring(with: r)
        }
        func number(_ i: Int) -> Double {
            let v = Double(group(i) ?? "") ?? 0
            return v.isFinite ? v : 0
        }
        let name = group(2) ?? ""
        let type = String(name.prefix { $0 != " " && $0 != "(" })
        return LayoutNode(type: type.trimmingCharacters(in: .whitespaces), name: name, id: group(8),
                          depth: (group(1) ?? "").count / 2,
                          x: number(3), y: number(4), width: number(5), height: number(6),
                          removing: group(7) != nil)
    }
}
