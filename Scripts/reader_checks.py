"""How one page of every kind reads at phone and desktop widths, in light and dark: overflow, chart text (its size,
its contrast against what it sits on, no empty bidi isolate, no English month on a translated page), axe-core.

Used by browser-check.py, or on its own: Scripts/reader_checks.py [OUTPUT_DIR]. Needs selenium and axe-core's
script, which the PyPI package axe-playwright-python carries (`pip install --no-deps axe-playwright-python`: only
its copy of axe.min.js is used).
"""
import os
import sys

# One page of each kind in the default site; pages a site does not have are skipped.
PAGE_KINDS = [
    "index.html", "404.html", "glossary/index.html",
    "curriculum/index.html", "curriculum/making-a-budget/index.html", "curriculum/print/index.html",
    "curriculum/answers/index.html",
    "calculators/index.html",
    "budgets/index.html", "budgets/household/index.html", "budgets/autumn-trip/index.html",
    "class/index.html", "class/badges/index.html", "class/store/index.html",
    "class/students/ava-brightwater/index.html",
    "rates/index.html", "rates/archive/index.html", "rates/currencies/index.html", "rates/currency/usd/index.html",
]
# Pages read again after something the reader does: the calculators' own results, with their charts.
WORK_IT_OUT = "document.querySelector('#calculator-form button').click()"
AFTER_ACTIONS = [
    # A chapter's quiz after the reader checked a wrong answer and a right one, with an answer's disclosure open.
    ("curriculum/making-a-budget/index.html", "the reader's checked quiz",
     "var q = document.querySelectorAll('.quiz-question');"
     "q[0].querySelectorAll('input')[1].click(); q[0].querySelector('.quiz-check').click();"
     "q[2].querySelector('input').value = '300'; q[2].querySelector('.quiz-check').click();"
     "q[1].querySelector('details').open = true;"),
]
WIDTHS = (390, 1280)
# The system's scheme, and the theme the reader chose with the theme button ("dark by choice" on a light system).
SCHEMES = ("light", "dark", "dark by choice")
SMALLEST_TEXT = 11

# Returns [overflow, smallest chart text in CSS px, its text, the lowest chart text contrast, its text, chart texts
# with an empty isolate pair, chart texts with an English month]; with a selector as its argument, only the charts in
# it. axe does not look inside SVG, so the contrast of chart text is worked out here, as WCAG defines it: a text's
# fill (with its opacity) against what it sits on, which is its own halo when it has one, the slice it is written on
# (class cd-tN on slice cd-fN), or else the nearest background of the page behind the chart.
MEASURE = """
const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
const root = arguments[0] ? document.querySelector(arguments[0]) : document;
const translated = document.documentElement.lang.split('-')[0] !== 'en';
const months = /\\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\b/;
function rgb(text) {
  const m = String(text).match(/rgba?\\(([^)]+)\\)/);
  if (!m) return null;
  const p = m[1].split(/[ ,\\/]+/).filter(Boolean).map(Number);
  return { r: p[0], g: p[1], b: p[2], a: p.length > 3 ? p[3] : 1 };
}
function over(top, bottom, alpha) {
  return { r: top.r * alpha + bottom.r * (1 - alpha), g: top.g * alpha + bottom.g * (1 - alpha),
           b: top.b * alpha + bottom.b * (1 - alpha), a: 1 };
}
function luminance(c) {
  const f = v => { v /= 255; return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); };
  return 0.2126 * f(c.r) + 0.7152 * f(c.g) + 0.0722 * f(c.b);
}
function contrast(a, b) {
  const x = luminance(a), y = luminance(b);
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}
function pageBackground(element) {
  for (let e = element; e && e.nodeType === 1; e = e.parentElement) {
    const c = rgb(getComputedStyle(e).backgroundColor);
    if (c && c.a > 0) return c;
  }
  return { r: 255, g: 255, b: 255, a: 1 };
}
let smallest = null, label = '', lowest = null, lowLabel = '';
const isolates = [], englishMonths = [];
for (const svg of root.querySelectorAll('svg')) {
  const box = svg.getBoundingClientRect();
  const viewBox = svg.viewBox && svg.viewBox.baseVal;
  if (!box.width || !viewBox || !viewBox.width) continue;
  const scale = Math.min(box.width / viewBox.width, box.height / viewBox.height);
  const behind = pageBackground(svg.parentElement);
  for (const text of svg.querySelectorAll('text')) {
    if (!text.getClientRects().length) continue;
    const style = getComputedStyle(text);
    const size = parseFloat(style.fontSize) * scale;
    if (smallest === null || size < smallest) { smallest = size; label = text.textContent; }
    if (text.textContent.includes('\\u2068\\u2069')) isolates.push(text.textContent);
    if (translated && months.test(text.textContent)) englishMonths.push(text.textContent);
    let ground = behind;
    const slice = [...text.classList].find(c => /^cd-t\\d+$/.test(c));
    const halo = style.stroke !== 'none' && style.paintOrder.startsWith('stroke') && parseFloat(style.strokeWidth) >= 2;
    if (halo) ground = over(rgb(style.stroke), behind, parseFloat(style.strokeOpacity));
    else if (slice) {
      const shape = svg.querySelector('.cd-f' + slice.slice(4) + ':not(text)');
      if (shape) ground = rgb(getComputedStyle(shape).fill) || behind;
    }
    const fill = rgb(style.fill);
    if (!fill) continue;
    const ratio = contrast(over(fill, ground, parseFloat(style.fillOpacity) * fill.a), ground);
    if (lowest === null || ratio < lowest) { lowest = ratio; lowLabel = text.textContent; }
  }
}
return [overflow, smallest, label, lowest, lowLabel, isolates, englishMonths];
"""
MINIMUM_CONTRAST = 4.5


