#!/usr/bin/env bash
# Runs Scripts/folder-dependencies.py on each tiny Swift tree in Scripts/tests/folder-dependencies/ and compares what
# it prints with that tree's expected.txt: seven trees that fool a checker reading names or explicit uses (each must fail with
# its cycle), and one clean tree (must pass). Usage: bash Scripts/tests/folder-dependencies.sh [--update]
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1
failed=0
trees=0
for tree in Scripts/tests/folder-dependencies/*/; do
    tree=${tree%/}
    trees=$((trees + 1))
    actual=$(python3 Scripts/folder-dependencies.py --compile "$tree"; echo "exit $?")
    if [ "${1:-}" = "--update" ]; then
        printf '%s\n' "$actual" > "$tree/expected.txt"
    elif ! diff -u "$tree/expected.txt" <(printf '%s\n' "$actual"); then
        echo "folder-dependencies: $tree printed something else than $tree/expected.txt (diff above)" >&2
        failed=1
    fi
done
[ "$failed" = 0 ] && echo "folder-dependencies: $trees trees as expected"
exit "$failed"
