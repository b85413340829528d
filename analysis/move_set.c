/* The moves `kiryoku analyze --moves` searches (see move_set.h). */
#include "analysis/move_set.h"

#include <ctype.h>
#include <errno.h>
#include <stdlib.h>

#include "base/error.h"

/* One ply number at *p, advancing it: -1 when there is none or it is out
 * of range. */
static long read_ply(const char **p)
{
    if (!isdigit((unsigned char)**p))
        return -1;
    errno = 0;
    char *end;
    long v = strtol(*p, &end, 10);
    if (errno || v < 1 || v > 100000)
        return -1;
    *p = end;
    return v;
}

int move_set_parse(const char *text, MoveSet *out, char *err, size_t errlen)
{
    out->count = 0;
    const char *p = text;
    for (;;) {
        const char *item = p;
        long from = read_ply(&p), to = from;
        if (from > 0 && *p == '-') {
            p++;
            to = read_ply(&p);
        }
        if (from < 0 || to < from || (*p && *p != ',')) {
            err_set(err, errlen, "bad move list '%s' at '%s': give plies and ranges such as 20-60,75", text, item);
            return -1;
        }
        if (out->count == MOVE_SET_MAX_RANGES) {
            err_set(err, errlen, "a move list has at most %d items", MOVE_SET_MAX_RANGES);
            return -1;
        }
        out->range[out->count].from = (int)from;
        out->range[out->count].to = (int)to;
        out->count++;
        if (!*p)
            return 0;
        p++;
    }
}

bool move_set_has(const MoveSet *set, int ply)
{
    if (!set)
        return true;
    for (int i = 0; i < set->count; i++)
        if (ply >= set->range[i].from && ply <= set->range[i].to)
            return true;
    return false;
}

bool move_set_needs_position(const MoveSet *set, int ply)
{
    return move_set_has(set, ply + 1) || (ply > 0 && move_set_has(set, ply));
}
