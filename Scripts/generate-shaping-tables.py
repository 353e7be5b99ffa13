#!/usr/bin/env python3
"""Generate Sources/TrellisFonts/Unicode/ShapingTables.generated.swift.

Reads the Unicode Character Database (default directory /usr/share/unicode, Debian
package `unicode-data`):
  Scripts.txt        -> Script property (value byte = index into SCRIPT_NAMES below)
  UnicodeData.txt    -> Bidi_Class (field 4), with the DerivedBidiClass.txt defaults for
                        unassigned code points in right-to-left blocks
  ArabicShaping.txt  -> Joining_Type (explicit values; the Mn/Me/Cf -> T default is
                        applied in Swift from the general category)
  BidiBrackets.txt   -> paired brackets (opening/closing, pair) for UAX #9 N0
  BidiMirroring.txt  -> Bidi_Mirroring_Glyph for right-to-left runs

Each range table is a string of 8-hex-digit entries: 6 digits range start, 2 digits
value; a range extends to the next start.  Pair tables are 12 hex digits per entry
(code point, partner).

Usage: generate-shaping-tables.py [UCD_DIR] [OUTPUT_SWIFT_FILE]
"""
import os
import sys

MAX = 0x110000
BIDI = ["L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
        "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI"]
JOIN = ["U", "D", "R", "L", "C", "T"]

# DerivedBidiClass.txt @missing defaults (Unicode 15.0).
BIDI_DEFAULTS = [
    (0x0590, 0x05FF, "R"), (0x0600, 0x07BF, "AL"), (0x07C0, 0x085F, "R"),
    (0x0860, 0x08FF, "AL"), (0x20A0, 0x20CF, "ET"), (0xFB1D, 0xFB4F, "R"),
    (0xFB50, 0xFDCF, "AL"), (0xFDF0, 0xFDFF, "AL"), (0xFE70, 0xFEFF, "AL"),
    (0x10800, 0x10CFF, "R"), (0x10D00, 0x10D3F, "AL"), (0x10D40, 0x10EBF, "R"),
    (0x10EC0, 0x10EFF, "AL"), (0x10F00, 0x10F2F, "R"), (0x10F30, 0x10F6F, "AL"),
    (0x10F70, 0x10FFF, "R"), (0x1E800, 0x1EC6F, "R"), (0x1EC70, 0x1ECBF, "AL"),
    (0x1ECC0, 0x1ECFF, "R"), (0x1ED00, 0x1ED4F, "AL"), (0x1ED50, 0x1EDFF, "R"),
    (0x1EE00, 0x1EEFF, "AL"), (0x1EF00, 0x1EFFF, "R"),
]


def data_lines(path):
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if line:
                yield [p.strip() for p in line.split(";")]


def cp_range(field):
    if ".." in field:
        a, b = field.split("..")
        return int(a, 16), int(b, 16)
    return int(field, 16), int(field, 16)


def encode(values):
    """values: list of MAX ints -> list of (start, value) with merged runs."""
    out = []
    prev = None
    for cp in range(MAX):
        v = values[cp]
        if v != prev:
            out.append((cp, v))
            prev = v
    return out


def swift_string(entries, fmt):
    text = "".join(fmt(e) for e in entries)
    lines = [text[i:i + 96] for i in range(0, len(text), 96)]
    return '"""\n' + "\n".join("        " + l for l in lines) + '\n        """'


