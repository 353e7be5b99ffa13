import Foundation
import Trellis

/// The dark appearance applied to a render tree drawn in the light scheme.
///
/// The preview does not draw with it: its hosts are given the colour scheme in their
/// environment (`EnvironmentValues.colorScheme`), so views read it and the core draws the
/// named colours in it. This redraws a tree made in the light scheme: the named adaptive
/// colours take iOS's dark-appearance values (`primary` becomes white, `secondary` light
/// grey at 60 %, the system colours their dark variants: `blue` 10,132,255, `red`
/// 255,69,58…), keeping each colour's opacity; `black`, `white`, `clear` and colours made
/// from components stay as they are (they do in SwiftUI too). Gradients keep their stops.
public enum DarkAppearance {
    /// iOS's dark-appearance values of the named colours, 0…255.
    static let palette: [String: (Double, Double, Double)] = [
        "primary": (255, 255, 255), "secondary": (235, 235, 245),
        "red": (255, 69, 58), "orange": (255, 159, 10), "yellow": (255, 214, 10),
        "green": (48, 209, 88), "mint": (99, 230, 226), "teal": (64, 200, 224),
        "cyan": (100, 210, 255), "blue": (10, 132, 255), "indigo": (94, 92, 230),
        "purple": (191, 90, 242), "pink": (255, 55, 95), "brown": (172, 142, 104),
        "gray": (142, 142, 147), "accentColor": (10, 132, 255),
    ]

    /// `color` in the dark appearance.
    public static func resolve(_ color: Color) -> Color {
        let description = color.description
        let base = description.split(separator: ".", maxSplits: 1).first.map(String.init) ?? description
        guard let (r, g, b) = palette[base] else { return color }
        return Color(red: r / 255, green: g / 255, blue: b / 255, opacity: color.opacity)
    }

    /// The tree with every colour resolved in the dark appearance.
    public static func apply(_ node: RenderNode) -> RenderNode {
        var node = node
        switch node.content {
        case .fill(let path, let color, let eoFill): node.content = .fill(path, resolve(color), eoFill: eoFill)
        case .stroke(let path, let color, let width): node.content = .stroke(path, resolve(color), lineWidth: width)
        case .text(var text):
            for l in text.lines.indices {
                for p in text.lines[l].pieces.indices {
                    text.lines[l].pieces[p].color = resolve(text.lines[l].pieces[p].color)
                }
            }
            node.content = .text(text)
        case .none, .image: break
        }
        node.children = node.children.map(apply)
        return node
    }
}
