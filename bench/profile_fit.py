#!/usr/bin/env python3
"""Fits the embedded engine's profile from two analyses of the same games.

usage: profile_fit.py --kiryoku DIR --judge DIR [--judge-name TEXT] [--write FILE]
                      [--min-ply N] [--method paired|own] [--samples N]

DIR holds one analysis table (v1 TSV) per game, the same game names in
both. A position counts as `kiryoku estimate` would count it with its
defaults (not in book, no mate before or after, |eval_before| <= 200; these
games carry no clock), from ply --min-ply on.

The relation fitted is judge_loss = c * kiryoku_loss (through the origin: a
move neither engine faults costs nothing by either), c a ratio of mean
losses:
  paired (default): the judge's and kiryoku's losses on the same moves, the
          positions kiryoku counts (those the placement test averages);
  own:    each engine's mean loss over the positions it counts itself (its
          own balanced positions): closer to how each estimator selects,
          but on few games far noisier, because the judge's wider scores
          count fewer positions.
Both are printed, from ply 16 and from the estimator's 40 (the default
--min-ply, the positions a rating rests on); its uncertainty
is a bootstrap over games. The profile is the thesis line on the judge's
scale: rating = 4.2464 * (c * loss) + 2529, so a = 4.2464 c, b = 2529, and
its rmse the thesis's 168 with the fit's error at the typical loss added in
quadrature. No person's rating enters the fit.
"""
import argparse
import math
import os
import random
import statistics
import sys

import analysis_table

THESIS_A, THESIS_B = 4.2464, 2529.0
THESIS_RMSE = 168.0          # Baba 2019, Table 5.1 B: ten people
THESIS_RANGE = (856, 2199)   # the people the thesis's line was checked on


def read_table(path):
    """Yields (game, ply, player, before, after, in_book) of a v1 table;
    scores are ints, or None for a mate."""
    def score(s):
        return None if s.startswith("mate") else int(s)
    for r in analysis_table.rows(path):
        yield (r["game"], int(r["ply"]), r["player"], score(r["eval_before"]), score(r["eval_after"]),
               r["in_book"] == "1")


def table_rows(dirname):
    """{(game, ply): (player, before, after, in_book)} over a folder of tables."""
    out = {}
    for name in sorted(os.listdir(dirname)):
        if name.endswith(".tsv"):
            for game, ply, player, before, after, in_book in read_table(os.path.join(dirname, name)):
                out[(game, ply)] = (player, before, after, in_book)
    return out


def counts(row, min_ply, ply):
    """Whether the estimator would count the row (its default filters; these
    games have no clock and no book)."""
    _, before, after, in_book = row
    return not in_book and before is not None and abs(before) <= 200 and ply >= min_ply and after is not None


CLIP = 1000


def clip(loss):
    """A loss no worse than -CLIP: on few games, a handful of moves the
    engines misjudge by thousands (a long endgame where one of them swings
    from level to lost and back) would set c alone."""
    return max(loss, -CLIP) if CLIP > 0 else loss


def losses(k, j, games, min_ply, method):
    """(kiryoku losses, judge losses) over the given games.
    own:    each engine over the positions it counts itself;
    paired: both over the positions kiryoku counts (the judge's scores of
            the same moves, where it saw no mate)."""
    lk, lj = [], []
    for g in games:
        for (game, ply), row in k.get(g, {}).items():
            if not counts(row, min_ply, ply):
                continue
            other = j.get(g, {}).get((game, ply))
            if method == "own":
                lk.append(clip(row[2] - row[1]))
            elif other and other[1] is not None and other[2] is not None:
                lk.append(clip(row[2] - row[1]))
                lj.append(clip(other[2] - other[1]))
        if method == "own":
            for (game, ply), row in j.get(g, {}).items():
                if counts(row, min_ply, ply):
                    lj.append(clip(row[2] - row[1]))
    return lk, lj


def ratio(k, j, games, min_ply, method):
    lk, lj = losses(k, j, games, min_ply, method)
    if not lk or not lj or statistics.fmean(lk) == 0:
        return float("nan")
    return statistics.fmean(lj) / statistics.fmean(lk)


def by_game(rows):
    out = {}
    for key, row in rows.items():
        out.setdefault(key[0], {})[key] = row
    return out


