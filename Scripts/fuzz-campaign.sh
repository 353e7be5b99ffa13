#!/usr/bin/env bash
# A long fuzz campaign (Tests/TrellisLayoutTests/Fuzz): the same property test CI runs on
# a fixed seed set, here with 100,000 cases by default from a campaign seed, in a release
# build.
#   Scripts/fuzz-campaign.sh [trees] [seed]                   random trees, laid out
#                                                             (ViewTreeFuzzTests)
#   Scripts/fuzz-campaign.sh --mutations [sequences] [seed]   random trees edited by
#                                                             random sequences of edits,
#                                                             checked against fresh hosts
#                                                             (MutationFuzzTests)
#   Scripts/fuzz-campaign.sh --stacks [programs] [seed]      random stacks, fresh and
#                                                             edited, checked against the
#                                                             reference stack algorithm
#                                                             (StackOracleTests)
# A failure is reported shrunk to a minimal program (swift-property-based). A trap ends the
# test process: the program being checked is then in $TRELLIS_FUZZ_LOG and is printed here.
set -uo pipefail
cd "$(dirname "$0")/.."
count_variable=TRELLIS_FUZZ_TREES
test_name='ViewTreeFuzzTests/randomTreesHoldTheirFrames'
kind=trees
if [ "${1:-}" = "--mutations" ]; then
  shift
  count_variable=TRELLIS_FUZZ_SEQUENCES
  test_name='MutationFuzzTests/editedHostsMatchFreshOnes'
  kind=sequences
elif [ "${1:-}" = "--stacks" ]; then
  shift
  count_variable=TRELLIS_FUZZ_STACKS
  test_name='StackOracleTests/stacksMatchTheReference'
  kind=stacks
fi
trees="${1:-100000}"
seed="${2:-$(date +%s)}"
scratch="${TRELLIS_RELEASE_SCRATCH:-.build-release}"
log="${TRELLIS_FUZZ_LOG:-/tmp/trellis-fuzz-current.txt}"
echo "fuzz campaign: $trees $kind, seed $seed (release build in $scratch)"
rm -f "$log".*
start=$(date +%s)
env "$count_variable=$trees" TRELLIS_FUZZ_SEED="$seed" TRELLIS_FUZZ_LOG="$log" \
  swift test -c release --scratch-path "$scratch" \
  --filter "$test_name" > /tmp/trellis-fuzz-campaign.log 2>&1
status=$?
end=$(date +%s)
grep -E 'passed|failed|Failure|recorded an issue|program' /tmp/trellis-fuzz-campaign.log | tail -40
if [ $status -ne 0 ] && ! grep -q 'recorded an issue\|failed after' /tmp/trellis-fuzz-campaign.log; then
  echo "the test process ended abnormally (a trap?) while checking one of:"
  cat "$log".*
fi
echo "fuzz campaign: $trees $kind, seed $seed: exit $status in $((end - start)) s"
exit $status
