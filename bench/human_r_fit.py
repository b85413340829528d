#!/usr/bin/env python3
"""The human:R players fitted per R (issue 35 item 2).

human:R draws a move by a softmax at temperature T over its own depth-D
root scores, with a blunder (a move >= 300 cp below its best) at rate b
(app/session/human_player.c). R was a guessed strength: on round 2's pool
the players' thesis ratings ran from 1224 (R 800) to 2061 (R 2000 at depth
3) and R 3000 rated below R 2000. This fits T and b as functions of R so
that R lands on the Quest scale the product reports, and so that the
players' errors have people's shape.

Everything is read on people's own level positions from ply 40 (the moves
the thesis mean counts, so a model's figures are ply-matched to the
statistic it must reproduce): the 250 lishogi games, where the judge (the
built-in engine at the analysis budget) scored every root move
(bench/human_fit.py: a model's chance of each move is computed exactly, and
the judge prices it; cost capped at 2000 cp).

1. People's shape. The lishogi games carry no ratings, so people give one
   point: their cost histogram and their choice sensitivity s. Over a grid
   of (T, b) at depth D the model nearest people's histogram (total
   variation) fixes the blunder share rho = b / T.
2. A target per R. The shipped thesis-mean profile maps the thesis mean M
   to the Quest rating, R = a0 * M + b0 (assets/profiles/quest10-kiryoku-
   embedded.profile), so a player of rating R should have M(R) = (R - b0) /
   a0 in its games against the settai AI. A model's expected cost E on
   people's positions is not M (its own games reach other positions), so
   the pool calibrates one against the other: each tested human:R player
   of an accuracy run (its spec's old T, b and depth) has E on people's
   positions and M measured on its tests (the thesis mean over its tests'
   first four games, pooled); M = alpha + beta * E by least squares on the
   players of depth D.
3. The fit. For each R the T with b = rho * T whose E meets (M(R) - alpha)
   / beta, by bisection (E rises with T); R out of reach at depth D (below
   the floor E of T -> 0, or above the ceiling) is said so. Then log2 T on
   R by least squares gives the mapping's form, T = T0 * 2^(-R / H), b =
   rho * T, which app/session/human_player.c takes.

The mate-miss rate is not fitted here: level positions hold no mate to
miss.

    human_r_fit.py --judge 'DIR/*.tsv' --own D=GLOB --depth D --run RUN
                   [--kiryoku build/kiryoku] [--ratings 700,800,...]
    human_r_fit.py --summarize DIR [--kiryoku K] SPEC...   (bench/human_r_check.sh's table)
    human_r_fit.py --from-games DIR [--kiryoku K] SPEC[@T]...  (the fit in games; @T: the T of a spec
                   that takes it from the mapping)
    human_r_fit.py --self-test
"""
import argparse
import glob
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import human_fit as hf  # noqa: E402
import stat_profile_fit as spf  # noqa: E402
from human_profile import LABELS  # noqa: E402

THESIS_PROFILE = "quest10-kiryoku-embedded"
MIN_PLY = 40              # the thesis mean's first counted ply
OLD_T0, OLD_B0, OLD_HALF = 200.0, 0.10, 1000.0  # the guessed mapping


def old_model(r):
    f = 2 ** (-r / OLD_HALF)
    return OLD_T0 * f, OLD_B0 * f


def profile_line(path):
    """(a, b) of a linear profile file."""
    keys = {}
    for line in open(path):
        if ":" in line and not line.startswith("#"):
            k, v = line.split(":", 1)
            keys[k.strip()] = v.strip()
    return float(keys["a"]), float(keys["b"])


class Model:
    """Expected figures of a (T, b) draw over one view on the positions."""

    def __init__(self, positions, views):
        self.positions, self.views = positions, views

    def choice(self, t, b):
        return lambda p: hf.model_probs(self.views[id(p)], t, b)

    def mean_cost(self, t, b):
        total = weight = 0.0
        for p in self.positions:
            for m, w in hf.model_probs(self.views[id(p)], t, b).items():
                if m in p.delta:
                    total += w * p.delta[m]
                    weight += w
        return total / weight

    def figures(self, t, b, people_hist):
        h, _ = hf.summary(self.positions, self.choice(t, b))
        return {"E": self.mean_cost(t, b), "hist": h, "tv": hf.tv(h, people_hist),
                "s": hf.fit_s(self.positions, self.choice(t, b))}


