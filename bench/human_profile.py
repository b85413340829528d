#!/usr/bin/env python3
"""The human loss profile (issue 19) from analysis tables of people's games.

Usage: bench/human_profile.py [--min-ply N] [--max-abs-eval CP] TABLE...
(bench/human_profile.sh makes the tables and runs this.)

Prints, as Markdown tables:
- how often a move in a level position (|eval_before| <= 200 cp, not a mate
  score, ply >= 20) costs 0-50, 50-150, 150-300, 300-600 and 600+ cp
  (cost = eval_before - eval_after, the mover's view; a gain counts in 0-50;
  a move into a mate against the mover counts as 600+, a move into a mate
  for the mover as a gain), with the mean and median cost;
- the same split by ply band;
- the same split by clock left, when the tables have clocks (says so when
  they do not);
- mates missed: positions where the analysis saw a mate for the mover
  (eval_before "mate+N") and the move played left none (eval_after is not
  "mate+..."), by N;
- for reference, the moves the estimator counts (ply >= 40, the same level
  filter, no mate after): mean cost and the share costing 500 cp or more.
"""
import argparse
import statistics
import sys

import analysis_table

BUCKETS = [(0, 50), (50, 150), (150, 300), (300, 600), (600, None)]
LABELS = ["0-50", "50-150", "150-300", "300-600", "600+"]
PLY_BANDS = [(20, 39), (40, 59), (60, 79), (80, 99), (100, None)]
CLOCK_BANDS = [(0, 30), (30, 60), (60, 180), (180, 300), (300, None)]  # seconds
# Difficulty, two ways: how many root moves keep within GOOD_CP of the best
# (from root_scores: one good move is a hard position), and the share of the
# search's leaves that favour the mover (leaf_share, seed 003's signal: few
# means most lines go wrong for the mover).
GOOD_CP = 100
GOOD_BANDS = [(1, 1), (2, 3), (4, 7), (8, None)]
LEAF_BANDS = [(0.0, 0.35), (0.35, 0.45), (0.45, 0.55), (0.55, 1.01)]


def parse_score(s):
    """(is_mate, value): "mate+3" -> (True, 3), "-45" -> (False, -45)."""
    if s.startswith("mate"):
        return True, int(s[4:])
    return False, int(s)


def good_moves(root_scores):
    """Root moves within GOOD_CP of the best, from "7g7f:+35,2g2f:+20,...";
    None without root scores. A mate counts as far above any score."""
    scores = []
    for item in root_scores.split(","):
        if ":" in item:
            is_mate, v = parse_score(item.rsplit(":", 1)[1].lstrip("+"))
            scores.append((100000 - v if v > 0 else -100000 - v) if is_mate else v)
    if not scores:
        return None
    best = max(scores)
    return sum(1 for v in scores if v >= best - GOOD_CP)


def read_tables(paths):
    rows = []
    for path in paths:
        for r in analysis_table.rows(path):
            clock = r["clock_left_ms"]
            rows.append({
                "game": r["game"], "ply": int(r["ply"]),
                "before": parse_score(r["eval_before"]),
                "after": parse_score(r["eval_after"]),
                "clock_ms": int(clock) if clock else None,
                "plies": int(r["game_plies"]),
                "in_book": r["in_book"] == "1",
                "move": r.get("move"),
                "best": r.get("best"),
                "player": r["player"],
                "leaf_share": float(r["leaf_share"]) if r.get("leaf_share") else None,
                "good": good_moves(r.get("root_scores") or ""),
            })
    return rows


def level_moves(rows, min_ply=20, max_abs_eval=200):
    """The moves from level positions (|eval_before| <= max_abs_eval, not
    a mate score), at ply >= min_ply, out of book."""
    return [r for r in rows if not r["before"][0] and abs(r["before"][1]) <= max_abs_eval
            and r["ply"] >= min_ply and not r["in_book"]]


def cost(r):
    """The move's cost in cp (mover's view); mates as described above."""
    before = r["before"][1]
    is_mate, after = r["after"]
    if is_mate:
        return float("inf") if after <= 0 else float("-inf")
    return before - after


def bucket(c):
    for k, (lo, hi) in enumerate(BUCKETS):
        if (hi is None or c < hi) and (k == 0 or c >= lo):
            return k
    return len(BUCKETS) - 1