def _axe_script():
    import axe_playwright_python
    with open(os.path.join(os.path.dirname(axe_playwright_python.__file__), "axe.min.js")) as f:
        return f.read()


def chrome():
    """A headless Chromium that may read file:// pages."""
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service
    options = Options()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files"):
        options.add_argument(flag)
    options.binary_location = "/usr/bin/chromium"
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def calculator_pages(output):
    """Every calculator page of the site with a form, before and after the reader works it out: found in the built
    site, so that no list here names a calculator (the currency page has the rates' converter, not a form)."""
    folder = os.path.join(output, "calculators")
    pages = []
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        page = os.path.join("calculators", name, "index.html")
        path = os.path.join(output, page)
        if os.path.exists(path) and 'id="calculator-form"' in open(path, encoding="utf-8").read():
            pages += [(page, None, None), (page, "the reader's results", WORK_IT_OUT)]
    return pages


def read_every_kind(driver, output):
    """Checks every page kind at every width and scheme; returns the number of failed checks."""
    axe = _axe_script()
    failures = 0
    pages = [(p, None, None) for p in PAGE_KINDS] + calculator_pages(output) + AFTER_ACTIONS
    pages = [page for page in pages if os.path.exists(os.path.join(output, page[0]))]
    for scheme in SCHEMES:
        system = "light" if scheme == "dark by choice" else scheme
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": system}]})
        for width in WIDTHS:
            driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                   {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600})
            for page, what, action in pages:
                driver.get("file://" + os.path.join(output, page))
                # The theme is kept in the browser: choose it on each page, as the button does.
                driver.execute_script("try { localStorage.removeItem('cashdash-theme'); } catch (e) {}"
                                      "document.documentElement.removeAttribute('data-theme');")
                if scheme == "dark by choice":
                    driver.execute_script("document.querySelector('.theme-toggle').click();")
                if action:
                    driver.execute_script(action)
                overflow, smallest, label, lowest, low_label, isolates, months = driver.execute_script(MEASURE)
                driver.execute_script(axe)
                result = driver.execute_async_script(
                    "const done = arguments[arguments.length - 1];"
                    "axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations.map("
                    "v => v.id + ' (' + v.nodes.length + ')')), e => done(['axe failed: ' + e]));")
                where = f"{page}{' (' + what + ')' if what else ''} at {width} px, {scheme}"
                text = "no chart" if smallest is None else (
                    f"smallest chart text {smallest:.1f} px ({label[:24]!r}), lowest contrast {lowest:.2f}:1 "
                    f"({low_label[:24]!r})")
                if isolates:
                    text += f", empty isolates in {isolates[0][:40]!r}"
                if months:
                    text += f", an English month in {months[0][:40]!r}"
                ok = (overflow <= 0 and (smallest is None or smallest >= SMALLEST_TEXT - 0.05)
                      and (lowest is None or lowest >= MINIMUM_CONTRAST) and not isolates and not months and not result)
                print(("PASS " if ok else "FAIL ") + f"{where}: {max(overflow, 0)} px too wide, {text}, "
                      + (f"axe: {', '.join(result)}" if result else "axe: 0 violations"))
                failures += 0 if ok else 1
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    return failures

if __name__ == "__main__":
    driver = chrome()
    try:
        failed = read_every_kind(driver, os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Output"))
    finally:
        driver.quit()
    print(f"{failed} failed")
    sys.exit(1 if failed else 0)
