#!/usr/bin/env bash
# Callgrind instructions per node of Trellis layout passes (issue 11's measure).
#
#   Scripts/callgrind-layout.sh            the table, linearity and memory
#   QUICK=1 Scripts/callgrind-layout.sh    the table only
#   LEAVES=1000 Scripts/callgrind-layout.sh  smaller trees (deep always uses LEAVES/10)
#   LAYOUT_PROBE=path Scripts/callgrind-layout.sh  measure that LayoutProbe binary, no build
#   SHAPES="deep grid" Scripts/callgrind-layout.sh  only these shapes
#
# Builds Benchmarks' LayoutProbe in release, then runs each shape and mode under
# `valgrind --tool=callgrind --collect-atstart=no --toggle-collect=<measuredPass>` (and
# the large-stack threads' entry, less a baseline run): only the instructions executed
# inside the one measured operation are counted (no start-up, tree building or warm-up).
# "Per node" divides by leaves + containers of the equivalent
# Taffy/Yoga tree (LayoutShape.nodeCount). Callgrind counts instructions, not time, so the
# figures repeat on a busy machine. Needs valgrind (Debian: valgrind) and binutils.
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
command -v valgrind >/dev/null || { echo "callgrind-layout.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
LEAVES=${LEAVES:-10000}
if [ -n "${LAYOUT_PROBE:-}" ]; then
  bin=$LAYOUT_PROBE
else
  # The probe's own modules are compiled again every time: SwiftPM's incremental build
  # does not always recompile them after a change inside Trellis, and code of Trellis's
  # that they inline (State's initialisers make its box) then keeps the old layout of a
  # class (seen: a heap corrupted after StateBox took a field). A few seconds.
  touch Sources/LayoutScenes/*.swift Sources/LayoutProbe/*.swift
  swift build -c release --product LayoutProbe >&2
  bin=$(swift build -c release --show-bin-path)/LayoutProbe
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 cannot read the DWARF 5 the Swift toolchain writes: measure a copy
# without debug information (the symbol table stays, which is all callgrind needs here).
objcopy --strip-debug "$bin" "$work/LayoutProbe"
symbol=$(nm "$work/LayoutProbe" | awk '$3 ~ /LayoutProbe12measuredPass/ && !found {print $3; found=1}')
[ -n "$symbol" ] || { echo "callgrind-layout.sh: no measuredPass symbol in $bin" >&2; exit 1; }
# A deep host works on threads of its own (LargeStack.run's thread entry): callgrind counts
# those from their start, building included, so each figure is a run's count minus that
# of a baseline run that skips the measured operation.
threads=$(nm "$work/LayoutProbe" | awk '$3 ~ /10LargeStackO3run5bytes.*fU_SvSgAFcfU_To$/ && !found {print $3; found=1}')
[ -n "$threads" ] || { echo "callgrind-layout.sh: no LargeStack thread entry in $bin" >&2; exit 1; }

# counted SHAPE LEAVES MODE [cells] [baseline]: Ir inside measuredPass and on large-stack threads.
counted() {
  local out="$work/cg.out"
  rm -f "$out"*
  valgrind --tool=callgrind --collect-atstart=no --toggle-collect="$symbol" --toggle-collect="$threads" \
    --callgrind-out-file="$out" "$work/LayoutProbe" "$@" >"$work/stdout" 2>"$work/stderr" \
    || { cat "$work/stderr" >&2; echo "callgrind-layout.sh: LayoutProbe $* failed" >&2; exit 1; }
  awk '/^totals:/ {print $2; t=1} /^summary:/ {s=$2} END {if (!t) print s}' "$out"
}
# instructions SHAPE LEAVES MODE [cells]: the measured operation's Ir (run minus baseline).
instructions() {
  local all base
  all=$(counted "$@")
  base=$(counted "$@" baseline)
  echo $((all - base))
}
nodes() { # shape leaves
  case $1 in
    grid) local side; side=$(awk -v n="$2" 'BEGIN {s=int(sqrt(n)+0.5); if (s<1) s=1; print s}'); echo $((side * side + side + 1)) ;;
    *) echo $(($2 + 1)) ;;
  esac
}
leaves_for() { if [ "$1" = deep ]; then echo $((LEAVES / 10)); else echo "$LEAVES"; fi; }
per() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.0f", a / b}'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.3f", a / b}'; }

echo "Trellis, callgrind instructions per node ($(date -u +%Y-%m-%d), $(git rev-parse --short HEAD 2>/dev/null || echo '?'))"
echo
echo "| shape | leaves | nodes | full | resize | first | one-leaf | one-leaf (height) | unchanged | environment | full (cells) | first (cells) | one-leaf / full (cells) | one-leaf (height) / full (cells) | first / full | first (cells) / full (cells) |"
echo "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|"
for shape in ${SHAPES:-wide flex-wide deep grid wrap}; do
  n=$(leaves_for $shape); k=$(nodes $shape "$n")
  full=$(instructions $shape "$n" full)
  resize=$(instructions $shape "$n" resize)
  first=$(instructions $shape "$n" first)
  one=$(instructions $shape "$n" one-leaf)
  tall=$(instructions $shape "$n" one-leaf-height)
  unchanged=$(instructions $shape "$n" unchanged)
  environment=$(instructions $shape "$n" environment)
  cells=$(instructions $shape "$n" full cells)
  # Building views with state: every leaf a `Cell` (a custom view with two @States).
  firstcells=$(instructions $shape "$n" first cells)
  echo "| $shape | $n | $k | $(per "$full" "$k") | $(per "$resize" "$k") | $(per "$first" "$k") | $(per "$one" "$k") | $(per "$tall" "$k") | $(per "$unchanged" "$k") | $(per "$environment" "$k") | $(per "$cells" "$k") | $(per "$firstcells" "$k") | $(ratio "$one" "$cells") | $(ratio "$tall" "$cells") | $(ratio "$first" "$full") | $(ratio "$firstcells" "$cells") |"
done
[ "${QUICK:-0}" = 1 ] && exit 0

echo
echo "Linearity: full pass, instructions per node"
echo
echo "| shape | 1,000 leaves | 10,000 leaves | 100,000 leaves |"
echo "|---|---|---|---|"
for shape in wide grid; do
  row="| $shape"
  for n in 1000 10000 100000; do
    row="$row | $(per "$(instructions $shape $n full)" "$(nodes $shape $n)")"
  done
  echo "$row |"
done

echo
echo "Memory: peak RSS (VmHWM) over an empty host, 100,000 Color.frame leaves in a row"
echo
"$work/LayoutProbe" wide 100000 memory