def in_band(x, band):
    lo, hi = band
    return x >= lo and (hi is None or x <= hi)


def split_row(label, costs):
    n = len(costs)
    counts = bucket_counts(costs)
    finite = [c for c in costs if abs(c) != float("inf")]
    shares = ["%.1f%%" % (100.0 * k / n) if n else "-" for k in counts]
    mean = "%.0f" % statistics.mean(finite) if finite else "-"
    median = "%.0f" % statistics.median(costs) if costs else "-"
    return "| %s | %d | %s | %s | %s |" % (label, n, " | ".join(shares), mean, median)


def split_header(first):
    return ("| %s | moves | %s | mean cost | median cost |\n|---|---:|%s---:|---:|"
            % (first, " | ".join(LABELS), "---:|" * len(LABELS)))


def bucket_counts(costs):
    counts = [0] * len(BUCKETS)
    for c in costs:
        counts[bucket(c)] += 1
    return counts


def band_label(band):
    return "%d-%s" % (band[0], band[1] if band[1] is not None else "")


def good_label(band):
    """"good:1", "good:2-3", ..., "good:8-": the hist file's difficulty rows."""
    return "good:" + (str(band[0]) if band[0] == band[1] else band_label(band))


def counted_with_roots(level):
    """The level moves the estimator counts (ply >= 40, no mate after) that
    have root scores: where a placement test's analysis scores every move."""
    return [r for r in level if r["ply"] >= 40 and not r["after"][0] and r["good"] is not None]


def write_hist(path, level):
    """The level moves' bucket counts, all and by ply band, as a TSV that
    bench/accuracy_report.py sets the pool's players beside (the human
    tables themselves are not in the repository; this summary is)."""
    with open(path, "w") as f:
        f.write("band\t%s\n" % "\t".join(LABELS))
        f.write("all\t%s\n" % "\t".join(str(k) for k in bucket_counts([cost(r) for r in level])))
        for band in PLY_BANDS:
            counts = bucket_counts([cost(r) for r in level if in_band(r["ply"], band)])
            f.write("%s\t%s\n" % (band_label(band), "\t".join(str(k) for k in counts)))
        # By difficulty, on the moves a placement test scores every root
        # move of (the estimator's counted moves: ply >= 40, no mate after).
        for band in GOOD_BANDS:
            counts = bucket_counts([cost(r) for r in counted_with_roots(level) if in_band(r["good"], band)])
            f.write("%s\t%s\n" % (good_label(band), "\t".join(str(k) for k in counts)))


