import Foundation

/// A word list stored as a libdatrie double-array trie (`.tri`), the format of libthai's
/// Thai dictionary.
///
/// The dictionary used for Thai is Debian's `libthai-data`: `/usr/share/libthai/thbrk.tri`
/// (about 580 KB, loaded once, on first use, read fully into memory and walked in place).
/// File layout (all big-endian 32-bit unless noted): the alphabet map (magic 0xD9FCD9FC,
/// range count, then [first, last] code point ranges, mapped in order to trie characters
/// 1, 2, …); the double array (magic 0xDAFCDAFC, cell count, then base/check pairs, root
/// at cell 2; a negative base points into the tail); the tail (magic 0xDFFCDFFC, first
/// free, count, then per block: next free, data, 16-bit length and the suffix bytes; an
/// implicit terminator ends each suffix). A word ends where the terminator character 0
/// can be walked.
public final class TrieDictionary: WordDictionary, @unchecked Sendable {
    private let ranges: [(first: UInt32, last: UInt32, offset: Int)]
    private let base: [Int32]
    private let check: [Int32]
    private let tails: [[UInt8]]

    /// Parses a `.tri` file's bytes; throws ``FontError`` on malformed data.
    public init(data: Data) throws {
        let r = BinaryReader(data: data, context: "trie")
        guard try r.u32(at: 0) == 0xD9FC_D9FC else { throw FontError.badValue("trie", "alpha map signature") }
        let rangeCount = Int(try r.i32(at: 4))
        guard rangeCount >= 0, rangeCount < 1024 else { throw FontError.badValue("trie", "range count \(rangeCount)") }
        var ranges: [(UInt32, UInt32, Int)] = []
        var next = 1
        var p = 8
        for _ in 0..<rangeCount {
            let first = try r.u32(at: p), last = try r.u32(at: p + 4)
            guard last >= first, last - first < 0x10000 else { throw FontError.badValue("trie", "alpha range") }
            ranges.append((first, last, next))
            next += Int(last - first) + 1
            p += 8
        }
        self.ranges = ranges
        guard try r.u32(at: p) == 0xDAFC_DAFC else { throw FontError.badValue("trie", "double array signature") }
        let cells = Int(try r.i32(at: p + 4))
        guard cells >= 3, cells <= (r.count - p) / 8 else { throw FontError.badValue("trie", "cell count \(cells)") }
        var base = [Int32](repeating: 0, count: cells), check = [Int32](repeating: 0, count: cells)
        for k in 1..<cells {
            base[k] = try r.i32(at: p + k * 8)
            check[k] = try r.i32(at: p + k * 8 + 4)
        }
        self.base = base
        self.check = check
        p += cells * 8
        guard try r.u32(at: p) == 0xDFFC_DFFC else { throw FontError.badValue("trie", "tail signature") }
        let tailCount = Int(try r.i32(at: p + 8))
        guard tailCount >= 0, tailCount <= r.count else { throw FontError.badValue("trie", "tail count") }
        p += 12
        var tails: [[UInt8]] = []
        tails.reserveCapacity(tailCount)
        for _ in 0..<tailCount {
            let length = Int(try r.u16(at: p + 8))
            tails.append(try r.bytes(at: p + 10, count: length))
            p += 10 + length
        }
        self.tails = tails
    }

