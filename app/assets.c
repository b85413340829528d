/* Finding the shipped data (see assets.h). */
#include "app/assets.h"

#include <dirent.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/text.h"
#include "rating/estimate.h"

#ifndef KIRYOKU_PREFIX
#define KIRYOKU_PREFIX "/usr/local"
#endif

static int exists(const char *path) { return access(path, R_OK) == 0; }

/* The directory holding the running binary, or "" when unknown. */
static void exe_dir(char *out, size_t n)
{
    ssize_t len = readlink("/proc/self/exe", out, n - 1);
    out[len > 0 ? len : 0] = '\0';
    char *slash = strrchr(out, '/');
    if (slash)
        *slash = '\0';
    else
        out[0] = '\0';
}

int assets_find(const char *name, char *out, size_t outlen)
{
    const char *env = getenv("KIRYOKU_ASSETS");
    if (env && *env) {
        snprintf(out, outlen, "%s/%s", env, name);
        if (exists(out))
            return 0;
    }
    char exe[2048];
    exe_dir(exe, sizeof exe);
    if (exe[0]) {
        snprintf(out, outlen, "%s/../assets/%s", exe, name);
        if (exists(out))
            return 0;
        /* Installed as PREFIX/bin/kiryoku, whatever PREFIX was. */
        snprintf(out, outlen, "%s/../share/kiryoku/%s", exe, name);
        if (exists(out))
            return 0;
    }
    snprintf(out, outlen, "%s/share/kiryoku/%s", KIRYOKU_PREFIX, name);
    if (exists(out))
        return 0;
    snprintf(out, outlen, "%s not found in $KIRYOKU_ASSETS, ../assets next to the binary, or %s/share/kiryoku",
             name, KIRYOKU_PREFIX);
    return -1;
}

Book *assets_open_book(char *err, size_t errlen)
{
    char path[4096 + 64];
    if (assets_find("book.txt", path, sizeof path)) {
        snprintf(err, errlen, "%s", path);
        return NULL;
    }
    return opponent_book_open(path, err, errlen);
}

int assets_load_profile(Profile *p, const char *spec, char *err, size_t errlen)
{
    /* ./assets/profiles last: a binary run from the source tree's root that
     * is not in build/ (the tests' binaries) still finds the shipped ones. */
    char dir[4096 + 64];
    const char *dirs[] = { assets_find("profiles", dir, sizeof dir) == 0 ? dir : "assets/profiles",
                           "assets/profiles", NULL };
    return profile_load(p, spec, dirs, err, errlen);
}

/* Whether p rates t's player with the options the user gave (o NULL:
 * none): made for t's judge, and naming no statistic or filter that
 * contradicts an option given. */
static bool profile_takes(const Table *t, const EstimateOptions *o, const Profile *p)
{
    if (!estimate_profile_fits(t, p))
        return false;
    if (!o)
        return true;
    EstimateOptions used = *o;
    char err[1024];
    return estimate_options_follow_profile(&used, p, err, sizeof err) == 0;
}

/* The first profile in the shipped folder, in name order, made for t that
 * takes the options given (o NULL: none). */
static int shipped_fit(const Table *t, const EstimateOptions *o, Profile *p)
{
    char dir[4096 + 64];
    if (assets_find("profiles", dir, sizeof dir) != 0)
        snprintf(dir, sizeof dir, "assets/profiles");
    struct dirent **names = NULL;
    int n = scandir(dir, &names, NULL, alphasort), found = -1;
    for (int i = 0; i < n; i++) {
        const char *name = names[i]->d_name;
        size_t len = strlen(name);
        char path[sizeof dir + 256], err[512];
        snprintf(path, sizeof path, "%s/%s", dir, name);
        if (found < 0 && len > 8 && !strcmp(name + len - 8, ".profile") &&
            profile_load_file(p, path, err, sizeof err) == 0 && profile_takes(t, o, p))
            found = i;
        free(names[i]);
    }
    free(names);
    return found >= 0 ? 0 : -1;
}

/* "kiryoku embedded engine (embedded) at depth 5, at most 150000 nodes" */
static void judge_text(const Table *t, Lang l, char *buf, size_t len)
{
    const TableSource *s = t->source_count ? &t->sources[0] : NULL;
    if (!s || (!s->engine && s->depth < 0)) {
        snprintf(buf, len, "%s", app_text(l, MSG_JUDGE_UNNAMED));
        return;
    }
    int n = snprintf(buf, len, "%s", s->engine ? s->engine : app_text(l, MSG_JUDGE_UNNAMED_ENGINE));
    if (s->depth >= 0 && n >= 0 && (size_t)n < len)
        n += snprintf(buf + n, len - (size_t)n, app_text(l, MSG_JUDGE_DEPTH), s->depth);
    if (s->nodes > 0 && n >= 0 && (size_t)n < len)
        snprintf(buf + n, len - (size_t)n, app_text(l, MSG_JUDGE_NODES), s->nodes);
}

int assets_profile_for_table(const Table *t, const EstimateOptions *o, Lang lang, Profile *p, char *why,
                             size_t whylen)
{
    char judge[400], err[512];
    judge_text(t, lang, judge, sizeof judge);
    /* kiryoku's own profiles first, the default statistic's before the
     * thesis mean's (profile.h): its tables are the ones a test writes. */
    static const char *const own[] = { PROFILE_DEFAULT_NAME, PROFILE_EMBEDDED_NAME };
    bool fits = false;
    for (size_t i = 0; i < sizeof own / sizeof own[0] && !fits; i++)
        fits = assets_load_profile(p, own[i], err, sizeof err) == 0 && profile_takes(t, o, p);
    if (fits || shipped_fit(t, o, p) == 0) {
        if (why)
            snprintf(why, whylen, app_text(lang, MSG_PROFILE_SHIPPED), p->name, judge);
        return 1;
    }
    profile_default(p);
    if (why)
        snprintf(why, whylen, app_text(lang, MSG_PROFILE_THESIS), p->name, judge);
    return 0;
}

int assets_profile_for_budget(const char *spec, int depth, long long nodes, Profile *p)
{
    char err[512];
    if (spec && *spec) {
        if (assets_load_profile(p, spec, err, sizeof err) == 0)
            return 1;
        profile_default(p);
        return 0;
    }
    /* The header the analysis will write, but for the engine's name: only
     * the embedded engine is asked this (root scores need it), and the
     * shipped profiles of other engines differ in depth or cap anyway. */
    char name[] = "-";
    TableSource src = { .name = name, .engine = NULL, .depth = depth, .nodes = nodes > 0 ? nodes : -1,
                        .clock_main_ms = -1 };
    Table t;
    table_init(&t);
    t.sources = &src;
    t.source_count = 1;
    return assets_profile_for_table(&t, NULL, LANG_EN, p, NULL, 0);
}