def solve_t(model, rho, target, lo=1.0, hi=3000.0):
    """T with b = rho * T whose mean cost is target; None when out of reach."""
    e_lo, e_hi = model.mean_cost(lo, rho * lo), model.mean_cost(hi, min(rho * hi, 0.5))
    if not e_lo <= target <= e_hi:
        return None
    for _ in range(40):
        mid = math.sqrt(lo * hi)
        if model.mean_cost(mid, min(rho * mid, 0.5)) < target:
            lo = mid
        else:
            hi = mid
    return math.sqrt(lo * hi)


def least_squares(xs, ys):
    n = len(xs)
    mx, my = sum(xs) / n, sum(ys) / n
    sxx = sum((x - mx) ** 2 for x in xs)
    beta = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    alpha = my - beta * mx
    res = [y - alpha - beta * x for x, y in zip(xs, ys)]
    sd = math.sqrt(sum(r * r for r in res) / (n - 2)) if n > 2 else float("nan")
    return alpha, beta, sd


def pooled(kiryoku, profile, tables, args=(), games=4):
    """(the statistic over the tables' first `games` games pooled over their
    counted moves, the counted moves): each table estimated alone, so game
    ids need not differ between tables. NaN when nothing counted."""
    total = n = 0.0
    for t in tables:
        e = spf.estimate(kiryoku, profile, list(args), t, games)
        if e:
            total += e["stat"] * e["positions"]
            n += e["positions"]
    return (total / n if n else float("nan")), n


def check_tables(directory, spec):
    """The analysis tables of a spec's finished tests of bench/human_r_check.sh."""
    name = spec.replace(":", "-").replace(",", "_").replace("=", "-")
    return [t for t in sorted(glob.glob(os.path.join(directory, name + "-s*", "tests", "*", "analysis.tsv")))
            if os.path.exists(os.path.join(t.split("/tests/")[0], "done"))]


def pool_points(run, kiryoku, depth, games=4):
    """[(name, R, depth, M)] of the run's tested human:R players at `depth`:
    M the thesis mean over their tests' first `games` games, pooled."""
    true, spec, tests = spf.pool(run)
    out = []
    for name in sorted(true, key=lambda n: true[n][0]):
        sp = spec[name]
        if not sp.startswith("human:"):
            continue
        fields = sp[len("human:"):].split(",")
        d = next((int(f.split("=")[1]) for f in fields[1:] if f.startswith("depth=")), 2)
        if d != depth:
            continue
        m, n = pooled(kiryoku, THESIS_PROFILE, [t["table"] for t in tests if t["player"] == name],
                      ["--player", name], games)
        if n:
            out.append((name, int(fields[0]), d, m))
    return out


def fmt_hist(h):
    return " | ".join("%.1f%%" % (100 * x) for x in h)


def self_test():
    """Bisection meets its target; least squares recovers a line."""
    fails = 0
    a, b, _ = least_squares([1, 2, 3, 4], [3, 5, 7, 9])
    fails += abs(a - 1) > 1e-9 or abs(b - 2) > 1e-9
    positions = [hf.Position({"a": 0, "b": -100, "c": -400}, "a") for _ in range(3)]
    views = {id(p): {"a": 0, "b": -100, "c": -400} for p in positions}
    m = Model(positions, views)
    t = solve_t(m, 0.0, 60.0)
    fails += t is None or abs(m.mean_cost(t, 0.0) - 60.0) > 0.01
    fails += solve_t(m, 0.0, 1000.0) is not None  # beyond a uniform draw's cost
    fails += abs(invert(lambda x: -x * x, -4.0, 0.0, 10.0) - 2.0) > 1e-9
    k = monotone_knots([(1, -100), (2, -90), (2, -110), (3, -120), (4, -130)])
    fails += k != [(1, -100), (2, -100), (3, -120), (4, -130)]
    k = monotone_knots([(1, -100), (2, -120), (3, -110)])  # 2 and 3 pooled
    fails += len(k) != 2 or abs(k[1][1] + 115) > 1e-9 or abs(interpolate(k, 1.5 + 0.5 / 2) + 107.5) > 1e-9
    print("%d passed, %d failed" % (6 - fails, fails))
    return 1 if fails else 0


