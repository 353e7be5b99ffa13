#!/usr/bin/env bash
# Checks the README's table "SwiftUI API: what is there" against the public symbols of the
# built modules, both ways:
#  - forward: every name written in code (`…`) in its "supported" column must be a public
#    symbol of Trellis's modules (a type, a member, a function, a macro), so the table
#    cannot list what does not exist;
#  - reverse: every public top-level type and every public `View` modifier method of the
#    modules a SwiftUI developer imports (TrellisLayout, TrellisCombine, TrellisRender,
#    Trellis) must be named in that column, so the table cannot leave out what exists.
#    Plumbing is left out by the commented exclusion list below.
# Reads the symbols from the debug build (`swift build` first) with
# `swift symbolgraph-extract`.
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
# Tokens that are not Swift symbols of these modules: the commands, a word continuing a name
# (`Trailing` in `listRowSeparatorLeading`/`Trailing`), a CSS property, and `@Observable`,
# which TrellisLayout re-exports from the toolchain's Observation module.
not_symbols = {"trellis previews", "trellis preview", "Trailing", "mix-blend-mode", "@Observable"}
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

# --- Reverse: what exists is in the table. -------------------------------------------
listed = set()
for area, supported in rows:
    for token in re.findall(r"`([^`]+)`", supported):
        for part in re.split(r"[/,\s]+", token):
            base = re.split(r"[(<:]", part.lstrip("@#\\.").strip())[0]
            listed.add(base.split(".")[-1] if "." in base else base)
# The modules whose API is SwiftUI's. The shims (Combine, CoreGraphics, TrellisUIKit)
# declare Apple's other frameworks' types, which the table's "platform" row lists by
# hand; TrellisText holds only the font-backed text measurer.
swiftui_modules = {"TrellisLayout", "TrellisCombine", "TrellisRender", "Trellis"}
# Trellis's own API, not SwiftUI's: the host and what it answers, the text measurers,
# the registries that stand in for asset catalogs, the renderers and their errors, the
# preview catalogue. The DocC catalog documents them; a SwiftUI developer does not look
# for them in a table of SwiftUI's API.
trellis_own = {
    "HostingView", "HostedPresentation", "LayoutDiagnostic", "LargeStack", "RenderNode",
    "RenderText", "RenderShadow", "RenderBlur", "RenderGradient", "TextMeasuring", "FixedTextMeasurer",
    "TextLineMetrics", "TextBreakOpportunity", "ResolvedFont", "ImageAssets",
    "PreviewCatalog", "PreviewEntry", "TrellisDefaults", "GlyphOutliner", "PNGRenderer",
    "SVGRenderer", "TerminalRenderer", "PictureTooLargeError", "AnimationTimeline",
    "TimelineError", "PickerKind", "TextFieldKind", "NavigationBarItem",
    # Trellis's metrics of drawn controls (the spinner, the tab bar), the kind a tab view
    # style records, and the error an `AsyncImage` phase carries for a URL it cannot load.
    "SpinnerMetrics", "TabBarMetrics", "TabViewStyleKind", "AsyncImageLoadError",
    # What the render tree and the host's dump record: a shape's paint, a transition's
    # drawing effects, an accessibility property.
    "ShapeFill", "TransitionEffect", "AccessibilityProperty",
    # The namespace that makes module-qualified names (`SwiftUI.Color`) compile.
    "SwiftUI",
}
# Core Graphics types that Trellis declares where Linux's Foundation lacks them: shims,
# listed by the table's "platform" row as a group.
cg_shims = {"CGAffineTransform", "CGLineCap", "CGLineJoin"}
# View members that are not modifiers: the protocol's requirement and the conformances'
# witnesses (found from the symbol graph's relationships below), and these.
not_modifiers = {"body"}
graphs = []
for f in sorted(os.listdir(folder)):
    with open(os.path.join(folder, f)) as h:
        graphs.append((f, json.load(h)))
view_ids = set()
for f, graph in graphs:
    for s in graph.get("symbols", []):
        if s["pathComponents"] == ["View"] and s["kind"]["identifier"] == "swift.protocol":
            view_ids.add(s["identifier"]["precise"])
witnesses = set()
for f, graph in graphs:
    for r in graph.get("relationships", []):
        if r["kind"] in ("requirementOf", "defaultImplementationOf") and r["target"] in view_ids:
            witnesses.add(r["source"])
# Declarations marked unavailable exist only to give a fix-it.
def unavailable(s):
    return any(a.get("isUnconditionallyUnavailable") for a in s.get("availability", []))
absent = set()
seen = {"type": set(), "modifier": set()}
for f, graph in graphs:
    module = f.split(".symbols.json")[0].split("@")[0]
    if module not in swiftui_modules: continue
    for s in graph.get("symbols", []):
        path, kind = s["pathComponents"], s["kind"]["identifier"]
        if unavailable(s): continue
        if len(path) == 1 and kind in ("swift.struct", "swift.class", "swift.enum", "swift.protocol", "swift.typealias"):
            name, what = path[0], "type"
        elif len(path) == 2 and path[0] == "View" and kind == "swift.method" \
                and s["identifier"]["precise"] not in witnesses:
            name, what = path[1].split("(")[0], "modifier"
        else:
            continue
        # Underscored names are plumbing (the builder's and the macros' types, storage).
        if name.startswith("_") or name in trellis_own or name in cg_shims or name in not_modifiers:
            continue
        seen[what].add(name)
        if name in listed: continue
        # A concrete style or a style's configuration (`BorderedButtonStyle`,
        # `ButtonStyleConfiguration`) counts as listed when its style protocol
        # (`ButtonStyle`) is: a reader looks for the protocol and the modifier.
        stem = name[:-len("Configuration")] if name.endswith("Configuration") else name
        if stem.endswith("Style") and any(stem.endswith(p) for p in listed if p.endswith("Style")):
            continue
        absent.add(f"{what} {name}")
if absent:
    print("README's API table leaves out public API (add it, or exclude it in this script):")
    for a in sorted(absent): print("  " + a)
    sys.exit(1)
print(f"README's API table: all {len(seen['type'])} public types and {len(seen['modifier'])} View modifiers are listed")
PY
