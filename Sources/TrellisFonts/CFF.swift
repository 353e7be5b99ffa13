import Foundation

/// Outlines from a `CFF ` table (Compact Font Format version 1) with Type 2 charstrings,
/// for `.otf` fonts. Supports name-keyed and CID-keyed fonts (FDArray/FDSelect formats
/// 0 and 3), local and global subroutines, hints/masks (skipped), flex operators and
/// the arithmetic operators. Not supported (throws `outlinesUnavailable`): the deprecated
/// `seac`-style accented `endchar`, the `random` operator, and `CFF2` tables.
struct CFFOutlines {
    /// A CFF INDEX: element byte ranges relative to `reader`.
    struct Index {
        let reader: BinaryReader
        let ranges: [Range<Int>]
        /// Total byte size of the INDEX structure.
        let size: Int

        init(_ r: BinaryReader, at start: Int) throws {
            let count = Int(try r.u16(at: start))
            if count == 0 {
                reader = r; ranges = []; size = 2
                return
            }
            let offSize = Int(try r.u8(at: start + 2))
            guard (1...4).contains(offSize) else { throw FontError.badValue("CFF", "INDEX offSize \(offSize)") }
            func offset(_ i: Int) throws -> Int {
                var v = 0
                for k in 0..<offSize { v = v << 8 | Int(try r.u8(at: start + 3 + i * offSize + k)) }
                return v
            }
            let dataStart = start + 3 + (count + 1) * offSize - 1  // offsets are 1-based
            var ranges: [Range<Int>] = []
            ranges.reserveCapacity(count)
            var previous = try offset(0)
            guard previous == 1 else { throw FontError.badValue("CFF", "INDEX first offset \(previous)") }
            for i in 1...count {
                let next = try offset(i)
                guard next >= previous else { throw FontError.badValue("CFF", "INDEX offsets decrease") }
                ranges.append((dataStart + previous)..<(dataStart + next))
                previous = next
            }
            try r.check(dataStart + 1, previous - 1)
            reader = r
            self.ranges = ranges
            size = dataStart + previous - start
        }

        var count: Int { ranges.count }

        func item(_ i: Int) throws -> BinaryReader {
            guard i >= 0, i < ranges.count else { throw FontError.badValue("CFF", "INDEX item \(i) of \(ranges.count)") }
            return try reader.sub(at: ranges[i].lowerBound, length: ranges[i].count)
        }
    }

    /// A parsed DICT: operator → operands. Two-byte operators are keyed `1200 + b1`.
    struct Dict {
        var entries: [Int: [Double]] = [:]

        init(_ r: BinaryReader) throws {
            var operands: [Double] = []
            var p = 0
            while p < r.count {
                let b0 = Int(try r.u8(at: p))
                switch b0 {
                case 0...21:
                    var op = b0
                    p += 1
                    if b0 == 12 { op = 1200 + Int(try r.u8(at: p)); p += 1 }
                    entries[op] = operands
                    operands.removeAll()
                case 28:
                    operands.append(Double(try r.i16(at: p + 1))); p += 3
                case 29:
                    operands.append(Double(try r.i32(at: p + 1))); p += 5
                case 30:
                    p += 1
                    var text = ""
                    var done = false
                    while !done {
                        let byte = try r.u8(at: p); p += 1
                        for nibble in [byte >> 4, byte & 0xF] {
                            switch nibble {
                            case 0...9: text += String(nibble)
                            case 0xA: text += "."
                            case 0xB: text += "E"
                            case 0xC: text += "E-"
                            case 0xE: text += "-"
                            case 0xF: done = true
                            default: break
                            }
                            if done { break }
                        }
                    }
                    operands.append(Double(text) ?? 0)
                case 32...246:
                    operands.append(Double(b0 - 139)); p += 1
                case 247...250:
                    operands.append(Double((b0 - 247) * 256 + Int(try r.u8(at: p + 1)) + 108)); p += 2
                case 251...254:
                    operands.append(Double(-(b0 - 251) * 256 - Int(try r.u8(at: p + 1)) - 108)); p += 2
                default:
                    throw FontError.badValue("CFF", "DICT byte \(b0)")
                }
                guard operands.count <= 48 else { throw FontError.badValue("CFF", "DICT operand stack overflow") }
            }
        }

