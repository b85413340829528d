#!/usr/bin/env python3
"""The tables of bench/settai_clock.sh: a row per settai setting and
opponent, and each setting's level positions against "off" game by game.

    python3 bench/settai_table.py DIR [--base SETTING] [JUDGE ...]

DIR is a settai_clock run (DIR/SETTING/OPPONENT/games.log and the judges'
tables gameNNN.JUDGE.tsv); JUDGE names the judges that counted (default
builtin). "Level" counts the opponent's moves after ply 40 with
|eval_before| <= 200, a mate not level, as bench/bridge.sh counts them.

The first table: games, settai's results, plies, the level positions per
game and their mean, settai's clock, what a person waits for a move (the
mean from settai's clock; the moves of 3 and 5 s or more and the longest
from the records' whole seconds), its deeper and steered moves. The
second: for each setting other than the base (--base, a setting's
directory name: default think0, off), the mean of its games' level
positions less the base's in the same game (game k of a series has the same
opening line, colours and seeds in every setting), with a 90% interval
from resampling the pairs (2000 draws, a fixed seed), over the games both
settings have; with two opponents or more, a row of them together, each
weighing the same.
"""
import glob
import os
import random
import re
import statistics as st
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import analysis_table  # noqa: E402

LEVEL_CP = 200
FROM_PLY = 40
DRAWS = 2000


def level(tsv):
    """The opponent's level positions after ply 40 in one judge's table;
    None when the table is missing."""
    if not os.path.exists(tsv):
        return None
    ai = analysis_table.ai_players(tsv)
    return sum(1 for r in analysis_table.rows(tsv) if r['player'] not in ai and int(r['ply']) > FROM_PLY
               and level_eval(r['eval_before']))


def level_eval(e):
    """Is an eval_before field level: no mate, within LEVEL_CP of 0?"""
    return 'mate' not in e and -LEVEL_CP <= int(e) <= LEVEL_CP


def settai_turns(csa):
    """Settai's moves in a CSA record (a bridge_match game or a test's):
    (the game's ply before the move, its T field in whole seconds). Settai
    is the side whose name line starts "kiryoku"."""
    lines = open(csa, encoding="utf-8", errors="replace").read().splitlines()
    side = "+" if any(line.startswith("N+kiryoku") for line in lines) else "-"
    moves = [m for m in (re.match(r"([+-])\d{4}[A-Z]{2},T(\d+)", line) for line in lines) if m]
    return [(ply, int(m.group(2))) for ply, m in enumerate(moves) if m.group(1) == side]


def move_seconds(csa):
    """Settai's moves' times in a bridge_match record: the CSA T fields,
    whole seconds (its own clock in ms is in games.log)."""
    return [t for _, t in settai_turns(csa)]


def games(d):
    """The games.log lines of one setting and opponent, as field lists."""
    log = os.path.join(d, "games.log")
    if not os.path.isfile(log):
        return []
    return [line.rstrip('\n').split('\t') for line in open(log) if line.startswith('game\t')]


def label(setting):
    if setting == "think0":
        return "off"
    if setting == "steer":
        return "steered"
    if setting.startswith("ant"):
        cap, _, think = setting[3:].partition("t")
        return "anticipate %s cp" % cap + (", think depth %s" % think if think else "")
    depth, _, from_ply = setting[5:].partition("f")
    from_ply, _, ms = from_ply.partition("m")
    return ("think depth " + depth + (" from ply " + from_ply if from_ply else "")
            + (", %g s a turn at most" % (int(ms) / 1000) if ms else ""))


def order(d):
    s = os.path.basename(os.path.dirname(d))
    rank = int(s[5:].partition("f")[0]) if s.startswith('think') else int(s[3:].partition("t")[0]) if s.startswith('ant') else 0
    return (os.path.basename(d), s == 'steer', s.startswith('ant'), rank)


def levels_by_game(d, judge):
    """{game number: level positions} for the games with the judge's table."""
    out = {}
    for r in games(d):
        v = level(os.path.join(d, "game%03d.%s.tsv" % (int(r[1]), judge)))
        if v is not None:
            out[int(r[1])] = v
    return out


