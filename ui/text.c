/* English and Japanese screen text (see text.h). */
#include "ui/text.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *const text_en[TXT_COUNT] = {
    [TXT_SENTE] = "Sente",
    [TXT_GOTE] = "Gote",
    [TXT_HAND] = "hand:",
    [TXT_HAND_NONE] = "-",
    [TXT_MOVES] = "Moves",
    [TXT_YOUR_MOVE] = "Your move",
    [TXT_TO_MOVE] = "%s to move",
    [TXT_THINKING] = "AI is thinking...",
    [TXT_CHECK] = "Check!",
    [TXT_HINT_BOARD] = "arrows/hjkl move  Enter pick  : type a move  ? help  q quit",
    [TXT_HINT_COMMAND] = "Enter play  Tab complete  Up/Down history  Esc back to board",
    [TXT_HINT_OVER] = "Game over: q or Enter to leave  ? help",
    [TXT_PROMPT] = "move> ",
    [TXT_PROMOTE_Q] = "Promote? (y/n)",
    [TXT_QUIT_Q] = "Quit this game? (y/n)",
    [TXT_RESIGN_Q] = "Resign this game? (y/n)",
    [TXT_YES_NO] = "(y/n)",
    [TXT_TOO_SMALL] = "Terminal too small: need 80x24, have %dx%d. Please enlarge it.",
    [TXT_NOT_YOUR_TURN] = "Not your turn: wait for the AI's move",
    [TXT_NOT_YOUR_PIECE] = "That is not your piece",
    [TXT_NO_MOVES_FOR_PIECE] = "That piece has no legal move",
    [TXT_EMPTY_SQUARE] = "Pick one of your pieces first",
    [TXT_NONE_IN_HAND] = "You have no such piece in hand",
    [TXT_GAME_OVER] = "Game over",
    [TXT_FLIPPED] = "Board flipped",
    [TXT_PRESS_KEY] = "Press Enter to continue",
    [TXT_HELP_TITLE] = "Keys (any key closes this help)",
    [TXT_HELP_BODY] =
        "Arrows / h j k l   move the cursor (down from the board: your hand)\n"
        "Enter / Space      pick the piece under the cursor, then its square\n"
        "P L N S G B R      pick a piece from your hand to drop\n"
        "Esc                cancel the selection\n"
        "Mouse click        pick a piece, then click its square\n"
        ": or a digit       type a move: 7g7f  P*5e  76歩  7六歩  同歩  P-7f\n"
        "  Tab / Up / Down  complete a legal move / command history\n"
        "  Enter / Esc      play the move / back to the board\n"
        "y / n              answer a question (promote? quit?)\n"
        "f                  flip the board\n"
        "x                  resign (asks first)\n"
        "q                  quit (asks first; the game is saved)\n"
        "?                  this help\n"
        "Commands: resign  flip  help  quit",
    [TXT_UNKNOWN_INPUT] = "Not a move or command",
    [TXT_CANNOT_GO_THERE] = "That piece cannot move there",
    [TXT_YOU] = "You",
    [TXT_WINS_BY_MATE] = "%s wins by checkmate",
    [TXT_WINS_ON_TIME] = "%s wins on time",
    [TXT_WINS_BY_RESIGN] = "%s wins by resignation",
    [TXT_WINS_BY_PERPETUAL] = "%s wins: perpetual check",
    [TXT_WINS_BY_DECLARATION] = "%s wins by declaration",
    [TXT_DRAW_REPETITION] = "Draw by repetition (sennichite)",
    [TXT_STOPPED] = "Game stopped",
    [TXT_TEXT_ENTRY_HINT] = "Type, then press Enter (Backspace erases)",
    [TXT_PROGRESS_HINT] = "Please wait: this screen moves on by itself",
};

