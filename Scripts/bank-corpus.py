#!/usr/bin/env python3
"""Measure `cashdash import` against the bank-export corpus (issue 47).

For each entry of Tests/Fixtures/BankExports/reference.json:
  1. make a fresh site in a temp folder (`cashdash init site`), remove the starter's ledgers and budgets.yml,
     set `currency:` in Content/site.yml to the file's currency (language stays English);
  2. copy the export into the site's Downloads/ and run `cashdash import Downloads/FILE --yes` (stdin /dev/null);
  3. if import exits 0, run `cashdash report Content/budgets/FILE --format json` and compare money in, money out
     and the row count with the reference (Decimal, exact);
  4. classify: exact  - import exit 0 and money in, money out and rows equal the reference
               wrong  - import exit 0, report read, totals differ (both readings recorded)
               refused- import exit non-zero (last error line; does it name a setting to choose?)
               error  - import exit 0 but report failed (why); a `--keep-going` reading is recorded for analysis

Also recorded per file, for the category / note goals of issue 47: the profile import wrote (budgets.yml), whether
the bank's own category column was mapped, how much spending is `Uncategorized` after `import --yes` (which takes the
category rules it proposes) and, read again with those rules left out, without them, and how many rows have an empty
note (read from the HTML report's register).

Python 3 standard library only. Usage:
  python3 Scripts/bank-corpus.py [--bin PATH] [--json OUT.json] [--corpus DIR] [--only SUBSTRING] [--keep DIR]
"""
import argparse
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from decimal import Decimal
from pathlib import Path

HERE = Path(__file__).resolve().parent
DEFAULT_CORPUS = HERE.parent / "Tests" / "Fixtures" / "BankExports"
ZERO = Decimal("0")
TIMEOUT = 60

# How far a refusal goes towards its fix: `specific` names a setting and its value (`--date-format DD/MM/YYYY`,
# `encoding: windows-1252`), `flag` names a setting but not which value, `none` names neither.
SPECIFIC = re.compile(r"--date-format [A-Za-z]|--amounts (signed|charges-positive)|write `[a-z_]+: [^`]+`|rename it to ")
FLAG = re.compile(r"--date-format|--budget|--amounts|\b(date_format|decimal_separator|encoding|skip|skip_rows|columns|types)\b")


def setting_named(message):
    if SPECIFIC.search(message):
        return "specific"
    if FLAG.search(message):
        return "flag"
    return "none"


def run(cmd, cwd, timeout=TIMEOUT):
    try:
        p = subprocess.run(cmd, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout, env=dict(os.environ, NO_COLOR="1", TERM="dumb"))
        return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace")
    except subprocess.TimeoutExpired as e:
        return 124, (e.stdout or b"").decode("utf-8", "replace"), "timed out after %ss" % timeout


def last_error_line(text):
    """The last `error:` line without its `file:line:col: error:` prefix (not the `N errors; ...` count line)."""
    lines = [l.strip() for l in text.splitlines() if l.strip()]
    errs = [re.sub(r"^.*?: error: ", "", l) for l in lines if ": error:" in l]
    if errs:
        return errs[-1]
    errs = [l for l in lines if "error" in l.lower()]
    return (errs or lines or [""])[-1]


def make_site(bin_path, root, currency):
    rc, out, err = run([bin_path, "init", "site"], cwd=root)
    if rc != 0:
        raise RuntimeError("cashdash init failed: " + last_error_line(err + out))
    site = root / "site"
    budgets = site / "Content" / "budgets"
    for f in budgets.glob("*.csv"):
        f.unlink()
    yml = budgets / "budgets.yml"
    if yml.exists():
        yml.unlink()
    cfg = site / "Content" / "site.yml"
    text = cfg.read_text(encoding="utf-8")
    new, n = re.subn(r"(?m)^currency:[ \t]*[A-Za-z]{3}", "currency: " + currency, text)
    if n == 0:
        new = text.rstrip("\n") + "\ncurrency: " + currency + "\n"
    if not re.search(r"(?m)^language:[ \t]*en\b", new):
        new = re.sub(r"(?m)^language:.*$", "language: en", new) if re.search(r"(?m)^language:", new) \
            else new + "language: en\n"
    cfg.write_text(new, encoding="utf-8")
    return site


def dec(v):
    return Decimal(str(v)) if v is not None else None


def read_report_json(text):
    return json.loads(text, parse_float=Decimal, parse_int=Decimal)


def uncategorized(rep):
    """(spent uncategorized, spent total, categories other than Uncategorized with spending)."""
    cats = rep.get("categories") or {}
    total = sum((dec(c.get("spent", 0)) for c in cats.values()), ZERO)
    unc = ZERO
    named = []
    for name, c in cats.items():
        s = dec(c.get("spent", 0))
        if name.strip().lower() in ("uncategorized", "uncategorised", ""):
            unc += s
        elif s:
            named.append(name)
    return unc, total, named


