#!/usr/bin/env bash
# Charts benchmark: draws 1,000 charts of 1,000 points each, of every kind, and reports time, SVG size and peak
# memory. Needs swift and GNU time (Debian package time).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product charts-benchmark >/dev/null
/usr/bin/time -f "\npeak memory: %M KB, total %e s" "$(swift build -c release --show-bin-path)/charts-benchmark"