        /// Integer operand `index` of `op`, validated to be finite and within `0...Int32.max`.
        func int(_ op: Int, _ index: Int = 0) throws -> Int? {
            guard let values = entries[op] else { return nil }
            guard index < values.count else { throw FontError.badValue("CFF", "DICT operator \(op) lacks operands") }
            let v = values[index]
            guard v.isFinite, v >= 0, v <= Double(Int32.max) else { throw FontError.badValue("CFF", "DICT value \(v)") }
            return Int(v)
        }
    }

    /// Per-font-dict private data.
    struct PrivateData {
        let subrs: Index?
    }

    let charStrings: Index
    let globalSubrs: Index
    let privates: [PrivateData]
    /// FD index per glyph (empty for name-keyed fonts: everything uses `privates[0]`).
    let fdSelect: [UInt8]

    init(_ cff: BinaryReader) throws {
        let major = try cff.u8(at: 0)
        guard major == 1 else {
            throw FontError.outlinesUnavailable("CFF major version \(major) is not supported")
        }
        let headerSize = Int(try cff.u8(at: 2))
        let names = try Index(cff, at: headerSize)
        let topDicts = try Index(cff, at: headerSize + names.size)
        let strings = try Index(cff, at: headerSize + names.size + topDicts.size)
        globalSubrs = try Index(cff, at: headerSize + names.size + topDicts.size + strings.size)
        guard topDicts.count >= 1 else { throw FontError.badValue("CFF", "no Top DICT") }
        let top = try Dict(try topDicts.item(0))
        if let type = try top.int(1206), type != 2 {
            throw FontError.outlinesUnavailable("CharstringType \(type) is not supported")
        }
        guard let charStringsOffset = try top.int(17) else { throw FontError.badValue("CFF", "Top DICT lacks CharStrings") }
        charStrings = try Index(cff, at: charStringsOffset)

        func readPrivate(_ dict: Dict) throws -> PrivateData {
            guard let size = try dict.int(18, 0), let offset = try dict.int(18, 1) else { return PrivateData(subrs: nil) }
            let priv = try cff.sub(at: offset, length: size, context: "CFF")
            let privDict = try Dict(priv)
            if let subrsOffset = try privDict.int(19) {
                return PrivateData(subrs: try Index(cff, at: offset + subrsOffset))
            }
            return PrivateData(subrs: nil)
        }

        if top.entries[1230] != nil {  // ROS: CID-keyed
            guard let fdArrayOffset = try top.int(1236), let fdSelectOffset = try top.int(1237) else {
                throw FontError.badValue("CFF", "CID font lacks FDArray/FDSelect")
            }
            let fdArray = try Index(cff, at: fdArrayOffset)
            privates = try (0..<fdArray.count).map { try readPrivate(try Dict(try fdArray.item($0))) }
            fdSelect = try CFFOutlines.parseFDSelect(cff, at: fdSelectOffset, glyphCount: charStrings.count, fdCount: fdArray.count)
        } else {
            privates = [try readPrivate(top)]
            fdSelect = []
        }
    }

    private static func parseFDSelect(_ r: BinaryReader, at offset: Int, glyphCount: Int, fdCount: Int) throws -> [UInt8] {
        let format = try r.u8(at: offset)
        var result: [UInt8]
        switch format {
        case 0:
            result = try r.bytes(at: offset + 1, count: glyphCount)
        case 3:
            let nRanges = Int(try r.u16(at: offset + 1))
            result = [UInt8](repeating: 0, count: glyphCount)
            for i in 0..<nRanges {
                let first = Int(try r.u16(at: offset + 3 + i * 3))
                let fd = try r.u8(at: offset + 3 + i * 3 + 2)
                let next = Int(try r.u16(at: offset + 3 + (i + 1) * 3))
                guard first <= next else { throw FontError.badValue("CFF", "FDSelect ranges unsorted") }
                let end = min(next, glyphCount)
                if first < end { for g in first..<end { result[g] = fd } }
            }
        default:
            throw FontError.badValue("CFF", "FDSelect format \(format)")
        }
        guard result.allSatisfy({ Int($0) < fdCount }) else { throw FontError.badValue("CFF", "FDSelect index out of range") }
        return result
    }

    /// Subroutine index bias for an INDEX with `count` entries.
    static func bias(_ count: Int) -> Int { count < 1240 ? 107 : (count < 33900 ? 1131 : 32768) }

    /// The glyph's outline (cubic Béziers).
    func outline(_ glyph: UInt16) throws -> GlyphOutline {
        let gid = Int(glyph)
        let fd = fdSelect.isEmpty ? 0 : Int(fdSelect[gid < fdSelect.count ? gid : 0])
        var interpreter = CharstringInterpreter(globalSubrs: globalSubrs, localSubrs: privates[fd].subrs)
        try interpreter.run(try charStrings.item(gid), depth: 0)
        interpreter.closeContour()
        return GlyphOutline(commands: interpreter.commands)
    }
}

