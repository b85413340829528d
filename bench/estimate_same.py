#!/usr/bin/env python3
"""Whether two kiryoku builds rate the accuracy report's estimators alike.

`accuracy.sh --estimate-with COMMIT` rates every estimator of the report
with one build, newer than the run's snapshot when an estimator needs a
newer option. Before moving a run's report to a newer build, this checks
that the estimators both builds have come out the same: `estimate --json`
on the first K games of every Nth finished test, for every estimator whose
options the older build takes, compared field by field; fields the newer
build adds (--ignore, repeatable) are left out.

    python3 bench/estimate_same.py --run bench/accuracy-run --old OLD/kiryoku
        --new build/kiryoku [--every 9] [--games 4] [--ignore best_free]

Prints each estimate that differs and a count; exits 1 when any does.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

import accuracy_estimators as ae
import accuracy_report as ar


def estimate(kiryoku, args, table):
    r = subprocess.run([kiryoku, "estimate", "--json", "--profile", "quest10-gikou202-d10"] + args + [table],
                       capture_output=True, text=True)
    return json.loads(r.stdout) if r.returncode == 0 else None, r.stderr.strip()


def strip(value, ignore):
    """value without the ignored keys, at any depth."""
    if isinstance(value, dict):
        return {k: strip(v, ignore) for k, v in value.items() if k not in ignore}
    if isinstance(value, list):
        return [strip(v, ignore) for v in value]
    return value


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--run", required=True)
    ap.add_argument("--old", required=True)
    ap.add_argument("--new", required=True)
    ap.add_argument("--every", type=int, default=9)
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--ignore", action="append", default=[])
    o = ap.parse_args()
    tests = ar.finished_tests(o.run)[::o.every]
    compared = differ = skipped = 0
    for _, name, seed, table in tests:
        with tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False) as t:
            path = t.name
        try:
            if ar.subset_table(table, o.games, path) < o.games:
                continue
            for label, args in ae.ESTIMATORS:
                (a, why), (b, _) = estimate(o.old, args, path), estimate(o.new, args, path)
                if a is None and "unknown option" in why:
                    skipped += 1  # an option the older build lacks: nothing to compare
                    continue
                compared += 1
                if strip(a, set(o.ignore)) != strip(b, set(o.ignore)):
                    differ += 1
                    print("differs: %s-s%d, %s" % (name, seed, label))
        finally:
            os.unlink(path)
    print("%d estimates compared on %d tests (%d games), %d differ; %d skipped (options the older build lacks)" % (
        compared, len(tests), o.games, differ, skipped))
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
