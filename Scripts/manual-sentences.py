#!/usr/bin/env python3
"""How long the manual's sentences are (issue 50): the manual is for beginners, so its prose keeps short sentences.

Reads the Markdown chapters in Docs/Content/curriculum/ (SUMMARY.md, a list of links, excepted) and counts the words
of each sentence of their prose. Skipped: front matter, fenced code blocks, tables, headings, HTML comments and
{{#include}} lines. A link counts by its text, never its target; an inline `code span` counts by the words in it.
Each paragraph and each list item is split into sentences at `.`, `!` or `?` followed by a space.

Prints the average words a sentence, how many sentences have over 40 words, and the longest few. Fails (exit status
1) when the average passes 20 words or more than 5 sentences pass 40, so the manual stays readable.

Usage: python3 Scripts/manual-sentences.py [--top N] [FILE.md ...]   (default: the whole manual, the longest 5)
"""
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MANUAL = ROOT / "Docs" / "Content" / "curriculum"
MAX_AVERAGE = 20.0
LONG = 40
MAX_LONG = 5

FENCE = re.compile(r"^\s*(`{3,}|~{3,})")
LIST_ITEM = re.compile(r"^\s*(?:[-*+]|\d+[.)])\s+")
LINK = re.compile(r"!?\[([^\]]*)\]\((?:[^()]|\([^)]*\))*\)|!?\[([^\]]*)\]\[[^\]]*\]")
CODE_SPAN = re.compile(r"(`+)(.+?)\1")
HEADING_ID = re.compile(r"\{#[^}]*\}")
SENTENCE_END = re.compile(r"(?<=[.!?])[\"')\]*_]*\s+")
WORD = re.compile(r"[A-Za-z0-9\u00C0-\u024F]")


def paragraphs(text):
    """The prose blocks of one chapter: each paragraph and each list item, as one line of text with its line number."""
    lines = text.splitlines()
    index = 0
    if lines and lines[0].strip() == "---":  # front matter
        index = 1
        while index < len(lines) and lines[index].strip() != "---":
            index += 1
        index += 1
    block, start, fence, comment = [], 0, None, False
    for number in range(index, len(lines)):
        line = lines[number]
        stripped = line.strip()
        if fence:
            closing = FENCE.match(line)
            if closing and closing.group(1)[0] == fence[0] and len(closing.group(1)) >= len(fence) \
                    and not stripped[len(closing.group(1)):].strip():
                fence = None
            continue
        if comment:
            comment = "-->" not in line
            continue
        match = FENCE.match(line)
        starts_item = LIST_ITEM.match(line) is not None
        skipped = (match or stripped.startswith("<!--") or stripped.startswith("#") or stripped.startswith("|")
                   or stripped.startswith("{{#") or stripped.startswith("\\{{#"))
        if not stripped or skipped or starts_item:
            if block:
                yield start, " ".join(block)
            block = []
            if match:
                fence = match.group(1)
            elif stripped.startswith("<!--"):
                comment = "-->" not in line
            if not starts_item:
                continue
        if not block:
            start = number + 1
        block.append(LIST_ITEM.sub("", line, count=1).strip() if starts_item else stripped)
    if block:
        yield start, " ".join(block)


def sentences(paragraph):
    """The sentences of one paragraph, each as its list of words."""
    spans = []

    def keep(match):
        spans.append(match.group(2))
        return f"\x00{len(spans) - 1}\x00"

    text = LINK.sub(lambda m: m.group(1) if m.group(1) is not None else m.group(2), paragraph)
    text = CODE_SPAN.sub(keep, text)
    text = HEADING_ID.sub("", text)
    for sentence in SENTENCE_END.split(text):
        words = []
        for token in sentence.split():
            for part in re.split(r"\x00(\d+)\x00", token):
                if part.isdigit() and f"\x00{part}\x00" in token:
                    words += [w for w in spans[int(part)].split() if WORD.search(w)]
                elif WORD.search(part):
                    words.append(part)
        if words:
            yield words


def main():
    arguments = sys.argv[1:]
    top = 5
    if "--top" in arguments:
        at = arguments.index("--top")
        top = int(arguments[at + 1])
        del arguments[at:at + 2]
    files = [Path(a) for a in arguments] or sorted(p for p in MANUAL.glob("*.md") if p.name != "SUMMARY.md")
    found = []
    for path in files:
        for line, paragraph in paragraphs(path.read_text(encoding="utf-8")):
            for words in sentences(paragraph):
                found.append((len(words), f"{path.name}:{line}", " ".join(words)))
    if not found:
        print("No sentences found.")
        return 1
    average = sum(count for count, _, _ in found) / len(found)
    long = [entry for entry in found if entry[0] > LONG]
    print(f"{len(found)} sentences, {average:.1f} words a sentence on average (at most {MAX_AVERAGE:g}); "
          f"{len(long)} over {LONG} words (at most {MAX_LONG}).")
    for count, where, text in sorted(found, key=lambda entry: -entry[0])[:top]:
        shown = text if len(text) <= 160 else text[:157] + "…"
        print(f"  {count:3d} words  {where}  {shown}")
    if average > MAX_AVERAGE or len(long) > MAX_LONG:
        print("The manual's sentences are too long: split the longest above into shorter ones, keeping every fact.",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
