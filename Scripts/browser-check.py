#!/usr/bin/env python3
"""Drives headless Chromium over a built site and checks the glossary's search, favourites, the header search, the
chapter list, heading links and arrow keys, the theme button, and the calculators' forms and results, then reads one
page of every kind as a reader would.

Usage: Scripts/browser-check.py [OUTPUT_DIR]      (default: Output; build it first with `swift run cashdash build`)
Needs: Debian packages chromium and chromium-driver, `pip install selenium`, and axe-core's script from
`pip install --no-deps axe-playwright-python`.
Opens the pages from file://, as a reader who double-clicks Output/index.html would, types into the search boxes,
clicks stars, reloads, and prints one line per check. Then, for one page of each kind, at 390 px and 1280 px wide,
in light and dark: whether the page is wider than the window, the smallest chart text in CSS pixels (goal: 11 or
more) and axe-core's violations. Exits 1 if any check fails.
"""
import os
import sys

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import WebDriverWait

from reader_checks import MEASURE, chrome, read_every_kind

output = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else "Output")
glossary = "file://" + os.path.join(output, "glossary", "index.html")
chapter = "file://" + os.path.join(output, "curriculum", "making-a-budget", "index.html")

driver = chrome()
failures = 0


def check(name, condition):
    global failures
    print(("PASS " if condition else "FAIL ") + name)
    failures += 0 if condition else 1


def visible_terms():
    return [e.find_element(By.CSS_SELECTOR, ".term").text
            for e in driver.find_elements(By.CSS_SELECTOR, ".entry") if e.is_displayed()]


