#!/usr/bin/env python3
"""The shape of Cash Dash's own Swift code (issue 50): files over 300 lines, and functions (and initialisers,
closures-free bodies of `func`, `init`, `deinit`, `subscript` and computed properties) over 60 and over 120 lines.

Prints the counts and the longest of each, then compares them with the ceilings below: the script fails when a count
passes its ceiling, so the code can only get shorter. Lower a ceiling when the code gets there; the goals are the
issue's (at most 15 functions over 60 lines, none over 120, at most 12 files over 300 lines).

It also fails on a test that times itself (a clock read compared with a limit): how fast a machine is belongs to
the benchmarks, and a test that counts the work (bytes kept, lookups made) says the same on any machine.

Usage: python3 Scripts/code-shape.py [--all]   (--all lists every long function and file)
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# Today's counts: a new long function or file fails CI; these come down as steps are split.
CEILINGS = {"files over 300 lines": 10, "functions over 60 lines": 7, "functions over 120 lines": 0}
GOALS = {"files over 300 lines": 12, "functions over 60 lines": 15, "functions over 120 lines": 0}
DECLARATION = re.compile(
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|fileprivate|internal|package|static|class|final|mutating|"
    r"nonmutating|override|convenience|required|nonisolated|async|consuming|borrowing)(?:\([^)]*\))?\s+)*"
    r"(func\s+[^\s(<]+|init[?!]?|deinit|subscript)\b")


def code_only(line):
    """The line without string literals and a trailing // comment, for counting braces."""
    line = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
    return line.split("//", 1)[0]


def functions(path):
    lines = path.read_text(encoding="utf-8").splitlines()
    found = []
    index = 0
    while index < len(lines):
        match = DECLARATION.match(lines[index])
        if not match:
            index += 1
            continue
        depth, opened, end = 0, False, index
        for end in range(index, len(lines)):
            text = code_only(lines[end])
            depth += text.count("{") - text.count("}")
            opened = opened or "{" in text
            if opened and depth <= 0:
                break
        if opened:
            found.append((end - index + 1, match.group(1).replace("func ", ""), index + 1))
        index += 1
    return len(lines), found


# A clock read in a test: `ContinuousClock`, `Date()` compared, `.measure {`, `timeIntervalSince(`.
CLOCK = re.compile(r"ContinuousClock|SuspendingClock|\.measure\s*\{|timeIntervalSince\((?!1970)|DispatchTime\.now")


def timed_tests():
    """`path:line` of each test line that reads a clock."""
    found = []
    for path in sorted((ROOT / "Tests").rglob("*.swift")):
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if CLOCK.search(code_only(line)):
                found.append(f"{path.relative_to(ROOT)}:{number}")
    return found


def main():
    show_all = "--all" in sys.argv
    files, long_functions = [], []
    for path in sorted((ROOT / "Sources").rglob("*.swift")):
        count, found = functions(path)
        name = path.relative_to(ROOT)
        files.append((count, str(name)))
        long_functions += [(length, f"{name}:{line} {func}") for length, func, line in found]
    counts = {
        "files over 300 lines": sum(1 for count, _ in files if count > 300),
        "functions over 60 lines": sum(1 for length, _ in long_functions if length > 60),
        "functions over 120 lines": sum(1 for length, _ in long_functions if length > 120),
    }
    failed = False
    for name, count in counts.items():
        over = count > CEILINGS[name]
        failed |= over
        print(f"{name}: {count} (ceiling {CEILINGS[name]}, goal {GOALS[name]}){'  <- over the ceiling' if over else ''}")
    limit = None if show_all else 10
    print("\nlongest functions:")
    for length, where in sorted(long_functions, reverse=True)[:limit]:
        if length > 60:
            print(f"  {length:4} {where}")
    print("longest files:")
    for count, name in sorted(files, reverse=True)[:limit]:
        if count > 300:
            print(f"  {count:4} {name}")
    timed = timed_tests()
    print(f"\ntests that read a clock: {len(timed)} (ceiling 0)")
    for where in timed:
        print(f"  {where}: count the work instead, and time it in Benchmarks/")
    failed |= bool(timed)
    if failed:
        print("\nA count passed its ceiling: split the new long step into named ones (Docs/Content/curriculum/code.md).",
              file=sys.stderr)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
