#!/usr/bin/env python3
"""Generate Sources/TrellisFonts/LineBreaking/LineBreakTable.generated.swift.

Reads the Unicode Character Database files
  LineBreak.txt, EastAsianWidth.txt, UnicodeData.txt, emoji/emoji-data.txt
(default directory /usr/share/unicode, Debian package `unicode-data`) and writes a
compact range table: a sorted list of range starts covering U+0000..U+10FFFF, each
with one value byte:

  bits 0-5  LineBreakClass raw value (order = CLASSES below, must match the Swift enum)
  bit 6     East_Asian_Width is F, W or H (only recorded for OP and CP, needed by LB30)
  bit 7     Extended_Pictographic and General_Category Cn (needed by LB30b)

Resolution done here (UAX #14 LB1, non-tailorable part): SA characters whose general
category is Mn or Mc are emitted as CM.  Everything else (AI/SG/XX -> AL, CJ -> NS,
SA -> AL, Hangul tailoring) is resolved in Swift so tailorings stay visible in code.

Usage: generate-linebreak-table.py [UCD_DIR] [OUTPUT_SWIFT_FILE]
"""
import os
import sys

CLASSES = [
    "BK", "CR", "LF", "NL", "SP", "ZW", "ZWJ", "CM", "WJ", "GL", "BA", "BB", "B2",
    "HY", "CB", "CL", "CP", "EX", "IN", "NS", "OP", "QU", "IS", "NU", "PO", "PR",
    "SY", "AI", "AL", "CJ", "EB", "EM", "H2", "H3", "HL", "ID", "JL", "JV", "JT",
    "RI", "SA", "SG", "XX",
]
MAX = 0x110000


def parse_ranges(path):
    """Yield (first, last, value) from a UCD 'range;value # comment' file."""
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            cps, value = [p.strip() for p in line.split(";")[:2]]
            if ".." in cps:
                a, b = cps.split("..")
                yield int(a, 16), int(b, 16), value
            else:
                yield int(cps, 16), int(cps, 16), value


def main():
    ucd = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
    here = os.path.dirname(os.path.abspath(__file__))
    out = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
        here, "..", "Sources", "TrellisFonts", "LineBreaking", "LineBreakTable.generated.swift")

    lb = ["XX"] * MAX
    # Documented defaults for unlisted code points (LineBreak.txt header).
    for a, b, v in [(0x3400, 0x4DBF, "ID"), (0x4E00, 0x9FFF, "ID"), (0xF900, 0xFAFF, "ID"),
                    (0x20000, 0x2FFFD, "ID"), (0x30000, 0x3FFFD, "ID"),
                    (0x1F000, 0x1FAFF, "ID"), (0x1FC00, 0x1FFFD, "ID"), (0x20A0, 0x20CF, "PR")]:
        for cp in range(a, b + 1):
            lb[cp] = v
    version = "unknown"
    with open(os.path.join(ucd, "LineBreak.txt"), encoding="utf-8") as f:
        first = f.readline().strip()
        if first.startswith("# LineBreak-"):
            version = first[len("# LineBreak-"):].replace(".txt", "")
    for a, b, v in parse_ranges(os.path.join(ucd, "LineBreak.txt")):
        for cp in range(a, b + 1):
            lb[cp] = v

    # General category from UnicodeData.txt (unlisted = Cn).
    gc = ["Cn"] * MAX
    with open(os.path.join(ucd, "UnicodeData.txt"), encoding="utf-8") as f:
        range_start = None
        for line in f:
            fields = line.split(";")
            cp = int(fields[0], 16)
            name, cat = fields[1], fields[2]
            if name.endswith(", First>"):
                range_start = cp
                continue
            if name.endswith(", Last>") and range_start is not None:
                for c in range(range_start, cp + 1):
                    gc[c] = cat
                range_start = None
                continue
            gc[cp] = cat

    eaw_wide = [False] * MAX
    # Unlisted defaults per EastAsianWidth.txt header: CJK ranges are W.
    for a, b in [(0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xF900, 0xFAFF),
                 (0x20000, 0x2FFFD), (0x30000, 0x3FFFD)]:
        for cp in range(a, b + 1):
            eaw_wide[cp] = True
    for a, b, v in parse_ranges(os.path.join(ucd, "EastAsianWidth.txt")):
        for cp in range(a, b + 1):
            eaw_wide[cp] = v in ("F", "W", "H")

    ext_pict = [False] * MAX
    emoji = os.path.join(ucd, "emoji", "emoji-data.txt")
    for a, b, v in parse_ranges(emoji):
        if v == "Extended_Pictographic":
            for cp in range(a, b + 1):
                ext_pict[cp] = True

    index = {name: i for i, name in enumerate(CLASSES)}
    values = bytearray(MAX)
    for cp in range(MAX):
        cls = lb[cp]
        if cls == "SA" and gc[cp] in ("Mn", "Mc"):
            cls = "CM"
        v = index[cls]
        if cls in ("OP", "CP") and eaw_wide[cp]:
            v |= 0x40
        if ext_pict[cp] and gc[cp] == "Cn":
            v |= 0x80
        values[cp] = v

    entries = []
    prev = None
    for cp in range(MAX):
        if values[cp] != prev:
            entries.append((cp, values[cp]))
            prev = values[cp]

    encoded = "".join("%06X%02X" % e for e in entries)
    lines = [encoded[i:i + 96] for i in range(0, len(encoded), 96)]
    with open(out, "w", encoding="utf-8") as f:
        f.write("// GENERATED FILE - do not edit.\n")
        f.write("// Generated by Scripts/generate-linebreak-table.py from the Unicode Character\n")
        f.write("// Database (LineBreak-%s, EastAsianWidth, UnicodeData, emoji-data).\n" % version)
        f.write("//\n// Encoding: %d entries of 8 hex digits: 6 digits range start code point,\n" % len(entries))
        f.write("// 2 digits value byte (bits 0-5 LineBreakClass, bit 6 East Asian F/W/H for OP/CP,\n")
        f.write("// bit 7 Extended_Pictographic & Cn). Each range extends to the next start.\n\n")
        f.write("enum LineBreakTableData {\n")
        f.write("    /// Unicode version of the source data.\n")
        f.write("    static let unicodeVersion = \"%s\"\n" % version)
        f.write("    /// Number of encoded ranges.\n")
        f.write("    static let entryCount = %d\n" % len(entries))
        f.write("    /// Hex-encoded range table (see file header).\n")
        f.write("    static let encoded: String = \"\"\"\n")
        for l in lines:
            f.write("        %s\n" % l)
        f.write("        \"\"\"\n}\n")
    print("wrote %s: %d ranges (Unicode %s)" % (out, len(entries), version))


if __name__ == "__main__":
    main()
