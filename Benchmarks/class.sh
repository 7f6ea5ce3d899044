#!/usr/bin/env bash
# Times the class ledger on a large generated class: check, class lock, build and monthly statements.
# Usage: Benchmarks/class.sh [STUDENTS] [TRANSACTIONS]   (defaults 300 and 100000; WORK=/dev/shm to stay in memory)
set -euo pipefail
cd "$(dirname "$0")/.."
students=${1:-300}
transactions=${2:-100000}
work=$(mktemp -d "${WORK:-/tmp}/cashdash-class-XXXXXX")
trap 'rm -rf "$work"' EXIT
swift build -c release --product cashdash >/dev/null
bin=$(swift build -c release --show-bin-path)/cashdash
python3 Benchmarks/generate-class.py "$work" "$students" "$transactions"
echo "class of $students students, $transactions transactions ($(du -h "$work/Content/class/transactions.csv" | cut -f1))"
run() {
    local label=$1; shift
    /usr/bin/time -f "$label: %e s, %M KB peak" "$@" >/dev/null 2>"$work/time.txt" || { cat "$work/time.txt"; exit 1; }
    tail -n 1 "$work/time.txt"
}
run "class lock (first, every row new)" "$bin" class lock --site "$work"
run "check" "$bin" check --site "$work"
run "build" "$bin" build --site "$work" --quiet
run "statements for a month" "$bin" class statements --month 2026-11 --site "$work"
echo "pages: $(find "$work/Output/class" -name '*.html' | wc -l); largest: $(find "$work/Output/class" -name '*.html' -printf '%s %p\n' | sort -n | tail -n 1 | cut -d' ' -f1) bytes"
