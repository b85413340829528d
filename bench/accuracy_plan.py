#!/usr/bin/env python3
"""Which games the accuracy round robin plays next (issue 19).

A full round robin spends most of its games on pairs whose result is all
but certain: a game won with probability 0.99 carries 1/25 of the Fisher
information of an even one. The pool's true Elos need 95% intervals of
+-50, and the weakest and strongest players, who have neighbours on one
side only, are the slowest to get there. So after a base of --rounds games
a pair, this plans extra games where they narrow the widest interval most
per second of play:

  repeat: take the tested player (not rr-only in the pool file) whose
  interval is widest; among its pairs, add
  a colour-swapped pair of games to the one whose expected information
  about that player, per second of its games so far, is largest;
  until every predicted interval is within --target or --max-extra games
  have been added.

The prediction uses the ratings fitted so far (bench/accuracy_elo.py) and
updates the covariance by a rank-one step per pair of games. Choosing games
by the results so far leaves the likelihood, and so the fitted ratings, as
they would be for the same games chosen in advance; only the number of
games changes.

    accuracy_plan.py --games TSV --pool TSV --rounds N --target ELO [--max-extra N]
        writes the plan (NAME_A<TAB>NAME_B<TAB>GAMES, the pairs given more
        than N games) to stdout and what it expects to stderr; its last
        stderr line is "plan: K games to play", K counting the planned games
        not yet in the results file.
    accuracy_plan.py --self-test
"""
import argparse
import math
import os
import random
import statistics
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import accuracy_elo  # noqa: E402

SCALE = accuracy_elo.SCALE


def read_rounds(path):
    """{(a, b) sorted: (rounds reached, [seconds])} from the results file."""
    pairs = {}
    for row in accuracy_elo.read_rows(path):
        key = tuple(sorted((row["black"], row["white"])))
        reached, secs = pairs.get(key, (0, []))
        secs.append(float(row["seconds"]))
        pairs[key] = (max(reached, int(row["round"]) + 1), secs)
    return pairs


def covariance(names, counts, elo):
    """Inverse of the expected information (prior included), and per pair the
    information of one game."""
    k = len(names)
    idx = {n: i for i, n in enumerate(names)}
    h = [[(1.0 / accuracy_elo.PRIOR_SD ** 2 if i == j else 0.0) for j in range(k)] for i in range(k)]
    weight = {}
    for (a, b), c in counts.items():
        p = 1.0 / (1.0 + math.exp(-SCALE * (elo[a] - elo[b])))
        w = SCALE * SCALE * p * (1 - p)
        weight[(a, b)] = w
        i, j = idx[a], idx[b]
        h[i][i] += c * w
        h[j][j] += c * w
        h[i][j] -= c * w
        h[j][i] -= c * w
    return accuracy_elo.inverse(h), weight


def half_widths(names, cov):
    """95% half-widths of the ratings anchored at mean 0 (as accuracy_elo)."""
    k = len(names)
    rowmean = [sum(cov[i]) / k for i in range(k)]
    total = sum(rowmean) / k
    return {n: 1.96 * math.sqrt(max(cov[i][i] - 2 * rowmean[i] + total, 0.0)) for i, n in enumerate(names)}