    /// Loads a `.tri` file.
    public convenience init(path: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FontError(.io, "cannot read dictionary \(path)")
        }
        try self.init(data: data)
    }

    private func trieChar(_ scalar: UInt32) -> Int? {
        for range in ranges where scalar >= range.first && scalar <= range.last {
            return range.offset + Int(scalar - range.first)
        }
        return nil
    }

    private func walk(_ state: Int, _ c: Int) -> Int? {
        guard state > 0, state < base.count, base[state] >= 0 else { return nil }
        let next = Int(base[state]) + c
        guard next > 0, next < check.count, Int(check[next]) == state else { return nil }
        return next
    }

    /// Lengths (in scalars) of the dictionary words that start at `start` in `scalars`.
    public func prefixLengths(_ scalars: [UInt32], from start: Int) -> [Int] {
        var result: [Int] = []
        var state = 2
        var i = start
        while true {
            if base[state] < 0 {
                // Separate node: compare the remaining characters with the tail.
                let tailIndex = Int(-base[state]) - 1
                guard tailIndex >= 0, tailIndex < tails.count else { return result }
                let suffix = tails[tailIndex]
                var k = 0
                while true {
                    if k == suffix.count { result.append(i - start); return result }
                    guard i < scalars.count, let c = trieChar(scalars[i]), Int(suffix[k]) == c else { return result }
                    k += 1
                    i += 1
                }
            }
            if let terminal = walk(state, 0), terminal != state, i > start {
                if base[terminal] < 0 {
                    let tailIndex = Int(-base[terminal]) - 1
                    if tailIndex >= 0, tailIndex < tails.count, tails[tailIndex].isEmpty { result.append(i - start) }
                } else {
                    result.append(i - start)
                }
            }
            guard i < scalars.count, let c = trieChar(scalars[i]), let next = walk(state, c) else { return result }
            state = next
            i += 1
        }
    }
}

/// A word list that can tell which words start at a position.
public protocol WordDictionary: Sendable {
    /// Lengths (in scalars) of the dictionary words that start at `start` in `scalars`.
    func prefixLengths(_ scalars: [UInt32], from start: Int) -> [Int]
}

/// Word boundaries for Thai, Lao, Khmer and Myanmar text by dictionary, for line breaking
/// (UAX #14 leaves class SA to "dictionary-based" tailoring, as ICU does).
///
/// Dictionaries, each loaded lazily once per process; a script whose dictionary is
/// missing keeps the UAX #14 default (no breaks inside its runs):
/// - Thai: Debian `libthai-data`'s `/usr/share/libthai/thbrk.tri` (see ``TrieDictionary``);
/// - Lao, Khmer, Myanmar: ICU's `laodict`, `khmerdict` and `burmesedict` word lists from
///   the ICU data library Debian ships (`libicudata.so.NN`, see ``ICUBreakDictionary``).
///
/// Segmentation: over each run of letters of one of these scripts, the path through
/// dictionary words and single unknown characters with the fewest unknown characters,
/// then the fewest words; consecutive unknown characters form one segment (no break
/// inside them). Boundaries fall only at grapheme cluster starts.
public enum DictionaryWordBreaker {
    /// The path of the Thai dictionary.
    public static let thaiDictionaryPath = "/usr/share/libthai/thbrk.tri"

    /// The loaded Thai dictionary, or nil when the file is missing or damaged.
    public static let thai: TrieDictionary? = try? TrieDictionary(path: thaiDictionaryPath)

    static func isThai(_ v: UInt32) -> Bool { v >= 0x0E01 && v <= 0x0E5B }

    /// The ICU Lao dictionary, or nil when the ICU data library or its item is missing.
    public static let lao: ICUBreakDictionary? = loadICU("laodict")
    /// The ICU Khmer dictionary.
    public static let khmer: ICUBreakDictionary? = loadICU("khmerdict")
    /// The ICU Burmese (Myanmar) dictionary.
    public static let myanmar: ICUBreakDictionary? = loadICU("burmesedict")

    static func loadICU(_ name: String) -> ICUBreakDictionary? {
        guard let path = ICUBreakDictionary.dataLibraryPath else { return nil }
        return try? ICUBreakDictionary.load(name, libraryPath: path)
    }

    /// The dictionary script of a code point: 1 Thai, 2 Lao, 3 Khmer, 4 Myanmar, 0 none.
    /// Digits and punctuation of the blocks (Thai and Lao digits, Khmer and Myanmar signs
    /// of section) are not part of words.
    static func dictionaryScript(_ v: UInt32) -> Int {
        switch v {
        case 0x0E01...0x0E3A, 0x0E40...0x0E4E: return 1
        case 0x0E81...0x0ECE, 0x0EDC...0x0EDF: return 2
        case 0x1780...0x17D3, 0x17D7, 0x17DC, 0x17DD, 0x19E0...0x19FF: return 3
        case 0x1000...0x103F, 0x1050...0x108F, 0x109A...0x109D, 0xAA60...0xAA7F, 0xA9E0...0xA9EF, 0xA9FA...0xA9FE: return 4
        default: return 0
        }
    }

