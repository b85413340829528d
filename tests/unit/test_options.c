/* The command line in the reader's language: every text a player sees
 * exists in Japanese and English, the option parser's messages and the
 * help of the commands a person runs included. The language is --lang's
 * (wherever it stands among the arguments) or the locale's, decided before
 * parsing; the analysts' commands keep their help in English, announced
 * in Japanese; `kiryoku test --help` lists only what a person and an
 * organiser use, `--help-all` everything. */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/cmd/commands.h"
#include "app/cmd/options.h"
#include "app/text.h"
#include "tests/capture.h"
#include "tests/check.h"
#include "tests/japanese.h"

#define DIR "build/test-options"

static char out[65536], err[65536];

static int run(int (*cmd)(int, char **), const char *name, int argc, const char **args)
{
    return capture_run(cmd, name, argc, args, DIR "/cmd", out, sizeof out, err, sizeof err);
}

/* got is what a command printed: CHECK_STR's message would not fit it. */
static void same_text(const char *got, const char *want)
{
    if (strcmp(got, want))
        fprintf(stderr, "  printed:  '%s'\n  expected: '%s'\n", got, want);
    CHECK(!strcmp(got, want));
}

#define ARGS(...) (int)(sizeof((const char *[]){ __VA_ARGS__ }) / sizeof(const char *)), (const char *[]){ __VA_ARGS__ }
#define RUN_CMD(cmd, ...) run(cmd, #cmd, ARGS(__VA_ARGS__))

/* The locale's language, as a terminal's environment gives it. */
static void locale_says(const char *lang)
{
    unsetenv("LC_ALL");
    unsetenv("LC_MESSAGES");
    setenv("LANG", lang, 1);
}

/* ---- A command of every option kind ------------------------------------- */

static bool demo_has_help; /* a person's command (help) or an analyst's (usage only) */

static void demo_usage(FILE *f) { fputs("usage: demo\n", f); }
static void demo_help(FILE *f, Lang lang) { fprintf(f, "demo help %s\n", lang == LANG_JA ? "ja" : "en"); }

static int parse_odd(const char *v, void *dest, Lang lang, char *expects, size_t len)
{
    if (atoi(v) % 2) {
        *(int *)dest = atoi(v);
        return 0;
    }
    snprintf(expects, len, "%s", lang == LANG_JA ? "1、3、5 などの奇数" : "an odd number");
    return -1;
}

static int demo(int argc, char **argv)
{
    static const OptionChoice colours[] = { { "red", 1 }, { "blue", 2 }, { NULL, 0 } };
    const char *items[2];
    OptionList list = { items, 0, 2 };
    bool flag = false;
    int whole = 0, pick = 0, odd = 0, lang = -1;
    double number = 0;
    const char *name = NULL;
    const Option options[] = {
        OPTION_FLAG("--flag", &flag),
        OPTION_INT("--whole", &whole, 1, 9),
        OPTION_DOUBLE("--number", &number, 0, 5),
        OPTION_STRING("--name", &name),
        OPTION_LIST("--item", &list),
        OPTION_CHOICE("--pick", &pick, colours),
        OPTION_CALL("--odd", &odd, parse_odd),
        OPTION_LANG(&lang),
    };
    const OptionSpec spec = { .command = "demo", .usage = demo_usage, .help = demo_has_help ? demo_help : NULL,
                              .options = options, .option_count = OPTION_COUNT(options) };
    return options_parse_only(&spec, argc, argv);
}

/* ---- The language ------------------------------------------------------- */

static Lang lang_of(int argc, const char **args)
{
    char *argv[8] = { "cmd" };
    for (int i = 0; i < argc && i < 7; i++)
        argv[i + 1] = (char *)args[i];
    return options_lang(argc + 1, argv);
}

/* --lang ja|en anywhere, in either spelling, the last one winning as it
 * does when parsed; none, a bad one or one after "--" leaves the locale's. */
static void lang_from_the_arguments_else_the_locale(void)
{
    locale_says("C.UTF-8");
    CHECK_INT(lang_of(ARGS("--help", "--lang", "ja")), LANG_JA);
    CHECK_INT(lang_of(ARGS("--lang", "ja", "--help")), LANG_JA);
    CHECK_INT(lang_of(ARGS("--tme", "1", "--lang=ja")), LANG_JA);
    CHECK_INT(lang_of(ARGS("--lang", "ja", "--lang", "en")), LANG_EN);
    CHECK_INT(lang_of(ARGS("--lang", "fr", "--help")), LANG_EN);
    CHECK_INT(lang_of(ARGS("--", "--lang", "ja")), LANG_EN);
    CHECK_INT(lang_of(ARGS("--lang")), LANG_EN);
    locale_says("ja_JP.UTF-8");
    CHECK_INT(lang_of(ARGS("--help")), LANG_JA);
    CHECK_INT(lang_of(ARGS("--lang", "en")), LANG_EN);
    CHECK_INT(lang_of(ARGS("--lang", "fr")), LANG_JA);
    locale_says("C.UTF-8");
}

