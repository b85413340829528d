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

void profile_filters_default(ProfileFilters *f)
{
    memset(f, 0, sizeof *f);
    f->min_ply = 40;
    f->max_abs_eval = 200;
    f->clock = PROFILE_CLOCK_TABLE;
    f->min_clock_left_s = 60;
    f->max_progress = 100;
}

void profile_default(Profile *p)
{
    memset(p, 0, sizeof *p);
    profile_filters_default(&p->filters);
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

/* A whole number in [lo, hi]; 0 or -1. */
static int parse_int(const char *s, long lo, long hi, int *out)
{
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (!*s || *end || errno || v < lo || v > hi)
        return -1;
    *out = (int)v;
    return 0;
}

/* A number in [lo, hi], or one of the words "none"/"off" given as word
 * (then *is_word is set). 0 or -1. */
static int parse_bounded(const char *s, double lo, double hi, const char *word, int *is_word, double *out)
{
    *is_word = word && !strcmp(s, word);
    if (*is_word)
        return 0;
    return parse_double(s, out) || *out < lo || *out > hi ? -1 : 0;
}

/* The value of one filter key into f; 0, or -1 when it is not valid. */
static int parse_filter(ProfileFilters *f, const char *key, const char *value)
{
    int word = 0;
    double x = 0;
    if (!strcmp(key, "min_ply"))
        return parse_int(value, 0, 1000000, &f->min_ply);
    if (!strcmp(key, "max_ply"))
        return parse_int(value, 0, 1000000, &f->max_ply);
    if (!strcmp(key, "max_abs_eval")) {
        if (parse_bounded(value, 0, PROFILE_NO_EVAL_BAND, "none", &word, &x))
            return -1;
        f->max_abs_eval = word ? PROFILE_NO_EVAL_BAND : x;
        return 0;
    }
    if (!strcmp(key, "count_mates")) {
        f->count_mates = !strcmp(value, "yes");
        return f->count_mates || !strcmp(value, "no") ? 0 : -1;
    }
    if (!strcmp(key, "min_clock_left")) {
        if (!strcmp(value, "table")) {
            f->clock = PROFILE_CLOCK_TABLE;
            return 0;
        }
        if (parse_bounded(value, 0, 1e7, "none", &word, &x))
            return -1;
        f->clock = word ? PROFILE_CLOCK_NONE : PROFILE_CLOCK_FIXED;
        f->min_clock_left_s = word ? f->min_clock_left_s : x;
        return 0;
    }
    if (!strcmp(key, "max_progress"))
        return parse_bounded(value, 0, 100, NULL, &word, &f->max_progress);
    if (parse_bounded(value, 1, 1e9, "off", &word, &x) || (!word && x != floor(x)))
        return -1;
    f->lowest_progress = word ? 0 : (int)x;   /* lowest_progress */
    return 0;
}

/* One of the filter keys (ProfileFilters): 1 when key is one (the filters
 * are then recorded), 0 when it is not, -1 with msg on a bad value. The
 * ranges are the estimate's options' (estimate_options.c). */
static int apply_filter_key(ProfileFilters *f, const char *key, const char *value, char *msg, size_t n)
{
    static const char *const keys[] = { "min_ply", "max_ply", "max_abs_eval", "count_mates", "min_clock_left",
                                        "max_progress", "lowest_progress" };
    size_t k = 0;
    while (k < sizeof keys / sizeof keys[0] && strcmp(key, keys[k]))
        k++;
    if (k == sizeof keys / sizeof keys[0])
        return 0;
    if (parse_filter(f, key, value))
        return snprintf(msg, n, "%s '%s' is not a valid value (rating/profile.h)", key, value), -1;
    f->recorded = 1;
    return 1;
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
    int filter = apply_filter_key(&p->filters, key, value, msg, n);
    if (filter)
        return filter < 0 ? -1 : 0;
    if (!strcmp(key, "stat"))
        return loss_stat_parse_kind(&p->stat, value, msg, n) ? -1 : 0;
    if (!strcmp(key, "unit"))
        return loss_stat_parse_unit(&p->stat, value, msg, n) ? -1 : 0;
    if (!strcmp(key, "best_free")) {
        p->stat.best_free = !strcmp(value, "yes");
        if (p->stat.best_free || !strcmp(value, "no"))
            return 0;
        return snprintf(msg, n, "best_free '%s' is neither yes nor no", value), -1;
    }
    return snprintf(msg, n, "unknown key '%s' (known: name engine depth nodes form a b scale scale_ja rmse range "
                    "judge judge_ja stat unit best_free min_ply max_ply max_abs_eval count_mates min_clock_left max_progress lowest_progress "
                    "engine_signature)", key), -1;
}

int profile_load_file(Profile *p, const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open profile: %s", path, strerror(errno));
        return -1;
    }
    memset(p, 0, sizeof *p);
    profile_filters_default(&p->filters);
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

/* The filter keys, all of them, when the profile records its filters. */
static void write_filters(FILE *f, const ProfileFilters *x)
{
    if (!x->recorded)
        return;
    fprintf(f, "min_ply: %d\n", x->min_ply);
    if (x->max_ply > 0) /* written only when set: the profiles before it rebuild byte for byte */
        fprintf(f, "max_ply: %d\n", x->max_ply);
    if (x->max_abs_eval >= PROFILE_NO_EVAL_BAND)
        fprintf(f, "max_abs_eval: none\n");
    else
        fprintf(f, "max_abs_eval: %.17g\n", x->max_abs_eval);
    fprintf(f, "count_mates: %s\n", x->count_mates ? "yes" : "no");
    if (x->clock == PROFILE_CLOCK_FIXED)
        fprintf(f, "min_clock_left: %.17g\n", x->min_clock_left_s);
    else
        fprintf(f, "min_clock_left: %s\n", x->clock == PROFILE_CLOCK_NONE ? "none" : "table");
    fprintf(f, "max_progress: %.17g\n", x->max_progress);
    if (x->lowest_progress > 0)
        fprintf(f, "lowest_progress: %d\n", x->lowest_progress);
    else
        fprintf(f, "lowest_progress: off\n");
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
    if (p->stat.best_free) /* written only when set, as stat and unit */
        fprintf(f, "best_free: yes\n");
    write_filters(f, &p->filters);
    if (p->engine_signature)
        fprintf(f, "engine_signature: %llu\n", (unsigned long long)p->engine_signature);
    if (fclose(f) != 0) {
        snprintf(err, errlen, "%s: write failed: %s", path, strerror(errno));
        return -1;
    }
    return 0;
}
