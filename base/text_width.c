/* Padding and wrapping by columns (see text_width.h). */
#include "base/text_width.h"

#include <stdbool.h>
#include <string.h>

#include "base/utf8.h"

/* The character at s (n bytes left): its length in bytes (1 for a
 * malformed byte), and its columns in *cols. */
static size_t next_char(const char *s, size_t n, int *cols)
{
    const char *p = s;
    *cols = utf8_cp_width(utf8_next(&p, s + n));
    return (size_t)(p - s);
}

void text_print_padded(FILE *f, const char *s, int width)
{
    int cols = 0;
    size_t i = 0, n = strlen(s);
    while (i < n) {
        int w;
        size_t len = next_char(s + i, n - i, &w);
        if (cols + w > width)
            break;
        cols += w;
        i += len;
    }
    fwrite(s, 1, i, f);
    for (; cols < width; cols++)
        fputc(' ', f);
}

/* The end of a wrapped line of s (n bytes to its newline) cut at `end`:
 * sets *next past the spaces (and the newline) that follow and returns the
 * line's length without its trailing spaces. */
static size_t line_end(const char *s, size_t n, size_t end, const char **next)
{
    int w;
    if (end == 0 && n > 0) /* one character wider than the line: take it anyway */
        end = next_char(s, n, &w);
    const char *p = s + end;
    while (*p == ' ')
        p++;
    if (*p == '\n' && end == n)
        p++;
    *next = p;
    while (end > 0 && s[end - 1] == ' ')
        end--;
    return end;
}

size_t text_wrap_line(const char *s, int width, const char **next)
{
    size_t i = 0, last_space = 0, n = strcspn(s, "\n");
    int cols = 0, have_space = 0, w;
    while (i < n) {
        size_t len = next_char(s + i, n - i, &w);
        if (cols + w > width)
            break;
        if (s[i] == ' ') {
            last_space = i;
            have_space = 1;
        }
        cols += w;
        i += len;
    }
    return line_end(s, n, i < n && have_space && last_space > 0 ? last_space : i, next);
}

/* Whether a line may end before the character at s + at: Japanese breaks
 * between any two characters when one of them is wide, except before
 * closing punctuation or after opening; a Latin word or a number stays
 * whole, and a space breaks as in English. */
static bool may_break_before(const char *s, size_t at, int wide_before, int wide_here)
{
    static const char *const no_start[] = { "、", "。", "」", "』", "）", ")", ",", ":", "・", "ー", NULL };
    static const char *const no_end[] = { "「", "『", "（", "(", NULL };
    if (s[at] == ' ')
        return at > 0;
    if (!at || s[at - 1] == ' ' || (!wide_before && !wide_here))
        return false;
    for (int i = 0; no_start[i]; i++)
        if (!strncmp(s + at, no_start[i], strlen(no_start[i])))
            return false;
    for (int i = 0; no_end[i]; i++) {
        size_t n = strlen(no_end[i]);
        if (at >= n && !strncmp(s + at - n, no_end[i], n))
            return false;
    }
    return true;
}

/* text_wrap_line's contract, with may_break_before's breaks. */
static size_t wrap_mixed(const char *s, int width, const char **next)
{
    size_t i = 0, brk = 0, n = strcspn(s, "\n");
    int cols = 0, wide_before = 0, w;
    while (i < n) {
        size_t len = next_char(s + i, n - i, &w);
        if (may_break_before(s, i, wide_before, w == 2))
            brk = i;
        if (cols + w > width)
            break;
        cols += w;
        wide_before = w == 2;
        i += len;
    }
    return line_end(s, n, i < n && brk > 0 ? brk : i, next);
}

void text_print_wrapped(FILE *f, const char *text, int width, const char *indent)
{
    int inner = width - utf8_width(indent);
    while (*text) {
        size_t n = strcspn(text, "\n");
        const char *next = text + n + (text[n] == '\n');
        if (utf8_width_n(text, n) <= width) {
            fprintf(f, "%.*s\n", (int)n, text);
        } else {
            const char *rest;
            size_t len = wrap_mixed(text, width, &rest);
            fprintf(f, "%.*s\n", (int)len, text);
            while (rest < next && *rest && *rest != '\n') {
                const char *line = rest;
                len = wrap_mixed(line, inner > 0 ? inner : 1, &rest);
                fprintf(f, "%s%.*s\n", indent, (int)len, line);
            }
        }
        text = next;
    }
}
