#!/usr/bin/env python3
"""Writes a site of real text for the build benchmark: Node.js's API documentation cut into chapters.

Usage: generate-nodejs-chapters.py SITE_DIR [CHAPTERS] [API_DIR]

The text is the Markdown of Debian's `nodejs-doc` package (`apt-get install -y nodejs-doc`), which puts it in
/usr/share/doc/nodejs/api/*.md.gz (API_DIR). It is the Node.js project's documentation, under the MIT licence
(Copyright Node.js contributors; /usr/share/doc/nodejs-doc/copyright), and is only read here, never committed.

The files are read in name order and cut at headings into CHAPTERS chapters (default 2,000) of about equal size;
a chapter may end one file and start the next. Each becomes a Cash Dash chapter, `00042-fs.md` (its number, then
the file it starts in), with a `title:` from its first heading. The text is kept as written, raw HTML and all, except
for its links:
- a file's reference definitions (`[label]: url`, at its end) are copied into each chapter that uses them;
- a link to another file or a part of one (`fs.md#fsreadfile`, `#class-buffer`, an `<a href>` too) points to the
  chapter holding that heading, with the id Cash Dash gives it there, or to the chapter the file starts in when no
  heading has that id; one to a page the package has no Markdown for goes to nodejs.org.
The example site's glossary (Content/glossary/ in this repository) is copied in, so its money terms are linked
wherever the documentation uses them: "return" and "default" in most chapters, "needs", "risk", "account" in some.
`site.yml` sets `unsafe_html: true`, as such a site would: the documentation's `<a id>`, `<kbd>` and tables go
through the safe list rather than being dropped with a warning each. The same package version always gives the
same files, which build with no warning.
"""
import gzip
import os
import re
import shutil
import sys

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FENCE = re.compile(r"^ {0,3}(`{3,}|~{3,})")
HEADING = re.compile(r"^ {0,3}(#{1,6})[ \t]+(.*?)[ \t]*#*[ \t]*$")
DEFINITION = re.compile(r"^ {0,3}\[([^\]]+)\]:[ \t]*(\S+)(.*)$")
INLINE_LINK = re.compile(r"\]\(([^()\s]+)")
HREF = re.compile(r"""(href=["'])([^"']+)""")
LOCAL = re.compile(r"^(?:\./)?([A-Za-z0-9_-]+)\.(?:md|html)(?:#(.*))?$")


def slug(text):
    """A GitHub-style id, as Node's tools and Cash Dash make them: plain text, lower case, punctuation dropped."""
    text = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", text)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"<[^>]*>", "", text).replace("`", "").lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def plain(text):
    text = re.sub(r"\[([^\]]*)\]\[[^\]]*\]", r"\1", text)
    text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", text)
    text = re.sub(r"<[^>]*>", "", text)
    return " ".join(text.replace("`", "").replace('"', "").replace("\\", "").split())


class Unique:
    """Ids made unique as GitHub's slugger does: the second `options` is `options-1`."""

    def __init__(self):
        self.seen = {}

    def __call__(self, base):
        name, n = base, self.seen.get(base, 0)
        while name in self.seen:
            n += 1
            name = f"{base}-{n}"
        self.seen[base] = n
        self.seen.setdefault(name, 0)
        return name


def read_sources(api_dir):
    """Every line of every file, as (file stem, line, heading text or None), and each file's definitions."""
    lines, definitions = [], {}
    for name in sorted(os.listdir(api_dir)):
        if not name.endswith((".md", ".md.gz")):
            continue
        stem = name.split(".md")[0]
        opener = gzip.open if name.endswith(".gz") else open
        with opener(os.path.join(api_dir, name), "rt", encoding="utf-8") as f:
            text = f.read().splitlines()
        fence, comment, defs = None, False, {}
        for line in text:
            heading = None
            match = FENCE.match(line)
            if fence:
                if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence):
                    fence = None
            elif comment:
                comment = "-->" not in line
            elif match:
                fence = match.group(1)
            elif line.lstrip().startswith("<!--") and "-->" not in line:
                comment = True
            elif DEFINITION.match(line):
                label = DEFINITION.match(line).group(1)
                defs.setdefault(label.lower(), line)
                continue
            elif HEADING.match(line):
                heading = HEADING.match(line).group(2)
            lines.append((stem, line, heading))
        definitions[stem] = defs
    return lines, definitions


def cut(lines, count):
    """Where each of `count` chapters starts: at the heading nearest to an equal share of the text."""
    sizes, total = [], 0
    for _, line, _ in lines:
        sizes.append(total)
        total += len(line) + 1
    candidates = [i for i, (_, _, heading) in enumerate(lines) if heading is not None and i > 0]
    if len(candidates) < count - 1:  # more chapters than headings: cut at paragraphs too
        candidates = sorted(set(candidates) | {i for i in range(1, len(lines))
                                               if lines[i - 1][1].strip() == "" and lines[i][1].strip()})
    if len(candidates) < count - 1:
        sys.exit(f"the documentation has only {len(candidates) + 1} places to cut; ask for fewer chapters")
    starts, c = [0], 0
    for k in range(1, count):
        ideal = total * k / count
        last = len(candidates) - (count - k)  # leave a candidate for each chapter still to start
        while c < last and abs(sizes[candidates[c + 1]] - ideal) <= abs(sizes[candidates[c]] - ideal):
            c += 1
        starts.append(candidates[c])
        c += 1
    return starts


