#!/usr/bin/env bash
# Counts the lines (comments aside) holding constructs whose memory safety the compiler does not check, per file of
# Sources/: uncounted references (`Unmanaged`, `unowned(unsafe)`,
# `_withUnsafeGuaranteedRef`), manual retains and releases, fields with exclusivity
# checking off, and manual memory (raw memory allocated, freed, initialised,
# deinitialised or bound by hand: a lifetime the code keeps, not the language). Pointers
# the standard library lends for the length of a call (`withUnsafePointer` and the like)
# are not counted: their lifetime is the call's. The brief allows them only in the layout
# core's storage types (Sources/TrellisLayout/Storage/: the flat
# buffers, the array builder) and the rasterizer's buffers (Sources/TrellisRaster), which
# are listed apart and not counted against the ceiling.
#   Scripts/count-unsafe.sh [ROOT]          print the table
#   Scripts/count-unsafe.sh --check [ROOT]  also fail when a count exceeds the ceiling
#                                           in Scripts/unsafe-ceiling.txt (CI runs this)
# The ceiling only comes down: lower it in the commit that removes constructs.
set -euo pipefail
check=0
if [ "${1:-}" = "--check" ]; then check=1; shift; fi
here="$(cd "$(dirname "$0")/.." && pwd)"
root="${1:-$here}"
cd "$root"
patterns=(
  'uncounted:Unmanaged|unowned\(unsafe\)|_withUnsafeGuaranteedRef'
  'manual-retain:\.retain\(\)|\.release\(\)|passRetained|takeRetainedValue'
  'exclusivity-off:@exclusivity\(unchecked\)'
  'manual-memory:\.allocate\(|\.deallocate\(|\.initializeElement\(|\.move\(\)|(^|[^.A-Za-z_])(malloc|free)\(|\.initialize\(|\.deinitialize\(|initializeMemory\(|bindMemory\('
)
allowed='^Sources/(TrellisLayout/Storage/|TrellisRaster/)'
declare -A total
printf '%-16s %6s  %s\n' construct count file
for entry in "${patterns[@]}"; do
  name="${entry%%:*}"; regex="${entry#*:}"
  total[$name]=0
  while IFS= read -r line; do
    count="${line%% *}"; file="${line#* }"
    if [[ "$file" =~ $allowed ]]; then
      printf '%-16s %6s  %s (allowed)\n' "$name" "$count" "$file"
    else
      printf '%-16s %6s  %s\n' "$name" "$count" "$file"
      total[$name]=$(( ${total[$name]} + count ))
    fi
  done < <(grep -rE --include='*.swift' "$regex" Sources | grep -vE '^[^:]+:[[:space:]]*//' | cut -d: -f1 | sort | uniq -c \
           | awk '{print $1" "$2}' | sort -rn)
done
echo "totals outside the allowed places:"
status=0
for entry in "${patterns[@]}"; do
  name="${entry%%:*}"
  ceiling=""
  if [ -f "$here/Scripts/unsafe-ceiling.txt" ]; then
    ceiling=$(awk -v n="$name" '$1 == n { print $2 }' "$here/Scripts/unsafe-ceiling.txt")
  fi
  printf '  %-16s %6s (ceiling %s)\n' "$name" "${total[$name]}" "${ceiling:-none}"
  if [ $check = 1 ] && [ -n "$ceiling" ] && [ "${total[$name]}" -gt "$ceiling" ]; then
    echo "  $name: ${total[$name]} exceeds the ceiling $ceiling: remove the construct or keep it inside the node store" >&2
    status=1
  fi
done
exit $status
