/* The subcommands' option parser (see options.h). */
#include "app/cmd/options.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "ui/display.h"

const OptionChoice option_languages[] = { { "ja", LANG_JA }, { "en", LANG_EN }, { NULL, 0 } };

/* Does `arg` spell one of the '|'-separated names? */
static bool names_match(const char *names, const char *arg)
{
    size_t n = strlen(arg);
    for (const char *p = names; *p;) {
        const char *end = strchr(p, '|');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len == n && !strncmp(p, arg, n))
            return true;
        p += len + (end != NULL);
    }
    return false;
}

static const Option *find_option(const OptionSpec *spec, const char *arg)
{
    for (int k = 0; k < spec->option_count; k++)
        if (names_match(spec->options[k].names, arg))
            return &spec->options[k];
    return NULL;
}

static int parse_whole(const char *v, long long min, long long max, long long *out)
{
    char *end;
    errno = 0;
    long long n = strtoll(v, &end, 10);
    if (!*v || *end || errno || n < min || n > max)
        return -1;
    *out = n;
    return 0;
}

static int parse_choice(const Option *o, const char *v, char *err, size_t errlen)
{
    size_t used = (size_t)snprintf(err, errlen, "one of ");
    for (const OptionChoice *c = o->choices; c->name; c++) {
        if (!strcmp(c->name, v)) {
            *(int *)o->dest = c->value;
            return 0;
        }
        used += (size_t)snprintf(err + used, used < errlen ? errlen - used : 0, "%s%s", c == o->choices ? "" : ", ",
                                 c->name);
        if (used >= errlen)
            used = errlen;
    }
    return -1;
}

/* Stores the value of one option; a message in err when it is bad. */
static int set_value(const Option *o, const char *v, char *err, size_t errlen)
{
    long long n;
    switch (o->kind) {
    case OPT_FLAG:
        *(bool *)o->dest = true;
        return 0;
    case OPT_INT:
    case OPT_LLONG:
        if (parse_whole(v, o->min, o->max, &n)) {
            snprintf(err, errlen, "a whole number from %lld to %lld", o->min, o->max);
            return -1;
        }
        if (o->kind == OPT_INT)
            *(int *)o->dest = (int)n;
        else
            *(long long *)o->dest = n;
        return 0;
    case OPT_DOUBLE: {
        char *end;
        double d = strtod(v, &end);
        if (!*v || *end || !isfinite(d) || d < (double)o->min || d > (double)o->max) {
            snprintf(err, errlen, "a number from %lld to %lld", o->min, o->max);
            return -1;
        }
        *(double *)o->dest = d;
        return 0;
    }
    case OPT_STRING:
        *(const char **)o->dest = v;
        return 0;
    case OPT_LIST: {
        OptionList *l = o->dest;
        if (l->count >= l->cap) {
            snprintf(err, errlen, "at most %d uses", l->cap);
            return -1;
        }
        l->items[l->count++] = v;
        return 0;
    }
    case OPT_CHOICE:
        return parse_choice(o, v, err, errlen);
    case OPT_CALL:
        return o->call(v, o->dest, err, errlen);
    }
    return -1;
}

static int fail(const OptionSpec *spec, const char *fmt, const char *a, const char *b, const char *c)
{
    fprintf(stderr, "kiryoku %s: ", spec->command);
    fprintf(stderr, fmt, a, b, c);
    fputc('\n', stderr);
    return OPTIONS_ERROR;
}

/* One option at argv[*i]; advances *i past its value. */
static int parse_one(const OptionSpec *spec, int argc, char **argv, int *i)
{
    const char *arg = argv[*i];
    char err[512] = "";
    if (spec->delegate) {
        int r = spec->delegate(spec->delegate_ctx, argc, argv, i, err, sizeof err);
        if (r < 0)
            return fail(spec, "%s%s%s", err, "", "");
        if (r > 0)
            return OPTIONS_OK;
    }
    /* "--name=value" is the same as "--name value". */
    char name[128];
    const char *eq = arg[1] == '-' ? strchr(arg, '=') : NULL, *v = eq ? eq + 1 : NULL;
    snprintf(name, sizeof name, "%.*s", eq ? (int)(eq - arg) : (int)strlen(arg), arg);
    const Option *o = find_option(spec, name);
    if (!o)
        return fail(spec, "unknown option '%s' (see kiryoku %s --help)%s", name, spec->command, "");
    if (o->kind == OPT_FLAG && eq)
        return fail(spec, "%s takes no value%s%s", name, "", "");
    if (o->kind != OPT_FLAG && !eq) {
        if (*i + 1 >= argc)
            return fail(spec, "no value after '%s'%s%s", arg, "", "");
        v = argv[++*i];
    }
    if (set_value(o, v, err, sizeof err) != 0)
        return fail(spec, "%s expects %s, got '%s'", name, err, v ? v : "");
    return OPTIONS_OK;
}

int options_parse(const OptionSpec *spec, int argc, char **argv, const char **operands, int *operand_count)
{
    *operand_count = 0;
    bool options_done = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (options_done || arg[0] != '-' || !arg[1]) { /* "-" alone is standard input */
            operands[(*operand_count)++] = arg;
        } else if (!strcmp(arg, "--")) {
            options_done = true;
        } else if (!strcmp(arg, "--help") || !strcmp(arg, "-h")) {
            spec->usage(stdout);
            return OPTIONS_HELP;
        } else {
            int r = parse_one(spec, argc, argv, &i);
            if (r != OPTIONS_OK)
                return r;
        }
    }
    return OPTIONS_OK;
}

int options_parse_only(const OptionSpec *spec, int argc, char **argv)
{
    const char **operands = calloc((size_t)argc, sizeof *operands);
    int n = 0, r = operands ? options_parse(spec, argc, argv, operands, &n) : OPTIONS_ERROR;
    if (r == OPTIONS_OK && n) {
        fprintf(stderr, "kiryoku %s: unexpected argument '%s' (see kiryoku %s --help)\n", spec->command,
                operands[0], spec->command);
        r = OPTIONS_ERROR;
    }
    free(operands);
    return r;
}
