/* Rating profiles: reading, writing, finding by name, applying. */
#include "rating/profile.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "base/text.h"
#include "base/utf8.h"

void profile_default(Profile *p)
{
    memset(p, 0, sizeof *p);
    snprintf(p->name, sizeof p->name, "quest10-gikou202-d10");
    snprintf(p->engine, sizeof p->engine, "Gikou 2.0.2");
    p->depth = 10;
    p->form = PROFILE_LINEAR;
    p->a = 4.2464;
    p->b = 2529;
    snprintf(p->scale, sizeof p->scale,
             "Shogi Quest rating, 10-minute sudden death (Baba 2019, eq. 6)");
    snprintf(p->scale_ja, sizeof p->scale_ja, "将棋クエストのレーティング、10分切れ負け (Baba 2019、式 6)");
    p->rmse = PROFILE_THESIS_RMSE;
    p->range_low = PROFILE_THESIS_RANGE_LOW;
    p->range_high = PROFILE_THESIS_RANGE_HIGH;
}

int profile_has_range(const Profile *p)
{
    return p->range_low < p->range_high;
}

const char *profile_scale(const Profile *p, Lang lang)
{
    return lang == LANG_JA && p->scale_ja[0] ? p->scale_ja : p->scale;
}

const char *profile_judge(const Profile *p, Lang lang)
{
    return lang == LANG_JA && p->judge_ja[0] ? p->judge_ja : p->judge;
}



const char *profile_form_name(ProfileForm f)
{
    return f == PROFILE_LOG ? "log" : "linear";
}

double profile_rating_exact(const Profile *p, double mean_loss)
{
    double x = p->a * mean_loss + p->b;
    return p->form == PROFILE_LOG ? exp(x) : x;
}

int profile_rating(const Profile *p, double mean_loss)
{
    return (int)floor(profile_rating_exact(p, mean_loss));
}

static int parse_double(const char *s, double *out)
{
    char *end;
    errno = 0;
    *out = strtod(s, &end);
    return (!*s || *end || errno || !isfinite(*out)) ? -1 : 0;
}

/* A free-text value, cut between characters when it is too long: a
 * Japanese text cut inside a character would print as garbage. */
static void set_text(char *dst, size_t len, const char *value)
{
    snprintf(dst, len, "%s", value);
    dst[utf8_valid_prefix(dst, strlen(dst))] = '\0';
}

enum { HAVE_A = 1, HAVE_B = 2, HAVE_FORM = 4, HAVE_ENGINE = 8, HAVE_DEPTH = 16 };

/* Applies one "key: value" line; returns the HAVE_ bit, 0, or -1 with msg. */
static int apply_key(Profile *p, const char *key, const char *value, char *msg, size_t n)
{
    char *end;
    if (!strcmp(key, "name")) {
        snprintf(p->name, sizeof p->name, "%s", value);
        return 0;
    }
    if (!strcmp(key, "engine")) {
        snprintf(p->engine, sizeof p->engine, "%s", value);
        return HAVE_ENGINE;
    }
    struct { const char *key; char *dst; size_t len; } texts[] = {
        { "scale", p->scale, sizeof p->scale }, { "scale_ja", p->scale_ja, sizeof p->scale_ja },
        { "judge", p->judge, sizeof p->judge }, { "judge_ja", p->judge_ja, sizeof p->judge_ja },
    };
    for (size_t i = 0; i < sizeof texts / sizeof texts[0]; i++)
        if (!strcmp(key, texts[i].key)) {
            set_text(texts[i].dst, texts[i].len, value);
            return 0;
        }
    if (!strcmp(key, "rmse")) {
        if (parse_double(value, &p->rmse) || p->rmse < 0)
            return snprintf(msg, n, "rmse '%s' is not a non-negative number", value), -1;
        return 0;
    }
    if (!strcmp(key, "range")) {
        int lo, hi, used = 0;
        if (sscanf(value, "%d %d%n", &lo, &hi, &used) != 2 || value[used] || lo >= hi)
            return snprintf(msg, n, "range '%s' is not two ratings LOW HIGH", value), -1;
        p->range_low = lo;
        p->range_high = hi;
        return 0;
    }
    if (!strcmp(key, "depth")) {
        long d = strtol(value, &end, 10);
        if (!*value || *end || d < 0 || d > 1000)
            return snprintf(msg, n, "depth '%s' is not a non-negative integer", value), -1;
        p->depth = (int)d;
        return HAVE_DEPTH;
    }
    if (!strcmp(key, "nodes")) {
        long long v = strtoll(value, &end, 10);
        if (!*value || *end || v <= 0)
            return snprintf(msg, n, "nodes '%s' is not a positive integer", value), -1;
        p->nodes = v;
        return 0;
    }
    if (!strcmp(key, "form")) {
        if (!strcmp(value, "linear"))
            p->form = PROFILE_LINEAR;
        else if (!strcmp(value, "log"))
            p->form = PROFILE_LOG;
        else
            return snprintf(msg, n, "form '%s' is neither 'linear' nor 'log'", value), -1;
        return HAVE_FORM;
    }
    if (!strcmp(key, "a") || !strcmp(key, "b")) {
        double *dst = key[0] == 'a' ? &p->a : &p->b;
        if (parse_double(value, dst))
            return snprintf(msg, n, "%s '%s' is not a number", key, value), -1;
        return key[0] == 'a' ? HAVE_A : HAVE_B;
    }
    if (!strcmp(key, "engine_signature")) {
        errno = 0;
        unsigned long long v = strtoull(value, &end, 10);
        if (!isdigit((unsigned char)*value) || *end || errno || v == 0)
            return snprintf(msg, n, "engine_signature '%s' is not a positive integer", value), -1;
        p->engine_signature = v;
        return 0;
    }
    if (!strcmp(key, "stat"))
        return loss_stat_parse_kind(&p->stat, value, msg, n) ? -1 : 0;
    if (!strcmp(key, "unit"))
        return loss_stat_parse_unit(&p->stat, value, msg, n) ? -1 : 0;
    return snprintf(msg, n, "unknown key '%s' (known: name engine depth nodes form a b scale scale_ja rmse range "
                    "judge judge_ja stat unit engine_signature)", key), -1;
}

