/* The test's judge, and the built-in one taking over (see judge_check.h). */
#include "app/session/judge_check.h"

#include <stdio.h>
#include <string.h>

#include "app/judge.h"
#include "app/session/prefetch.h"
#include "bridge/bridge.h"

const char *session_judge_id(const Session *s)
{
    if (s->test.id > 0 && !s->test.judge[0])
        return JUDGE_BUILTIN_ID; /* stored before judges were: the only one there was */
    if (s->test.judge[0])
        return s->test.judge;
    const Judge *j = judge_find(s->cfg.judge);
    return j ? j->id : JUDGE_BUILTIN_ID;
}

bool session_judge_fell_back(const Session *s)
{
    return s->test.judge_trouble[0] != '\0';
}

int session_judge_store(Session *s)
{
    if (s->test.id <= 0)
        return 0;
    if (store_test_set_judge(s->store, s->test.id, s->test.judge, s->test.judge_failed, s->test.judge_trouble) != 0)
        return session_store_failed(s);
    return 0;
}

/* The built-in judge takes over: what could not be used (the judge, or
 * the engine --analysis-engine gave for it) and why, kept with the test. */
int session_judge_fall_back(Session *s, const char *trouble)
{
    const char *failed = s->cfg.analysis_engine ? s->cfg.analysis_engine : session_judge_id(s);
    snprintf(s->test.judge_failed, sizeof s->test.judge_failed, "%s", failed);
    snprintf(s->test.judge, sizeof s->test.judge, "%s", JUDGE_BUILTIN_ID);
    snprintf(s->test.judge_trouble, sizeof s->test.judge_trouble, "%s", trouble);
    return session_judge_store(s);
}

/* The player's words: which judge, the system's detail on its own line. */
static void words(const Session *s, AppTextId id, const char *detail, char *note, size_t len)
{
    snprintf(note, len, app_text(s->cfg.lang, id), judge_name_of(s->test.judge_failed, s->cfg.lang),
             detail && *detail ? detail : "-");
}

int session_judge_check(Session *s, char *note, size_t len)
{
    note[0] = '\0';
    if (session_judge_fell_back(s))
        return 0;
    snprintf(s->test.judge, sizeof s->test.judge, "%s", session_judge_id(s));
    AnalyzeOptions o = session_analysis_options(s);
    if (bridge_spec_is_embedded(o.engine_spec))
        return session_judge_store(s);
    char err[600] = "";
    BridgeConfig cfg = o.cfg;
    cfg.threads = 1;
    Bridge *b = bridge_open(o.engine_spec, &cfg, err, sizeof err);
    if (b) {
        bridge_close(b);
        return session_judge_store(s);
    }
    if (session_judge_fall_back(s, JUDGE_TROUBLE_START) != 0)
        return -1;
    words(s, MSG_JUDGE_FALLBACK_START, err, note, len);
    return 1;
}

int session_judge_died(Session *s, const char *detail, char *note, size_t len)
{
    note[0] = '\0';
    if (session_judge_fell_back(s))
        return 0;
    if (session_judge_fall_back(s, JUDGE_TROUBLE_DIED) != 0)
        return -1;
    words(s, MSG_JUDGE_FALLBACK_DIED, detail, note, len);
    return 0;
}

bool session_judge_error(const char *err)
{
    switch (bridge_error_kind(err)) {
    case BRIDGE_ERR_SPEC:
    case BRIDGE_ERR_START:
    case BRIDGE_ERR_DIED:
    case BRIDGE_ERR_SILENT:
    case BRIDGE_ERR_GARBLED: return true;
    default: return false;
    }
}

int session_judge_watch(Session *s)
{
    char err[600], note[1500];
    if (!session_prefetch_judge_failed(err, sizeof err))
        return 0;
    if (session_judge_died(s, err, note, sizeof note) != 0)
        return -1;
    if (!note[0])
        return 0;
    return session_page(s, app_text(s->cfg.lang, MSG_JUDGE_TITLE), note) ? 0 : 1;
}