/* ---- The parser's messages ---------------------------------------------- */

/* One bad command line: its message in English as it always was, and in
 * Japanese (--lang given first or last, or by the locale). */
typedef struct {
    const char *args[6];
    int argc;
    const char *en, *ja;
} BadLine;

static const BadLine bad_lines[] = {
    { { "--bogus" }, 1, "unknown option '--bogus' (see kiryoku demo --help)",
      "'--bogus' というオプションはありません (kiryoku demo --help をご覧ください)" },
    { { "--flag=1" }, 1, "--flag takes no value", "--flag には値を付けません" },
    { { "--whole" }, 1, "no value after '--whole'", "'--whole' の後に値がありません" },
    { { "--whole", "x" }, 2, "--whole expects a whole number from 1 to 9, got 'x'",
      "--whole には 1 から 9 までの整数を指定してください (指定: 'x')" },
    { { "--number=-1" }, 1, "--number expects a number from 0 to 5, got '-1'",
      "--number には 0 から 5 までの数を指定してください (指定: '-1')" },
    { { "--item", "a", "--item", "b", "--item", "c" }, 6, "--item expects at most 2 uses, got 'c'",
      "--item を指定できるのは 2 回までです (余分な値: 'c')" },
    { { "--pick", "green" }, 2, "--pick expects one of red, blue, got 'green'",
      "--pick には red, blue のどれかを指定してください (指定: 'green')" },
    { { "--odd", "2" }, 2, "--odd expects an odd number, got '2'",
      "--odd に指定できるのは 1、3、5 などの奇数 です (指定: '2')" },
    { { "extra" }, 1, "unexpected argument 'extra' (see kiryoku demo --help)",
      "余分な引数 'extra' があります (kiryoku demo --help をご覧ください)" },
};

/* demo with the line's arguments, --lang LANG put first (lang NULL: none);
 * checks exit 2, nothing on stdout and "kiryoku demo: " + want on stderr. */
static void check_bad_line(const BadLine *b, const char *lang, const char *want)
{
    const char *args[10];
    int n = 0;
    if (lang) {
        args[n++] = "--lang";
        args[n++] = lang;
    }
    for (int i = 0; i < b->argc; i++)
        args[n++] = b->args[i];
    demo_has_help = true;
    CHECK_INT(run(demo, "demo", n, args), OPTIONS_ERROR);
    char expected[512];
    snprintf(expected, sizeof expected, "kiryoku demo: %s\n", want);
    same_text(err, expected);
    same_text(out, "");
}

static void every_message_in_both_languages(void)
{
    for (size_t i = 0; i < sizeof bad_lines / sizeof bad_lines[0]; i++) {
        check_bad_line(&bad_lines[i], "en", bad_lines[i].en);
        check_bad_line(&bad_lines[i], "ja", bad_lines[i].ja);
        check_bad_line(&bad_lines[i], NULL, bad_lines[i].en);
        locale_says("ja_JP.UTF-8");
        check_bad_line(&bad_lines[i], NULL, bad_lines[i].ja);
        locale_says("C.UTF-8");
    }
}

/* `kiryoku --tme 600 --lang ja`: the error comes before --lang is parsed,
 * and is Japanese all the same. */
static void lang_after_the_error_counts(void)
{
    demo_has_help = true;
    CHECK_INT(RUN_CMD(demo, "--bogus", "--lang", "ja"), OPTIONS_ERROR);
    CHECK(strstr(err, "'--bogus' というオプションはありません") != NULL);
    CHECK_INT(RUN_CMD(demo, "--whole", "0", "--lang=ja"), OPTIONS_ERROR);
    CHECK(strstr(err, "までの整数を指定してください") != NULL);
}

/* kiryoku play --ai: what the option's own parser expects, in the
 * language asked for, inside the parser's message. */
static void own_parser_words_in_the_language(void)
{
    CHECK_INT(RUN_CMD(cmd_play, "--ai", "ai3", "--lang", "ja"), 2);
    same_text(err, "kiryoku play: --ai に指定できるのは ai1、ai2、level:レーティング、none です (指定: 'ai3')\n");
    CHECK_INT(RUN_CMD(cmd_play, "--ai", "ai3", "--lang", "en"), 2);
    same_text(err, "kiryoku play: --ai expects ai1, ai2, level:RATING or none, got 'ai3'\n");
}

/* ---- --help and --help-all ---------------------------------------------- */

