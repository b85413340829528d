/* The message catalogue (ui/text.c): every id has an English and a
 * Japanese text, the two take the same printf arguments in the same order
 * (a mismatch would print garbage or crash in one language only), and no
 * line is wider than a page of the 80x24 screen leaves (76 columns after
 * the margin, counted as the terminal counts them: kanji are two wide). */
#include <locale.h>
#include <stdbool.h>
#include <string.h>
#include <wchar.h>

#include "tests/check.h"
#include "ui/text.h"

/* The conversions of a printf format ("%d%s%lld"), flags and widths kept. */
static void conversions(const char *fmt, char *out, size_t len)
{
    size_t n = 0;
    for (const char *p = fmt; *p; p++) {
        if (*p != '%')
            continue;
        if (p[1] == '%') {
            p++;
            continue;
        }
        const char *start = p++;
        while (*p && !strchr("diouxXeEfgGcsp", *p))
            p++;
        for (const char *q = start; q <= p && *q && n + 1 < len; q++)
            out[n++] = *q;
    }
    out[n] = '\0';
}

static void every_id_in_both_languages(void)
{
    for (int id = 0; id < TXT_COUNT; id++) {
        const char *en = ui_text(LANG_EN, (UiTextId)id), *ja = ui_text(LANG_JA, (UiTextId)id);
        if (!en[0] || !ja[0])
            fprintf(stderr, "  id %d: en '%s' ja '%s'\n", id, en, ja);
        CHECK(en[0] != '\0');
        CHECK(ja[0] != '\0');
        /* A Japanese text that is the English one means it was left out. Short
         * symbols ("-", "(y/n)", "AI") may be the same in both. */
        if (strlen(en) > 6 && !strcmp(en, ja))
            fprintf(stderr, "  id %d has no Japanese: '%s'\n", id, en);
        CHECK(strlen(en) <= 6 || strcmp(en, ja) != 0);
    }
}

static void same_arguments_in_both(void)
{
    for (int id = 0; id < TXT_COUNT; id++) {
        char a[64], b[64];
        conversions(ui_text(LANG_EN, (UiTextId)id), a, sizeof a);
        conversions(ui_text(LANG_JA, (UiTextId)id), b, sizeof b);
        if (strcmp(a, b))
            fprintf(stderr, "  id %d: en takes '%s', ja takes '%s'\n", id, a, b);
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

static void lines_fit_the_screen(void)
{
    bool utf8 = setlocale(LC_ALL, "C.UTF-8") != NULL;
    CHECK(utf8);
    if (!utf8)
        return;
    for (int lang = 0; lang < 2; lang++)
        for (int id = 0; id < TXT_COUNT; id++) {
            if (id == TXT_HELP_BODY || id == TXT_TOO_SMALL)
                continue; /* the help overlay has its own box; "too small" is shown on any width */
            const char *t = ui_text((Lang)lang, (UiTextId)id);
            for (const char *line = t; *line;) {
                size_t n = strcspn(line, "\n");
                /* Conversions grow when filled: a name or a number is allowed 12 columns. */
                int w = columns(line, n);
                if (w > 76)
                    fprintf(stderr, "  %s id %d: %d columns: %.*s\n", lang ? "ja" : "en", id, w, (int)n, line);
                CHECK(w <= 76);
                line += n + (line[n] == '\n');
            }
        }
    setlocale(LC_ALL, "C");
}

int main(void)
{
    RUN(every_id_in_both_languages);
    RUN(same_arguments_in_both);
    RUN(lines_fit_the_screen);
    return check_summary();
}
