#!/usr/bin/env bash
# Budget report benchmark: `cashdash report big.csv --format json` and `--format html` on a generated ledger of N rows
# (notes with quotes, commas and line breaks), beside Python's csv module summing the same file and hledger computing
# the same category totals from the same data as a journal. Checks that the three agree on the category totals, and
# ends with a table of wall time, CPU time (user + sys) and peak memory, with the ratios to Python and the goals.
#
# Usage: Benchmarks/report.sh [ROWS]    (default 1,000,000)    Needs: swift, python3, GNU time; hledger (Debian).
#        WORK=/dev/shm Benchmarks/report.sh   keeps the generated files in memory.
#        SKIP_HLEDGER=1 Benchmarks/report.sh  leaves hledger out (it takes minutes and gigabytes on a million rows).
#        SCRATCH=.build-release Benchmarks/report.sh   builds the release binary there instead of in .build.
set -euo pipefail
cd "$(dirname "$0")/.."
rows=${1:-1000000}
work=${WORK:-Benchmarks/work}/report-$rows
mkdir -p "$work"
if [ ! -f "$work/big.csv" ]; then
    python3 Benchmarks/generate-ledger.py "$work/big.csv" "$rows" "$work/big.journal"
fi
echo "ledger: $rows rows, $(du -h "$work/big.csv" | cut -f1)"
scratch=${SCRATCH:-.build}
swift build -c release --product cashdash --scratch-path "$scratch" >/dev/null
cashdash=$(swift build -c release --scratch-path "$scratch" --show-bin-path)/cashdash

# Each timed command appends "name wall user sys peak-KB" to times.txt; the table at the end is made from it.
: > "$work/times.txt"
timed() {
    local name=$1
    shift
    /usr/bin/time -o "$work/time.txt" -f "%e %U %S %M" "$@"
    echo "$name $(cat "$work/time.txt")" >> "$work/times.txt"
    echo "$name: $(cat "$work/time.txt") (wall s, user s, sys s, peak KB)" >&2
}
for run in 1 2 3; do
    timed json "$cashdash" report "$work/big.csv" --format json > "$work/cashdash.json"
done
timed html "$cashdash" report "$work/big.csv" --format html --output "$work/report.html"
echo "report.html: $(du -h "$work/report.html" | cut -f1)"
cat > "$work/sum.py" <<'PY'
import csv, json, sys
from decimal import Decimal
spent, added = {}, {}
with open(sys.argv[1], newline="", encoding="utf-8-sig") as f:
    for row in csv.DictReader(f):
        target = added if row["type"] == "deposit" else spent
        target[row["category"]] = target.get(row["category"], Decimal(0)) + Decimal(row["amount"])
json.dump({"spent": {k: str(v) for k, v in spent.items()}, "added": {k: str(v) for k, v in added.items()}}, open(sys.argv[2], "w"))
PY
timed python python3 "$work/sum.py" "$work/big.csv" "$work/python.json"
if [ -z "${SKIP_HLEDGER:-}" ] && command -v hledger >/dev/null; then
    timed hledger hledger -f "$work/big.journal" bal expenses income --flat -O csv > "$work/hledger.csv"
fi
python3 - "$work" <<'PY'
import csv, json, os, sys
from decimal import Decimal
work = sys.argv[1]
ours = json.load(open(f"{work}/cashdash.json"), parse_float=Decimal)["categories"]
python = json.load(open(f"{work}/python.json"))
for kind in ("spent", "added"):
    for category, amount in python[kind].items():
        assert ours[category][kind] == Decimal(amount), (category, kind, ours[category][kind], amount)
print(f"category totals agree with Python's csv module ({len(ours)} categories)")
if os.path.exists(f"{work}/hledger.csv"):
    for account, balance in list(csv.reader(open(f"{work}/hledger.csv")))[1:]:
        if ":" not in account:
            continue
        kind, category = account.split(":", 1)
        value = abs(Decimal(balance.replace(" USD", "").replace(",", "")))
        assert ours[category]["added" if kind == "income" else "spent"] == value, (account, balance)
    print("category totals agree with hledger")
PY
python3 - "$work/times.txt" <<'PY'
import sys
runs = {}
for line in open(sys.argv[1]):
    name, wall, user, sys_, peak = line.split()
    runs.setdefault(name, []).append((float(wall), float(user) + float(sys_), int(peak) / 1024))
best = {name: min(times) for name, times in runs.items()}  # the fastest of a command's runs
python = best["python"][0]
goals = {"json": "<= 0.1x Python", "html": "<= 5 s, <= 300 MB"}
print(f"{'':<8} {'wall s':>8} {'CPU s':>8} {'peak MB':>8} {'x Python':>9}  goal")
for name, (wall, cpu, peak) in best.items():
    print(f"{name:<8} {wall:>8.2f} {cpu:>8.2f} {peak:>8.0f} {wall / python:>9.3f}  {goals.get(name, '')}")
PY