_ROW = re.compile(r"<tr><td class=\"wide-only\"><time[^>]*>.*?</tr>", re.S)
_TD = re.compile(r"<td[^>]*>(.*?)</td>", re.S)
_TAG = re.compile(r"<[^>]+>")


def empty_notes(html_text):
    """(rows in the register, rows whose Note cell is empty) of an HTML report."""
    rows = _ROW.findall(html_text)
    empty = 0
    for r in rows:
        cells = _TD.findall(r)
        # Date, Category, Note, Amount, Balance
        if len(cells) >= 3 and not html.unescape(_TAG.sub("", cells[2])).strip():
            empty += 1
    return len(rows), empty


def profile_facts(yml_text):
    """Roles of the columns in the profile import wrote (simple line reading of the YAML it writes)."""
    roles = {}
    in_cols = False
    for line in yml_text.splitlines():
        if re.match(r"^\s{4}columns:\s*$", line):
            in_cols = True
            continue
        if in_cols:
            m = re.match(r"^\s{6}(\"(?:[^\"\\]|\\.)*\"|[^:]+):\s*(.+?)\s*$", line)
            if m:
                roles[m.group(1).strip('"')] = m.group(2).strip('"')
                continue
            in_cols = False
    return roles


def rule_lines(yml_text):
    """The lines of the `categories:` rules and `methods:` in the profile import wrote."""
    rules, inside = [], False
    for line in yml_text.splitlines():
        if re.match(r"^\s{4}(categories|methods):\s*$", line):
            inside = True
        elif inside and re.match(r"^\s{6}\S", line):
            rules.append(line)
        else:
            inside = False
    return rules


def without_rules(yml_text):
    """The profile with its `categories:` rules and `methods:` left out."""
    kept, inside = [], False
    for line in yml_text.splitlines():
        if re.match(r"^\s{4}(categories|methods):\s*$", line):
            inside = True
            continue
        if inside and re.match(r"^\s{6}\S", line):
            continue
        inside = False
        kept.append(line)
    return "\n".join(kept) + "\n"


