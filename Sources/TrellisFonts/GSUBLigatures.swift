import Foundation

/// Standard ligatures from the `GSUB` table: LigatureSubst lookups (type 4), including
/// those wrapped in Extension lookups (type 7), referenced by the `liga` feature of the
/// default script/language system (see ``LayoutTableHeader/lookupIndices(feature:)``).
///
/// Lookup flags (ignore marks etc.) are not interpreted: components must be adjacent.
struct GSUBLigatures {
    /// One ligature: the glyphs after the first one and the replacement.
    struct Ligature {
        let components: [UInt16]
        let glyph: UInt16
    }

    /// A LigatureSubst subtable: ligature sets indexed by coverage index.
    struct Subtable {
        let coverage: Coverage
        let sets: [[Ligature]]
    }

    let lookups: [[Subtable]]

    /// Whether there is any ligature to apply.
    var isEmpty: Bool { lookups.allSatisfy { $0.isEmpty } }

    init(_ r: BinaryReader) throws {
        let header = try LayoutTableHeader(r)
        var lookups: [[Subtable]] = []
        for index in try header.lookupIndices(feature: "liga") {
            let (type, subtables) = try header.lookup(index, extensionType: 7)
            guard type == 4 else { continue }
            lookups.append(try subtables.map(GSUBLigatures.parseLigatureSubst))
        }
        self.lookups = lookups
    }

    private static func parseLigatureSubst(_ r: BinaryReader) throws -> Subtable {
        let format = try r.u16(at: 0)
        guard format == 1 else { throw FontError.badValue("GSUB", "LigatureSubst format \(format)") }
        let coverage = try Coverage(try r.sub(at: Int(try r.u16(at: 2))))
        let setCount = Int(try r.u16(at: 4))
        var sets: [[Ligature]] = []
        for setOffset in try r.u16Array(at: 6, count: setCount) {
            let set = try r.sub(at: Int(setOffset))
            let count = Int(try set.u16(at: 0))
            var ligatures: [Ligature] = []
            for ligOffset in try set.u16Array(at: 2, count: count) {
                let lig = try set.sub(at: Int(ligOffset))
                let glyph = try lig.u16(at: 0)
                let componentCount = Int(try lig.u16(at: 2))
                guard componentCount >= 1 else { throw FontError.badValue("GSUB", "ligature with 0 components") }
                ligatures.append(Ligature(components: try lig.u16Array(at: 4, count: componentCount - 1), glyph: glyph))
            }
            sets.append(ligatures)
        }
        return Subtable(coverage: coverage, sets: sets)
    }

    /// Applies every ligature lookup in order. `clusters[i]` is the range of input
    /// indices that output glyph `i` replaces.
    func apply(_ glyphs: [UInt16]) -> (glyphs: [UInt16], clusters: [Range<Int>]) {
        var current = glyphs
        var clusters = glyphs.indices.map { $0..<($0 + 1) }
        for lookup in lookups {
            var output: [UInt16] = []
            var outClusters: [Range<Int>] = []
            var i = 0
            while i < current.count {
                var matched: Ligature?
                for subtable in lookup {
                    guard let ci = subtable.coverage.index(of: current[i]), ci < subtable.sets.count else { continue }
                    matched = subtable.sets[ci].first { lig in
                        guard i + lig.components.count < current.count else { return false }
                        for (k, c) in lig.components.enumerated() where current[i + 1 + k] != c { return false }
                        return true
                    }
                    if matched != nil { break }
                }
                if let lig = matched {
                    let last = i + lig.components.count
                    output.append(lig.glyph)
                    outClusters.append(clusters[i].lowerBound..<clusters[last].upperBound)
                    i = last + 1
                } else {
                    output.append(current[i])
                    outClusters.append(clusters[i])
                    i += 1
                }
            }
            current = output
            clusters = outClusters
        }
        return (current, clusters)
    }
}
