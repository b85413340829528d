#!/usr/bin/env python3
"""The human:R player's move choice on people's own positions (issue 19).

Playing games to compare a synthetic player with people mixes two things:
how the player errs, and which positions its games reach (games against
settai stay level far longer than people's). This compares choices in the
same positions instead: the level positions of the 250 human games (ply >=
20, |eval_before| <= 200), where the judge scored every root move (tables
from `HUMAN_PROFILE_ROOTS=1 sh bench/human_profile.sh`).

For a model (depth D, temperature T, blunder rate b), the player's own view
of each position is every root move scored at depth D, as `human:R,depth=D`
searches (tables from `kiryoku analyze --depth D --nodes 0
--root-scores-counted --counted-min-ply 20 --counted-max-abs-eval 1500`).
Its chance of each move is computed exactly, mirroring human_pick
(app/session/human_player.c): with probability b a move uniformly among
those >= 300 cp below its best, else a softmax over (score - best) / T. The
mate-miss rate plays no part (level positions have no mate to miss). The
judge then prices the move: cost = judge's best root score - judge's score
of the move, capped at 2000 as the choice estimator caps it. People's moves
are priced the same way, so the two histograms are like for like.

For each model it prints the cost histogram, its total-variation distance
from people's, the share of 300+ moves by how many moves keep within 100
cp of the judge's best (people lose far more where one move holds), and
the sensitivity s the choice estimator would fit to the player as the judge
sees it (maximum expected likelihood; people's own s alongside).

    human_fit.py --judge 'DIR/*.tsv' --own D=GLOB [--own D=GLOB ...]
                 [--temps 25,50,...] [--blunders 0,0.025,...] [--model NAME=D,T,B[,W,D2,T2] ...]

With --model, only the named models (e.g. the pool's human:R players:
human:1000,depth=2 is D 2, T 100, B 0.05) instead of the grid; six numbers
add a lapse: with chance W the move is a softmax at T2 over the depth-D2
view, as if played without reading. Every model is judged on the positions
every view scored (people's row: on those same positions; its distance is
from people's histogram over all level positions).
    human_fit.py --self-test
"""
import argparse
import glob
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import analysis_table  # noqa: E402
# The profile's cost buckets and difficulty bands, so both pages count alike.
from human_profile import BUCKETS, GOOD_BANDS, LABELS, bucket, in_band  # noqa: E402

BLUNDER_CP = 300   # HUMAN_BLUNDER_CP
CAP_CP = 2000      # CHOICE_CAP_CP
MATE = 100000


def score(text):
    """A root score as a number: mates beyond every centipawn score."""
    if text.startswith("mate"):
        n = int(text[4:])
        return MATE - n if n > 0 else -MATE - n
    return int(text)


def roots(cell):
    out = {}
    for item in cell.split(","):
        if ":" in item:
            move, s = item.rsplit(":", 1)
            out[move] = score(s.lstrip("+"))
    return out


def read_roots(pattern, level_only):
    """{(game, ply): (roots, move played)} of the rows with root scores;
    level_only keeps the judge's level positions (|eval_before| <= 200)."""
    found = {}
    for path in sorted(glob.glob(pattern)):
        for r in analysis_table.rows(path):
            cell = r.get("root_scores") or ""
            if not cell:
                continue
            before = r["eval_before"]
            if level_only and (before.startswith("mate") or abs(int(before)) > 200 or int(r["ply"]) < 20):
                continue
            found[(r["game"], int(r["ply"]))] = (roots(cell), r["move"])
    return found


def good_band(n):
    return next((k for k, band in enumerate(GOOD_BANDS) if in_band(n, band)), len(GOOD_BANDS) - 1)


def model_probs(own, temp, blunder):
    """{move: probability} of human_pick's draw over the player's own scores
    (no mate to set aside in a level position)."""
    best = max(own.values())
    low = [m for m, s in own.items() if s <= best - BLUNDER_CP]
    weights = {m: math.exp(max((s - best) / temp, -700)) for m, s in own.items()}
    total = sum(weights.values())
    b = blunder if low else 0.0
    probs = {m: (1 - b) * w / total for m, w in weights.items()}
    for m in low:
        probs[m] += b / len(low)
    return probs


class Position:
    """One level position: the judge's prices of every move, what people played."""

    def __init__(self, judge, played):
        best = max(judge.values())
        self.delta = {m: min(best - s, CAP_CP) for m, s in judge.items()}
        self.played = played
        self.good = good_band(sum(1 for d in self.delta.values() if d <= 100))