def fit(k, j, games, min_ply, method, samples):
    c = ratio(k, j, games, min_ply, method)
    rng = random.Random(2019)
    boot = [ratio(k, j, [rng.choice(games) for _ in games], min_ply, method) for _ in range(samples)]
    boot = sorted(b for b in boot if math.isfinite(b))
    lk, lj = losses(k, j, games, min_ply, method)
    sd = statistics.stdev(boot) if len(boot) > 1 else float("nan")
    return {"c": c, "lo": boot[int(0.05 * len(boot))], "hi": boot[int(0.95 * len(boot)) - 1], "sd": sd,
            "nk": len(lk), "nj": len(lj), "mk": statistics.fmean(lk) if lk else float("nan"),
            "mj": statistics.fmean(lj) if lj else float("nan")}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--kiryoku", required=True)
    ap.add_argument("--judge", required=True)
    ap.add_argument("--judge-name", default="the judge")
    ap.add_argument("--judge-name-ja", help="the judge's name and budget in Japanese, written as judge_ja "
                                            "(a Japanese estimate shows it)")
    ap.add_argument("--write")
    ap.add_argument("--name", default=DEFAULT_NAME, help="the profile's name (default %(default)s)")
    ap.add_argument("--commit", help="a file whose first line is the commit kiryoku's tables were made with "
                                     "(profile_fit.sh's $PROFILE_FIT_DIR/kiryoku.commit), named in the profile")
    ap.add_argument("--signature", help="a file whose line 'signature N' is `kiryoku bench`'s last line for the "
                                        "engine that made kiryoku's tables (profile_fit.sh's "
                                        "$PROFILE_FIT_DIR/kiryoku.signature), written as engine_signature")
    ap.add_argument("--samples", type=int, default=2000)
    ap.add_argument("--min-ply", type=int, default=40,
                    help="count positions from this ply for the fit (default: the estimator's 40; the "
                         "table also shows ply 16, where these early-decided games have more positions)")
    ap.add_argument("--method", choices=("paired", "own"), default="paired")
    ap.add_argument("--clip", type=int, default=1000,
                    help="count each loss as no worse than -CLIP cp in the fit (0: no clip)")
    args = ap.parse_args()
    k, j = by_game(table_rows(args.kiryoku)), by_game(table_rows(args.judge))
    games = sorted(set(k) & set(j))
    if not games:
        sys.exit("profile_fit: no game analysed by both")
    skipped = sorted(n[:-12] for n in os.listdir(args.kiryoku) if n.endswith(".tsv.skipped"))
    judge_failed = sorted(n[:-12] for n in os.listdir(args.judge) if n.endswith(".tsv.skipped"))
    print(f"games analysed by both: {len(games)} (left out, kiryoku's analysis over the CPU limit: "
          f"{len(skipped)}{': ' + ' '.join(skipped) if skipped else ''}; the judge failed: "
          f"{len(judge_failed)}{': ' + ' '.join(judge_failed) if judge_failed else ''})")
    global CLIP
    print("| positions from ply | method | kiryoku positions | judge positions | kiryoku mean loss | "
          "judge mean loss | c = judge / kiryoku | 90% over games | sd |")
    print("|---|---|---|---|---|---|---|---|---|")
    results = {}
    for cut in sorted({args.clip, 0}, reverse=True):
        CLIP = cut
        for min_ply in sorted({args.min_ply, 16, 40}):
            for method in ("paired", "own"):
                r = fit(k, j, games, min_ply, method, args.samples)
                results[(cut, min_ply, method)] = r
                clipped = f"clipped at -{cut}" if cut else "not clipped"
                print(f"| {min_ply} | {method}, {clipped} | {r['nk']} | {r['nj']} | {r['mk']:.1f} | "
                      f"{r['mj']:.1f} | {r['c']:.3f} | {r['lo']:.3f}..{r['hi']:.3f} | {r['sd']:.3f} |")
    r = results[(args.clip, args.min_ply, args.method)]
    c, a = r["c"], THESIS_A * r["c"]
    # The fit's own error at a typical loss, added in quadrature to the
    # line's: a rating at mean loss L moves by 4.2464 * L * sd_c.
    typical = abs(r["mk"])
    fit_err = THESIS_A * typical * r["sd"]
    rmse = math.sqrt(THESIS_RMSE ** 2 + fit_err ** 2)
    print(f"chosen: positions from ply {args.min_ply}, {args.method}, losses clipped at -{args.clip}: c = {c:.4f}")
    print(f"profile: rating = {a:.4f} * loss + {THESIS_B:.0f}; rmse {rmse:.0f} "
          f"(thesis {THESIS_RMSE:.0f} and the fit's {fit_err:.0f} at loss {-typical:.0f})")
    if args.write:
        write_profile(args, len(games), len(skipped), len(judge_failed), r, a, rmse)
        print(f"wrote {args.write}")


