/* The judges (app/judge.h) and the test's judge (app/session/judge_check.h,
 * issue 34): the table's judges and their options; a judge that cannot
 * start is replaced by the built-in one at once, said in the player's
 * words and kept with the test; a resumed test keeps the judge it started
 * with (a test from before judges were stored: the built-in one); a judge
 * that died is replaced the same way; and the result's line names the
 * judge that rated the test, in both languages. */
#include "analysis/counted.h"
#include "app/judge.h"
#include "rating/profile.h"
#include "app/session/judge_check.h"
#include "app/session/prefetch.h"
#include "app/store.h"
#include "analysis/analyzer.h"
#include "tests/check.h"
#include "tests/temp_dir.h"

#include <string.h>

static char dir[64];

static void test_table(void)
{
    const Judge *b = judge_builtin();
    CHECK(b && !strcmp(b->id, JUDGE_BUILTIN_ID) && !judge_is_external(b));
    CHECK(judge_find(NULL) == judge_find(JUDGE_DEFAULT_ID));
    /* The default is the built-in judge: gpsshogi reads better but finds
     * too few level positions in settai's games (app/judge.h). */
    CHECK(judge_find(NULL) == b);
    CHECK(judge_find("nosuch") == NULL);
    const Judge *g = judge_find("gpsshogi-d4");
    CHECK(g && judge_is_external(g) && g->depth == 4 && g->nodes == 0);
    CHECK(g && !strcmp(g->spec, "usi:/usr/games/gpsusi"));
    char ids[200];
    judge_ids(ids, sizeof ids);
    CHECK_STR(ids, "embedded-d5, gpsshogi-d4");
    CHECK_STR(judge_name_of("usi:/x", LANG_JA), "usi:/x");
    CHECK_STR(judge_name_of("gpsshogi-d4", LANG_JA), "gpsshogi (深さ 4)");
    char note[300];
    CHECK_STR(judge_rated_note(LANG_EN, "", "", note, sizeof note), "");
    CHECK_STR(judge_rated_note(LANG_EN, "gpsshogi-d4", JUDGE_TROUBLE_START, note, sizeof note),
              "Rated by the built-in judge because gpsshogi at depth 4 could not start.");
    CHECK_STR(judge_rated_note(LANG_JA, "gpsshogi-d4", JUDGE_TROUBLE_DIED, note, sizeof note),
              "gpsshogi (深さ 4) がテスト中に止まったため、内蔵の判定エンジンで判定しました。");
    CHECK_STR(judge_rated_note(LANG_EN, "gpsshogi-d4", JUDGE_TROUBLE_SLOW, note, sizeof note),
              "Rated by the built-in judge: the games went faster than gpsshogi at depth 4 could read.");
    CHECK_STR(judge_rated_note(LANG_JA, "gpsshogi-d4", JUDGE_TROUBLE_SLOW, note, sizeof note),
              "対局が速く gpsshogi (深さ 4) の分析が追いつかず、内蔵の判定エンジンで判定しました。");
}

/* A session on a fresh store, with a stored test (its row) when stored. */
static void session_on(Session *s, Store *st, bool stored)
{
    memset(s, 0, sizeof *s);
    session_config_default(&s->cfg);
    s->store = st;
    if (stored) {
        int64_t id = store_test_begin(st, "j", 600000, 0, 0);
        CHECK(id > 0 && store_test_get(st, id, &s->test) == 0);
    }
}

static void test_options_follow_the_judge(void)
{
    Session s;
    session_on(&s, NULL, false);
    s.cfg.judge = JUDGE_BUILTIN_ID;
    AnalyzeOptions o = session_analysis_options(&s);
    CHECK_STR(o.engine_spec, "embedded");
    CHECK_INT(o.depth, ANALYZE_DEFAULT_DEPTH);
    CHECK(o.nodes == ANALYZE_DEFAULT_NODES);
    s.cfg.judge = NULL; /* the default: the built-in judge */
    o = session_analysis_options(&s);
    CHECK_STR(o.engine_spec, "embedded");
    CHECK_INT(o.depth, ANALYZE_DEFAULT_DEPTH);
    s.cfg.judge = "gpsshogi-d4";
    o = session_analysis_options(&s);
    CHECK_STR(o.engine_spec, "usi:/usr/games/gpsusi");
    CHECK_INT(o.depth, 4);
    CHECK(o.nodes == 0);
    s.cfg.analysis_depth = 6; /* an override: the analyser's own rule for the cap */
    o = session_analysis_options(&s);
    CHECK_INT(o.depth, 6);
    CHECK(o.nodes == 0);
}

/* kiryoku test --root-scores scores every root move before the moves the
 * test's profile counts: every move out of the book for the default
 * profile (from ply 1, no band), the thesis's ply 40 and 200 cp band for
 * the thesis mean's profile (the analyser's own defaults, 0 here), and
 * those too for a budget no shipped profile was fitted for. */
