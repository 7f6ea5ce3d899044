#!/usr/bin/env python3
"""Writes a synthetic curriculum site for the build benchmark.

Usage: generate-curriculum.py SITE_DIR [CHAPTERS]

Each chapter is about 6 KB of realistic Markdown: front matter, headings, paragraphs with emphasis and links to
other chapters, lists, a task list, a table and a code block. The same seed always gives the same files.
"""
import os
import random
import sys

WORDS = (
    "budget money save spend income expense plan goal emergency fund interest rate loan credit card debt "
    "payment balance account bank deposit withdraw paycheck tax rent grocery habit choice need want track "
    "month week year dollar cent price cost value compare borrow lend invest growth compound fee minimum"
).split()


def sentence(rng, n=None):
    n = n or rng.randint(8, 18)
    words = [rng.choice(WORDS) for _ in range(n)]
    words[0] = words[0].capitalize()
    if rng.random() < 0.3:
        i = rng.randrange(1, n)
        words[i] = "**" + words[i] + "**"
    if rng.random() < 0.2:
        i = rng.randrange(1, n)
        words[i] = "`" + words[i] + "`"
    return " ".join(words) + "."


def paragraph(rng, chapters, index):
    parts = [sentence(rng) for _ in range(rng.randint(3, 5))]
    if rng.random() < 0.5:
        other = rng.randrange(chapters)
        if other != index:
            parts.append(f"See [chapter {other + 1}]({other + 1:05d}-chapter.md) for more.")
    return " ".join(parts)


def chapter(rng, index, chapters):
    lines = [
        "---",
        f"title: Chapter {index + 1} about {rng.choice(WORDS)} and {rng.choice(WORDS)}",
        f"summary: {sentence(rng, 10)}",
        "objectives:",
        f"  - {sentence(rng, 6)}",
        f"  - {sentence(rng, 6)}",
        "---",
        "",
        paragraph(rng, chapters, index),
        "",
    ]
    for section in range(5):
        lines += [f"## Section {section + 1}: {rng.choice(WORDS)} {rng.choice(WORDS)}", ""]
        lines += [paragraph(rng, chapters, index), ""]
        lines += [f"### Details of {rng.choice(WORDS)}", "", paragraph(rng, chapters, index), ""]
        if section < 3:
            lines += [paragraph(rng, chapters, index), ""]
        if section == 0:
            lines += [f"- {sentence(rng, 6)}" for _ in range(4)] + [""]
        if section == 1:
            lines += ["| Item | Amount | Note |", "|---|--:|---|"]
            lines += [f"| {rng.choice(WORDS)} | ${rng.randint(1, 900)}.{rng.randint(0, 99):02d} | {sentence(rng, 4)} |"
                      for _ in range(5)] + [""]
        if section == 2:
            lines += ["```", "balance = balance + deposit - expense", "print(balance)", "```", ""]
        if section >= 3:
            lines += [f"- [ ] {sentence(rng, 5)}" for _ in range(3)] + [""]
    return "\n".join(lines) + "\n"


def main():
    site = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    rng = random.Random(42)
    folder = os.path.join(site, "Content", "curriculum")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(site, "Content", "site.yml"), "w") as f:
        f.write("title: Benchmark class\ntagline: Generated chapters\n")
    for index in range(count):
        with open(os.path.join(folder, f"{index + 1:05d}-chapter.md"), "w") as f:
            f.write(chapter(rng, index, count))


if __name__ == "__main__":
    main()