def main():
    site = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 2000
    api_dir = sys.argv[3] if len(sys.argv) > 3 else "/usr/share/doc/nodejs/api"
    if not os.path.isdir(api_dir):
        sys.exit(f"no {api_dir}: install Debian's nodejs-doc (apt-get install -y nodejs-doc)")
    lines, definitions = read_sources(api_dir)
    starts = cut(lines, count)
    bounds = list(zip(starts, starts[1:] + [len(lines)]))
    names = [f"{n + 1:05d}-{lines[start][0]}.md" for n, (start, _) in enumerate(bounds)]

    # Where each heading lands: (file, Node's id) -> (chapter, Cash Dash's id there); and where each file starts.
    anchors, file_start, node_ids = {}, {}, {}
    for n, (start, end) in enumerate(bounds):
        ids = Unique()
        for i in range(start, end):
            stem, _, heading = lines[i]
            file_start.setdefault(stem, n)
            if heading is None:
                continue
            base = slug(heading)
            node_id = node_ids.setdefault(stem, Unique())(base)
            if i == start and HEADING.match(lines[i][1]).group(1) == "#":
                anchors.setdefault((stem, node_id), (n, None))  # the chapter's title: no id, the page's top
            else:
                anchors.setdefault((stem, node_id), (n, ids(base)))

    def target(url, stem, chapter):
        if url.startswith("#"):
            other, fragment = stem, url[1:]
        else:
            match = LOCAL.match(url)
            if not match:
                return url
            other, fragment = match.group(1), match.group(2)
            if other not in file_start:  # a page the package has no Markdown for
                return f"https://nodejs.org/api/{other}.html" + (f"#{fragment}" if fragment else "")
        found = anchors.get((other, (fragment or "").lower())) if fragment else None
        if found and found[1] is None:
            return names[found[0]]
        if found:
            where, ident = found
            return f"#{ident}" if where == chapter else f"{names[where]}#{ident}"
        return names[file_start[other]]

    def relink(line, stem, chapter):
        line = INLINE_LINK.sub(lambda m: "](" + target(m.group(1), stem, chapter), line)
        return HREF.sub(lambda m: m.group(1) + target(m.group(2), stem, chapter), line)

    folder = os.path.join(site, "Content", "curriculum")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(site, "Content", "site.yml"), "w") as f:
        f.write("title: Node.js API benchmark\ntagline: Node.js's API documentation, cut into chapters\n"
                "unsafe_html: true\n")  # the documentation's own HTML (<a id>, <kbd>, tables) through the safe list
    glossary = os.path.join(site, "Content", "glossary")
    shutil.rmtree(glossary, ignore_errors=True)
    shutil.copytree(os.path.join(REPO, "Content", "glossary"), glossary)

    titles = set()
    for n, (start, end) in enumerate(bounds):
        first = next((lines[i][2] for i in range(start, end) if lines[i][2] is not None), None)
        if first is None:
            first = next(lines[i][2] for i in range(start, -1, -1) if lines[i][2] is not None)
        title = plain(first) or lines[start][0]
        page = lambda title: re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")  # the page's name, near enough
        if page(title) in titles:
            title = f"{title} ({lines[start][0]}, part {n + 1})"
        titles.add(page(title))
        # A chapter that starts a file starts with its `# Title`, which titles it; the others get a `title:`.
        opens_file = HEADING.match(lines[start][1]) and HEADING.match(lines[start][1]).group(1) == "#"
        front = "" if opens_file and plain(first) == title else f'---\ntitle: "{title}"\n---\n\n'
        body, fence = [], None
        for i in range(start, end):
            stem, line, _ = lines[i]
            match = FENCE.match(line)
            if fence:
                if match and match.group(1)[0] == fence[0] and len(match.group(1)) >= len(fence):
                    fence = None
            elif match:
                fence = match.group(1)
            else:
                line = relink(line, stem, n)
            body.append(line)
        if fence:
            body.append(fence)  # a chapter cut inside a code block closes it
        text = "\n".join(body).lower()
        used = []
        for stem in dict.fromkeys(lines[i][0] for i in range(start, end)):
            for label, line in definitions[stem].items():
                if f"[{label}]" in text:
                    m = DEFINITION.match(line)
                    used.append(f"[{m.group(1)}]: {target(m.group(2), stem, n)}{m.group(3)}")
        with open(os.path.join(folder, names[n]), "w") as f:
            f.write(front + "\n".join(body).strip("\n") + "\n")
            if used:
                f.write("\n" + "\n".join(used) + "\n")


if __name__ == "__main__":
    main()
