#!/usr/bin/env bash
# Fails if a comment in Sources/ quotes a benchmark figure or narrates what an earlier
# version did: comments state what the code guarantees and why; figures go in commit
# bodies and docs/performance.md, history in git (issue 48).
#
#   Scripts/check-comment-figures.sh            checks Sources/
#   Scripts/check-comment-figures.sh DIR...     checks these folders instead
#
# A comment is what follows `//` on a line, or a line of a `/* */` block that starts
# with `*`. What it looks for in one (case-insensitive):
#  - a figure that went from one number to another: `105 → 99`, `3 -> 2`;
#  - the measure of the benchmarks: `instructions` (also `M instructions`), `Ir`,
#    `callgrind`'s counts (`… a node`, `… a leaf` after a number with a thousands comma);
#  - a relative speed: `12 % faster`, `2× slower`, `faster by 30`;
#  - a time a step took: `takes 3 ms`, `costs about 40 µs`;
#  - history: `was 12`, `it used to`, `used to be`, `earlier version`, `before this change`,
#    `previously`, `as measured`.
# A mapping in a doc comment (`nil → 10`) is not a figure: only a number on both sides
# of the arrow is.
set -euo pipefail
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || set -- Sources
comment='(//|^[[:space:]]*\*|/\*)'
patterns=(
  '[0-9][[:space:]]*(→|->)[[:space:]]*[0-9]'
  '\binstructions?\b'
  '\bIr\b'
  '[0-9],[0-9]{3} (a|per) (node|leaf|level|view|item|pass|cell)\b'
  '[0-9][[:space:]]*%[[:space:]]*(faster|slower|fewer|less|more|cheaper|dearer)\b'
  '[0-9][[:space:]]*(×|x)[[:space:]]*(faster|slower|fewer|less|more|cheaper)\b'
  '\b(faster|slower|cheaper) by (about |some |roughly )?[0-9]'
  '\b(takes?|took|costs?|costing|spends?|spent|saves?|saved)( about| some| roughly| under| over)? [0-9][0-9.,]*[[:space:]]*(ms|µs|us|ns|instructions?|allocations?|bytes|KB|MB)\b'
  '\bwas [0-9]'
  '\b(it|what|that|which|this|they) used to\b'
  '\bused to (be|cost|take)\b'
  '\bearlier (version|code|design|implementation)s?\b'
  '\bbefore this (change|commit)\b'
  '\bpreviously\b'
  '\bas measured\b'
)
found=0
for p in "${patterns[@]}"; do
  if grep -rnIiE --include='*.swift' --include='*.c' --include='*.h' "$comment.*$p" "$@"; then
    found=1
  fi
done
if [ "$found" -ne 0 ]; then
  echo "check-comment-figures.sh: the comments above quote figures or earlier versions;" >&2
  echo "  state the invariant or the reason instead (figures go in the commit body)" >&2
  exit 1
fi
echo "check-comment-figures.sh: no figures or history in the comments of $*"
