/* English left in a Japanese text (issue 38: every text a player or an
 * organiser reads exists in Japanese): the rule the tests of the Japanese
 * estimate and report hold them to, and the 80 columns they must fit. */
#ifndef KIRYOKU_TESTS_JAPANESE_H
#define KIRYOKU_TESTS_JAPANESE_H

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/utf8.h"
#include "tests/check.h"

/* What Japanese writes in Latin letters here: the interval's abbreviation,
 * the unit of winning chances, the table's column names and the thesis's
 * author (Baba 2019). Shorter runs (cp, ms, s, c) pass anyway. */
static const char *const japanese_latin_ok[] = { "RMSE", "winprob", "root_scores", "root_depth", "Baba", NULL };

/* Joins wrapped lines: a line break and the indent after it become one
 * space, so a name wrapped at one of its spaces reads whole again. */
static inline void japanese_unwrap(char *text)
{
    char *to = text;
    for (const char *p = text; *p;) {
        if (*p == '\n') {
            while (*++p == ' ')
                ;
            *to++ = ' ';
        } else {
            *to++ = *p++;
        }
    }
    *to = '\0';
}

/* Blanks every occurrence of each data string in text: the names, engines,
 * paths and profile texts the estimate was given are the organiser's own,
 * in whatever language they were written. */
static inline void japanese_blank_data(char *text, const char *const *data)
{
    for (int i = 0; data[i]; i++)
        for (char *at = data[i][0] ? strstr(text, data[i]) : NULL; at; at = strstr(at, data[i]))
            memset(at, ' ', strlen(data[i]));
}

static inline bool japanese_latin_allowed(const char *word, size_t n)
{
    for (int i = 0; japanese_latin_ok[i]; i++)
        if (strlen(japanese_latin_ok[i]) == n && !strncmp(japanese_latin_ok[i], word, n))
            return true;
    return false;
}

static inline bool japanese_is_latin(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || c == '_'; }

/* The first English word of text, or "" when there is none: a run of four
 * or more ASCII letters (underscores joined) that is none of the data,
 * not inside '...' (a name, a file's syntax or a command to type, quoted
 * as they are), not an option (--stat) and not in japanese_latin_ok. */
static inline void japanese_english_word(const char *text, const char *const *data, char *word, size_t len)
{
    char *copy = strdup(text);
    japanese_unwrap(copy);
    japanese_blank_data(copy, data);
    word[0] = '\0';
    for (const char *p = copy; *p && !word[0];) {
        if (*p == '\'' && (p == copy || !japanese_is_latin(p[-1]))) {
            const char *close = strchr(p + 1, '\'');
            p = close ? close + 1 : p + 1;
        } else if (p[0] == '-' && p[1] == '-') {
            for (p += 2; japanese_is_latin(*p) || *p == '-'; p++)
                ;
        } else if (japanese_is_latin(*p)) {
            const char *start = p;
            while (japanese_is_latin(*p))
                p++;
            size_t n = (size_t)(p - start), letters = 0;
            for (const char *q = start; q < p; q++)
                letters += *q != '_';
            if (letters >= 4 && !japanese_latin_allowed(start, n))
                snprintf(word, len, "%.*s", (int)n, start);
        } else {
            p++;
        }
    }
    free(copy);
}

/* No English word and no line wider than 80 columns; says which. */
static inline void japanese_check(const char *what, const char *text, const char *const *data)
{
    char word[64];
    japanese_english_word(text, data, word, sizeof word);
    if (word[0])
        fprintf(stderr, "  %s: English word '%s' in:\n%s\n", what, word, text);
    CHECK_STR(word, "");
    for (const char *line = text; *line;) {
        size_t n = strcspn(line, "\n");
        int w = utf8_width_n(line, n);
        if (w > 80)
            fprintf(stderr, "  %s: %d columns: %.*s\n", what, w, (int)n, line);
        CHECK(w <= 80);
        line += n + (line[n] == '\n');
    }
    CHECK(utf8_valid(text, strlen(text)));
}

#endif
