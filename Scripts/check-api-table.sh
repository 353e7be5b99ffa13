#!/usr/bin/env bash
# Checks the README's table "SwiftUI API: what is there" against the public symbols of the
# built modules: every name written in code (`…`) in its "supported" column must be a
# public symbol of Trellis's modules (a type, a member, a function, a macro), so the
# table cannot list what does not exist. Reads the symbols from the debug build
# (`swift build` first) with `swift symbolgraph-extract`.
#   Scripts/check-api-table.sh
set -euo pipefail
cd "$(dirname "$0")/.."
bin=$(swift build --show-bin-path)
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
target=$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["triple"])')
maps=()
for m in "$bin"/*.build/module.modulemap; do
  case "$m" in *-tool.build/*) ;; *) maps+=(-Xcc "-fmodule-map-file=$m") ;; esac
done
for module in TrellisLayout TrellisCombine TrellisRender TrellisText Trellis TrellisPreviewMacros Combine CoreGraphics TrellisUIKit; do
  [ -f "$bin/Modules/$module.swiftmodule" ] || { echo "check-api-table.sh: $module is not built (swift build first)" >&2; exit 1; }
  swift symbolgraph-extract -module-name "$module" -I "$bin/Modules" "${maps[@]}" -target "$target" \
    -output-dir "$out" -minimum-access-level public >/dev/null
done
python3 - "$out" README.md <<'PY'
import json, os, re, sys
folder, readme = sys.argv[1], sys.argv[2]
names = set()
for f in os.listdir(folder):
    with open(os.path.join(folder, f)) as h:
        graph = json.load(h)
    for s in graph.get("symbols", []):
        names.add(s["names"]["title"].split("(")[0].split("<")[0])
        for c in s.get("pathComponents", []):
            names.add(c.split("(")[0].split("<")[0])
lines = open(readme).read().split("\n")
start = lines.index("## SwiftUI API: what is there")
rows = []
for line in lines[start + 1:]:
    if line.startswith("## "): break
    if line.startswith("| ") and not line.startswith("| area") and not line.startswith("|---"):
        cells = [c.strip() for c in line.strip("|").split(" | ")]
        if len(cells) >= 2: rows.append((cells[0], cells[1]))
# Tokens that are not Swift symbols of these modules: a command, a word continuing a name
# (`Trailing` in `listRowSeparatorLeading`/`Trailing`), a CSS property, and `@Observable`,
# which TrellisLayout re-exports from the toolchain's Observation module.
not_symbols = {"trellis previews", "Trailing", "mix-blend-mode", "@Observable"}
missing = []
checked = 0
for area, supported in rows:
    for token in re.findall(r"`([^`]+)`", supported):
        if token in not_symbols: continue
        # An argument label (`item:`) or an import statement names no symbol of its own.
        if token.endswith(":") or token.startswith("import "): continue
        # The name a reader would look up: `.frame(width:)` -> frame, `HostingView.dismissPresentation()`
        # -> dismissPresentation, `@State` -> State, `\.colorScheme` -> colorScheme.
        base = re.split(r"[(<\s:]", token.lstrip("@#\\.").strip())[0]
        base = base.split(".")[-1] if "." in base else base
        if not base: continue
        checked += 1
        if base not in names: missing.append(f"{area}: `{token}` ({base})")
if missing:
    print("README's API table lists names that are not public symbols:")
    for m in missing: print("  " + m)
    sys.exit(1)
print(f"README's API table: {checked} names, all public symbols")
PY