def plan(names, elo, counts, cost, target, max_extra, targets=None):
    """Extra games per pair (even numbers) until every half-width of the
    targets (default: every player) <= target. Pairs with a non-target
    player count too: its games tie the targets' ratings."""
    targets = names if targets is None else targets
    k = len(names)
    idx = {n: i for i, n in enumerate(names)}
    cov, weight = covariance(names, counts, elo)
    extra = {key: 0 for key in counts}
    added = 0
    while added + 2 <= max_extra:
        hw = half_widths(names, cov)
        worst = max(targets, key=lambda n: hw[n])
        if hw[worst] <= target:
            break
        w_i = idx[worst]
        v = [-1.0 / k] * k
        v[w_i] += 1.0
        cv = [sum(cov[r][c] * v[c] for c in range(k)) for r in range(k)]  # C v
        best = None
        for key in counts:
            if worst not in key:
                continue
            i, j = idx[key[0]], idx[key[1]]
            w = 2 * weight[key]
            cuu = cov[i][i] + cov[j][j] - 2 * cov[i][j]  # u'Cu, u = e_i - e_j
            vcu = cv[i] - cv[j]
            gain = w * vcu * vcu / (1 + w * cuu) / (2 * cost[key])
            if best is None or gain > best[0]:
                best = (gain, key, w)
        _, key, w = best
        i, j = idx[key[0]], idx[key[1]]
        cu = [cov[r][i] - cov[r][j] for r in range(k)]
        denom = 1 + w * (cu[i] - cu[j])
        cov = [[cov[r][c] - w * cu[r] * cu[c] / denom for c in range(k)] for r in range(k)]
        extra[key] += 2
        added += 2
    hw = half_widths(names, cov)
    return extra, {n: hw[n] for n in targets}


def make_plan(games_path, pool_path, rounds, target, max_extra, log=sys.stderr):
    names = accuracy_elo.read_pool(pool_path)
    tested = accuracy_elo.read_pool(pool_path, tested=True)
    reached = read_rounds(games_path) if os.path.exists(games_path) else {}
    games = accuracy_elo.read_games(games_path, names) if reached else []
    fitted = accuracy_elo.fit(games) if games else {}
    elo = {n: fitted[n][0] if n in fitted else 0.0 for n in names}
    every = [s for _, secs in reached.values() for s in secs]
    default_cost = max(statistics.median(every), 1.0) if every else 10.0
    counts, cost = {}, {}
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            key = tuple(sorted((a, b)))
            r, secs = reached.get(key, (0, []))
            # A pair's base games all get played (the run plays every gap),
            # and a grown pair keeps what an earlier plan gave it.
            counts[key] = max(rounds, r + r % 2)
            cost[key] = max(statistics.median(secs), 1.0) if secs else default_cost
    extra, hw = plan(names, elo, counts, cost, target, max_extra, tested)
    lines = []
    for key in sorted(counts):
        if counts[key] + extra[key] > rounds:
            lines.append("%s\t%s\t%d" % (key[0], key[1], counts[key] + extra[key]))
    played = {key: len(secs) for key, (_, secs) in reached.items()}
    to_play = sum(max(counts[key] + extra[key] - played.get(key, 0), 0) for key in counts)
    added = sum(extra.values())
    secs = sum(extra[key] * cost[key] for key in counts)
    print("plan: %d extra games on %d pairs (about %.1f CPU-hours at the pairs' median game times)"
          % (added, sum(1 for x in extra.values() if x), secs / 3600), file=log)
    print("plan: predicted widest 95%% half-width %.0f Elo (%s), target %.0f"
          % (max(hw.values()), max(hw, key=hw.get), target), file=log)
    print("plan: %d games to play" % to_play, file=log)
    return lines, hw, extra