def measure(entry, corpus, bin_path, keep=None):
    rel = entry["file"]
    src = corpus / rel
    name = src.name
    res = {"file": rel, "bank": entry.get("bank"), "currency": entry["currency"],
           "reference": {"money_in": entry["money_in"], "money_out": entry["money_out"], "rows": entry["rows"]}}
    if "pending" in entry:
        res["reference"]["pending"] = entry["pending"]
    root = Path(tempfile.mkdtemp(prefix="bankcorpus-"))
    try:
        site = make_site(bin_path, root, entry["currency"])
        dl = site / "Downloads"
        dl.mkdir()
        shutil.copyfile(src, dl / name)
        t0 = time.monotonic()
        rc, out, err = run([bin_path, "import", "Downloads/" + name, "--yes"], cwd=site)
        res["import_seconds"] = round(time.monotonic() - t0, 3)
        res["import_exit"] = rc
        res["import_output"] = (out + err)[-4000:]
        yml = site / "Content" / "budgets" / "budgets.yml"
        res["profile"] = yml.read_text(encoding="utf-8", errors="replace") if yml.exists() else None
        if rc != 0:
            lines = [l.strip() for l in (out + err).splitlines() if ": error:" in l]
            if len(lines) > 1 and "the profile worked out reads this file with problems" in lines[-1]:
                # the reason is in the warnings above it; keep the first of them too
                warn = [l.strip() for l in (out + err).splitlines() if re.match(r"^\s+\S+:\d+:\d+: ", l)]
                res["problems"] = warn[:5]
            line = last_error_line(out + err)
            res["status"] = "refused"
            res["why"] = line
            res["names_setting"] = setting_named(line)
            return res
        roles = profile_facts(res["profile"] or "")
        res["columns"] = roles
        res["category_column_mapped"] = any(v == "category" for v in roles.values())
        res["reference_category_column"] = entry.get("category_column")
        ledgers = sorted(p.name for p in (site / "Content" / "budgets").iterdir() if p.name != "budgets.yml")
        ledger = name if name in ledgers else (ledgers[0] if ledgers else name)
        res["ledger"] = ledger
        lpath = "Content/budgets/" + ledger
        rc2, out2, err2 = run([bin_path, "report", lpath, "--format", "json"], cwd=site)
        res["report_exit"] = rc2
        rep = None
        if rc2 == 0:
            try:
                rep = read_report_json(out2)
            except ValueError as e:
                res["status"] = "error"
                res["why"] = "report json unreadable: %s" % e
        else:
            res["status"] = "error"
            errs = [l.strip() for l in (err2 + out2).splitlines() if ": error:" in l]
            res["why"] = (re.sub(r"^.*?: error: ", "", errs[0]) + (" (+%d more)" % (len(errs) - 1) if len(errs) > 1 else "")
                          if errs else last_error_line(err2 or out2))
            res["report_errors"] = errs[:10]
            # For analysis only: what the rows that can be read add up to.
            rc3, out3, _ = run([bin_path, "report", lpath, "--format", "json", "--keep-going"], cwd=site)
            if rc3 == 0:
                try:
                    kg = read_report_json(out3)
                    ov = kg.get("overall", {})
                    res["keep_going"] = {"money_in": str(dec(ov.get("added", 0))), "money_out":
                                         str(abs(dec(ov.get("spent", 0)))), "rows": int(kg.get("rows", 0)),
                                         "skipped_rows": int(kg.get("skipped_rows", 0))}
                    rep = kg
                except ValueError:
                    pass
        if rep is not None:
            ov = rep.get("overall", {})
            mi, mo = dec(ov.get("added", 0)), abs(dec(ov.get("spent", 0)))
            nrows = int(rep.get("rows", 0))
            res["cashdash"] = {"money_in": str(mi), "money_out": str(mo), "rows": nrows,
                               "skipped_rows": int(rep.get("skipped_rows", 0))}
            unc, tot, named = uncategorized(rep)
            res["spent_total"] = str(tot)
            res["spent_uncategorized"] = str(unc)
            res["categories_with_spending"] = named
            # `import --yes` takes the category rules it proposes; the same reading without them, for comparison.
            res["rules_written"] = len(rule_lines(res["profile"] or ""))
            res["spent_uncategorized_without_rules"] = str(unc)
            if res["rules_written"]:
                bare = root / "without-rules.yml"
                bare.write_text(without_rules(res["profile"]), encoding="utf-8")
                rc5, out5, _ = run([bin_path, "report", lpath, "--format", "json", "--keep-going", "--budgets",
                                    str(bare)], cwd=site)
                if rc5 == 0:
                    res["spent_uncategorized_without_rules"] = str(uncategorized(read_report_json(out5))[0])
            if res.get("status") != "error":
                same = (mi == Decimal(entry["money_in"]) and mo == Decimal(entry["money_out"])
                        and nrows == int(entry["rows"]))
                res["status"] = "exact" if same else "wrong"
                if not same:
                    diffs = []
                    if mi != Decimal(entry["money_in"]):
                        diffs.append("in")
                    if mo != Decimal(entry["money_out"]):
                        diffs.append("out")
                    if nrows != int(entry["rows"]):
                        diffs.append("rows")
                    res["differs"] = diffs
                    p = entry.get("pending")
                    if p and mi == Decimal(entry["money_in"]) + Decimal(p["money_in"]) \
                            and mo == Decimal(entry["money_out"]) + Decimal(p["money_out"]):
                        res["note"] = "totals equal the reference with its pending rows counted"
                    elif mi == Decimal(entry["money_out"]) and mo == Decimal(entry["money_in"]):
                        res["note"] = "money in and out swapped"
            rc4, out4, _ = run([bin_path, "report", lpath, "--format", "html", "--keep-going"], cwd=site)
            if rc4 == 0:
                n, e = empty_notes(out4)
                res["register_rows"] = n
                res["empty_notes"] = e
        return res
    except Exception as e:  # a failure of this script, not of cashdash
        res["status"] = "error"
        res["why"] = "measurement failed: %r" % e
        return res
    finally:
        if keep:
            dest = Path(keep) / rel.replace("/", "__")
            shutil.rmtree(dest, ignore_errors=True)
            shutil.copytree(root, dest, symlinks=True)
        shutil.rmtree(root, ignore_errors=True)


