#!/usr/bin/env bash
# Runs one libFuzzer target over Cash Dash's readers, writers or renderer for a number of seconds.
#
# Usage: Scripts/fuzz.sh TARGET [SECONDS]   (default 60 s; TARGET: csv rtf frontmatter snapshot ecb chart class profile
#   toml include markdown sanitizer ofx qif camt ledgerwriter zip serve)
# The corpus starts from Fuzz/Corpus/TARGET (small inputs from the tests) and grows in Fuzz/work/corpus-TARGET;
# crashes, leaks and timeouts are written to Fuzz/work/ as TARGET-crash-* (…-leak-*, …-timeout-*), ready to become
# regression tests. Needs clang's libFuzzer, which the Swift toolchain ships. CI's fuzz job runs every target.
set -euo pipefail
cd "$(dirname "$0")/../Fuzz"
target=${1:?usage: Scripts/fuzz.sh TARGET [SECONDS]}
seconds=${2:-60}
[ -d "Corpus/$target" ] || { echo "no corpus for $target; targets: $(ls Corpus | tr '\n' ' ')" >&2; exit 2; }

# Not `-sanitize=fuzzer`: it links libFuzzer, main() and all, into every executable of the build, the main package's
# build-tool plugins (embed-files, template-lookups) too, which then fail to link. Instead everything is compiled with
# AddressSanitizer and libFuzzer's coverage, and libFuzzer without its main() is handed to the linker as an archive:
# only cashdash-fuzz, whose main.swift calls LLVMFuzzerRunDriver, takes anything from it. lld: gold fails on the
# sanitizer runtime's debug info.
clang=$(dirname "$(readlink -f "$(command -v swift)")")/clang
libfuzzer=$("$clang" -print-file-name="libclang_rt.fuzzer_no_main-$(uname -m).a")
[ -f "$libfuzzer" ] || { echo "no libFuzzer beside $clang (looked for $libfuzzer)" >&2; exit 2; }
flags=(-c debug --scratch-path .build-fuzz -Xswiftc -sanitize=address
    -Xswiftc "-sanitize-coverage=edge,indirect-calls,trace-cmp,inline-8bit-counters,pc-table"
    -Xlinker "$libfuzzer" -Xlinker -lstdc++ -Xswiftc -Xclang-linker -Xswiftc -fuse-ld=lld)
# The main package is a path dependency, whose added files and dependencies SwiftPM does not notice in a cached build
# plan: resolve again and drop the plan (the compiled objects stay, so this costs seconds).
swift package --scratch-path .build-fuzz resolve >&2
rm -f .build-fuzz/debug.yaml
# The build tools run during the build with AddressSanitizer too: their leaks are not findings.
ASAN_OPTIONS=detect_leaks=0 swift build "${flags[@]}" >&2
binary=$(swift build "${flags[@]}" --show-bin-path)/cashdash-fuzz
mkdir -p work "work/corpus-$target"
# SWIFT_BACKTRACE: the Swift runtime's backtracer waits forever on a crash inside libFuzzer (ASan prints the stack).
# A small quarantine of freed memory: libFuzzer looks for leaks after each input that frees less than it allocates
# (work handed to other threads does), and with the default 256 MB LeakSanitizer's look took most of the time: the
# markdown target ran a third as many inputs.
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=quarantine_size_mb=16 LSAN_OPTIONS="suppressions=$PWD/lsan.supp" \
    CASHDASH_FUZZ_TARGET=$target \
    "$binary" "work/corpus-$target" "Corpus/$target" \
    -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=65536 -artifact_prefix="work/$target-" \
    -print_final_stats=1
