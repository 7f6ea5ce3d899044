#!/usr/bin/env bash
# Runs one libFuzzer target over Cash Dash's readers for a number of seconds.
#
# Usage: Scripts/fuzz.sh TARGET [SECONDS]   (TARGET: csv rtf frontmatter snapshot ecb chart class profile toml include; default 60 s)
# The corpus starts from Fuzz/Corpus/TARGET (small inputs from the tests) and grows in Fuzz/work/corpus-TARGET;
# crashes are written to Fuzz/work/ as crash-*, ready to become regression tests. Needs clang's libFuzzer (the
# Swift toolchain ships it). Not run by CI: a fuzzer is a tool you run and report, not a test.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
target=${1:?usage: Scripts/fuzz.sh TARGET [SECONDS]}
seconds=${2:-60}
[ -d "Corpus/$target" ] || { echo "no corpus for $target; targets: $(ls Corpus | tr '\n' ' ')" >&2; exit 2; }

# lld: gold fails on the sanitizer runtime's debug info
flags=(-c debug --scratch-path .build-fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld)
# The main package is a path dependency, whose added files and dependencies SwiftPM does not notice in a cached build
# plan: resolve again and drop the plan (the compiled objects stay, so this costs seconds).
swift package --scratch-path .build-fuzz resolve >&2
rm -f .build-fuzz/debug.yaml
# The build tool embed-files is built with the sanitizers too and runs during the build: its leaks are not findings.
ASAN_OPTIONS=detect_leaks=0 swift build "${flags[@]}" >&2
binary=$(swift build "${flags[@]}" --show-bin-path)/cashdash-fuzz
mkdir -p work "work/corpus-$target"
LSAN_OPTIONS="suppressions=$PWD/lsan.supp" CASHDASH_FUZZ_TARGET=$target "$binary" "work/corpus-$target" "Corpus/$target" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -artifact_prefix="work/$target-" \
    -print_final_stats=1
