# kiryoku rating profile: the default for kiryoku's own analysis.
# Written by bench/profile_fit.sh (bench/profile_fit.py); regenerate it when
# the engine or its analysis default changes. bench/PROFILE_FIT.md has the run.
#
# Stands in for: the thesis line (Baba 2019, eq. 6: rating = 4.2464 * loss
# + 2529, Shogi Quest 10-minute sudden death, judged by Gikou 2.0.2 at depth
# 10), with kiryoku's losses first put on a strong judge's scale:
# judge_loss = c * kiryoku_loss, so a = 4.2464 * c.
# Judge: gpsshogi 0.7.0 (gpsusi) at 1 s a position; Gikou itself is not available here.
# Fitted judge: `kiryoku analyze` with kiryoku embedded engine (embedded), depth 5 with at most
# 150,000 nodes a position, built from commit 0f3aeac.
# Fitted on: 168 human games of tests/data/human/lishogi_250.usi.txt
# (those of 41 plies or more, in file order, that both analysed; left out:
# 0 over the script's CPU limit, 0 the judge failed on),
# balanced positions from ply 40, each loss counted as no worse
# than -1000 cp:
# c = 1.1861 (the judge's losses on the positions kiryoku counts, over kiryoku's; 449 positions),
# 90% over games 1.054..1.334.
# NOT refitted on people: no rating of any person entered this file. rmse is
# the thesis's 168 (ten people) with the fit's own error added; range is the
# thesis's people, 856..2199.
# engine_signature: `kiryoku bench`'s signature of the engine fitted (engine/
# bench.h); test_bench_signature fails once the engine differs from it, and
# a refit must write the new one (bench/profile_fit.sh does).
name: quest10-kiryoku-embedded
engine: kiryoku embedded engine (embedded)
engine_signature: 352675
depth: 5
nodes: 150000
form: linear
a: 5.0368
b: 2529
rmse: 194
range: 856 2199
judge: gpsshogi 0.7.0 (gpsusi) at 1 s a position (standing in for Gikou 2.0.2 at depth 10)
judge_ja: gpsshogi 0.7.0 (gpsusi)、1局面 1 秒 (Gikou 2.0.2 深さ 10 の代わり)
scale: Shogi Quest rating, 10-minute sudden death (Baba 2019, eq. 6, on a strong judge's scale)
scale_ja: 将棋クエストのレーティング、10分切れ負け (Baba 2019、式 6、強い判定エンジンの尺度で)
