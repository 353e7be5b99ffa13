#!/usr/bin/env bash
# Times text layout on a 1 MiB unbreakable string at 300 pt in a release build: wrapping,
# the ideal size and truncation, with the generated test font and the system font
# (Tests/TrellisTextTests/LinearTextTests.swift). Each step must take under
# TRELLIS_TEXT_SECONDS (1 by default); the test fails otherwise.
#   Scripts/text-timing.sh [bytes]
set -euo pipefail
cd "$(dirname "$0")/.."
bytes="${1:-1048576}"
scratch="${TRELLIS_RELEASE_SCRATCH:-.build-release}"
TRELLIS_TEXT_BYTES="$bytes" TRELLIS_TEXT_SECONDS="${TRELLIS_TEXT_SECONDS:-1}" \
  swift test -c release --scratch-path "$scratch" \
  --filter 'LinearRealTextTests' 2>&1 | tee /tmp/trellis-text-timing.log | grep -E '^text-timing:|passed|failed|error'
