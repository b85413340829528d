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
# and quest10-kiryoku-embedded's line, rating = 5.0875 * M + 2529 (rmse 195):
#   a = 5.0875 * 29.6021, b = 5.0875 * -16.4907 + 2529;
#   rmse = sqrt(195^2 + (5.0875 * 7.7)^2): the line's error and the relation's.
# human-like (fitted): 7 players, residual mean +0.0 cp (+0 rating points), RMS 6.1 cp (31)
# other kinds (checked): 11 players, residual mean -20.2 cp (-103 rating points), RMS 24.7 cp (126)
# The engine is the embedded one of the pool's tables (commit ede958e; engine/ has changed
# since only by assertions and the bench, so its signature is the shipped profile's).
name: quest10-kiryoku-embedded-winprob-every-move
engine: kiryoku embedded engine (embedded)
engine_signature: 331553
depth: 5
nodes: 150000
form: linear
a: 150.6009
b: 2445.1
rmse: 199
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
