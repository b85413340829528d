/* The estimate in Japanese (issue 38: every text an organiser reads exists
 * in Japanese and English). estimate_print_text in LANG_JA, with the
 * warnings estimate_run words in EstimateOptions.lang, leaves none of the
 * estimator's English and fits an 80-column page, whatever figures,
 * filters and warnings it prints; its reasons for no estimate are Japanese
 * too; and in LANG_EN it is the text it always was, byte for byte (the
 * expected texts below are what the program printed before it had words
 * in Japanese). */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "base/utf8.h"
#include "rating/estimate.h"
#include "rating/estimate_print.h"
#include "rating/profile.h"
#include "tests/check.h"
#include "tests/files.h"
#include "tests/japanese.h"

#define DIR "build/test-estimate-ja"
#define TABLE DIR "/t.tsv"
#define UNNAMED DIR "/unnamed.tsv"
#define LONG_ENGINE DIR "/long-engine.tsv"

/* Two games of 100 plies (gN and gN+1), "me" against "ai", judged by the thesis's
 * engine on a 60 s clock: evals within the balanced band, losses of 0 to
 * 190 cp, the clock running down to under 10% of the main time. */
static void write_table(const char *path, const char *header, int first_game)
{
    FILE *f = fopen(path, "w");
    fprintf(f, "# kiryoku analysis table v1\n%s# clock_main_ms: 60000\n# ai: ai\n"
               "game\tply\tplayer\teval_before\teval_after\tclock_left_ms\tgame_plies\tin_book\n", header);
    for (int g = first_game; g < first_game + 2; g++)
        for (int ply = 1; ply <= 100; ply++) {
            int before = (ply * 37 + g * 11) % 300 - 150, loss = ply * 19 % 200;
            fprintf(f, "g%d\t%d\t%s\t%d\t%d\t%d\t100\t%d\n", g, ply, ply % 2 ? "me" : "ai", before, before - loss,
                    60000 - ply * 580, ply < 6);
        }
    fclose(f);
}

static char *print_text(const Estimate *e, const EstimateOptions *o, Lang lang)
{
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    estimate_print_text(f, e, o, lang);
    fclose(f);
    return buf;
}

/* ---- Estimates ------------------------------------------------------------- */

static Table table;
static const char *const thesis_data[] = { "me", "g1", "g2", TABLE, "Gikou 2.0.2", "quest10-gikou202-d10", NULL };

static int estimate(const EstimateOptions *o, const Profile *p, Estimate *e, char *err, size_t errlen)
{
    int rc = estimate_run(&table, o, p, e, err, errlen);
    if (rc)
        fprintf(stderr, "  estimate_run: %s\n", err);
    return rc;
}

/* A rating in the thesis profile's range, no warning. */
static void rated_in_japanese(void)
{
    EstimateOptions o;
    estimate_options_default(&o);
    o.lang = LANG_JA;
    Profile p;
    profile_default(&p);
    Estimate e;
    char err[1024];
    CHECK_INT(estimate(&o, &p, &e, err, sizeof err), 0);
    char *text = print_text(&e, &o, LANG_JA);
    japanese_check("rated", text, thesis_data);
    CHECK(strstr(text, "me: 推定レーティング ") != NULL);
    CHECK(strstr(text, "% 信頼区間 ") != NULL);
    CHECK(strstr(text, "局面 (2 局) から、平均損失 ") != NULL);
    CHECK(strstr(text, "将棋クエストのレーティング") != NULL); /* the profile's scale_ja */
    CHECK(strstr(text, "残り時間 6 秒以上") != NULL);          /* 10% of the table's clock */
    free(text);
    estimate_free(&e);
}

/* A profile of another engine with a node cap, a log line and a range the
 * rating falls below: its scale and judge in Japanese, and the mismatch and
 * the bound as warnings. */
static void below_a_profile_of_another_engine(void)
{
    write_file(DIR "/other.profile", "name: 試験\nengine: エンジン乙\ndepth: 7\nnodes: 1000\nform: log\n"
                                     "a: 0.001\nb: 7\nrange: 1500 1600\njudge: a judge\njudge_ja: 判定役\n"
                                     "scale: a scale\nscale_ja: 試験の尺度\n");
    Profile p;
    char err[1024];
    CHECK_INT(profile_load_file(&p, DIR "/other.profile", err, sizeof err), 0);
    EstimateOptions o;
    estimate_options_default(&o);
    o.lang = LANG_JA;
    Estimate e;
    CHECK_INT(estimate(&o, &p, &e, err, sizeof err), 0);
    CHECK_INT(e.verdict, ESTIMATE_BELOW);
    CHECK_INT(e.warning_count, 2);
    char *text = print_text(&e, &o, LANG_JA);
    japanese_check("below", text, thesis_data);
    CHECK(strstr(text, "試験の尺度") && strstr(text, "判定役") && strstr(text, "1局面 1000 ノードまで"));
    CHECK(strstr(text, "「1500 未満」") != NULL);
    free(text);
    estimate_free(&e);
}

