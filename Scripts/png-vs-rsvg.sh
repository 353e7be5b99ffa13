#!/usr/bin/env bash
# Issue 47's measure: the picture of Benchmarks/Sources/LayoutScenes/PictureScreen.swift
# (390 × 844 points at scale 3, 1,170 × 2,532 pixels) as a PNG drawn in-process by
# Trellis, against librsvg's `rsvg-convert` drawing Trellis's SVG of the same screen to a
# PNG of the same size as a whole process (parse, rasterize, encode), in the same run.
# Prints each one's times and the ratio of the medians; with CALLGRIND=1 also the
# instructions of Trellis's PNG, SVG and first layout (one step each, on one thread, as in
# docs/performance.md) and of rsvg-convert's whole process, then those of the timeline
# (LayoutScenes/TimelineScreen.swift at scale 3): one frame's PNG, the 60-frame animated
# PNG, and their ratio.
#
#   Scripts/png-vs-rsvg.sh                    5 runs of each, interleaved
#   RUNS=11 Scripts/png-vs-rsvg.sh            more runs
#   CALLGRIND=1 Scripts/png-vs-rsvg.sh        and callgrind instruction counts
#   PICTURE_PROBE=path Scripts/png-vs-rsvg.sh use that PictureProbe binary, no build
#   KEEP=dir Scripts/png-vs-rsvg.sh           keep the SVG and both PNGs in dir
#
# Needs rsvg-convert (Debian: apt-get install librsvg2-bin). Builds Benchmarks'
# PictureProbe in release unless PICTURE_PROBE is given (Benchmarks is a package of its
# own; its first release build compiles Trellis and its dependencies, see
# docs/performance.md, and the probe's header for a faster scratch build).
set -euo pipefail
command -v rsvg-convert >/dev/null || { echo "png-vs-rsvg.sh: rsvg-convert is not installed (apt-get install librsvg2-bin)" >&2; exit 1; }
cd "$(dirname "$0")/../Benchmarks"
runs="${RUNS:-5}"
if [ -n "${PICTURE_PROBE:-}" ]; then
  bin=$PICTURE_PROBE
else
  touch Sources/LayoutScenes/*.swift Sources/PictureProbe/*.swift
  swift build -c release --product PictureProbe >&2
  bin=$(swift build -c release --show-bin-path)/PictureProbe
fi
work=${KEEP:-$(mktemp -d)}
mkdir -p "$work"
[ -n "${KEEP:-}" ] || trap 'rm -rf "$work"' EXIT

"$bin" svg "$work/screen.svg" >/dev/null
now() { date +%s%N; }
png=() rsvg=()
for _ in $(seq "$runs"); do
  # The probe's own clock: the PNG drawn and encoded, the first picture in its process.
  png+=("$("$bin" png "$work/trellis.png" | awk '{print $2}')")
  t0=$(now)
  rsvg-convert -w 1170 -h 2532 "$work/screen.svg" -o "$work/rsvg.png"
  t1=$(now)
  rsvg+=("$(awk -v ns=$((t1 - t0)) 'BEGIN {printf "%.4f", ns / 1e9}')")
done
median() { printf '%s\n' "$@" | sort -g | awk '{v[NR]=$1} END {print v[int((NR + 1) / 2)]}'; }
mp=$(median "${png[@]}") mr=$(median "${rsvg[@]}")
echo "trellis PNG (in-process, s):   ${png[*]}"
echo "rsvg-convert (whole process):  ${rsvg[*]}"
echo "PNG bytes: trellis $(wc -c <"$work/trellis.png"), rsvg-convert $(wc -c <"$work/rsvg.png")"
awk -v p="$mp" -v r="$mr" 'BEGIN {printf "median: trellis %.4f s, rsvg-convert %.4f s, ratio trellis/rsvg %.2f\n", p, r, p / r}'

[ "${CALLGRIND:-0}" = 1 ] || exit 0
command -v valgrind >/dev/null || { echo "png-vs-rsvg.sh: valgrind is not installed (apt-get install valgrind)" >&2; exit 1; }
# valgrind 3.19 cannot read the DWARF 5 the Swift toolchain writes (see callgrind-layout.sh).
objcopy --strip-debug "$bin" "$work/PictureProbe"
symbol=$(nm "$work/PictureProbe" | awk '$3 ~ /PictureProbe12measuredPass/ && !found {print $3; found=1}')
[ -n "$symbol" ] || { echo "png-vs-rsvg.sh: no measuredPass symbol in $bin" >&2; exit 1; }
# Bands and threads (TrellisRaster's Bands) off: callgrind counts the calling thread.
declare -A counted
for step in png svg layout frame apng; do
  TRELLIS_RASTER_THREADS=1 valgrind --tool=callgrind --collect-atstart=no --toggle-collect="$symbol" \
    --callgrind-out-file="$work/cg-$step.out" "$work/PictureProbe" "$step" >/dev/null 2>"$work/stderr" \
    || { cat "$work/stderr" >&2; exit 1; }
  ir=$(awk '/^totals:/ {print $2; t=1} /^summary:/ {s=$2} END {if (!t) print s}' "$work/cg-$step.out")
  echo "picture-probe: $step: $ir instructions"
  counted[$step]=$ir
done
awk -v a="${counted[apng]}" -v f="${counted[frame]}" 'BEGIN {printf "timeline: 60-frame APNG / one frame PNG = %.1f\n", a / f}'
# rsvg-convert as a whole process, every instruction counted.
valgrind --tool=callgrind --callgrind-out-file="$work/cg-rsvg.out" \
  rsvg-convert -w 1170 -h 2532 "$work/screen.svg" -o "$work/rsvg.png" >/dev/null 2>"$work/stderr" \
  || { cat "$work/stderr" >&2; exit 1; }
ir=$(awk '/^totals:/ {print $2; t=1} /^summary:/ {s=$2} END {if (!t) print s}' "$work/cg-rsvg.out")
echo "rsvg-convert (whole process): $ir instructions"
