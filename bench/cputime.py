#!/usr/bin/env python3
"""Runs a command (stdin and stdout passed through) and writes its wall and
CPU (user + system) seconds to stderr as "wall W cpu C". CPU time is the
fairer figure on a shared, loaded machine.

usage: cputime.py COMMAND [ARG...]"""
import resource
import subprocess
import sys
import time

start = time.monotonic()
rc = subprocess.call(sys.argv[1:], stderr=subprocess.DEVNULL)
wall = time.monotonic() - start
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"wall {wall:.3f} cpu {usage.ru_utime + usage.ru_stime:.3f}", file=sys.stderr)
sys.exit(rc)
