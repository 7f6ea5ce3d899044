#!/usr/bin/env python3
"""Writes a synthetic curriculum site for the build benchmark.

Usage: generate-curriculum.py SITE_DIR [CHAPTERS] [GLOSSARY_TERMS]

Each chapter is about 6 KB of realistic Markdown: front matter, headings, paragraphs with emphasis and links to
other chapters, lists, a task list, a table and a code block. The same seed always gives the same files.
With GLOSSARY_TERMS, a glossary.txt of that many made-up terms ("kalomi fund", "ravo tendor") is written too, and
about one sentence in six mentions a term, so each chapter links a dozen or so of them.
"""
import os
import random
import sys

WORDS = (
    "budget money save spend income expense plan goal emergency fund interest rate loan credit card debt "
    "payment balance account bank deposit withdraw paycheck tax rent grocery habit choice need want track "
    "month week year dollar cent price cost value compare borrow lend invest growth compound fee minimum"
).split()


TERMS = []
SYLLABLES = "ka lo mi ra ten vo zu pe sil dor fen gra bi nu sto".split()


def made_up_word(rng):
    return "".join(rng.choice(SYLLABLES) for _ in range(rng.choice([2, 3])))


def sentence(rng, n=None):
    n = n or rng.randint(8, 18)
    words = [rng.choice(WORDS) for _ in range(n)]
    if TERMS and n > 6 and rng.random() < 0.17:
        words[rng.randrange(1, n)] = rng.choice(TERMS).lower()
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


def make_terms(rng, count):
    terms, seen = [], set()
    while len(terms) < count:
        parts = [made_up_word(rng)]
        if rng.random() < 0.5:
            parts.append(rng.choice(WORDS + [made_up_word(rng)]))
        term = " ".join(parts)
        if term not in seen:
            seen.add(term)
            terms.append(term.capitalize())
    return terms


def glossary(rng):
    return "\n".join(f"{term}: {sentence(rng, 12)}" for term in TERMS) + "\n"


def main():
    site = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    terms = int(sys.argv[3]) if len(sys.argv) > 3 else 0
    rng = random.Random(42)
    if terms:
        TERMS.extend(make_terms(random.Random(7), terms))
        definitions = glossary(random.Random(8))
        os.makedirs(os.path.join(site, "Content", "glossary"), exist_ok=True)
        with open(os.path.join(site, "Content", "glossary", "glossary.txt"), "w") as f:
            f.write(definitions)
    folder = os.path.join(site, "Content", "curriculum")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(site, "Content", "site.yml"), "w") as f:
        f.write("title: Benchmark class\ntagline: Generated chapters\n")
    for index in range(count):
        with open(os.path.join(folder, f"{index + 1:05d}-chapter.md"), "w") as f:
            f.write(chapter(rng, index, count))


if __name__ == "__main__":
    main()
