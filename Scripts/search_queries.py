#!/usr/bin/env python3
"""The header search as a beginner uses it (issue 51): queries a reader would type, typos and questions among them,
each of which must find its page among the first three results, on the English example site and the French and
Arabic starter sites, opened from file:// in headless Chromium.

Usage: Scripts/search_queries.py LANGUAGE OUTPUT_DIR      (LANGUAGE: en, fr or ar; OUTPUT_DIR: the built site)
The English site is `cashdash build`'s default one; the French and Arabic ones are `cashdash init DIR --language fr`
(or ar), built. Prints each query with its first three results; exits 1 if any query misses its page. Needs what
reader_checks.py needs.
"""
import os
import sys
import time
from urllib.parse import unquote

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from reader_checks import chrome  # noqa: E402

# A query, and the page it must find (a glossary term by its #anchor). Typos: a letter left out, one too many, one
# changed, two swapped; questions: "what is", "how do I", "calculator" and their French and Arabic forms; Arabic
# words with and without their article ال.
QUERIES = {
    "en": [
        ("intrest", "glossary/index.html#interest"),
        ("compund interest", "calculators/compound-interest/index.html"),
        ("what is compound interest", "glossary/index.html#compound-interest"),
        ("how do i make a budget", "curriculum/making-a-budget/index.html"),
        ("emergency fund calculator", "calculators/emergency-fund/index.html"),
        ("credit scroe", "glossary/index.html#credit-score"),
        ("inflaton", "calculators/inflation/index.html"),
        ("what is a mortgage", "glossary/index.html#mortgage"),
        ("morgage", "glossary/index.html#mortgage"),
        ("how do i start saving", "curriculum/saving-and-emergency-funds/index.html"),
        ("savings goal calculator", "calculators/savings-goal/index.html"),
        ("loan calculator", "calculators/loan/index.html"),
        ("exchnage rate", "glossary/index.html#exchange-rate"),
        ("what is apr", "calculators/apr-apy/index.html"),
        ("take home pay", "calculators/take-home-pay/index.html"),
        ("paycheck", "glossary/index.html#paycheck"),
        ("credit card debt", "calculators/card-payoff/index.html"),
        ("how do credit cards work", "curriculum/credit-and-credit-cards/index.html"),
        ("net wroth", "calculators/net-worth/index.html"),
        ("what is a budget", "glossary/index.html#budget"),
        ("diversifcation", "glossary/index.html#diversification"),
        ("how do i pay off debt", "calculators/debt-payoff/index.html"),
        ("swiss frank", "rates/currency/chf/index.html"),
    ],
    "fr": [
        ("budget", "glossary/index.html#budget"),
        ("qu'est-ce qu'un budget", "glossary/index.html#budget"),
        ("interets composes", "calculators/compound-interest/index.html"),
        ("intérets compsés", "calculators/compound-interest/index.html"),
        ("calculatrice intérêts composés", "calculators/compound-interest/index.html"),
        ("epargne", "glossary/index.html#épargne"),
        ("épragne de précaution", "calculators/emergency-fund/index.html"),
        ("comment faire un budget", "curriculum/votre-premier-budget/index.html"),
        ("mensualités prêt", "calculators/loan/index.html"),
        ("calculateur de prêt", "calculators/loan/index.html"),
        ("inflation", "calculators/inflation/index.html"),
        ("inflasion", "calculators/inflation/index.html"),
        ("salaire net", "calculators/take-home-pay/index.html"),
        ("salair net", "calculators/take-home-pay/index.html"),
        ("carte de credit", "calculators/card-payoff/index.html"),
        ("conversion devises", "calculators/currency/index.html"),
        ("qu'est-ce que le patrimoine net", "calculators/net-worth/index.html"),
        ("dépense", "glossary/index.html#dépense"),
        ("qu'est-ce qu'un revenu", "glossary/index.html#revenu"),
        ("boule de neige", "calculators/debt-payoff/index.html"),
        ("objectif d'épargne", "calculators/savings-goal/index.html"),
        ("bienvenue", "curriculum/bienvenue/index.html"),
    ],
    "ar": [
        ("ميزانية", "glossary/index.html#الميزانية"),
        ("الميزانية", "glossary/index.html#الميزانية"),
        ("ادخار", "glossary/index.html#الادخار"),
        ("الادخار", "glossary/index.html#الادخار"),
        ("دخل", "glossary/index.html#الدخل"),
        ("مصروف", "glossary/index.html#المصروف"),
        ("ما هو الادخار", "glossary/index.html#الادخار"),
        ("ما هي الميزانية", "glossary/index.html#الميزانية"),
        ("فائدة مركبة", "calculators/compound-interest/index.html"),
        ("حاسبة الفائدة المركبة", "calculators/compound-interest/index.html"),
        ("الفائده المركبة", "calculators/compound-interest/index.html"),
        ("قرض", "calculators/loan/index.html"),
        ("اقساط القرض", "calculators/loan/index.html"),
        ("تضخم", "calculators/inflation/index.html"),
        ("صندوق طوارئ", "calculators/emergency-fund/index.html"),
        ("صندوق الطوارئ", "calculators/emergency-fund/index.html"),
        ("هدف ادخار", "calculators/savings-goal/index.html"),
        ("تحويل عملات", "calculators/currency/index.html"),
        ("صافي راتب", "calculators/take-home-pay/index.html"),
        ("بطاقة ائتمان", "calculators/card-payoff/index.html"),
        ("كيف اكتب ميزانيتي", "curriculum/ميزانيتك-الأولى/index.html"),
        ("صافي ثروة", "calculators/net-worth/index.html"),
    ],
}

TYPE = """
const input = document.getElementById('site-search-input');
input.value = arguments[0];
input.dispatchEvent(new Event('input'));
"""
# The addresses of the results, relative to the site's folder, and their titles.
RESULTS = """
const list = document.getElementById('site-search-results');
if (list.hidden) return null;
return Array.from(list.querySelectorAll('li')).map(li => {
  const a = li.querySelector('a'), title = li.querySelector('.search-title');
  return a ? [a.href, title.textContent] : [null, li.textContent];
});
"""


def results_for(driver, query, base):
    """The results the box shows for `query`, as (address relative to `base`, title)."""
    driver.execute_script(TYPE, query)
    for _ in range(50):
        found = driver.execute_script(RESULTS)
        if found:
            return [(unquote(href)[len(base):] if href else None, title) for href, title in found]
        time.sleep(0.1)
    return []


def finds(result, wanted):
    """Whether a result's address is the page wanted: the same page, and the same #anchor when one is wanted."""
    address, _, anchor = (result or "").partition("#")
    page, _, wanted_anchor = wanted.partition("#")
    return address == page and (not wanted_anchor or anchor == wanted_anchor)


def main():
    language, output = sys.argv[1], os.path.abspath(sys.argv[2])
    base = "file://" + output + "/"
    driver = chrome()
    failures = 0
    try:
        driver.get(base + "index.html")
        for query, wanted in QUERIES[language]:
            found = results_for(driver, query, base)
            ok = any(finds(address, wanted) for address, _ in found[:3])
            failures += 0 if ok else 1
            shown = "; ".join(f"{title} <{address}>" for address, title in found[:3])
            print(("PASS " if ok else "FAIL ") + f"{query!r} -> {wanted}: {shown or 'no results'}")
    finally:
        driver.quit()
    print(f"{len(QUERIES[language]) - failures} of {len(QUERIES[language])} queries found their page in the first three")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