    /// Break positions inside the Thai, Lao, Khmer and Myanmar runs of `text` (not at its
    /// start or end), each run segmented with its script's dictionary.
    public static func breaks(in text: String) -> [String.Index] {
        let scalars = text.unicodeScalars.map(\.value)
        guard scalars.contains(where: { dictionaryScript($0) != 0 }) else { return [] }
        let indices = Array(text.unicodeScalars.indices)
        var characterStarts = Set<String.Index>()
        for i in text.indices { characterStarts.insert(i) }
        var result: [String.Index] = []
        var i = 0
        while i < scalars.count {
            let script = dictionaryScript(scalars[i])
            guard script != 0 else { i += 1; continue }
            var j = i
            while j < scalars.count && dictionaryScript(scalars[j]) == script { j += 1 }
            let dictionary: (any WordDictionary)?
            switch script {
            case 1: dictionary = thai
            case 2: dictionary = lao
            case 3: dictionary = khmer
            default: dictionary = myanmar
            }
            if let dictionary {
                for b in segment(Array(scalars[i..<j]), dictionary) where b > 0 && b < j - i {
                    let index = indices[i + b]
                    if characterStarts.contains(index) { result.append(index) }
                }
            }
            i = j
        }
        return result
    }

    /// Break positions inside Thai runs of `text` (not at its start or end).
    public static func thaiBreaks(in text: String, dictionary: TrieDictionary? = thai) -> [String.Index] {
        guard let dictionary else { return [] }
        let indices = Array(text.unicodeScalars.indices)
        let scalars = text.unicodeScalars.map(\.value)
        var characterStarts = Set<String.Index>()
        for i in text.indices { characterStarts.insert(i) }
        var result: [String.Index] = []
        var i = 0
        while i < scalars.count {
            guard isThai(scalars[i]) else { i += 1; continue }
            var j = i
            while j < scalars.count && isThai(scalars[j]) { j += 1 }
            for b in segment(Array(scalars[i..<j]), dictionary) where b > 0 && b < j - i {
                let index = indices[i + b]
                if characterStarts.contains(index) { result.append(index) }
            }
            i = j
        }
        return result
    }

    /// Internal boundaries (scalar offsets) of one run.
    static func segment(_ run: [UInt32], _ dictionary: any WordDictionary) -> [Int] {
        let n = run.count
        let infinity = (Int.max / 4, Int.max / 4)
        var best = [(unknown: Int, words: Int)](repeating: infinity, count: n + 1)
        var from = [Int](repeating: -1, count: n + 1)
        var isUnknown = [Bool](repeating: false, count: n + 1)
        best[0] = (0, 0)
        for i in 0..<n where best[i] != infinity {
            for length in dictionary.prefixLengths(run, from: i) where length > 0 {
                let candidate = (best[i].unknown, best[i].words + 1)
                if candidate < best[i + length] { best[i + length] = candidate; from[i + length] = i; isUnknown[i + length] = false }
            }
            let candidate = (best[i].unknown + 1, best[i].words + (i > 0 && isUnknown[i] ? 0 : 1))
            if candidate < best[i + 1] { best[i + 1] = candidate; from[i + 1] = i; isUnknown[i + 1] = true }
        }
        var boundaries: [Int] = []
        var k = n
        while k > 0 {
            let f = from[k]
            guard f >= 0 else { break }
            // Unknown characters in a row stay together.
            if !(isUnknown[k] && f > 0 && isUnknown[f]) { boundaries.append(f) }
            k = f
        }
        return boundaries.reversed()
    }
}