/// Executes Type 2 charstrings into path commands.
struct CharstringInterpreter {
    let globalSubrs: CFFOutlines.Index
    let localSubrs: CFFOutlines.Index?
    var stack: [Double] = []
    var transient = [Double](repeating: 0, count: 32)
    var commands: [PathCommand] = []
    var x = 0.0, y = 0.0
    var stemCount = 0
    var seenWidth = false
    var contourOpen = false
    var finished = false

    static let maxStack = 48
    static let maxDepth = 10

    init(globalSubrs: CFFOutlines.Index, localSubrs: CFFOutlines.Index?) {
        self.globalSubrs = globalSubrs
        self.localSubrs = localSubrs
    }

    mutating func closeContour() {
        if contourOpen { commands.append(.close); contourOpen = false }
    }

    private mutating func moveTo(_ dx: Double, _ dy: Double) {
        closeContour()
        x += dx; y += dy
        commands.append(.moveTo(x: x, y: y))
        contourOpen = true
    }

    private mutating func lineTo(_ dx: Double, _ dy: Double) throws {
        guard contourOpen else { throw FontError.badValue("CFF", "line before moveto") }
        x += dx; y += dy
        commands.append(.lineTo(x: x, y: y))
    }

    private mutating func curveTo(_ d1x: Double, _ d1y: Double, _ d2x: Double, _ d2y: Double, _ d3x: Double, _ d3y: Double) throws {
        guard contourOpen else { throw FontError.badValue("CFF", "curve before moveto") }
        let c1x = x + d1x, c1y = y + d1y
        let c2x = c1x + d2x, c2y = c1y + d2y
        x = c2x + d3x; y = c2y + d3y
        commands.append(.cubicTo(c1x: c1x, c1y: c1y, c2x: c2x, c2y: c2y, x: x, y: y))
    }

    /// Drops the optional leading width operand of the first stack-clearing operator.
    private mutating func takeWidth(ifCountIs odd: Bool) {
        if !seenWidth {
            seenWidth = true
            if odd && !stack.isEmpty { stack.removeFirst() }
        }
    }

    private func pop(_ n: Int) throws -> [Double] {
        guard stack.count >= n else { throw FontError.badValue("CFF", "charstring stack underflow") }
        return Array(stack.suffix(n))
    }

    private func intOperand(_ v: Double) throws -> Int {
        guard v.isFinite, abs(v) < 1_000_000 else { throw FontError.badValue("CFF", "charstring operand \(v)") }
        return Int(v)
    }

