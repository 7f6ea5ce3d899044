#!/usr/bin/env python3
"""Opens a student's private checkbook in headless Chromium from file://, as the student would (issue 52).

Usage: Scripts/checkbook-check.py SITE_DIR      (a site built under `class: {privacy: codes}`, its Output/ inside)
Needs: Debian packages chromium and chromium-driver, `pip install selenium`, and axe-core's script from
`pip install --no-deps axe-playwright-python`.
For the first student of Content/class/codes.csv: the page is a secure context with WebCrypto on file://, a wrong
code is refused with the catalogue's calm message and shows no row, the student's code (typed in small letters, with
its dashes) opens the table with the student's first memo, moves the focus to it and hides the note that it is
locked, the hint's example code is on one line, and the page is no wider than 390 px and has axe-core's 0 violations,
shut and open. Prints one line per check; exits 1 if any fails.
"""
import csv
import os
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from reader_checks import _axe_script, chrome

site = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else ".")
folder = os.path.join(site, "Content", "class")
page_codes = {row["student"]: row["code"] for row in csv.DictReader(open(os.path.join(folder, "codes.csv")))}
checkbook_codes = {row["student"]: row["code"] for row in csv.DictReader(open(os.path.join(folder, "checkbook.csv")))}
student = sorted(page_codes)[0]
memo = next(row["memo"] for row in csv.DictReader(open(os.path.join(folder, "transactions.csv")))
            if student in (row["from"], row["to"]))
page = "file://" + os.path.join(site, "Output", "class", "students", page_codes[student].lower(), "index.html")
failures = 0


def check(name, condition):
    global failures
    print(("PASS " if condition else "FAIL ") + name)
    failures += 0 if condition else 1


def axe_violations(driver):
    driver.execute_script(_axe_script())
    return driver.execute_async_script(
        "const done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations.map("
        "v => v.id + ' (' + v.nodes.length + ')')), e => done(['axe failed: ' + e]));")


def status(driver):
    return driver.find_element(By.CSS_SELECTOR, ".checkbook-status").text


def try_code(driver, code, until):
    box = driver.find_element(By.ID, "checkbook-code")
    box.clear()
    box.send_keys(code)
    driver.find_element(By.CSS_SELECTOR, ".checkbook-form button").click()
    WebDriverWait(driver, 30).until(lambda d: until(status(d)))


driver = chrome()
try:
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": 390, "height": 900, "deviceScaleFactor": 1, "mobile": True})
    driver.get(page)
    html = driver.page_source
    check(f"{student}'s page holds no memo in the clear", memo not in html)
    check("file:// is a secure context with WebCrypto",
          driver.execute_script("return window.isSecureContext && !!(window.crypto && crypto.subtle);"))
    check("the code box is shown once the script runs", driver.find_element(By.ID, "checkbook-code").is_displayed())
    check("the hint's example code is on one line, not broken at a dash",
          driver.execute_script("var e = document.querySelector('.checkbook-example');"
                                "return e ? e.getClientRects().length : 0;") == 1)
    shut = axe_violations(driver)
    check(f"axe-core finds no violation on the shut checkbook ({', '.join(shut) or 'none'})", not shut)

    wrong = checkbook_codes[student][:-1] + ("A" if checkbook_codes[student][-1] != "A" else "C")
    try_code(driver, wrong, lambda text: "does not open" in text)
    check(f"a wrong code is refused calmly ({status(driver)!r})", "ask your teacher" in status(driver))
    check("a wrong code shows no row",
          not driver.find_element(By.CSS_SELECTOR, ".checkbook-table").is_displayed() and memo not in driver.page_source)

    try_code(driver, checkbook_codes[student].lower(), lambda text: "is open" in text)
    rows = driver.find_elements(By.CSS_SELECTOR, ".checkbook-table tbody tr")
    check(f"the student's code, in small letters, opens {len(rows)} rows with “{memo}”",
          len(rows) > 0 and memo in driver.find_element(By.CSS_SELECTOR, ".checkbook-table").text)
    saved = [row for row in csv.DictReader(open(os.path.join(folder, "transactions.csv")))
             if f"savings:{student}" in (row["from"], row["to"])]
    savings = driver.find_elements(By.CSS_SELECTOR, ".checkbook-savings tbody tr")
    check(f"the student's {len(saved)} savings lines open too ({len(savings)} rows)",
          len(savings) == len(saved) and (not saved or saved[0]["memo"] in driver.page_source))
    focused = driver.execute_script("return document.activeElement.className;")
    check(f"the focus moves to the opened rows ({focused!r}), not to the top of the page", "checkbook-table" in focused)
    check("the note that the checkbook is locked is gone once it is open",
          not any(intro.is_displayed() for intro in driver.find_elements(By.CSS_SELECTOR, ".checkbook > p")
                  if "locked" in intro.text))
    wide = driver.execute_script("return document.documentElement.scrollWidth - window.innerWidth;")
    check(f"the open checkbook is no wider than 390 px ({max(wide, 0)} px too wide)", wide <= 0)
    opened = axe_violations(driver)
    check(f"axe-core finds no violation on the open checkbook ({', '.join(opened) or 'none'})", not opened)
finally:
    driver.quit()
print(f"{failures} failed")
sys.exit(1 if failures else 0)