def engine_line(dirname):
    for name in sorted(os.listdir(dirname)):
        if name.endswith(".tsv"):
            head = {}
            for line in open(os.path.join(dirname, name), encoding="utf-8"):
                if not line.startswith("#"):
                    break
                if ":" in line:
                    key, _, value = line[1:].partition(":")
                    head[key.strip()] = value.strip()
            return head
    return {}


def signature_line(path):
    """'engine_signature: N' from `kiryoku bench`'s last line, or nothing
    (a net's bench, or no file: the profile then names no engine)."""
    if not path or not os.path.exists(path):
        return ""
    words = open(path, encoding="utf-8").read().split()
    if len(words) == 2 and words[0] == "signature" and words[1].isdigit():
        return f"engine_signature: {words[1]}\n"
    return ""


DEFAULT_NAME = "quest10-kiryoku-embedded"


def write_profile(args, games, skipped, judge_failed, r, a, rmse):
    head = engine_line(args.kiryoku)
    budget = "".join(f"{key}: {head[key]}\n" for key in ("depth", "nodes") if key in head)
    said = f"depth {head.get('depth', '?')}"
    if head.get("nodes"):
        said += f" with at most\n# {int(head['nodes']):,} nodes a position"
    commit = "a build not recorded"
    if args.commit:
        with open(args.commit, encoding="utf-8") as f:
            commit = "commit " + f.readline().split()[0][:7]
    judge_ja = (f"judge_ja: {args.judge_name_ja} (Gikou 2.0.2 深さ 10 の代わり)\n"
                if args.judge_name_ja else "")
    how = ("the judge's losses on the positions kiryoku counts, over kiryoku's"
           if args.method == "paired" else "each engine's mean loss over the positions it counts itself")
    with open(args.write, "w", encoding="utf-8") as f:
        f.write(f"""# kiryoku rating profile: {"the default for kiryoku's own analysis" if args.name == DEFAULT_NAME
                            else "for tables analysed by " + head.get("engine", "?") + " at " + said.replace(chr(10) + "# ", " ")}.
# Written by bench/profile_fit.sh (bench/profile_fit.py); regenerate it when
# the engine or its analysis default changes. bench/PROFILE_FIT.md has the run.
#
# Stands in for: the thesis line (Baba 2019, eq. 6: rating = 4.2464 * loss
# + 2529, Shogi Quest 10-minute sudden death, judged by Gikou 2.0.2 at depth
# 10), with kiryoku's losses first put on a strong judge's scale:
# judge_loss = c * kiryoku_loss, so a = 4.2464 * c.
# Judge: {args.judge_name}; Gikou itself is not available here.
# Fitted judge: `kiryoku analyze` with {head.get('engine', 'the embedded engine')}, {said}, built from {commit}.
# Fitted on: {games} human games of tests/data/human/lishogi_250.usi.txt
# (those of 41 plies or more, in file order, that both analysed; left out:
# {skipped} over the script's CPU limit, {judge_failed} the judge failed on),
# balanced positions from ply {args.min_ply}, each loss counted as no worse
# than -{args.clip} cp:
# c = {r['c']:.4f} ({how}; {r['nk']} positions),
# 90% over games {r['lo']:.3f}..{r['hi']:.3f}.
# NOT refitted on people: no rating of any person entered this file. rmse is
# the thesis's 168 (ten people) with the fit's own error added; range is the
# thesis's people, 856..2199.
# engine_signature: `kiryoku bench`'s signature of the engine fitted (engine/
# bench.h); test_bench_signature fails once the engine differs from it, and
# a refit must write the new one (bench/profile_fit.sh does).
name: {args.name}
engine: {head.get('engine', 'kiryoku embedded engine (embedded)')}
{signature_line(args.signature)}{budget}form: linear
a: {a:.4f}
b: {THESIS_B:.0f}
rmse: {rmse:.0f}
range: {THESIS_RANGE[0]} {THESIS_RANGE[1]}
judge: {args.judge_name} (standing in for Gikou 2.0.2 at depth 10)
{judge_ja}scale: Shogi Quest rating, 10-minute sudden death (Baba 2019, eq. 6, on a strong judge's scale)
scale_ja: 将棋クエストのレーティング、10分切れ負け (Baba 2019、式 6、強い判定エンジンの尺度で)
""")


if __name__ == "__main__":
    main()
