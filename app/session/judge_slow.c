/* The judge left behind by fast games (see judge_slow.h). */
#include "app/session/judge_slow.h"

#include <stdio.h>
#include <unistd.h>

#include "app/judge.h"
#include "app/judge_pace.h"
#include "app/session/judge_check.h"
#include "app/session/prefetch.h"
#include "app/session/search_cache.h"
#include "bridge/bridge.h"

/* What the estimate needs: the positions, those the judge keeps, and its
 * CPU as measured in the background. A store that cannot say what is
 * kept leaves every position to search, as the analysis would. */
static JudgePace pace_of(const Session *s, const TestGames *t, const AnalyzeOptions *o)
{
    const Judge *j = judge_find(session_judge_id(s)), *b = judge_builtin();
    char err[600];
    SearchCache *c = search_cache_open(store_dir(s->store), s->test.id, t->games, t->n, o, err, sizeof err);
    int positions = test_games_positions(t), kept = c ? search_cache_count(c, false) : 0;
    search_cache_close(c);
    int measured;
    long long cpu_ms;
    session_prefetch_cpu(s->test.id, &measured, &cpu_ms);
    long cores = sysconf(_SC_NPROCESSORS_ONLN); /* the end's engines: one a core (analyzer.h) */
    return (JudgePace){ .left = positions - kept, .positions = positions, .measured = measured,
                        .measured_cpu_s = (double)cpu_ms / 1000.0,
                        .judge_cpu_s = (j ? j->cpu_ms : b->cpu_ms) / 1000.0,
                        .builtin_cpu_s = b->cpu_ms / 1000.0, .cores = cores > 0 ? (int)cores : 1 };
}

int session_judge_slow(Session *s, const TestGames *t, char *note, size_t len)
{
    note[0] = '\0';
    AnalyzeOptions o = session_analysis_options(s);
    if (session_judge_fell_back(s) || bridge_spec_is_embedded(o.engine_spec))
        return 0;
    JudgePace p = pace_of(s, t, &o);
    JudgeWait w;
    if (!judge_too_slow(&p, &w))
        return 0;
    if (session_judge_fall_back(s, JUDGE_TROUBLE_SLOW) != 0)
        return -1;
    snprintf(note, len, app_text(s->cfg.lang, MSG_JUDGE_FALLBACK_SLOW),
             judge_name_of(s->test.judge_failed, s->cfg.lang), (long long)(w.judge_s + 0.5),
             (long long)(w.builtin_s + 0.5));
    return 1;
}
