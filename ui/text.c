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
    /* The placement test's screens (issue 17) */
    [TXT_TC_MINUTES] = "%ld-minute",
    [TXT_TC_SECONDS] = "%ld-second",
    [TXT_TC_MIN_SEC] = "%ld min %ld s",
    [TXT_WELCOME_TITLE] = "kiryoku placement test",
    [TXT_WELCOME_BODY] =
        "Welcome to kiryoku, a shogi placement test.\n\n"
        "You will play four %s games against an AI that keeps every game\n"
        "close: it answers good moves with good moves and mistakes with\n"
        "mistakes. Each side has its own clock; when yours runs out, you lose\n"
        "that game. With the 10-minute clock the test takes about 45 minutes;\n"
        "if the rating is still unsure after four games, one or two more are\n"
        "offered (you may say no).\n\n"
        "Afterwards kiryoku analyses your moves in balanced positions and shows\n"
        "a rating on the Shogi Quest 10-minute scale, with its uncertainty.\n\n"
        "Next: your name, then a short tour of how to move (you may skip it).\n"
        "Every move is saved at once: if anything stops the program, start it\n"
        "again to continue where you were.",
    [TXT_NAME_TITLE] = "Your name",
    [TXT_NAME_PROMPT] = "Your name, for the game records and the list of results.\n"
                        "(Leave it empty to be called \"player\".)",
    [TXT_DEFAULT_NAME] = "player",
    [TXT_Q_TOUR] = "See a short tour of how to move (about a minute)?",
    [TXT_Q_PRACTICE] = "Play a short practice game first (not counted)?",
    [TXT_Q_ONE_MORE] = "Too few balanced positions for a reliable rating. Play one more game?",
    /* Issue 19's adaptive length: why (the range is wide), what a game does
     * (narrows it), and that no is a fine answer (the result stands). */
    [TXT_Q_ONE_MORE_WIDE] = "Your rating's range (9 chances in 10) is still %d points wide.\n"
                            "Another game adds balanced positions and narrows it.\n"
                            "Play game %d? (If not, the result above is your result.)",
    [TXT_Q_RESUME] = "Resume the test of %s?\n"
                     "An interrupted test of %s was found: %s,\n"
                     "stopped %s.\n\n"
                     "y: continue it where it stopped (the clocks as they were then).\n"
                     "n: close it (it stays in the results as abandoned, its games are\n"
                     "   saved as records) and start a new test.",
    [TXT_WHERE_PRACTICE] = "the practice game (moves played: %d)",
    [TXT_WHERE_GAME] = "game %d of %d (moves played: %d)",
    [TXT_WHERE_BREAK] = "the break after game %d",
    [TXT_WHERE_ANALYSIS] = "after the last game, before the analysis",
    [TXT_WHERE_RESULT] = "at the result screen",
    [TXT_WHERE_START] = "before the first game",
    [TXT_PRACTICE_TITLE] = "Practice game",
    [TXT_PRACTICE_INTRO] =
        "This game does not count: it is only to try the board and the keys.\n"
        "You play sente (first) against AI1 with a %s clock.\n"
        "Resign with x whenever you like; the test starts after this game.",
    [TXT_PRACTICE_OVER_TITLE] = "Practice over",
    [TXT_TEST_START_TITLE] = "The test starts",
    [TXT_TEST_START] = "The test starts now: four %s games, and each of them counts.",
    [TXT_GAME_TITLE] = "Game %d of %d",
    [TXT_GAME_RESUMED_TITLE] = "%s: resumed",
    [TXT_GAME_RESUMED] = "You play %s against %s; moves played so far: %d.\n"
                         "Your clock goes on from the time it showed when the test stopped.",
    [TXT_NEXT_GAME] = "Next: game %d, you play %s against %s.",
    [TXT_CLOCK_ON_ENTER] = "Your clock starts when you press Enter.",
    [TXT_SIDE_SENTE] = "sente (first)",
    [TXT_SIDE_GOTE] = "gote (second)",
    [TXT_BREAK_TITLE] = "After game %d",
    [TXT_BREAK_BODY] = "Game %d: %s.\n\n%s\nTake a break if you like; continue when you are ready.\n%s",
    [TXT_SUM_WON] = "%s won (%s)",
    [TXT_SUM_DRAW] = "Draw (%s)",
    [TXT_SUM_NOT_FINISHED] = "Not finished",
    [TXT_REASON_MATE] = "checkmate",
    [TXT_REASON_TIME] = "on time",
    [TXT_REASON_RESIGN] = "resignation",
    [TXT_REASON_SENNICHITE] = "sennichite",
    [TXT_REASON_PERPETUAL] = "perpetual check",
    [TXT_REASON_DECLARATION] = "declaration",
    [TXT_REASON_ILLEGAL_DECLARATION] = "illegal declaration",
    [TXT_REASON_ILLEGAL_MOVE] = "illegal move",
    [TXT_REASON_MOVE_LIMIT] = "move limit",
    [TXT_REASON_ABANDONED] = "abandoned",
    [TXT_TOUR_PAGE_TITLE] = "How to move (%d of %d)",
    [TXT_TOUR_BOARD_TITLE] = "How to move: step %d of %d",
    [TXT_TOUR_DONE_TITLE] = "How to move: done",
    [TXT_TOUR_STEP1] =
        "Your pieces are at the bottom of the board. To move one, either\n"
        "  - move the cursor with the arrow keys (or h j k l), press Enter on\n"
        "    the piece, then move to where it goes (those squares are marked)\n"
        "    and press Enter again; or click the piece, then the square;\n"
        "  - or type the move and press Enter: 7g7f, or P-7f, or 7六歩.\n"
        "Squares are named file (1-9, right to left) then rank (a-i or 一-九,\n"
        "top to bottom): 7g is the same square as 7七.\n\n"
        "Try it: move the pawn in front of your bishop one square forward,\n"
        "from 7g (7七) to 7f (7六). Press q on the board to skip the tour.",
    [TXT_TOUR_STEP1_ASK] = "Tour: move the pawn from 7g (7七) to 7f (7六); or type 7g7f",
    [TXT_TOUR_STEP2] =
        "Well done.\n\n"
        "Pieces you capture go to your hand (shown under the board) and can be\n"
        "dropped later on an empty square instead of moving. Press the piece's\n"
        "letter (P for a pawn) to pick it from your hand, or move the cursor\n"
        "down below the board onto it and press Enter; then choose the square.\n"
        "Or type the drop: P*3d.\n\n"
        "Try it: drop the pawn from your hand on 3d (3四).",
    [TXT_TOUR_STEP2_ASK] = "Tour: drop your pawn from the hand on 3d (3四); or type P*3d",
    [TXT_TOUR_END] =
        "That is all you need to play.\n\n"
        "In a game your clock runs only while it is your move. A piece that\n"
        "enters the last three ranks may promote: the game asks you (y/n).\n"
        "Press ? during a game to see every key; f flips the board, x resigns\n"
        "(it asks first) and q stops the test (it asks first; everything is\n"
        "saved and the test continues when you start kiryoku again).",
    [TXT_TOUR_HINT] = "%s is legal, but this step asks for %s. Try again (q skips)",
    [TXT_AI] = "AI",
    [TXT_MACHINE_ILLEGAL] = "%s played an illegal move, %s, at move %d: %s",
    [TXT_OPERATOR_SET_TITLE] = "Kiosk mode: the operator's secret",
    [TXT_OPERATOR_SET_PROMPT] =
        "Choose a secret for leaving kiosk mode (at least 4 characters).\n"
        "Visitors cannot leave without it; q on the welcome screen asks for it.\n"
        "It is kept only in memory, hashed, until the program ends.\n"
        "(kill -TERM from another shell also ends kiosk mode.)",
    [TXT_OPERATOR_AGAIN_PROMPT] = "Type the same secret again.",
    [TXT_OPERATOR_MISMATCH] = "The two differ, or the secret is shorter than 4 characters: choose again.",
    [TXT_OPERATOR_TITLE] = "Operator only",
    [TXT_OPERATOR_PROMPT] = "Type the operator's secret to leave kiosk mode.\n"
                            "(Enter on an empty line goes back to the welcome screen.)",
    [TXT_OPERATOR_WRONG] = "Wrong secret: kiosk mode goes on.",
    [TXT_KIOSK_QUIT_Q] = "End your test here? It cannot be resumed. (y/n)",
    [TXT_SECRET_ENTRY_HINT] = "Type (nothing is shown), then press Enter",
    [TXT_STOPPED_RESUMABLE] = "kiryoku: stopped; every move is saved. Run kiryoku again to resume.",
    [TXT_KIOSK_ENDED] = "kiryoku: kiosk mode ended; every test is saved.",
    [TXT_ANALYSIS_TITLE] = "Analysing your games",
    [TXT_ANALYSIS_BODY] = "kiryoku searches every position of your games (depth %d) to see\n"
                          "how much each of your moves lost.\n\n"
                          "%d of %d positions done.%s%s",
    [TXT_ANALYSIS_LEFT] = " About %lld s left.",
    [TXT_ANALYSIS_WRITING] = " Writing the report...",
    /* kiryoku test --root-scores: the second search, of every move, before your counted moves */
    [TXT_ANALYSIS_ROOTS] = " Every move scored before %d of %d of your moves.",
    [TXT_LAST_MOVE] = "Last move: ",
    [TXT_TOUR_SKIP_Q] = "Skip the rest of the tour? (y/n)",
    /* end of the placement test's screens */
    /* result screen (issue 16) */
    [TXT_RES_TITLE] = "Your result",
    [TXT_RES_RATING] = "Your rating: %s",
    [TXT_RES_RANGE] = "Likely between %s and %s (9 chances in 10).",
    [TXT_RES_BELOW] = "below %d",
    [TXT_RES_ABOVE] = "above %d",
    [TXT_RES_OR_LESS] = "%d or less",
    [TXT_RES_OR_MORE] = "%d or more",
    [TXT_RES_TOO_FEW] = "No rating yet: not enough balanced positions yet - play one more game.",
    [TXT_RES_BASIS] = "Based on %d balanced positions in %d games; average cost per move: %d.",
    [TXT_RES_BASIS_TOO_FEW] = "Balanced positions so far: %d; a rating needs at least %d.",
    [TXT_RES_SCALE] = "Scale: Shogi Quest rating for 10-minute games.",
    [TXT_RES_OTHER_CLOCK] = "Your games had a %s clock, not 10 minutes: the scale is made\n"
                            "for 10-minute games, so read the number as a rough guide.",
    [TXT_RES_GRADE] = "Approximate grade: %s (a rough guide, not an official grade).",
    [TXT_RES_GRADE_BETWEEN] = "between %s and %s",
    [TXT_RES_GRADE_OR_STRONGER] = "%s or stronger",
    [TXT_GRADE_BEGINNER] = "beginner",
    [TXT_GRADE_KYU5_TO_2] = "5 to 2 kyu",
    [TXT_GRADE_KYU1_TO_SHODAN] = "1 kyu to shodan",
    [TXT_GRADE_DAN2_TO_3] = "2 to 3 dan",
    [TXT_GRADE_DAN4_TO_5] = "4 to 5 dan",
    [TXT_GRADE_DAN6_UP] = "6 dan and up",
    [TXT_RES_MEANS] = "What it means: in balanced positions your moves cost about as much\n"
                      "as those of Shogi Quest players rated near %d.",
    [TXT_RES_MEANS_BELOW] = "What it means: in balanced positions your moves cost more than\n"
                            "those of the weakest players this scale was checked on (rated %d).",
    [TXT_RES_MEANS_ABOVE] = "What it means: in balanced positions your moves cost less than\n"
                            "those of the strongest players this scale was checked on (rated %d).",
    [TXT_RES_MEANS_TOO_FEW] = "What it means: only balanced positions from move 40 on count, and\n"
                              "most of yours were decided earlier or one side was far ahead.",
    [TXT_RES_NEXT_MORE] = "Next: the range is wide; one more game would narrow it.",
    [TXT_RES_NEXT_LEVEL] = "Next: play the AI at your level: kiryoku play --ai level:%d",
    [TXT_RES_GAME] = "Game %d, %s, %s: %d balanced positions, average cost %d",
    [TXT_RES_GAME_NONE] = "Game %d, %s, %s: no balanced positions",
    [TXT_RES_WON] = "you won",
    [TXT_RES_LOST] = "you lost",
    [TXT_RES_DRAW] = "draw",
    [TXT_RES_UNFINISHED] = "not finished",
    [TXT_RES_LEGEND] = "Graph: ^ clearly better for you, + better, = level, - worse, v clearly worse",
    [TXT_RES_RECORDS] = "Your game records: %s",
    [TXT_RES_NO_REPORT] = "(The full report could not be read.)",
    /* end of the result screen */
    /* the report's insights (issue 18) */
    [TXT_RES_REPORT_FILES] = "Your report, with your costliest moves and graphs, to print or keep:\n%s/report.html",
    [TXT_RPT_TITLE] = "What the four games say about you",
    [TXT_RPT_SUMMARY] = "%s, test %lld: %s",
    [TXT_RPT_GAME_TITLE] = "Game %d: you played %s, %s",
    [TXT_RPT_GRAPH_CAPTION] = "The evaluation from your side after each move (up: better for you).\nDots: your moves that counted. Shaded: hard stretches. Numbers: your\ncostliest moves.",
    [TXT_RPT_COSTLY_TITLE] = "Your costliest moves",
    [TXT_RPT_COSTLY_ITEM] = "%d. Move %d: you played %s, cost %d",
    [TXT_RPT_COSTLY_LINE] = "   Better: %s (line: %s)",
    [TXT_RPT_COSTLY_NO_BEST] = "   (this analysis did not record the better move)",
    [TXT_RPT_COSTLY_NONE] = "None of your counted moves in this game lost anything.",
    [TXT_RPT_COSTLY_SAME] = "   The engine chose this move too; the loss shows only in its next search.",
    [TXT_RPT_DIFF_TITLE] = "Position difficulty",
    [TXT_RPT_DIFF_HARDEST] = "Hardest stretch: from move %d to move %d (agreement of the search with\nitself %.2f, where 1 is full agreement).",
    [TXT_RPT_DIFF_NONE] = "Difficulty was not measured: this analysis has no leaf counts.",
    [TXT_RPT_DIFF_CONC] = "Your losses were concentrated in the hard stretches: %d%% of your cost\ncame from %d%% of your moves.",
    [TXT_RPT_DIFF_NOT_CONC] = "Your losses were not concentrated in the hard stretches: %d%% of your\ncost came from %d%% of your moves.",
    [TXT_RPT_DIFF_FEW] = "Too few of your counted moves fell in hard stretches to say whether your\nlosses were concentrated there.",
    [TXT_RPT_STYLE_TITLE] = "Style",
    [TXT_RPT_STYLE_HEAD] = "Who: attacking moves in the middle third / attacking games /\ndrops in the first two thirds",
    [TXT_RPT_STYLE_YOU] = "You",
    [TXT_RPT_STYLE_AI] = "The AI, in the same games",
    [TXT_RPT_STYLE_REF] = "Reference: %s",
    [TXT_RPT_STYLE_ROW] = "%s: %s / %d of %d / %s",
    [TXT_RPT_STYLE_NOREF] = "(no reference figures found)",
    [TXT_RPT_STYLE_CAVEAT] = "These are artificial measures: a move counts as attacking when it lands\nat least as close to the enemy king as to your own. The study that\ndefines them found they match what players call an attacking or\ndefensive style only loosely.",
    [TXT_RPT_NEXT] = "Next step: a free game against the AI at your level:\nkiryoku play --ai level:%d",
    /* end of the report's insights */
    /* kiryoku results */
    [TXT_LIST_NONE] = "No tests taken yet.",
    [TXT_LIST_ID] = "id",
    [TXT_LIST_STARTED] = "started (UTC)",
    [TXT_LIST_PLAYER] = "player",
    [TXT_LIST_STATE] = "state",
    [TXT_LIST_CLOCK] = "clock",
    [TXT_LIST_RATING] = "rating",
    [TXT_LIST_RANGE] = "likely range",
    [TXT_LIST_POSITIONS] = "pos",
    [TXT_LIST_RECORDS] = "records",
    [TXT_LIST_NOTE] = "(<N, >N: below, above the range the scale was checked on; *: not 10 minutes)",
    /* end of kiryoku results */
    /* the store's and the engines' errors (issue 17) */
    [TXT_STORE_NO_DATA_DIR] = "no data directory: set XDG_DATA_HOME or HOME",
    [TXT_STORE_PATH_TOO_LONG] = "the data directory's path is too long: %s",
    [TXT_STORE_CANNOT_CREATE_DIR] = "cannot create the directory %s: %s",
    [TXT_STORE_NOT_A_DIR] = "%s is not a directory",
    [TXT_STORE_CANNOT_WRITE] = "cannot write in %s: %s",
    [TXT_STORE_CANNOT_CHECK_FREE] = "cannot check the free space in %s: %s",
    [TXT_STORE_DISK_FULL] = "only %.1f MB free in %s; a test needs at least %.1f MB",
    [TXT_STORE_NO_MEMORY] = "out of memory",
    [TXT_STORE_CANNOT_OPEN_DB] = "cannot open the database %s: %s",
    [TXT_STORE_DB_ERROR] = "%s: %s (database %s/kiryoku.db)",
    [TXT_STORE_DB_NEWER] = "%s/kiryoku.db has schema version %d, newer than this kiryoku knows (%d):\n"
                           "use a newer kiryoku",
    [TXT_TEST_CANNOT_START] = "cannot start a test: %s",
    [TXT_ENGINE_BAD_SPEC] = "the engine is not one kiryoku can use: check --ai and --analysis-engine",
    [TXT_ENGINE_CANNOT_START] = "the engine's program cannot be started",
    [TXT_ENGINE_DIED] = "the engine stopped unexpectedly (it exited or crashed)",
    [TXT_ENGINE_SILENT] = "the engine does not answer",
    [TXT_ENGINE_GARBLED] = "the engine sent something kiryoku cannot read",
    [TXT_ENGINE_NO_MEMORY] = "out of memory",
    [TXT_ENGINE_DETAIL] = "  (details: %s)",
    [TXT_AI_OPPONENT_FAILED] = "the AI opponent %s: %s",
    [TXT_PLAY_CANNOT_START] = "cannot start a game: %s",
    [TXT_PLAY_CANNOT_START_AI] = "cannot start the AI: %s",
    [TXT_PLAY_AI2_NEEDS_BOOK] = "AI2 needs the opening book: %s",
    [TXT_PLAY_SAVE_PATH_TOO_LONG] = "the save directory's path is too long: %s",
    [TXT_PLAY_ILLEGAL_ENGINE_MOVE] = "the engine played an illegal move '%s'",
    [TXT_PLAY_CANNOT_SAVE] = "cannot save the game: %s",
    [TXT_PLAY_GAME_SAVED] = "game saved: %s %s",
    [TXT_PLAY_ENGINE_BAD_SPEC] = "the engine is not one kiryoku can use: check --engine",
    [TXT_ANALYSIS_FAILED] = "analysis failed: %s",
    [TXT_SCREEN_NO_TERMINAL] = "the game screen needs a terminal (stdin and stdout are not both terminals)",
    [TXT_SCREEN_NO_CURSES] = "cannot start curses on terminal type '%s'",
    /* end of the store's and the engines' errors */
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
    /* The placement test's screens (issue 17) */
    [TXT_TC_MINUTES] = "%ld分",
    [TXT_TC_SECONDS] = "%ld秒",
    [TXT_TC_MIN_SEC] = "%ld分%ld秒",
    [TXT_WELCOME_TITLE] = "kiryoku 棋力判定テスト",
    [TXT_WELCOME_BODY] =
        "kiryoku(棋力)へようこそ。将棋の棋力判定テストです。\n\n"
        "AIを相手に、持ち時間%sの対局を4局指します。このAIはいつも接戦に\n"
        "なるように指します: 好手には好手で、悪手には悪手で応えます。\n"
        "持ち時間は先手・後手それぞれにあり、なくなるとその対局は負けです。\n"
        "10分の持ち時間なら、テストは約45分かかります。4局でレーティングが\n"
        "定まりきらないときは、あと1〜2局をおすすめします (断れます)。\n\n"
        "対局の後、互角の局面でのあなたの指し手を解析し、将棋クエスト\n"
        "(10分切れ負け)のレーティングとその誤差の幅を表示します。\n\n"
        "次に名前を入力し、駒の動かし方の短い案内があります (飛ばせます)。\n"
        "指し手はすぐに保存されます。途中でプログラムが止まっても、\n"
        "もう一度起動すれば続きから再開できます。",
    [TXT_NAME_TITLE] = "お名前",
    [TXT_NAME_PROMPT] = "棋譜と結果一覧に載せる名前を入力してください。\n"
                        "(空のままなら「プレイヤー」になります。)",
    [TXT_DEFAULT_NAME] = "プレイヤー",
    [TXT_Q_TOUR] = "駒の動かし方の案内を見ますか? (1分ほど)",
    [TXT_Q_PRACTICE] = "最初に短い練習対局をしますか? (判定には数えません)",
    [TXT_Q_ONE_MORE] = "互角の局面が少なく、レーティングが定まりません。もう1局指しますか?",
    [TXT_Q_ONE_MORE_WIDE] = "レーティングの幅(9割の見込みの範囲)がまだ%d点あります。\n"
                            "もう1局指すと互角の局面が増え、幅が絞り込めます。\n"
                            "第%d局を指しますか? (指さなければ上の結果があなたの結果です)",
    [TXT_Q_RESUME] = "%sさんのテストを再開しますか?\n"
                     "中断したテストがあります (%sさん): %s、\n"
                     "%sに中断。\n\n"
                     "y: 中断したところから続けます (持ち時間は中断したときのまま)。\n"
                     "n: そのテストを終了し (結果一覧に「放棄」として残り、棋譜も\n"
                     "   保存されます)、新しいテストを始めます。",
    [TXT_WHERE_PRACTICE] = "練習対局 %d手まで",
    [TXT_WHERE_GAME] = "第%d局 (全%d局) %d手まで",
    [TXT_WHERE_BREAK] = "第%d局の後の休憩",
    [TXT_WHERE_ANALYSIS] = "全局の後、解析の前",
    [TXT_WHERE_RESULT] = "結果の画面",
    [TXT_WHERE_START] = "最初の対局の前",
    [TXT_PRACTICE_TITLE] = "練習対局",
    [TXT_PRACTICE_INTRO] =
        "この対局は判定に数えません。盤とキーを試すための対局です。\n"
        "あなたは先手、相手はAI1、持ち時間は%sです。\n"
        "いつでも x で投了できます。この対局の後にテストが始まります。",
    [TXT_PRACTICE_OVER_TITLE] = "練習対局 終了",
    [TXT_TEST_START_TITLE] = "テスト開始",
    [TXT_TEST_START] = "ここからテストです: 持ち時間%sで4局、すべて判定に数えます。",
    [TXT_GAME_TITLE] = "第%d局 (全%d局)",
    [TXT_GAME_RESUMED_TITLE] = "%s: 再開",
    [TXT_GAME_RESUMED] = "あなたは%s、相手は%s。%d手まで指してあります。\n"
                         "時計は中断したときの残り時間から動きます。",
    [TXT_NEXT_GAME] = "次は第%d局: あなたは%s、相手は%sです。",
    [TXT_CLOCK_ON_ENTER] = "Enter を押すと、あなたの時計が動き始めます。",
    [TXT_SIDE_SENTE] = "先手",
    [TXT_SIDE_GOTE] = "後手",
    [TXT_BREAK_TITLE] = "第%d局 終了",
    [TXT_BREAK_BODY] = "第%d局: %s。\n\n%s\n休憩してかまいません。準備ができたら続けてください。\n%s",
    [TXT_SUM_WON] = "%sの勝ち (%s)",
    [TXT_SUM_DRAW] = "引き分け (%s)",
    [TXT_SUM_NOT_FINISHED] = "未終了",
    [TXT_REASON_MATE] = "詰み",
    [TXT_REASON_TIME] = "時間切れ",
    [TXT_REASON_RESIGN] = "投了",
    [TXT_REASON_SENNICHITE] = "千日手",
    [TXT_REASON_PERPETUAL] = "連続王手の千日手",
    [TXT_REASON_DECLARATION] = "入玉宣言",
    [TXT_REASON_ILLEGAL_DECLARATION] = "条件を満たさない宣言",
    [TXT_REASON_ILLEGAL_MOVE] = "反則手",
    [TXT_REASON_MOVE_LIMIT] = "手数制限",
    [TXT_REASON_ABANDONED] = "放棄",
    [TXT_TOUR_PAGE_TITLE] = "駒の動かし方 (%d/%d)",
    [TXT_TOUR_BOARD_TITLE] = "駒の動かし方: %d/%d",
    [TXT_TOUR_DONE_TITLE] = "駒の動かし方: おわり",
    [TXT_TOUR_STEP1] =
        "あなたの駒は盤の下側です。駒を動かすには:\n"
        "  - 矢印キー (または h j k l) でカーソルを駒に合わせて Enter、\n"
        "    移動先 (印が付きます) に合わせてもう一度 Enter。\n"
        "    マウスで駒、次に移動先をクリックしてもかまいません。\n"
        "  - または指し手を入力して Enter: 7六歩、7g7f、P-7f のどれでも。\n"
        "マスは筋 (1-9、右から左) と段 (一-九 または a-i、上から下) で\n"
        "呼びます: 7七 と 7g は同じマスです。\n\n"
        "やってみましょう: 角の前の歩を1マス進めます (7七から7六へ)。\n"
        "盤の画面で q を押すと案内を飛ばします。",
    [TXT_TOUR_STEP1_ASK] = "案内: 7七の歩を7六へ (7g7f と入力してもかまいません)",
    [TXT_TOUR_STEP2] =
        "よくできました。\n\n"
        "取った駒は持駒になり (盤の下に表示)、後で空いているマスに打てます。\n"
        "持駒を選ぶには駒の文字 (歩なら P) を押すか、カーソルを盤の下の\n"
        "持駒に合わせて Enter。それから打つマスを選びます。\n"
        "入力するなら P*3d です。\n\n"
        "やってみましょう: 持駒の歩を3四に打ちます。",
    [TXT_TOUR_STEP2_ASK] = "案内: 持駒の歩を3四へ打つ (P*3d と入力してもかまいません)",
    [TXT_TOUR_END] =
        "これで対局に必要なことはすべてです。\n\n"
        "対局中、時計は自分の手番の間だけ動きます。敵陣の三段に入る駒は\n"
        "成ることができます: そのときは成るかどうか聞かれます (y/n)。\n"
        "対局中に ? でキーの一覧、f で盤の反転、x で投了 (確認あり)、\n"
        "q でテストの中断 (確認あり。すべて保存され、次に kiryoku を\n"
        "起動すると続きから再開します)。",
    [TXT_TOUR_HINT] = "%s も指せますが、ここでは %s を指してください (q で飛ばします)",
    [TXT_AI] = "AI",
    [TXT_MACHINE_ILLEGAL] = "%sが反則手 %s を指しました (%d手目): %s",
    [TXT_OPERATOR_SET_TITLE] = "キオスクモード: 管理者の合言葉",
    [TXT_OPERATOR_SET_PROMPT] =
        "キオスクモードを終了するための合言葉を決めてください (4文字以上)。\n"
        "来場者はこれなしでは終了できません。歓迎画面で q を押すと聞かれます。\n"
        "合言葉はハッシュにしてメモリにだけ置き、終了すると消えます。\n"
        "(別のシェルから kill -TERM でも終了できます。)",
    [TXT_OPERATOR_AGAIN_PROMPT] = "確認のため、同じ合言葉をもう一度入力してください。",
    [TXT_OPERATOR_MISMATCH] = "2回の入力が違うか、4文字未満です。もう一度決めてください。",
    [TXT_OPERATOR_TITLE] = "管理者用",
    [TXT_OPERATOR_PROMPT] = "キオスクモードを終了するには管理者の合言葉を入力してください。\n"
                            "(空のまま Enter で歓迎画面に戻ります。)",
    [TXT_OPERATOR_WRONG] = "合言葉が違います。キオスクモードを続けます。",
    [TXT_KIOSK_QUIT_Q] = "ここでテストを終えますか? 再開はできません (y/n)",
    [TXT_SECRET_ENTRY_HINT] = "入力して Enter (文字は表示されません)",
    [TXT_STOPPED_RESUMABLE] = "kiryoku: 中断しました。指し手はすべて保存されています。\n"
                              "もう一度 kiryoku を起動すると再開します。",
    [TXT_KIOSK_ENDED] = "kiryoku: キオスクモードを終了しました。テストはすべて保存されています。",
    [TXT_ANALYSIS_TITLE] = "対局を解析しています",
    [TXT_ANALYSIS_BODY] = "あなたの対局のすべての局面を探索して (深さ %d)、\n"
                          "それぞれの指し手でどれだけ損をしたかを調べています。\n\n"
                          "%d / %d 局面 完了。%s%s",
    [TXT_ANALYSIS_LEFT] = " 残り約 %lld 秒。",
    [TXT_ANALYSIS_WRITING] = " 結果をまとめています...",
    [TXT_ANALYSIS_ROOTS] = " あなたの指し手 %d / %d 手の局面で全候補手を評価済み。",
    [TXT_LAST_MOVE] = "直前の手: ",
    [TXT_TOUR_SKIP_Q] = "案内の残りを飛ばしますか? (y/n)",
    /* end of the placement test's screens */
    /* result screen (issue 16) */
    [TXT_RES_TITLE] = "結果",
    [TXT_RES_RATING] = "あなたのレーティング: %s",
    [TXT_RES_RANGE] = "%s から %s の間である見込みが9割です。",
    [TXT_RES_BELOW] = "%d 未満",
    [TXT_RES_ABOVE] = "%d 超",
    [TXT_RES_OR_LESS] = "%d 以下",
    [TXT_RES_OR_MORE] = "%d 以上",
    [TXT_RES_TOO_FEW] = "レーティングはまだ出せません: 互角の局面がまだ足りません。\n"
                        "もう1局指してください。",
    [TXT_RES_BASIS] = "互角の局面 %d 個 (%d 局) から算出。1手あたりの平均の損: %d。",
    [TXT_RES_BASIS_TOO_FEW] = "これまでの互角の局面: %d 個 (レーティングには %d 個以上必要)。",
    [TXT_RES_SCALE] = "尺度: 将棋クエストの10分切れ負けのレーティング。",
    [TXT_RES_OTHER_CLOCK] = "今回の持ち時間は %s で、10分ではありません。\n"
                            "尺度は10分切れ負けのものなので、数字は大まかな目安として見てください。",
    [TXT_RES_GRADE] = "段級位の目安: %s (おおよその目安で、公式の段級位ではありません)",
    [TXT_RES_GRADE_BETWEEN] = "%sと%sの間",
    [TXT_RES_GRADE_OR_STRONGER] = "%s以上",
    [TXT_GRADE_BEGINNER] = "初心者",
    [TXT_GRADE_KYU5_TO_2] = "5級～2級",
    [TXT_GRADE_KYU1_TO_SHODAN] = "1級～初段",
    [TXT_GRADE_DAN2_TO_3] = "二段～三段",
    [TXT_GRADE_DAN4_TO_5] = "四段～五段",
    [TXT_GRADE_DAN6_UP] = "六段以上",
    [TXT_RES_MEANS] = "意味: 互角の局面でのあなたの指し手の損は、\n"
                      "将棋クエストでレーティング %d 前後の人と同じくらいです。",
    [TXT_RES_MEANS_BELOW] = "意味: 互角の局面でのあなたの指し手の損は、この尺度を確かめた人の\n"
                            "中で最も低い人 (レーティング %d) よりも大きいです。",
    [TXT_RES_MEANS_ABOVE] = "意味: 互角の局面でのあなたの指し手の損は、この尺度を確かめた人の\n"
                            "中で最も高い人 (レーティング %d) よりも小さいです。",
    [TXT_RES_MEANS_TOO_FEW] = "意味: 数えるのは40手目以降の互角の局面だけですが、あなたの対局の\n"
                              "多くはそれより前に決まったか、一方が大きく優勢でした。",
    [TXT_RES_NEXT_MORE] = "次に: まだ幅が広いので、もう1局指すと絞り込めます。",
    [TXT_RES_NEXT_LEVEL] = "次に: あなたのレベルのAIと指してみましょう:\n"
                           "kiryoku play --ai level:%d",
    [TXT_RES_GAME] = "第%d局 %s %s: 互角の局面 %d 個、平均の損 %d",
    [TXT_RES_GAME_NONE] = "第%d局 %s %s: 互角の局面なし",
    [TXT_RES_WON] = "勝ち",
    [TXT_RES_LOST] = "負け",
    [TXT_RES_DRAW] = "引き分け",
    [TXT_RES_UNFINISHED] = "未終了",
    [TXT_RES_LEGEND] = "グラフ: ^ あなたがはっきり優勢 + 優勢 = 互角 - 劣勢 v はっきり劣勢",
    [TXT_RES_RECORDS] = "棋譜の保存先: %s",
    [TXT_RES_NO_REPORT] = "(結果の詳細を読めませんでした。)",
    /* end of the result screen */
    /* the report's insights (issue 18) */
    [TXT_RES_REPORT_FILES] = "損の大きかった手やグラフを載せた、印刷できる結果: %s/report.html",
    [TXT_RPT_TITLE] = "4局から見えるあなたの将棋",
    [TXT_RPT_SUMMARY] = "%s さん、判定 %lld: %s",
    [TXT_RPT_GAME_TITLE] = "第%d局: あなたは%s、%s",
    [TXT_RPT_GRAPH_CAPTION] = "各手のあとの評価（あなたから見て、上ほどあなたが良い）。\n点: 判定に数えた手。網掛け: 難しい局面が続いた所。数字: 損の大きかった手。",
    [TXT_RPT_COSTLY_TITLE] = "損の大きかった手",
    [TXT_RPT_COSTLY_ITEM] = "%d. %d手目 %s（損 %d）",
    [TXT_RPT_COSTLY_LINE] = "   より良い手: %s（読み筋: %s）",
    [TXT_RPT_COSTLY_NO_BEST] = "   （この解析には最善手の記録がありません）",
    [TXT_RPT_COSTLY_NONE] = "この対局で判定に数えた手には、損のある手はありませんでした。",
    [TXT_RPT_COSTLY_SAME] = "   解析エンジンもこの手を選びました。損は次の局面の探索で見えたものです。",
    [TXT_RPT_DIFF_TITLE] = "局面の難しさ",
    [TXT_RPT_DIFF_HARDEST] = "いちばん難しかった所: %d手目から%d手目\n（探索の一致度 %.2f、1 が完全な一致）。",
    [TXT_RPT_DIFF_NONE] = "難しさは測れませんでした（この解析には末端局面の数がありません）。",
    [TXT_RPT_DIFF_CONC] = "損は難しい局面に集中していました: 損の %d%% が手の %d%% から出ています。",
    [TXT_RPT_DIFF_NOT_CONC] = "損は難しい局面に集中していませんでした:\n損の %d%% が手の %d%% から出ています。",
    [TXT_RPT_DIFF_FEW] = "難しい局面で数えた手が少なく、損が集中していたかは言えません。",
    [TXT_RPT_STYLE_TITLE] = "棋風",
    [TXT_RPT_STYLE_HEAD] = "だれ: 中盤の攻めの手の割合 / 攻めの対局 / 序盤・中盤の駒打ちの割合",
    [TXT_RPT_STYLE_YOU] = "あなた",
    [TXT_RPT_STYLE_AI] = "同じ対局のAI",
    [TXT_RPT_STYLE_REF] = "参考: %s",
    [TXT_RPT_STYLE_ROW] = "%s: %s / %d局中%d局 / %s",
    [TXT_RPT_STYLE_NOREF] = "（参考の数値が見つかりません）",
    [TXT_RPT_STYLE_CAVEAT] = "これは機械的に決めた「人工棋風」です。自玉より敵玉に近いか同じ距離に\n指した手を攻めとしています。この基準を定めた研究でも、人が感じる\n攻め・受けの棋風とはゆるやかにしか一致しないとされています。",
    [TXT_RPT_NEXT] = "次の一歩: あなたのレベルのAIと自由に一局: kiryoku play --ai level:%d",
    /* end of the report's insights */
    /* kiryoku results */
    [TXT_LIST_NONE] = "まだテストの記録はありません。",
    [TXT_LIST_ID] = "番号",
    [TXT_LIST_STARTED] = "開始 (UTC)",
    [TXT_LIST_PLAYER] = "名前",
    [TXT_LIST_STATE] = "状態",
    [TXT_LIST_CLOCK] = "持ち時間",
    [TXT_LIST_RATING] = "レート",
    [TXT_LIST_RANGE] = "推定の範囲",
    [TXT_LIST_POSITIONS] = "局面",
    [TXT_LIST_RECORDS] = "棋譜",
    [TXT_LIST_NOTE] = "(<N, >N: 尺度を確かめた範囲の下・上; *: 10分切れ負けではない)",
    /* end of kiryoku results */
    /* the store's and the engines' errors (issue 17) */
    [TXT_STORE_NO_DATA_DIR] = "データの保存先がありません: XDG_DATA_HOME か HOME を設定してください",
    [TXT_STORE_PATH_TOO_LONG] = "データの保存先のパスが長すぎます: %s",
    [TXT_STORE_CANNOT_CREATE_DIR] = "フォルダ %s を作れません: %s",
    [TXT_STORE_NOT_A_DIR] = "%s はフォルダではありません",
    [TXT_STORE_CANNOT_WRITE] = "%s に書き込めません: %s",
    [TXT_STORE_CANNOT_CHECK_FREE] = "%s の空き容量を確かめられません: %s",
    [TXT_STORE_DISK_FULL] = "空き容量が %.1f MB しかありません (%s)。テストには %.1f MB 以上必要です",
    [TXT_STORE_NO_MEMORY] = "メモリが足りません",
    [TXT_STORE_CANNOT_OPEN_DB] = "データベース %s を開けません: %s",
    [TXT_STORE_DB_ERROR] = "データベースを使えません (%s: %s、%s/kiryoku.db)",
    [TXT_STORE_DB_NEWER] = "%s/kiryoku.db は新しい kiryoku で作られています\n"
                           "(形式 %d、この kiryoku は %d まで)。新しい kiryoku を使ってください",
    [TXT_TEST_CANNOT_START] = "テストを始められません: %s",
    [TXT_ENGINE_BAD_SPEC] = "kiryoku が使えないエンジンの指定です:\n"
                            "--ai と --analysis-engine を確かめてください",
    [TXT_ENGINE_CANNOT_START] = "エンジンのプログラムを起動できません",
    [TXT_ENGINE_DIED] = "エンジンが途中で止まりました (終了したか異常終了しました)",
    [TXT_ENGINE_SILENT] = "エンジンが応答しません",
    [TXT_ENGINE_GARBLED] = "エンジンから読めない出力がありました",
    [TXT_ENGINE_NO_MEMORY] = "メモリが足りません",
    [TXT_ENGINE_DETAIL] = "  (詳細: %s)",
    [TXT_AI_OPPONENT_FAILED] = "AIの対局相手 %s: %s",
    [TXT_PLAY_CANNOT_START] = "対局を始められません: %s",
    [TXT_PLAY_CANNOT_START_AI] = "AIを起動できません: %s",
    [TXT_PLAY_AI2_NEEDS_BOOK] = "AI2 には定跡ファイルが必要です: %s",
    [TXT_PLAY_SAVE_PATH_TOO_LONG] = "棋譜の保存先のパスが長すぎます: %s",
    [TXT_PLAY_ILLEGAL_ENGINE_MOVE] = "エンジンが反則の手 '%s' を指しました",
    [TXT_PLAY_CANNOT_SAVE] = "棋譜を保存できません: %s",
    [TXT_PLAY_GAME_SAVED] = "棋譜を保存しました: %s %s",
    [TXT_PLAY_ENGINE_BAD_SPEC] = "kiryoku が使えないエンジンの指定です: --engine を確かめてください",
    [TXT_ANALYSIS_FAILED] = "分析できませんでした: %s",
    [TXT_SCREEN_NO_TERMINAL] = "対局画面には端末が必要です (標準入力と標準出力の両方が端末ではありません)",
    [TXT_SCREEN_NO_CURSES] = "端末の種類 '%s' では curses を開始できません",
    /* end of the store's and the engines' errors */
};

const char *ui_text(Lang lang, UiTextId id)
{
    if (id < 0 || id >= TXT_COUNT)
        return "";
    const char *s = (lang == LANG_JA) ? text_ja[id] : text_en[id];
    return s ? s : text_en[id];
}

Lang ui_lang_from_locale(void)
{
    static const char *const vars[] = { "LC_ALL", "LC_MESSAGES", "LANG" };
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            return strncmp(v, "ja", 2) == 0 ? LANG_JA : LANG_EN;
    }
    return LANG_EN;
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

const char *ui_rule_reason(Lang lang, const char *reason, char *buf, size_t len)
{
    snprintf(buf, len, "%s", reason ? reason : "");
    if (lang != LANG_JA || !reason)
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