def difficulty(level):
    """The level moves' cost by the position's difficulty, where the tables
    have what it takes (root scores, leaf shares)."""
    scored = [r for r in level if r["good"] is not None]
    if scored:
        print("By difficulty: root moves within %d cp of the best (from root_scores; %d of %d level moves "
              "have them; one good move is the hardest):\n" % (GOOD_CP, len(scored), len(level)))
        print(split_header("good moves"))
        for band in GOOD_BANDS:
            label = str(band[0]) if band[0] == band[1] else band_label(band)
            print(split_row(label, [cost(r) for r in scored if in_band(r["good"], band)]))
        print()
    shared = [r for r in level if r["leaf_share"] is not None]
    if shared:
        print("By difficulty: share of the search's leaves favouring the mover (leaf_share; %d of %d level "
              "moves; a low share means most lines go wrong for the mover):\n" % (len(shared), len(level)))
        print(split_header("leaf share"))
        for lo, hi in LEAF_BANDS:
            label = "%.2f-%.2f" % (lo, min(hi, 1.0))
            print(split_row(label, [cost(r) for r in shared if lo <= r["leaf_share"] < hi]))
        print()


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--min-ply", type=int, default=20)
    ap.add_argument("--max-abs-eval", type=int, default=200)
    ap.add_argument("--hist-out", metavar="TSV",
                    help="also write the level moves' bucket counts (all and by ply band) to TSV")
    ap.add_argument("tables", nargs="+")
    a = ap.parse_args()
    rows = read_tables(a.tables)
    games = len({r["game"] for r in rows})
    level = level_moves(rows, a.min_ply, a.max_abs_eval)
    print("%d tables, %d games, %d moves; %d in level positions (|eval_before| <= %d, ply >= %d)\n"
          % (len(a.tables), games, len(rows), len(level), a.max_abs_eval, a.min_ply))

    print("Cost of a move in a level position (cp; share of moves):\n")
    print(split_header("level moves"))
    print(split_row("all", [cost(r) for r in level]))
    # A position the analysis scores exactly 0 from which the move loses
    # 1000+ can be a draw by repetition the mover could have taken in a
    # lost game (h031: 0 then -4800, again and again), not a level one.
    drawish = [r for r in level if r["before"][1] == 0 and cost(r) >= 1000]
    print(split_row("without exact-0 positions losing 1000+", [cost(r) for r in level if r not in drawish]))
    into_mate = sum(1 for r in level if r["after"][0] and r["after"][1] <= 0)
    gains = sum(1 for r in level if cost(r) < 0)
    games_big = {}
    for r in level:
        if cost(r) >= 600:
            games_big[r["game"]] = games_big.get(r["game"], 0) + 1
    top = sorted(games_big.values(), reverse=True)
    print("\n%d moves from positions scored exactly 0 lose 1000+ "
          "(a draw by repetition let go in a lost game can look like this). The 600+ moves come from %d games; the 5 games with most have %s of them."
          % (len(drawish), len(games_big), "+".join(str(k) for k in top[:5])))
    print("\n%d of them (%.1f%%) walk into a mate the analysis sees (counted as 600+); "
          "%d (%.1f%%) gain (counted as 0-50).\n"
          % (into_mate, 100.0 * into_mate / max(1, len(level)), gains, 100.0 * gains / max(1, len(level))))

    if a.hist_out:
        write_hist(a.hist_out, level)

    print("By ply band:\n")
    print(split_header("ply"))
    for band in PLY_BANDS:
        print(split_row(band_label(band), [cost(r) for r in level if in_band(r["ply"], band)]))

    clocked = [r for r in level if r["clock_ms"] is not None]
    print()
    if not clocked:
        print("By clock left: the records have no clock times (every clock_left_ms is "
              "empty), so there is no split by time pressure.\n")
    else:
        print("By clock left after the move (s; %d of %d level moves have a clock):\n"
              % (len(clocked), len(level)))
        print(split_header("clock s"))
        for band in CLOCK_BANDS:
            label = "%d-%s" % (band[0], band[1] if band[1] is not None else "")
            print(split_row(label, [cost(r) for r in clocked if in_band(r["clock_ms"] / 1000.0, band)]))
        print()

    difficulty(level)

    # Mates: the mover had a mate (eval_before mate+N, N >= 1) and the move
    # kept one (eval_after mate+M) or not.
    mates = [r for r in rows if r["before"][0] and r["before"][1] > 0]
    print("Mates on the board (the analysis saw eval_before = mate+N for the mover; any ply):\n")
    print("| mate in N plies | positions | kept (after: mate+M) | missed | missed share "
          "| of the missed, the analysis's own best move |")
    print("|---|---:|---:|---:|---:|---:|")
    groups = [("1", lambda n: n == 1), ("3", lambda n: n == 3), ("5-7", lambda n: 5 <= n <= 7),
              ("9+", lambda n: n >= 9), ("all", lambda n: True)]
    for label, sel in groups:
        g = [r for r in mates if sel(r["before"][1])]
        kept = sum(1 for r in g if r["after"][0] and r["after"][1] >= 0)
        miss = len(g) - kept
        # A missed mate whose move is the analysis's best move is the
        # analysis contradicting itself (its mate score before the move was
        # not confirmed after it), not the player's miss.
        own = sum(1 for r in g if not (r["after"][0] and r["after"][1] >= 0)
                  and r["move"] is not None and r["move"] == r["best"])
        print("| %s | %d | %d | %d | %s | %s |" % (label, len(g), kept, miss,
                                                  "%.1f%%" % (100.0 * miss / len(g)) if g else "-",
                                                  own if any(r["move"] for r in g) else "-"))
    print()

    counted = [r for r in level if r["ply"] >= 40 and not r["after"][0]]
    if counted:
        cs = [cost(r) for r in counted]
        big = sum(1 for c in cs if c >= 500)
        print("The estimator's counted moves (ply >= 40, |eval_before| <= %d, no mate after): %d, "
              "mean cost %.1f cp, median %.0f, %.1f%% cost >= 500 cp."
              % (a.max_abs_eval, len(cs), statistics.mean(cs), statistics.median(cs), 100.0 * big / len(cs)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
