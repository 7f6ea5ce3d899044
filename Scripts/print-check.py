#!/usr/bin/env python3
"""Prints pages to PDF in headless Chromium, on Letter and A4, and says how many sheets each takes and how full each
sheet is, so that print styles can be judged by numbers as well as by eye.

Usage: Scripts/print-check.py [--pngs DIR] [--sections REGEX] FILE_OR_URL...
  e.g. Scripts/print-check.py Output/curriculum/print/index.html report.html statements/index.html
Needs: chromium and chromium-driver (Debian), `pip install selenium pypdf pillow`, and pdftoppm (Debian poppler-utils).
For each page and paper: the number of sheets, and the sheets more than half blank (the empty share of the printable
area below the last ink), which a good print style keeps to a section's last sheet: the document's last, or one
followed by a sheet whose text starts with --sections (say '(?i)chapter \d'); the smallest text printed, in points
(chart text included, as the PDF sets it), with a word of it; and headings left alone at a sheet's foot (a heading
line that is the last text of its sheet). With --pngs, every sheet is also written as a PNG to look at.
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
SMALLEST_PT = 7.0


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


def main(arguments):
    pngs, sections = None, None
    while arguments[:1] in (["--pngs"], ["--sections"]):
        if arguments[0] == "--pngs":
            pngs = arguments[1]
            os.makedirs(pngs, exist_ok=True)
        else:
            sections = re.compile(arguments[1])
        arguments = arguments[2:]
    driver = chrome()
    try:
        for target in arguments:
            url = target if "://" in target else "file://" + os.path.abspath(target)
            driver.get(url)
            headings = set("".join(h.split()) for h in driver.execute_script(
                "return [...document.querySelectorAll('h1, h2, h3, h4, caption')].map(h => h.innerText)"))
            for paper, (width, height) in PAPERS.items():
                pdf = base64.b64decode(driver.execute_cdp_cmd("Page.printToPDF", {
                    "paperWidth": width, "paperHeight": height, "printBackground": False,
                    "marginTop": 0.4, "marginBottom": 0.4, "marginLeft": 0.4, "marginRight": 0.4,
                })["data"])
                reader = PdfReader(io.BytesIO(pdf))
                sheets = len(reader.pages)
                starts = [bool(sections and sections.match(page.extract_text().strip())) for page in reader.pages]
                with tempfile.TemporaryDirectory() as folder:
                    path = os.path.join(folder, "page.pdf")
                    with open(path, "wb") as f:
                        f.write(pdf)
                    subprocess.run(["pdftoppm", "-r", "30", "-png", path, os.path.join(folder, "sheet")], check=True)
                    images = sorted(n for n in os.listdir(folder) if n.endswith(".png"))
                    shares = []
                    for number, name in enumerate(images, 1):
                        with open(os.path.join(folder, name), "rb") as f:
                            png = f.read()
                        shares.append(blank_share(png))
                        if pngs:
                            stem = target.replace("/", "_").replace(":", "")
                            with open(os.path.join(pngs, f"{stem}-{paper}-{number:02}.png"), "wb") as f:
                                f.write(png)
                # A sheet may end half empty where its section ends: before a sheet that starts a section, or last.
                half = [n for n, share in enumerate(shares, 1) if share > 0.5 and n < len(shares) and not starts[n]]
                size, word = smallest_text(reader)
                alone = lonely_headings(reader, headings)
                print(f"{target} on {paper}: {sheets} sheets; more than half blank but for a section's end: "
                      + (", ".join(f"{n} ({shares[n - 1]:.0%})" for n in half) or "none")
                      + (f"; smallest text {size:.1f} pt ({word[:20]!r})" if size else "")
                      + (" [under " + str(SMALLEST_PT) + " pt]" if size and size < SMALLEST_PT - 0.05 else "")
                      + "; headings alone at a sheet's foot: " + (", ".join(alone) or "none"))
    finally:
        driver.quit()


if __name__ == "__main__":
    main(sys.argv[1:])
