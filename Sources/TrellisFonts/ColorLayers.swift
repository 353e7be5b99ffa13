import Foundation

/// One layer of a `COLR` version 0 colour glyph: a glyph outline filled with a `CPAL`
/// colour, or with the text's colour.
public struct ColorGlyphLayer: Sendable, Equatable {
    /// The glyph whose outline is the layer.
    public let glyph: UInt16
    /// Straight RGBA of palette 0's entry, nil for the foreground (palette index 0xFFFF
    /// or an index outside the palette).
    public let color: (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)?

    public static func == (a: ColorGlyphLayer, b: ColorGlyphLayer) -> Bool {
        a.glyph == b.glyph && a.color?.red == b.color?.red && a.color?.green == b.color?.green
            && a.color?.blue == b.color?.blue && a.color?.alpha == b.color?.alpha
    }
}

/// `COLR` (version 0 records; the base glyph and layer lists that version 1 tables also
/// carry) with `CPAL` palette 0. Layers are drawn bottom to top in record order.
struct ColorLayerTables {
    let layers: [UInt16: [ColorGlyphLayer]]

    init(colr: BinaryReader, cpal: BinaryReader?) throws {
        let version = try colr.u16(at: 0)
        guard version <= 1 else { throw FontError.badValue("COLR", "version \(version)") }
        let numBase = Int(try colr.u16(at: 2))
        let baseOffset = Int(try colr.u32(at: 4))
        let layerOffset = Int(try colr.u32(at: 8))
        let numLayers = Int(try colr.u16(at: 12))
        var palette: [(UInt8, UInt8, UInt8, UInt8)] = []
        if let cpal {
            let entries = Int(try cpal.u16(at: 2))
            let records = Int(try cpal.u16(at: 6))
            let recordsOffset = Int(try cpal.u32(at: 8))
            let first = Int(try cpal.u16(at: 12))
            guard first + entries <= records else { throw FontError.badValue("CPAL", "palette 0 past \(records) colours") }
            for k in 0..<entries {
                let p = recordsOffset + (first + k) * 4
                palette.append((try cpal.u8(at: p + 2), try cpal.u8(at: p + 1), try cpal.u8(at: p), try cpal.u8(at: p + 3)))
            }
        }
        var layers: [UInt16: [ColorGlyphLayer]] = [:]
        for b in 0..<numBase {
            let p = baseOffset + b * 6
            let glyph = try colr.u16(at: p)
            let firstLayer = Int(try colr.u16(at: p + 2)), count = Int(try colr.u16(at: p + 4))
            guard firstLayer + count <= numLayers else { throw FontError.badValue("COLR", "layers of glyph \(glyph) past \(numLayers)") }
            layers[glyph] = try (firstLayer..<(firstLayer + count)).map { l in
                let q = layerOffset + l * 4
                let index = Int(try colr.u16(at: q + 2))
                let c = index < palette.count ? palette[index] : nil
                return ColorGlyphLayer(glyph: try colr.u16(at: q), color: c.map { (red: $0.0, green: $0.1, blue: $0.2, alpha: $0.3) })
            }
        }
        self.layers = layers
    }
}

extension FontFace {
    /// The `COLR`/`CPAL` layers of `glyph` (palette 0), nil when the face has no colour
    /// layers for it. Damaged tables give nil and are reported in ``layoutErrors``.
    public func colorLayers(glyph: UInt16) -> [ColorGlyphLayer]? {
        colorLayerTables?.layers[glyph]
    }

    /// Whether the face has `COLR` colour layers.
    public var hasColorLayers: Bool { !(colorLayerTables?.layers.isEmpty ?? true) }
}
