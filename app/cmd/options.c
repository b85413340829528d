/* The subcommands' option parser (see options.h). */
#include "app/cmd/options.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "app/text.h"
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

/* The last --lang wins, as it does when parsed. */
Lang options_lang(int argc, char **argv)
{
    int lang = -1;
    for (int i = 1; i < argc && strcmp(argv[i], "--"); i++) {
        const char *v = !strncmp(argv[i], "--lang=", 7) ? argv[i] + 7
                        : !strcmp(argv[i], "--lang") && i + 1 < argc ? argv[i + 1] : NULL;
        for (const OptionChoice *c = option_languages; v && c->name; c++)
            if (!strcmp(v, c->name))
                lang = c->value;
    }
    return lang >= 0 ? (Lang)lang : ui_lang_from_locale();
}

void options_print_text(FILE *out, Lang lang, AppTextId id, ...)
{
    va_list ap;
    va_start(ap, id);
    vfprintf(out, app_text(lang, id), ap);
    va_end(ap);
}

/* One parse: the command's table and the language of its messages. */
typedef struct {
    const OptionSpec *spec;
    Lang lang;
} Parser;

static void verror(const char *command, Lang lang, AppTextId id, va_list ap)
{
    fprintf(stderr, "kiryoku%s%s: ", command ? " " : "", command ? command : "");
    vfprintf(stderr, app_text(lang, id), ap);
    fputc('\n', stderr);
}

void options_error(const char *command, Lang lang, AppTextId id, ...)
{
    va_list ap;
    va_start(ap, id);
    verror(command, lang, id, ap);
    va_end(ap);
}

/* The parser's message id in its language. Returns OPTIONS_ERROR. */
static int fail(const Parser *p, AppTextId id, ...)
{
    va_list ap;
    va_start(ap, id);
    verror(p->spec->command, p->lang, id, ap);
    va_end(ap);
    return OPTIONS_ERROR;
}

static int parse_choice(const Parser *p, const Option *o, const char *name, const char *v)
{
    char names[512];
    size_t used = 0;
    names[0] = '\0';
    for (const OptionChoice *c = o->choices; c->name; c++) {
        if (!strcmp(c->name, v)) {
            *(int *)o->dest = c->value;
            return OPTIONS_OK;
        }
        used += (size_t)snprintf(names + used, used < sizeof names ? sizeof names - used : 0, "%s%s",
                                 c == o->choices ? "" : ", ", c->name);
        if (used >= sizeof names)
            used = sizeof names;
    }
    return fail(p, MSG_OPT_ONE_OF, name, names, v);
}

/* Stores the value v of the option o, spelt name; a message when it is bad. */
static int set_value(const Parser *p, const Option *o, const char *name, const char *v)
{
    long long n;
    switch (o->kind) {
    case OPT_FLAG:
        *(bool *)o->dest = true;
        return OPTIONS_OK;
    case OPT_INT:
    case OPT_LLONG:
        if (parse_whole(v, o->min, o->max, &n))
            return fail(p, MSG_OPT_WHOLE_NUMBER, name, o->min, o->max, v);
        if (o->kind == OPT_INT)
            *(int *)o->dest = (int)n;
        else
            *(long long *)o->dest = n;
        return OPTIONS_OK;
    case OPT_DOUBLE: {
        char *end;
        double d = strtod(v, &end);
        if (!*v || *end || !isfinite(d) || d < (double)o->min || d > (double)o->max)
            return fail(p, MSG_OPT_NUMBER, name, o->min, o->max, v);
        *(double *)o->dest = d;
        return OPTIONS_OK;
    }
    case OPT_STRING:
        *(const char **)o->dest = v;
        return OPTIONS_OK;
    case OPT_LIST: {
        OptionList *l = o->dest;
        if (l->count >= l->cap)
            return fail(p, MSG_OPT_TOO_MANY, name, l->cap, v);
        l->items[l->count++] = v;
        return OPTIONS_OK;
    }
    case OPT_CHOICE:
        return parse_choice(p, o, name, v);
    case OPT_CALL: {
        char expects[512] = "";
        if (o->call(v, o->dest, p->lang, expects, sizeof expects) != 0)
            return fail(p, MSG_OPT_EXPECTS, name, expects, v);
        return OPTIONS_OK;
    }
    }
    return OPTIONS_ERROR;
}

/* One option at argv[*i]; advances *i past its value. */
static int parse_one(const Parser *p, int argc, char **argv, int *i)
{
    const OptionSpec *spec = p->spec;
    const char *arg = argv[*i];
    if (spec->delegate) {
        char err[512] = "";
        int r = spec->delegate(spec->delegate_ctx, argc, argv, i, err, sizeof err);
        if (r < 0) { /* an analyst's option (the estimator's filters): its words are English */
            fprintf(stderr, "kiryoku %s: %s\n", spec->command, err);
            return OPTIONS_ERROR;
        }
        if (r > 0)
            return OPTIONS_OK;
    }
    /* "--name=value" is the same as "--name value". */
    char name[128];
    const char *eq = arg[1] == '-' ? strchr(arg, '=') : NULL, *v = eq ? eq + 1 : NULL;
    snprintf(name, sizeof name, "%.*s", eq ? (int)(eq - arg) : (int)strlen(arg), arg);
    /* Every command takes --lang, the language of its messages and help
     * (options_lang), though an analyst's has no words of its own in it:
     * `kiryoku mate --lang ja --help` is no mistake. */
    int any_lang;
    const Option lang_only = OPTION_LANG(&any_lang);
    const Option *o = find_option(spec, name);
    if (!o && !strcmp(name, "--lang"))
        o = &lang_only;
    if (!o)
        return fail(p, MSG_OPT_UNKNOWN, name, spec->command);
    if (o->kind == OPT_FLAG && eq)
        return fail(p, MSG_OPT_TAKES_NO_VALUE, name);
    if (o->kind != OPT_FLAG && !eq) {
        if (*i + 1 >= argc)
            return fail(p, MSG_OPT_NO_VALUE, arg);
        v = argv[++*i];
    }
    return set_value(p, o, name, v);
}

/* --help (all false) or --help-all (all true): a person's command's own
 * help in the reader's language; else every option, in English, said
 * first to a Japanese reader, who would otherwise take it for a mistake. */
static void print_help(const Parser *p, bool all)
{
    const OptionSpec *spec = p->spec;
    if (spec->help && !(all && spec->usage)) {
        spec->help(stdout, p->lang);
        return;
    }
    if (p->lang == LANG_JA)
        printf("%s\n", app_text(LANG_JA, MSG_HELP_IN_ENGLISH));
    spec->usage(stdout);
}

int options_parse(const OptionSpec *spec, int argc, char **argv, const char **operands, int *operand_count)
{
    const Parser p = { spec, options_lang(argc, argv) };
    *operand_count = 0;
    bool options_done = false;
    for (int i = 1; i < argc; i++) {
        const char *arg = argv[i];
        if (options_done || arg[0] != '-' || !arg[1]) { /* "-" alone is standard input */
            operands[(*operand_count)++] = arg;
        } else if (!strcmp(arg, "--")) {
            options_done = true;
        } else if (!strcmp(arg, "--help") || !strcmp(arg, "-h") || !strcmp(arg, "--help-all")) {
            print_help(&p, !strcmp(arg, "--help-all"));
            return OPTIONS_HELP;
        } else {
            int r = parse_one(&p, argc, argv, &i);
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
        const Parser p = { spec, options_lang(argc, argv) };
        r = fail(&p, MSG_OPT_UNEXPECTED, operands[0], spec->command);
    }
    free(operands);
    return r;
}
