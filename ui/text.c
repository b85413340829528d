/* The words ui/ itself draws or asks (see text.h): each id's English and
 * Japanese side by side, so neither can be added without the other. */
#include "ui/text.h"

#include <stdbool.h>
#include <stdio.h>
#include <string.h>

static const struct {
    const char *en, *ja;
} words[TXT_COUNT] = {
    /* The board, the hands, the clocks and the move list (board_view, hand_view,
     * clock_view, move_list_view, status_view) */
    [TXT_SENTE] = { .en = "Sente", .ja = "先手" },
    [TXT_GOTE] = { .en = "Gote", .ja = "後手" },
    [TXT_HAND] = { .en = "hand:", .ja = "持駒:" },
    [TXT_HAND_NONE] = { .en = "-", .ja = "なし" },
    [TXT_MOVES] = { .en = "Moves", .ja = "棋譜" },
    [TXT_YOUR_MOVE] = { .en = "Your move", .ja = "あなたの手番です" },
    [TXT_TO_MOVE] = { .en = "%s to move", .ja = "%sの手番" },
    [TXT_THINKING] = { .en = "AI is thinking...", .ja = "AIが考えています..." },
    [TXT_CHECK] = { .en = "Check!", .ja = "王手!" },
    [TXT_LAST_MOVE] = { .en = "Last move: ", .ja = "直前の手: " },
    [TXT_FLIPPED] = { .en = "Board flipped", .ja = "盤を反転しました" },

    /* Key hints, the questions asked under the board, the help overlay */
    [TXT_HINT_BOARD] = {
        .en = "arrows/hjkl move  Enter pick  : type a move  ? help  q quit",
        .ja = "矢印/hjkl 移動  Enter 選択  : 指し手入力  ? ヘルプ  q 終了",
    },
    [TXT_HINT_COMMAND] = {
        .en = "Enter play  Tab complete  Up/Down history  Esc back to board",
        .ja = "Enter 指す  Tab 補完  上下 履歴  Esc 盤に戻る",
    },
    [TXT_HINT_OVER] = {
        .en = "Game over: q or Enter to leave  ? help",
        .ja = "終局: q または Enter で終了  ? ヘルプ",
    },
    [TXT_PROMPT] = { .en = "move> ", .ja = "指し手> " },
    [TXT_PROMOTE_Q] = { .en = "Promote? (y/n)", .ja = "成りますか? (y/n)" },
    [TXT_QUIT_Q] = { .en = "Quit this game? (y/n)", .ja = "対局をやめますか? (y/n)" },
    [TXT_RESIGN_Q] = { .en = "Resign this game? (y/n)", .ja = "投了しますか? (y/n)" },
    [TXT_YES_NO] = { .en = "(y/n)", .ja = "(y/n)" },
    [TXT_HELP_TITLE] = { .en = "Keys (any key closes this help)", .ja = "キー一覧 (何かキーを押すと閉じます)" },
    [TXT_HELP_BODY] = {
        .en = "Arrows / h j k l   move the cursor (down from the board: your hand)\n"
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
        .ja = "矢印 / h j k l     カーソル移動 (盤の下へ: 持駒)\n"
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
    },

    /* Why a pick or a click is refused (selection, pick, hand_view, command_line) */
    [TXT_NOT_YOUR_TURN] = {
        .en = "Not your turn: wait for the AI's move",
        .ja = "相手の手番です: AIの指し手を待ってください",
    },
    [TXT_NOT_YOUR_PIECE] = { .en = "That is not your piece", .ja = "自分の駒ではありません" },
    [TXT_NO_MOVES_FOR_PIECE] = { .en = "That piece has no legal move", .ja = "その駒は動かせません" },
    [TXT_EMPTY_SQUARE] = { .en = "Pick one of your pieces first", .ja = "まず自分の駒を選んでください" },
    [TXT_NONE_IN_HAND] = { .en = "You have no such piece in hand", .ja = "その駒は持っていません" },
    [TXT_CANNOT_GO_THERE] = { .en = "That piece cannot move there", .ja = "その駒はそこへ動けません" },

    /* The footers of pages outside a game (page_view) */
    [TXT_PRESS_KEY] = { .en = "Press Enter to continue", .ja = "Enter で続けます" },
    [TXT_TEXT_ENTRY_HINT] = {
        .en = "Type, then press Enter (Backspace erases)",
        .ja = "入力して Enter (Backspace で消去)",
    },
    [TXT_SECRET_ENTRY_HINT] = {
        .en = "Type (nothing is shown), then press Enter",
        .ja = "入力して Enter (文字は表示されません)",
    },
    [TXT_PROGRESS_HINT] = {
        .en = "Please wait: this screen moves on by itself",
        .ja = "お待ちください: 終わると自動で次へ進みます",
    },

    /* The screen itself: too small, or no terminal to draw on (curses_display) */
    [TXT_TOO_SMALL] = {
        .en = "Terminal too small: need 80x24, have %dx%d.\nPlease enlarge it.",
        .ja = "端末が小さすぎます: 80x24 必要 (現在%dx%d)。\n広げてください。",
    },
    [TXT_SCREEN_NO_TERMINAL] = {
        .en = "the game screen needs a terminal (stdin and stdout are not both terminals)",
        .ja = "対局画面には端末が必要です (標準入力と標準出力の両方が端末ではありません)",
    },
    [TXT_SCREEN_NO_CURSES] = {
        .en = "cannot start curses on terminal type '%s'",
        .ja = "端末の種類 '%s' では curses を開始できません",
    },
};

