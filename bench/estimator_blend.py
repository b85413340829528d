#!/usr/bin/env python3
"""Two estimators of the accuracy report averaged, against each alone, on an
accuracy run's tests (exploratory: issue 35's "what would close the gap").

The report's estimators each read one side of a player's moves: the loss's
location (mean, trimmed mean, median) or the move-choice temperature. Where
their test-to-test noise is partly independent, their average is steadier
than either. This script measures that, held out the way the report holds
out: the tested players interleaved by true Elo into two halves, each
statistic's line (true Elo on the statistic, least squares) fitted on one
half's tests and read on the other's; the blend is the two held-out ratings'
mean. Figures: RMSE, retest SD (pooled within player), Spearman over tests.

It is not the report's rule for a new default: that was fixed before the
tests, and a blend found after them needs a run of its own to be judged.

    python3 bench/estimator_blend.py --run bench/accuracy-run [--games 4]
        [--kiryoku PATH] [--pair LABEL_A LABEL_B ...]

It prints first where the shipped statistic's noise comes from (--games K):
each game's value varies about the test's by a part every game has (tau^2,
which more moves a game would not shrink) and a part from the moves sampled
(sigma^2 / n for a game of n moves), fitted by moments over all the tests'
games (each game's squared deviation from its test's mean against 1/n).

Without --pair it compares every pair of a short list (BLENDED). Labels are
those of accuracy_estimators.ESTIMATORS. Each estimate is one `kiryoku
estimate --json` call on the test's first K games (the move-choice ones take
seconds each), run on every core.
"""
import argparse
import itertools
import json
import math
import os
import subprocess
import sys
import tempfile

import accuracy_estimators as ae
import accuracy_report as ar

BLENDED = ("winning chance, every non-book move",
           "median",
           "trimmed mean 10%",
           "move choice, winning chance, every non-book move",
           "move choice, every non-book move")


def estimate_json(kiryoku, table, games, args):
    """`kiryoku estimate --json` on the table's first `games` games, or None
    (fewer games, or nothing counted). The thesis line by name, as the
    report's estimates: without a profile estimate takes the judge's own,
    whose statistic may differ."""
    with tempfile.NamedTemporaryFile("w", suffix=".tsv", delete=False) as t:
        path = t.name
    try:
        if ar.subset_table(table, games, path) < games:
            return None
        r = subprocess.run([kiryoku, "estimate", "--json", "--profile", "quest10-gikou202-d10"] + args + [path],
                           capture_output=True, text=True)
        return json.loads(r.stdout) if r.returncode == 0 else None
    finally:
        os.unlink(path)


def statistic(kiryoku, table, games, args):
    """The statistic's value on the table's first `games` games, or None."""
    j = estimate_json(kiryoku, table, games, args)
    if j is None:
        return None
    return j["statistic"]["value"] if j.get("statistic") else j["mean_loss"]


def game_values(kiryoku, table, games, args):
    """[(moves counted, value)] of each of the table's first `games` games."""
    j = estimate_json(kiryoku, table, games, args)
    if j is None:
        return None
    return [(g["positions"], g["statistic"]) for g in j["games"]
            if g["positions"] > 0 and g.get("statistic") is not None]


def noise_parts(per_test):
    """(tau2, sigma2, mean moves a game): a game's value about its test's
    mean varies by tau2 + sigma2 / n; fitted by least squares of each game's
    squared deviation (times k/(k-1), the test's own mean taken out) on 1/n."""
    xs, ys = [], []
    for games in per_test:
        if not games or len(games) < 2:
            continue
        m = sum(v for _, v in games) / len(games)
        for n, v in games:
            xs.append(1.0 / n)
            ys.append((v - m) ** 2 * len(games) / (len(games) - 1))
    line = ar.fit_line(list(zip(xs, ys)))
    if line is None:
        return None
    return line[1], line[0], len(xs) / sum(xs)


def held_out_ratings(values, true):
    """{test: rating} from lines fitted on the other half's tests."""
    order = sorted({player for player, _ in values}, key=lambda n: true[n])
    half = {n: i % 2 for i, n in enumerate(order)}
    out = {}
    for fold in (0, 1):
        line = ar.fit_line([(v, true[p]) for (p, s), v in values.items() if half[p] != fold])
        if line is None:
            return None
        for (p, s), v in values.items():
            if half[p] == fold:
                out[(p, s)] = line[0] * v + line[1]
    return out


