#!/usr/bin/env python3
"""Elo ratings of the accuracy pool by maximum likelihood (issue 8).

Bradley-Terry on the Elo scale over every game of the round robin at once
(not sequential updates, which depend on the order of the games):
    P(A scores against B) = 1 / (1 + 10 ** ((R_B - R_A) / 400)),
a draw counting as half a win for each side. Ratings are anchored at mean 0.
The 95% intervals come from the observed Fisher information (the inverse
Hessian of the log-likelihood, projected onto mean-zero ratings). A weak
Gaussian prior (SD 2000 Elo) keeps a player who won or lost every game
finite; it moves the others by far less than their interval.

    accuracy_elo.py GAMES.TSV [POOL.TSV]  one line per player: name elo half_width games score
                                       (with POOL.TSV, only the games between its players:
                                       a pool that lost players keeps their games in the file)
    accuracy_elo.py --spacing GAMES.TSV [POOL.TSV]
                                       the largest set of tested players (the pool's
                                       players not marked rr-only) whose neighbours in
                                       strength are all 50-150 Elo apart, and the others
    accuracy_elo.py --self-test        recovers known Elos from simulated games
"""
import math
import random
import sys

SCALE = math.log(10) / 400  # Elo points -> natural logit
PRIOR_SD = 2000.0


def read_rows(path):
    """The rows of a round-robin results file as dicts (a torn last line,
    from a run stopped mid-write, is skipped)."""
    rows = []
    with open(path) as f:
        header = None
        for line in f:
            cols = line.rstrip("\n").split("\t")
            if cols[0] == "game":
                header = cols
            elif header is not None and len(cols) == len(header):
                rows.append(dict(zip(header, cols)))
    return rows


RR_ONLY = "rr-only"


def read_pool_rows(path):
    """(name, spec, rr_only) per player of a pool file (NAME<TAB>SPEC
    [<TAB>rr-only] lines, '#' comments). An rr-only player plays in the
    round robin, where its games tie its neighbours' ratings, and sits no
    placement test."""
    rows = []
    with open(path) as f:
        for line in f:
            if not line.strip() or line.startswith("#") or "\t" not in line:
                continue
            cols = line.rstrip("\n").split("\t")
            rows.append((cols[0], cols[1], cols[2:3] == [RR_ONLY]))
    return rows


def read_pool(path, tested=False):
    """The players' names of a pool file; with tested, only those that sit
    placement tests (not rr-only)."""
    return [name for name, _, rr_only in read_pool_rows(path) if not (tested and rr_only)]


def read_games(path, pool=None):
    """(black, white, black_score) from a round-robin results file; with a
    list of names, only the games between those players."""
    keep = set(pool) if pool is not None else None
    return [(r["black"], r["white"], float(r["black_score"])) for r in read_rows(path)
            if keep is None or (r["black"] in keep and r["white"] in keep)]


