import Foundation

extension ShapedRun {
    /// The run with its text ranges moved by `delta` UTF-16 units.
    func offset(by delta: Int) -> ShapedRun {
        guard delta != 0 else { return self }
        let glyphs = self.glyphs.map {
            ShapedGlyph(glyph: $0.glyph, advance: $0.advance, xOffset: $0.xOffset, yOffset: $0.yOffset,
                        cluster: ($0.cluster.lowerBound + delta)..<($0.cluster.upperBound + delta), face: $0.face)
        }
        var run = ShapedRun(glyphs: glyphs, width: width, face: face, size: size,
                            textRange: (textRange.lowerBound + delta)..<(textRange.upperBound + delta))
        run.isRightToLeft = isRightToLeft
        run.script = script
        return run
    }
}

extension Shaper {
    /// Whether `text` needs the bidirectional algorithm (it has a right-to-left, Arabic
    /// number or explicit bidi control character).
    static func needsBidi<S: StringProtocol>(_ text: S) -> Bool {
        text.unicodeScalars.contains { scalar in
            // Below Hebrew (Latin, Greek, Cyrillic, Armenian …) no scalar has these classes.
            if scalar.value < 0x590 { return false }
            switch BidiClass(scalar) {
            case .R, .AL, .AN, .RLE, .RLO, .RLI, .FSI, .LRE, .LRO, .LRI: return true
            default: return false
            }
        }
    }

    /// Shapes one line of text and returns its runs in display order, left to right
    /// (UAX #9: levels resolved for `text` as a paragraph, rule L1 treating it as one
    /// line, rule L2 reordering). Each level run is shaped separately, so the digits in
    /// Arabic or Hebrew text stay left to right; within a right-to-left level run the
    /// runs are reversed and each run's glyphs are already in visual order.
    ///
    /// `paragraphLevel` 0 or 1 forces the base direction; nil (the default) takes it from
    /// the first strong character (P2–P3), left to right when there is none. Text with no
    /// right-to-left character and a left-to-right paragraph gives exactly
    /// ``shape(_:face:size:fallbacks:features:)``.
    public func shapeLine<S: StringProtocol>(_ text: S, face: FontFace, size: Double, fallbacks: [FontFace] = [],
                                             features: ShapingFeatures = .all, paragraphLevel: Int? = nil) -> [ShapedRun] {
        let string = String(text)
        guard paragraphLevel == 1 || Shaper.needsBidi(string) else {
            return shape(string, face: face, size: size, fallbacks: fallbacks, features: features)
        }
        let result = BidiAlgorithm.resolve(string, paragraphLevel: paragraphLevel)
        // One level per Character: the level of its first scalar that has one.
        var pieces: [(range: Range<String.Index>, utf16: Int, level: Int)] = []
        var scalarIndex = 0
        var utf16 = 0
        var lastLevel = result.paragraphLevel
        var index = string.startIndex
        while index < string.endIndex {
            let next = string.index(after: index)
            let character = string[index]
            let count = character.unicodeScalars.count
            var level: Int?
            for k in scalarIndex..<min(scalarIndex + count, result.levels.count) where level == nil { level = result.levels[k] }
            let l = level ?? lastLevel
            lastLevel = l
            if let last = pieces.last, last.level == l {
                pieces[pieces.count - 1].range = last.range.lowerBound..<next
            } else {
                pieces.append((index..<next, utf16, l))
            }
            scalarIndex += count
            utf16 += character.utf16.count
            index = next
        }
        var units: [(runs: [ShapedRun], level: Int)] = pieces.map { piece in
            let runs = shape(string[piece.range], face: face, size: size, fallbacks: fallbacks, features: features)
                .map { $0.offset(by: piece.utf16) }
            return (piece.level % 2 == 1 ? runs.reversed() : runs, piece.level)
        }
        let maxLevel = units.map(\.level).max() ?? 0
        let minOdd = units.map(\.level).filter { $0 % 2 == 1 }.min() ?? (maxLevel + 1)
        var level = maxLevel
        while level >= minOdd && level > 0 {
            var i = 0
            while i < units.count {
                if units[i].level >= level {
                    var j = i
                    while j < units.count && units[j].level >= level { j += 1 }
                    units[i..<j].reverse()
                    i = j
                } else { i += 1 }
            }
            level -= 1
        }
        return units.flatMap(\.runs)
    }
}
