#!/usr/bin/env python3
"""Two pictures of seed 003's difficulty signal on self-play games, from the
"insights" of a report.json (kiryoku report): per game, the smoothed root and
leaf levels (top) and their 16-position correlation (bottom), hard positions
shaded. Plain SVG, no plotting library.

    difficulty_plot.py REPORT.JSON OUT_PREFIX GAME...   (writes OUT_PREFIX-GAME.svg)
"""
import json
import sys

W, H, PAD = 640, 360, 40


def svg_for(g):
    d = g["difficulty"]
    root, leaf, corr = d["root_level_cp"], d["leaf_level_cp"], d["correlation"]
    n = len(root)
    x = lambda i: PAD + (W - 2 * PAD) * i / max(n - 1, 1)
    top, mid, bot = 20, 200, 340
    ev = lambda v: top + (mid - 20 - top) * (1 - (max(-2000, min(2000, v)) + 2000) / 4000)
    cy = lambda c: mid + 10 + (bot - mid - 10) * (1 - (c + 1) / 2)
    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d">' % (W, H, W, H),
           '<rect width="%d" height="%d" fill="#fff"/>' % (W, H)]
    hard = set(p - 1 for p in d["hard_plies"])
    for i in sorted(hard):
        out.append('<rect x="%.1f" y="%d" width="%.1f" height="%d" fill="#f3d9a4"/>'
                   % (x(i), top, max(x(1) - x(0), 1), bot - top))
    for v in (-1000, 0, 1000):
        out.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#ccc"/><text x="%d" y="%.1f" '
                   'font-size="9" text-anchor="end">%+d</text>' % (PAD, W - PAD, ev(v), ev(v), PAD - 3, ev(v) + 3, v))
    for c in (-1, 0, 0.5, 1):
        out.append('<line x1="%d" x2="%d" y1="%.1f" y2="%.1f" stroke="#ccc"/><text x="%d" y="%.1f" '
                   'font-size="9" text-anchor="end">%g</text>' % (PAD, W - PAD, cy(c), cy(c), PAD - 3, cy(c) + 3, c))

    def line(vals, f, colour):
        pts = " ".join("%.1f,%.1f" % (x(i), f(v)) for i, v in enumerate(vals) if v is not None)
        out.append('<polyline fill="none" stroke="%s" stroke-width="1.5" points="%s"/>' % (colour, pts))
    line(root, ev, "#1f4e9c")
    line(leaf, ev, "#c0392b")
    line(corr, cy, "#2e7d32")
    for i in range(0, n, 20):
        out.append('<text x="%.1f" y="%d" font-size="9" text-anchor="middle">%d</text>' % (x(i), H - 4, i + 1))
    out.append('<text x="%d" y="14" font-size="11">%s: root level (blue), leaf level (red), cp; '
               'correlation over 16 positions (green, -1..1); shaded: hard (&lt; 0.5)</text>' % (PAD, g["game"]))
    out.append("</svg>")
    return "\n".join(out)


def main():
    rep = json.load(open(sys.argv[1]))
    games = {g["game"]: g for g in rep["insights"]["games"]}
    for name in sys.argv[3:]:
        g = games[name]
        with open("%s-%s.svg" % (sys.argv[2], name), "w") as f:
            f.write(svg_for(g) + "\n")
        d = g["difficulty"]
        c = [v for v in d["correlation"] if v is not None]
        print("%s: %d positions, whole-game correlation %s, hardest from ply %s (%s), %d hard positions, "
              "median window correlation %.2f" % (name, g["plies"], d["game_correlation"], d["hardest_from_ply"],
                                                  d["hardest_correlation"], len(d["hard_plies"]),
                                                  sorted(c)[len(c) // 2] if c else float("nan")))


main()
