#!/usr/bin/env bash
# The test suite built with AddressSanitizer, in a scratch path of its own.
#   Scripts/sanitized-tests.sh [--filter PATTERN]
# The engine keeps some references uncounted on its hot paths (`unowned(unsafe)` and
# `Unmanaged`: an item's placer, the item being computed, a list's nodes while it walks
# them; see docs/architecture.md). Their lifetimes rest on invariants the compiler does not
# check; this run checks them on every path the tests take: a use after free or an
# overflow stops the run with AddressSanitizer's report. Leak reports are off (process-wide
# caches live until exit). Extra arguments go to the test runner. The build takes about
# a quarter of an hour on two cores, the run about eight minutes.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch="${TRELLIS_ASAN_SCRATCH:-.build-asan}"
swift build --build-tests --scratch-path "$scratch" -Xswiftc -sanitize=address
bin=$(swift build --scratch-path "$scratch" -Xswiftc -sanitize=address --show-bin-path)
ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" "$bin/TrellisPackageTests.xctest" --testing-library swift-testing "$@"
