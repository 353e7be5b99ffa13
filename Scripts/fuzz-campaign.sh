#!/usr/bin/env bash
# A long fuzz campaign over random view trees (Tests/TrellisLayoutTests/Fuzz): the same
# property test CI runs on a fixed seed set, here with TRELLIS_FUZZ_TREES trees (100,000
# by default) from a campaign seed, in a release build.
#   Scripts/fuzz-campaign.sh [trees] [seed]
# A failure is reported shrunk to a minimal program (swift-property-based). A trap ends the
# test process: the program being checked is then in $TRELLIS_FUZZ_LOG and is printed here.
set -uo pipefail
cd "$(dirname "$0")/.."
trees="${1:-100000}"
seed="${2:-$(date +%s)}"
scratch="${TRELLIS_RELEASE_SCRATCH:-.build-release}"
log="${TRELLIS_FUZZ_LOG:-/tmp/trellis-fuzz-current.txt}"
echo "fuzz campaign: $trees trees, seed $seed (release build in $scratch)"
rm -f "$log".*
start=$(date +%s)
TRELLIS_FUZZ_TREES="$trees" TRELLIS_FUZZ_SEED="$seed" TRELLIS_FUZZ_LOG="$log" \
  swift test -c release --scratch-path "$scratch" \
  --filter 'ViewTreeFuzzTests/randomTreesHoldTheirFrames' > /tmp/trellis-fuzz-campaign.log 2>&1
status=$?
end=$(date +%s)
grep -E 'passed|failed|Failure|recorded an issue|program' /tmp/trellis-fuzz-campaign.log | tail -40
if [ $status -ne 0 ] && ! grep -q 'recorded an issue\|failed after' /tmp/trellis-fuzz-campaign.log; then
  echo "the test process ended abnormally (a trap?) while checking one of:"
  cat "$log".*
fi
echo "fuzz campaign: $trees trees, seed $seed: exit $status in $((end - start)) s"
exit $status