def short(s, n):
    s = s or ""
    return s if len(s) <= n else s[: n - 1] + "…"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--bin", default=str(Path(__file__).resolve().parent.parent / ".build" / "debug" / "cashdash"),
                    help="the cashdash binary (default: the debug build, as `swift build` makes it)")
    ap.add_argument("--json", help="write the JSON summary here")
    ap.add_argument("--corpus", default=str(DEFAULT_CORPUS), help="folder with reference.json")
    ap.add_argument("--only", help="only files whose path contains this")
    ap.add_argument("--keep", help="keep each temp site under this folder (for analysis)")
    a = ap.parse_args()

    bin_path = str(Path(a.bin).resolve())
    corpus = Path(a.corpus)
    entries = json.loads((corpus / "reference.json").read_text(encoding="utf-8"))
    if a.only:
        entries = [e for e in entries if a.only in e["file"]]
    if a.keep:
        Path(a.keep).mkdir(parents=True, exist_ok=True)

    t0 = time.monotonic()
    results = []
    print("%-8s %-62s %-28s %-9s %-5s %s" % ("status", "file", "reference in/out/rows", "no note", "uncat",
                                            "cashdash in/out/rows  · why"))
    for e in entries:
        r = measure(e, corpus, bin_path, a.keep)
        results.append(r)
        ref = "%s/%s/%s" % (e["money_in"], e["money_out"], e["rows"])
        if "cashdash" in r:
            c = r["cashdash"]
            got = "%s/%s/%s" % (c["money_in"], c["money_out"], c["rows"])
        else:
            got = "-"
        extra = ""
        if r["status"] in ("refused", "error"):
            extra = " · " + short(r.get("why"), 110)
            if r["status"] == "refused":
                extra += " [setting named: %s]" % r.get("names_setting")
        elif r.get("note"):
            extra = " · " + r["note"]
        notes = "%d/%d" % (r["empty_notes"], r["register_rows"]) if "register_rows" in r else "-"
        uncat = ("%d%%" % round(100 * Decimal(r["spent_uncategorized"]) / Decimal(r["spent_total"]))
                 if r.get("spent_total") and Decimal(r["spent_total"]) else "-")
        print("%-8s %-62s %-28s %-9s %-5s %s%s" % (r["status"], short(r["file"], 62), ref, notes, uncat, got, extra),
              flush=True)

    counts = {k: sum(1 for r in results if r["status"] == k) for k in ("exact", "refused", "wrong", "error")}
    # Spending by category is counted on the exact files only: a wrong file's spending is not real
    # (one NZ file reads 24 billion), and an error file's report is refused.
    exact = [r for r in results if r["status"] == "exact"]
    spent = sum((Decimal(r["spent_total"]) for r in exact), ZERO)
    unc = sum((Decimal(r["spent_uncategorized"]) for r in exact), ZERO)
    unc_bare = sum((Decimal(r.get("spent_uncategorized_without_rules", r["spent_uncategorized"])) for r in exact), ZERO)
    files_categorized = sum(1 for r in exact if Decimal(r["spent_total"]) and not Decimal(r["spent_uncategorized"]))
    reg = sum(r.get("register_rows", 0) for r in results)
    empt = sum(r.get("empty_notes", 0) for r in results)
    with_cat = [r for r in results if r.get("reference_category_column") and "import_exit" in r
                and r["import_exit"] == 0]
    cat_used = sum(1 for r in with_cat if r.get("category_column_mapped"))
    summary = {
        "files": len(results), "counts": counts,
        "exact_share": round(counts["exact"] / len(results), 3) if results else None,
        "exact_spent": str(spent), "exact_spent_uncategorized": str(unc),
        "exact_files_all_spending_categorized": files_categorized,
        "refused_by_setting_named": {k: sum(1 for r in results if r.get("names_setting") == k)
                                     for k in ("specific", "flag", "none")},
        "categorized_share_of_spending": (str(round((spent - unc) / spent, 3)) if spent else None),
        "categorized_share_without_rules": (str(round((spent - unc_bare) / spent, 3)) if spent else None),
        "rules_written": sum(r.get("rules_written", 0) for r in results),
        "register_rows": reg, "rows_with_empty_note": empt,
        "files_with_bank_category_column_read": len(with_cat),
        "of_which_category_column_mapped": cat_used,
        "seconds": round(time.monotonic() - t0, 1), "binary": bin_path,
    }
    print()
    print("summary: %d files · exact %d · refused %d · wrong %d · error %d" %
          (len(results), counts["exact"], counts["refused"], counts["wrong"], counts["error"]))
    print("refusals naming a setting with its value / a setting only / nothing: %(specific)d / %(flag)d / %(none)d"
          % summary["refused_by_setting_named"])
    print("spending of the exact files: %s, of which Uncategorized %s (%s categorized after import --yes with its "
          "%d proposed rules taken, %s without them; %d files fully categorized)" %
          (spent, unc, summary["categorized_share_of_spending"], summary["rules_written"],
           summary["categorized_share_without_rules"], files_categorized))
    print("rows in reports' registers (files imported): %d, with an empty note: %d" % (reg, empt))
    print("files read that have a bank category column: %d, column mapped to category: %d" % (len(with_cat), cat_used))
    print("time: %.1fs" % summary["seconds"])
    if a.json:
        Path(a.json).write_text(json.dumps({"summary": summary, "files": results}, indent=1, ensure_ascii=False)
                                + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