def summarize(argv):
    """bench/human_r_check.sh's table: per spec, its tests' thesis mean and
    default statistic, each pooled over the tests' counted moves and read
    through its shipped profile."""
    ap = argparse.ArgumentParser(prog="human_r_fit.py --summarize")
    ap.add_argument("dir")
    ap.add_argument("specs", nargs="+")
    ap.add_argument("--kiryoku", default="build/kiryoku")
    a = ap.parse_args(argv)
    lines = {}
    for label, prof in (("thesis", THESIS_PROFILE), ("every", "quest10-kiryoku-embedded-winprob-every-move")):
        lines[label] = profile_line("assets/profiles/%s.profile" % prof), prof
    print("| player | tests | thesis mean M (cp) | its rating | moves a test | every-move statistic | its rating |")
    print("|---|---:|---:|---:|---:|---:|---:|")
    for spec in a.specs:
        tables = check_tables(a.dir, spec)
        read = {}
        for label, ((pa, pb), prof) in lines.items():
            v, n = pooled(a.kiryoku, prof, tables)
            read[label] = (v, pa * v + pb, n / max(len(tables), 1) if n else float("nan"))
        (m, rm, _), (s, rs, ns) = read["thesis"], read["every"]
        print("| %s | %d | %.1f | %.0f | %.0f | %.2f | %.0f |" % (spec, len(tables), m, rm, ns, s, rs))
    return 0


def spec_temp(spec):
    """The temp= of a human:R spec, or None."""
    for f in spec.split(",")[1:]:
        if f.startswith("temp="):
            return float(f[5:])
    return None


def pooled_thesis(kiryoku, directory, spec):
    """(M, tests): the thesis mean over a spec's finished tests of
    bench/human_r_check.sh, pooled over their counted moves."""
    tables = check_tables(directory, spec)
    return pooled(kiryoku, THESIS_PROFILE, tables)[0], len(tables)


def from_games(argv):
    """The fit in games: one family (b = rho * T at depth 2), its thesis
    mean M measured per T by bench/human_r_check.sh, M = alpha + beta *
    log2 T by least squares over the tests, and for each R the T whose M is
    the shipped thesis profile's M(R) = (R - b0) / a0."""
    ap = argparse.ArgumentParser(prog="human_r_fit.py --from-games")
    ap.add_argument("dir")
    ap.add_argument("specs", nargs="+")
    ap.add_argument("--kiryoku", default="build/kiryoku")
    ap.add_argument("--profile", default="assets/profiles/%s.profile" % THESIS_PROFILE)
    ap.add_argument("--ratings", default="0,300,500,700,900,1100,1300,1500,1700,1900,2100")
    ap.add_argument("--judge", help="with --own: each R's distance to people on their positions, old and new")
    ap.add_argument("--own", metavar="2=GLOB")
    a = ap.parse_args(argv)
    a0, b0 = profile_line(a.profile)
    model = ph = None
    if a.judge and a.own:
        model, ph = people_model(a.judge, a.own)
    pts = []
    print("| player | T | tests | thesis mean M (pooled) | its rating |")
    print("|---|---:|---:|---:|---:|")
    for arg in a.specs:
        # SPEC@T: a spec that takes its T from the mapping names it here.
        spec, _, given = arg.partition("@")
        m, n = pooled_thesis(a.kiryoku, a.dir, spec)
        t = float(given) if given else spec_temp(spec)
        print("| `%s` | %g | %d | %.1f | %.0f |" % (spec, t, n, m, a0 * m + b0))
        if n and t and not math.isnan(m):
            pts += [(math.log2(t), m)] * n
    # Each T's tests pooled, then made monotone (pool adjacent violators: a
    # colder player must not lose more) and interpolated linearly in log2
    # T; beyond the measured T the end segments go on, marked. A line or a
    # quadratic in log2 T misplaced the ends by hundreds of points: M falls
    # faster per halving of T at the weak end than at the strong one.
    knots = monotone_knots(pts)
    print("\nMonotone knots (log2 T, M), each T's tests pooled: %s\n" % ", ".join(
        "(%.2f, %.1f)" % k for k in knots))
    lo, hi = knots[0][0], knots[-1][0]
    curve = lambda x: interpolate(knots, x)  # noqa: E731
    print("| R | target M | T | b | | old T, b | old distance to people | new distance | old s | new s |")
    print("|---|---:|---:|---:|---|---|---:|---:|---:|---:|")
    for r in map(int, a.ratings.split(",")):
        m = (r - b0) / a0
        x = invert(curve, m, 0.0, 10.0)  # T from 1 to 1024
        if x is None:
            print("| %d | %.1f | out of reach (T 1..1024) | | | | | | | |" % (r, m))
            continue
        t = 2 ** x
        note = "measured range" if lo <= x <= hi else "extrapolated"
        ot, ob = old_model(r)
        cells = ["", "", "", ""]
        if model and 0.5 <= t <= 1000:
            of, nf = model.figures(ot, ob, ph), model.figures(t, min(RHO_PEOPLE * t, 0.5), ph)
            cells = ["%.3f" % of["tv"], "%.3f" % nf["tv"], "%.0f" % of["s"], "%.0f" % nf["s"]]
        print("| %d | %.1f | %.1f | %.4f | %s | %.1f, %.4f | %s |" % (
            r, m, t, t * RHO_PEOPLE, note, ot, ob, " | ".join(cells)))
    return 0


