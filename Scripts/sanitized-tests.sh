#!/usr/bin/env bash
# Runs tests with this package's modules built under a sanitizer.
#   Scripts/sanitized-tests.sh address [--filter PATTERN]...   AddressSanitizer
#   Scripts/sanitized-tests.sh thread  [--filter PATTERN]...   ThreadSanitizer
# TRELLIS_SANITIZE tells Package.swift to instrument the package's own modules (the
# dependencies are built as usual); the build goes to $TRELLIS_SANITIZE_SCRATCH, by default
# .build-<sanitizer> (CI passes .build, which it has just built, so that only the
# package's own modules are compiled again). Extra arguments go to `swift test`.
#
# AddressSanitizer checks the graph's and the layout items' lifetimes on every path the
# tests take: a use after free or an overflow ends the run with the sanitizer's report.
# Leak reports are off (process-wide caches live until exit). ThreadSanitizer checks the
# preview server, whose sessions run on several threads.
set -euo pipefail
cd "$(dirname "$0")/.."
sanitizer="${1:?usage: Scripts/sanitized-tests.sh address|thread [swift test arguments]}"
shift
case "$sanitizer" in
  address) export ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" ;;
  thread) export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:${TSAN_OPTIONS:-}" ;;
  *) echo "unknown sanitizer '$sanitizer' (address or thread)" >&2; exit 2 ;;
esac
scratch="${TRELLIS_SANITIZE_SCRATCH:-.build-$sanitizer}"
export TRELLIS_SANITIZE="$sanitizer"
start=$(date +%s)
swift build --build-tests --scratch-path "$scratch"
built=$(date +%s)
echo "sanitized-tests: $sanitizer build took $((built - start)) s"
swift test --skip-build --scratch-path "$scratch" "$@"
echo "sanitized-tests: $sanitizer run took $(( $(date +%s) - built )) s"