def main():
    ucd = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
    out_path = sys.argv[2] if len(sys.argv) > 2 else os.path.join(
        os.path.dirname(__file__), "..", "Sources", "TrellisFonts", "Unicode", "ShapingTables.generated.swift")
    version = "unknown"
    with open(os.path.join(ucd, "Scripts.txt"), encoding="utf-8") as f:
        first = f.readline()
        if "-" in first:
            version = first.split("-", 1)[1].split(".txt")[0]

    script_names = ["Unknown"]
    scripts = [0] * MAX
    for fields in data_lines(os.path.join(ucd, "Scripts.txt")):
        a, b = cp_range(fields[0])
        name = fields[1]
        if name not in script_names:
            script_names.append(name)
        idx = script_names.index(name)
        for cp in range(a, b + 1):
            scripts[cp] = idx

    bidi = [BIDI.index("L")] * MAX
    for a, b, v in BIDI_DEFAULTS:
        for cp in range(a, b + 1):
            bidi[cp] = BIDI.index(v)
    # Noncharacters and default ignorables default to BN.
    for cp in list(range(0xFDD0, 0xFDF0)) + [p * 0x10000 + 0xFFFE for p in range(17)] + \
            [p * 0x10000 + 0xFFFF for p in range(17)]:
        bidi[cp] = BIDI.index("BN")
    for fields in data_lines(os.path.join(ucd, "DerivedCoreProperties.txt")):
        if fields[1] == "Default_Ignorable_Code_Point":
            a, b = cp_range(fields[0])
            for cp in range(a, b + 1):
                bidi[cp] = BIDI.index("BN")
    pending = None
    with open(os.path.join(ucd, "UnicodeData.txt"), encoding="utf-8") as f:
        for line in f:
            fields = line.rstrip("\n").split(";")
            cp = int(fields[0], 16)
            name = fields[1]
            cls = BIDI.index(fields[4])
            if name.endswith(", First>"):
                pending = cp
                continue
            if name.endswith(", Last>") and pending is not None:
                for c in range(pending, cp + 1):
                    bidi[c] = cls
                pending = None
                continue
            bidi[cp] = cls

    joining = [0] * MAX
    for fields in data_lines(os.path.join(ucd, "ArabicShaping.txt")):
        cp = int(fields[0], 16)
        joining[cp] = JOIN.index(fields[2])

    brackets = []
    for fields in data_lines(os.path.join(ucd, "BidiBrackets.txt")):
        cp = int(fields[0], 16)
        pair = int(fields[1], 16)
        kind = 1 if fields[2] == "o" else 2
        brackets.append((cp, pair, kind))
    mirrors = []
    for fields in data_lines(os.path.join(ucd, "BidiMirroring.txt")):
        mirrors.append((int(fields[0], 16), int(fields[1].split()[0], 16)))

    s_entries = encode(scripts)
    b_entries = encode(bidi)
    j_entries = encode(joining)
    rng = lambda e: "%06X%02X" % e
    with open(out_path, "w", encoding="utf-8") as out:
        out.write("// GENERATED FILE - do not edit.\n")
        out.write("// Generated by Scripts/generate-shaping-tables.py from the Unicode Character\n")
        out.write("// Database (%s): Scripts, UnicodeData (Bidi_Class), ArabicShaping,\n" % version)
        out.write("// BidiBrackets, BidiMirroring, DerivedCoreProperties.\n//\n")
        out.write("// Range tables: entries of 8 hex digits (6 digits range start, 2 digits value);\n")
        out.write("// a range extends to the next start. Pair tables: 6 digits code point, 6 digits\n")
        out.write("// partner (brackets: then 1 digit, 1 = opening, 2 = closing).\n\n")
        out.write("enum ShapingTableData {\n")
        out.write('    static let unicodeVersion = "%s"\n' % version)
        out.write("    /// Script names (Scripts.txt spelling); index 0 is Unknown.\n")
        out.write("    static let scriptNames: [String] = [%s]\n" % ", ".join('"%s"' % n for n in script_names))
        out.write("    /// Bidi_Class value names in value order.\n")
        out.write("    static let bidiClassNames: [String] = [%s]\n" % ", ".join('"%s"' % n for n in BIDI))
        out.write("    static let scripts: String = %s\n" % swift_string(s_entries, rng))
        out.write("    static let bidiClasses: String = %s\n" % swift_string(b_entries, rng))
        out.write("    static let joiningTypes: String = %s\n" % swift_string(j_entries, rng))
        out.write("    static let brackets: String = %s\n" % swift_string(brackets, lambda e: "%06X%06X%01X" % e))
        out.write("    static let mirrors: String = %s\n" % swift_string(mirrors, lambda e: "%06X%06X" % e))
        out.write("}\n")


if __name__ == "__main__":
    main()
