#!/usr/bin/env python3
"""How wide a net's scores run beside the linear evaluation's, which sets the
search's scale for it (NnueScale, engine/nnue.h NNUE_SEARCH_SCALE).

    python3 tools/nnue/spread.py NET.nnue [POSITIONS]   (default: 200)

Scores the first POSITIONS middlegames of bench/middlegames500.usi at
`go depth 1` with each evaluation (depth 1 with quiescence, so a hanging
piece is settled) and prints the mean |score| of each, the least-squares
slope of the net's scores on the linear ones, and the scale that puts the
net's spread on the linear one's: 100 x linear / net. Positions where
either score is a mate or beyond 3,000 cp are left out (the net was
trained on |score| <= 3,000)."""
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")


def positions(limit):
    out = []
    with open(os.path.join(ROOT, "bench", "middlegames500.usi")) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                out.append(line.strip())
    return out[:limit]


def scores(net, lines):
    """Depth-1 scores in cp (None for a mate) from one kiryoku usi."""
    cmds = ["usi"]
    if net:
        cmds += ["setoption name UseNNUE value true", "setoption name EvalFile value " + net]
    cmds.append("isready")
    for pos in lines:
        cmds += ["position " + pos, "go depth 1"]
    cmds.append("quit")
    proc = subprocess.run([os.path.join(ROOT, "build", "kiryoku"), "usi"], input="\n".join(cmds) + "\n",
                          capture_output=True, text=True, check=True)
    result, last = [], None
    for line in proc.stdout.splitlines():
        words = line.split()
        if words[:1] == ["info"] and "score" in words:
            i = words.index("score")
            last = int(words[i + 2]) if words[i + 1] == "cp" else None
        elif words[:1] == ["bestmove"]:
            result.append(last)
            last = None
    if len(result) != len(lines):
        sys.exit("spread.py: %d answers for %d positions" % (len(result), len(lines)))
    return result


def main():
    if len(sys.argv) < 2 or sys.argv[1] in ("-h", "--help"):
        sys.exit(__doc__)
    lines = positions(int(sys.argv[2]) if len(sys.argv) > 2 else 200)
    lin, net = scores(None, lines), scores(sys.argv[1], lines)
    pairs = [(a, b) for a, b in zip(lin, net) if a is not None and b is not None and abs(a) <= 3000 and abs(b) <= 3000]
    if not pairs:
        sys.exit("spread.py: no position with two ordinary scores")
    mean_lin = sum(abs(a) for a, _ in pairs) / len(pairs)
    mean_net = sum(abs(b) for _, b in pairs) / len(pairs)
    slope = sum(a * b for a, b in pairs) / max(1, sum(a * a for a, _ in pairs))
    print("positions: %d of %d (the rest a mate or beyond 3,000 cp)" % (len(pairs), len(lines)))
    print("mean |score|: linear %.0f, net %.0f" % (mean_lin, mean_net))
    print("least-squares slope of net on linear: %.2f" % slope)
    print("scale for the search (100 x linear / net): %.0f" % (100 * mean_lin / mean_net))


if __name__ == "__main__":
    main()
