import Foundation

/// `CFF ` table encoder for ``TestFontBuilder`` (``TestFontBuilder/OutlineFormat/cff``).
///
/// Charstrings are generated from the same outlines as the TrueType flavor: quadratic
/// segments are converted exactly to cubics (controls at 2/3), composites are flattened.
/// To exercise the interpreter, `H` carries a width operand, stem hints and a hintmask,
/// rectangles starting with a vertical edge use `vlineto`, Hangul glyphs call a local
/// subroutine and kana/kanji glyphs a global one. The charset is the predefined
/// ISOAdobe one (offset 0); glyph names are not used by this library.
extension TestFont {
    /// Type 2 charstring number encoding.
    static func encodeNumber(_ v: Double, into w: inout ByteWriter) {
        if v == v.rounded(), abs(v) <= 32767 {
            let i = Int(v)
            switch i {
            case -107...107: w.u8(UInt8(i + 139))
            case 108...1131:
                let u = i - 108
                w.u8(UInt8(u / 256 + 247)); w.u8(UInt8(u % 256))
            case -1131 ... -108:
                let u = -i - 108
                w.u8(UInt8(u / 256 + 251)); w.u8(UInt8(u % 256))
            default:
                w.u8(28); w.i16(i)
            }
        } else {
            w.u8(255); w.i32(Int((v * 65536).rounded()))
        }
    }

    /// Encoded value as the interpreter will decode it (for drift-free relative moves).
    static func decodedValue(_ v: Double) -> Double {
        v == v.rounded() && abs(v) <= 32767 ? v : Double(Int32((v * 65536).rounded())) / 65536
    }

    /// Charstring body (no endchar) drawing `commands`, starting from (0, 0).
    static func charstringBody(_ commands: [PathCommand]) -> [UInt8] {
        var w = ByteWriter()
        var x = 0.0, y = 0.0
        func num(_ v: Double) -> Double {
            encodeNumber(v, into: &w)
            return decodedValue(v)
        }
        var i = 0
        while i < commands.count {
            switch commands[i] {
            case let .moveTo(tx, ty):
                x += num(tx - x); y += num(ty - y); w.u8(21)
                // A closed rectangle whose first edge is vertical: use alternating vlineto.
                if i + 4 < commands.count, case let .lineTo(x1, y1) = commands[i + 1], case let .lineTo(x2, y2) = commands[i + 2],
                   case let .lineTo(x3, y3) = commands[i + 3], case .close = commands[i + 4],
                   x1 == x, y2 == y1, x3 == x2, y3 == y {
                    y += num(y1 - y); x += num(x2 - x); y += num(y3 - y); w.u8(7)
                    i += 4
                }
            case let .lineTo(tx, ty):
                x += num(tx - x); y += num(ty - y); w.u8(5)
            case let .quadTo(cx, cy, tx, ty):
                let c1x = x + 2.0 / 3.0 * (cx - x), c1y = y + 2.0 / 3.0 * (cy - y)
                let c2x = tx + 2.0 / 3.0 * (cx - tx), c2y = ty + 2.0 / 3.0 * (cy - ty)
                x += num(c1x - x); y += num(c1y - y)
                x += num(c2x - x); y += num(c2y - y)
                x += num(tx - x); y += num(ty - y)
                w.u8(8)
            case let .cubicTo(c1x, c1y, c2x, c2y, tx, ty):
                x += num(c1x - x); y += num(c1y - y)
                x += num(c2x - x); y += num(c2y - y)
                x += num(tx - x); y += num(ty - y)
                w.u8(8)
            case .close:
                break
            }
            i += 1
        }
        return w.bytes
    }

    /// A CFF INDEX of `items`.
    static func index(_ items: [[UInt8]]) -> [UInt8] {
        var w = ByteWriter()
        w.u16(items.count)
        guard !items.isEmpty else { return w.bytes }
        let total = items.reduce(0) { $0 + $1.count } + 1
        let offSize = total <= 0xFF ? 1 : (total <= 0xFFFF ? 2 : (total <= 0xFF_FFFF ? 3 : 4))
        w.u8(UInt8(offSize))
        var offset = 1
        func put(_ v: Int) { for k in stride(from: offSize - 1, through: 0, by: -1) { w.u8(UInt8((v >> (8 * k)) & 0xFF)) } }
        put(offset)
        for item in items { offset += item.count; put(offset) }
        for item in items { w.append(item) }
        return w.bytes
    }

    /// DICT integer operand in the fixed 5-byte form.
    static func dictInt(_ v: Int, into w: inout ByteWriter) {
        w.u8(29); w.i32(v)
    }

    func cff() -> [UInt8] {
        let rectBody = TestFont.charstringBody(TrueTypeOutlines.commands(from: [[
            .init(x: 100, y: -50, onCurve: true), .init(x: 100, y: 750, onCurve: true),
            .init(x: 900, y: 750, onCurve: true), .init(x: 900, y: -50, onCurve: true),
        ]]))
        var charStrings: [[UInt8]] = []
        for (i, g) in glyphs.enumerated() {
            var w = ByteWriter()
            switch g.sharedBody {
            case .localSubr:
                TestFont.encodeNumber(-107, into: &w); w.u8(10)
            case .globalSubr:
                TestFont.encodeNumber(-107, into: &w); w.u8(29)
            case .none:
                if g.name == "H" {
                    // width 600, hstem 0 700, vstem 50 450, hintmask 11000000
                    for v in [600.0, 0, 700] { TestFont.encodeNumber(v, into: &w) }
                    w.u8(1)
                    for v in [50.0, 450] { TestFont.encodeNumber(v, into: &w) }
                    w.u8(3)
                    w.u8(19); w.u8(0xC0)
                }
                w.append(TestFont.charstringBody(TrueTypeOutlines.commands(from: TestGlyph.flatten(i, in: glyphs))))
            }
            w.u8(14)  // endchar
            charStrings.append(w.bytes)
        }
        let header: [UInt8] = [1, 0, 4, 4]
        let nameIndex = TestFont.index([Array((options.family + "-" + options.style).filter { !$0.isWhitespace }.utf8)])
        let stringIndex = TestFont.index([])
        let globalSubrs = TestFont.index([rectBody + [11]])
        let localSubrs = TestFont.index([rectBody + [11]])
        let charStringsIndex = TestFont.index(charStrings)
        let topDictSize = 6 + 11
        let topDictIndexSize = 2 + 1 + 2 + topDictSize
        let charStringsOffset = header.count + nameIndex.count + topDictIndexSize + stringIndex.count + globalSubrs.count
        let privateOffset = charStringsOffset + charStringsIndex.count
        var priv = ByteWriter()
        TestFont.dictInt(6, into: &priv); priv.u8(19)  // Subrs right after this 6-byte Private DICT
        var top = ByteWriter()
        TestFont.dictInt(charStringsOffset, into: &top); top.u8(17)
        TestFont.dictInt(priv.count, into: &top); TestFont.dictInt(privateOffset, into: &top); top.u8(18)
        var w = ByteWriter()
        w.append(header); w.append(nameIndex); w.append(TestFont.index([top.bytes]))
        w.append(stringIndex); w.append(globalSubrs); w.append(charStringsIndex)
        w.append(priv.bytes); w.append(localSubrs)
        return w.bytes
    }
}
