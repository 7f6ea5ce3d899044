#!/usr/bin/env bash
# Runs Scripts/print-check.py on the small pages in Scripts/tests/print-check/ and checks its exit status: a sheet
# left a quarter full before a page that starts no section, and chart text printed at 7.4 pt, must fail; a section's
# last sheet a quarter full, and chart text at 8.25 pt, must pass. Usage: bash Scripts/tests/print-check.sh
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
failed=0
expect() {
    local wanted=$1 page=Scripts/tests/print-check/$2.html
    python3 Scripts/print-check.py "$page" >/dev/null 2>&1
    local status=$?
    if { [ "$wanted" = pass ] && [ "$status" != 0 ]; } || { [ "$wanted" = fail ] && [ "$status" != 1 ]; }; then
        echo "print-check: $page should $wanted, but the check exited with $status" >&2
        failed=1
    fi
}
expect fail stranded
expect fail small-chart-text
expect pass section-end
expect pass readable
[ "$failed" = 0 ] && echo "print-check: 4 pages as expected"
exit "$failed"