static void test_root_scores_follow_the_profile(void)
{
    Session s;
    session_on(&s, NULL, false);
    AnalyzeOptions o = session_analysis_options(&s);
    CHECK(!o.root_scores && o.counted_min_ply == 0 && o.counted_max_abs_eval == 0);
    s.cfg.analysis_root_scores = true;
    o = session_analysis_options(&s);
    CHECK(o.root_scores && o.root_scores_counted);
    CHECK_INT(o.counted_min_ply, 1);
    CHECK_INT(o.counted_max_abs_eval, ANALYSIS_COUNTED_MAX_ABS_EVAL_NONE);
    s.cfg.profile = PROFILE_EMBEDDED_NAME;
    o = session_analysis_options(&s);
    CHECK_INT(o.counted_min_ply, 0);
    CHECK_INT(o.counted_max_abs_eval, 0);
    s.cfg.profile = NULL;
    s.cfg.analysis_depth = 3; /* the quick accuracy run's budget */
    o = session_analysis_options(&s);
    CHECK_INT(o.counted_min_ply, 0);
    CHECK_INT(o.counted_max_abs_eval, 0);
    /* The default depth asked for by hand gets the default cap, so its
     * tables are rated by the default profile too. */
    s.cfg.analysis_depth = ANALYZE_DEFAULT_DEPTH;
    o = session_analysis_options(&s);
    CHECK_INT(o.counted_min_ply, 1);
}

/* The suite's store, checked. */
static Store *open_store(void)
{
    StoreError e;
    Store *st = store_open(dir, &e);
    CHECK(st != NULL);
    return st;
}

static void test_missing_judge_falls_back(void)
{
    Store *st = open_store();
    if (!st)
        return;
    Session s;
    /* At the welcome screen: no row yet; what was found waits for it. */
    session_on(&s, st, false);
    s.cfg.analysis_engine = "usi:/no/such/engine";
    char note[1000];
    CHECK_INT(session_judge_check(&s, note, sizeof note), 1);
    CHECK(strstr(note, "The stronger judge, usi:/no/such/engine, could not start") != NULL);
    CHECK(strstr(note, "No such file or directory") != NULL);
    CHECK(session_judge_fell_back(&s));
    AnalyzeOptions o = session_analysis_options(&s);
    CHECK_STR(o.engine_spec, "embedded"); /* the built-in judge, not the override */
    CHECK(o.nodes == ANALYZE_DEFAULT_NODES);
    CHECK_INT(session_judge_check(&s, note, sizeof note), 0); /* said once */
    CHECK_STR(note, "");

    /* Resumed: a stored test keeps its judge; this one's is missing now. */
    session_on(&s, st, true);
    s.cfg.lang = LANG_JA;
    CHECK_INT(store_test_set_judge(st, s.test.id, "gpsshogi-d4", "", ""), 0);
    CHECK_INT(store_test_get(st, s.test.id, &s.test), 0);
    CHECK_STR(session_judge_id(&s), "gpsshogi-d4"); /* whatever this run asks for */
    s.cfg.analysis_engine = "usi:/no/such/gpsusi";
    CHECK_INT(session_judge_check(&s, note, sizeof note), 1);
    CHECK(strstr(note, "より強い判定エンジン usi:/no/such/gpsusi を起動できなかったため") != NULL);
    StoreTest back;
    CHECK_INT(store_test_get(st, s.test.id, &back), 0);
    CHECK_STR(back.judge, JUDGE_BUILTIN_ID);
    CHECK_STR(back.judge_failed, "usi:/no/such/gpsusi");
    CHECK_STR(back.judge_trouble, JUDGE_TROUBLE_START);

    /* A test stored before judges were: the built-in judge, checked as such. */
    session_on(&s, st, true);
    s.cfg.judge = "gpsshogi-d4";
    CHECK_STR(session_judge_id(&s), JUDGE_BUILTIN_ID);
    CHECK_INT(session_judge_check(&s, note, sizeof note), 0);
    store_close(st);
}

static void test_dead_judge_falls_back(void)
{
    Store *st = open_store();
    if (!st)
        return;
    Session s;
    session_on(&s, st, true);
    s.cfg.analysis_engine = "usi:sh tests/fake-engines/fake_usi.sh ok";
    char note[1000];
    CHECK_INT(session_judge_check(&s, note, sizeof note), 0); /* it starts */
    CHECK(!session_judge_fell_back(&s));
    const char *died = "g1, position after ply 3: usi:x exited with status 3 during the search after 'go depth 5'";
    CHECK(session_judge_error(died));
    CHECK(!session_judge_error("stopped"));
    CHECK_INT(session_judge_died(&s, died, note, sizeof note), 0);
    CHECK(strstr(note, "stopped working, so this test goes on") != NULL);
    CHECK(strstr(note, died) != NULL);
    StoreTest back;
    CHECK_INT(store_test_get(st, s.test.id, &back), 0);
    CHECK_STR(back.judge_trouble, JUDGE_TROUBLE_DIED);
    CHECK_STR(back.judge_failed, "usi:sh tests/fake-engines/fake_usi.sh ok");
    CHECK_STR(session_analysis_options(&s).engine_spec, "embedded");
    store_close(st);
}

int main(void)
{
    test_fresh_dir(dir, sizeof dir, "judge");
    RUN(test_table);
    RUN(test_options_follow_the_judge);
    RUN(test_root_scores_follow_the_profile);
    RUN(test_missing_judge_falls_back);
    RUN(test_dead_judge_falls_back);
    test_remove_dir(dir);
    return check_summary();
}
