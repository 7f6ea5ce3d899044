#!/usr/bin/env python3
"""How big a built site's search index is, against the Markdown it was made from, and what one search loads.

Usage: Benchmarks/search-size.py OUTPUT_DIR MARKDOWN_BYTES [QUERY...]

The index is search-index.js (the first file, loaded when the search box is first used) and search/*.js (a shard
for each two first letters, loaded for the words typed); search-index.json is the first file again, for tools, and
is counted apart. A search loads the first file and the shard of each of its words; the queries default to a few a
reader might type. Goals (issue 33): the index at most 1.5x the Markdown, a first search at most 300 KB.
"""
import os
import re
import sys
import unicodedata


def fold(text):
    return "".join(c for c in unicodedata.normalize("NFD", text) if not 0x300 <= ord(c) <= 0x36F).lower()


def main():
    output, markdown = sys.argv[1], int(sys.argv[2])
    queries = sys.argv[3:] or ["rates", "budget", "emergency fund", "compound interest", "ba"]
    first = os.path.getsize(os.path.join(output, "search-index.js"))
    folder = os.path.join(output, "search")
    shards = {name[:-3]: os.path.getsize(os.path.join(folder, name)) for name in os.listdir(folder)}
    index = first + sum(shards.values())
    print(f"search index: {index / 1e6:.2f} MB = {index / markdown:.2f}x the Markdown ({markdown / 1e6:.1f} MB; goal at most "
          f"1.5x): first file {first / 1e3:.0f} KB, {len(shards)} shards, the largest {max(shards.values()) / 1e3:.0f} KB "
          f"(search-index.json, for tools: {os.path.getsize(os.path.join(output, 'search-index.json')) / 1e3:.0f} KB more)")
    worst = 0
    for query in queries:
        words = [w for w in re.findall(r"\w+", fold(query)) if len(w) >= 2]
        keys = sorted({w[:2] for w in words})
        loaded = first + sum(shards.get(re.sub(r"[^a-z0-9]", lambda m: "_%x_" % ord(m.group()), key), 0) for key in keys)
        worst = max(worst, loaded)
        print(f"  a first search for {query!r} loads {loaded / 1e3:.0f} KB (the first file and {', '.join(k + '.js' for k in keys)})")
    print(f"the most a first search loads: {worst / 1e3:.0f} KB (goal at most 300 KB)")


if __name__ == "__main__":
    main()
