#!/usr/bin/env python3
"""How many moves a statistic counts in a test's first k games, and whether
the test gets a rating (>= 50 counted moves, ESTIMATE_MIN_POSITIONS in
rating/estimate.h), for the thesis mean and for the placement test's default
since issue 35 (the winning-chance mean over every move out of the book),
each through its shipped profile, on an accuracy run's tests.

    nice -n 10 python3 bench/rated_after_k.py --run RUN [--kiryoku build/kiryoku] [--games 6] [--jobs 2]

RUN is a `make accuracy` run directory (round 2: the run of commit
ede958e). The tests and their first k games are read as
bench/stat_profile_fit.py reads them (its pool() and estimate(), which uses
accuracy_report.subset_table). A test where nothing counts is 0 moves, not
rated. Prints markdown: per k, the tests rated, the counted moves per test
(mean, least, coefficient of variation over tests), and the tests under 50
at 4 games.
"""
import argparse
import os
import statistics
import sys
from concurrent.futures import ThreadPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import stat_profile_fit as spf  # noqa: E402

PROFILES = [("thesis mean (balanced positions, cp)", "quest10-kiryoku-embedded"),
            ("every move (winning chances), the default", "quest10-kiryoku-embedded-winprob-every-move")]
MIN_POSITIONS = 50


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--run", required=True)
    ap.add_argument("--kiryoku", default="build/kiryoku")
    ap.add_argument("--games", type=int, default=6)
    ap.add_argument("--jobs", type=int, default=2)
    o = ap.parse_args()
    true, _, tests = spf.pool(o.run)
    tests.sort(key=lambda t: (true[t["player"]][0], t["seed"]))
    ks = range(1, o.games + 1)
    jobs = [(t, prof, k) for t in tests for _, prof in PROFILES for k in ks]

    def moves(job):
        t, prof, k = job
        r = spf.estimate(o.kiryoku, prof, ["--player", t["player"]], t["table"], k)
        return r["positions"] if r else 0

    with ThreadPoolExecutor(o.jobs) as ex:
        counted = dict(zip(((t["player"], t["seed"], p, k) for t, p, k in jobs), ex.map(moves, jobs)))
    print("| statistic | games | tests rated | moves a test, mean | least | CV over tests |")
    print("|---|---|---|---|---|---|")
    for label, prof in PROFILES:
        for k in ks:
            n = [counted[(t["player"], t["seed"], prof, k)] for t in tests]
            m = statistics.mean(n)
            print("| %s | %d | %d of %d | %.1f | %d | %.2f |" % (
                label, k, sum(x >= MIN_POSITIONS for x in n), len(n), m, min(n), statistics.stdev(n) / m))
    for label, prof in PROFILES:
        under = ["%s-s%d (%d)" % (t["player"], t["seed"], counted[(t["player"], t["seed"], prof, 4)])
                 for t in tests if counted[(t["player"], t["seed"], prof, 4)] < MIN_POSITIONS]
        print("\nUnder %d moves at 4 games, %s: %s" % (MIN_POSITIONS, label, ", ".join(under) or "none"))


if __name__ == "__main__":
    main()
