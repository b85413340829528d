#!/usr/bin/env python3
"""The expected figures of tests/unit/test_calibrate.c's
thesis_subjects_by_player, computed here independently of kiryoku: the
thesis subjects 1-3 (tests/data/thesis/subjectN.tsv) against their Shogi
Quest ratings (Baba 2019, Table 4.1: 1455, 856, 1267), with kiryoku's
default filters written out by hand (not in the opening book, |eval before|
<= 200, ply >= 40, at least 60 s left on the clock, game progress <= 100%),
then the weighted least squares of each player's mean loss on rating
(weights: positions), the profile rating = a * mean_loss + b with a = 1 /
slope and b = -intercept / slope, Pearson's r, and leave-one-out: refit
without each player, rate it (rounded down, as kiryoku's profile does) and
take the root mean square of the errors. Then the groups of 500.

Run from anywhere:
    python3 tests/gen/calibrate_thesis.py          prints the test's lines
    python3 tests/gen/calibrate_thesis.py --check  and checks that each is in
                                                   tests/unit/test_calibrate.c
                                                   word for word (tests/run.sh
                                                   runs this)
The figures are printed as Python's shortest round-trip repr, the form the
test has them in. Standard library only.
"""
import math
import os
import sys

RATINGS = {"subject1": 1455, "subject2": 856, "subject3": 1267}


def counted(path):
    """Each player's (positions, summed loss) over the rows that count."""
    players = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or line.startswith("game\t"):
                continue
            _, ply, player, before, after, clock, plies, book = line.rstrip("\n").split("\t")
            ply, before, after, plies = int(ply), int(before), int(after), int(plies)
            if int(book) or abs(before) > 200 or ply < 40 or (clock != "" and int(clock) < 60000) \
                    or ply * 100 > 100 * plies:
                continue
            n, loss = players.get(player, (0, 0))
            players[player] = (n + 1, loss + after - before)
    return players


def fit(points):
    """points: (rating, positions, mean loss). Slope, intercept, r."""
    w = sum(n for _, n, _ in points)
    mx = sum(n * x for x, n, _ in points) / w
    my = sum(n * y for _, n, y in points) / w
    sxx = sum(n * (x - mx) ** 2 for x, n, _ in points)
    sxy = sum(n * (x - mx) * (y - my) for x, n, y in points)
    syy = sum(n * (y - my) ** 2 for _, n, y in points)
    slope = sxy / sxx
    return slope, my - slope * mx, sxy / math.sqrt(sxx * syy)


def lines(root):
    players = {}
    for s in (1, 2, 3):
        players.update(counted(os.path.join(root, "tests", "data", "thesis", "subject%d.tsv" % s)))
    points = sorted((RATINGS[p], n, loss / n) for p, (n, loss) in players.items())
    slope, intercept, r = fit(points)
    errors = []
    for i, (rating, _, mean_loss) in enumerate(points):
        s, c, _ = fit(points[:i] + points[i + 1:])
        a, b = 1 / s, -c / s
        errors.append(math.floor(a * mean_loss + b) - rating)
    rmse = math.sqrt(sum(e * e for e in errors) / len(errors))
    # Groups of 500 (floor(rating / 500)): 856 alone, 1267 and 1455 together.
    groups = {}
    for rating, n, _ in points:
        groups.setdefault(rating // 500, []).append((rating, n))
    high = groups[max(groups)]
    return [
        "CHECK_INT(c.player_count, %d);" % len(points),
        "CHECK_INT(c.positions, %d);" % sum(n for _, n, _ in points),
        "CHECK_NEAR(c.slope, %r, 1e-9);" % slope,
        "CHECK_NEAR(c.profile.a, %r, 1e-6);" % (1 / slope),
        "CHECK_NEAR(c.profile.b, %r, 1e-4);" % (-intercept / slope),
        "CHECK_NEAR(c.r, %r, 1e-9);" % r,
        "CHECK_INT(c.loo_count, %d);" % len(errors),
        "CHECK_NEAR(c.loo_rmse, %r, 1e-6);" % rmse,
        "CHECK_INT(c.point_count, %d);" % len(groups),
        "CHECK_INT(c.points[1].players, %d);" % len(high),
        "CHECK_INT(c.points[1].positions, %d);" % sum(n for _, n in high),
    ]


def main(argv):
    root = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".."))
    want = lines(root)
    if argv[1:] != ["--check"]:
        print("\n".join(want))
        return 0
    test = os.path.join(root, "tests", "unit", "test_calibrate.c")
    have = {line.strip() for line in open(test, encoding="utf-8")}
    missing = [line for line in want if line not in have]
    for line in missing:
        print("calibrate_thesis.py: tests/unit/test_calibrate.c lacks: " + line)
    # tests/run.sh's summary line, one case per figure (its label letters
    # only: run.sh reads 'WORD: N passed, N failed')
    print("calibrate: %d passed, %d failed" % (len(want) - len(missing), len(missing)))
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
