#!/usr/bin/env python3
"""The tables of bench/settai_tests.sh: placement tests of the same players
and seeds against settai settings, side by side.

    python3 bench/settai_tests_table.py [--kiryoku build/kiryoku] [--cap-game K,K...] LABEL=DIR [LABEL=DIR ...]

Each DIR holds tests named NAME-sSEED (a settai_tests setting's directory,
or an accuracy run's tests/); a test counts once its done file is there.
Per test: the plies of its games; in how many games the player was ahead by
more than 200 cp (the judge's eval before its move, a mate counting) by ply
20; the moves the thesis mean counts (|eval| <= 200 from ply 40) and the
default statistic counts (winning chance, every non-book move), each
through its shipped profile, on the first 4 (and all 6) games; the
default's loss a move and rating at 4 games; settai's time a move from its
clock in the analysis table (mean, moves of 5 s or more, the longest); the
test's CPU seconds. Then per setting the means (with issue 36's pool goal:
the tests under 50 thesis counts and the counts' coefficient of
variation), each setting against
the first, test by test over the tests both have, with a 90% interval from
resampling the pairs (settai_table.paired: 2000 draws, a fixed seed), and
with --cap-game what the counts would be had settai ended each game once
it had given K level positions (cap_table).
"""
import argparse
import collections
import glob
import os
import random
import statistics as st
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import analysis_table  # noqa: E402
import settai_table  # noqa: E402
import stat_profile_fit as spf  # noqa: E402

PROFILES = {"thesis": "quest10-kiryoku-embedded", "every": "quest10-kiryoku-embedded-winprob-every-move"}
EARLY_PLY, EARLY_CP = 20, 200
# Issue 36's pool goal: every test >= ENOUGH counted positions in 4 games,
# the counts' coefficient of variation (SD / mean over tests) <= 0.3.
ENOUGH = 50


def cv_text(xs):
    """The coefficient of variation of xs, or "-" for fewer than two."""
    if len(xs) < 2 or st.mean(xs) == 0:
        return "-"
    return "CV %.2f" % (st.stdev(xs) / st.mean(xs))


def ahead(e):
    """Is the mover ahead by more than EARLY_CP (or mating) at this eval?"""
    return ("mate" in e and "+" in e) or ("mate" not in e and int(e) > EARLY_CP)


def level_move(r, ai):
    """Is row r a move the thesis mean counts? The player's, out of the
    book, from ply 40, |eval before| <= 200 and no mate score: the
    profile's filters as far as a row shows them (on round 3's 42 depth-7
    tests, 187.4 a test against the profile's 181.2)."""
    return (r["player"] not in ai and r["in_book"] == "0" and int(r["ply"]) >= settai_table.FROM_PLY
            and settai_table.level_eval(r["eval_before"]))


def cap_table(tests, caps):
    """What if settai ended each game (played to win) once it had given the
    player K level positions? Each of the first 4 games' counts capped at K
    (a first look: it leaves out that the positions after would change)."""
    print()
    print("| settai | level positions a game, at most | thesis counts, 4 games: mean (least; tests under %d; CV) |"
          % ENOUGH)
    print("|---|---|---|")
    for label, v in tests.items():
        for k in [None] + caps:
            counts = [sum(c if k is None else min(c, k) for c in t["level"][:4]) for t in v.values()]
            if counts:
                print("| %s | %s | %.1f (%d; %d; %s) |" % (label, "no cap" if k is None else k, st.mean(counts),
                                                         min(counts), sum(c < ENOUGH for c in counts), cv_text(counts)))


def one_test(kiryoku, d):
    """One finished test's figures (see the module's text)."""
    table = glob.glob(os.path.join(d, "tests", "*", "analysis.tsv"))[0]
    player = os.path.basename(d).rsplit("-s", 1)[0]
    ai = analysis_table.ai_players(table)
    games = collections.OrderedDict()
    for r in analysis_table.rows(table):
        games.setdefault(r["game"], []).append(r)
    early, ms = 0, []
    level = [sum(level_move(r, ai) for r in rows) for rows in games.values()]
    for rows in games.values():
        mine = [r for r in rows if r["player"] not in ai and int(r["ply"]) <= EARLY_PLY]
        early += any(ahead(r["eval_before"]) for r in mine)
        left = 600000
        for r in rows:
            if r["player"] in ai:
                ms.append(left - int(r["clock_left_ms"]))
                left = int(r["clock_left_ms"])
    cpu = os.path.join(d, "cpu")  # GNU time's user+system; missing without it
    t = {"plies": [len(rows) for rows in games.values()], "early": early, "ms": ms, "level": level,
         "cpu": sum(float(x) for x in open(cpu).read().split()[-1].split("+")) if os.path.exists(cpu) else None}
    for key, prof in PROFILES.items():
        for k in (4, 6):
            r = spf.estimate(kiryoku, prof, ["--player", player], table, k)
            t[key, k] = r["positions"] if r else 0
            if key == "every" and k == 4:
                t["stat"], t["rating"] = (r["stat"], r["rating"]) if r else (None, None)
    return t


