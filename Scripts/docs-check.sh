#!/usr/bin/env bash
# Builds the manual (Docs/, a Cash Dash site) with a cashdash binary and fails on any warning or error, so every link
# and #section between its chapters is checked. CI runs it with the release binary; by hand:
#     Scripts/docs-check.sh [PATH-TO-CASHDASH]      (default: .build/debug/cashdash)
set -euo pipefail
cd "$(dirname "$0")/.."
cashdash=${1:-.build/debug/cashdash}
out=$(mktemp -d)
problems=$(mktemp)
trap 'rm -rf "$out" "$problems"' EXIT

status=0
"$cashdash" build --site Docs --output "$out/site" > /dev/null 2> "$problems" || status=$?
if [ "$status" -ne 0 ] || grep -qE 'warning:|error:' "$problems"; then
    cat "$problems" >&2
    echo "The manual in Docs/ does not build cleanly (exit status $status): fix the places above." >&2
    exit 1
fi
echo "The manual in Docs/ builds with no warnings ($(find "$out/site/curriculum" -name index.html | wc -l) pages)."