/* Above the range, the fixed clock bar, the progress filters. */
static void above_with_every_filter(void)
{
    write_file(DIR "/flat.profile", "name: 平ら\nengine: Gikou 2.0.2\ndepth: 10\nform: linear\na: 0\nb: 3000\n"
                                    "range: 1000 2000\n");
    Profile p;
    char err[1024];
    CHECK_INT(profile_load_file(&p, DIR "/flat.profile", err, sizeof err), 0);
    EstimateOptions o;
    estimate_options_default(&o);
    o.lang = LANG_JA;
    o.clock_from_table = 0;
    o.min_clock_left_s = 1;
    o.max_progress = 95;
    o.lowest_progress = 40;
    o.min_positions = 10;
    Estimate e;
    CHECK_INT(estimate(&o, &p, &e, err, sizeof err), 0);
    CHECK_INT(e.verdict, ESTIMATE_ABOVE);
    char *text = print_text(&e, &o, LANG_JA);
    japanese_check("above", text, thesis_data);
    CHECK(strstr(text, "進行度 95% 以下") && strstr(text, "進行度の低い 40 手") && strstr(text, "「2000 超」"));
    free(text);
    estimate_free(&e);
}

/* Another statistic than the profile's (no rating), too few positions for
 * one, and a table that names no engine. */
static void unrated_and_too_few(void)
{
    Table both;
    table_init(&both);
    char err[1024];
    CHECK_INT(table_read_file(&both, TABLE, err, sizeof err), 0);
    CHECK_INT(table_read_file(&both, UNNAMED, err, sizeof err), 0);
    const char *const data[] = { "me", "g1", "g2", "g3", "g4", TABLE, UNNAMED, "Gikou 2.0.2", "quest10-gikou202-d10",
                                 NULL };
    Profile p;
    profile_default(&p);
    EstimateOptions o;
    estimate_options_default(&o);
    o.lang = LANG_JA;
    o.stat.kind = STAT_MEDIAN;
    o.stat.unit = UNIT_WINPROB;
    Estimate e;
    CHECK_INT(estimate_run(&both, &o, &p, &e, err, sizeof err), 0);
    char *text = print_text(&e, &o, LANG_JA);
    japanese_check("median", text, data);
    CHECK(strstr(text, "勝率 (winprob)の損失の中央値") != NULL);
    CHECK(strstr(text, "解析表がエンジンも深さも記していません") != NULL);
    free(text);
    estimate_free(&e);
    loss_stat_default(&o.stat);
    o.min_positions = 1000;
    o.clock_filter = 0;
    CHECK_INT(estimate_run(&both, &o, &p, &e, err, sizeof err), 0);
    text = print_text(&e, &o, LANG_JA);
    japanese_check("too few", text, data);
    CHECK(strstr(text, "局面が足りず数値なし") != NULL);
    free(text);
    estimate_free(&e);
    table_free(&both);
}

/* The move-choice model's lines, both bounds and the shallow count: the
 * figures are set by hand on a real estimate, since only the printing is
 * under test. */
static void choice_model_lines(void)
{
    EstimateOptions o;
    estimate_options_default(&o);
    o.lang = LANG_JA;
    Profile p;
    profile_default(&p);
    Estimate e;
    char err[1024];
    CHECK_INT(estimate(&o, &p, &e, err, sizeof err), 0);
    e.stat.kind = STAT_CHOICE;
    e.stat.param = 1;
    e.has_rating = 0;
    e.has_stat_interval = 1;
    e.choice = (ChoiceFit){ .s = 129.4, .loglik = -2.3912, .uniform = -3.8544 };
    e.choice_shallow = 48;
    for (int bound = -1; bound <= 1; bound += 2) {
        e.choice.bound = bound;
        char *text = print_text(&e, &o, LANG_JA);
        japanese_check("choice", text, thesis_data);
        CHECK(strstr(text, "指し手選択モデル: s = 129.4 cp") != NULL);
        CHECK(strstr(text, bound < 0 ? "最善手でした" : "無作為に選んだ場合と変わりません") != NULL);
        free(text);
    }
    estimate_free(&e);
}

