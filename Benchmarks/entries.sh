#!/usr/bin/env bash
# add, undo and balance on a site whose ledger has N rows (issue 46: a million rows in under 2 s and 200 MB each),
# beside `report --format json` on the same ledger, which streams it too. Each command is timed once with GNU time;
# the table gives wall time, CPU time (user + sys), peak memory, and CPU as a ratio to the report's.
#
# Usage: Benchmarks/entries.sh [ROWS]    (default 1,000,000)    Needs: swift, python3, GNU time.
#        SCRATCH=.build-release Benchmarks/entries.sh   builds the release binary there instead of in .build.
set -euo pipefail
cd "$(dirname "$0")/.."
rows=${1:-1000000}
work=${WORK:-Benchmarks/work}/entries-$rows
rm -rf "$work/site"
mkdir -p "$work/site/Content/budgets"
[ -f "$work/big.csv" ] || python3 Benchmarks/generate-ledger.py "$work/big.csv" "$rows"
cp "$work/big.csv" "$work/site/Content/budgets/big.csv"
printf 'title: Entries benchmark\ncurrency: USD\n' > "$work/site/Content/site.yml"
scratch=${SCRATCH:-.build}
swift build -c release --product cashdash --scratch-path "$scratch" >/dev/null
cashdash=$(swift build -c release --scratch-path "$scratch" --show-bin-path)/cashdash
echo "ledger: $rows rows, $(du -h "$work/big.csv" | cut -f1)"

: > "$work/times.txt"
timed() {
    local name=$1
    shift
    /usr/bin/time -o "$work/time.txt" -f "%e %U %S %M" "$@" > "$work/$name.out"
    echo "$name $(cat "$work/time.txt")" >> "$work/times.txt"
}
export CASHDASH_TODAY=2026-12-01
timed report "$cashdash" report "$work/site/Content/budgets/big.csv" --format json
timed balance "$cashdash" balance --site "$work/site" --budget Household
timed add "$cashdash" add 4.50 Groceries "Benchmark tea" --budget Household --site "$work/site"
timed undo "$cashdash" undo --budget Household --site "$work/site"
grep -q "^Added to" "$work/add.out" && grep -q "^Added to" "$work/undo.out" || { cat "$work"/*.out; exit 1; }
tail -n 2 "$work/site/Content/budgets/big.csv"
python3 - "$work/times.txt" <<'PY'
import sys
rows = [line.split() for line in open(sys.argv[1])]
base = next(float(u) + float(s) for name, _, u, s, _ in rows if name == "report")
print(f"{'command':8} {'wall s':>7} {'CPU s':>7} {'peak MB':>8} {'CPU / report':>13}")
for name, wall, user, sys_, peak in rows:
    cpu = float(user) + float(sys_)
    print(f"{name:8} {float(wall):7.2f} {cpu:7.2f} {int(peak) / 1024:8.0f} {cpu / base:13.2f}")
PY