    mutating func run(_ r: BinaryReader, depth: Int) throws {
        guard depth <= CharstringInterpreter.maxDepth else { throw FontError.badValue("CFF", "subroutine nesting too deep") }
        var p = 0
        while p < r.count && !finished {
            let b0 = Int(try r.u8(at: p))
            p += 1
            if b0 >= 32 || b0 == 28 {
                let v: Double
                switch b0 {
                case 28: v = Double(try r.i16(at: p)); p += 2
                case 32...246: v = Double(b0 - 139)
                case 247...250: v = Double((b0 - 247) * 256 + Int(try r.u8(at: p)) + 108); p += 1
                case 251...254: v = Double(-(b0 - 251) * 256 - Int(try r.u8(at: p)) - 108); p += 1
                default: v = Double(try r.i32(at: p)) / 65536.0; p += 4
                }
                guard stack.count < CharstringInterpreter.maxStack else { throw FontError.badValue("CFF", "charstring stack overflow") }
                stack.append(v)
                continue
            }
            switch b0 {
            case 1, 3, 18, 23:  // hstem, vstem, hstemhm, vstemhm
                takeWidth(ifCountIs: stack.count % 2 == 1)
                stemCount += stack.count / 2
                stack.removeAll()
            case 19, 20:  // hintmask, cntrmask (operands are implicit vstems)
                takeWidth(ifCountIs: stack.count % 2 == 1)
                stemCount += stack.count / 2
                stack.removeAll()
                let maskBytes = (stemCount + 7) / 8
                try r.check(p, maskBytes)
                p += maskBytes
            case 21:  // rmoveto
                takeWidth(ifCountIs: stack.count > 2)
                let a = try pop(2); stack.removeAll()
                moveTo(a[0], a[1])
            case 22:  // hmoveto
                takeWidth(ifCountIs: stack.count > 1)
                let a = try pop(1); stack.removeAll()
                moveTo(a[0], 0)
            case 4:  // vmoveto
                takeWidth(ifCountIs: stack.count > 1)
                let a = try pop(1); stack.removeAll()
                moveTo(0, a[0])
            case 5:  // rlineto
                var i = 0
                while i + 1 < stack.count { try lineTo(stack[i], stack[i + 1]); i += 2 }
                stack.removeAll()
            case 6, 7:  // hlineto, vlineto
                var horizontal = b0 == 6
                for v in stack {
                    if horizontal { try lineTo(v, 0) } else { try lineTo(0, v) }
                    horizontal.toggle()
                }
                stack.removeAll()
            case 8:  // rrcurveto
                var i = 0
                while i + 5 < stack.count {
                    try curveTo(stack[i], stack[i + 1], stack[i + 2], stack[i + 3], stack[i + 4], stack[i + 5]); i += 6
                }
                stack.removeAll()
            case 24:  // rcurveline
                var i = 0
                while i + 5 < stack.count - 2 {
                    try curveTo(stack[i], stack[i + 1], stack[i + 2], stack[i + 3], stack[i + 4], stack[i + 5]); i += 6
                }
                if i + 1 < stack.count { try lineTo(stack[i], stack[i + 1]) }
                stack.removeAll()
            case 25:  // rlinecurve
                var i = 0
                while i + 1 < stack.count - 6 { try lineTo(stack[i], stack[i + 1]); i += 2 }
                if i + 5 < stack.count {
                    try curveTo(stack[i], stack[i + 1], stack[i + 2], stack[i + 3], stack[i + 4], stack[i + 5])
                }
                stack.removeAll()
            case 26:  // vvcurveto
                var i = 0
                var dx1 = 0.0
                if stack.count % 2 == 1 { dx1 = stack[0]; i = 1 }
                while i + 3 < stack.count {
                    try curveTo(dx1, stack[i], stack[i + 1], stack[i + 2], 0, stack[i + 3])
                    dx1 = 0; i += 4
                }
                stack.removeAll()
            case 27:  // hhcurveto
                var i = 0
                var dy1 = 0.0
                if stack.count % 2 == 1 { dy1 = stack[0]; i = 1 }
                while i + 3 < stack.count {
                    try curveTo(stack[i], dy1, stack[i + 1], stack[i + 2], stack[i + 3], 0)
                    dy1 = 0; i += 4
                }
                stack.removeAll()
            case 30, 31:  // vhcurveto, hvcurveto
                var horizontal = b0 == 31
                var i = 0
                while i + 3 < stack.count {
                    let last = stack.count - i == 5 ? stack[i + 4] : 0
                    if horizontal {
                        try curveTo(stack[i], 0, stack[i + 1], stack[i + 2], last, stack[i + 3])
                    } else {
                        try curveTo(0, stack[i], stack[i + 1], stack[i + 2], stack[i + 3], last)
                    }
                    horizontal.toggle()
                    i += 4
                }
                stack.removeAll()
            case 10, 29:  // callsubr, callgsubr
                guard let index = stack.popLast() else { throw FontError.badValue("CFF", "callsubr without index") }
                let subrs: CFFOutlines.Index
                if b0 == 10 {
                    guard let local = localSubrs else { throw FontError.badValue("CFF", "callsubr without local subrs") }
                    subrs = local
                } else {
                    subrs = globalSubrs
                }
                let n = try intOperand(index) + CFFOutlines.bias(subrs.count)
                try run(try subrs.item(n), depth: depth + 1)
            case 11:  // return
                return
            case 14:  // endchar
                if stack.count == 4 || stack.count == 5 {
                    throw FontError.outlinesUnavailable("seac-style accented endchar is not supported")
                }
                takeWidth(ifCountIs: !stack.isEmpty)
                stack.removeAll()
                closeContour()
                finished = true
            case 12:
                let b1 = Int(try r.u8(at: p))
                p += 1
                try escaped(b1)
            default:
                throw FontError.badValue("CFF", "reserved charstring operator \(b0)")
            }
        }
    }