def solve(a, b):
    """Solves a x = b by Gauss-Jordan with partial pivoting (a is small)."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for c in range(n):
        p = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[p] = m[p], m[c]
        piv = m[c][c]
        for r in range(n):
            if r != c and m[r][c] != 0:
                f = m[r][c] / piv
                for k in range(c, n + 1):
                    m[r][k] -= f * m[c][k]
    return [m[i][n] / m[i][i] for i in range(n)]


def inverse(a):
    n = len(a)
    cols = [solve(a, [1.0 if i == j else 0.0 for i in range(n)]) for j in range(n)]
    return [[cols[j][i] for j in range(n)] for i in range(n)]


def gradient_hessian(names, games, r):
    """Of the log-likelihood plus prior, in Elo units."""
    idx = {n: i for i, n in enumerate(names)}
    k = len(names)
    g = [-x / PRIOR_SD ** 2 for x in r]
    h = [[(1.0 / PRIOR_SD ** 2 if i == j else 0.0) for j in range(k)] for i in range(k)]
    for a, b, s in games:
        i, j = idx[a], idx[b]
        p = 1.0 / (1.0 + math.exp(-SCALE * (r[i] - r[j])))
        d = SCALE * (s - p)
        g[i] += d
        g[j] -= d
        w = SCALE * SCALE * p * (1 - p)
        h[i][i] += w
        h[j][j] += w
        h[i][j] -= w
        h[j][i] -= w
    return g, h


def fit(games):
    """{name: (elo, half_width_95, games, score)}, anchored at mean 0."""
    names = sorted({g[0] for g in games} | {g[1] for g in games})
    r = [0.0] * len(names)
    for _ in range(100):
        g, h = gradient_hessian(names, games, r)
        step = solve(h, g)  # Newton: h is the negative Hessian, positive definite
        r = [x + min(max(d, -400.0), 400.0) for x, d in zip(r, step)]
        if max(abs(d) for d in step) < 1e-6:
            break
    mean = sum(r) / len(r)
    r = [x - mean for x in r]
    cov = inverse(gradient_hessian(names, games, r)[1])
    k = len(names)
    # Variance of r_i - mean(r): the rating as reported, anchored at mean 0.
    rowmean = [sum(cov[i]) / k for i in range(k)]
    total = sum(rowmean) / k
    out = {}
    for i, n in enumerate(names):
        var = cov[i][i] - 2 * rowmean[i] + total
        played = [g for g in games if n in (g[0], g[1])]
        score = sum(g[2] if g[0] == n else 1 - g[2] for g in played)
        out[n] = (r[i], 1.96 * math.sqrt(max(var, 0.0)), len(played), score)
    return out


def spaced(names, true, low=50, high=None):
    """The largest set of players whose neighbours in strength are all at
    least `low` (and at most `high`) Elo apart, by a longest-chain search
    over the players sorted by true Elo; on a tie, the chain that reaches
    furthest down. Players closer than `low` are ranked by chance as much as
    by strength, by any estimator."""
    order = sorted(names, key=lambda n: true[n][0])
    best = [(1, -i, [n]) for i, n in enumerate(order)]  # (length, -start index, chain) ending at each player
    for j in range(len(order)):
        for i in range(j):
            gap = true[order[j]][0] - true[order[i]][0]
            if gap >= low and (high is None or gap <= high):
                cand = (best[i][0] + 1, best[i][1], best[i][2] + [order[j]])
                if cand[:2] > best[j][:2]:
                    best[j] = cand
    return max(best, key=lambda b: b[:2])[2] if best else []


def simulate(true, per_pair, draw_rate, rng):
    names = list(true)
    games = []
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            for k in range(per_pair):
                black, white = (a, b) if k % 2 == 0 else (b, a)
                p = 1 / (1 + 10 ** ((true[white] - true[black]) / 400))
                # Draws taken evenly out of both sides' wins keep the
                # expected score p (fewer draws where one side rarely wins).
                d = min(draw_rate, 2 * min(p, 1 - p))
                u = rng.random()
                s = 0.5 if u < d else 1.0 if u < d + p - d / 2 else 0.0
                games.append((black, white, s))
    return games


def self_test():
    """Simulated round robins with known Elos: the fit must land within its
    own interval for about 95% of the players, and its intervals must be
    about as wide as the spread of the estimates over repeated runs."""
    rng = random.Random(20261126)
    true = {"p%d" % i: e for i, e in enumerate([-600, -420, -250, -120, 0, 140, 300, 450])}
    mean = sum(true.values()) / len(true)
    true = {n: e - mean for n, e in true.items()}
    inside = total = 0
    errors, widths = [], []
    for _ in range(40):
        est = fit(simulate(true, 24, 0.05, rng))
        for n, (e, hw, _, _) in est.items():
            total += 1
            inside += abs(e - true[n]) <= hw
            errors.append(e - true[n])
            widths.append(hw / 1.96)
    coverage = inside / total
    rmse = math.sqrt(sum(e * e for e in errors) / len(errors))
    sd = sum(widths) / len(widths)
    bias = sum(errors) / len(errors)
    ok = 0.90 <= coverage <= 0.99 and 0.75 < rmse / sd < 1.25 and abs(bias) < 10
    print("elo self-test: 8 players, 24 games a pair, 40 runs: coverage of the 95%% intervals %.3f, "
          "RMSE %.1f Elo vs mean SE %.1f, mean error %.1f" % (coverage, rmse, sd, bias))
    print("%d passed, %d failed" % (1 if ok else 0, 0 if ok else 1))
    return 0 if ok else 1


def main(argv):
    if len(argv) == 2 and argv[1] == "--self-test":
        return self_test()
    spacing = len(argv) > 1 and argv[1] == "--spacing"
    if spacing:
        argv = argv[:1] + argv[2:]
    if len(argv) not in (2, 3):
        print(__doc__.strip(), file=sys.stderr)
        return 2
    games = read_games(argv[1], read_pool(argv[2]) if len(argv) == 3 else None)
    if not games:
        print("accuracy_elo: %s: no games" % argv[1], file=sys.stderr)
        return 1
    fitted = fit(games)
    if spacing:
        tested = read_pool(argv[2], tested=True) if len(argv) == 3 else list(fitted)
        return print_spacing(fitted, [n for n in tested if n in fitted])
    print("player\telo\thalf_width_95\tgames\tscore")
    for n, (e, hw, k, s) in sorted(fitted.items(), key=lambda x: x[1][0]):
        print("%s\t%.1f\t%.1f\t%d\t%.1f" % (n, e, hw, k, s))
    return 0


def print_spacing(fitted, tested):
    """The players by Elo, marking the largest set of tested players 50-150
    apart (kept) and each tested player's gap to the next stronger tested
    one; rr-only players are listed in their place, marked so."""
    kept = set(spaced(tested, fitted, 50, 150))
    order = sorted(fitted, key=lambda n: fitted[n][0])
    up = sorted(tested, key=lambda n: fitted[n][0])
    print("player\telo\thalf_width_95\tgap_up\tin_largest_50_150_set")
    for n in order:
        i = up.index(n) if n in tested else None
        gap = "%.0f" % (fitted[up[i + 1]][0] - fitted[n][0]) if i is not None and i + 1 < len(up) else "-"
        mark = ("yes" if n in kept else "no") if n in tested else RR_ONLY
        print("%s\t%.1f\t%.1f\t%s\t%s" % (n, fitted[n][0], fitted[n][1], gap, mark))
    print("# %d of %d tested players in the largest set whose neighbours are all 50-150 Elo apart"
          "%s" % (len(kept), len(tested), "; %d rr-only" % (len(order) - len(tested)) if len(order) > len(tested) else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
