#!/usr/bin/env bash
# Rates benchmark: import a whole ECB history (about 7,000 days × 41 currencies, generated in the ECB's exact CSV
# layout), compared with the time the Python `currencyconverter` package (PyPI) takes to load the same file; then
# build every rates page, chart and feed from it. Reports times, the largest page and the largest chart.
#
# Usage: Benchmarks/rates.sh [DAYS]        Needs: swift, python3, GNU time, and `pip install CurrencyConverter`.
#        WORK=/dev/shm Benchmarks/rates.sh  runs in memory, measuring cashdash without the disk.
set -euo pipefail
cd "$(dirname "$0")/.."
days=${1:-7000}
# A new folder each run: ext4 creates files slowly in the minute after many were deleted, which would measure the
# file system rather than cashdash. Old runs are removed at the end.
root=${WORK:-Benchmarks/work}
work=$root/rates-$days-$$
mkdir -p "$work/site/Content"
python3 Benchmarks/generate-ecb-history.py "$work/eurofxref-hist.csv" "$days"
printf 'title: Rates benchmark\nrates:\n  base: EUR\n  targets: [USD, JPY, GBP, CHF, CAD, AUD, CNY, INR]\n  watchlist: ["USD/EUR"]\n' > "$work/site/Content/site.yml"
swift build -c release --product cashdash >/dev/null
cashdash=$(swift build -c release --show-bin-path)/cashdash

python3 - "$work/eurofxref-hist.csv" <<'PY'
import sys, time
from currency_converter import CurrencyConverter
start = time.perf_counter()
CurrencyConverter(sys.argv[1])
print(f"currencyconverter loads the file:   {time.perf_counter() - start:.2f} s")
PY
/usr/bin/time -f "cashdash rates import:              %e s, %M KB peak" \
    "$cashdash" rates import "$work/eurofxref-hist.csv" --into "$work/site/Content/rates" > /dev/null
/usr/bin/time -f "cashdash build (first):             %e s, %M KB peak" "$cashdash" build --site "$work/site" --quiet
/usr/bin/time -f "cashdash build (again):             %e s, %M KB peak" "$cashdash" build --site "$work/site" --quiet
echo "snapshots: $(ls "$work/site/Content/rates" | wc -l), pages: $(find "$work/site/Output/rates" -name '*.html' | wc -l)"
largest=$(find "$work/site/Output" -name '*.html' -printf '%s %P\n' | sort -n | tail -1)
echo "largest page: $largest bytes (goal: under 300 KB)"
python3 - "$work/site/Output" <<'PY'
import os, re, sys
largest = (0, "")
for folder, _, files in os.walk(sys.argv[1]):
    for name in files:
        if name.endswith(".html"):
            path = os.path.join(folder, name)
            for svg in re.findall(r"<svg.*?</svg>", open(path, encoding="utf-8").read(), re.S):
                largest = max(largest, (len(svg.encode()), os.path.relpath(path, sys.argv[1])))
print(f"largest chart: {largest[0]} bytes in {largest[1]} (goal: under 40 KB)")
PY
rm -rf "$root"/rates-"$days"-*