/* A person's command: its help in the language asked for, before or after
 * --help; --help-all its full list, in English, announced in Japanese. An
 * analyst's: the full list for both, announced the same way. */
static void help_in_the_language_asked_for(void)
{
    char announced[256];
    snprintf(announced, sizeof announced, "%s\nusage: demo\n", app_text(LANG_JA, MSG_HELP_IN_ENGLISH));
    demo_has_help = true;
    CHECK_INT(RUN_CMD(demo, "--help", "--lang", "ja"), OPTIONS_HELP);
    same_text(out, "demo help ja\n");
    CHECK_INT(RUN_CMD(demo, "--lang", "ja", "-h"), OPTIONS_HELP);
    same_text(out, "demo help ja\n");
    CHECK_INT(RUN_CMD(demo, "--help"), OPTIONS_HELP);
    same_text(out, "demo help en\n");
    CHECK_INT(RUN_CMD(demo, "--help-all", "--lang=ja"), OPTIONS_HELP);
    same_text(out, announced);
    CHECK_INT(RUN_CMD(demo, "--help-all"), OPTIONS_HELP);
    same_text(out, "usage: demo\n");
    demo_has_help = false;
    CHECK_INT(RUN_CMD(demo, "--help", "--lang", "ja"), OPTIONS_HELP);
    same_text(out, announced);
    CHECK_INT(RUN_CMD(demo, "--help", "--lang", "en"), OPTIONS_HELP);
    same_text(out, "usage: demo\n");
    same_text(err, "");
}

/* An analyst's command keeps its English help, said first in Japanese
 * (mate takes no --lang: a Japanese locale, or --lang after --help). */
static void analysts_help_stays_english(void)
{
    const char *note = app_text(LANG_JA, MSG_HELP_IN_ENGLISH);
    CHECK_INT(RUN_CMD(cmd_estimate, "--help", "--lang", "ja"), 0);
    CHECK(!strncmp(out, note, strlen(note)));
    CHECK(strstr(out, "\nusage: kiryoku estimate") != NULL);
    CHECK_INT(RUN_CMD(cmd_mate, "--help", "--lang=ja"), 0);
    CHECK(!strncmp(out, note, strlen(note)));
    locale_says("ja_JP.UTF-8");
    CHECK_INT(RUN_CMD(cmd_mate, "--help"), 0);
    locale_says("C.UTF-8");
    CHECK(!strncmp(out, note, strlen(note)));
    CHECK_INT(RUN_CMD(cmd_mate, "--help"), 0);
    CHECK(!strncmp(out, "usage: kiryoku mate", 19));
    /* Every command takes --lang before --help too, and checks its value. */
    CHECK_INT(RUN_CMD(cmd_mate, "--lang", "ja", "--help"), 0);
    CHECK(!strncmp(out, note, strlen(note)));
    CHECK_INT(RUN_CMD(cmd_convert, "--lang", "fr", "--help"), 2);
    CHECK(strstr(err, "--lang") != NULL && strstr(err, "ja, en") != NULL);
    /* usi, whose options a GUI sets over USI, goes through the parser too:
     * it read only a first --help, and started on any other argument. */
    CHECK_INT(RUN_CMD(cmd_usi, "--lang", "ja", "--help"), 0);
    CHECK(!strncmp(out, note, strlen(note)) && strstr(out, "\nusage: kiryoku usi") != NULL);
    CHECK_INT(RUN_CMD(cmd_usi, "--hash", "64"), 2);
    CHECK(strstr(err, "kiryoku usi: unknown option '--hash'") != NULL);
}

/* ---- The commands a person runs ----------------------------------------- */

/* What Japanese help writes in Latin letters: the program's and the
 * commands' names, values typed as they are, file names, keys, a signal
 * and an environment variable. */
static const char *const typed[] = {
    "report.txt", "report.json", "report.html", ".kifu", "kiryoku", "test", "play", "results", "report",
    "calibrate", "embedded-d5", "gpsshogi-d4", "$XDG_DATA_HOME", "Ctrl", "SIGTERM", "ai1|ai2|level:R|none",
    "level:R", "none", "embedded", "black|white", "black", "kanji|western", "kanji", "ASCII", "games", "SPEC", NULL,
};

static int line_count(const char *s)
{
    int n = 0;
    for (; *s; s++)
        n += *s == '\n';
    return n;
}

/* kiryoku test --help: a person's and an organiser's options only, in
 * either language, and where the others are; --help-all has them all. */
