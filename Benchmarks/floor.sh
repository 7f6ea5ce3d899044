#!/usr/bin/env bash
# The floor of a full build (issue 49): every chapter of Benchmarks/build.sh's site rendered with libcmark-gfm and
# written as its own page, by the small C program Benchmarks/Floor/floor.c, beside the `cmark-gfm` command on the same
# text in one file and a full `cashdash build` (every chapter changed, so nothing is reused). The floor does what any
# static site generator must: read, render and write each chapter, with no layout, search, link check or records.
# It reports the medians of CPU time (user + system) and the ratios: the floor to cmark-gfm, cashdash to both.
#
# Usage: [CORPUS=generated|nodejs] [CASHDASH=path/to/cashdash] Benchmarks/floor.sh [CHAPTERS] [RUNS]
#        (defaults: 2000 chapters, 5 runs). Without CASHDASH, the release build in .build-release is measured.
# Needs: a C compiler, libcmark-gfm-dev and libcmark-gfm-extensions-dev, cmark-gfm, python3 (nodejs-doc for
# CORPUS=nodejs). Writes only under Benchmarks/work/ (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
chapters=${1:-2000}
runs=${2:-5}
corpus=${CORPUS:-generated}
work=Benchmarks/work
for tool in cc cmark-gfm python3; do
    command -v "$tool" >/dev/null || { echo "needs $tool (apt-get install -y gcc cmark-gfm python3)"; exit 1; }
done
mkdir -p "$work"
floor=$work/floor
cc -O2 -o "$floor" Benchmarks/Floor/floor.c -lcmark-gfm-extensions -lcmark-gfm \
    || { echo "floor.c needs libcmark-gfm-dev and libcmark-gfm-extensions-dev"; exit 1; }
# shellcheck source=Benchmarks/curriculum-site.sh
source Benchmarks/curriculum-site.sh
curriculum_site "$chapters"
measured_cashdash
chapter_files=("$site"/Content/curriculum/*.md)
all=$work/all-$corpus-$chapters.md
cat "${chapter_files[@]}" > "$all"

cpu() {  # the CPU seconds (user + system) of one run of the command
    python3 Benchmarks/measure.py "$@" | awk '{ printf "%.4f\n", $3 + $4 }'
}
# The pages are written over the last run's, as a full build writes over its last output.
mkdir -p "$work/floor-output"
"$floor" "$work/floor-output" "${chapter_files[@]}"
"$cashdash" build --site "$site" --quiet 2>/dev/null || { rm -rf "$site/Output"; "$cashdash" build --site "$site" --quiet; }
: > "$work/floor.txt"
: > "$work/floor-cmark.txt"
: > "$work/floor-cashdash.txt"
for _ in $(seq "$runs"); do
    cpu cmark-gfm -e table -e strikethrough -e autolink -e tasklist -e tagfilter "$all" >> "$work/floor-cmark.txt"
    cpu "$floor" "$work/floor-output" "${chapter_files[@]}" >> "$work/floor.txt"
    for file in "${chapter_files[@]}"; do printf '\n' >> "$file"; done  # every chapter changed
    sleep 0.2
    cpu "$cashdash" build --site "$site" --quiet >> "$work/floor-cashdash.txt" 2>/dev/null
done
python3 - "$work/floor-cmark.txt" "$work/floor.txt" "$work/floor-cashdash.txt" "$chapters" "$corpus" <<'PY'
import statistics, sys
cmark, floor, cashdash = (statistics.median(float(line) for line in open(path) if line.strip()) for path in sys.argv[1:4])
print(f"{sys.argv[4]} chapters ({sys.argv[5]}), CPU (user + system), median of the runs")
print(f"cmark-gfm, one file:              {cmark:.3f} s")
print(f"floor, each chapter to its page:  {floor:.3f} s  ({floor / cmark:.2f}x cmark-gfm)")
print(f"cashdash build, every chapter:    {cashdash:.3f} s  ({cashdash / cmark:.2f}x cmark-gfm, {cashdash / floor:.2f}x the floor)")
PY