def monotone_knots(pts):
    """[(x, M)] sorted by x, one per distinct x (its points' mean, weighted
    by count), M made non-increasing in x by pooling adjacent violators."""
    by_x = {}
    for x, m in pts:
        by_x.setdefault(x, []).append(m)
    blocks = [[x, sum(v) / len(v), len(v)] for x, v in sorted(by_x.items())]
    i = 0
    while i < len(blocks) - 1:
        if blocks[i][1] < blocks[i + 1][1]:  # a warmer player losing less: pool the two
            (x1, m1, n1), (x2, m2, n2) = blocks[i], blocks[i + 1]
            blocks[i:i + 2] = [[(x1 * n1 + x2 * n2) / (n1 + n2), (m1 * n1 + m2 * n2) / (n1 + n2), n1 + n2]]
            i = max(i - 1, 0)
        else:
            i += 1
    return [(x, m) for x, m, _ in blocks]


def interpolate(knots, x):
    """Piecewise linear through knots, the end segments extended."""
    i = 1
    while i < len(knots) - 1 and x > knots[i][0]:
        i += 1
    (x0, y0), (x1, y1) = knots[i - 1], knots[i]
    return y0 + (y1 - y0) * (x - x0) / (x1 - x0)


def invert(f, target, lo, hi):
    """x in [lo, hi] with f(x) = target for f falling in x (bisection); None if not bracketed."""
    if not f(hi) <= target <= f(lo):
        return None
    for _ in range(60):
        mid = (lo + hi) / 2
        if f(mid) > target:
            lo = mid
        else:
            hi = mid
    return (lo + hi) / 2


def people_model(judge_glob, own_spec):
    """The Model over people's level positions from MIN_PLY scored by the
    own view, and people's histogram there."""
    _, pattern = own_spec.split("=", 1)
    judge = {k: v for k, v in hf.read_roots(judge_glob, True).items() if k[1] >= MIN_PLY}
    own = hf.read_roots(pattern, False)
    keys = [k for k, (j, _) in judge.items() if k in own and set(own[k][0]) == set(j)]
    positions = [hf.Position(*judge[k]) for k in keys]
    model = Model(positions, {id(p): own[k][0] for p, k in zip(positions, keys)})
    return model, hf.summary(positions, lambda p: {p.played: 1.0})[0]


