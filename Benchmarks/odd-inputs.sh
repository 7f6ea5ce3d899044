#!/usr/bin/env bash
# Growth benchmark for hostile inputs: each input at a size and at twice that size, timed with the release build,
# so anyone can see that doubling the input about doubles the time (no quadratic work left).
#
# Usage: Benchmarks/odd-inputs.sh [SCALE]   (default 1: 20,000 headings, 10,000 CSV columns, a 10 MB line,
#        1,000 students with 1,000 unknown names, a 20,000-line TOML array, 30,000 nested images, 2,000 notes
#        against a category pattern, 8,000 SUMMARY entries naming no file, 4,000 links one letter from a chapter,
#        5,000 OFX rows on one line, a 3,000-column table; SCALE multiplies them)
# The tests check what these inputs give; how long they take is this script's to show, not a test's.
# Writes only under Benchmarks/work/odd (ignored by git).
set -euo pipefail
cd "$(dirname "$0")/.."
scale=${1:-1}
work=Benchmarks/work/odd
rm -rf "$work" && mkdir -p "$work"
swift build -c release --product cashdash >/dev/null
cashdash=$(swift build -c release --show-bin-path)/cashdash

seconds() {  # wall-clock seconds of one run (the command may fail: bad input is the point)
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    python3 -c "print(f'{$end - $start:.3f}')"
}

make_input() {  # make_input KIND SIZE FOLDER
    python3 - "$1" "$2" "$3" <<'PY'
import os, sys
kind, size, folder = sys.argv[1], int(sys.argv[2]), sys.argv[3]
os.makedirs(folder + "/Content", exist_ok=True)
open(folder + "/Content/site.yml", "w").write("title: Odd\n")
if kind == "headings":
    os.makedirs(folder + "/Content/curriculum", exist_ok=True)
    open(folder + "/Content/curriculum/01-h.md", "w").write("---\ntitle: H\n---\n" + "# h\n\n" * size)
elif kind == "columns":
    header = "date,amount,category," + ",".join(f"extra{i}" for i in range(size))
    open(folder + "/ledger.csv", "w").write(header + "\n" + "2026-01-02,5.00,Food" + "," * size + "\n")
elif kind == "line":
    open(folder + "/ledger.csv", "w").write("date,amount,category," + "x" * size)
elif kind == "toml":
    os.makedirs(folder + "/Content/curriculum", exist_ok=True)
    open(folder + "/Content/curriculum/01-t.md", "w").write("+++\ntitle = \"T\"\ntags = [\n" + "  \"a\",\n" * size + "]\n+++\nText.\n")
elif kind == "images":
    os.makedirs(folder + "/Content/curriculum", exist_ok=True)
    open(folder + "/Content/curriculum/01-i.md", "w").write("---\ntitle: I\n---\n" + "![" * size + "x" + "](#a)" * size + "\n")
elif kind == "notes":
    os.makedirs(folder + "/Content/budgets", exist_ok=True)
    open(folder + "/Content/budgets/budgets.yml", "w").write(
        'ledgers:\n  bank.csv:\n    duplicates: allow\n    categories: {"(a|aa)+$": Odd}\n')
    open(folder + "/Content/budgets/bank.csv", "w").write(
        "date,amount,note\n" + ("2026-01-02,-1.00," + "a" * 40 + "!\n") * size)
elif kind == "students":
    os.makedirs(folder + "/Content/class", exist_ok=True)
    open(folder + "/Content/class/students.csv", "w").write("id,name\n" + "".join(f"student-{i},S {i}\n" for i in range(size)))
    open(folder + "/Content/class/transactions.csv", "w").write("id,date,from,to,amount\n")
    open(folder + "/Content/class/xp.csv", "w").write(
        "id,date,student,points,quest\n" + "".join(f"xp-{i},2026-10-02,studnet-{i},5,Q\n" for i in range(size)))
elif kind == "missing":
    os.makedirs(folder + "/Content/curriculum", exist_ok=True)
    for i in range(100):
        open(folder + f"/Content/curriculum/chapter-{i}.md", "w").write(f"# Chapter {i}\n")
    open(folder + "/Content/curriculum/SUMMARY.md", "w").write(
        "# Summary\n\n" + "".join(f"- [Missing {i}](chapter-{i % 100}x.md)\n" for i in range(size)))
elif kind == "links":
    os.makedirs(folder + "/Content/curriculum", exist_ok=True)
    open(folder + "/Content/curriculum/01-saving.md", "w").write("---\ntitle: Saving\n---\nText.\n")
    open(folder + "/Content/curriculum/02-links.md", "w").write(
        "---\ntitle: Links\n---\n" + "See [it](01-savin.md).\n\n" * size)
elif kind == "ofx":
    os.makedirs(folder + "/Content/budgets", exist_ok=True)
    rows = "".join(f"<STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20261105</DTPOSTED><TRNAMT>-1.25</TRNAMT>"
                   f"<FITID>F{i}</FITID><NAME>BUS</NAME></STMTTRN>" for i in range(size))
    open(folder + "/Content/budgets/long.ofx", "w").write(
        '<?xml version="1.0"?><?OFX OFXHEADER="200" VERSION="211"?><OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><CCSTMTRS>'
        "<CURDEF>USD</CURDEF><CCACCTFROM><ACCTID>1</ACCTID></CCACCTFROM><BANKTRANLIST>" + rows
        + "</BANKTRANLIST></CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>")
elif kind == "table":
    os.makedirs(folder + "/Content/curriculum", exist_ok=True)
    open(folder + "/Content/curriculum/01-wide.md", "w").write(
        "---\ntitle: Wide\n---\n" + "|a" * size + "|\n" + "|-" * size + "|\n" + "x\n" * size)
PY
}

run() {  # run KIND SIZE COMMAND...
    local kind=$1 size=$2 folder="$work/$1-$2"
    shift 2
    make_input "$kind" "$size" "$folder"
    (cd "$folder" && seconds "$@")
}

printf "%-38s %10s %10s %8s\n" "input" "n" "2n" "2n / n"
report() {  # report LABEL KIND SIZE COMMAND...
    local label=$1 kind=$2 size=$3
    shift 3
    local one two
    one=$(run "$kind" "$size" "$@")
    two=$(run "$kind" $((size * 2)) "$@")
    printf "%-38s %9ss %9ss %7.2fx\n" "$label ($size)" "$one" "$two" "$(python3 -c "print($two / max($one, 0.001))")"
}
report "identical headings" headings $((20000 * scale)) "$cashdash" check
report "CSV header columns" columns $((10000 * scale)) "$cashdash" report ledger.csv --format json
report "CSV with no line break (bytes)" line $((10000000 * scale)) "$cashdash" report ledger.csv --format json
report "unknown students among as many" students $((1000 * scale)) "$cashdash" check
report "TOML front matter array (lines)" toml $((20000 * scale)) "$cashdash" check
report "nested images" images $((30000 * scale)) "$cashdash" check
report "notes against (a|aa)+\$" notes $((2000 * scale)) "$cashdash" check
report "SUMMARY entries, no such file" missing $((8000 * scale)) "$cashdash" check
report "links one letter from a chapter" links $((4000 * scale)) "$cashdash" check
report "OFX statement on one line (rows)" ofx $((5000 * scale)) "$cashdash" check
report "table columns (and rows)" table $((3000 * scale)) "$cashdash" check
