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
# CASHDASH=path/to/cashdash measures that binary instead of building one.
if [ -z "${CASHDASH:-}" ]; then
    swift build -c release --product cashdash >/dev/null
fi
cashdash=${CASHDASH:-$(swift build -c release --show-bin-path)/cashdash}

python3 - "$work/eurofxref-hist.csv" <<'PY' || true
import sys, time
try:
    from currency_converter import CurrencyConverter
except ImportError:
    sys.exit("currencyconverter is not installed (pip install CurrencyConverter): its time is left out")
start = time.perf_counter()
CurrencyConverter(sys.argv[1])
print(f"currencyconverter loads the file:   {time.perf_counter() - start:.2f} s")
PY
/usr/bin/time -f "cashdash rates import:              %e s, %M KB peak" \
    "$cashdash" rates import "$work/eurofxref-hist.csv" --into "$work/site/Content/rates" > /dev/null
/usr/bin/time -f "cashdash build (first):             %e s, %M KB peak" "$cashdash" build --site "$work/site" --quiet
/usr/bin/time -f "cashdash build (again):             %e s, %M KB peak" "$cashdash" build --site "$work/site" --quiet
echo "snapshots: $(ls "$work/site/Content/rates" | wc -l), pages: $(find "$work/site/Output/rates" -name '*.html' | wc -l)"
# The daily step: import one new day, then build, which renders and writes only the pages the new day changes (the
# build's record in Output/.cashdash/pages vouches for the rest). Three days in a row, each timed as a whole; then
# once more without the record, as every build did before it was kept. A second passes between steps, as a day does:
# a page written just before a record was taken is made again (its file's time could hide a change).
header=$(head -1 "$work/eurofxref-hist.csv")
# The four days after the history's newest (its first row: the ECB lists the newest first), all before today.
steps=$(python3 -c 'import datetime, sys; last = datetime.date.fromisoformat(sys.argv[1]); print(" ".join(str(last + datetime.timedelta(days=n)) for n in range(1, 5)))' "$(sed -n 2p "$work/eurofxref-hist.csv" | cut -d, -f1)")
final=${steps##* }
for date in $steps; do
    sleep 1
    python3 - "$header" "$date" > "$work/day.csv" <<'PY'
import random, sys
header, date = sys.argv[1], sys.argv[2]
codes = [c for c in header.strip().split(",")[1:] if c]
random.seed(date)
print(header)
print(date + "," + ",".join(f"{random.uniform(0.5, 200):.4f}" for _ in codes) + ",")
PY
    [ "$date" = "$final" ] && rm "$work/site/Output/.cashdash/pages"
    label=$([ "$date" = "$final" ] && echo "daily step without the record:" || echo "daily step (import a day, build):")
    /usr/bin/time -f "%e s wall, %U s user, %S s system, %M KB peak" -o "$work/step.txt" sh -c \
        "'$cashdash' rates import '$work/day.csv' --into '$work/site/Content/rates' > /dev/null && '$cashdash' build --site '$work/site' --timings | tail -1 > '$work/timings.txt'"
    printf '%-36s %s  (%s)\n' "$label" "$(cat "$work/step.txt")" "$(sed 's/^Timings: //' "$work/timings.txt")"
done
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