def summary_table(root, judges):
    out = ["| settai | opponent | games | settai W-D-L | plies (range, median) | "
           + " | ".join("level after ply 40 by %s, per game | mean" % j for j in judges)
           + " | settai's clock used a game (s, mean; max) | a move: mean s; 3 s or more; 5 s or more; "
             "longest (whole s) | its moves searched deeper (mean depth) | steered (changed) |",
           "|---" * (8 + 2 * len(judges)) + "|"]
    for d in sorted(glob.glob(os.path.join(root, "*", "*")), key=order):
        # In game order: a game played again (deleted from the log) is appended.
        g = sorted(games(d), key=lambda r: int(r[1]))
        if not g:
            continue
        plies = [int(r[3]) for r in g]
        res = [r[5] for r in g]
        ms = [int(r[6]) / 1000 for r in g]
        moves = sum(int(r[7]) for r in g)
        deeper = sum(int(r[8]) for r in g)
        dsum = sum(int(r[8]) * float(r[9]) for r in g)
        steered = sum(int(r[10]) for r in g if len(r) > 11)
        changed = sum(int(r[11]) for r in g if len(r) > 11)
        cells = []
        for j in judges:
            lv = [level(os.path.join(d, "game%03d.%s.tsv" % (int(r[1]), j))) for r in g]
            lv = [x for x in lv if x is not None]
            cells += [", ".join(map(str, lv)) or "-", "%.1f" % st.mean(lv) if lv else "-"]
        # What a person waits: the mean from its clock, the rest from the records.
        secs = [t for r in g if os.path.exists(os.path.join(d, "game%03d.csa" % int(r[1])))
                for t in move_seconds(os.path.join(d, "game%03d.csa" % int(r[1])))]
        waits = "%.2f; %d; %d; %s" % (sum(ms) / moves if moves else 0, sum(t >= 3 for t in secs),
                                      sum(t >= 5 for t in secs), max(secs) if secs else "-")
        unfinished = res.count('none')
        out.append("| %s | %s | %d | %d-%d-%d%s | %d-%d, %g | %s | %.0f; %.0f | %s | %d of %d%s | %d of %d (%d) |" % (
            label(os.path.basename(os.path.dirname(d))), os.path.basename(d), len(g), res.count('win'),
            res.count('draw'), res.count('loss'), ", %d unfinished" % unfinished if unfinished else "",
            min(plies), max(plies), st.median(plies), " | ".join(cells), st.mean(ms), max(ms), waits, deeper, moves,
            " (%.1f)" % (dsum / deeper) if deeper else "", steered, moves, changed))
    return out


def paired(per_opp, rng):
    """Game-by-game differences against the base, one list an opponent, each
    opponent weighing the same whatever its games: the mean of their mean
    differences, and its 90% interval from resampling the pairs within each
    opponent."""
    m = st.mean(st.mean(d) for d in per_opp)
    draws = sorted(st.mean(st.mean(rng.choice(d) for _ in d) for d in per_opp) for _ in range(DRAWS))
    return m, draws[int(0.05 * DRAWS)], draws[int(0.95 * DRAWS) - 1]


def paired_table(root, judges, base_setting="think0"):
    out = ["| setting | opponent | judge | games paired | level a game, %s | level a game, setting | "
           "difference | 90%% interval |" % label(base_setting), "|---|---|---|---|---|---|---|---|"]
    rows, pooled = 0, {}
    for d in sorted(glob.glob(os.path.join(root, "*", "*")), key=order):
        setting, opp = os.path.basename(os.path.dirname(d)), os.path.basename(d)
        base = os.path.join(root, base_setting, opp)
        if setting == base_setting or not os.path.isdir(base):
            continue
        for j in judges:
            a, b = levels_by_game(base, j), levels_by_game(d, j)
            keys = sorted(set(a) & set(b))
            if len(keys) < 2:
                continue
            diffs = [b[k] - a[k] for k in keys]
            m, lo, hi = paired([diffs], random.Random(20261129))
            out.append("| %s | %s | %s | %d | %.1f | %.1f | %+.1f | [%+.1f, %+.1f] |" % (
                label(setting), opp, j, len(keys), st.mean(a[k] for k in keys), st.mean(b[k] for k in keys),
                m, lo, hi))
            rows += 1
            pooled.setdefault((setting, j), []).append(diffs)
    for (setting, j), per_opp in sorted(pooled.items()):
        if len(per_opp) > 1:
            m, lo, hi = paired(per_opp, random.Random(20261129))
            out.append("| %s | the %d together, each weighing 1/%d | %s | %d | | | **%+.1f** | **[%+.1f, %+.1f]** |" % (
                label(setting), len(per_opp), len(per_opp), j, sum(len(d) for d in per_opp), m, lo, hi))
    return out if rows else []


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__.split("\n\n")[1])
    args = sys.argv[2:]
    base = "think0"
    if args[:1] == ["--base"] and len(args) > 1:
        base, args = args[1], args[2:]
    root, judges = sys.argv[1], args or ["builtin"]
    print("\n".join(summary_table(root, judges)))
    table = paired_table(root, judges, base)
    if table:
        print("\nAgainst %s, game by game (the same opening, colours and seeds):\n" % label(base))
        print("\n".join(table))


if __name__ == "__main__":
    main()
