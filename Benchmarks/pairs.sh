#!/usr/bin/env bash
# Compares two cashdash binaries on one kind of build, in pairs: each pair builds twin copies of one site, one with
# each binary, after the same change to both, so that both meet the same machine at about the same time. Then it
# runs as many pairs again with the binaries in the other order, since on a small shared machine the second build of
# a pair can come out several percent cheaper whichever binary makes it (7 % seen on a 2-core VM). It reports each
# order's medians and ratio, then the ratio of B to A as the square root of the two orders' ratios, which cancels
# what the order adds. Benchmarks/build.sh measures one binary; it cannot compare two, as its edited chapter grows
# from one run to the next.
#
# Usage: [CORPUS=generated|nodejs] Benchmarks/pairs.sh edit|full PAIRS BINARY_A BINARY_B [CHAPTERS]
#        edit: one chapter in the middle gets a sentence; full: every chapter gets a blank line (nothing reused).
#        The site is the one Benchmarks/build.sh generates (made here when it is missing); each binary then builds
#        its twin once before the pairs, so that each pair starts from that binary's own last build.
# Needs: python3 (and nodejs-doc for CORPUS=nodejs). Writes only under Benchmarks/work/ (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
mode=${1:?edit or full}
pairs=${2:?how many pairs}
binaries=("$(realpath "${3:?binary A}")" "$(realpath "${4:?binary B}")")
chapters=${5:-2000}
corpus=${CORPUS:-generated}
work=Benchmarks/work
case $mode in edit | full) ;; *) echo "the kind of build is edit or full, not $mode"; exit 1 ;; esac
# shellcheck source=Benchmarks/curriculum-site.sh
source Benchmarks/curriculum-site.sh
curriculum_site "$chapters"

cpu() {  # the CPU seconds (user + system) of one run of the command
    python3 Benchmarks/measure.py "$@" | awk '{ printf "%.4f\n", $3 + $4 }'
}

# One order: twins of the site, the first built by `first`, the second by `second`, PAIRS times; prints the two
# medians and their ratio (second / first).
run_order() {
    local first=$1 second=$2 twin
    local twins=("$work/pair-1" "$work/pair-2") bins=("$first" "$second")
    for twin in 0 1; do
        rm -rf "${twins[$twin]}"
        mkdir -p "${twins[$twin]}"
        for item in "$site"/*; do [ "$(basename "$item")" = Output ] || cp -R "$item" "${twins[$twin]}/"; done
        "${bins[$twin]}" build --site "${twins[$twin]}" --quiet > /dev/null 2>&1
    done
    local files=("${twins[0]}"/Content/curriculum/*.md)
    local edited
    edited=$(basename "${files[$(( ${#files[@]} / 2 ))]}")
    local times=("" "")
    for _ in $(seq "$pairs"); do
        for twin in 0 1; do
            if [ "$mode" = full ]; then
                for file in "${twins[$twin]}"/Content/curriculum/*.md; do printf '\n' >> "$file"; done
            else
                printf '\nOne more sentence about saving, %s.\n' "$RANDOM" >> "${twins[$twin]}/Content/curriculum/$edited"
            fi
            sleep 0.2  # a save this close to a build is never taken as settled (StandingBuild)
            times[twin]+="$(cpu "${bins[$twin]}" build --site "${twins[$twin]}" --quiet 2>/dev/null) "
        done
    done
    python3 -c "
import statistics, sys
first, second = ([float(x) for x in part.split()] for part in sys.argv[1:3])
a, b = statistics.median(first), statistics.median(second)
print(f'{a:.4f} {b:.4f} {b / a:.4f}')" "${times[0]}" "${times[1]}"
}

read -r a1 b1 ab <<< "$(run_order "${binaries[0]}" "${binaries[1]}")"
read -r b2 a2 ba <<< "$(run_order "${binaries[1]}" "${binaries[0]}")"
rm -rf "$work/pair-1" "$work/pair-2"
python3 -c "
import math, sys
a1, b1, ab, b2, a2, ba = map(float, sys.argv[1:7])
print(f'{sys.argv[7]} builds of {sys.argv[8]}, {sys.argv[9]} pairs in each order (CPU seconds, medians)')
print(f'  A then B: A {a1:.3f}  B {b1:.3f}  B/A {ab:.3f}')
print(f'  B then A: B {b2:.3f}  A {a2:.3f}  A/B {ba:.3f}')
print(f'  B/A, the order cancelled: {math.sqrt(ab / ba):.3f}  (the second of a pair: {math.sqrt(ab * ba):.3f}x the first)')
" "$a1" "$b1" "$ab" "$b2" "$a2" "$ba" "$mode" "$corpus" "$pairs"