RHO_PEOPLE = 0.2 / 150  # b / T of the grid model nearest people's histogram (the fit on positions)


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if argv[1:2] == ["--from-games"]:
        return from_games(argv[2:])
    if argv[1:2] == ["--summarize"]:
        return summarize(argv[2:])
    ap = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    ap.add_argument("--judge", required=True)
    ap.add_argument("--own", required=True, metavar="D=GLOB")
    ap.add_argument("--depth", type=int, required=True)
    ap.add_argument("--run", required=True, help="an accuracy run (its human:R players calibrate E against M)")
    ap.add_argument("--kiryoku", default="build/kiryoku")
    ap.add_argument("--profile", default="assets/profiles/%s.profile" % THESIS_PROFILE)
    ap.add_argument("--ratings", default="700,800,900,1000,1200,1500,1800,2000,2250,2500,3000")
    ap.add_argument("--temps", default="25,50,75,100,150,200,300")
    ap.add_argument("--blunders", default="0,0.025,0.05,0.1,0.15,0.2")
    a = ap.parse_args(argv[1:])
    depth, pattern = a.own.split("=", 1)
    judge = {k: v for k, v in hf.read_roots(a.judge, True).items() if k[1] >= MIN_PLY}
    own = hf.read_roots(pattern, False)
    keys = [k for k, (j, _) in judge.items() if k in own and set(own[k][0]) == set(j)]
    positions = [hf.Position(*judge[k]) for k in keys]
    views = {id(p): own[k][0] for p, k in zip(positions, keys)}
    model = Model(positions, views)
    people = lambda p: {p.played: 1.0}  # noqa: E731
    ph, _ = hf.summary(positions, people)
    people_e = sum(p.delta.get(p.played, 0) for p in positions) / len(positions)
    people_s = hf.fit_s(positions, people)
    print("%d level positions of people's games from ply %d with the judge's root scores; %d scored at depth %s "
          "(the player's own view)\n" % (len(judge), MIN_PLY, len(positions), depth))

    # 1. People's shape.
    grid = [(t, b) for t in map(float, a.temps.split(",")) for b in map(float, a.blunders.split(","))]
    best = min(grid, key=lambda tb: hf.tv(hf.summary(positions, model.choice(*tb))[0], ph))
    rho = best[1] / best[0]
    bf = model.figures(best[0], best[1], ph)
    print("People: mean cost %.1f cp, s %.0f, histogram %s." % (people_e, people_s, fmt_hist(ph)))
    print("Nearest on the grid (T %s, b %s): distance %.3f, mean cost %.1f, s %.0f; so b = %.5f * T.\n" % (
        a.temps, a.blunders, bf["tv"], bf["E"], bf["s"], rho))
    print("Depth %s, T %g, b %g: %s\n" % (depth, best[0], best[1], fmt_hist(bf["hist"])))

    # 2. The calibration of E (people's positions) against M (games).
    a0, b0 = profile_line(a.profile)
    points = pool_points(a.run, a.kiryoku, a.depth)
    es = [model.mean_cost(*old_model(r)) for _, r, _, _ in points]
    ms = [m for _, _, _, m in points]
    alpha, beta, sd = least_squares(es, ms) if len(points) >= 2 else (float("nan"),) * 3
    print("Calibration on the run's human:R players at depth %d (thesis mean M over 4 games of each test, "
          "pooled; E with the old mapping): M = %.2f + %.4f * E (residual SD %.1f cp, %d players)\n" % (
              a.depth, alpha, beta, sd, len(points)))
    print("| player | old T | old b | E on people's positions | M in its games | thesis rating of M |")
    print("|---|---:|---:|---:|---:|---:|")
    for (name, r, _, m), e in zip(points, es):
        t, b = old_model(r)
        print("| %s | %.1f | %.4f | %.1f | %.1f | %.0f |" % (name, t, b, e, m, a0 * m + b0))
    if len(points) < 2:
        return 1

    # 3. The fit per R.
    print("\n| R | target M | target E | old T, b | old E | old distance | old s | old rating (through the "
          "calibration) | new T | new b | new E | new distance | new s |")
    print("|---|---:|---:|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    fitted = []
    for r in map(int, a.ratings.split(",")):
        m_target = (r - b0) / a0
        e_target = (m_target - alpha) / (beta if beta else float("nan"))
        ot, ob = old_model(r)
        of = model.figures(ot, ob, ph)
        old_rating = a0 * (alpha + beta * of["E"]) + b0
        t = solve_t(model, rho, e_target)
        if t is None:
            print("| %d | %.1f | %.1f | %.1f, %.4f | %.1f | %.3f | %.0f | %.0f | out of reach at depth %s | | | | |" % (
                r, m_target, e_target, ot, ob, of["E"], of["tv"], of["s"], old_rating, depth))
            continue
        nf = model.figures(t, rho * t, ph)
        fitted.append((r, t))
        print("| %d | %.1f | %.1f | %.1f, %.4f | %.1f | %.3f | %.0f | %.0f | %.1f | %.4f | %.1f | %.3f | %.0f |" % (
            r, m_target, e_target, ot, ob, of["E"], of["tv"], of["s"], old_rating, t, rho * t, nf["E"], nf["tv"],
            nf["s"]))
    if len(fitted) >= 2:
        c, slope, sd = least_squares([r for r, _ in fitted], [math.log2(t) for _, t in fitted])
        print("\nThe mapping: log2 T = %.4f %+.6f R (residual SD %.3f in log2 T), so T = %.1f * 2^(-R / %.0f), "
              "b = %.5f * T, on R %d..%d\n" % (c, slope, sd, 2 ** c, -1 / slope, rho, fitted[0][0], fitted[-1][0]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
