import Foundation

/// A position where a line may (or must) break.
public struct LineBreakOpportunity: Equatable, Sendable {
    /// A line may break before this index (the next line starts here).
    public let index: String.Index
    /// Whether the break is required (after BK, CR, LF, NL — e.g. `"\n"`).
    public let isMandatory: Bool

    /// Creates an opportunity.
    public init(index: String.Index, isMandatory: Bool) {
        self.index = index
        self.isMandatory = isMandatory
    }
}

/// The Unicode Line Breaking Algorithm (UAX #14, rules LB1–LB31, Unicode 15.0 data, with
/// the numeric tailoring of UAX #14 §8.2 Example 7 used by the conformance tests).
///
/// Tailorings applied by default (``Tailoring/apple``), matching SwiftUI/Core Text:
/// - Hangul syllables and conjoining jamo (H2, H3, JL, JV, JT) are treated as AL, so
///   Korean words stay whole and break only at spaces.
/// - CJ (small kana, prolonged sound mark) is treated as NS (strict kinsoku): no break
///   before it. This is also the LB1 default; with ID, CL/CP/EX/NS (no break before) and
///   OP (no break after) it gives Japanese/Chinese breaks between ideographs and kana but
///   never before 。、」』）！？ or after 「『（.
///
/// Break opportunities never split a grapheme cluster (Swift `Character`).
public enum LineBreaker {
    /// Which tailoring to apply.
    public enum Tailoring: Sendable {
        /// Plain UAX #14 (LB1 defaults; Hangul per LB26/LB27).
        case none
        /// Hangul as AL (see type documentation).
        case apple
    }

    /// The break opportunities of `text`, in order. Positions are strictly inside the
    /// text, plus `text.endIndex` (mandatory) when the text ends with a line terminator.
    public static func breakOpportunities(in text: String, tailoring: Tailoring = .apple) -> [LineBreakOpportunity] {
        var scalarIndices: [String.Index] = []
        var scalars: [UInt32] = []
        for i in text.unicodeScalars.indices {
            scalarIndices.append(i)
            scalars.append(text.unicodeScalars[i].value)
        }
        let actions = breakActions(scalars: scalars, tailoring: tailoring)
        var result: [LineBreakOpportunity] = []
        for (k, action) in actions.enumerated() where action != .prohibited {
            // actions[k] is the break before scalar k + 1.
            let position = k + 1
            if position == scalars.count {
                if action == .mandatory { result.append(LineBreakOpportunity(index: text.endIndex, isMandatory: true)) }
                continue
            }
            let index = scalarIndices[position]
            // Only where a break may fall: is the scalar a character start? (Not a set of
            // all the text's character starts, which would be work for every scalar.)
            guard index.samePosition(in: text) != nil else { continue }
            result.append(LineBreakOpportunity(index: index, isMandatory: action == .mandatory))
        }
        return result
    }

    /// The resolved class of `scalar` after LB1 and the tailoring.
    public static func lineBreakClass(of scalar: Unicode.Scalar, tailoring: Tailoring = .apple) -> LineBreakClass {
        resolve(LineBreakTable.lineBreakClass(scalar.value), tailoring: tailoring)
    }

