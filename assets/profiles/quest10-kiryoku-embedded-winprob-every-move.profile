# kiryoku rating profile: the winning-chance mean over every non-book move (issue 35
# item 3), on the Quest scale of quest10-kiryoku-embedded; the test's default (rating/profile.h).
# Written by bench/stat_profile_fit.py (the command is in its docstring); docs/METHOD.md,
# "A path to the Quest scale", and bench/ACCURACY.md have the method and the figures.
#
# The statistic S: 100 * (p(eval_after) - p(eval_before)), p = 1/(1+exp(-cp/600)), over
# every move of the tested player out of the AI's book (from ply 1, no band on eval_before,
# moves into a mate left out). The keys below record it: estimate reads them without options.
# Composed: the thesis mean M on S over the accuracy pool's human-like players (round 2,
# 7 players, 28 tests of 6 games), one point a player, both pooled over the player's tests:
#   M = -16.4907 + 29.6021 * S   (residual SD 7.2 cp, prediction error 7.7 cp, LOO 8.6 cp)
# and quest10-kiryoku-embedded's line, rating = 5.0368 * M + 2529 (rmse 194):
#   a = 5.0368 * 29.6021, b = 5.0368 * -16.4907 + 2529;
#   rmse = sqrt(194^2 + (5.0368 * 7.7)^2): the line's error and the relation's.
# human-like (fitted): 7 players, residual mean +0.0 cp (+0 rating points), RMS 6.1 cp (30)
# other kinds (checked): 11 players, residual mean -20.2 cp (-102 rating points), RMS 24.7 cp (125)
# Engines: the relation from the pool's tables (the run's program, commit ede958e);
# the line, the engine and its signature from quest10-kiryoku-embedded (built from commit 0f3aeac).
# The relation is carried over from the run's engine as measured, not remeasured.
name: quest10-kiryoku-embedded-winprob-every-move
engine: kiryoku embedded engine (embedded)
engine_signature: 352675
depth: 5
nodes: 150000
form: linear
a: 149.1001
b: 2445.9
rmse: 198
range: 856 2199
judge: gpsshogi 0.7.0 (gpsusi) at 1 s a position (standing in for Gikou 2.0.2 at depth 10)
judge_ja: gpsshogi 0.7.0 (gpsusi)、1局面 1 秒 (Gikou 2.0.2 深さ 10 の代わり)
scale: Shogi Quest rating, 10-minute sudden death (Baba 2019, eq. 6, on a strong judge's scale); read from the winning-chance mean over every move through the thesis mean
scale_ja: 将棋クエストのレーティング、10分切れ負け (Baba 2019、式 6、強い判定エンジンの尺度で)。全ての手の勝率損失の平均から、論文の平均損失を経て
stat: mean
unit: winprob
min_ply: 1
max_abs_eval: none
count_mates: no
min_clock_left: table
max_progress: 100
lowest_progress: off