static void test_help_is_a_persons(void)
{
    static const char *const persons[] = { "--time", "--practice-time", "--name", "--lang", "--data", "--judge",
                                           "--kiosk", "--operator-secret", "--idle-minutes", "--idle-seconds" };
    static const char *const measuring[] = { "--headless", "--player", "--games", "--root-scores", "--ai-depth",
                                             "--analysis-engine", "--depth", "--profile", "--seed" };
    for (int lang = 0; lang < 2; lang++) {
        CHECK_INT(RUN_CMD(cmd_test, "--help", "--lang", lang ? "ja" : "en"), 0);
        for (size_t i = 0; i < sizeof persons / sizeof persons[0]; i++)
            CHECK(strstr(out, persons[i]) != NULL);
        for (size_t i = 0; i < sizeof measuring / sizeof measuring[0]; i++)
            CHECK(strstr(out, measuring[i]) == NULL);
        CHECK(strstr(out, "kiryoku test --help-all") != NULL);
        CHECK(line_count(out) <= 30);
        if (lang)
            japanese_check("test --help --lang ja", out, typed);
        else
            CHECK(strstr(out, "(default embedded-d5)") != NULL);
    }
    CHECK_INT(RUN_CMD(cmd_test, "--help-all"), 0);
    for (size_t i = 0; i < sizeof measuring / sizeof measuring[0]; i++)
        CHECK(strstr(out, measuring[i]) != NULL);
    CHECK_INT(RUN_CMD(cmd_test, "--lang", "ja", "--help-all"), 0);
    CHECK(!strncmp(out, app_text(LANG_JA, MSG_HELP_IN_ENGLISH), strlen(app_text(LANG_JA, MSG_HELP_IN_ENGLISH))));
    CHECK(strstr(out, "--headless") != NULL);
}

/* play, results and report: their help Japanese with --lang ja or a
 * Japanese locale, English with --lang en; 80 columns either way. */
static void persons_commands_help_in_both(void)
{
    int (*const cmds[])(int, char **) = { cmd_play, cmd_results, cmd_report };
    const char *const names[] = { "play", "results", "report" };
    for (int c = 0; c < 3; c++) {
        char usage[64];
        snprintf(usage, sizeof usage, "usage: kiryoku %s ", names[c]);
        CHECK_INT(run(cmds[c], names[c], ARGS("--help", "--lang", "ja")), 0);
        japanese_check(names[c], out, typed);
        locale_says("ja_JP.UTF-8");
        CHECK_INT(run(cmds[c], names[c], ARGS("-h")), 0);
        locale_says("C.UTF-8");
        japanese_check(names[c], out, typed);
        CHECK_INT(run(cmds[c], names[c], ARGS("--lang", "en", "--help")), 0);
        CHECK(!strncmp(out, usage, strlen(usage)));
        for (const char *line = out; *line; line += strcspn(line, "\n") + 1)
            CHECK(strcspn(line, "\n") <= 80);
    }
    /* report with nothing to report on: its help on stderr, in Japanese */
    CHECK_INT(RUN_CMD(cmd_report, "--lang", "ja"), 2);
    japanese_check("report", err, typed);
    CHECK(strstr(err, "使い方: kiryoku report") != NULL);
}

/* A person's typos the commands catch themselves, in Japanese too. */
static void persons_typos_in_japanese(void)
{
    CHECK_INT(RUN_CMD(cmd_test, "--tme", "1", "--lang", "ja"), 2);
    same_text(err, "kiryoku test: '--tme' というオプションはありません (kiryoku test --help をご覧ください)\n");
    CHECK_INT(RUN_CMD(cmd_test, "--judge", "strong", "--lang", "ja"), 2);
    CHECK(strstr(err, "'strong' という判定エンジンはありません") != NULL);
    char secret[] = "abc"; /* wiped where it lies, as argv is */
    CHECK_INT(RUN_CMD(cmd_test, "--lang", "ja", "--operator-secret", secret), 2);
    CHECK(strstr(err, "合言葉は 4 文字以上にしてください") != NULL);
    CHECK_INT(RUN_CMD(cmd_results, "--csv", "--json", "--lang", "ja"), 2);
    same_text(err, "kiryoku results: --csv と --json は同時には指定できません\n");
    CHECK_INT(RUN_CMD(cmd_report, "--lang", "ja", "--out"), 2);
    same_text(err, "kiryoku report: '--out' の後に値がありません\n");
}

int main(void)
{
    mkdir("build", 0755);
    mkdir(DIR, 0755);
    locale_says("C.UTF-8");
    RUN(lang_from_the_arguments_else_the_locale);
    RUN(every_message_in_both_languages);
    RUN(lang_after_the_error_counts);
    RUN(help_in_the_language_asked_for);
    RUN(own_parser_words_in_the_language);
    RUN(analysts_help_stays_english);
    RUN(test_help_is_a_persons);
    RUN(persons_commands_help_in_both);
    RUN(persons_typos_in_japanese);
    return check_summary();
}