    /// Splits `text` into the segments between break opportunities (a convenience for
    /// tests and simple layout).
    public static func segments(of text: String, tailoring: Tailoring = .apple) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        for op in breakOpportunities(in: text, tailoring: tailoring) where op.index != text.endIndex {
            result.append(text[start..<op.index])
            start = op.index
        }
        if start < text.endIndex || result.isEmpty { result.append(text[start...]) }
        return result
    }

    enum Action: Equatable {
        case prohibited, allowed, mandatory
    }

    static func resolve(_ c: LineBreakClass, tailoring: Tailoring) -> LineBreakClass {
        switch c {
        case .AI, .SG, .XX, .SA: return .AL  // LB1 (SA with Mn/Mc is already CM in the table)
        case .CJ: return .NS  // LB1, strict
        case .H2, .H3, .JL, .JV, .JT: return tailoring == .apple ? .AL : c  // Korean tailoring
        default: return c
        }
    }

    private enum NumericState { case none, number, closed }

    /// Break actions between consecutive scalars: element `k` is the action before
    /// scalar `k + 1`; the last element is the end-of-text action (LB3: allowed, or
    /// mandatory after a line terminator). Empty input gives no actions.
    static func breakActions(scalars: [UInt32], tailoring: Tailoring) -> [Action] {
        let n = scalars.count
        guard n > 0 else { return [] }
        let raw = scalars.map { resolve(LineBreakTable.lineBreakClass($0), tailoring: tailoring) }
        var effective = [LineBreakClass](repeating: .AL, count: n)
        var baseIndex = [Int](repeating: 0, count: n)
        // First character: LB10 for a leading CM/ZWJ.
        effective[0] = (raw[0] == .CM || raw[0] == .ZWJ) ? .AL : raw[0]
        var lastNonSpace: LineBreakClass? = effective[0] == .SP ? nil : effective[0]
        var numeric: NumericState = effective[0] == .NU ? .number : .none
        var riCount = effective[0] == .RI ? 1 : 0
        var actions: [Action] = []
        actions.reserveCapacity(n)

        for i in 1..<n {
            let left = effective[i - 1]
            let leftBase = baseIndex[i - 1]
            var right = raw[i]
            var absorbed = false
            let action: Action = {
                // LB4, LB5
                if left == .BK { return .mandatory }
                if left == .CR && right == .LF { return .prohibited }
                if left == .CR || left == .LF || left == .NL { return .mandatory }
                // LB6, LB7
                if right == .BK || right == .CR || right == .LF || right == .NL { return .prohibited }
                if right == .SP || right == .ZW { return .prohibited }
                // LB8
                if lastNonSpace == .ZW && (left == .ZW || left == .SP) { return .allowed }
                // LB8a
                if raw[i - 1] == .ZWJ && !(left == .ZW) { return .prohibited }
                // LB9
                if (right == .CM || right == .ZWJ) && !(left == .BK || left == .CR || left == .LF || left == .NL || left == .SP || left == .ZW) {
                    absorbed = true
                    return .prohibited
                }
                // LB10
                if right == .CM || right == .ZWJ { right = .AL }
                // LB11, LB12, LB12a
                if right == .WJ || left == .WJ { return .prohibited }
                if left == .GL { return .prohibited }
                if right == .GL && left != .SP && left != .BA && left != .HY { return .prohibited }
                // LB13
                if right == .CL || right == .CP || right == .EX || right == .IS || right == .SY { return .prohibited }
                // LB14–LB17 (X SP* × Y)
                if lastNonSpace == .OP { return .prohibited }
                if lastNonSpace == .QU && right == .OP { return .prohibited }
                if (lastNonSpace == .CL || lastNonSpace == .CP) && right == .NS { return .prohibited }
                if lastNonSpace == .B2 && right == .B2 { return .prohibited }
                // LB18
                if left == .SP { return .allowed }
                // LB19, LB20
                if right == .QU || left == .QU { return .prohibited }
                if right == .CB || left == .CB { return .allowed }
                // LB21, LB21a, LB21b
                if right == .BA || right == .HY || right == .NS || left == .BB { return .prohibited }
                if (left == .HY || left == .BA) && leftBase > 0 && effective[leftBase - 1] == .HL { return .prohibited }
                if left == .SY && right == .HL { return .prohibited }
                // LB22
                if right == .IN { return .prohibited }
                // LB23, LB23a, LB24
                if (left == .AL || left == .HL) && right == .NU { return .prohibited }
                if left == .NU && (right == .AL || right == .HL) { return .prohibited }
                if left == .PR && (right == .ID || right == .EB || right == .EM) { return .prohibited }
                if (left == .ID || left == .EB || left == .EM) && right == .PO { return .prohibited }
                if (left == .PR || left == .PO) && (right == .AL || right == .HL) { return .prohibited }
                if (left == .AL || left == .HL) && (right == .PR || right == .PO) { return .prohibited }
                // LB25 (regex form, UAX #14 Example 7)
                if left == .PR || left == .PO {
                    if right == .NU { return .prohibited }
                    if (right == .OP || right == .HY), let next = nextClass(after: i, raw), next == .NU { return .prohibited }
                }
                if (left == .OP || left == .HY) && right == .NU { return .prohibited }
                if numeric == .number && (right == .NU || right == .SY || right == .IS || right == .CL || right == .CP) { return .prohibited }
                if (numeric == .number || numeric == .closed) && (right == .PO || right == .PR) { return .prohibited }
                // LB26, LB27 (Korean syllable blocks; inactive under the Apple tailoring)
                if left == .JL && (right == .JL || right == .JV || right == .H2 || right == .H3) { return .prohibited }
                if (left == .JV || left == .H2) && (right == .JV || right == .JT) { return .prohibited }
                if (left == .JT || left == .H3) && right == .JT { return .prohibited }
                if (left == .JL || left == .JV || left == .JT || left == .H2 || left == .H3) && right == .PO { return .prohibited }
                if left == .PR && (right == .JL || right == .JV || right == .JT || right == .H2 || right == .H3) { return .prohibited }
                // LB28, LB29
                if (left == .AL || left == .HL) && (right == .AL || right == .HL) { return .prohibited }
                if left == .IS && (right == .AL || right == .HL) { return .prohibited }
                // LB30
                if (left == .AL || left == .HL || left == .NU) && right == .OP && !LineBreakTable.isEastAsianWide(scalars[i]) {
                    return .prohibited
                }
                if left == .CP && !LineBreakTable.isEastAsianWide(scalars[leftBase]) && (right == .AL || right == .HL || right == .NU) {
                    return .prohibited
                }
                // LB30a
                if left == .RI && right == .RI && riCount % 2 == 1 { return .prohibited }
                // LB30b
                if right == .EM && (left == .EB || LineBreakTable.isUnassignedPictographic(scalars[leftBase])) {
                    return .prohibited
                }
                // LB31
                return .allowed
            }()
            actions.append(action)

            if absorbed {
                effective[i] = left
                baseIndex[i] = leftBase
            } else {
                // LB10 also applies when an earlier rule (e.g. LB4 after BK) decided the break.
                if right == .CM || right == .ZWJ { right = .AL }
                effective[i] = right
                baseIndex[i] = i
                numeric = {
                    switch right {
                    case .NU: return .number
                    case .SY, .IS: return numeric == .number ? .number : .none
                    case .CL, .CP: return numeric == .number ? .closed : .none
                    default: return .none
                    }
                }()
                riCount = right == .RI ? riCount + 1 : 0
                if right != .SP { lastNonSpace = right }
            }
        }
        // LB3: break at the end; mandatory after a line terminator.
        let last = effective[n - 1]
        actions.append([.BK, .CR, .LF, .NL].contains(last) ? .mandatory : .allowed)
        return actions
    }

    /// Resolved class of the scalar after `i`, skipping nothing (used by LB25 lookahead).
    private static func nextClass(after i: Int, _ raw: [LineBreakClass]) -> LineBreakClass? {
        i + 1 < raw.count ? raw[i + 1] : nil
    }
}
