#!/usr/bin/env bash
# Build benchmark: a full `cashdash build` of a generated 2,000-chapter curriculum (about 12 MB of Markdown), side
# by side with the `cmark-gfm` command rendering the same Markdown concatenated into one file. Each run makes three
# builds in turn: a full one (every chapter changed, by a blank line added at its end, so nothing can be reused), a
# rebuild after one chapter's edit, and a rebuild with nothing changed; the last two are reported against the first.
#
# CORPUS=nodejs measures real text instead: Node.js's API documentation (Debian's nodejs-doc, MIT) cut into CHAPTERS
# chapters at headings by Benchmarks/generate-nodejs-chapters.py (about 3.4 MB for 2,000), with the example site's
# glossary linked (GLOSSARY_TERMS is then ignored). Generated chapters are all alike, so they flatter the build.
#
# Usage: [CORPUS=generated|nodejs] Benchmarks/build.sh [CHAPTERS] [RUNS] [GLOSSARY_TERMS]
#        (defaults: 2000 chapters, 5 runs, no glossary; the median is reported). With GLOSSARY_TERMS (say 5000), the
#        site also has a glossary of that many terms, linked wherever they appear in the chapters. After the
#        medians come one more build's own timing of its steps (`cashdash build --timings`), then the search
#        index's size against the Markdown and what a first search loads (Benchmarks/search-size.py).
# Needs: swift, python3 and cmark-gfm (Debian packages cmark-gfm and python3; nodejs-doc for CORPUS=nodejs).
# Writes only under Benchmarks/work/ (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
chapters=${1:-2000}
runs=${2:-5}
terms=${3:-0}
corpus=${CORPUS:-generated}
work=Benchmarks/work
if [ "$corpus" = nodejs ]; then terms=0; fi
# shellcheck source=Benchmarks/curriculum-site.sh
source Benchmarks/curriculum-site.sh

for tool in cmark-gfm python3; do
    command -v "$tool" >/dev/null || { echo "needs $tool (apt-get install -y cmark-gfm python3)"; exit 1; }
done

