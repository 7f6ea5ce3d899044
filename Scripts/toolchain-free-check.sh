#!/usr/bin/env bash
# Proves the packaged cashdash needs no Swift: hides the Swift toolchain under an empty tmpfs in a mount namespace of
# its own (root only; nothing outside the namespace sees it) and runs the binary from the tarball there:
# --version, init, check, build, report and rates convert. Any failure stops the script with a non-zero status.
#     Scripts/toolchain-free-check.sh [dist/cashdash-VERSION-linux-ARCH.tar.gz]   (default: the newest in dist/)
set -euo pipefail
cd "$(dirname "$0")/.."
tarball=${1:-$(ls -t dist/cashdash-*-linux-*.tar.gz 2>/dev/null | head -n 1)}
[ -n "$tarball" ] && [ -f "$tarball" ] || { echo "error: no tarball; run Scripts/package.sh first" >&2; exit 1; }
swift=$(command -v swift) || { echo "error: swift is not on the PATH, so there is no toolchain to hide" >&2; exit 1; }
toolchain=$(dirname "$(dirname "$(dirname "$(readlink -f "$swift")")")")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

(cd "$(dirname "$tarball")" && sha256sum --check --quiet "$(basename "$tarball").sha256")
printf 'date,amount,type,category,note\n2026-09-01,100.00,deposit,Allowance,Start of term\n2026-09-02,12.50,expense,Food,Lunch\n' \
    > "$work/ledger.csv"

echo "Hiding $toolchain and running $tarball"
unshare --mount --propagation private sh -euc '
    toolchain=$1 work=$2 tarball=$3
    mount -t tmpfs none "$toolchain"
    if swift --version >/dev/null 2>&1; then echo "error: swift still runs; the toolchain is not hidden" >&2; exit 1; fi
    # Debian'"'"'s cmark-gfm libraries are hidden too: the binary carries its own.
    for library in /usr/lib/*/libcmark-gfm*.so*; do [ -f "$library" ] && mount --bind /dev/null "$library"; done
    cd "$work"
    start=$(date +%s%N)
    tar -xzf "$tarball"
    cashdash=$(echo "$work"/cashdash-*/cashdash)
    ldd "$cashdash"
    "$cashdash" --version
    "$cashdash" init --example site
    "$cashdash" check --site site --quiet
    "$cashdash" build --site site --quiet
    [ -f site/Output/index.html ] || { echo "error: build wrote no site/Output/index.html" >&2; exit 1; }
    echo "From the tarball to a built site: $(( ($(date +%s%N) - start) / 1000000 )) ms"
    "$cashdash" report ledger.csv --site site --format json --output report.json
    grep -q "87.5" report.json || { echo "error: the report does not hold the balance 87.50" >&2; cat report.json >&2; exit 1; }
    "$cashdash" rates convert 100 EUR USD --site site
    "$cashdash" rates list --site site > /dev/null
' sh "$toolchain" "$work" "$(readlink -f "$tarball")"
echo "The packaged binary works with the toolchain hidden"