    private mutating func escaped(_ op: Int) throws {
        switch op {
        case 35:  // flex
            let a = try pop(13); stack.removeAll()
            try curveTo(a[0], a[1], a[2], a[3], a[4], a[5])
            try curveTo(a[6], a[7], a[8], a[9], a[10], a[11])
        case 34:  // hflex
            let a = try pop(7); stack.removeAll()
            let startY = y
            try curveTo(a[0], 0, a[1], a[2], a[3], 0)
            try curveTo(a[4], 0, a[5], startY - y, a[6], 0)
        case 36:  // hflex1
            let a = try pop(9); stack.removeAll()
            let startY = y
            try curveTo(a[0], a[1], a[2], a[3], a[4], 0)
            let dy5 = a[7]
            try curveTo(a[5], 0, a[6], dy5, a[8], startY - (y + dy5))
        case 37:  // flex1
            let a = try pop(11); stack.removeAll()
            let startX = x, startY = y
            let dx = a[0] + a[2] + a[4] + a[6] + a[8]
            let dy = a[1] + a[3] + a[5] + a[7] + a[9]
            try curveTo(a[0], a[1], a[2], a[3], a[4], a[5])
            let c1x = a[6], c1y = a[7], c2x = a[8], c2y = a[9]
            let endX = x + c1x + c2x, endY = y + c1y + c2y
            if abs(dx) > abs(dy) {
                try curveTo(c1x, c1y, c2x, c2y, startX + dx + a[10] - endX, startY - endY)
            } else {
                try curveTo(c1x, c1y, c2x, c2y, startX - endX, startY + dy + a[10] - endY)
            }
        case 3, 4:  // and, or
            let a = try pop(2); stack.removeLast(2)
            let l = a[0] != 0, rr = a[1] != 0
            stack.append((op == 3 ? (l && rr) : (l || rr)) ? 1 : 0)
        case 5:  // not
            let a = try pop(1); stack.removeLast()
            stack.append(a[0] == 0 ? 1 : 0)
        case 9:  // abs
            let a = try pop(1); stack.removeLast(); stack.append(abs(a[0]))
        case 10, 11, 24:  // add, sub, mul
            let a = try pop(2); stack.removeLast(2)
            stack.append(op == 10 ? a[0] + a[1] : (op == 11 ? a[0] - a[1] : a[0] * a[1]))
        case 12:  // div
            let a = try pop(2); stack.removeLast(2)
            guard a[1] != 0 else { throw FontError.badValue("CFF", "charstring division by zero") }
            stack.append(a[0] / a[1])
        case 14:  // neg
            let a = try pop(1); stack.removeLast(); stack.append(-a[0])
        case 15:  // eq
            let a = try pop(2); stack.removeLast(2); stack.append(a[0] == a[1] ? 1 : 0)
        case 18:  // drop
            _ = try pop(1); stack.removeLast()
        case 20:  // put
            let a = try pop(2); stack.removeLast(2)
            let i = try intOperand(a[1])
            guard i >= 0, i < transient.count else { throw FontError.badValue("CFF", "put index \(i)") }
            transient[i] = a[0]
        case 21:  // get
            let a = try pop(1); stack.removeLast()
            let i = try intOperand(a[0])
            guard i >= 0, i < transient.count else { throw FontError.badValue("CFF", "get index \(i)") }
            stack.append(transient[i])
        case 22:  // ifelse
            let a = try pop(4); stack.removeLast(4)
            stack.append(a[2] <= a[3] ? a[0] : a[1])
        case 26:  // sqrt
            let a = try pop(1); stack.removeLast()
            guard a[0] >= 0 else { throw FontError.badValue("CFF", "sqrt of negative") }
            stack.append(a[0].squareRoot())
        case 27:  // dup
            let a = try pop(1)
            guard stack.count < CharstringInterpreter.maxStack else { throw FontError.badValue("CFF", "charstring stack overflow") }
            stack.append(a[0])
        case 28:  // exch
            let a = try pop(2); stack.removeLast(2); stack.append(a[1]); stack.append(a[0])
        case 29:  // index
            let a = try pop(1); stack.removeLast()
            var i = try intOperand(a[0])
            if i < 0 { i = 0 }
            guard i < stack.count else { throw FontError.badValue("CFF", "index beyond stack") }
            stack.append(stack[stack.count - 1 - i])
        case 30:  // roll
            let a = try pop(2); stack.removeLast(2)
            let n = try intOperand(a[0]), j = try intOperand(a[1])
            guard n > 0, n <= stack.count else { throw FontError.badValue("CFF", "roll count \(n)") }
            var top = Array(stack.suffix(n))
            stack.removeLast(n)
            let shift = ((j % n) + n) % n
            top = Array(top[(n - shift)...] + top[..<(n - shift)])
            stack.append(contentsOf: top)
        default:
            throw FontError.outlinesUnavailable("unsupported charstring operator 12 \(op)")
        }
    }
}