def figures(ratings, true):
    keys = sorted(ratings)
    err = [ratings[k] - true[k[0]] for k in keys]
    by = {}
    for k in keys:
        by.setdefault(k[0], []).append(ratings[k])
    ss = df = 0
    for v in by.values():
        if len(v) > 1:
            m = sum(v) / len(v)
            ss += sum((x - m) ** 2 for x in v)
            df += len(v) - 1
    return {"tests": len(keys), "rmse": math.sqrt(sum(e * e for e in err) / len(err)),
            "retest_sd": math.sqrt(ss / df) if df else None, "df": df,
            "spearman": ar.spearman([ratings[k] for k in keys], [true[k[0]] for k in keys])}


def row(label, f):
    return [label, f["tests"], "%.0f" % f["rmse"], ar.fmt(f["retest_sd"]) + " (%d df)" % f["df"],
            ar.fmt(f["spearman"], "%.3f")]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--run", required=True, help="an accuracy run's directory")
    ap.add_argument("--games", type=int, default=4)
    ap.add_argument("--kiryoku", help="default: the run's bin-estimate/kiryoku, else bin/kiryoku")
    ap.add_argument("--pair", nargs=2, action="append", metavar="LABEL", help="a pair to blend (repeatable)")
    o = ap.parse_args()
    kiryoku = o.kiryoku or ae.estimator_kiryoku(o.run)[0]
    args_of = dict(ae.ESTIMATORS)
    pairs = o.pair or list(itertools.combinations(BLENDED, 2))
    for label in {x for p in pairs for x in p}:
        if label not in args_of:
            sys.exit("estimator_blend: no estimator labelled '%s' (see accuracy_estimators.ESTIMATORS)" % label)
    elo = os.path.join(o.run, "elo.tsv")
    if not os.path.exists(elo):  # the report writes it; before the report, the round robin's games give it
        elo = os.path.join(tempfile.mkdtemp(), "elo.tsv")
        with open(elo, "w") as f:
            subprocess.run([sys.executable, os.path.join(os.path.dirname(os.path.abspath(__file__)), "accuracy_elo.py"),
                            os.path.join(o.run, "games.tsv"), os.path.join(o.run, "pool.tsv")], stdout=f, check=True)
    tested = ar.tested_players(o.run)
    true = {name: t[0] for name, t in ar.read_truth(elo).items() if name in tested}
    tests = [(name, seed, table) for _, name, seed, table in ar.finished_tests(o.run) if name in true]
    shipped = "winning chance, every non-book move"
    parts = noise_parts(ar.parallel_map(lambda t: game_values(kiryoku, t[2], o.games, args_of[shipped]), tests))
    if parts and (parts[0] < 0 or parts[1] < 0):
        print("Noise of '%s' a game: not separable on these tests (tau^2 %.2f, sigma^2 %.0f fitted; one of them "
              "below 0).\n" % (shipped, parts[0], parts[1]))
    elif parts:
        tau2, sigma2, n = parts
        print("Noise of '%s' a game, %d games a test: tau^2 %.2f (every game), sigma^2 %.0f a move, so %.2f "
              "for a game of the harmonic mean's %.0f moves: the moves sampled are %.0f%% of a game's variance.\n" % (
                  shipped, o.games, tau2, sigma2, sigma2 / n, n, 100 * (sigma2 / n) / (tau2 + sigma2 / n)))
    labels = sorted({x for p in pairs for x in p}, key=lambda x: [a for a, _ in ae.ESTIMATORS].index(x))
    alone = {}
    for label in labels:
        vals = ar.parallel_map(lambda t: statistic(kiryoku, t[2], o.games, args_of[label]), tests)
        values = {(n, s): v for (n, s, _), v in zip(tests, vals) if v is not None}
        alone[label] = held_out_ratings(values, true)
        print("estimator_blend: %s: %d of %d tests" % (label, len(values), len(tests)), file=sys.stderr)
    rows = [row(label, figures(alone[label], true)) for label in labels if alone[label]]
    for a, b in pairs:
        if not alone[a] or not alone[b]:
            continue
        both = set(alone[a]) & set(alone[b])
        rows.append(row("%s + %s" % (a, b), figures({k: (alone[a][k] + alone[b][k]) / 2 for k in both}, true)))
    print("%d games, %d tests of %d players, held-out halves (kiryoku %s)\n" % (
        o.games, len(tests), len({t[0] for t in tests}), kiryoku))
    print("\n".join(ar.table(["estimator (held out)", "tests", "RMSE", "retest SD", "Spearman (tests)"], rows)))


if __name__ == "__main__":
    main()
