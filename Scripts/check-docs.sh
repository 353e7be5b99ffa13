#!/usr/bin/env bash
# Builds the DocC catalog of the Trellis module (Sources/Trellis/Trellis.docc) and fails on
# any documentation warning: a link that does not resolve, a malformed directive, a topic
# that names nothing.
#
#   Scripts/check-docs.sh                     build the documentation (in .build-docc/)
#   DOCC_OUTPUT=path Scripts/check-docs.sh    and write the archive to that folder
#
# Its own scratch path (.build-docc/), apart from .build/, so it never disturbs another
# build. Needs the swift-docc-plugin dependency of Package.swift and the toolchain's docc.
# docc runs with --warnings-as-errors, so a documentation warning fails the command; the
# script also fails if docc's part of the output (after "Building documentation for")
# says "warning:" or "error:". Compiler warnings of the modules built on the way are not
# the documentation's and do not fail it.
set -euo pipefail
cd "$(dirname "$0")/.."
log=$(mktemp)
trap 'rm -f "$log"' EXIT
package=(--scratch-path .build-docc)
output=()
if [ -n "${DOCC_OUTPUT:-}" ]; then
  package+=(--allow-writing-to-directory "$DOCC_OUTPUT")
  output=(--output-path "$DOCC_OUTPUT")
fi
status=0
swift package "${package[@]}" generate-documentation --target Trellis --warnings-as-errors "${output[@]}" 2>&1 \
  | tee "$log" || status=$?
if awk '/^Building documentation for/ {docc = 1} docc' "$log" | grep -Eq "(^|: )(warning|error): "; then
  echo "check-docs.sh: the documentation has warnings (above)" >&2
  exit 1
fi
if [ "$status" -ne 0 ]; then
  echo "check-docs.sh: generate-documentation failed (exit status $status)" >&2
  exit "$status"
fi
echo "check-docs.sh: the documentation builds with no warnings"
