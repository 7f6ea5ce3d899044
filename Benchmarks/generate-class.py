#!/usr/bin/env python3
"""Writes a large class ledger for Benchmarks/class.sh: STUDENTS students and TRANSACTIONS transactions over a
school year (weekly pay from the bank, purchases, payments between students; none goes below zero), XP and badges.

Usage: generate-class.py SITE_DIR [STUDENTS] [TRANSACTIONS]
"""
import datetime
import os
import random
import sys

site = sys.argv[1]
students = int(sys.argv[2]) if len(sys.argv) > 2 else 300
count = int(sys.argv[3]) if len(sys.argv) > 3 else 100_000
random.seed(42)
folder = os.path.join(site, "Content", "class")
os.makedirs(folder, exist_ok=True)
with open(os.path.join(site, "Content", "site.yml"), "w") as f:
    f.write("title: Benchmark school\n")
ids = [f"s{i:05d}" for i in range(students)]
with open(os.path.join(folder, "students.csv"), "w") as f:
    f.write("id,name\n")
    for i, sid in enumerate(ids):
        f.write(f"{sid},Student {i} Example\n")
balance = {sid: 0 for sid in ids}
start = datetime.date(2026, 9, 1)
with open(os.path.join(folder, "transactions.csv"), "w") as f:
    f.write("id,date,from,to,amount,memo,created_by\n")
    for n in range(count):
        day = (start + datetime.timedelta(days=n * 300 // count)).isoformat()
        sid = random.choice(ids)
        kind = random.random()
        if kind < 0.5 or balance[sid] < 500:
            cents = random.randint(500, 1500)
            f.write(f"t{n:07d},{day},bank,{sid},{cents // 100}.{cents % 100:02d},\"Weekly pay, job {n % 17}\",Teacher\n")
            balance[sid] += cents
        else:
            cents = random.randint(100, min(balance[sid], 2000))
            other = random.choice(ids) if kind < 0.7 else "bank"
            if other == sid:
                other = "bank"
            f.write(f"t{n:07d},{day},{sid},{other},{cents // 100}.{cents % 100:02d},Store purchase {n % 23},Teacher\n")
            balance[sid] -= cents
            if other != "bank":
                balance[other] += cents
with open(os.path.join(folder, "xp.csv"), "w") as f:
    f.write("id,date,student,points,quest\n")
    for n in range(count // 5):
        day = (start + datetime.timedelta(days=n * 300 // (count // 5))).isoformat()
        f.write(f"x{n:07d},{day},{random.choice(ids)},{random.randint(5, 40)},Quest {n % 40}\n")
with open(os.path.join(folder, "badges.csv"), "w") as f:
    f.write("id,name,description\n")
    for b in range(12):
        f.write(f"b{b},Badge {b},What badge {b} is for\n")
with open(os.path.join(folder, "awards.csv"), "w") as f:
    f.write("date,student,badge,reason\n")
    for n, sid in enumerate(ids):
        f.write(f"2026-11-{1 + n % 28:02d},{sid},b{n % 12},Good work\n")