int profile_load_file(Profile *p, const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open profile: %s", path, strerror(errno));
        return -1;
    }
    memset(p, 0, sizeof *p);
    p->depth = -1;
    char buf[1024], msg[400];
    int line = 0, have = 0, rc = 0;
    while (rc == 0 && fgets(buf, sizeof buf, f)) {
        line++;
        char *s = text_trim(buf);
        if (!*s || *s == '#')
            continue;
        char *colon = strchr(s, ':');
        if (!colon) {
            snprintf(err, errlen, "%s:%d: expected 'key: value'", path, line);
            rc = -1;
            break;
        }
        *colon = 0;
        int bit = apply_key(p, text_trim(s), text_trim(colon + 1), msg, sizeof msg);
        if (bit < 0) {
            snprintf(err, errlen, "%s:%d: %s", path, line, msg);
            rc = -1;
        }
        have |= bit > 0 ? bit : 0;
    }
    fclose(f);
    if (rc == 0 && (have & (HAVE_A | HAVE_B | HAVE_FORM)) != (HAVE_A | HAVE_B | HAVE_FORM)) {
        snprintf(err, errlen, "%s: a profile needs the keys form, a and b", path);
        rc = -1;
    }
    if (rc == 0 && !p->name[0]) {
        const char *base = strrchr(path, '/');
        snprintf(p->name, sizeof p->name, "%s", base ? base + 1 : path);
    }
    return rc;
}

static int try_dir(Profile *p, const char *dir, const char *name, char *err, size_t errlen)
{
    char path[4096];
    if (snprintf(path, sizeof path, "%s/%s.profile", dir, name) >= (int)sizeof path ||
        access(path, R_OK) != 0)
        return 1;
    return profile_load_file(p, path, err, errlen);
}

int profile_load(Profile *p, const char *spec, const char *const *dirs, char *err, size_t errlen)
{
    size_t n = strlen(spec);
    if (strchr(spec, '/') || (n > 8 && !strcmp(spec + n - 8, ".profile")))
        return profile_load_file(p, spec, err, errlen);
    const char *env = getenv("KIRYOKU_PROFILES");
    int rc = env && *env ? try_dir(p, env, spec, err, errlen) : 1;
    for (int i = 0; rc > 0 && dirs && dirs[i]; i++)
        rc = try_dir(p, dirs[i], spec, err, errlen);
    if (rc > 0)
        snprintf(err, errlen, "profile '%s' not found (looked for %s.profile in $KIRYOKU_PROFILES and the "
                 "installed profiles)", spec, spec);
    return rc > 0 ? -1 : rc;
}

int profile_save_file(const Profile *p, const char *path, const char *comment,
                      char *err, size_t errlen)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        snprintf(err, errlen, "%s: cannot write: %s", path, strerror(errno));
        return -1;
    }
    fprintf(f, "# kiryoku rating profile\n");
    if (comment && *comment)
        fprintf(f, "# %s\n", comment);
    fprintf(f, "name: %s\n", p->name);
    if (p->engine[0])
        fprintf(f, "engine: %s\n", p->engine);
    if (p->depth >= 0)
        fprintf(f, "depth: %d\n", p->depth);
    if (p->nodes > 0)
        fprintf(f, "nodes: %lld\n", p->nodes);
    fprintf(f, "form: %s\n", profile_form_name(p->form));
    fprintf(f, "a: %.17g\nb: %.17g\n", p->a, p->b);
    if (p->scale[0])
        fprintf(f, "scale: %s\n", p->scale);
    if (p->scale_ja[0])
        fprintf(f, "scale_ja: %s\n", p->scale_ja);
    if (p->rmse > 0)
        fprintf(f, "rmse: %.0f\n", p->rmse);
    if (profile_has_range(p))
        fprintf(f, "range: %d %d\n", p->range_low, p->range_high);
    if (p->judge[0])
        fprintf(f, "judge: %s\n", p->judge);
    if (p->judge_ja[0])
        fprintf(f, "judge_ja: %s\n", p->judge_ja);
    if (p->stat.kind != STAT_MEAN) {
        char kind[48];
        fprintf(f, "stat: %s\n", loss_stat_kind_text(&p->stat, kind, sizeof kind));
    }
    if (p->stat.unit != UNIT_CP)
        fprintf(f, "unit: %s\n", loss_stat_unit_name(p->stat.unit));
    if (p->engine_signature)
        fprintf(f, "engine_signature: %llu\n", (unsigned long long)p->engine_signature);
    if (fclose(f) != 0) {
        snprintf(err, errlen, "%s: write failed: %s", path, strerror(errno));
        return -1;
    }
    return 0;
}
