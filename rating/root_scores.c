/* The root_scores cell (root_scores.h). rating/ does not include shogi/, so
 * a move is checked by its spelling, not against the position. */
#include "rating/root_scores.h"

#include <stdio.h>
#include <string.h>

static int is_file(char c) { return c >= '1' && c <= '9'; }
static int is_rank(char c) { return c >= 'a' && c <= 'i'; }

int root_scores_is_usi_move(const char *s)
{
    size_t n = strlen(s);
    if (n == 4 && s[1] == '*')
        return s[0] && strchr("PLNSGBR", s[0]) && is_file(s[2]) && is_rank(s[3]);
    if (n != 4 && !(n == 5 && s[4] == '+'))
        return 0;
    return is_file(s[0]) && is_rank(s[1]) && is_file(s[2]) && is_rank(s[3]);
}

int root_scores_find(const RootScore *entries, int n, const char *move)
{
    for (int i = 0; i < n; i++)
        if (!strcmp(entries[i].move, move))
            return i;
    return -1;
}

/* One "move:score" entry (NUL-terminated, at most 63 characters) into e. */
static int parse_entry(const char *text, int k, RootScore *e, char *err, size_t errlen)
{
    const char *colon = strchr(text, ':');
    if (!*text)
        return snprintf(err, errlen, "entry %d is empty (entries are move:score, comma-separated)", k), -1;
    if (!colon)
        return snprintf(err, errlen, "entry %d '%s' has no ':' between the move and its score", k, text), -1;
    size_t n = (size_t)(colon - text);
    if (n >= sizeof e->move)
        return snprintf(err, errlen, "entry %d '%s': '%.*s' is not a USI move", k, text, (int)n, text), -1;
    memcpy(e->move, text, n);
    e->move[n] = '\0';
    if (!root_scores_is_usi_move(e->move))
        return snprintf(err, errlen, "entry %d '%s': '%s' is not a USI move", k, text, e->move), -1;
    if (table_parse_score(colon + 1, &e->score))
        return snprintf(err, errlen, "entry %d '%s': '%s' is not a score (centipawns, or mate+N / "
                        "mate-N)", k, text, colon + 1), -1;
    return 0;
}

int root_scores_parse(const char *cell, RootScore *out, int max, char *err, size_t errlen)
{
    int n = 0;
    if (!*cell)
        return 0;
    for (const char *p = cell;; n++) {
        size_t len = strcspn(p, ",");
        char entry[64];
        if (n == max)
            return snprintf(err, errlen, "more than %d entries", max), -1;
        if (len >= sizeof entry)
            return snprintf(err, errlen, "entry %d '%.20s...' is too long for move:score", n + 1, p), -1;
        memcpy(entry, p, len);
        entry[len] = '\0';
        if (parse_entry(entry, n + 1, &out[n], err, errlen))
            return -1;
        if (root_scores_find(out, n, out[n].move) >= 0)
            return snprintf(err, errlen, "entry %d: move %s is listed twice", n + 1, out[n].move), -1;
        if (!p[len])
            return n + 1;
        p += len + 1;
    }
}
