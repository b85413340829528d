#!/bin/sh
# Issue 14: what the shipped analysis budget costs and what it keeps.
#  1. The hard-game corpus (bench/hard_games.usi: long games between unequal
#     players that end in drop-heavy attacks), every position searched as
#     `kiryoku analyze` does at its default budget: positions, total nodes,
#     median, 99th percentile and maximum nodes of a position, max/median,
#     CPU seconds on one core.
#  2. The same for the explode positions and 500 middlegames.
#  3. Best-move agreement on the 500 middlegames (bench/middlegames500.usi):
#     the default budget against a four times larger one (depth 7, four
#     times the cap), and depth 5 against depth 7 with no cap.
# Nodes are exact on any machine; CPU seconds depend on the machine and a
# little on its load (run it on an idle machine for those).
#   BUDGET_DEPTH / BUDGET_NODES: the budget to measure (default: the shipped one)
cd "$(dirname "$0")/.."
make -s build/bench/budget || exit 1
B=./build/bench/budget
depth=${BUDGET_DEPTH:-$(sed -n 's/^enum { ANALYZE_DEFAULT_DEPTH = \([0-9]*\) };/\1/p' analysis/analyzer.h)}
nodes=${BUDGET_NODES:-$(sed -n 's/^#define ANALYZE_DEFAULT_NODES ((uint64_t)\([0-9]*\))/\1/p' analysis/analyzer.h)}
echo "== hard-game corpus, depth $depth, cap $nodes nodes"
nice $B --games --depth "$depth" --nodes "$nodes" bench/hard_games.usi
echo "== explode positions"
nice $B --depth "$depth" --nodes "$nodes" bench/explode_positions.usi
echo "== 500 middlegames"
nice $B --depth "$depth" --nodes "$nodes" bench/middlegames500.usi
echo "== agreement on the 500 middlegames"
nice $B --agree --depth "$depth" --nodes "$nodes" --vs-depth $((depth + 2)) --vs-nodes $((nodes * 4)) bench/middlegames500.usi
nice $B --agree --depth "$depth" --vs-depth $((depth + 2)) bench/middlegames500.usi
