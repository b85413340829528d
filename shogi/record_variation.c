/* Lines of a record: the main line and its variations (変化), with one set
 * of operations for both, so that readers append to whichever line they
 * are reading and writers walk every line the same way. */
#include "shogi/record_internal.h"

#include <stdlib.h>

static bool line_valid(const GameRecord *rec, int line)
{
    return line == REC_MAIN_LINE || (line >= 0 && line < rec->variation_count);
}

int record_line_length(const GameRecord *rec, int line)
{
    if (!line_valid(rec, line))
        return 0;
    return line == REC_MAIN_LINE ? rec->move_count : rec->variations[line].move_count;
}

int record_line_first_ply(const GameRecord *rec, int line)
{
    return line_valid(rec, line) && line != REC_MAIN_LINE ? rec->variations[line].ply : 1;
}

const RecordMove *record_line_moves(const GameRecord *rec, int line)
{
    if (!line_valid(rec, line))
        return NULL;
    return line == REC_MAIN_LINE ? rec->moves : rec->variations[line].moves;
}

EndKind record_line_end(const GameRecord *rec, int line, Color *side)
{
    if (!line_valid(rec, line))
        return END_NONE;
    if (side)
        *side = line == REC_MAIN_LINE ? rec->end_side : rec->variations[line].end_side;
    return line == REC_MAIN_LINE ? rec->end : rec->variations[line].end;
}

void record_line_set_end(GameRecord *rec, int line, EndKind end, Color side)
{
    if (line == REC_MAIN_LINE) {
        record_set_end(rec, end, side);
    } else if (line_valid(rec, line)) {
        rec->variations[line].end = end;
        rec->variations[line].end_side = side;
    }
}

int record_line_append(GameRecord *rec, int line, Move m, int time_ms, const char *comment)
{
    if (line == REC_MAIN_LINE)
        return record_append_move(rec, m, time_ms, comment);
    if (!line_valid(rec, line))
        return -1;
    RecordVariation *v = &rec->variations[line];
    if (v->ply + v->move_count > RECORD_MAX_PLIES)
        return -1;
    if (v->move_count == v->move_cap) {
        int cap = v->move_cap ? v->move_cap * 2 : 16;
        RecordMove *grown = realloc(v->moves, (size_t)cap * sizeof *grown);
        if (!grown)
            return -1;
        v->moves = grown;
        v->move_cap = cap;
    }
    RecordMove *rm = &v->moves[v->move_count++];
    rm->move = m;
    rm->time_ms = time_ms < 0 ? -1 : time_ms;
    rm->comment = comment ? text_dup(comment) : NULL;
    return 0;
}

void record_line_add_comment(GameRecord *rec, int line, const char *s, size_t n)
{
    if (line == REC_MAIN_LINE) {
        record_add_comment(rec, s, n);
        return;
    }
    if (!line_valid(rec, line))
        return;
    RecordVariation *v = &rec->variations[line];
    if (v->end != END_NONE)
        text_append_line(&v->end_comment, s, n);
    else if (v->move_count == 0)
        text_append_line(&v->comment, s, n);
    else
        text_append_line(&v->moves[v->move_count - 1].comment, s, n);
}

int record_add_variation(GameRecord *rec, int ply)
{
    if (ply < 1 || ply > RECORD_MAX_PLIES)
        return -1;
    int line = rec->variation_count - 1; /* the line read last; -1 is the main line */
    while (line != REC_MAIN_LINE && ply < rec->variations[line].ply)
        line = rec->variations[line].parent;
    if (ply > record_line_first_ply(rec, line) + record_line_length(rec, line))
        return -1;
    if (rec->variation_count == rec->variation_cap) {
        int cap = rec->variation_cap ? rec->variation_cap * 2 : 4;
        RecordVariation *grown = realloc(rec->variations, (size_t)cap * sizeof *grown);
        if (!grown)
            return -1;
        rec->variations = grown;
        rec->variation_cap = cap;
    }
    rec->variations[rec->variation_count] = (RecordVariation){ .parent = line, .ply = ply };
    return rec->variation_count++;
}

int record_path_begin(LinePath *p, const GameRecord *rec, int line)
{
    *p = (LinePath){ .rec = rec };
    if (!line_valid(rec, line))
        return -1;
    int depth = 1;
    for (int l = line; l != REC_MAIN_LINE; l = rec->variations[l].parent)
        depth++;
    p->chain = malloc((size_t)depth * sizeof *p->chain);
    if (!p->chain)
        return -1;
    p->depth = depth;
    int i = depth; /* main line first; first plies never decrease along the chain */
    for (int l = line;; l = rec->variations[l].parent) {
        p->chain[--i] = l;
        if (l == REC_MAIN_LINE)
            break;
    }
    return 0;
}

const RecordMove *record_path_next(LinePath *p)
{
    if (!p->chain)
        return NULL;
    int k = ++p->ply;
    while (p->at + 1 < p->depth && record_line_first_ply(p->rec, p->chain[p->at + 1]) <= k)
        p->at++; /* the deepest line that has started owns ply k */
    int owner = p->chain[p->at], i = k - record_line_first_ply(p->rec, owner);
    if (i >= record_line_length(p->rec, owner))
        return NULL;
    return &record_line_moves(p->rec, owner)[i];
}

void record_path_end(LinePath *p)
{
    free(p->chain);
    p->chain = NULL;
}

int record_line_position(const GameRecord *rec, int line, int ply, Position *pos)
{
    char why[160];
    LinePath path;
    if (ply < 0 || pos_set_sfen(pos, rec->start_sfen, why, sizeof why) < 0 || record_path_begin(&path, rec, line) < 0)
        return -1;
    int rc = 0;
    for (int k = 1; rc == 0 && k <= ply; k++) {
        const RecordMove *rm = record_path_next(&path);
        if (!rm || pos_illegal_reason(pos, rm->move))
            rc = -1;
        else
            pos_do_move(pos, rm->move);
    }
    record_path_end(&path);
    return rc;
}

bool record_line_branches_at(const GameRecord *rec, int line, int ply)
{
    for (int i = 0; i < rec->variation_count; i++)
        if (rec->variations[i].parent == line && rec->variations[i].ply == ply)
            return true;
    return false;
}

void record_free_variations(GameRecord *rec)
{
    for (int i = 0; i < rec->variation_count; i++) {
        RecordVariation *v = &rec->variations[i];
        for (int k = 0; k < v->move_count; k++)
            free(v->moves[k].comment);
        free(v->moves);
        free(v->comment);
        free(v->end_comment);
    }
    free(rec->variations);
    rec->variations = NULL;
    rec->variation_count = rec->variation_cap = 0;
}
