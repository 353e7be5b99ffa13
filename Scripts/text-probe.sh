#!/usr/bin/env bash
# Issue 12's text measure: a 1 MiB string of "a" with no break opportunity, in the system
# font at 17 pt, wrapped at 300 pt, measured at its ideal size and truncated to one line
# (Benchmarks/Sources/TextProbe). Prints each step's wall time in a release build and,
# with valgrind installed and CALLGRIND=1, the instructions of each step.
#
#   Scripts/text-probe.sh [bytes]               times (1 MiB by default)
#   CALLGRIND=1 Scripts/text-probe.sh [bytes]   and callgrind instruction counts
#   TEXT_PROBE=path Scripts/text-probe.sh       use that TextProbe binary, no build
#
# Builds Benchmarks' TextProbe in release (Benchmarks is a package of its own; its first
# release build compiles Trellis and its dependencies, see docs/performance.md).
set -euo pipefail
cd "$(dirname "$0")/../Benchmarks"
bytes="${1:-1048576}"
if [ -n "${TEXT_PROBE:-}" ]; then
  bin=$TEXT_PROBE
else
  swift build -c release --product TextProbe >&2
  bin=$(swift build -c release --show-bin-path)/TextProbe
fi
"$bin" all "$bytes"
[ "${CALLGRIND:-0}" = 1 ] || exit 0
command -v valgrind >/dev/null || { echo "text-probe.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# valgrind 3.19 cannot read the DWARF 5 the Swift toolchain writes (see callgrind-layout.sh).
objcopy --strip-debug "$bin" "$work/TextProbe"
symbol=$(nm "$work/TextProbe" | awk '$3 ~ /TextProbe12measuredPass/ && !found {print $3; found=1}')
[ -n "$symbol" ] || { echo "text-probe.sh: no measuredPass symbol in $bin" >&2; exit 1; }
for step in wrap ideal truncate; do
  valgrind --tool=callgrind --collect-atstart=no --toggle-collect="$symbol" \
    --callgrind-out-file="$work/cg.out" "$work/TextProbe" "$step" "$bytes" >/dev/null 2>"$work/stderr" \
    || { cat "$work/stderr" >&2; exit 1; }
  ir=$(awk '/^totals:/ {print $2; t=1} /^summary:/ {s=$2} END {if (!t) print s}' "$work/cg.out")
  echo "text-probe: $step, $bytes bytes: $ir instructions ($((ir / bytes)) per byte)"
done
