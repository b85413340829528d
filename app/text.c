/* The program's words (see text.h): each id's English and Japanese side
 * by side, so neither can be added without the other. */
#include "app/text.h"

#include <stdio.h>

static const struct {
    const char *en, *ja;
} words[MSG_COUNT] = {
    /* Words several parts share: who plays, which side, how long the clock is
     * (app/session/, app/report/, app/cmd/; app_clock_phrase) */
    [MSG_YOU] = { .en = "You", .ja = "あなた" },
    [MSG_AI] = { .en = "AI", .ja = "AI" },
    [MSG_SIDE_SENTE] = { .en = "sente (first)", .ja = "先手" },
    [MSG_SIDE_GOTE] = { .en = "gote (second)", .ja = "後手" },
    [MSG_TC_MINUTES] = { .en = "%ld-minute", .ja = "%ld分" },
    [MSG_TC_SECONDS] = { .en = "%ld-second", .ja = "%ld秒" },
    [MSG_TC_MIN_SEC] = { .en = "%ld min %ld s", .ja = "%ld分%ld秒" },

    /* The placement test's screens (app/session/): welcome, name, tour,
     * practice, games, breaks, resume, kiosk, analysis (issue 17) */
    [MSG_WELCOME_TITLE] = { .en = "kiryoku placement test", .ja = "kiryoku 棋力判定テスト" },
    [MSG_WELCOME_BODY] = {
        .en = "Welcome to kiryoku, a shogi placement test.\n\n"
              "You will play four %s games against an AI that keeps every game\n"
              "close: it answers good moves with good moves and mistakes with\n"
              "mistakes. Each side has its own clock; when yours runs out, you lose\n"
              "that game. With the 10-minute clock the test takes about 45 minutes;\n"
              "if the rating is still unsure after four games, one or two more are\n"
              "offered (you may say no).\n\n"
              "Afterwards kiryoku analyses your moves and shows a rating on the\n"
              "Shogi Quest 10-minute scale, with its uncertainty.\n\n"
              "Next: your name, then a short tour of how to move (you may skip it).\n"
              "Every move is saved at once: if anything stops the program, start it\n"
              "again to continue where you were.",
        .ja = "kiryoku(棋力)へようこそ。将棋の棋力判定テストです。\n\n"
              "AIを相手に、持ち時間%sの対局を4局指します。このAIはいつも接戦に\n"
              "なるように指します: 好手には好手で、悪手には悪手で応えます。\n"
              "持ち時間は先手・後手それぞれにあり、なくなるとその対局は負けです。\n"
              "10分の持ち時間なら、テストは約45分かかります。4局でレーティングが\n"
              "定まりきらないときは、あと1〜2局をおすすめします (断れます)。\n\n"
              "対局の後、あなたの指し手を解析し、将棋クエスト\n"
              "(10分切れ負け)のレーティングとその誤差の幅を表示します。\n\n"
              "次に名前を入力し、駒の動かし方の短い案内があります (飛ばせます)。\n"
              "指し手はすぐに保存されます。途中でプログラムが止まっても、\n"
              "もう一度起動すれば続きから再開できます。",
    },
    [MSG_NAME_TITLE] = { .en = "Your name", .ja = "お名前" },
    [MSG_NAME_PROMPT] = {
        .en = "Your name, for the game records and the list of results.\n"
              "(Leave it empty to be called \"player\".)",
        .ja = "棋譜と結果一覧に載せる名前を入力してください。\n"
              "(空のままなら「プレイヤー」になります。)",
    },
    [MSG_DEFAULT_NAME] = { .en = "player", .ja = "プレイヤー" },
    [MSG_Q_TOUR] = {
        .en = "See a short tour of how to move (about a minute)?",
        .ja = "駒の動かし方の案内を見ますか? (1分ほど)",
    },
    [MSG_Q_PRACTICE] = {
        .en = "Play a short practice game first (not counted)?",
        .ja = "最初に短い練習対局をしますか? (判定には数えません)",
    },
    [MSG_Q_ONE_MORE] = {
        .en = "Too few counted moves for a reliable rating. Play one more game?",
        .ja = "判定に数えた手が少なく、レーティングが定まりません。もう1局指しますか?",
    },
    /* Issue 19's adaptive length: why (the range is wide), what a game does
     * (narrows it), and that no is a fine answer (the result stands). */
    [MSG_Q_ONE_MORE_WIDE] = {
        .en = "Your rating's range (9 chances in 10) is still %d points wide.\n"
              "Another game adds counted moves and narrows it.\n"
              "Play game %d? (If not, the result above is your result.)",
        .ja = "レーティングの幅(9割の見込みの範囲)がまだ%d点あります。\n"
              "もう1局指すと判定に数える手が増え、幅が絞り込めます。\n"
              "第%d局を指しますか? (指さなければ上の結果があなたの結果です)",
    },
    [MSG_Q_RESUME] = {
        .en = "Resume the test of %s?\n"
              "An interrupted test of %s was found: %s,\n"
              "stopped %s.\n\n"
              "y: continue it where it stopped (the clocks as they were then).\n"
              "n: close it (it stays in the results as abandoned, its games are\n"
              "   saved as records) and start a new test.",
        .ja = "%sさんのテストを再開しますか?\n"
              "中断したテストがあります (%sさん): %s、\n"
              "%sに中断。\n\n"
              "y: 中断したところから続けます (持ち時間は中断したときのまま)。\n"
              "n: そのテストを終了し (結果一覧に「放棄」として残り、棋譜も\n"
              "   保存されます)、新しいテストを始めます。",
    },
    [MSG_WHERE_PRACTICE] = { .en = "the practice game (moves played: %d)", .ja = "練習対局 %d手まで" },
    [MSG_WHERE_GAME] = { .en = "game %d of %d (moves played: %d)", .ja = "第%d局 (全%d局) %d手まで" },
    [MSG_WHERE_BREAK] = { .en = "the break after game %d", .ja = "第%d局の後の休憩" },
    [MSG_WHERE_ANALYSIS] = { .en = "after the last game, before the analysis", .ja = "全局の後、解析の前" },
    [MSG_WHERE_RESULT] = { .en = "at the result screen", .ja = "結果の画面" },
    [MSG_WHERE_START] = { .en = "before the first game", .ja = "最初の対局の前" },
    [MSG_PRACTICE_TITLE] = { .en = "Practice game", .ja = "練習対局" },
    [MSG_PRACTICE_INTRO] = {
        .en = "This game does not count: it is only to try the board and the keys.\n"
              "You play sente (first) against AI1 with a %s clock.\n"
              "Resign with x whenever you like; the test starts after this game.",
        .ja = "この対局は判定に数えません。盤とキーを試すための対局です。\n"
              "あなたは先手、相手はAI1、持ち時間は%sです。\n"
              "いつでも x で投了できます。この対局の後にテストが始まります。",
    },
    [MSG_PRACTICE_OVER_TITLE] = { .en = "Practice over", .ja = "練習対局 終了" },
    [MSG_TEST_START_TITLE] = { .en = "The test starts", .ja = "テスト開始" },
    [MSG_TEST_START] = {
        .en = "The test starts now: four %s games, and each of them counts.",
        .ja = "ここからテストです: 持ち時間%sで4局、すべて判定に数えます。",
    },
    [MSG_GAME_TITLE] = { .en = "Game %d of %d", .ja = "第%d局 (全%d局)" },
    [MSG_GAME_RESUMED_TITLE] = { .en = "%s: resumed", .ja = "%s: 再開" },
    [MSG_GAME_RESUMED] = {
        .en = "You play %s against %s; moves played so far: %d.\n"
              "Your clock goes on from the time it showed when the test stopped.",
        .ja = "あなたは%s、相手は%s。%d手まで指してあります。\n"
              "時計は中断したときの残り時間から動きます。",
    },
    [MSG_NEXT_GAME] = {
        .en = "Next: game %d, you play %s against %s.",
        .ja = "次は第%d局: あなたは%s、相手は%sです。",
    },
    [MSG_CLOCK_ON_ENTER] = {
        .en = "Your clock starts when you press Enter.",
        .ja = "Enter を押すと、あなたの時計が動き始めます。",
    },
    [MSG_BREAK_TITLE] = { .en = "After game %d", .ja = "第%d局 終了" },
    [MSG_BREAK_BODY] = {
        .en = "Game %d: %s.\n\n%s\nTake a break if you like; continue when you are ready.\n%s",
        .ja = "第%d局: %s。\n\n%s\n休憩してかまいません。準備ができたら続けてください。\n%s",
    },
    [MSG_SUM_WON] = { .en = "%s won (%s)", .ja = "%sの勝ち (%s)" },
    [MSG_SUM_DRAW] = { .en = "Draw (%s)", .ja = "引き分け (%s)" },
    [MSG_SUM_NOT_FINISHED] = { .en = "Not finished", .ja = "未終了" },
    [MSG_REASON_MATE] = { .en = "checkmate", .ja = "詰み" },
    [MSG_REASON_TIME] = { .en = "on time", .ja = "時間切れ" },
    [MSG_REASON_RESIGN] = { .en = "resignation", .ja = "投了" },
    [MSG_REASON_SENNICHITE] = { .en = "sennichite", .ja = "千日手" },
    [MSG_REASON_PERPETUAL] = { .en = "perpetual check", .ja = "連続王手の千日手" },
    [MSG_REASON_DECLARATION] = { .en = "declaration", .ja = "入玉宣言" },
    [MSG_REASON_ILLEGAL_DECLARATION] = { .en = "illegal declaration", .ja = "条件を満たさない宣言" },
    [MSG_REASON_ILLEGAL_MOVE] = { .en = "illegal move", .ja = "反則手" },
    [MSG_REASON_MOVE_LIMIT] = { .en = "move limit", .ja = "手数制限" },
    [MSG_REASON_ABANDONED] = { .en = "abandoned", .ja = "放棄" },
    [MSG_MACHINE_ILLEGAL] = {
        .en = "%s played an illegal move, %s, at move %d: %s",
        .ja = "%sが反則手 %s を指しました (%d手目): %s",
    },
    [MSG_MOVE_NOT_SAVED] = { .en = "the move %s could not be saved: %s", .ja = "指し手 %s を保存できませんでした: %s" },
    [MSG_TOUR_PAGE_TITLE] = { .en = "How to move (%d of %d)", .ja = "駒の動かし方 (%d/%d)" },
    [MSG_TOUR_BOARD_TITLE] = { .en = "How to move: step %d of %d", .ja = "駒の動かし方: %d/%d" },
    [MSG_TOUR_DONE_TITLE] = { .en = "How to move: done", .ja = "駒の動かし方: おわり" },
    [MSG_TOUR_STEP1] = {
        .en = "Your pieces are at the bottom of the board. To move one, either\n"
              "  - move the cursor with the arrow keys (or h j k l), press Enter on\n"
              "    the piece, then move to where it goes (those squares are marked)\n"
              "    and press Enter again; or click the piece, then the square;\n"
              "  - or type the move and press Enter: 7g7f, or P-7f, or 7六歩.\n"
              "Squares are named file (1-9, right to left) then rank (a-i or 一-九,\n"
              "top to bottom): 7g is the same square as 7七.\n\n"
              "Try it: move the pawn that opens your bishop's diagonal one square\n"
              "forward, from 7g (7七) to 7f (7六). Press q on the board to skip\n"
              "the tour.",
        .ja = "あなたの駒は盤の下側です。駒を動かすには:\n"
              "  - 矢印キー (または h j k l) でカーソルを駒に合わせて Enter、\n"
              "    移動先 (印が付きます) に合わせてもう一度 Enter。\n"
              "    マウスで駒、次に移動先をクリックしてもかまいません。\n"
              "  - または指し手を入力して Enter: 7六歩、7g7f、P-7f のどれでも。\n"
              "マスは筋 (1-9、右から左) と段 (一-九 または a-i、上から下) で\n"
              "呼びます: 7七 と 7g は同じマスです。\n\n"
              "やってみましょう: 角道を開ける歩を1マス進めます (7七から7六へ)。\n"
              "盤の画面で q を押すと案内を飛ばします。",
    },
    [MSG_TOUR_STEP1_ASK] = {
        .en = "Tour: move the pawn from 7g (7七) to 7f (7六); or type 7g7f",
        .ja = "案内: 7七の歩を7六へ (7g7f と入力してもかまいません)",
    },
    [MSG_TOUR_STEP2] = {
        .en = "Well done.\n\n"
              "Pieces you capture go to your hand (shown under the board) and can be\n"
              "dropped later on an empty square instead of moving. Press the piece's\n"
              "letter (P for a pawn) to pick it from your hand, or move the cursor\n"
              "down below the board onto it and press Enter; then choose the square.\n"
              "Or type the drop: P*3d.\n\n"
              "Try it: drop the pawn from your hand on 3d (3四).",
        .ja = "よくできました。\n\n"
              "取った駒は持駒になり (盤の下に表示)、後で空いているマスに打てます。\n"
              "持駒を選ぶには駒の文字 (歩なら P) を押すか、カーソルを盤の下の\n"
              "持駒に合わせて Enter。それから打つマスを選びます。\n"
              "入力するなら P*3d です。\n\n"
              "やってみましょう: 持駒の歩を3四に打ちます。",
    },
    [MSG_TOUR_STEP2_ASK] = {
        .en = "Tour: drop your pawn from the hand on 3d (3四); or type P*3d",
        .ja = "案内: 持駒の歩を3四へ打つ (P*3d と入力してもかまいません)",
    },
    [MSG_TOUR_END] = {
        .en = "That is all you need to play.\n\n"
              "In a game your clock runs only while it is your move. A piece that\n"
              "enters the last three ranks may promote: the game asks you (y/n).\n"
              "Press ? during a game to see every key; f flips the board, x resigns\n"
              "(it asks first) and q stops the test (it asks first; everything is\n"
              "saved and the test continues when you start kiryoku again).",
        .ja = "これで対局に必要なことはすべてです。\n\n"
              "対局中、時計は自分の手番の間だけ動きます。敵陣の三段に入る駒は\n"
              "成ることができます: そのときは成るかどうか聞かれます (y/n)。\n"
              "対局中に ? でキーの一覧、f で盤の反転、x で投了 (確認あり)、\n"
              "q でテストの中断 (確認あり。すべて保存され、次に kiryoku を\n"
              "起動すると続きから再開します)。",
    },
    [MSG_TOUR_HINT] = {
        .en = "%s is legal, but this step asks for %s. Try again (q skips)",
        .ja = "%s も指せますが、ここでは %s を指してください (q で飛ばします)",
    },
    [MSG_TOUR_SKIP_Q] = { .en = "Skip the rest of the tour? (y/n)", .ja = "案内の残りを飛ばしますか? (y/n)" },
    [MSG_OPERATOR_SET_TITLE] = { .en = "Kiosk mode: the operator's secret", .ja = "キオスクモード: 管理者の合言葉" },
    [MSG_OPERATOR_SET_PROMPT] = {
        .en = "Choose a secret for leaving kiosk mode (at least 4 characters).\n"
              "Visitors cannot leave without it; q on the welcome screen asks for it.\n"
              "It is kept only in memory, hashed, until the program ends.\n"
              "(kill -TERM from another shell also ends kiosk mode.)",
        .ja = "キオスクモードを終了するための合言葉を決めてください (4文字以上)。\n"
              "来場者はこれなしでは終了できません。歓迎画面で q を押すと聞かれます。\n"
              "合言葉はハッシュにしてメモリにだけ置き、終了すると消えます。\n"
              "(別のシェルから kill -TERM でも終了できます。)",
    },
    [MSG_OPERATOR_AGAIN_PROMPT] = {
        .en = "Type the same secret again.",
        .ja = "確認のため、同じ合言葉をもう一度入力してください。",
    },
    [MSG_OPERATOR_MISMATCH] = {
        .en = "The two differ, or the secret is shorter than 4 characters: choose again.",
        .ja = "2回の入力が違うか、4文字未満です。もう一度決めてください。",
    },
    [MSG_OPERATOR_TITLE] = { .en = "Operator only", .ja = "管理者用" },
    [MSG_OPERATOR_PROMPT] = {
        .en = "Type the operator's secret to leave kiosk mode.\n"
              "(Enter on an empty line goes back.)",
        .ja = "キオスクモードを終了するには管理者の合言葉を入力してください。\n"
              "(空のまま Enter で前の画面に戻ります。)",
    },
    [MSG_OPERATOR_WRONG] = {
        .en = "Wrong secret: kiosk mode goes on.",
        .ja = "合言葉が違います。キオスクモードを続けます。",
    },
    [MSG_KIOSK_QUIT_Q] = {
        .en = "End your test here? It cannot be resumed. (y/n)",
        .ja = "ここでテストを終えますか? 再開はできません (y/n)",
    },
    [MSG_TEST_QUIT_Q] = {
        .en = "Stop the test here? You can resume it later. (y/n)",
        .ja = "テストを中断しますか? 後で続きから再開できます (y/n)",
    },
    [MSG_TEST_DIR_IN_USE] = {
        .en = "kiryoku is already running a test in %s (process %ld).\n"
              "Finish or stop that test first. Meanwhile `kiryoku results` and\n"
              "`kiryoku report ID` still work.",
        .ja = "kiryoku は %s ですでにテストを実行中です (プロセス %ld)。\n"
              "先にそのテストを終えるか中断してください。その間も\n"
              "`kiryoku results` と `kiryoku report ID` は使えます。",
    },
    [MSG_TEST_DIR_IN_USE_NOPID] = {
        .en = "kiryoku is already running a test in %s.\n"
              "Finish or stop that test first. Meanwhile `kiryoku results` and\n"
              "`kiryoku report ID` still work.",
        .ja = "kiryoku は %s ですでにテストを実行中です。\n"
              "先にそのテストを終えるか中断してください。その間も\n"
              "`kiryoku results` と `kiryoku report ID` は使えます。",
    },
    [MSG_STOPPED_RESUMABLE] = {
        .en = "kiryoku: stopped; every move is saved. Run kiryoku again to resume.",
        .ja = "kiryoku: 中断しました。指し手はすべて保存されています。\n"
              "もう一度 kiryoku を起動すると再開します。",
    },
    /* A kiosk's test failed (a full disk, an engine that stopped): the
     * booth waits for the operator instead of leaving a shell to a visitor. */
    [MSG_KIOSK_DOWN_TITLE] = { .en = "Out of service", .ja = "ただいま休止中です" },
    [MSG_KIOSK_DOWN_BODY] = {
        .en = "The test cannot go on, because of this:\n"
              "  %s\n"
              "\n"
              "Everything saved before this page stays saved. Please call the staff.\n"
              "\n"
              "For the operator: mend the cause (a full disk: free some space), then\n"
              "press Enter; the test can be resumed. q and the secret end kiosk mode.\n"
              "With nobody at the keys, it tries again after the idle time.",
        .ja = "次の理由でテストを続けられません:\n"
              "  %s\n"
              "\n"
              "この画面より前に保存したものはそのまま残ります。係の人を呼んでください。\n"
              "\n"
              "管理者の方へ: 原因を取り除いてから (ディスクがいっぱいなら空きを作ってから)\n"
              "Enter を押すと、テストを再開できます。\n"
              "q と合言葉でキオスクモードを終了します。\n"
              "誰も操作しなければ、放置時間の後にもう一度試します。",
    },
    /* The same on a person's own screen (app/session/trouble.h). */
    [MSG_TROUBLE_TITLE] = { .en = "The test cannot go on", .ja = "テストを続けられません" },
    [MSG_TROUBLE_BODY] = {
        .en = "The test stopped, because of this:\n"
              "  %s\n"
              "\n"
              "Everything saved before this page stays saved.\n"
              "\n"
              "Mend the cause (a full disk: free some space), then press Enter to go on\n"
              "from where the test stopped. q stops here; run kiryoku again later and\n"
              "it offers to resume the test.",
        .ja = "次の理由でテストが止まりました:\n"
              "  %s\n"
              "\n"
              "この画面より前に保存したものはそのまま残ります。\n"
              "\n"
              "原因を取り除いてから (ディスクがいっぱいなら空きを作ってから)\n"
              "Enter を押すと、止まったところから続けます。\n"
              "q でここで終わります。あとで kiryoku を起動すると、続きから再開できます。",
    },
    [MSG_KIOSK_ENDED] = {
        .en = "kiryoku: kiosk mode ended; every test is saved.",
        .ja = "kiryoku: キオスクモードを終了しました。テストはすべて保存されています。",
    },
    [MSG_ANALYSIS_TITLE] = { .en = "Analysing your games", .ja = "対局を解析しています" },
    [MSG_ANALYSIS_BODY] = {
        .en = "kiryoku searches every position of your games (depth %d) to see\n"
              "how much each of your moves lost.\n\n"
              "%d of %d positions done.%s%s",
        .ja = "あなたの対局のすべての局面を探索して (深さ %d)、\n"
              "それぞれの指し手でどれだけ損をしたかを調べています。\n\n"
              "%d / %d 局面 完了。%s%s",
    },
    [MSG_ANALYSIS_LEFT] = { .en = " About %lld s left.", .ja = " 残り約 %lld 秒。" },
    [MSG_ANALYSIS_WRITING] = { .en = " Writing the report...", .ja = " 結果をまとめています..." },
    /* kiryoku test --root-scores: the second search, of every move, before your counted moves */
    [MSG_ANALYSIS_ROOTS] = {
        .en = " Every move scored before %d of %d of your moves.",
        .ja = " あなたの指し手 %d / %d 手の局面で全候補手を評価済み。",
    },
    /* The positions analysed while the games were played (app/session/prefetch.h) */
    [MSG_ANALYSIS_DURING] = {
        .en = " %d of them while you played.",
        .ja = " うち %d 局面は対局中に解析済み。",
    },
    [MSG_JUDGE_TITLE] = { .en = "The judge", .ja = "判定エンジン" },
    [MSG_JUDGE_FALLBACK_START] = {
        .en = "The stronger judge, %s, could not start, so this test goes on\n"
              "with the built-in judge. The result will say which judge rated it.\n"
              "(%s)",
        .ja = "より強い判定エンジン %s を起動できなかったため、\n"
              "このテストは内蔵の判定エンジンで続けます。\n"
              "どの判定エンジンで判定したかは結果に記します。\n"
              "(%s)",
    },
    [MSG_JUDGE_FALLBACK_DIED] = {
        .en = "The judge, %s, stopped working, so this test goes on with the\n"
              "built-in judge: no game is lost, and it analyses every position\n"
              "again. The result will say which judge rated it.\n"
              "(%s)",
        .ja = "判定エンジン %s が動かなくなったため、\n"
              "このテストは内蔵の判定エンジンで続けます。対局は失われず、\n"
              "すべての局面を内蔵の判定エンジンで分析し直します。\n"
              "どの判定エンジンで判定したかは結果に記します。\n"
              "(%s)",
    },
    [MSG_JUDGE_RATED_START] = {
        .en = "Rated by the built-in judge because %s could not start.",
        .ja = "%s を起動できなかったため、内蔵の判定エンジンで判定しました。",
    },
    [MSG_JUDGE_RATED_DIED] = {
        .en = "Rated by the built-in judge because %s stopped working during the test.",
        .ja = "%s がテスト中に止まったため、内蔵の判定エンジンで判定しました。",
    },
    [MSG_JUDGE_FALLBACK_SLOW] = {
        .en = "The games were played faster than the judge, %s, could read\n"
              "them: it would need about %lld s more, and the built-in judge reads\n"
              "the whole test in about %lld s. So the built-in judge rates this\n"
              "test. The result will say so.",
        .ja = "対局が速く進み、判定エンジン %s の分析が追いつきませんでした。\n"
              "残りの分析にあと約 %lld 秒かかり、内蔵の判定エンジンなら\n"
              "テスト全体を約 %lld 秒で分析できます。そこで、このテストは\n"
              "内蔵の判定エンジンで判定します。結果にもそう記します。",
    },
    [MSG_JUDGE_RATED_SLOW] = {
        .en = "Rated by the built-in judge: the games went faster than %s could read.",
        .ja = "対局が速く %s の分析が追いつかず、内蔵の判定エンジンで判定しました。",
    },

    /* The result screen (app/report/result_text.c), also the top of report.txt
     * and report.html (issue 16) */
    [MSG_RES_TITLE] = { .en = "Your result", .ja = "結果" },
    [MSG_RES_RATING] = { .en = "Your rating: %s", .ja = "あなたのレーティング: %s" },
    [MSG_RES_RANGE] = {
        .en = "Likely between %s and %s (9 chances in 10).",
        .ja = "%s から %s の間である見込みが9割です。",
    },
    [MSG_RES_BELOW] = { .en = "below %d", .ja = "%d 未満" },
    [MSG_RES_ABOVE] = { .en = "above %d", .ja = "%d 超" },
    [MSG_RES_OR_LESS] = { .en = "%d or less", .ja = "%d 以下" },
    [MSG_RES_OR_MORE] = { .en = "%d or more", .ja = "%d 以上" },
    [MSG_RES_RANGE_AT_MOST] = {
        .en = "Likely %d or less (9 chances in 10; the scale is not checked below %d).",
        .ja = "9割の見込みで %d 以下です (%d 未満は尺度を確かめていません)。",
    },
    [MSG_RES_RANGE_AT_LEAST] = {
        .en = "Likely %d or more (9 chances in 10; the scale is not checked above %d).",
        .ja = "9割の見込みで %d 以上です (%d 超は尺度を確かめていません)。",
    },
    [MSG_RES_TOO_FEW] = {
        .en = "No rating yet: not enough balanced positions yet - play one more game.",
        .ja = "レーティングはまだ出せません: 互角の局面がまだ足りません。\n"
              "もう1局指してください。",
    },
    [MSG_RES_BASIS] = {
        .en = "Based on %d balanced positions in %d games; average cost per move: %s.",
        .ja = "互角の局面 %d 個 (%d 局) から算出。1手あたりの平均の損: %s。",
    },
    [MSG_RES_BASIS_TOO_FEW] = {
        .en = "Balanced positions so far: %d; a rating needs at least %d.",
        .ja = "これまでの互角の局面: %d 個 (レーティングには %d 個以上必要)。",
    },
    [MSG_RES_SCALE] = {
        .en = "Scale: Shogi Quest rating for 10-minute games.",
        .ja = "尺度: 将棋クエストの10分切れ負けのレーティング。",
    },
    [MSG_RES_OTHER_CLOCK] = {
        .en = "Your games had a %s clock, not 10 minutes: the scale is made\n"
              "for 10-minute games, so read the number as a rough guide.",
        .ja = "今回の持ち時間は %s で、10分ではありません。\n"
              "尺度は10分切れ負けのものなので、数字は大まかな目安として見てください。",
    },
    [MSG_RES_GRADE] = {
        .en = "Approximate grade: %s (a rough guide, not an official grade).",
        .ja = "段級位の目安: %s (おおよその目安で、公式の段級位ではありません)",
    },
    [MSG_RES_GRADE_BETWEEN] = { .en = "between %s and %s", .ja = "%sと%sの間" },
    [MSG_RES_GRADE_OR_STRONGER] = { .en = "%s or stronger", .ja = "%s以上" },
    [MSG_GRADE_BEGINNER] = { .en = "beginner", .ja = "初心者" },
    [MSG_GRADE_KYU5_TO_2] = { .en = "5 to 2 kyu", .ja = "5級～2級" },
    [MSG_GRADE_KYU1_TO_SHODAN] = { .en = "1 kyu to shodan", .ja = "1級～初段" },
    [MSG_GRADE_DAN2_TO_3] = { .en = "2 to 3 dan", .ja = "二段～三段" },
    [MSG_GRADE_DAN4_TO_5] = { .en = "4 to 5 dan", .ja = "四段～五段" },
    [MSG_GRADE_DAN6_UP] = { .en = "6 dan and up", .ja = "六段以上" },
    [MSG_RES_MEANS] = {
        .en = "What it means: in balanced positions your moves cost about as much\n"
              "as those of Shogi Quest players rated near %d.",
        .ja = "意味: 互角の局面でのあなたの指し手の損は、\n"
              "将棋クエストでレーティング %d 前後の人と同じくらいです。",
    },
    [MSG_RES_MEANS_BELOW] = {
        .en = "What it means: in balanced positions your moves cost more than\n"
              "those of the weakest players this scale was checked on (rated %d).",
        .ja = "意味: 互角の局面でのあなたの指し手の損は、この尺度を確かめた人の\n"
              "中で最も低い人 (レーティング %d) よりも大きいです。",
    },
    [MSG_RES_MEANS_ABOVE] = {
        .en = "What it means: in balanced positions your moves cost less than\n"
              "those of the strongest players this scale was checked on (rated %d).",
        .ja = "意味: 互角の局面でのあなたの指し手の損は、この尺度を確かめた人の\n"
              "中で最も高い人 (レーティング %d) よりも小さいです。",
    },
    [MSG_RES_MEANS_TOO_FEW] = {
        .en = "What it means: only balanced positions from move 40 on count, and\n"
              "most of yours were decided earlier or one side was far ahead.",
        .ja = "意味: 数えるのは40手目以降の互角の局面だけですが、あなたの対局の\n"
              "多くはそれより前に決まったか、一方が大きく優勢でした。",
    },
    [MSG_RES_NEXT_MORE] = {
        .en = "Next: the range is wide; one more game would narrow it.",
        .ja = "次に: まだ幅が広いので、もう1局指すと絞り込めます。",
    },
    [MSG_RES_NEXT_LEVEL] = {
        .en = "Next: play the AI at your level: kiryoku play --ai level:%d",
        .ja = "次に: あなたのレベルのAIと指してみましょう:\n"
              "kiryoku play --ai level:%d",
    },
    [MSG_RES_GAME] = {
        .en = "Game %d, %s, %s: %d balanced positions, average cost %s",
        .ja = "第%d局 %s %s: 互角の局面 %d 個、平均の損 %s",
    },
    [MSG_RES_GAME_NONE] = { .en = "Game %d, %s, %s: no balanced positions", .ja = "第%d局 %s %s: 互角の局面なし" },
    [MSG_RES_WON] = { .en = "you won", .ja = "勝ち" },
    [MSG_RES_LOST] = { .en = "you lost", .ja = "負け" },
    [MSG_RES_DRAW] = { .en = "draw", .ja = "引き分け" },
    [MSG_RES_UNFINISHED] = { .en = "not finished", .ja = "未終了" },
    [MSG_RES_LEGEND] = {
        .en = "Graph: ^ clearly better for you, + better, = level, - worse, v clearly worse",
        .ja = "グラフ: ^ あなたがはっきり優勢 + 優勢 = 互角 - 劣勢 v はっきり劣勢",
    },
    [MSG_RES_RECORDS] = { .en = "Your game records: %s", .ja = "棋譜の保存先: %s" },
    [MSG_RES_REPORT_FILES] = {
        .en = "Your report, with your costliest moves and graphs, to print or keep:\n%s/report.html",
        .ja = "損の大きかった手やグラフを載せた、印刷できる結果: %s/report.html",
    },
    [MSG_RES_NO_REPORT] = { .en = "(The full report could not be read.)", .ja = "(結果の詳細を読めませんでした。)" },

    /* The same for a statistic over every move out of the AI's book, in
     * winning chances (issue 35; result_text.h, ResultFacts.every_move):
     * no band of balanced positions, so the words say moves, and the cost
     * is the winning chance a move gave away. */
    [MSG_RES_TOO_FEW_ALL] = {
        .en = "No rating yet: too few of your moves counted yet - play one more game.",
        .ja = "レーティングはまだ出せません: 判定に数えた手がまだ足りません。\n"
              "もう1局指してください。",
    },
    [MSG_RES_BASIS_ALL] = {
        .en = "Based on %d of your moves in %d games; on average a move lowered\n"
              "your winning chance by %s.",
        .ja = "%2$d 局のあなたの指し手 %1$d 手から算出。1手で勝率が平均 %3$s 下がりました。",
    },
    [MSG_RES_BASIS_TOO_FEW_ALL] = {
        .en = "Your moves counted so far: %d; a rating needs at least %d.",
        .ja = "これまでに判定に数えた手: %d 手 (レーティングには %d 手以上必要)。",
    },
    [MSG_RES_MEANS_ALL] = {
        .en = "What it means: your moves lower your winning chance about as much\n"
              "as those of Shogi Quest players rated near %d.",
        .ja = "意味: あなたの指し手で下がる勝率は、\n"
              "将棋クエストでレーティング %d 前後の人と同じくらいです。",
    },
    [MSG_RES_MEANS_BELOW_ALL] = {
        .en = "What it means: your moves lower your winning chance more than those\n"
              "of the weakest players this scale was checked on (rated %d).",
        .ja = "意味: あなたの指し手で下がる勝率は、この尺度を確かめた人の\n"
              "中で最も低い人 (レーティング %d) よりも大きいです。",
    },
    [MSG_RES_MEANS_ABOVE_ALL] = {
        .en = "What it means: your moves lower your winning chance less than those\n"
              "of the strongest players this scale was checked on (rated %d).",
        .ja = "意味: あなたの指し手で下がる勝率は、この尺度を確かめた人の\n"
              "中で最も高い人 (レーティング %d) よりも小さいです。",
    },
    [MSG_RES_MEANS_TOO_FEW_ALL] = {
        .en = "What it means: every move of yours after the AI's opening book counts,\n"
              "and your games ended before enough of them were played.",
        .ja = "意味: AIの定跡を抜けた後のあなたの指し手をすべて数えますが、\n"
              "数が足りるほど指す前に対局が終わりました。",
    },
    [MSG_RES_GAME_ALL] = {
        .en = "Game %d, %s, %s: %d moves counted, cost %s a move",
        .ja = "第%d局 %s %s: 数えた手 %d、1手の損 勝率 %s",
    },
    [MSG_RES_GAME_NONE_ALL] = { .en = "Game %d, %s, %s: no move counted", .ja = "第%d局 %s %s: 数えた手なし" },
    /* The same for one position or move: English says "1 move", not "1 moves". */
    [MSG_RES_GAME_ONE] = {
        .en = "Game %d, %s, %s: %d balanced position, cost %s",
        .ja = "第%d局 %s %s: 互角の局面 %d 個、損 %s",
    },
    [MSG_RES_GAME_ALL_ONE] = {
        .en = "Game %d, %s, %s: %d move counted, cost %s",
        .ja = "第%d局 %s %s: 数えた手 %d、1手の損 勝率 %s",
    },

    /* The report's insights (app/report/: insight_text.c, insight_json.c,
     * html.c; issue 18) */
    [MSG_RPT_TITLE] = { .en = "What your %d games say about you", .ja = "%d局から見えるあなたの将棋" },
    [MSG_RPT_SUMMARY] = { .en = "%s, test %lld: %s", .ja = "%s さん、判定 %lld: %s" },
    [MSG_RPT_GAME_TITLE] = { .en = "Game %d: you played %s, %s", .ja = "第%d局: あなたは%s、%s" },
    [MSG_RPT_GRAPH_CAPTION] = {
        .en = "The evaluation from your side after each move (up: better for you).\nDots: your moves that counted. Shaded: hard stretches. Numbers: your\ncostliest moves.",
        .ja = "各手のあとの評価（あなたから見て、上ほどあなたが良い）。\n点: 判定に数えた手。網掛け: 難しい局面が続いた所。数字: 損の大きかった手。",
    },
    [MSG_RPT_COSTLY_TITLE] = { .en = "Your costliest moves", .ja = "損の大きかった手" },
    [MSG_RPT_COSTLY_ITEM] = { .en = "%d. Move %d: you played %s, cost %d", .ja = "%d. %d手目 %s（損 %d）" },
    [MSG_RPT_COSTLY_LINE] = { .en = "   Better: %s (line: %s)", .ja = "   より良い手: %s（読み筋: %s）" },
    [MSG_RPT_COSTLY_NO_BEST] = {
        .en = "   (the better move was not kept for this game)",
        .ja = "   （この対局では、より良い手が記録されていません）",
    },
    [MSG_RPT_COSTLY_NONE] = {
        .en = "None of your counted moves in this game lost anything.",
        .ja = "この対局で判定に数えた手には、損のある手はありませんでした。",
    },
    [MSG_RPT_COSTLY_NONE_WINPROB] = {
        .en = "None of your counted moves in this game lost as much as 1%% of\n"
              "winning chance.",
        .ja = "この対局で判定に数えた手には、勝率を1%%以上下げた手はありませんでした。",
    },
    [MSG_RPT_COSTLY_NONE_BEST] = {
        .en = "Each of your moves here that lost winning chance was the analysis\n"
              "engine's own choice too: the cost lay in the position, not in a move\n"
              "you could have bettered.",
        .ja = "この対局で勝率を下げた手は、どれも解析エンジン自身も選ぶ手でした。\n"
              "損は局面にあり、あなたがより良く指せた手ではありません。",
    },
    [MSG_RPT_DIFF_TITLE] = { .en = "Position difficulty", .ja = "局面の難しさ" },
    [MSG_RPT_DIFF_HARDEST] = {
        .en = "Hardest stretch: from move %d to move %d, where the best move was\nhardest to see (a deeper look changed the engine's mind most there).",
        .ja = "いちばん難しかった所: %d手目から%d手目。最善手が見えにくく、\n深く読むほどエンジンの判断が変わった所です。",
    },
    [MSG_RPT_DIFF_NONE] = {
        .en = "How hard the positions were could not be measured for these games.",
        .ja = "この対局では、局面の難しさを測れませんでした。",
    },
    [MSG_RPT_DIFF_CONC] = {
        .en = "Your losses were concentrated in the hard stretches: %d%% of your cost\ncame from %d%% of your moves.",
        .ja = "損は難しい局面に集中していました: 損の %d%% が手の %d%% から出ています。",
    },
    [MSG_RPT_DIFF_NOT_CONC] = {
        .en = "Your losses were not concentrated in the hard stretches: %d%% of your\ncost came from %d%% of your moves.",
        .ja = "損は難しい局面に集中していませんでした:\n損の %d%% が手の %d%% から出ています。",
    },
    [MSG_RPT_DIFF_FEW] = {
        .en = "Too few of your counted moves fell in hard stretches to say whether your\nlosses were concentrated there.",
        .ja = "難しい局面で数えた手が少なく、損が集中していたかは言えません。",
    },
    [MSG_RPT_STYLE_TITLE] = { .en = "Style", .ja = "棋風" },
    [MSG_RPT_STYLE_HEAD] = {
        .en = "Who: attacking moves in the middle of the game / games played\nattacking / drops before the endgame",
        .ja = "だれ: 中盤の攻めの手の割合 / 攻めの対局 / 終盤より前の駒打ちの割合",
    },
    [MSG_RPT_STYLE_YOU] = { .en = "You", .ja = "あなた" },
    [MSG_RPT_STYLE_AI] = { .en = "The AI, in the same games", .ja = "同じ対局のAI" },
    [MSG_RPT_STYLE_REF] = { .en = "Reference: %s", .ja = "参考: %s" },
    /* Called with (who, attack share, attacking games, games, drops): the
     * Japanese says the games first ("4局中1局"), hence the positions. */
    [MSG_RPT_STYLE_ROW] = {
        .en = "%1$s: %2$s / %3$d of %4$d / %5$s",
        .ja = "%1$s: %2$s / %4$d局中%3$d局 / %5$s",
    },
    [MSG_RPT_STYLE_NOREF] = { .en = "(no reference figures found)", .ja = "（参考の数値が見つかりません）" },
    [MSG_RPT_STYLE_CAVEAT] = {
        .en = "These are artificial measures: a move counts as attacking when it lands\nat least as close to the enemy king as to your own. The study that\ndefines them found they match what players call an attacking or\ndefensive style only loosely.",
        .ja = "これは機械的に決めた「人工棋風」です。自玉より敵玉に近いか同じ距離に\n指した手を攻めとしています。この基準を定めた研究でも、人が感じる\n攻め・受けの棋風とはゆるやかにしか一致しないとされています。",
    },
    [MSG_RPT_NEXT] = {
        .en = "Next step: a free game against the AI at your level:\nkiryoku play --ai level:%d",
        .ja = "次の一歩: あなたのレベルのAIと自由に一局: kiryoku play --ai level:%d",
    },
    [MSG_RPT_HEADLINE] = {
        .en = "kiryoku placement test %lld: %s, %s UTC",
        .ja = "kiryoku 棋力判定テスト %lld: %sさん、%s (UTC)",
    },
    [MSG_RPT_COSTLY_ITEM_ALL] = {
        .en = "%d. Move %d: you played %s; your winning chance fell from %s to %s",
        .ja = "%d. %d手目 %s（勝率 %s → %s）",
    },
    [MSG_RPT_COSTLY_NONE_COUNTED_ALL] = {
        .en = "No move of yours in this game was counted: every move after the AI's\n"
              "opening book counts, and this game ended before any.",
        .ja = "この対局には判定に数えた手がありません: 数えるのはAIの定跡を抜けた\n"
              "後の手で、この対局はその前に終わりました。",
    },
    [MSG_RPT_COSTLY_NONE_COUNTED] = {
        .en = "No move of yours in this game was counted: only moves in balanced\n"
              "positions from move 40 on count, and this game had none.",
        .ja = "この対局には判定に数えた手がありません: 数えるのは40手目以降の\n"
              "互角の局面での手だけで、この対局にはありませんでした。",
    },
    [MSG_RPT_STYLE_COL_WHO] = { .en = "Who", .ja = "だれ" },
    [MSG_RPT_STYLE_COL_ATTACK] = { .en = "Attacking moves, middle of the game", .ja = "中盤の攻めの手" },
    [MSG_RPT_STYLE_COL_GAMES] = { .en = "Games played attacking", .ja = "攻めの対局" },
    [MSG_RPT_STYLE_COL_DROPS] = { .en = "Drops before the endgame", .ja = "終盤より前の駒打ち" },

    /* report.txt's part for the organiser (app/report/test_report.c,
     * insight_text.c, app/cmd/cmd_report.c): the estimator's own figures
     * and notes are rating/'s words (rating/text.h) */
    [MSG_RPT_ORG_TITLE] = {
        .en = "---- For the organiser (not shown on the player's screen) ----",
        .ja = "---- 主催者向け (プレイヤーの画面には出ません) ----",
    },
    [MSG_RPT_ORG_NONE] = { .en = "no estimate: %s", .ja = "推定なし: %s" },
    [MSG_RPT_ORG_NOTE] = { .en = "note: %s", .ja = "注: %s" },
    [MSG_RPT_ORG_LEFT_OUT] = { .en = "moves left out:", .ja = "数えなかった手:" },
    [MSG_RPT_ORG_CLOCK] = {
        .en = "note: the test was played on a %lld s clock, not 10 minutes; the\n"
              "profile's scale is for 10-minute games (the clock filter keeps moves\n"
              "with >= %g s left)",
        .ja = "注: このテストの持ち時間は %lld 秒で、10分ではありません。\n"
              "プロファイルの尺度は10分切れ負けのものです\n"
              "(残り %g 秒以上の手だけを数えています)",
    },
    [MSG_RPT_ORG_HARDEST] = {
        .en = "game %d: hardest stretch moves %d-%d, agreement of the search with\n"
              "itself %.2f (1: full)",
        .ja = "第%d局: 最も難しい区間 %d-%d手目、探索の自己一致度 %.2f (1 で完全一致)",
    },
    [MSG_RPT_ORG_NO_LEAVES] = {
        .en = "game %d: difficulty not measured: the analysis table has no leaf counts",
        .ja = "第%d局: 難しさは未測定 (解析表に末端局面の数がありません)",
    },
    [MSG_RPT_ORG_DETAILS] = { .en = "The estimator's figures:", .ja = "推定の数値:" },
    [MSG_RPT_ORG_TABLE_TITLE] = {
        .en = "---- For the organiser (not for the player) ----",
        .ja = "---- 主催者向け (プレイヤー向けではありません) ----",
    },
    [MSG_RPT_ORG_NO_MOVES] = {
        .en = "no moves of the player were analysed",
        .ja = "プレイヤーの指し手は1手も解析されていません",
    },

    /* Why `kiryoku report` or a test's report writes nothing */
    [MSG_RPT_NO_TEST] = { .en = "no test %lld in %s", .ja = "テスト %lld はありません (%s)" },
    [MSG_RPT_NOT_TEST_OR_TABLE] = {
        .en = "%s is neither a test's number nor an analysis table that can be read\n"
              "(%s); `kiryoku results` lists the tests' numbers",
        .ja = "%s はテストの番号でも、読める解析表でもありません\n"
              "(%s)。テストの番号は `kiryoku results` で一覧できます",
    },
    [MSG_DATA_DIR_MISSING] = {
        .en = "there is no folder %s\n(check the folder --data names)",
        .ja = "フォルダ %s がありません\n(--data で指定したフォルダを確かめてください)",
    },
    [MSG_DATA_DIR_NOT_FOLDER] = {
        .en = "%s is not a folder\n(--data names the data folder)",
        .ja = "%s はフォルダではありません\n(--data にはデータフォルダを指定します)",
    },
    [MSG_RPT_NO_STORE] = {
        .en = "no test has been taken with the data folder %s\n(it has no kiryoku.db)",
        .ja = "データフォルダ %s で受けたテストはありません\n(kiryoku.db がありません)",
    },
    [MSG_RPT_UNFINISHED] = {
        .en = "test %lld has no result: it is not finished. `kiryoku results` shows\n"
              "where it stopped; taking the test again resumes it.",
        .ja = "テスト %lld は終わっていないので、結果がありません。どこで止まったかは\n"
              "`kiryoku results` で見られます。もう一度テストを始めると、続きから\n"
              "再開できます。",
    },
    [MSG_RPT_ABANDONED] = {
        .en = "test %lld has no result: it was abandoned\n(its games are kept as records)",
        .ja = "テスト %lld は放棄されたので、結果がありません\n(対局は棋譜として残っています)",
    },
    [MSG_RPT_NO_RESULT] = {
        .en = "test %lld has no result yet (its analysis never finished)",
        .ja = "テスト %lld にはまだ結果がありません (解析が終わっていません)",
    },
    [MSG_RPT_CANNOT_WRITE] = { .en = "cannot write %s", .ja = "%s に書き込めません" },
    [MSG_FILE_CANNOT_CREATE] = { .en = "cannot create %s: %s", .ja = "%s を作れません: %s" },
    [MSG_FILE_CANNOT_WRITE] = { .en = "cannot write %s: %s", .ja = "%s に書き込めません: %s" },
    [MSG_RPT_CANNOT_WRITE_FULL] = {
        .en = "cannot write %s (disk full?)",
        .ja = "%s に書き込めません (ディスクがいっぱいかもしれません)",
    },

    /* Which profile rates a table, and why (app/assets.c, the report) */
    [MSG_PROFILE_ASKED] = { .en = "profile %s: asked for", .ja = "プロファイル %s: 指定されたもの" },
    [MSG_PROFILE_ASKED_OPTION] = {
        .en = "profile %s: asked for (--profile)",
        .ja = "プロファイル %s: --profile で指定されたもの",
    },
    [MSG_PROFILE_SHIPPED] = {
        .en = "profile %s: the shipped profile made for the table's judge, %s",
        .ja = "プロファイル %s: 解析表の判定エンジン「%s」に合わせて同梱されたもの",
    },
    [MSG_PROFILE_THESIS] = {
        .en = "profile %s (the thesis line): no shipped profile was made for the table's judge, %s; the rating "
              "may be off (--profile chooses one)",
        .ja = "プロファイル %s (論文の回帰直線): 解析表の判定エンジン「%s」に合わせた同梱プロファイルはありません。"
              "レーティングがずれるおそれがあります (--profile で選べます)",
    },
    [MSG_JUDGE_UNNAMED] = { .en = "an engine the table does not name", .ja = "解析表に名前のないエンジン" },
    [MSG_JUDGE_UNNAMED_ENGINE] = { .en = "an unnamed engine", .ja = "名前のないエンジン" },
    [MSG_JUDGE_DEPTH] = { .en = " at depth %d", .ja = " 深さ %d" },
    [MSG_JUDGE_NODES] = { .en = ", at most %lld nodes a position", .ja = "、1局面 %lld ノードまで" },

    /* kiryoku results: the organiser's table (app/cmd/cmd_results.c) */
    [MSG_LIST_NONE] = { .en = "No tests taken yet.", .ja = "まだテストの記録はありません。" },
    [MSG_LIST_ID] = { .en = "id", .ja = "番号" },
    [MSG_LIST_STARTED] = { .en = "date (UTC)", .ja = "開始日" },
    [MSG_LIST_PLAYER] = { .en = "player", .ja = "名前" },
    [MSG_LIST_STATE] = { .en = "state", .ja = "状態" },
    [MSG_LIST_CLOCK] = { .en = "clock", .ja = "持ち時間" },
    [MSG_LIST_RATING] = { .en = "rating", .ja = "レート" },
    [MSG_LIST_RANGE] = { .en = "range", .ja = "推定範囲" },
    [MSG_LIST_POSITIONS] = { .en = "pos", .ja = "局面" },
    [MSG_LIST_RECORDS] = { .en = "records", .ja = "棋譜" },
    [MSG_LIST_NOTE] = {
        .en = "(<N, >N: below, above the range the scale was checked on; *: not 10 minutes)",
        .ja = "(<N, >N: 尺度を確かめた範囲の下・上; *: 10分切れ負けではない)",
    },
    [MSG_LIST_DONE] = { .en = "done", .ja = "完了" },
    [MSG_LIST_ABANDONED] = { .en = "abandoned", .ja = "中断" },
    [MSG_LIST_IN_GAME] = { .en = "game %d", .ja = "第%d局" },
    [MSG_LIST_IN_BREAK] = { .en = "break", .ja = "休憩中" },
    [MSG_LIST_ANALYSING] = { .en = "analysing", .ja = "解析中" },
    [MSG_LIST_STARTED_ONLY] = { .en = "started", .ja = "開始" },
    [MSG_LIST_CLOCK_M] = { .en = "%ldm", .ja = "%ld分" },
    [MSG_LIST_CLOCK_S] = { .en = "%lds", .ja = "%ld秒" },
    [MSG_LIST_CLOCK_MS] = { .en = "%ldm%lds", .ja = "%ld分%ld秒" },
    [MSG_LIST_HAS_RECORDS] = { .en = "yes", .ja = "あり" },
    [MSG_LIST_WHERE] = {
        .en = "Records and reports, one folder per test (ID-name; --csv lists each):\n%s/tests/",
        .ja = "棋譜と結果はテストごとのフォルダ (番号-名前、--csv で一覧) に:\n%s/tests/",
    },
    /* No test has its folder yet (the one under way writes it at its end):
     * a folder named here would not be found. */
    [MSG_LIST_WHERE_LATER] = {
        .en = "Records and reports go into a folder per test when it ends, in:\n%s/tests/",
        .ja = "棋譜と結果は、テストが終わるとテストごとのフォルダに入ります:\n%s/tests/",
    },

    /* kiryoku play: how a free game ended, and its own failures
     * (app/cmd/cmd_play.c) */
    [MSG_WINS_BY_MATE] = { .en = "%s wins by checkmate", .ja = "%sの勝ち (詰み)" },
    [MSG_WINS_ON_TIME] = { .en = "%s wins on time", .ja = "%sの勝ち (時間切れ)" },
    [MSG_WINS_BY_RESIGN] = { .en = "%s wins by resignation", .ja = "%sの勝ち (投了)" },
    [MSG_WINS_BY_PERPETUAL] = { .en = "%s wins: perpetual check", .ja = "%sの勝ち (連続王手の千日手)" },
    [MSG_WINS_BY_DECLARATION] = { .en = "%s wins by declaration", .ja = "%sの勝ち (入玉宣言)" },
    [MSG_DRAW_REPETITION] = { .en = "Draw by repetition (sennichite)", .ja = "千日手で引き分け" },
    [MSG_STOPPED] = { .en = "Game stopped", .ja = "対局中断" },
    [MSG_PLAY_CANNOT_START] = { .en = "cannot start a game: %s", .ja = "対局を始められません: %s" },
    [MSG_PLAY_CANNOT_START_AI] = { .en = "cannot start the AI: %s", .ja = "AIを起動できません: %s" },
    [MSG_PLAY_AI2_NEEDS_BOOK] = {
        .en = "AI2 needs the opening book: %s",
        .ja = "AI2 には定跡ファイルが必要です: %s",
    },
    [MSG_PLAY_SAVE_PATH_TOO_LONG] = {
        .en = "the save directory's path is too long: %s",
        .ja = "棋譜の保存先のパスが長すぎます: %s",
    },
    [MSG_PLAY_ILLEGAL_ENGINE_MOVE] = {
        .en = "the engine played an illegal move '%s'",
        .ja = "エンジンが反則の手 '%s' を指しました",
    },
    [MSG_PLAY_CANNOT_SAVE] = { .en = "cannot save the game: %s", .ja = "棋譜を保存できません: %s" },
    [MSG_PLAY_GAME_SAVED] = { .en = "game saved: %s %s", .ja = "棋譜を保存しました: %s %s" },
    /* The opponent's name beside its clock and in the records, and the title. */
    [MSG_PLAY_AI1_LABEL] = { .en = "AI1 (settai)", .ja = "AI1 (接待)" },
    [MSG_PLAY_AI2_LABEL] = { .en = "AI2 (settai)", .ja = "AI2 (接待)" },
    [MSG_PLAY_LEVEL_LABEL] = { .en = "AI (level %d)", .ja = "AI (レベル %d)" },
    [MSG_PLAY_TITLE] = { .en = "kiryoku play", .ja = "自由対局" },
    [MSG_PLAY_TITLE_VS] = { .en = "kiryoku play vs %s", .ja = "自由対局: %s" },

    /* Why a command stops (issue 17): the store's errors (app/failure.c words
     * each StoreErrorCode), the engines' (bridge_error_kind), the test's */
    [MSG_STORE_NO_DATA_DIR] = {
        .en = "no data directory: set XDG_DATA_HOME or HOME",
        .ja = "データの保存先がありません: XDG_DATA_HOME か HOME を設定してください",
    },
    [MSG_STORE_PATH_TOO_LONG] = {
        .en = "the data directory's path is too long: %s",
        .ja = "データの保存先のパスが長すぎます: %s",
    },
    [MSG_STORE_CANNOT_CREATE_DIR] = {
        .en = "cannot create the directory %s: %s",
        .ja = "フォルダ %s を作れません: %s",
    },
    [MSG_STORE_NOT_A_DIR] = { .en = "%s is not a directory", .ja = "%s はフォルダではありません" },
    [MSG_STORE_CANNOT_WRITE] = { .en = "cannot write in %s: %s", .ja = "%s に書き込めません: %s" },
    [MSG_STORE_CANNOT_CHECK_FREE] = {
        .en = "cannot check the free space in %s: %s",
        .ja = "%s の空き容量を確かめられません: %s",
    },
    [MSG_STORE_DISK_FULL] = {
        .en = "only %.1f MB free in %s; a test needs at least %.1f MB",
        .ja = "空き容量が %.1f MB しかありません (%s)。テストには %.1f MB 以上必要です",
    },
    [MSG_STORE_NO_MEMORY] = { .en = "out of memory", .ja = "メモリが足りません" },
    [MSG_STORE_CANNOT_OPEN_DB] = {
        .en = "cannot open the database %s: %s",
        .ja = "データベース %s を開けません: %s",
    },
    [MSG_STORE_DB_ERROR] = {
        .en = "%s: %s (database %s/kiryoku.db)",
        .ja = "データベースを使えません (%s: %s、%s/kiryoku.db)",
    },
    [MSG_STORE_NOT_A_DB] = {
        .en = "%s\nis not a kiryoku database, or it is damaged; kiryoku has left it as it is.\n"
              "Move it aside (rename it, for example to kiryoku.db.damaged) and start\n"
              "again: kiryoku then makes a new, empty one; the moved file keeps its data.",
        .ja = "%s\nは kiryoku のデータベースではないか、壊れています。kiryoku は\n"
              "このファイルに手を加えていません。別の名前 (例: kiryoku.db.damaged)\n"
              "に変えるか別の場所へ移してから、もう一度始めてください。新しい空の\n"
              "データベースが作られ、移したファイルの中身はそのまま残ります。",
    },
    [MSG_STORE_DB_READ_ONLY] = {
        .en = "the database %s\ncannot be written (%s); kiryoku saves every move in it.\n"
              "Make it writable (chmod u+w), or set KIRYOKU_DATA_DIR to another folder.",
        .ja = "データベース %s\nに書き込めません (%s)。kiryoku は一手ごとにここへ保存します。\n"
              "書き込めるようにする (chmod u+w) か、KIRYOKU_DATA_DIR で別のフォルダを\n"
              "指定してください。",
    },
    [MSG_STORE_DB_NEWER] = {
        .en = "%s/kiryoku.db has schema version %d, newer than this kiryoku knows (%d):\n"
              "use a newer kiryoku",
        .ja = "%s/kiryoku.db は新しい kiryoku で作られています\n"
              "(形式 %d、この kiryoku は %d まで)。新しい kiryoku を使ってください",
    },
    [MSG_STORE_NO_SUCH_TEST] = { .en = "no test %lld in the store", .ja = "記録に番号 %lld のテストはありません" },
    [MSG_STORE_NO_SUCH_GAME] = { .en = "no game %lld in the store", .ja = "記録に番号 %lld の対局はありません" },
    [MSG_STORE_MOVE_REFUSED] = {
        .en = "game %lld is finished, missing, or not at ply %d: move %s not stored",
        .ja = "対局 %lld は終局したか、記録にないか、%d手目ではありません:\n"
              "指し手 %s は保存していません",
    },
    [MSG_ENGINE_BAD_SPEC] = {
        .en = "the engine is not one kiryoku can use: check --ai and --analysis-engine",
        .ja = "kiryoku が使えないエンジンの指定です:\n"
              "--ai と --analysis-engine を確かめてください",
    },
    [MSG_PLAY_ENGINE_BAD_SPEC] = {
        .en = "the engine is not one kiryoku can use: check --engine",
        .ja = "kiryoku が使えないエンジンの指定です: --engine を確かめてください",
    },
    [MSG_ENGINE_CANNOT_START] = {
        .en = "the engine's program cannot be started",
        .ja = "エンジンのプログラムを起動できません",
    },
    [MSG_ENGINE_DIED] = {
        .en = "the engine stopped unexpectedly (it exited or crashed)",
        .ja = "エンジンが途中で止まりました (終了したか異常終了しました)",
    },
    [MSG_ENGINE_SILENT] = { .en = "the engine does not answer", .ja = "エンジンが応答しません" },
    [MSG_ENGINE_GARBLED] = {
        .en = "the engine sent something kiryoku cannot read",
        .ja = "エンジンから読めない出力がありました",
    },
    [MSG_ENGINE_NO_MEMORY] = { .en = "out of memory", .ja = "メモリが足りません" },
    [MSG_ENGINE_DETAIL] = { .en = "  (details: %s)", .ja = "  (詳細: %s)" },
    [MSG_TEST_CANNOT_START] = { .en = "cannot start a test: %s", .ja = "テストを始められません: %s" },
    [MSG_AI_OPPONENT_FAILED] = { .en = "the AI opponent %s: %s", .ja = "AIの対局相手 %s: %s" },
    [MSG_ANALYSIS_FAILED] = { .en = "analysis failed: %s", .ja = "分析できませんでした: %s" },
    /* app/session/prefetch.h: the positions are then analysed after the last game */
    [MSG_BACKGROUND_ANALYSIS_FAILED] = {
        .en = "the analysis during the games cannot start (%s);\n"
              "your games are analysed after the last one",
        .ja = "対局中の解析を始められません (%s)。\n"
              "最後の対局のあとで解析します",
    },

    /* The option parser's messages (app/cmd/options.c), after "kiryoku
     * COMMAND: ": the option as typed, then what it takes, then the value
     * given, which may be a typo to spot. */
    [MSG_OPT_UNKNOWN] = {
        .en = "unknown option '%s' (see kiryoku %s --help)",
        .ja = "'%s' というオプションはありません (kiryoku %s --help をご覧ください)",
    },
    [MSG_OPT_TAKES_NO_VALUE] = { .en = "%s takes no value", .ja = "%s には値を付けません" },
    [MSG_OPT_NO_VALUE] = { .en = "no value after '%s'", .ja = "'%s' の後に値がありません" },
    [MSG_OPT_WHOLE_NUMBER] = {
        .en = "%s expects a whole number from %lld to %lld, got '%s'",
        .ja = "%s には %lld から %lld までの整数を指定してください (指定: '%s')",
    },
    [MSG_OPT_NUMBER] = {
        .en = "%s expects a number from %lld to %lld, got '%s'",
        .ja = "%s には %lld から %lld までの数を指定してください (指定: '%s')",
    },
    [MSG_OPT_TOO_MANY] = {
        .en = "%s expects at most %d uses, got '%s'",
        .ja = "%s を指定できるのは %d 回までです (余分な値: '%s')",
    },
    /* The choices as the option takes them: "ja, en" */
    [MSG_OPT_ONE_OF] = {
        .en = "%s expects one of %s, got '%s'",
        .ja = "%s には %s のどれかを指定してください (指定: '%s')",
    },
    /* What the option's own parser says it takes: MSG_PLAY_AI_EXPECTS */
    [MSG_OPT_EXPECTS] = {
        .en = "%s expects %s, got '%s'",
        .ja = "%s に指定できるのは %s です (指定: '%s')",
    },
    [MSG_OPT_UNEXPECTED] = {
        .en = "unexpected argument '%s' (see kiryoku %s --help)",
        .ja = "余分な引数 '%s' があります (kiryoku %s --help をご覧ください)",
    },
    /* app/main.c, after "kiryoku: " */
    [MSG_UNKNOWN_COMMAND] = {
        .en = "unknown command '%s' (try 'kiryoku help')",
        .ja = "'%s' というコマンドはありません (一覧は kiryoku help で表示します)",
    },
    /* Printed in Japanese only, above an analyst's command's option list */
    [MSG_HELP_IN_ENGLISH] = {
        .en = "The options below are described in English only.",
        .ja = "以下のオプションの説明は英語のみです。",
    },

    /* kiryoku help (app/main.c): the version, how to call, then one line a
     * command ("  NAME       " and its summary, which keeps to 67 columns),
     * the commands a person runs first, the analysts' under their heading */
    [MSG_HELP_TOP] = {
        .en = "kiryoku %s: a shogi placement test in the terminal\n\n"
              "usage: kiryoku [COMMAND] [options]   (kiryoku COMMAND --help for details)\n"
              "       kiryoku [--time S] [--name NAME] ...   (no command: the test)\n\n",
        .ja = "kiryoku %s: 端末で受ける将棋の棋力判定テスト\n\n"
              "使い方: kiryoku [コマンド] [オプション]  (詳しくは kiryoku コマンド --help)\n"
              "        kiryoku [--time 秒] [--name 名前] ...  (コマンドなし: テスト)\n\n",
    },
    [MSG_HELP_ANALYSTS] = {
        .en = "\nFor analysts and developers:\n",
        .ja = "\n分析・開発用 (各コマンドの --help は英語です):\n",
    },
    [MSG_CMD_TEST] = {
        .en = "the placement test (also with no command)",
        .ja = "棋力判定テストを受けます (コマンドを省いても同じです)",
    },
    [MSG_CMD_PLAY] = {
        .en = "a free game against the AI on the terminal's board",
        .ja = "AIと自由に対局します (判定はしません)",
    },
    [MSG_CMD_RESULTS] = {
        .en = "every test taken on this machine: a table, CSV or JSON",
        .ja = "このマシンで受けたテストの一覧 (表、CSV、JSON)",
    },
    [MSG_CMD_REPORT] = {
        .en = "a test's report again from stored data, or one for analysis tables",
        .ja = "保存したデータからテストのレポートを作り直します (解析表からも)",
    },
    [MSG_CMD_HELP] = { .en = "this list (--lang ja|en: its language)", .ja = "この一覧 (--lang ja|en で言語を選べます)" },
    [MSG_CMD_CONVERT] = {
        .en = "game records between KIF, KI2, CSA and USI lines",
        .ja = "棋譜の形式を変換します (KIF、KI2、CSA、USI)",
    },
    [MSG_CMD_MATE] = { .en = "solve a mate problem", .ja = "詰将棋を解きます" },
    [MSG_CMD_ANALYZE] = {
        .en = "game records -> analysis table (TSV)",
        .ja = "棋譜を解析して解析表 (TSV) を作ります",
    },
    [MSG_CMD_ESTIMATE] = {
        .en = "analysis tables -> rating with its interval",
        .ja = "解析表からレーティングとその幅を推定します",
    },
    [MSG_CMD_CALIBRATE] = {
        .en = "fit rating = a*mean_loss + b from rated players' tables",
        .ja = "レーティングの分かっている人の解析表から換算式を作ります",
    },
    [MSG_CMD_USI] = {
        .en = "the embedded engine over USI (for GUIs and match tools)",
        .ja = "内蔵エンジンをUSIで動かします (将棋GUIや対局ツール用)",
    },
    [MSG_CMD_PERFT] = {
        .en = "count move-generation leaves (checks the move generator)",
        .ja = "指し手生成の末端局面を数えます (指し手生成の検証用)",
    },
    [MSG_CMD_BENCH] = {
        .en = "search figures: fixed positions at a fixed depth",
        .ja = "探索の速さを測ります (決まった局面を決まった深さで)",
    },

    /* kiryoku test --help (app/cmd/cmd_test.c): what a person taking the
     * test and an organiser running it use; --help-all lists the rest, in
     * English. Takes the judges' ids, the default judge, the idle minutes. */
    [MSG_HELP_TEST] = {
        .en = "usage: kiryoku [test] [options]\n"
              "  the placement test: four games against an AI that keeps them close,\n"
              "  then your rating on the Shogi Quest 10-minute scale\n"
              "  --time S          main time of each test game in seconds (default 600)\n"
              "  --practice-time S the practice game's main time (default 180)\n"
              "  --name NAME       the player's name for records and results\n"
              "  --lang ja|en      the language of the screens (default from the locale)\n"
              "  --data DIR        data directory (default $XDG_DATA_HOME/kiryoku)\n"
              "  --judge ID        the judge: the engine and budget whose analysis rates\n"
              "                    the player, one of: %s\n"
              "                    (default %s). When it cannot run, the built-in\n"
              "                    judge rates the test, and the result says so\n"
              "For a booth, one person after another:\n"
              "  --kiosk           after each result start again for the next person;\n"
              "                    Ctrl-C, Ctrl-Z, Ctrl-\\ and q do not leave; the\n"
              "                    operator leaves with q on the welcome screen and\n"
              "                    the secret, or SIGTERM\n"
              "  --operator-secret S  the secret for leaving (default: asked at the\n"
              "                    start; a command line is visible to other users\n"
              "                    until it starts)\n"
              "  --idle-minutes N  a visitor gone this long has left the test: it is\n"
              "                    closed as abandoned, its games kept (default %d;\n"
              "                    0 never)\n"
              "  --idle-seconds N  the same in seconds\n"
              "The options for measuring and development: kiryoku test --help-all\n",
        .ja = "使い方: kiryoku [test] [オプション]\n"
              "  棋力判定テスト: 接戦になるように指すAIと4局指し、将棋クエスト\n"
              "  (10分切れ負け)のレーティングを表示します\n"
              "  --time 秒          テストの各対局の持ち時間 (秒、既定 600)\n"
              "  --practice-time 秒 練習対局の持ち時間 (秒、既定 180)\n"
              "  --name 名前        棋譜と結果一覧に載せる名前\n"
              "  --lang ja|en       画面の言語 (既定はロケールから)\n"
              "  --data フォルダ    データフォルダ (既定 $XDG_DATA_HOME/kiryoku)\n"
              "  --judge ID         判定エンジン: 指し手を解析して棋力を判定する\n"
              "                     エンジンと探索量。次のどれか: %s\n"
              "                     (既定 %s)。起動できないときは内蔵の\n"
              "                     判定エンジンで判定し、結果にそう記します\n"
              "会場で次々にテストを受けてもらうとき:\n"
              "  --kiosk            結果のあと、次の人のために最初から始めます。\n"
              "                     Ctrl-C、Ctrl-Z、Ctrl-\\ と q では終了しません。\n"
              "                     管理者は歓迎画面で q を押して合言葉を入力するか、\n"
              "                     SIGTERM で終了します\n"
              "  --operator-secret 合言葉  終了のための合言葉 (既定: 開始時に\n"
              "                     尋ねます。コマンドラインは起動するまで他の\n"
              "                     ユーザーにも見えます)\n"
              "  --idle-minutes 分  来場者がこの時間何も操作しなければ、テストを\n"
              "                     放棄として閉じます (対局は残ります。既定 %d、\n"
              "                     0 なら閉じません)\n"
              "  --idle-seconds 秒  同じことを秒で指定します\n"
              "計測・開発用のオプションは kiryoku test --help-all で表示します (英語)。\n",
    },
    [MSG_HELP_PLAY] = {
        .en = "usage: kiryoku play [options]\n"
              "  a free game against the AI on the curses board; not rated\n"
              "  --ai ai1|ai2|level:R|none  the opponent (default ai1: the settai AI;\n"
              "                         none: two players)\n"
              "  --engine SPEC          engine for the AI: embedded (default) or\n"
              "                         usi:COMMAND\n"
              "  --time SECONDS         sudden-death time per side (default 600)\n"
              "  --color black|white    your side (default black, sente)\n"
              "  --pieces kanji|western piece letters on the board (default kanji)\n"
              "  --lang ja|en           screen language (default from the locale)\n"
              "  --ascii                plain ASCII screen (automatic outside UTF-8\n"
              "                         locales)\n"
              "  --no-mouse             ignore the mouse\n"
              "  --save-dir DIR         where records go (default <data dir>/games)\n",
        .ja = "使い方: kiryoku play [オプション]\n"
              "  AIと自由に対局します (判定はしません)\n"
              "  --ai ai1|ai2|level:R|none  相手 (既定 ai1: 接待するAI。level:R は\n"
              "                         レーティングRのAI。none: 人どうしで対局)\n"
              "  --engine SPEC          AIのエンジン: embedded (既定、内蔵) か\n"
              "                         usi:コマンド\n"
              "  --time 秒              各自の持ち時間 (切れ負け、既定 600)\n"
              "  --color black|white    あなたの手番 (既定 black: 先手)\n"
              "  --pieces kanji|western 盤上の駒の表記 (既定 kanji: 漢字)\n"
              "  --lang ja|en           画面の言語 (既定はロケールから)\n"
              "  --ascii                ASCII文字だけで表示 (UTF-8 でない環境では自動)\n"
              "  --no-mouse             マウスを使いません\n"
              "  --save-dir フォルダ    棋譜の保存先 (既定 <データフォルダ>/games)\n",
    },
    [MSG_HELP_RESULTS] = {
        .en = "usage: kiryoku results [--csv|--json] [--data DIR] [--lang ja|en]\n"
              "       kiryoku results --rename ID NAME [--data DIR]\n"
              "       kiryoku results --delete ID [--yes] [--data DIR]\n"
              "  every placement test taken on this machine: name, date, state, clock,\n"
              "  rating, its 90%% range, positions and where the records are\n"
              "  --csv, --json    machine-readable output instead of a table\n"
              "  --rename ID NAME test ID's player is NAME: the list, its folder, its\n"
              "                   game records and its reports (written again)\n"
              "  --delete ID      remove test ID and its folder, after asking (y)\n"
              "  --yes            (--delete) do not ask\n"
              "  --data DIR       data directory (default $XDG_DATA_HOME/kiryoku)\n"
              "  --lang ja|en     the table's language (default from the locale)\n",
        .ja = "使い方: kiryoku results [--csv|--json] [--data フォルダ] [--lang ja|en]\n"
              "       kiryoku results --rename 番号 名前 [--data フォルダ]\n"
              "       kiryoku results --delete 番号 [--yes] [--data フォルダ]\n"
              "  このマシンで受けた棋力判定テストの一覧: 名前、開始日、状態、\n"
              "  持ち時間、レーティングとその推定範囲 (9割)、局面数、棋譜の場所\n"
              "  --csv, --json        表の代わりに、プログラムで読みやすい形式で出力\n"
              "  --rename 番号 名前   テストの名前を変える: 一覧、フォルダ、棋譜、\n"
              "                       レポート (書き直し) のすべて\n"
              "  --delete 番号        テストとそのフォルダを削除する (確認あり)\n"
              "  --yes                (--delete) 確認しない\n"
              "  --data フォルダ      データフォルダ (既定 $XDG_DATA_HOME/kiryoku)\n"
              "  --lang ja|en         表の言語 (既定はロケールから)\n",
    },
    [MSG_HELP_REPORT] = {
        .en = "usage: kiryoku report [options] TESTID\n"
              "       kiryoku report [options] TABLE...\n"
              "  TESTID          a test's number (kiryoku results): rewrite its\n"
              "                  report.txt, report.json and report.html in its\n"
              "                  records folder\n"
              "  TABLE...        analysis tables: write those three files for the player\n"
              "  --out DIR       (tables) where to write them (default: the first\n"
              "                  table's folder)\n"
              "  --records DIR   (tables) where the game records are, as\n"
              "                  GAME.kifu/.kif/.csa (default: the first table's\n"
              "                  folder; else the table's move column)\n"
              "  --player NAME   (tables) whose report (default: the only player no\n"
              "                  '# ai:' names)\n"
              "  --lang ja|en    the report's language (default: a test's, the one its\n"
              "                  player read; tables: from the locale)\n"
              "  --profile P     rating profile (name or file); a profile that records\n"
              "                  its statistic and filters (kiryoku calibrate writes\n"
              "                  them) rates with those\n"
              "  --data DIR      data directory (default $XDG_DATA_HOME/kiryoku)\n",
        .ja = "使い方: kiryoku report [オプション] テスト番号\n"
              "        kiryoku report [オプション] 解析表...\n"
              "  テスト番号      テストの番号 (kiryoku results の一覧): その棋譜\n"
              "                  フォルダの report.txt、report.json、report.html を\n"
              "                  作り直します\n"
              "  解析表...       解析表から、その対局者の同じ3つのファイルを作ります\n"
              "  --out フォルダ  (解析表) 書き出す先 (既定: 最初の解析表のフォルダ)\n"
              "  --records フォルダ  (解析表) 棋譜 (対局名.kifu/.kif/.csa) のある\n"
              "                  フォルダ (既定: 最初の解析表のフォルダ。棋譜が\n"
              "                  なければ解析表の指し手の列)\n"
              "  --player 名前   (解析表) 誰のレポートか (既定: '# ai:' の行に\n"
              "                  名前のない、ただ一人の対局者)\n"
              "  --lang ja|en    レポートの言語 (既定: テストはその受験者が読んだ言語、\n"
              "                  分析表はロケールから)\n"
              "  --profile P     レーティングの換算プロファイル (名前かファイル)。\n"
              "                  統計量と絞り込みを記録したプロファイル (kiryoku\n"
              "                  calibrate が書きます) なら、それで判定します\n"
              "  --data フォルダ データフォルダ (既定 $XDG_DATA_HOME/kiryoku)\n",
    },

    /* A person's typos the commands catch after parsing */
    [MSG_PLAY_AI_EXPECTS] = {
        .en = "ai1, ai2, level:RATING or none",
        .ja = "ai1、ai2、level:レーティング、none",
    },
    [MSG_RESULTS_CSV_AND_JSON] = {
        .en = "--csv and --json exclude each other",
        .ja = "--csv と --json は同時には指定できません",
    },
    /* `kiryoku results --rename / --delete` (app/cmd/results_edit.h). */
    [MSG_EDIT_IN_PLAY] = {
        .en = "test %lld is not finished, and another kiryoku (process %ld)\n"
              "is playing a test in %s: change it once that test has ended",
        .ja = "テスト %lld は終わっておらず、別の kiryoku (プロセス %ld) が\n"
              "%s でテスト中です。そのテストが終わってから変更してください",
    },
    [MSG_EDIT_LOCK_FAILED] = { .en = "cannot lock %s: %s", .ja = "%s をロックできません: %s" },
    [MSG_EDIT_MOVE_FAILED] = {
        .en = "cannot rename the folder %s: %s (nothing was changed)",
        .ja = "フォルダ %s の名前を変えられません: %s (何も変更していません)",
    },
    [MSG_EDIT_REMOVE_FAILED] = {
        .en = "the test is deleted, but %s could not be removed (%s): remove it by hand",
        .ja = "テストは削除しましたが、%s を削除できませんでした (%s)。手で削除してください",
    },
    [MSG_EDIT_FILES_NOT_RENAMED] = {
        .en = "the name is changed, but not in every file of the test's folder: %s\n"
              "(`kiryoku report %lld` writes the reports again)",
        .ja = "名前は変えましたが、テストのフォルダのファイルの一部はそのままです: %s\n"
              "(`kiryoku report %lld` でレポートを書き直せます)",
    },
    [MSG_EDIT_RENAMED] = {
        .en = "Test %lld: %s is now %s (records and reports: %s).\n",
        .ja = "テスト %lld: %s を %s に変えました (棋譜とレポート: %s)。\n",
    },
    [MSG_EDIT_EMPTY_NAME] = {
        .en = "--rename needs the new name: kiryoku results --rename ID NAME",
        .ja = "--rename には新しい名前が必要です: kiryoku results --rename 番号 名前",
    },
    [MSG_EDIT_NEEDS_YES] = {
        .en = "--delete asks before it deletes; with no terminal to ask on, add --yes",
        .ja = "--delete は削除の前に確認します。\n確認できる端末がないときは --yes を付けてください",
    },
    [MSG_EDIT_AND_FOLDER] = { .en = " and its folder %s", .ja = "とフォルダ %s " },
    [MSG_EDIT_DELETE_Q] = {
        .en = "Delete test %lld of %s (started %s UTC)%s? It cannot be undone. (y/n) ",
        .ja = "テスト %lld (%s、開始 %s UTC)%sを削除しますか? 元に戻せません。(y/n) ",
    },
    [MSG_EDIT_NOT_DELETED] = { .en = "Nothing deleted.\n", .ja = "何も削除していません。\n" },
    [MSG_EDIT_DELETED] = { .en = "Test %lld deleted.\n", .ja = "テスト %lld を削除しました。\n" },
    [MSG_EDIT_ONE_ACTION] = {
        .en = "--rename, --delete, --csv and --json: give one of them at a time",
        .ja = "--rename、--delete、--csv、--json は一度に一つだけ指定できます",
    },
    /* --judge or --ai-steer, the id given, the judges' ids */
    [MSG_TEST_NO_JUDGE] = {
        .en = "%s: no judge '%s' (the judges: %s)",
        .ja = "%s: '%s' という判定エンジンはありません (判定エンジン: %s)",
    },
    [MSG_TEST_SECRET_TOO_SHORT] = {
        .en = "--operator-secret needs at least %d characters",
        .ja = "--operator-secret の合言葉は %d 文字以上にしてください",
    },
};

const char *app_text(Lang lang, AppTextId id)
{
    if (id < 0 || id >= MSG_COUNT || !words[id].en)
        return "";
    return lang == LANG_JA && words[id].ja ? words[id].ja : words[id].en;
}

void app_clock_phrase(Lang lang, int64_t main_ms, char *buf, size_t len)
{
    long min = (long)(main_ms / 60000), sec = (long)(main_ms / 1000 % 60);
    if (!sec)
        snprintf(buf, len, app_text(lang, MSG_TC_MINUTES), min);
    else if (!min)
        snprintf(buf, len, app_text(lang, MSG_TC_SECONDS), sec);
    else
        snprintf(buf, len, app_text(lang, MSG_TC_MIN_SEC), min, sec);
}