const char *ui_text(Lang lang, UiTextId id)
{
    if (id < 0 || id >= TXT_COUNT || !words[id].en)
        return "";
    return lang == LANG_JA && words[id].ja ? words[id].ja : words[id].en;
}

/* The rules core's reasons (shogi/legality.c), the notation parser's
 * (shogi/notation_parse.c) and the move box's own (ui/move_input.c), and
 * their Japanese. The longer of two that share words comes first. */
static const struct {
    const char *en, *ja;
} reasons_ja[] = {
    { "pawn-drop mate (uchifuzume) is not allowed", "打ち歩詰めは反則です" },
    { "that move leaves your king in check", "自玉に王手がかかったままになります" },
    { "must promote: a pawn there could never move again", "成らなければなりません (行き所のない歩になります)" },
    { "must promote: a lance there could never move again", "成らなければなりません (行き所のない香になります)" },
    { "must promote: a knight there could never move again", "成らなければなりません (行き所のない桂になります)" },
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
    { "no such piece there (or in hand)", "そこにその駒はありません (持ち駒にもありません)" },
    { "not a move", "指し手ではありません" },
};

/* The parser's sentences with the pieces and squares they name: "%s" takes
 * any text up to what follows it; the Japanese puts them back by number. */
static const struct {
    const char *en, *ja;
} templates_ja[] = {
    { "empty move", "指し手が入力されていません" },
    { "no %s in hand to drop", "持ち駒に%1$sがありません" },
    { "no %s can move to %s", "%2$sに動ける%1$sがありません" },
    { "同 (same square) but there is no previous move", "直前の指し手がないので「同」は使えません" },
    { "say 成 or 不成 (+ or =): promotion is optional here",
      "成るか成らないかを選べる手です: 成 か 不成 (+ か =) を付けてください" },
    { "ambiguous: %s from %s can move to %s (add 右 左 直 上 引 寄 or the origin)",
      "%3$sに動ける%1$sが複数あります (%2$s): 右 左 直 上 引 寄 か元のマスを付けてください" },
    { "ambiguous: %s from %s can move to %s (name the origin square too, as in G6i-5h)",
      "%3$sに動ける%1$sが複数あります (%2$s): G6i-5h のように元のマスも書いてください" },
    { "unexpected text after the move: '%s'", "指し手の後に余分な文字があります: '%1$s'" },
    { "expected a square (such as %s or 同) at the start of the move",
      "指し手はマス (%1$s や 同 など) から書いてください" },
    { "expected a piece name (%s)", "駒の名前が必要です (%1$s)" },
    { "'%s' is not a move or a command", "'%1$s' は指し手でもコマンドでもありません" },
    { "%s to %s: %s", "%1$sを%2$sへ: %3$s" },
};

enum { TEMPLATE_PARTS = 3 };

/* Whether text is all of pattern, each "%s" taking at least one byte
 * (the shortest that lets the rest match); the taken texts go to part[k..]. */
static bool match(const char *pattern, const char *text, char part[][120], int k)
{
    if (!*pattern)
        return !*text;
    if (strncmp(pattern, "%s", 2))
        return *pattern == *text && match(pattern + 1, text + 1, part, k);
    if (k >= TEMPLATE_PARTS)
        return false;
    for (const char *end = text + 1; end <= text + strlen(text); end++)
        if (match(pattern + 2, end, part, k + 1)) {
            snprintf(part[k], 120, "%.*s", (int)(end - text), text);
            return true;
        }
    return false;
}

/* The Japanese of one template with the parts put in their places. */
static void fill(const char *ja, char part[][120], char *buf, size_t len)
{
    size_t n = 0;
    for (const char *p = ja; *p && n + 1 < len;) {
        if (p[0] == '%' && p[1] >= '1' && p[1] <= '0' + TEMPLATE_PARTS && !strncmp(p + 2, "$s", 2)) {
            n += (size_t)snprintf(buf + n, len - n, "%s", part[p[1] - '1']);
            p += 4;
        } else {
            buf[n++] = *p++;
        }
    }
    buf[n < len ? n : len - 1] = '\0';
}

const char *ui_rule_reason(Lang lang, const char *reason, char *buf, size_t len)
{
    snprintf(buf, len, "%s", reason ? reason : "");
    if (lang != LANG_JA || !reason)
        return buf;
    char text[512];
    snprintf(text, sizeof text, "%s", reason);
    const char *nifu = strstr(reason, "nifu: a pawn is already on file ");
    if (nifu) {
        int file = nifu[strlen("nifu: a pawn is already on file ")] - '0';
        snprintf(text, sizeof text, "%.*s二歩です: %d筋にはすでに歩があります", (int)(nifu - reason), reason, file);
    }
    for (size_t i = 0; !nifu && i < sizeof reasons_ja / sizeof reasons_ja[0]; i++) {
        const char *at = strstr(reason, reasons_ja[i].en);
        if (at) {
            snprintf(text, sizeof text, "%.*s%s%s", (int)(at - reason), reason, reasons_ja[i].ja,
                     at + strlen(reasons_ja[i].en));
            break;
        }
    }
    /* Then the parser's sentence around it, if it is one of them. */
    snprintf(buf, len, "%s", text);
    for (size_t i = 0; i < sizeof templates_ja / sizeof templates_ja[0]; i++) {
        char part[TEMPLATE_PARTS][120] = { { 0 } };
        if (match(templates_ja[i].en, text, part, 0)) {
            fill(templates_ja[i].ja, part, buf, len);
            break;
        }
    }
    return buf;
}
