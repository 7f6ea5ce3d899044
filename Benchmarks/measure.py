#!/usr/bin/env python3
"""Runs a command, its output discarded, and prints "wall-seconds max-resident-KB user-seconds system-seconds" for it,
to the microsecond: GNU time prints CPU time in hundredths of a second, a twentieth of a 0.2 s rebuild.

Usage: Benchmarks/measure.py COMMAND [ARGUMENT ...]  (exits with the command's status; Linux reports KB)
"""
import os
import subprocess
import sys
import time

start = time.perf_counter()
child = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL)
_, status, usage = os.wait4(child.pid, 0)
child.returncode = os.waitstatus_to_exitcode(status)
wall = time.perf_counter() - start
print(f"{wall:.4f} {usage.ru_maxrss} {usage.ru_utime:.4f} {usage.ru_stime:.4f}")
sys.exit(child.returncode)
