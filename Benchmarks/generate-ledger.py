#!/usr/bin/env python3
"""Writes a synthetic budget ledger of N rows for the report benchmark, and the same data as an hledger journal.

Usage: generate-ledger.py OUT.csv ROWS [OUT.journal]

Rows are spread over three budgets and twelve categories across 2020-2026; notes carry quotes, commas and now and
then a line break, so the CSV reader's quoted paths are exercised. The output is the same for the same arguments.
"""
import random
import sys

out, rows = sys.argv[1], int(sys.argv[2])
journal = sys.argv[3] if len(sys.argv) > 3 else None
random.seed(42)
categories = ["Groceries", "Rent", "Transport", "Eating out", "Phone", "Fun", "Clothes", "Gifts", "Books",
              "Health", "Savings", "Allowance"]
budgets = ["Household", "Student term", "Holiday fund"]
notes = ['Weekly shop', 'Bus pass, monthly', 'Pizza with "the team"', 'Refill', 'Birthday present, for Sam',
         'Textbook', '"Big" shop, two stores', 'Pharmacy', 'Cinema', 'Pay day']
days = [f"{y:04d}-{m:02d}-{d:02d}" for y in range(2020, 2027) for m in range(1, 13) for d in range(1, 29)]

def quote(text):
    return '"' + text.replace('"', '""') + '"' if any(c in text for c in ',"\n') else text

with open(out, "w", newline="") as csv, (open(journal, "w") if journal else open("/dev/null", "w")) as hl:
    csv.write("date,amount,type,category,budget,note\r\n")
    for i in range(rows):
        date = days[i * len(days) // rows]
        category = categories[random.randrange(len(categories))]
        kind = "deposit" if category == "Allowance" else "expense"
        cents = random.randrange(50, 250_00) if kind == "expense" else random.randrange(100_00, 900_00)
        amount = f"{cents // 100}.{cents % 100:02d}"
        budget = budgets[random.randrange(len(budgets))]
        note = notes[random.randrange(len(notes))] + (f"\nrow {i}" if i % 997 == 0 else f" #{i}")
        csv.write(f"{date},{amount},{kind},{quote(category)},{quote(budget)},{quote(note)}\r\n")
        if journal:
            account = ("income:" if kind == "deposit" else "expenses:") + category
            sign = "-" if kind == "deposit" else ""
            hl.write(f"{date} row {i}\n    {account}  {sign}{amount} USD\n    assets:{budget}\n\n")