/* Why there is no estimate, in Japanese. */
static void reasons_in_japanese(void)
{
    EstimateOptions o;
    estimate_options_default(&o);
    o.lang = LANG_JA;
    o.min_ply = 1000;
    Profile p;
    profile_default(&p);
    Estimate e;
    char err[1024], word[64];
    CHECK_INT(estimate_run(&table, &o, &p, &e, err, sizeof err), -1);
    CHECK(strstr(err, "'me' には数える局面がありません") != NULL);
    japanese_english_word(err, thesis_data, word, sizeof word);
    CHECK_STR(word, "");
    estimate_options_default(&o);
    o.lang = LANG_JA;
    o.stat.kind = STAT_CHOICE;
    o.stat.unit = UNIT_WINPROB;
    CHECK_INT(estimate_run(&table, &o, &p, &e, err, sizeof err), -1);
    CHECK(strstr(err, "root_scores 列がありません") != NULL);
    japanese_english_word(err, thesis_data, word, sizeof word);
    CHECK_STR(word, "");
}

/* A warning longer than its room is cut between characters. */
static void a_long_warning_stays_utf8(void)
{
    Table t;
    table_init(&t);
    char err[1024];
    CHECK_INT(table_read_file(&t, LONG_ENGINE, err, sizeof err), 0);
    EstimateOptions o;
    estimate_options_default(&o);
    o.lang = LANG_JA;
    Profile p;
    profile_default(&p);
    Estimate e;
    CHECK_INT(estimate_run(&t, &o, &p, &e, err, sizeof err), 0);
    CHECK(e.warning_count >= 1);
    for (int i = 0; i < e.warning_count; i++)
        CHECK(utf8_valid(e.warnings[i], strlen(e.warnings[i])));
    CHECK(strlen(e.warnings[0]) > 900);
    estimate_free(&e);
    table_free(&t);
}

/* The words other parts print from rating/ in either language. */
static void verdicts_and_exclusions(void)
{
    for (int x = 0; x < EX_COUNT; x++) {
        CHECK_STR(estimate_exclusion_text(LANG_EN, (Exclusion)x), estimate_exclusion_name((Exclusion)x));
        const char *ja = estimate_exclusion_text(LANG_JA, (Exclusion)x);
        CHECK(ja[0] != '\0' && strcspn(ja, "abcdefghijklmnopqrstuvwxyz_") == strlen(ja));
    }
    for (int v = ESTIMATE_RATED; v <= ESTIMATE_ABOVE; v++) {
        CHECK_STR(estimate_verdict_text(LANG_EN, (EstimateVerdict)v), estimate_verdict_name((EstimateVerdict)v));
        const char *ja = estimate_verdict_text(LANG_JA, (EstimateVerdict)v);
        CHECK(ja[0] != '\0' && strcspn(ja, "abcdefghijklmnopqrstuvwxyz_") == strlen(ja));
    }
}

/* ---- English, as it always was -------------------------------------------- */

/* `kiryoku estimate` printed these before it had Japanese words (on the
 * tables above, with the thesis line, and with a profile of another engine
 * whose range the rating falls below, and with the median of winning-
 * chance losses and both progress filters). */
static const char english_rated[] =
    "me: rating 2093 (90% interval 1817 to 2373), from 54 positions in 2 game(s), mean loss -102.6 (cost 102.6 per move)\n"
    "shown to the player: rated; interval = positions bootstrap 2039 to 2151 combined with the line's error (RMSE 168)\n"
    "profile quest10-gikou202-d10: rating = 4.2464 * mean_loss + 2529 (Shogi Quest rating, 10-minute sudden death (Baba 2019, eq. 6)), range 856..2199\n"
    "  game              plies  moves positions  mean loss  rating\n"
    "  g1                  100     50        27     -102.6    2093\n"
    "  g2                  100     50        27     -102.6    2093\n"
    "filters: |eval_before| <= 200, ply >= 40, clock left >= 6 s (10% of the tables' 60 s clock), no mate after, not in book\n";
static const char english_below[] =
    "me: rating 989 (90% interval 980 to 999), from 108 positions in 4 game(s), mean loss -102.6 (cost 102.6 per move)\n"
    "shown to the player: below_range; interval = positions bootstrap 980 to 999 combined with the line's error (RMSE 0)\n"
    "profile other: rating = exp(0.001 * mean_loss + 7) (a scale), range 1500..1600\n"
    "profile judge: a judge\n"
    "  game              plies  moves positions  mean loss  rating\n"
    "  g1                  100     50        27     -102.6     989\n"
    "  g2                  100     50        27     -102.6     989\n"
    "  g3                  100     50        27     -102.6     989\n"
    "  g4                  100     50        27     -102.6     989\n"
    "filters: |eval_before| <= 200, ply >= 40, clock left >= 6 s (10% of the tables' 60 s clock), no mate after, not in book\n"
    "warning: rating 989 is below the range profile 'other' was fitted on (1500..1600); the player is shown \"below 1500\"\n"
    "warning: engine/profile mismatch: build/test-estimate-ja/t.tsv was analysed by 'Gikou 2.0.2' at depth 10, but profile 'other' is for 'someone else' at depth 7, at most 1000 nodes a position; the rating may be off (use the profile of that engine, or fit one with 'kiryoku calibrate')\n"
    "warning: 1 table(s) name no engine or depth ('# engine:', '# depth:'); profile 'other' assumes 'someone else' at depth 7\n";
