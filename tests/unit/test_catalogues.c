/* Every message catalogue (ui/text.c: what ui/ draws itself; app/text.c:
 * the program's words; rating/text.c: the estimator's): every id has an
 * English and a Japanese text, the
 * two take the same printf arguments in the same order (a mismatch would
 * print garbage or crash in one language only), and no line is wider than
 * a page of the 80x24 screen leaves (76 columns after the margin, counted
 * as the terminal counts them: kanji are two wide). A new catalogue is one
 * more line in `catalogues` below. */
#include <locale.h>
#include <stdbool.h>
#include <string.h>
#include <wchar.h>

#include "app/text.h"
#include "rating/text.h"
#include "tests/check.h"
#include "ui/text.h"

typedef struct {
    const char *name;
    int count;
    const char *(*text)(Lang lang, int id);
    bool (*may_be_wide)(Lang lang, int id); /* lines that may pass 76 columns */
} Catalogue;

static const char *ui_words(Lang lang, int id) { return ui_text(lang, (UiTextId)id); }
static const char *app_words(Lang lang, int id) { return app_text(lang, (AppTextId)id); }
static const char *rating_words(Lang lang, int id) { return rating_text(lang, (RatingTextId)id); }

/* The help overlay has its own box; "too small" is shown on any width. */
static bool ui_wide(Lang lang, int id)
{
    (void)lang;
    return id == TXT_HELP_BODY || id == TXT_TOO_SMALL;
}

/* Which profile rates a table: one line carrying the judge's name, the
 * English as it always was, the Japanese wrapped where it is printed
 * (report_organiser_line). */
static bool app_wide(Lang lang, int id)
{
    (void)lang;
    return id == MSG_PROFILE_SHIPPED || id == MSG_PROFILE_THESIS;
}

/* The estimator's English is one line a figure, as scripts have always read
 * it; its warnings and reasons carry names and paths of any length in
 * either language, and are wrapped where they are printed. */
static bool rating_wide(Lang lang, int id)
{
    return lang == LANG_EN || (id >= RT_MESSAGE_FIRST && id <= RT_MESSAGE_LAST);
}

static const Catalogue catalogues[] = {
    { "ui", TXT_COUNT, ui_words, ui_wide },
    { "app", MSG_COUNT, app_words, app_wide },
    { "rating", RT_COUNT, rating_words, rating_wide },
};
enum { CATALOGUE_NB = sizeof catalogues / sizeof catalogues[0] };

/* The conversions of a printf format ("%d%s%lld"), flags and widths kept,
 * in the order of the arguments they take: a positional one ("%2$d") is
 * put at its argument's place, so "%1$s %3$d %2$d" and "%s %d %d" agree
 * when each argument keeps its type. */
static void conversions(const char *fmt, char *out, size_t len)
{
    char conv[16][16] = { { 0 } };
    int count = 0;
    for (const char *p = fmt; *p && count < 16; p++) {
        if (*p != '%')
            continue;
        if (p[1] == '%') {
            p++;
            continue;
        }
        const char *start = ++p;
        int slot = count;
        const char *dollar = strchr(p, '$');
        if (dollar && strspn(p, "0123456789") == (size_t)(dollar - p) && dollar > p) {
            slot = atoi(p) - 1;
            start = dollar + 1;
        }
        while (*p && !strchr("diouxXeEfgGcsp", *p))
            p++;
        if (slot >= 0 && slot < 16)
            snprintf(conv[slot], sizeof conv[slot], "%%%.*s", (int)(p - start + (*p != 0)), start);
        count++;
    }
    size_t n = 0;
    out[0] = '\0';
    for (int i = 0; i < count && i < 16; i++)
        n += (size_t)snprintf(out + n, len > n ? len - n : 0, "%s", conv[i]);
}

/* One id of one catalogue: both languages there; a Japanese text that is
 * the English one means it was left out (short symbols such as "-",
 * "(y/n)" or "AI" may be the same in both). */
static void both_languages(const Catalogue *c, int id)
{
    const char *en = c->text(LANG_EN, id), *ja = c->text(LANG_JA, id);
    if (!en[0] || !ja[0])
        fprintf(stderr, "  %s id %d: en '%s' ja '%s'\n", c->name, id, en, ja);
    CHECK(en[0] != '\0');
    CHECK(ja[0] != '\0');
    if (strlen(en) > 6 && !strcmp(en, ja))
        fprintf(stderr, "  %s id %d has no Japanese: '%s'\n", c->name, id, en);
    CHECK(strlen(en) <= 6 || strcmp(en, ja) != 0);
}

static void every_id_in_both_languages(void)
{
    for (int c = 0; c < CATALOGUE_NB; c++)
        for (int id = 0; id < catalogues[c].count; id++)
            both_languages(&catalogues[c], id);
}

static void same_arguments_in_both(void)
{
    for (int c = 0; c < CATALOGUE_NB; c++)
        for (int id = 0; id < catalogues[c].count; id++) {
            char a[64], b[64];
            conversions(catalogues[c].text(LANG_EN, id), a, sizeof a);
            conversions(catalogues[c].text(LANG_JA, id), b, sizeof b);
            if (strcmp(a, b))
                fprintf(stderr, "  %s id %d: en takes '%s', ja takes '%s'\n", catalogues[c].name, id, a, b);
            CHECK_STR(a, b);
        }
}

/* Display columns of one line of UTF-8 text. */
static int columns(const char *s, size_t n)
{
    wchar_t w[512];
    char buf[1024];
    snprintf(buf, sizeof buf, "%.*s", (int)n, s);
    size_t k = mbstowcs(w, buf, 511);
    if (k == (size_t)-1)
        return 999;
    int c = wcswidth(w, k);
    return c < 0 ? 999 : c;
}

/* Every line of one text at most 76 columns. */
static void text_fits(const Catalogue *c, Lang lang, int id)
{
    const char *t = c->text(lang, id);
    for (const char *line = t; *line;) {
        size_t n = strcspn(line, "\n");
        int w = columns(line, n);
        if (w > 76)
            fprintf(stderr, "  %s %s id %d: %d columns: %.*s\n", c->name, lang ? "ja" : "en", id, w, (int)n,
                    line);
        CHECK(w <= 76);
        line += n + (line[n] == '\n');
    }
}

static void lines_fit_the_screen(void)
{
    bool utf8 = setlocale(LC_ALL, "C.UTF-8") != NULL;
    CHECK(utf8);
    if (!utf8)
        return;
    for (int c = 0; c < CATALOGUE_NB; c++)
        for (int lang = 0; lang < 2; lang++)
            for (int id = 0; id < catalogues[c].count; id++)
                if (!catalogues[c].may_be_wide((Lang)lang, id))
                    text_fits(&catalogues[c], (Lang)lang, id);
    setlocale(LC_ALL, "C");
}

int main(void)
{
    RUN(every_id_in_both_languages);
    RUN(same_arguments_in_both);
    RUN(lines_fit_the_screen);
    return check_summary();
}
