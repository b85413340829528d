/* The words rating/ itself prints (see text.h): each id's English and
 * Japanese side by side, so neither can be added without the other. */
#include "rating/text.h"

#include <stddef.h>

static const struct {
    const char *en, *ja;
} words[RT_COUNT] = {
    /* The estimate as text (estimate_print.c) */
    [RT_RATED] = {
        .en = "%s: rating %d (%g%% interval %d to %d), from %d positions in %zu game(s), mean loss %.1f "
              "(cost %.1f per move)\n",
        .ja = "%s: 推定レーティング %d (%g%% 信頼区間 %d〜%d)\n"
              "  %d 局面 (%zu 局) から、平均損失 %.1f (1手あたりの損 %.1f)\n",
    },
    [RT_UNRATED] = {
        .en = "%s: no rating (no profile for this statistic), from %d positions in %zu game(s), mean loss %.1f "
              "(cost %.1f per move)\n",
        .ja = "%s: 推定レーティングなし (この統計量のプロファイルがありません)\n"
              "  %d 局面 (%zu 局) から、平均損失 %.1f (1手あたりの損 %.1f)\n",
    },
    [RT_SHOWN] = {
        .en = "shown to the player: %s; interval = positions bootstrap %d to %d combined with the line's error "
              "(RMSE %.0f)\n",
        .ja = "プレイヤーへの表示: %s\n"
              "  区間 = 局面のブートストラップ %d〜%d に回帰直線の誤差 (RMSE %.0f) を合成\n",
    },
    [RT_VERDICT_RATED] = { .en = "rated", .ja = "レーティングを表示" },
    [RT_VERDICT_TOO_FEW] = { .en = "too_few_positions", .ja = "局面が足りず数値なし" },
    [RT_VERDICT_BELOW] = { .en = "below_range", .ja = "範囲の下限未満" },
    [RT_VERDICT_ABOVE] = { .en = "above_range", .ja = "範囲の上限超" },
    [RT_STATISTIC] = { .en = "statistic: %s = %.2f%s\n", .ja = "統計量: %s = %.2f%s\n" },
    [RT_RATING_READS] = { .en = " (the rating reads it)", .ja = " (レーティングはこの値から)" },
    [RT_CHOICE_S] = { .en = "choice model: s = %.1f cp", .ja = "指し手選択モデル: s = %.1f cp" },
    [RT_CHOICE_S_WINPROB] = { .en = "choice model: s = %.2f points of winning chance",
                              .ja = "指し手選択モデル: s = 勝率 %.2f ポイント" },
    [RT_CHOICE_INTERVAL] = { .en = " (%g%% bootstrap %.1f to %.1f)", .ja = " (%g%% ブートストラップ区間 %.1f〜%.1f)" },
    [RT_CHOICE_FIT] = {
        .en = ", c = %g, mean log-likelihood %.4f per move (a pick at random: %.4f), %d moves\n",
        .ja = "、c = %g\n  1手あたりの平均対数尤度 %.4f (無作為に選ぶと %.4f)、%d 手\n",
    },
    [RT_CHOICE_SHALLOW] = {
        .en = "choice model: the root scores of %d of the %d moves come from below the table's depth (the search "
              "of every move stopped at the node cap; column root_depth)\n",
        .ja = "指し手選択モデル: %d 手のルートスコアは解析表の深さ未満 (全 %d 手中)\n"
              "  (どの手の探索もノード数の上限で止まりました。列 root_depth)\n",
    },
    [RT_CHOICE_BOUND] = {
        .en = "choice model: s is at the %s of its range (%g cp): %s\n",
        .ja = "指し手選択モデル: s が範囲の%s (%g cp) にあります:\n  %s\n",
    },
    [RT_BOUND_BOTTOM] = { .en = "bottom", .ja = "下端" },
    [RT_BOUND_TOP] = { .en = "top", .ja = "上端" },
    [RT_BOUND_BEST] = { .en = "every counted move was the engine's best", .ja = "数えた手はすべてエンジンの最善手でした" },
    [RT_BOUND_RANDOM] = {
        .en = "the moves fit no better than a pick at random",
        .ja = "指し手の当てはまりは無作為に選んだ場合と変わりません",
    },
    [RT_PROFILE] = { .en = "profile %s: rating = %s%g * %s + %g%s", .ja = "プロファイル %s: レーティング = %s%g * %s + %g%s" },
    [RT_FORMULA_LOSS] = { .en = "mean_loss", .ja = "平均損失" },
    [RT_PROFILE_S] = { .en = ", S = the %s", .ja = "\n  S = %s" },
    [RT_PROFILE_SCALE] = { .en = " (%s)", .ja = "\n  尺度: %s" },
    [RT_PROFILE_RANGE] = { .en = ", range %d..%d", .ja = "\n  適用範囲: %d〜%d" },
    [RT_PROFILE_JUDGE] = { .en = "profile judge: %s\n", .ja = "  判定エンジン: %s\n" },
    [RT_COL_GAME] = { .en = "game", .ja = "対局" },
    [RT_COL_PLIES] = { .en = "plies", .ja = "手数" },
    [RT_COL_MOVES] = { .en = "moves", .ja = "指し手" },
    [RT_COL_POSITIONS] = { .en = "positions", .ja = "局面数" },
    [RT_COL_MEAN_LOSS] = { .en = "mean loss", .ja = "平均損失" },
    [RT_COL_STATISTIC] = { .en = "statistic", .ja = "統計量" },
    [RT_COL_RATING] = { .en = "rating", .ja = "レート" },
    [RT_FILTERS] = {
        .en = "filters: |eval_before| <= %g, ply >= %d",
        .ja = "数える手: 指す前の評価値の絶対値が %g 以下、%d 手目以降",
    },
    [RT_FILTER_MAX_PLY] = { .en = ", ply <= %d", .ja = "、%d 手目まで" },
    [RT_FILTERS_NO_BAND] = {
        .en = "filters: any eval_before, ply >= %d",
        .ja = "数える手: 指す前の評価値を問わず、%d 手目以降",
    },
    [RT_FILTER_CLOCK_TABLE] = {
        .en = ", clock left >= %g s (%g%% of the tables' %g s clock)",
        .ja = "、\n  残り時間 %g 秒以上 (持ち時間の %g%%。解析表の持ち時間は %g 秒)",
    },
    [RT_FILTER_CLOCK] = { .en = ", clock left >= %g s", .ja = "、残り時間 %g 秒以上" },
    [RT_FILTER_PROGRESS] = { .en = ", progress <= %g%%", .ja = "、進行度 %g%% 以下" },
    [RT_FILTER_LOWEST] = { .en = ", the %d lowest-progress moves", .ja = "、進行度の低い %d 手" },
    [RT_FILTER_END] = { .en = ", no mate after, not in book\n", .ja = "、\n  指した後に詰みがない、定跡を外れた手\n" },
    [RT_FILTER_END_MATES] = {
        .en = ", a mate after counted as a winning chance of 1 or 0, not in book\n",
        .ja = "、\n  指した後の詰みは勝率 1 か 0 として数える、定跡を外れた手\n",
    },
    [RT_WARNING] = { .en = "warning: %s\n", .ja = "警告: %s\n" },

    /* Why a move did not count (the English: the JSON's names) */
    [RT_EX_OTHER_PLAYER] = { .en = "other_player", .ja = "相手の手" },
    [RT_EX_BOOK] = { .en = "in_book", .ja = "定跡" },
    [RT_EX_EVAL] = { .en = "eval_before", .ja = "互角でない" },
    [RT_EX_PLY] = { .en = "min_ply", .ja = "序盤" },
    [RT_EX_MAX_PLY] = { .en = "max_ply", .ja = "上限手数の後" },
    [RT_EX_CLOCK] = { .en = "clock", .ja = "残り時間不足" },
    [RT_EX_MATE_AFTER] = { .en = "mate_after", .ja = "指した後に詰み" },
    [RT_EX_PROGRESS] = { .en = "max_progress", .ja = "進行度超過" },
    [RT_EX_LOWEST_PROGRESS] = { .en = "lowest_progress", .ja = "進行度で選外" },

    /* The statistic (the English kinds: --stat's own words) */
    [RT_STAT_OF] = { .en = "%s of %s losses", .ja = "%2$sの損失の%1$s" },
    [RT_STAT_BEST_FREE] = { .en = ", the judge's own best moves free", .ja = " (解析エンジン自身の最善手は損失0)" },
    [RT_STAT_MEAN] = { .en = "mean", .ja = "平均" },
    [RT_STAT_MEDIAN] = { .en = "median", .ja = "中央値" },
    [RT_STAT_TRIMMED] = { .en = "trimmed:%g", .ja = "刈り込み平均 (両端から %g ずつ除く)" },
    [RT_STAT_CLIPPED] = { .en = "clipped:%g", .ja = "切り詰め平均 (上限 %g cp)" },
    [RT_UNIT_CP] = { .en = "centipawn", .ja = "センチポーン単位" },
    [RT_UNIT_WINPROB] = { .en = "winning-chance (winprob)", .ja = "勝率 (winprob)" },
    [RT_STAT_CHOICE] = { .en = "move-choice sensitivity s in cp (c = %g)", .ja = "指し手選択の感度 s (cp、c = %g)" },
    [RT_STAT_CHOICE_WINPROB] = { .en = "move-choice sensitivity s in points of winning chance (c = %g)",
                                 .ja = "指し手選択の感度 s (勝率のポイント、c = %g)" },
    [RT_STAT_WEIGHTED] = { .en = "weighted mean", .ja = "局面の重み付き平均 (互角の局面に換算)" },

    /* The estimator's warnings and its reasons for no estimate */
    [RT_WARN_MISMATCH] = {
        .en = "engine/profile mismatch: %s was analysed by '%s' at depth %d%s, but profile '%s' is for '%s' at "
              "depth %d%s; the rating may be off (use the profile of that engine, or fit one with 'kiryoku "
              "calibrate')",
        .ja = "エンジンとプロファイルの不一致: %s の解析は '%s' (深さ %d%s) ですが、プロファイル '%s' は "
              "'%s' (深さ %d%s) 用です。レーティングがずれているおそれがあります (そのエンジンのプロファイルを"
              "使うか、'kiryoku calibrate' で作ってください)",
    },
    [RT_NODE_CAP] = { .en = ", at most %lld nodes a position", .ja = "、1局面 %lld ノードまで" },
    [RT_WARN_UNNAMED] = {
        .en = "%d table(s) name no engine or depth ('# engine:', '# depth:'); profile '%s' assumes '%s' at "
              "depth %d",
        .ja = "%d 個の解析表がエンジンも深さも記していません ('# engine:'、'# depth:')。プロファイル '%s' は "
              "'%s' (深さ %d) を前提にしています",
    },
    [RT_WARN_LEFT_OUT] = {
        .en = "%d counted move(s) left out of the choice fit: their root_scores cell is empty or does not list "
              "the move played",
        .ja = "数えた手のうち %d 手を指し手選択の当てはめから外しました: root_scores 欄が空か、指した手が"
              "載っていません",
    },
    [RT_WARN_NO_RATING] = {
        .en = "no rating: profile '%s' maps the %s, not the %s; the statistic is shown without a rating (fit a "
              "profile for it with 'kiryoku calibrate --stat ... --unit ...')",
        .ja = "レーティングなし: プロファイル '%s' が換算するのは%sで、%sではありません。統計量をレーティング"
              "なしで示します ('kiryoku calibrate --stat ... --unit ...' でこの統計量のプロファイルを作れます)",
    },
    [RT_WARN_TOO_FEW] = {
        .en = "not enough counted positions for a rating: %d, fewer than %d; the player is shown no number",
        .ja = "数えた局面がレーティングには足りません: %d 局面で、%d 局面に届きません。プレイヤーには数値を"
              "示しません",
    },
    [RT_WARN_BELOW] = {
        .en = "rating %d is below the range profile '%s' was fitted on (%d..%d); the player is shown \"below %d\"",
        .ja = "レーティング %d はプロファイル '%s' を当てはめた範囲 (%d〜%d) より下です。プレイヤーには"
              "「%d 未満」と示します",
    },
    [RT_WARN_ABOVE] = {
        .en = "rating %d is above the range profile '%s' was fitted on (%d..%d); the player is shown \"above %d\"",
        .ja = "レーティング %d はプロファイル '%s' を当てはめた範囲 (%d〜%d) より上です。プレイヤーには"
              "「%d 超」と示します",
    },
    [RT_ERR_NO_COUNTING] = {
        .en = "no counting positions for '%s': none of the player's %d move(s) passed the filters (%s, ply >= "
              "%d%s, %s, not in book)",
        .ja = "'%s' には数える局面がありません: %d 手のどれも条件 (%s、%d 手目以降%s、%s、定跡を外れた手) を"
              "満たしませんでした",
    },
    [RT_ERR_BAND] = { .en = "|eval_before| <= %g", .ja = "指す前の評価値の絶対値が %g 以下" },
    [RT_ERR_NO_BAND] = { .en = "any eval_before", .ja = "指す前の評価値を問わず" },
    [RT_ERR_NO_MATE_AFTER] = { .en = "no mate after", .ja = "指した後に詰みがない" },
    [RT_ERR_MATES_COUNTED] = { .en = "a mate after counted", .ja = "指した後の詰みも数える" },
    [RT_ERR_CLOCK_FILTER] = { .en = ", clock filter", .ja = "、残り時間の条件" },
    [RT_ERR_OUT_OF_MEMORY] = { .en = "out of memory", .ja = "メモリが足りません" },
    [RT_ERR_CHOICE_NO_ROOTS] = {
        .en = "%s has no %s column: analyse its games with 'kiryoku analyze --root-scores' for --stat choice",
        .ja = "%s には %s 列がありません。'--stat choice' には 'kiryoku analyze --root-scores' で棋譜を解析してください",
    },
    [RT_ERR_CHOICE_NO_MOVE] = {
        .en = "%s has no %s column, which says which root move was played",
        .ja = "%s には、どのルートの手を指したかを示す %s 列がありません",
    },
    [RT_ERR_CHOICE_STDIN] = {
        .en = "--stat choice reads the %s column by a second pass over the table, which standard input cannot "
              "give: name the table file",
        .ja = "'--stat choice' は %s 列を表の2回目の読み込みで読むため、標準入力からは読めません。表のファイル名を指定してください",
    },
    [RT_ERR_CHOICE_NONE] = {
        .en = "none of the %d counted move(s) of '%s' has root scores that list the move played (empty "
              "root_scores cells?)",
        .ja = "数えた %d 手 ('%s' の手) のどれにも、指した手の載ったルートスコアがありません (root_scores "
              "欄が空?)",
    },
    [RT_ERR_WEIGHTED_UNIT] = {
        .en = "--stat weighted weighs winning-chance losses; add --unit winprob",
        .ja = "'--stat weighted' が重み付けするのは勝率の損失です。'--unit winprob' を付けてください",
    },
    [RT_ERR_MATES_UNIT] = {
        .en = "--count-mates counts a mate as a winning chance of 1 or 0: it needs --unit winprob and a "
              "statistic of the losses (not choice)",
        .ja = "'--count-mates' は詰みを勝率 1 か 0 として数えます。'--unit winprob' と、損失の統計量 "
              "(choice 以外) が必要です",
    },
    [RT_ERR_BEST_FREE_CHOICE] = {
        .en = "--best-free prices the judge's own best move at 0 in a statistic of the losses; --stat choice "
              "reads no losses",
        .ja = "'--best-free' は損失の統計量で解析エンジン自身の最善手を損失0にします。'--stat choice' は損失を"
              "使いません",
    },
    [RT_ERR_BEST_FREE_COLUMNS] = {
        .en = "--best-free needs the table's move and best columns (kiryoku analyze and kiryoku test write "
              "them); none of the %d counted move(s) of '%s' has both",
        .ja = "'--best-free' には表の move 欄と best 欄が必要です (kiryoku analyze と kiryoku test が書きます)。"
              "数えた %d 手 ('%s' の手) のどれにも両方がありません",
    },
    [RT_ERR_BEST_FREE_TABLES] = {
        .en = "--best-free needs the tables' move and best columns (kiryoku analyze and kiryoku test write "
              "them); none of their %d rows has both",
        .ja = "'--best-free' には表の move 欄と best 欄が必要です (kiryoku analyze と kiryoku test が書きます)。"
              "%d 行のどれにも両方がありません",
    },
    [RT_ERR_PROFILE_CONFLICT] = {
        .en = "profile '%s' was fitted with %s, and this estimate asks for %s: its rating would not mean what "
              "the profile says. Leave the option out (the profile's own then applies) or fit a profile for it "
              "with 'kiryoku calibrate' and the same options",
        .ja = "プロファイル '%s' は %s で当てはめたものですが、この推定は %s を求めています。このままでは"
              "レーティングがプロファイルの意味になりません。オプションを外す (プロファイルの値を使います) か、"
              "同じオプションで 'kiryoku calibrate' を実行してプロファイルを作ってください",
    },
    [RT_OPT_NO_MATES] = { .en = "no --count-mates", .ja = "'--count-mates' なし" },
    [RT_OPT_BEST_PRICED] = { .en = "no --best-free", .ja = "'--best-free' なし" },
    [RT_OPT_CLOCK_TABLE] = {
        .en = "the default clock filter (a tenth of the table's main time, else 60 s)",
        .ja = "既定の残り時間の条件 (表の持ち時間の 1 割、なければ 60 秒)",
    },
    [RT_OPT_NO_LOWEST] = { .en = "no --lowest-progress", .ja = "'--lowest-progress' なし" },
};

const char *rating_text(Lang lang, RatingTextId id)
{
    if (id < 0 || id >= RT_COUNT || !words[id].en)
        return "";
    return lang == LANG_JA && words[id].ja ? words[id].ja : words[id].en;
}
