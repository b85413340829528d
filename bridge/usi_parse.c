/* USI line parsing (see usi_parse.h). Tokens are separated by blanks; an
 * engine may send CR LF, tabs or extra spaces, all of which are tolerated. */
#include "bridge/usi_parse.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Copies the next blank-separated token of *p into tok and advances *p.
 * Returns false at the end of the line. */
static bool next_token(const char **p, char *tok, size_t len)
{
    const char *s = *p;
    while (*s && isspace((unsigned char)*s))
        s++;
    if (!*s)
        return false;
    size_t n = 0;
    while (*s && !isspace((unsigned char)*s)) {
        if (n + 1 < len)
            tok[n++] = *s;
        s++;
    }
    tok[n] = '\0';
    *p = s;
    return true;
}

static const char *skip_blanks(const char *s)
{
    while (*s && isspace((unsigned char)*s))
        s++;
    return s;
}

/* Copies s without trailing blanks (CR, spaces). */
static void copy_trimmed(const char *s, char *out, size_t len)
{
    s = skip_blanks(s);
    size_t n = strlen(s);
    while (n && isspace((unsigned char)s[n - 1]))
        n--;
    if (n >= len)
        n = len - 1;
    memcpy(out, s, n);
    out[n] = '\0';
}

UsiLineKind usi_line_kind(const char *line)
{
    const char *p = line;
    char tok[32], tok2[32];
    if (!next_token(&p, tok, sizeof tok))
        return USI_LINE_OTHER;
    if (!strcmp(tok, "usiok"))
        return USI_LINE_USIOK;
    if (!strcmp(tok, "readyok"))
        return USI_LINE_READYOK;
    if (!strcmp(tok, "info"))
        return USI_LINE_INFO;
    if (!strcmp(tok, "bestmove"))
        return USI_LINE_BESTMOVE;
    if (!strcmp(tok, "option"))
        return USI_LINE_OPTION;
    if (!strcmp(tok, "id") && next_token(&p, tok2, sizeof tok2)) {
        if (!strcmp(tok2, "name"))
            return USI_LINE_ID_NAME;
        if (!strcmp(tok2, "author"))
            return USI_LINE_ID_AUTHOR;
    }
    return USI_LINE_OTHER;
}

void usi_parse_id(const char *line, char *out, size_t len)
{
    const char *p = line;
    char tok[32];
    next_token(&p, tok, sizeof tok); /* id */
    next_token(&p, tok, sizeof tok); /* name | author */
    copy_trimmed(p, out, len);
}

bool usi_parse_option(const char *line, UsiOption *out)
{
    memset(out, 0, sizeof *out);
    const char *p = line;
    char tok[64];
    next_token(&p, tok, sizeof tok); /* option */
    if (!next_token(&p, tok, sizeof tok) || strcmp(tok, "name"))
        return false;
    /* Names may contain spaces in principle; everything up to " type ". */
    const char *name = skip_blanks(p);
    const char *type = strstr(name, " type ");
    if (!type || type == name)
        return false;
    size_t n = (size_t)(type - name);
    if (n >= sizeof out->name)
        n = sizeof out->name - 1;
    memcpy(out->name, name, n);
    out->name[n] = '\0';
    p = type + 6;
    if (!next_token(&p, out->type, sizeof out->type))
        return false;
    while (next_token(&p, tok, sizeof tok)) {
        char val[64];
        if (!strcmp(tok, "default")) {
            /* `default <empty>` and single-token defaults are all we need. */
            if (next_token(&p, val, sizeof val))
                snprintf(out->def, sizeof out->def, "%s", val);
        } else if (!strcmp(tok, "min") && next_token(&p, val, sizeof val)) {
            out->min = strtol(val, NULL, 10);
        } else if (!strcmp(tok, "max") && next_token(&p, val, sizeof val)) {
            out->max = strtol(val, NULL, 10);
        }
    }
    return true;
}

static bool parse_int(const char *s, long *out)
{
    char *end;
    long v = strtol(s, &end, 10);
    if (end == s || *end)
        return false;
    *out = v;
    return true;
}

/* Reads `score cp X` / `score mate N` (+ optional bound) after "score". */
static bool parse_score(const char **p, UsiInfo *out)
{
    char kind[16], val[32];
    if (!next_token(p, kind, sizeof kind) || !next_token(p, val, sizeof val))
        return false;
    long v;
    if (!strcmp(kind, "cp")) {
        if (!parse_int(val, &v))
            return false;
        out->score_is_mate = false;
    } else if (!strcmp(kind, "mate")) {
        /* "mate +" / "mate -": a mate of unknown length. */
        if (!strcmp(val, "+") || !strcmp(val, "-"))
            v = val[0] == '+' ? BRIDGE_MATE_UNKNOWN_PLIES : -BRIDGE_MATE_UNKNOWN_PLIES;
        else if (!parse_int(val, &v))
            return false;
        else if (v == 0 && val[0] == '-')
            v = -1; /* "mate -0": being mated now; treat as mated next ply */
        out->score_is_mate = true;
    } else {
        return false;
    }
    out->score_value = (int)v;
    out->has_score = true;
    const char *save = *p;
    char tok[16];
    if (next_token(p, tok, sizeof tok)) {
        if (!strcmp(tok, "lowerbound"))
            out->bound = BRIDGE_BOUND_LOWER;
        else if (!strcmp(tok, "upperbound"))
            out->bound = BRIDGE_BOUND_UPPER;
        else
            *p = save;
    }
    return true;
}