def self_test():
    """A simulated pool: planned games reach the target with fewer games than
    a full round robin needs, the plan only grows pairs, and the fitted
    intervals after the planned games are about as predicted."""
    import tempfile
    rng = random.Random(20261127)
    true = {"p%02d" % i: -700 + 80 * i for i in range(18)}
    names = sorted(true)
    fails = 0
    with tempfile.TemporaryDirectory() as d:
        pool = os.path.join(d, "pool.tsv")
        with open(pool, "w") as f:
            f.write("# simulated\n" + "".join("%s\tembedded:depth=1\n" % n for n in names))
        path = os.path.join(d, "games.tsv")
        gid = [0]

        def play(a, b, rnd, out):
            black, white = (a, b) if rnd % 2 == 0 else (b, a)
            p = 1 / (1 + 10 ** ((true[white] - true[black]) / 400))
            s = 1.0 if rng.random() < p else 0.0
            out.write("%d\t%d\t%s\t%s\t%g\tmate\t100\t0\t%d\n" % (gid[0], rnd, black, white, s, 5))
            gid[0] += 1

        with open(path, "w") as out:
            out.write("game\tround\tblack\twhite\tblack_score\tend\tplies\topening\tseconds\n")
            for rnd in range(8):
                for i, a in enumerate(names):
                    for b in names[i + 1:]:
                        play(a, b, rnd, out)
        base = gid[0]
        base_path = os.path.join(d, "base.tsv")
        with open(path) as f, open(base_path, "w") as out:
            out.write(f.read())
        for _ in range(4):
            lines, hw, extra = make_plan(path, pool, 8, 50, 6000, log=open(os.devnull, "w"))
            reached = read_rounds(path)
            with open(path, "a") as out:
                for line in lines:
                    a, b, n = line.split("\t")
                    for rnd in range(reached.get((a, b), (0, []))[0], int(n)):
                        play(a, b, rnd, out)
        fitted = accuracy_elo.fit(accuracy_elo.read_games(path))
        widest = max(v[1] for v in fitted.values())
        used = gid[0]
        full = 36 * len(names) * (len(names) - 1) // 2
        ok = widest <= 55 and used < full
        fails += not ok
        print("%s plan self-test: 18 players 80 Elo apart, 8 base rounds (%d games) then plans: "
              "%d games in all (a 36-round robin: %d), widest fitted half-width %.0f"
              % ("ok  " if ok else "FAIL", base, used, full, widest))
        mean = sum(true.values()) / len(true)
        errs = [abs(fitted[n][0] - (true[n] - mean)) <= fitted[n][1] for n in names]
        ok = sum(errs) >= 15
        fails += not ok
        print("%s plan self-test: %d of 18 true Elos within the fitted intervals"
              % ("ok  " if ok else "FAIL", sum(errs)))
        lines2, _, _ = make_plan(path, pool, 8, 50, 6000, log=open(os.devnull, "w"))
        before = {tuple(x.split("\t")[:2]): int(x.split("\t")[2]) for x in lines}
        after = {tuple(x.split("\t")[:2]): int(x.split("\t")[2]) for x in lines2}
        ok = all(after.get(k, 0) >= v for k, v in before.items())
        fails += not ok
        print("%s plan self-test: a new plan keeps every pair's planned games" % ("ok  " if ok else "FAIL"))
        # Every third player rr-only: the plan aims at the tested ones alone.
        pool_rr = os.path.join(d, "pool_rr.tsv")
        tested = [n for i, n in enumerate(names) if i % 3 != 1]
        with open(pool_rr, "w") as f:
            f.write("".join("%s\tembedded:depth=1%s\n" % (n, "" if n in tested else "\trr-only") for n in names))
        _, hw_all, extra_all = make_plan(base_path, pool, 8, 50, 6000, log=open(os.devnull, "w"))
        _, hw_rr, extra_rr = make_plan(base_path, pool_rr, 8, 50, 6000, log=open(os.devnull, "w"))
        ok = (sorted(hw_rr) == sorted(tested) and max(hw_rr.values()) <= 50
              and 0 < sum(extra_rr.values()) < sum(extra_all.values()))
        fails += not ok
        print("%s plan self-test: 6 of 18 players rr-only: %d planned games bring the 12 tested within +-%.0f "
              "(all 18 targets: %d games)" % ("ok  " if ok else "FAIL", sum(extra_rr.values()),
                                               max(hw_rr.values()), sum(extra_all.values())))
    print("%d passed, %d failed" % (4 - fails, fails))
    return 1 if fails else 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    ap = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    ap.add_argument("--games", required=True)
    ap.add_argument("--pool", required=True)
    ap.add_argument("--rounds", type=int, required=True)
    ap.add_argument("--target", type=float, required=True)
    ap.add_argument("--max-extra", type=int, default=6000)
    a = ap.parse_args(argv[1:])
    if not os.path.exists(a.pool):
        print("accuracy_plan: %s: no such pool file" % a.pool, file=sys.stderr)
        return 1
    lines, _, _ = make_plan(a.games, a.pool, a.rounds, a.target, a.max_extra)
    print("# accuracy_plan.py --rounds %d --target %g --max-extra %d" % (a.rounds, a.target, a.max_extra))
    for line in lines:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