try:
    driver.get(glossary)
    total = len(driver.find_elements(By.CSS_SELECTOR, ".entry"))
    check(f"the glossary lists {total} terms and shows them all", len(visible_terms()) == total and total >= 100)
    box = driver.find_element(By.ID, "glossary-search")
    check("the search box is shown once the script runs", box.is_displayed())

    box.send_keys("CREDIT")
    shown = visible_terms()
    check(f"typing 'CREDIT' keeps only entries that mention credit ({len(shown)}: {', '.join(shown[:6])}…)",
          0 < len(shown) < total and "Credit card" in shown and "Budget" not in shown)
    groups = driver.find_elements(By.CSS_SELECTOR, ".letter-group")
    shown_groups = [g for g in groups if g.is_displayed()]
    check(f"letter groups without a match are hidden ({len(shown_groups)} of {len(groups)} shown)",
          0 < len(shown_groups) < len(groups)
          and all(any(e.is_displayed() for e in g.find_elements(By.CSS_SELECTOR, ".entry")) for g in shown_groups))
    box.clear()
    box.send_keys("zzzzqq")
    check("a search with no match says so", driver.find_element(By.CSS_SELECTOR, ".no-results").is_displayed())
    box.clear()
    box.send_keys("favourites")
    check("the stars' hidden labels are not searched: 'favourites' finds no term",
          driver.find_element(By.CSS_SELECTOR, ".no-results").is_displayed() and not visible_terms())
    box.clear()
    box.send_keys(" ")
    check("clearing the search shows every term again", len(visible_terms()) == total)

    for anchor in ("budget", "interest"):
        driver.find_element(By.CSS_SELECTOR, f"#{anchor} .star").click()
    star = driver.find_element(By.CSS_SELECTOR, "#budget .star")
    check("a clicked star is pressed and filled", star.get_attribute("aria-pressed") == "true" and "★" in star.text)
    driver.refresh()
    driver.find_element(By.ID, "glossary-favourites").click()
    check("favourites survive a reload and the favourites view shows only them",
          visible_terms() == ["Budget", "Interest"])
    driver.find_element(By.CSS_SELECTOR, "#budget .star").click()
    check("un-starring removes a favourite from the view", visible_terms() == ["Interest"])

    driver.get(chapter)
    search = driver.find_element(By.ID, "site-search-input")
    search.send_keys("emergency")
    WebDriverWait(driver, 5).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".search-results a"))
    results = [a.text for a in driver.find_elements(By.CSS_SELECTOR, ".search-results a")]
    check(f"the header search finds chapters, sections and terms from file:// ({len(results)} results)",
          any("Emergency fund" in r for r in results) and any("Saving and emergency funds" in r for r in results))
    link = driver.find_element(By.CSS_SELECTOR, ".search-results a").get_attribute("href")
    check("result links are relative to the site root", link.startswith("file://" + output + "/"))
    search.send_keys(Keys.ARROW_DOWN)
    first = driver.find_element(By.CSS_SELECTOR, ".search-results a")
    check("ArrowDown moves from the search box into the results", driver.switch_to.active_element == first)
    driver.switch_to.active_element.send_keys(Keys.ESCAPE)
    box = driver.find_element(By.CSS_SELECTOR, ".search-results")
    check("Escape closes the results and goes back to the box",
          not box.is_displayed() and driver.switch_to.active_element == search)
    search.send_keys("s")
    WebDriverWait(driver, 5).until(lambda d: box.is_displayed())
    # The footer, which the results ("emergencys" finds "emergency", a typo away) cannot cover as they may the h1.
    driver.find_element(By.CSS_SELECTOR, ".site-footer").click()
    check("a click elsewhere closes the results", not box.is_displayed())
    # A number is found however it is grouped: 1000 finds the chapters that write $1,000, marked in the excerpt.
    search.clear()
    search.send_keys("1000")
    WebDriverWait(driver, 5).until(lambda d: d.find_elements(By.CSS_SELECTOR, ".search-results mark"))
    marks = [mark.text for mark in driver.find_elements(By.CSS_SELECTOR, ".search-results mark")]
    check(f"1000 finds $1,000 ({marks[:3]})", "1,000" in marks)
    search.send_keys(Keys.ESCAPE)
    search.clear()

    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    driver.get(chapter)
    WebDriverWait(driver, 5).until(lambda d: d.find_element(By.CSS_SELECTOR, ".chapter-sidebar").is_displayed())
    listed = driver.find_elements(By.CSS_SELECTOR, ".chapter-sidebar a")
    current = [a.text for a in listed if a.get_attribute("aria-current") == "page"]
    check(f"at 1280 px every chapter is listed beside the chapter ({len(listed)}), this one marked ({current})",
          len(listed) == open(os.path.join(output, "chapter-list.js")).read().count('"n":') and current == ["1. Making a budget"])
    heading = driver.find_element(By.CSS_SELECTOR, ".prose h2")
    anchor = heading.find_element(By.CSS_SELECTOR, "a.heading-link")
    check(f"a heading links to itself ({anchor.get_attribute('href').split('/')[-1]})",
          anchor.get_attribute("href").endswith("#" + heading.get_attribute("id")))
    # On a page written right to left the next chapter is on the left, and ← goes to it.
    rtl = driver.execute_script("return document.documentElement.dir") == "rtl"
    (forward, back), (ahead, behind) = ((Keys.ARROW_LEFT, Keys.ARROW_RIGHT), "←→") if rtl else ((Keys.ARROW_RIGHT, Keys.ARROW_LEFT), "→←")
    driver.find_element(By.ID, "site-search-input").send_keys(forward)
    check(f"{ahead} in the search box stays on the page", driver.current_url == chapter)
    driver.find_element(By.TAG_NAME, "h1").click()
    driver.switch_to.active_element.send_keys(forward)
    WebDriverWait(driver, 5).until(lambda d: d.current_url != chapter)
    check(f"{ahead} goes to the next chapter ({driver.current_url.split('/')[-2]})", "saving-and-emergency-funds" in driver.current_url)
    driver.find_element(By.TAG_NAME, "body").send_keys(back)
    WebDriverWait(driver, 5).until(lambda d: d.current_url == chapter)
    check(f"{behind} goes back to the previous one", driver.current_url == chapter)

    theme = driver.find_element(By.CSS_SELECTOR, ".theme-toggle")
    light_background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    theme.click()
    dark_background = driver.execute_script("return getComputedStyle(document.body).backgroundColor")
    check(f"on a light system the theme button turns the page dark ({light_background} → {dark_background}) and says so",
          driver.execute_script("return document.documentElement.dataset.theme") == "dark"
          and theme.get_attribute("aria-pressed") == "true" and dark_background != light_background)
    driver.get("file://" + os.path.join(output, "glossary", "index.html"))
    check("the chosen theme is kept on the next page",
          driver.execute_script("return document.documentElement.dataset.theme") == "dark"
          and driver.execute_script("return getComputedStyle(document.body).backgroundColor") == dark_background
          and driver.find_element(By.CSS_SELECTOR, ".theme-toggle").get_attribute("aria-pressed") == "true")
    driver.find_element(By.CSS_SELECTOR, ".theme-toggle").click()
    check("pressed again, it turns the page light",
          driver.execute_script("return getComputedStyle(document.body).backgroundColor") == light_background)
    driver.execute_script("localStorage.removeItem('cashdash-theme')")

    driver.get("file://" + os.path.join(output, "curriculum", "print", "index.html"))
    check("the print page has a Print button", driver.find_element(By.CSS_SELECTOR, ".print-button").is_displayed())

    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 800, "deviceScaleFactor": 1, "mobile": True})
    driver.get(chapter)
    check("on a phone there is no chapter list beside the chapter",
          not driver.find_element(By.CSS_SELECTOR, ".chapter-sidebar").is_displayed())
    nav = driver.find_element(By.CSS_SELECTOR, ".site-nav")
    toggle = driver.find_element(By.CSS_SELECTOR, ".menu-toggle")
    header = driver.find_element(By.CSS_SELECTOR, ".site-header").size["height"]
    check(f"on a phone the header is one row ({header} px) with the navigation behind a Menu button",
          header < 80 and toggle.is_displayed() and not nav.is_displayed())
    toggle.click()
    check("the Menu button opens the navigation and says so",
          nav.is_displayed() and toggle.get_attribute("aria-expanded") == "true")
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})

    driver.get("file://" + os.path.join(output, "calculators", "loan", "index.html"))
    form = driver.find_element(By.ID, "calculator-form")
    button = form.find_element(By.CSS_SELECTOR, "button[type=submit]")
    check("the loan form is shown once the script runs, its button enabled", form.is_displayed() and button.is_enabled())
    top = form.location["y"]
    check(f"the form starts near the top of the page ({top} px down at 1280 px)", top < 600)
    button.click()
    years = driver.find_elements(By.CSS_SELECTOR, "#calculator-results .schedule:not(.full-schedule .schedule) tbody tr")
    every = driver.find_elements(By.CSS_SELECTOR, "#calculator-results .full-schedule tbody tr")
    charts = driver.find_elements(By.CSS_SELECTOR, "#calculator-results figure.chart svg[role=img] title")
    check(f"360 months are shown by year ({len(years)} rows) with every month behind a click ({len(every)} rows), "
          f"and drawn as charts ({', '.join(c.get_attribute('textContent') for c in charts)})",
          len(years) == 30 and len(every) == 360
          and not driver.find_element(By.CSS_SELECTOR, "#calculator-results .full-schedule table").is_displayed()
          and len(charts) == 2)
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 390, "height": 800, "deviceScaleFactor": 1, "mobile": True})
    WebDriverWait(driver, 5).until(lambda d: d.execute_script(
        "return document.querySelector('#calculator-results svg').viewBox.baseVal.width") < 400)
    smallest = driver.execute_script(MEASURE, "#calculator-results")[1]
    check(f"turned to 390 px, the results' charts are drawn again for the width (smallest text {smallest:.1f} px)",
          smallest >= 11)
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    amount = driver.find_element(By.ID, "field-amount")
    amount.clear()
    amount.send_keys("12.345")
    message = driver.find_element(By.ID, "field-amount-message").text
    check(f"three decimals disable the button with a message ({message!r})",
          not button.is_enabled() and "at most 2 decimals" in message
          and "One box needs a change" in form.find_element(By.CSS_SELECTOR, ".form-message").text)
    amount.clear()
    amount.send_keys("1,000,000,000")
    # At 1280 px three cards share a row, too narrow for $2,158,381,891.55 at the cards' usual size.
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 1280, "height": 900, "deviceScaleFactor": 1, "mobile": False})
    button.click()
    spilling = driver.execute_script(
        "return Array.prototype.filter.call(document.querySelectorAll('#calculator-results .money-card-amount'),"
        " function (a) { return a.scrollWidth > a.clientWidth; }).length")
    smaller = driver.find_elements(By.CSS_SELECTOR, "#calculator-results .money-card-amount.long")
    cards = [c.text for c in driver.find_elements(By.CSS_SELECTOR, "#calculator-results .money-card-amount")]
    check(f"a loan of a billion is worked out and its amounts stay inside their cards, {len(smaller)} written "
          f"smaller to fit ({cards})", len(cards) >= 3 and spilling == 0 and len(smaller) >= 1)
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    amount.clear()
    amount.send_keys("10,000")
    months = driver.find_element(By.ID, "field-months")
    months.clear()
    months.send_keys("36")
    button.click()
    cards = [c.text for c in driver.find_elements(By.CSS_SELECTOR, "#calculator-results .money-card-amount")]
    years = driver.find_elements(By.CSS_SELECTOR, "#calculator-results .schedule:not(.full-schedule .schedule) tbody tr")
    every = driver.find_elements(By.CSS_SELECTOR, "#calculator-results .full-schedule tbody tr")
    check(f"$10,000 over 36 months at 6% costs $304.22 a month ({cards}; {len(years)} years, {len(every)} months)",
          (cards[:3] == ["$304.22", "$951.88", "$10,951.88"]
           or rtl and [c.replace("\u00a0", " ") for c in cards[:3]] == ["304.22 US$", "951.88 US$", "10,951.88 US$"])
          and len(years) == 3 and len(every) == 36)
    months.clear()
    months.send_keys("24")
    button.click()
    rows = driver.find_elements(By.CSS_SELECTOR, "#calculator-results .schedule tbody tr")
    numbers = driver.find_elements(By.CSS_SELECTOR, "#calculator-results .chart-data tbody tr")
    check(f"24 months are shown month by month ({len(rows)} rows; the charts' numbers: {len(numbers)} rows)",
          len(rows) == 24 and len(numbers) == 4 and not driver.find_elements(By.CSS_SELECTOR, "#calculator-results .full-schedule"))

    driver.get("file://" + os.path.join(output, "calculators", "savings-goal", "index.html"))
    monthly = driver.find_element(By.ID, "field-monthly")
    months = driver.find_element(By.ID, "field-months")
    check("a savings goal asks for the monthly amount only when the plan is 'how long'",
          monthly.is_displayed() and not months.is_displayed())
    driver.find_element(By.CSS_SELECTOR, "#field-plan option[value=amount]").click()
    check("choosing 'how much each month' asks for the months instead", months.is_displayed() and not monthly.is_displayed())

    driver.get("file://" + os.path.join(output, "calculators", "card-payoff", "index.html"))
    payment = driver.find_element(By.ID, "field-payment")
    payment.clear()
    payment.send_keys("50")
    driver.find_element(By.CSS_SELECTOR, "#calculator-form button").click()
    note = driver.find_element(By.CSS_SELECTOR, "#calculator-results .result-note").text
    check(f"a card payment below the interest says the balance would never go down ({note[:60]!r}…)",
          "would never go down" in note)

    # ---- Calculators: with the example's numbers, the script tells the results in the worked example's sentences ----
    # (the sentences are the calculator's Swift type's, given to the script as JSON in the page)
    for name in sorted(os.listdir(os.path.join(output, "calculators"))):
        page = os.path.join(output, "calculators", name, "index.html")
        if not os.path.isfile(page):
            continue
        driver.get("file://" + page)
        if not driver.find_elements(By.ID, "calculator-form"):
            continue
        driver.find_element(By.CSS_SELECTOR, "#calculator-form button").click()

        def texts(selector):
            return [e.get_attribute("textContent").strip() for e in driver.find_elements(By.CSS_SELECTOR, selector)]
        notes, example_notes = texts("#calculator-results .result-note"), texts(".worked-example .result-note")
        titles, example_titles = texts("#calculator-results figure.chart > figcaption"), texts(".worked-example figure.chart > figcaption")
        captions = texts("#calculator-results .schedule caption")
        example_captions = texts(".worked-example .schedule caption")
        descriptions, example_descriptions = texts("#calculator-results svg desc"), texts(".worked-example svg desc")
        check(f"calculators/{name}: the script's results for the example say what the worked example says "
              f"({len(notes)} notes, {len(titles)} charts, {len(captions)} tables)",
              all(note in example_notes for note in notes) and titles == example_titles
              and set(captions) <= set(example_captions) | set(titles) and set(descriptions) == set(example_descriptions))
    failures += read_every_kind(driver, output)
finally:
    driver.quit()

print(f"{failures} failed")
sys.exit(1 if failures else 0)
