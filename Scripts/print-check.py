#!/usr/bin/env python3
"""Prints pages to PDF in headless Chromium, on Letter and A4, says how many sheets each takes and how full each
sheet is, and fails (exit status 1) where a print style wastes paper or prints text too small to read.

Usage: Scripts/print-check.py [--pngs DIR] [--sections REGEX] FILE_OR_URL...
  e.g. Scripts/print-check.py Output/curriculum/print/index.html report.html statements/all.html
Needs: chromium and chromium-driver (Debian), `pip install selenium pypdf pillow`, and pdftoppm (Debian poppler-utils).
For each page and paper it prints the number of sheets and:
- the sheets less than a third full (the share of the printable area above the last ink), which a good print style
  keeps to a section's last sheet: the document's last, or one followed by a sheet that starts a section. A section
  is a chapter of the print page, a budget of the report or a student's statement (found in the page), or a sheet
  whose text starts with --sections (say '(?i)chapter \d'). Any other such sheet fails the check;
- the smallest text printed, in points (chart text included, as the PDF sets it), with a word of it: under 8 pt fails;
- headings left alone at a sheet's foot (a heading line that is the last text of its sheet), for information.
With --pngs, every sheet is also written as a PNG to look at.
"""
import base64
import io
import os
import re
import subprocess
import sys
import tempfile

from PIL import Image
from pypdf import PdfReader

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reader_checks import chrome  # noqa: E402

PAPERS = {"Letter": (8.5, 11.0), "A4": (8.27, 11.69)}
SMALLEST_PT = 8.0
LEAST_FULL = 1 / 3
# The elements that start a section on paper; the sheet before one may end as empty as it must.
SECTIONS = ".print-chapter, .report-section, .statement-sheet"


def smallest_text(reader):
    """The smallest font size any text is drawn at, in points, with that text: the font size times the scale of
    the text and graphics matrices, as a chart's SVG text is scaled with its drawing."""
    smallest = [None, ""]

    def visit(text, cm, tm, font, size):
        if not text.strip():
            return
        scale = (abs(tm[0] * tm[3] - tm[1] * tm[2]) ** 0.5) * (abs(cm[0] * cm[3] - cm[1] * cm[2]) ** 0.5)
        effective = size * scale
        if effective > 0 and (smallest[0] is None or effective < smallest[0]):
            smallest[0], smallest[1] = effective, text.strip()

    for page in reader.pages:
        page.extract_text(visitor_text=visit)
    return smallest


def lonely_headings(reader, headings):
    """The sheets whose lowest line of text is a heading or a table's caption, so it stands apart from what it
    heads (the PDF's text order is not the reading order, so the line is found by its place on the sheet)."""
    found = []
    for number, page in enumerate(reader.pages, 1):
        lines = {}

        def visit(text, cm, tm, font, size):
            if text.strip():
                y = round(tm[5] * cm[3] + cm[5])
                lines[y] = (lines.get(y, "") + text).strip()

        page.extract_text(visitor_text=visit)
        if number < len(reader.pages) and lines:
            lowest = lines[min(lines)]
            squeezed = "".join(lowest.split())
            if squeezed and any(h and (squeezed.startswith(h) or h.startswith(squeezed)) for h in headings):
                found.append(f"{number} ({lowest[:30]!r})")
    return found


def blank_share(png):
    """The share of the sheet's height below its last non-white row, margins aside (0 full, 1 empty)."""
    image = Image.open(io.BytesIO(png)).convert("L")
    width, height = image.size
    pixels = image.load()
    last = 0
    for y in range(height):
        if any(pixels[x, y] < 235 for x in range(0, width, 2)):
            last = y
    margin = height * 0.05
    return max(0.0, (height - margin - last) / (height - 2 * margin))


def section_starts(driver):
    """The first words of each section of the page, squeezed and lowercased as a sheet's text is compared."""
    texts = driver.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map(s => s.innerText.trim().slice(0, 40))", SECTIONS)
    return [squeeze(text)[:16] for text in texts if squeeze(text)]


def squeeze(text):
    return "".join(text.split()).lower()


def sheet_shares(pdf, pngs, stem):
    """The blank share of each sheet, from pictures of them (written to `pngs` too, when asked)."""
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "page.pdf")
        with open(path, "wb") as f:
            f.write(pdf)
        subprocess.run(["pdftoppm", "-r", "30", "-png", path, os.path.join(folder, "sheet")], check=True)
        shares = []
        for number, name in enumerate(sorted(n for n in os.listdir(folder) if n.endswith(".png")), 1):
            with open(os.path.join(folder, name), "rb") as f:
                png = f.read()
            shares.append(blank_share(png))
            if pngs:
                with open(os.path.join(pngs, f"{stem}-{number:02}.png"), "wb") as f:
                    f.write(png)
        return shares


def check_paper(driver, target, paper, pngs, sections, starts, headings):
    """Prints one page on one paper and says what it found; returns the number of failed checks."""
    width, height = PAPERS[paper]
    pdf = base64.b64decode(driver.execute_cdp_cmd("Page.printToPDF", {
        "paperWidth": width, "paperHeight": height, "printBackground": False,
        "marginTop": 0.4, "marginBottom": 0.4, "marginLeft": 0.4, "marginRight": 0.4,
    })["data"])
    reader = PdfReader(io.BytesIO(pdf))
    texts = [squeeze(page.extract_text()) for page in reader.pages]
    opens = [any(text.startswith(start) for start in starts) or bool(sections and sections.match(text))
             for text in texts]
    shares = sheet_shares(pdf, pngs, target.replace("/", "_").replace(":", "") + "-" + paper)
    # A sheet may end less than a third full where its section ends: before a sheet that starts a section, or last.
    thin = [n for n, share in enumerate(shares, 1) if share > 1 - LEAST_FULL and n < len(shares) and not opens[n]]
    size, word = smallest_text(reader)
    small = bool(size) and size < SMALLEST_PT - 0.05  # the PDF rounds its matrices: 8 pt text reads 7.99
    alone = lonely_headings(reader, headings)
    print(f"{target} on {paper}: {len(reader.pages)} sheets; less than a third full but for a section's end: "
          + (", ".join(f"{n} ({1 - shares[n - 1]:.0%} full)" for n in thin) or "none")
          + (f"; smallest text {size:.2f} pt ({word[:20]!r})" if size else "")
          + (f" [under {SMALLEST_PT:g} pt]" if small else "")
          + "; headings alone at a sheet's foot: " + (", ".join(alone) or "none"))
    return len(thin) + small


def main(arguments):
    pngs, sections = None, None
    while arguments[:1] in (["--pngs"], ["--sections"]):
        if arguments[0] == "--pngs":
            pngs = arguments[1]
            os.makedirs(pngs, exist_ok=True)
        else:
            sections = re.compile(arguments[1])
        arguments = arguments[2:]
    if not arguments:
        sys.exit(__doc__)
    failures = 0
    driver = chrome()
    try:
        for target in arguments:
            driver.get(target if "://" in target else "file://" + os.path.abspath(target))
            headings = set("".join(h.split()) for h in driver.execute_script(
                "return [...document.querySelectorAll('h1, h2, h3, h4, caption')].map(h => h.innerText)"))
            starts = section_starts(driver)
            for paper in PAPERS:
                failures += check_paper(driver, target, paper, pngs, sections, starts, headings)
    finally:
        driver.quit()
    if failures:
        print(f"print check: {failures} failed (a sheet less than a third full before its section ends, or text "
              f"under {SMALLEST_PT:g} pt)", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main(sys.argv[1:])
