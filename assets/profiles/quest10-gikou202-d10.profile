# kiryoku rating profile: the default line of `kiryoku estimate`.
# Baba (2019), master's thesis, eq. 6: fitted on 31,398 Shogi Quest games,
# players rated 1100-1999 grouped by 100 points (correlation 0.9959), moves
# analysed by Gikou 2.0.2 at depth 10, ply >= 40, |eval_before| <= 200.
# A mean loss of 0 maps to 2529: the engine's own strength on that scale.
# rmse: the line's error against ten people's real ratings (Table 5.1 B);
# range: those people's ratings, 856..2199. Outside it a rating is shown as
# "below 856" / "above 2199" (METHOD.md, "The scale's range").
name: quest10-gikou202-d10
engine: Gikou 2.0.2
depth: 10
form: linear
a: 4.2464
b: 2529
scale: Shogi Quest rating, 10-minute sudden death (Baba 2019, eq. 6)
scale_ja: 将棋クエストのレーティング、10分切れ負け (Baba 2019、式 6)
rmse: 168
range: 856 2199