static const char english_median[] =
    "me: no rating (no profile for this statistic), from 40 positions in 4 game(s), mean loss -90.0 (cost 90.0 per move)\n"
    "statistic: median of winning-chance (winprob) losses = -3.63\n"
    "profile other: rating = exp(0.001 * mean_loss + 7) (a scale), range 1500..1600\n"
    "profile judge: a judge\n"
    "  game              plies  moves positions  statistic  rating\n"
    "  g1                  100     50        10       -3.6       -\n"
    "  g2                  100     50        10       -3.6       -\n"
    "  g3                  100     50        10       -3.6       -\n"
    "  g4                  100     50        10       -3.6       -\n"
    "filters: |eval_before| <= 200, ply >= 40, clock left >= 6 s (10% of the tables' 60 s clock), progress <= 95%, the 40 lowest-progress moves, no mate after, not in book\n"
    "warning: no rating: profile 'other' maps the mean of centipawn losses, not the median of winning-chance (winprob) losses; the statistic is shown without a rating (fit a profile for it with 'kiryoku calibrate --stat ... --unit ...')\n"
    "warning: engine/profile mismatch: build/test-estimate-ja/t.tsv was analysed by 'Gikou 2.0.2' at depth 10, but profile 'other' is for 'someone else' at depth 7, at most 1000 nodes a position; the rating may be off (use the profile of that engine, or fit one with 'kiryoku calibrate')\n"
    "warning: 1 table(s) name no engine or depth ('# engine:', '# depth:'); profile 'other' assumes 'someone else' at depth 7\n";

static void check_english(const Table *t, const EstimateOptions *o, const Profile *p, const char *want)
{
    Estimate e;
    char err[1024];
    CHECK_INT(estimate_run(t, o, p, &e, err, sizeof err), 0);
    char *text = print_text(&e, o, LANG_EN);
    CHECK_STR(text, want);
    free(text);
    estimate_free(&e);
}

static void english_is_as_it_was(void)
{
    EstimateOptions o;
    estimate_options_default(&o);
    Profile p;
    profile_default(&p);
    check_english(&table, &o, &p, english_rated);
    write_file(DIR "/other-en.profile", "name: other\nengine: someone else\ndepth: 7\nnodes: 1000\nform: log\n"
                                        "a: 0.001\nb: 7\nrange: 1500 1600\njudge: a judge\nscale: a scale\n");
    char err[1024];
    CHECK_INT(profile_load_file(&p, DIR "/other-en.profile", err, sizeof err), 0);
    Table both;
    table_init(&both);
    CHECK_INT(table_read_file(&both, TABLE, err, sizeof err), 0);
    CHECK_INT(table_read_file(&both, UNNAMED, err, sizeof err), 0);
    check_english(&both, &o, &p, english_below);
    o.stat.kind = STAT_MEDIAN;
    o.stat.unit = UNIT_WINPROB;
    o.max_progress = 95;
    o.lowest_progress = 40;
    check_english(&both, &o, &p, english_median);
    table_free(&both);
}

int main(void)
{
    mkdir("build", 0755);
    mkdir(DIR, 0755);
    write_table(TABLE, "# engine: Gikou 2.0.2\n# depth: 10\n", 1);
    write_table(UNNAMED, "", 3);
    char header[2048] = "# engine: ";
    for (int i = 0; i < 400; i++)
        strcat(header, "将");
    strcat(header, "\n# depth: 10\n");
    write_table(LONG_ENGINE, header, 1);
    table_init(&table);
    char err[1024];
    CHECK_INT(table_read_file(&table, TABLE, err, sizeof err), 0);
    RUN(rated_in_japanese);
    RUN(below_a_profile_of_another_engine);
    RUN(above_with_every_filter);
    RUN(unrated_and_too_few);
    RUN(choice_model_lines);
    RUN(reasons_in_japanese);
    RUN(a_long_warning_stays_utf8);
    RUN(verdicts_and_exclusions);
    RUN(english_is_as_it_was);
    table_free(&table);
    return check_summary();
}
