/* The judges (see judge.h). */
#include "app/judge.h"

#include <stdio.h>
#include <string.h>

#include "app/text.h"
#include "analysis/analyzer.h"
#include "bridge/bridge.h"

/* gpsshogi searching to its own LimitDepth (bridge/usi_search.c): the
 * same table every run; it agrees with gpsshogi at 1 s a position far
 * better than the embedded engine at any budget (bench/judge_compare.sh).
 * No node cap: gpsusi has none, and the depth bounds it. */
static const Judge judges[] = {
    { JUDGE_BUILTIN_ID, "embedded", ANALYZE_DEFAULT_DEPTH, ANALYZE_DEFAULT_NODES,
      "the built-in judge (kiryoku's own engine at depth 5)", "内蔵の判定エンジン (kiryoku 自身のエンジン、深さ 5)", 50 },
    { "gpsshogi-d4", "usi:/usr/games/gpsusi", 4, 0, "gpsshogi at depth 4", "gpsshogi (深さ 4)", 380 },
};
enum { JUDGE_COUNT = sizeof judges / sizeof judges[0] };

const Judge *judge_find(const char *id)
{
    if (!id || !*id)
        id = JUDGE_DEFAULT_ID;
    for (int i = 0; i < JUDGE_COUNT; i++)
        if (!strcmp(judges[i].id, id))
            return &judges[i];
    return NULL;
}

const Judge *judge_builtin(void)
{
    return judge_find(JUDGE_BUILTIN_ID);
}

void judge_ids(char *buf, size_t len)
{
    size_t n = 0;
    buf[0] = '\0';
    for (int i = 0; i < JUDGE_COUNT && n < len; i++)
        n += (size_t)snprintf(buf + n, len - n, "%s%s", i ? ", " : "", judges[i].id);
}

bool judge_is_external(const Judge *j)
{
    return !bridge_spec_is_embedded(j->spec);
}

const char *judge_name(const Judge *j, Lang lang)
{
    return lang == LANG_JA ? j->name_ja : j->name_en;
}

const char *judge_name_of(const char *id_or_spec, Lang lang)
{
    const Judge *j = id_or_spec && *id_or_spec ? judge_find(id_or_spec) : NULL;
    return j ? judge_name(j, lang) : id_or_spec ? id_or_spec : "";
}

const char *judge_rated_note(Lang lang, const char *failed, const char *trouble, char *buf, size_t len)
{
    buf[0] = '\0';
    if (!trouble || !*trouble)
        return buf;
    AppTextId id = !strcmp(trouble, JUDGE_TROUBLE_DIED)   ? MSG_JUDGE_RATED_DIED
                   : !strcmp(trouble, JUDGE_TROUBLE_SLOW) ? MSG_JUDGE_RATED_SLOW
                                                          : MSG_JUDGE_RATED_START;
    snprintf(buf, len, app_text(lang, id), judge_name_of(failed, lang));
    return buf;
}