def summary(positions, choice):
    """Histogram shares, 300+ share per good band, over weighted choices:
    choice(pos) -> {move: probability}."""
    hist = [0.0] * len(BUCKETS)
    heavy = [[0.0, 0.0] for _ in GOOD_BANDS]
    for p in positions:
        for m, w in choice(p).items():
            d = p.delta.get(m)
            if d is None:
                continue
            k = bucket(d)
            hist[k] += w
            heavy[p.good][1] += w
            heavy[p.good][0] += w * (k >= 3)
    n = sum(hist)
    return [h / n for h in hist], [a / b if b else float("nan") for a, b in heavy]


def expected_ll(positions, choice, s):
    """Mean log-likelihood a move under the choice model at sensitivity s."""
    total = weight = 0.0
    for p in positions:
        z = sum(math.exp(-d / s) for d in p.delta.values())
        for m, w in choice(p).items():
            if m in p.delta:
                total += w * (-p.delta[m] / s - math.log(z))
                weight += w
    return total / weight


def fit_s(positions, choice):
    """The s that maximises the expected likelihood (golden section on log s)."""
    lo, hi = math.log(5.0), math.log(5000.0)
    g = (math.sqrt(5) - 1) / 2
    a, b = hi - g * (hi - lo), lo + g * (hi - lo)
    fa, fb = expected_ll(positions, choice, math.exp(a)), expected_ll(positions, choice, math.exp(b))
    for _ in range(40):
        if fa > fb:
            hi, b, fb = b, a, fa
            a = hi - g * (hi - lo)
            fa = expected_ll(positions, choice, math.exp(a))
        else:
            lo, a, fa = a, b, fb
            b = lo + g * (hi - lo)
            fb = expected_ll(positions, choice, math.exp(b))
    return math.exp((lo + hi) / 2)


def tv(p, q):
    return sum(abs(a - b) for a, b in zip(p, q)) / 2


def row(label, hist, heavy, s, people_hist):
    return "| %s | %s | %.2f | %s | %.0f |" % (
        label, " | ".join("%.1f%%" % (100 * x) for x in hist), tv(hist, people_hist),
        " | ".join("-" if math.isnan(x) else "%.0f%%" % (100 * x) for x in heavy), s)


def self_test():
    """The exact draw: probabilities sum to 1, a cold draw takes the best, a
    blunder spreads b over the moves 300+ below; people who always play the
    judge's best get the smallest s and an all-0-50 histogram."""
    fails = 0
    own = {"a": 0, "b": -40, "c": -400, "d": -900}
    p = model_probs(own, 50, 0.1)
    fails += abs(sum(p.values()) - 1) > 1e-9
    fails += abs(p["c"] - p["d"]) > 0.06 or p["c"] < 0.05
    cold = model_probs(own, 1, 0.0)
    fails += cold["a"] < 0.999
    positions = [Position({"a": 10, "b": -200, "c": -900}, "a") for _ in range(5)]
    hist, _ = summary(positions, lambda q: {q.played: 1.0})
    fails += hist[0] != 1.0
    s_best = fit_s(positions, lambda q: {q.played: 1.0})
    s_rand = fit_s(positions, lambda q: {m: 1 / 3 for m in q.delta})
    fails += not (s_best < 10 and s_rand > 1000)
    print("%d passed, %d failed" % (5 - fails, fails))
    return 1 if fails else 0


def lapse_probs(views, model):
    """{move: probability} of a model (depth, T, b[, w, depth2, T2]): the
    human_pick draw, or with probability w a lapse, a softmax at T2 over the
    depth2 view (a player who sometimes moves without reading)."""
    depth, t, b = model[:3]
    probs = model_probs(views[depth], t, b)
    if len(model) == 6:
        w, depth2, t2 = model[3:]
        lapse = model_probs(views[depth2], t2, 0.0)
        probs = {m: (1 - w) * x + w * lapse[m] for m, x in probs.items()}
    return probs