def cpu_text(cpus):
    """The mean CPU seconds, or n/a when a test has none."""
    return "n/a" if None in cpus else "%.0f" % st.mean(cpus)


def interval(d, places=1):
    """The mean of the paired differences d and its 90% interval, as
    settai_table resamples its pairs."""
    f = "%%+.%df" % places
    return (f + " [" + f + ", " + f + "]") % settai_table.paired([d], random.Random(20261129))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--kiryoku", default="build/kiryoku")
    ap.add_argument("--cap-game", default="", metavar="K,K...",
                    help="also: the thesis counts had each game ended after K level positions (cap_table)")
    ap.add_argument("settings", nargs="+", metavar="LABEL=DIR")
    o = ap.parse_args()
    tests = collections.OrderedDict()
    for arg in o.settings:
        label, d = arg.split("=", 1)
        tests[label] = {os.path.basename(os.path.dirname(x)): one_test(o.kiryoku, os.path.dirname(x))
                        for x in sorted(glob.glob(os.path.join(d, "*-s*", "done")))}
    names = sorted({n for v in tests.values() for n in v})
    print("| test | settai | plies of the games | ahead > 200 cp by ply %d | thesis mean counts, 4 games (6) "
          "| every move counts, 4 games (6) | every move: loss a move (%%), rating, 4 games "
          "| a settai move: mean s; 5 s or more; longest | CPU-s |" % EARLY_PLY)
    print("|---|---|---|---|---|---|---|---|---|")
    for n in names:
        for label, v in tests.items():
            t = v.get(n)
            if not t:
                continue
            print("| %s | %s | %s | %d of %d | %d (%d) | %d (%d) | %s, %s | %.2f; %d of %d; %.1f s | %s |" % (
                n, label, ", ".join(map(str, t["plies"])), t["early"], len(t["plies"]), t["thesis", 4], t["thesis", 6],
                t["every", 4], t["every", 6], "-" if t["stat"] is None else "%.2f" % t["stat"], t["rating"],
                st.mean(t["ms"]) / 1000, sum(x >= 5000 for x in t["ms"]), len(t["ms"]), max(t["ms"]) / 1000, cpu_text([t["cpu"]])))
    print()
    print("| settai | tests | thesis mean counts, 4 games: mean (least; tests under %d; CV) | every move counts, 4 games "
          "| ahead by ply %d "
          "| every move: loss a move (%%), mean (SD over tests) | a settai move: mean s | CPU-s a test |"
          % (ENOUGH, EARLY_PLY))
    print("|---|---|---|---|---|---|---|---|")
    for label, v in tests.items():
        ts = list(v.values())
        if not ts:
            continue
        stats = [t["stat"] for t in ts if t["stat"] is not None]
        counts = [t["thesis", 4] for t in ts]
        print("| %s | %d | %.1f (%d; %d; %s) | %.1f | %d of %d games | %.2f (%.2f) | %.2f | %s |" % (
            label, len(ts), st.mean(counts), min(counts), sum(c < ENOUGH for c in counts), cv_text(counts),
            st.mean(t["every", 4] for t in ts), sum(t["early"] for t in ts), sum(len(t["plies"]) for t in ts),
            st.mean(stats), st.stdev(stats) if len(stats) > 1 else 0, st.mean(x for t in ts for x in t["ms"]) / 1000,
            cpu_text([t["cpu"] for t in ts])))
    labels = list(tests)
    if len(labels) > 1:
        print()
        print("| setting against %s | tests paired | thesis mean counts, 4 games [90%%] | every move: loss a move (%%) [90%%] |"
              % labels[0])
        print("|---|---|---|---|")
        for label in labels[1:]:
            both = [n for n in names if n in tests[labels[0]] and n in tests[label]]
            if len(both) < 2:
                continue
            a, b = tests[labels[0]], tests[label]
            dc = [b[n]["thesis", 4] - a[n]["thesis", 4] for n in both]
            ds = [b[n]["stat"] - a[n]["stat"] for n in both if a[n]["stat"] is not None and b[n]["stat"] is not None]
            print("| %s | %d | %s | %s |" % (label, len(both), interval(dc), interval(ds, 2) if len(ds) > 1 else "-"))
    if o.cap_game:
        cap_table(tests, [int(k) for k in o.cap_game.split(",")])


if __name__ == "__main__":
    main()