/* The pv runs to the end of the line; "pass" and the like are kept as text. */
static void parse_pv(const char *p, UsiInfo *out)
{
    copy_trimmed(p, out->pv, sizeof out->pv);
    const char *q = out->pv;
    char tok[16];
    if (next_token(&q, tok, sizeof tok) && usi_move_shape_ok(tok))
        usi_copy_move(out->first_move, tok);
    out->has_pv = out->first_move[0] != '\0';
}

bool usi_parse_info(const char *line, UsiInfo *out)
{
    memset(out, 0, sizeof *out);
    const char *p = line;
    char tok[32], val[32];
    next_token(&p, tok, sizeof tok); /* info */
    while (next_token(&p, tok, sizeof tok)) {
        long v;
        if (!strcmp(tok, "string"))
            break; /* free text to the end of the line */
        if (!strcmp(tok, "pv")) {
            parse_pv(p, out);
            break;
        }
        if (!strcmp(tok, "score")) {
            if (!parse_score(&p, out))
                return false;
            continue;
        }
        if (!strcmp(tok, "lowerbound")) {
            out->bound = BRIDGE_BOUND_LOWER;
            continue;
        }
        if (!strcmp(tok, "upperbound")) {
            out->bound = BRIDGE_BOUND_UPPER;
            continue;
        }
        if (!strcmp(tok, "currmove")) {
            next_token(&p, val, sizeof val);
            continue;
        }
        if (!next_token(&p, val, sizeof val) || !parse_int(val, &v))
            continue; /* an unknown key: skip its value as best we can */
        if (!strcmp(tok, "depth")) {
            out->depth = (int)v;
            out->has_depth = true;
        } else if (!strcmp(tok, "seldepth")) {
            out->seldepth = (int)v;
        } else if (!strcmp(tok, "time")) {
            out->time_ms = (int)v;
        } else if (!strcmp(tok, "nodes")) {
            out->nodes = (uint64_t)v;
        } else if (!strcmp(tok, "multipv")) {
            out->multipv = (int)v;
            out->has_multipv = true;
        }
    }
    return out->has_depth || out->has_score || out->has_pv;
}

void usi_copy_move(char dst[8], const char *src)
{
    size_t i = 0;
    for (; i < 7 && src[i]; i++)
        dst[i] = src[i];
    dst[i] = '\0';
}

bool usi_move_shape_ok(const char *t)
{
    size_t n = strlen(t);
    if (n == 4 && strchr("PLNSGBR", t[0]) && t[1] == '*')
        return t[2] >= '1' && t[2] <= '9' && t[3] >= 'a' && t[3] <= 'i';
    if (n != 4 && !(n == 5 && t[4] == '+'))
        return false;
    return t[0] >= '1' && t[0] <= '9' && t[1] >= 'a' && t[1] <= 'i' &&
           t[2] >= '1' && t[2] <= '9' && t[3] >= 'a' && t[3] <= 'i' &&
           !(t[0] == t[2] && t[1] == t[3]);
}

bool usi_parse_bestmove(const char *line, char move[8], char ponder[8])
{
    const char *p = line;
    char tok[32];
    move[0] = ponder[0] = '\0';
    next_token(&p, tok, sizeof tok); /* bestmove */
    if (!next_token(&p, tok, sizeof tok))
        return false;
    if (strcmp(tok, "resign") && strcmp(tok, "win") && !usi_move_shape_ok(tok))
        return false;
    usi_copy_move(move, tok);
    if (next_token(&p, tok, sizeof tok) && !strcmp(tok, "ponder") &&
        next_token(&p, tok, sizeof tok) && usi_move_shape_ok(tok))
        usi_copy_move(ponder, tok);
    return true;
}

int usi_info_score(const UsiInfo *info, int huge_cp)
{
    if (!info->has_score)
        return BRIDGE_SCORE_NONE;
    int v = info->score_value;
    if (info->score_is_mate) {
        if (v == 0)
            return -BRIDGE_MATE; /* mated at the root */
        if (v > BRIDGE_MATE_UNKNOWN_PLIES)
            v = BRIDGE_MATE_UNKNOWN_PLIES;
        if (v < -BRIDGE_MATE_UNKNOWN_PLIES)
            v = -BRIDGE_MATE_UNKNOWN_PLIES;
        return bridge_score_from_mate(v);
    }
    if (huge_cp > 0 && (v >= huge_cp || v <= -huge_cp))
        return bridge_score_from_mate(v > 0 ? BRIDGE_MATE_UNKNOWN_PLIES : -BRIDGE_MATE_UNKNOWN_PLIES);
    /* Keep plain cp values clear of the mate range. */
    if (v >= BRIDGE_MATE_MIN)
        v = BRIDGE_MATE_MIN - 1;
    if (v <= -BRIDGE_MATE_MIN)
        v = -BRIDGE_MATE_MIN + 1;
    return v;
}