def parse_model(text):
    """"NAME=D,T,B" or "NAME=D,T,B,W,D2,T2" -> (name, (D, T, B[, W, D2, T2]))."""
    name, rest = text.split("=", 1)
    v = rest.split(",")
    if len(v) not in (3, 6):
        raise ValueError("--model %s: expected NAME=D,T,B or NAME=D,T,B,W,D2,T2" % text)
    nums = (v[0], float(v[1]), float(v[2])) + ((float(v[3]), v[4], float(v[5])) if len(v) == 6 else ())
    return name, nums


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    ap = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    ap.add_argument("--judge", required=True, help="glob of the judge's tables with root scores")
    ap.add_argument("--own", action="append", default=[], metavar="D=GLOB",
                    help="the player's own view at depth D: glob of tables with root scores")
    ap.add_argument("--temps", default="25,50,100,150,200,300")
    ap.add_argument("--blunders", default="0,0.025,0.05,0.1")
    ap.add_argument("--markdown", metavar="COMMAND",
                    help="write a section for bench/HUMAN_FIT.md: a heading, what was compared and COMMAND "
                         "(how the tables were made), then the table")
    ap.add_argument("--model", action="append", default=[], metavar="NAME=D,T,B[,W,D2,T2]",
                    help="a named model instead of the grid (repeatable); W,D2,T2: a lapse "
                         "(with chance W, a softmax at T2 over the depth-D2 view)")
    a = ap.parse_args(argv[1:])
    try:
        models = [parse_model(m) for m in a.model]
    except ValueError as e:
        print("human_fit: %s" % e, file=sys.stderr)
        return 2
    judge = read_roots(a.judge, True)
    if not judge:
        print("human_fit: no level positions with root scores in %s" % a.judge, file=sys.stderr)
        return 1
    own = {}
    for spec in a.own:
        depth, pattern = spec.split("=", 1)
        own[depth] = read_roots(pattern, False)
    missing = sorted(({m[1][0] for m in models} | {m[1][4] for m in models if len(m[1]) == 6}) - set(own))
    if missing:
        print("human_fit: no --own view at depth %s" % ", ".join(missing), file=sys.stderr)
        return 2
    # The positions every view scored, with the same legal moves as the judge.
    keys = [k for k, (j, _) in judge.items() if all(k in v and set(v[k][0]) == set(j) for v in own.values())]
    people = [Position(*judge[k]) for k in keys]
    views = {id(p): {d: v[k][0] for d, v in own.items()} for p, k in zip(people, keys)}
    people_choice = lambda p: {p.played: 1.0}  # noqa: E731
    all_h, _ = summary([Position(*v) for v in judge.values()], people_choice)
    ph, pheavy = summary(people, people_choice)
    if a.markdown:
        print("## The players on people's own positions (bench/human_fit.sh)\n")
        print("Each model chooses in the level positions of the 250 human games (ply >= 20, |eval_before| <= 200), "
              "and the judge's root scores price its choice and people's alike: cost = the judge's best root score - "
              "its score of the move, capped at 2000; the chances are human_pick's, computed exactly "
              "(bench/human_fit.py). A model is depth D, temperature T, blunder rate b (human:R's mapping gives "
              "T and b from R; softmaxT-d1 is T with no blunders); a lapse plays a share of moves by a hot, shallow "
              "softmax. Distance: total variation from people's histogram on the same positions (people's own "
              "row: from their histogram over all of them). \"300+ with N good\": the share of moves costing "
              "300+ where N moves keep within 100 cp of the judge's best. s: the sensitivity the choice estimator "
              "fits, as `estimate --stat choice` would. Made by: %s\n" % a.markdown)
    print("%d level positions of people's games with the judge's root scores (ply >= 20, |eval_before| <= 200); "
          "%d of them scored by every view given (depths %s)\n" % (len(judge), len(people), ", ".join(sorted(own))))
    print("| player | %s | distance | %s | judge's s |" % (
        " | ".join(LABELS), " | ".join("300+ with %s good" % (
            str(lo) if lo == hi else "%d+" % lo if hi is None else "%d-%d" % (lo, hi)) for lo, hi in GOOD_BANDS)))
    print("|---|%s---:|%s---:|" % ("---:|" * len(LABELS), "---:|" * len(GOOD_BANDS)))
    print(row("people", ph, pheavy, fit_s(people, people_choice), all_h))
    if not models:
        models = [("depth %s, T %g, b %g" % (d, t, b), (d, t, b)) for d in sorted(own)
                  for t in [float(x) for x in a.temps.split(",")] for b in [float(x) for x in a.blunders.split(",")]]
    for name, model in models:
        choice = (lambda model: lambda p: lapse_probs(views[id(p)], model))(model)
        h, heavy = summary(people, choice)
        print(row(name, h, heavy, fit_s(people, choice), ph))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