curriculum_site "$chapters" "$terms"
measured_cashdash
all=$work/all-$corpus-$chapters.md
cat "$site"/Content/curriculum/*.md > "$all"
bytes=$(wc -c < "$all")

measure() {  # prints "wall-seconds max-resident-KB user-seconds system-seconds" of one run of the command
    python3 Benchmarks/measure.py "$@"
}

: > "$work/cmark.txt"
: > "$work/cashdash.txt"
: > "$work/edit.txt"
: > "$work/same.txt"
chapter_files=("$site"/Content/curriculum/*.md)
edited=${chapter_files[$(( ${#chapter_files[@]} / 2 ))]}
# One build into a new, empty output folder (every file new), reported on its own. It comes first: ext4 makes files
# slowly for a minute or more after thousands were deleted (it passes over inodes deleted in the last 60 to 360
# seconds, one by one: `recently_deleted` in perf), which the rebuilds below and an output folder deleted would
# otherwise cause. The folder is deleted at the end, so a run straight after another still pays for it.
"$cashdash" --version > /dev/null  # the binary read from disk once
rm -rf "$work/fresh-output"
measure "$cashdash" build --site "$site" --output "$work/fresh-output" --quiet > "$work/fresh.txt"
# Warm the file cache and create Output once; a folder made by an older Cash Dash has no manifest and is refused.
"$cashdash" build --site "$site" --quiet 2>/dev/null || { rm -rf "$site/Output"; "$cashdash" build --site "$site" --quiet; }
for _ in $(seq "$runs"); do
    measure cmark-gfm -e table -e strikethrough -e autolink -e tasklist -e tagfilter "$all" >> "$work/cmark.txt"
    for file in "${chapter_files[@]}"; do printf '\n' >> "$file"; done  # every chapter changed
    sleep 0.2  # as after the edit below
    measure "$cashdash" build --site "$site" --quiet >> "$work/cashdash.txt"
    printf '\nOne more sentence about saving, %s.\n' "$RANDOM" >> "$edited"  # one chapter edited
    # A writer saves a second or more before building. A save within a tenth of a second of a build cannot be told
    # by its stamp from one just after it, so the build after such a save never stands for the next (StandingBuild).
    sleep 0.2
    measure "$cashdash" build --site "$site" --quiet >> "$work/edit.txt"
    measure "$cashdash" build --site "$site" --quiet >> "$work/same.txt"  # nothing changed
done
pages=$(find "$site/Output" -name '*.html' | wc -l)
rm -rf "$work/fresh-output"

python3 - "$work/cmark.txt" "$work/cashdash.txt" "$chapters" "$bytes" "$pages" "$(nproc)" "$work/fresh.txt" "$terms" \
    "$work/edit.txt" "$work/same.txt" "$corpus" <<'PY'
import statistics, sys
def load(path):
    rows = [line.split() for line in open(path) if line.strip()]
    return statistics.median(float(r[0]) for r in rows), max(int(r[1]) for r in rows) / 1024
def cpu(path):  # user + system seconds: what to steer by when neighbours hold a core
    rows = [line.split() for line in open(path) if line.strip()]
    return statistics.median(float(r[2]) + float(r[3]) for r in rows)
cmark_s, cmark_mb = load(sys.argv[1])
build_s, build_mb = load(sys.argv[2])
chapters, size, pages, cores = sys.argv[3], int(sys.argv[4]), sys.argv[5], sys.argv[6]
terms = int(sys.argv[8])
corpus = "Node.js API docs, the example site's glossary" if sys.argv[11] == "nodejs" else "generated"
print(f"{chapters} chapters ({corpus}), {size / 1e6:.1f} MB of Markdown, {pages} HTML pages, {cores} cores; "
      "median of the runs" + (f"; a glossary of {terms} terms" if terms else ""))
print(f"cmark-gfm (one file):  {cmark_s:6.2f} s  {cmark_mb:6.0f} MB peak")
print(f"cashdash build:        {build_s:6.2f} s  {build_mb:6.0f} MB peak")
fresh_s, fresh_mb = load(sys.argv[7])
print(f"cashdash build, into an empty folder (one run): {fresh_s:.2f} s  {fresh_mb:.0f} MB peak")
print(f"into an empty folder: {fresh_s / build_s:.2f}x the build into an existing one, "
      f"{cpu(sys.argv[7]) / cpu(sys.argv[2]):.2f}x its CPU (goal: at most 1.3x, issue 49)")
print(f"ratio: {build_s / cmark_s:.2f}x cmark-gfm's time (wall time; the goal is on CPU, below; peak goal: under 150 MB)")
print(f"CPU (user + system): cmark-gfm {cpu(sys.argv[1]):.3f} s, cashdash {cpu(sys.argv[2]):.3f} s, "
      f"{cpu(sys.argv[2]) / cpu(sys.argv[1]):.2f}x (goal: at most {'3.0' if sys.argv[11] == 'nodejs' else '2.0'}x)")
full = cpu(sys.argv[2])
cmark = cpu(sys.argv[1])
print(f"rebuild after one chapter's edit: CPU {cpu(sys.argv[9]):.3f} s, {cpu(sys.argv[9]) / full:.3f}x the full build "
      f"(goal: at most 0.15x), {cpu(sys.argv[9]) / cmark:.2f}x cmark-gfm's")
print(f"rebuild with nothing changed: CPU {cpu(sys.argv[10]):.3f} s, {cpu(sys.argv[10]) / full:.3f}x the full build "
      f"(goal: at most 0.1x), {cpu(sys.argv[10]) / cmark:.2f}x cmark-gfm's")
PY
"$cashdash" build --site "$site" --quiet --timings
# The search index's size against the Markdown, and what a first search loads.
python3 Benchmarks/search-size.py "$site/Output" "$bytes"
