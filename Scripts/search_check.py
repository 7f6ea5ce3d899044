#!/usr/bin/env python3
"""The header search in a browser: types queries into a page opened from file://, waits for the results, and
checks them (what is found, nothing wider than the screen, axe-core) at phone and desktop widths, light and dark.

Usage: Scripts/search_check.py [OUTPUT_DIR] [SCREENSHOT_DIR]
With SCREENSHOT_DIR, saves search-<query>-<width>-<scheme>.png of each. Needs what reader_checks.py needs.
"""
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reader_checks import chrome, _axe_script  # noqa: E402

PAGE = "curriculum/making-a-budget/index.html"
# A query, a title that must be among its results, and one that must not be.
QUERIES = [
    ("rates", "Exchange rates", None),
    ("usd", "US Dollar (USD)", None),
    ("ava", None, None),
    ("emergency fund", "Saving and emergency funds", None),
]

TYPE = """
const [query] = arguments;
const toggle = document.querySelector('.menu-toggle');
if (toggle && getComputedStyle(toggle).display !== 'none' && toggle.getAttribute('aria-expanded') !== 'true') toggle.click();
const input = document.getElementById('site-search-input');
input.focus();
input.value = query;
input.dispatchEvent(new Event('input'));
"""
RESULTS = """
const list = document.getElementById('site-search-results');
if (list.hidden) return null;
return Array.from(list.querySelectorAll('li')).map(li => {
  const title = li.querySelector('.search-title');
  return title ? title.textContent : li.textContent;
});
"""
OVERFLOW = "return document.documentElement.scrollWidth - document.documentElement.clientWidth;"


def results_for(driver, query):
    driver.execute_script(TYPE, query)
    for _ in range(50):
        found = driver.execute_script(RESULTS)
        if found:
            return found
        time.sleep(0.1)
    return []


def main():
    output = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Output")
    shots = sys.argv[2] if len(sys.argv) > 2 else None
    if shots:
        os.makedirs(shots, exist_ok=True)
    driver = chrome()
    axe = _axe_script()
    failures = 0
    try:
        for scheme in ("light", "dark"):
            driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
            for width in (390, 1280):
                driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                       {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": width < 600})
                for query, wanted, unwanted in QUERIES:
                    driver.get("file://" + os.path.join(output, PAGE))
                    found = results_for(driver, query)
                    driver.execute_script(axe)
                    violations = driver.execute_async_script(
                        "const done = arguments[arguments.length - 1];"
                        "axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations.map("
                        "v => v.id + ' (' + v.nodes.length + ')')), e => done(['axe failed: ' + e]));")
                    overflow = driver.execute_script(OVERFLOW)
                    ok = bool(found) and "Nothing found" not in found and (wanted is None or wanted in found) \
                        and (unwanted is None or unwanted not in found) and overflow <= 0 and not violations
                    print(("PASS " if ok else "FAIL ") + f"{query!r} at {width} px, {scheme}: {found[:4]}, "
                          + f"{max(overflow, 0)} px too wide, axe: {', '.join(violations) or '0 violations'}")
                    failures += 0 if ok else 1
                    if shots:
                        name = query.replace(" ", "-")
                        driver.save_screenshot(os.path.join(shots, f"search-{name}-{width}-{scheme}.png"))
    finally:
        driver.quit()
    print(f"{failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