static const char *const text_ja[TXT_COUNT] = {
    [TXT_SENTE] = "先手",
    [TXT_GOTE] = "後手",
    [TXT_HAND] = "持駒:",
    [TXT_HAND_NONE] = "なし",
    [TXT_MOVES] = "棋譜",
    [TXT_YOUR_MOVE] = "あなたの手番です",
    [TXT_TO_MOVE] = "%sの手番",
    [TXT_THINKING] = "AIが考えています...",
    [TXT_CHECK] = "王手!",
    [TXT_HINT_BOARD] = "矢印/hjkl 移動  Enter 選択  : 指し手入力  ? ヘルプ  q 終了",
    [TXT_HINT_COMMAND] = "Enter 指す  Tab 補完  上下 履歴  Esc 盤に戻る",
    [TXT_HINT_OVER] = "終局: q または Enter で終了  ? ヘルプ",
    [TXT_PROMPT] = "指し手> ",
    [TXT_PROMOTE_Q] = "成りますか? (y/n)",
    [TXT_QUIT_Q] = "対局をやめますか? (y/n)",
    [TXT_RESIGN_Q] = "投了しますか? (y/n)",
    [TXT_YES_NO] = "(y/n)",
    [TXT_TOO_SMALL] = "端末が小さすぎます: 80x24 必要 (現在 %dx%d)。広げてください。",
    [TXT_NOT_YOUR_TURN] = "相手の手番です: AIの指し手を待ってください",
    [TXT_NOT_YOUR_PIECE] = "自分の駒ではありません",
    [TXT_NO_MOVES_FOR_PIECE] = "その駒は動かせません",
    [TXT_EMPTY_SQUARE] = "まず自分の駒を選んでください",
    [TXT_NONE_IN_HAND] = "その駒は持っていません",
    [TXT_GAME_OVER] = "終局",
    [TXT_FLIPPED] = "盤を反転しました",
    [TXT_PRESS_KEY] = "Enter で続けます",
    [TXT_HELP_TITLE] = "キー一覧 (何かキーを押すと閉じます)",
    [TXT_HELP_BODY] =
        "矢印 / h j k l     カーソル移動 (盤の下へ: 持駒)\n"
        "Enter / Space      駒を選ぶ、次に移動先を選ぶ\n"
        "P L N S G B R      持駒を選んで打つ\n"
        "Esc                選択を取り消す\n"
        "マウス             駒をクリック、次に移動先をクリック\n"
        ": または数字       指し手入力: 7g7f  P*5e  76歩  7六歩  同歩  P-7f\n"
        "  Tab / 上 / 下    合法手を補完 / 入力履歴\n"
        "  Enter / Esc      指す / 盤に戻る\n"
        "y / n              質問に答える (成る? 終了?)\n"
        "f                  盤を反転\n"
        "x                  投了 (確認あり)\n"
        "q                  終了 (確認あり、棋譜は保存)\n"
        "?                  このヘルプ\n"
        "コマンド: resign(投了)  flip  help  quit",
    [TXT_UNKNOWN_INPUT] = "指し手でもコマンドでもありません",
    [TXT_CANNOT_GO_THERE] = "その駒はそこへ動けません",
    [TXT_YOU] = "あなた",
    [TXT_WINS_BY_MATE] = "%sの勝ち (詰み)",
    [TXT_WINS_ON_TIME] = "%sの勝ち (時間切れ)",
    [TXT_WINS_BY_RESIGN] = "%sの勝ち (投了)",
    [TXT_WINS_BY_PERPETUAL] = "%sの勝ち (連続王手の千日手)",
    [TXT_WINS_BY_DECLARATION] = "%sの勝ち (入玉宣言)",
    [TXT_DRAW_REPETITION] = "千日手で引き分け",
    [TXT_STOPPED] = "対局中断",
    [TXT_TEXT_ENTRY_HINT] = "入力して Enter (Backspace で消去)",
    [TXT_PROGRESS_HINT] = "お待ちください: 終わると自動で次へ進みます",
};

const char *ui_text(UiLang lang, UiTextId id)
{
    if (id < 0 || id >= TXT_COUNT)
        return "";
    const char *s = (lang == UI_LANG_JA) ? text_ja[id] : text_en[id];
    return s ? s : text_en[id];
}

UiLang ui_lang_from_locale(void)
{
    static const char *const vars[] = { "LC_ALL", "LC_MESSAGES", "LANG" };
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            return strncmp(v, "ja", 2) == 0 ? UI_LANG_JA : UI_LANG_EN;
    }
    return UI_LANG_EN;
}

/* The rules core's reasons (shogi/legality.c) and their Japanese. */
static const struct {
    const char *en, *ja;
} reasons_ja[] = {
    { "pawn-drop mate (uchifuzume) is not allowed", "打ち歩詰めは反則です" },
    { "that move leaves your king in check", "自玉に王手がかかったままになります" },
    { "a pawn there could never move again", "行き所のない歩になります" },
    { "a lance there could never move again", "行き所のない香になります" },
    { "a knight there could never move again", "行き所のない桂になります" },
    { "no such piece in hand", "その駒は持っていません" },
    { "a dropped piece cannot promote", "打った駒は成れません" },
    { "that square is occupied", "そのマスには駒があります" },
    { "there is no piece on that square", "そのマスに駒がありません" },
    { "you cannot capture your own piece", "自分の駒は取れません" },
    { "not your piece", "自分の駒ではありません" },
    { "that piece cannot move there", "その駒はそこへ動けません" },
    { "cannot promote: that piece does not promote", "その駒は成れません" },
    { "cannot promote: the move neither starts nor ends in the promotion zone", "敵陣に入らない手では成れません" },
};

const char *ui_rule_reason(UiLang lang, const char *reason, char *buf, size_t len)
{
    snprintf(buf, len, "%s", reason ? reason : "");
    if (lang != UI_LANG_JA || !reason)
        return buf;
    const char *nifu = strstr(reason, "nifu: a pawn is already on file ");
    if (nifu) {
        int file = nifu[strlen("nifu: a pawn is already on file ")] - '0';
        snprintf(buf, len, "%.*s二歩です: %d筋にはすでに歩があります", (int)(nifu - reason), reason, file);
        return buf;
    }
    for (size_t i = 0; i < sizeof reasons_ja / sizeof reasons_ja[0]; i++) {
        const char *at = strstr(reason, reasons_ja[i].en);
        if (at) {
            snprintf(buf, len, "%.*s%s%s", (int)(at - reason), reason, reasons_ja[i].ja,
                     at + strlen(reasons_ja[i].en));
            return buf;
        }
    }
    return buf;
}
