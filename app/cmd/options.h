/* One option parser for every subcommand (the tmux pattern: each command is
 * a table of entries, and this file turns argv into those entries' values).
 *
 * A command describes its options as an array of Option and calls
 * options_parse(). Options and operands may be mixed (`analyze -o t.tsv
 * a.kif b.kif` and `estimate a.tsv --json` both work); `--` ends the
 * options. Every message names the command and the option, so each command
 * no longer needs its own usage()/parse_int() helpers. */
#ifndef KIRYOKU_APP_CMD_OPTIONS_H
#define KIRYOKU_APP_CMD_OPTIONS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "app/text.h"
#include "base/lang.h"

typedef enum {
    OPT_FLAG,   /* bool *dest = true; takes no value */
    OPT_INT,    /* int *dest, a whole number in [min, max] */
    OPT_LLONG,  /* long long *dest, a whole number in [min, max] */
    OPT_DOUBLE, /* double *dest, a finite number in [min, max] */
    OPT_STRING, /* const char **dest */
    OPT_LIST,   /* OptionList *dest: each use appends its value */
    OPT_CHOICE, /* int *dest = choices[k].value for the name given */
    OPT_CALL,   /* call(value, dest, lang, err, errlen) parses it; 0 = ok */
} OptionKind;

typedef struct {
    const char *name;
    int value;
} OptionChoice;

typedef struct {
    const char **items;   /* caller's array of `cap` entries */
    int count, cap;
} OptionList;

typedef struct {
    const char *names;    /* "--output|-o": every spelling, '|'-separated */
    OptionKind kind;
    void *dest;
    long long min, max;   /* OPT_INT, OPT_LLONG, OPT_DOUBLE */
    const OptionChoice *choices; /* OPT_CHOICE: ends with a { NULL } entry */
    /* OPT_CALL: on a bad value, what it expects ("ai1, ai2, ...") in err,
     * in lang: the parser words the rest of the message. */
    int (*call)(const char *value, void *dest, Lang lang, char *err, size_t errlen);
} Option;

/* Table entries, one per kind, so a command's table reads as a list of
 * options and nothing else. */
#define OPTION_FLAG(names, dest) { names, OPT_FLAG, dest, 0, 0, NULL, NULL }
#define OPTION_INT(names, dest, lo, hi) { names, OPT_INT, dest, lo, hi, NULL, NULL }
#define OPTION_LLONG(names, dest, lo, hi) { names, OPT_LLONG, dest, lo, hi, NULL, NULL }
#define OPTION_DOUBLE(names, dest, lo, hi) { names, OPT_DOUBLE, dest, lo, hi, NULL, NULL }
#define OPTION_STRING(names, dest) { names, OPT_STRING, dest, 0, 0, NULL, NULL }
#define OPTION_LIST(names, dest) { names, OPT_LIST, dest, 0, 0, NULL, NULL }
#define OPTION_CHOICE(names, dest, choices) { names, OPT_CHOICE, dest, 0, 0, choices, NULL }
#define OPTION_CALL(names, dest, fn) { names, OPT_CALL, dest, 0, 0, NULL, fn }
#define OPTION_COUNT(table) ((int)(sizeof(table) / sizeof((table)[0])))

/* "--lang ja|en" into an int holding a Lang (ui/display.h): the one
 * language option of the commands a player runs. */
extern const OptionChoice option_languages[];
#define OPTION_LANG(dest) OPTION_CHOICE("--lang", dest, option_languages)

/* --help and --help-all. A command a person runs (test, play, results,
 * report) has `help`, in the language asked for; an analyst's command has
 * only `usage`, its every option in English, which a Japanese line then
 * announces. `test` has both: --help is a person's and an organiser's
 * options, --help-all every option (usage). */
typedef struct {
    const char *command;          /* "analyze": for messages */
    void (*usage)(FILE *out);     /* every option, in English; may be NULL when help is set */
    const Option *options;
    int option_count;
    /* Options parsed by another layer (the estimator's filters): return 1
     * when argv[*i] was one (advancing *i past its value), 0 when not, -1
     * with a message in err when its value is bad. May be NULL. */
    int (*delegate)(void *ctx, int argc, char **argv, int *i, char *err, size_t errlen);
    void *delegate_ctx;
    void (*help)(FILE *out, Lang lang); /* a person's command's help; may be NULL */
} OptionSpec;

enum {
    OPTIONS_OK = 0,
    OPTIONS_HELP = 1,  /* --help/-h/--help-all: help printed on stdout; exit 0 */
    OPTIONS_ERROR = 2, /* message printed on stderr; exit 2 */
};

/* The language of a command's help and of the parser's messages: --lang
 * ja|en (or --lang=ja) anywhere among argv[1..argc-1] before a "--" (the
 * last one, as parsing keeps), else the locale's (ui_lang_from_locale).
 * Read before parsing, so that `--help --lang ja` is Japanese as much as
 * `--lang ja --help`, and so that an error before --lang is reached is in
 * its language too. */
Lang options_lang(int argc, char **argv);

/* Prints the text id in lang, a printf format, with its arguments: the
 * commands' help texts (app/text.h) go through here. */
void options_print_text(FILE *out, Lang lang, AppTextId id, ...);

/* A usage error a command finds after parsing, worded as the parser's:
 * "kiryoku COMMAND: " (command NULL: "kiryoku: "), the text id in lang
 * with its arguments, a new line; on stderr. */
void options_error(const char *command, Lang lang, AppTextId id, ...);

/* Parses argv[1..argc-1]. Non-option arguments go to operands (an array of
 * at least argc entries), in order. Returns one of the OPTIONS_ values;
 * every message is in options_lang()'s language. */
int options_parse(const OptionSpec *spec, int argc, char **argv, const char **operands, int *operand_count);

/* The same for a command that takes options only: any operand is an error. */
int options_parse_only(const OptionSpec *spec, int argc, char **argv);

/* The exit status a command returns for a parse result other than
 * OPTIONS_OK: 0 after --help, 2 after a usage error. */
static inline int options_exit_status(int parse_result) { return parse_result == OPTIONS_HELP ? 0 : 2; }

#endif
