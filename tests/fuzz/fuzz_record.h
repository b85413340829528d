/* The body shared by the KIF, KI2 and CSA reader harnesses. Any input either
 * fails with a message (and, partial or whole, whatever was read can be
 * written in every format) or reads to a game that survives a round trip
 * through its own format and through CSA with the same start and moves
 * (and through KIF and KI2 with the same variations), and can be written
 * as JKF. */
#ifndef KIRYOKU_FUZZ_RECORD_H
#define KIRYOKU_FUZZ_RECORD_H

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "shogi/record.h"

/* A broken property aborts (what libFuzzer reports); a replay tool may
 * define FUZZ_FAIL to print the reason instead. */
#ifndef FUZZ_FAIL
#define FUZZ_FAIL(why) abort()
#endif

static void fuzz_same_game(const GameRecord *a, const GameRecord *b)
{
    if (!b || strcmp(a->start_sfen, b->start_sfen) || a->move_count != b->move_count || a->end != b->end)
        FUZZ_FAIL("the round trip changed the start, the moves or the ending");
    for (int i = 0; i < a->move_count; i++)
        if (a->moves[i].move != b->moves[i].move)
            FUZZ_FAIL("the round trip changed a move");
}

/* KIF and KI2 keep variations: the same tree, line by line. */
static void fuzz_same_variations(const GameRecord *a, const GameRecord *b)
{
    if (a->variation_count != b->variation_count)
        FUZZ_FAIL("the round trip changed the number of variations");
    for (int v = 0; v < a->variation_count; v++) {
        const RecordVariation *x = &a->variations[v], *y = &b->variations[v];
        if (x->parent != y->parent || x->ply != y->ply || x->move_count != y->move_count || x->end != y->end)
            FUZZ_FAIL("the round trip changed where a variation branches, its length or its ending");
        for (int i = 0; i < x->move_count; i++)
            if (x->moves[i].move != y->moves[i].move)
                FUZZ_FAIL("the round trip changed a variation's move");
    }
}

/* Writes rec in fmt and reads it back; a written record must read cleanly. */
static void fuzz_round_trip(const GameRecord *rec, RecordFormat fmt, const char *name, int check)
{
    RecordError err;
    size_t len = 0;
    char *text = record_write_buffer(rec, fmt, REC_ENC_UTF8, &len, &err);
    if (!text)
        FUZZ_FAIL("a record that was read cannot be written");
    GameRecord *back = NULL;
    RecordReadOptions opt = { .format = fmt };
    if (record_read_buffer(text, len, name, &opt, &back, &err) < 0)
        FUZZ_FAIL(err.message);
    if (check)
        fuzz_same_game(rec, back);
    if (check && (fmt == REC_FMT_KIF || fmt == REC_FMT_KI2))
        fuzz_same_variations(rec, back);
    record_free(back);
    free(text);
}

/* JKF is written only: it must come out, or fail with a message (a tree
 * JKF cannot hold, such as variations nested past its limit). */
static void fuzz_write_jkf(const GameRecord *rec)
{
    RecordError err;
    err.message[0] = '\0';
    char *text = record_write_buffer(rec, REC_FMT_JKF, REC_ENC_UTF8, NULL, &err);
    if (!text && !err.message[0])
        FUZZ_FAIL("JKF output failed without a message");
    free(text);
}

static int fuzz_record(const uint8_t *data, size_t size, RecordFormat fmt, const char *name)
{
    GameRecord *rec = NULL;
    RecordError err;
    RecordReadOptions opt = { .format = fmt, .keep_partial = size > 0 && (data[0] & 1) };
    err.message[0] = '\0';
    int rc = record_read_buffer((const char *)data, size, name, &opt, &rec, &err);
    if (rc < 0 && !err.message[0])
        FUZZ_FAIL("an error without a message");
    if (rc < 0 && !opt.keep_partial && rec)
        FUZZ_FAIL("a record returned after an error without keep_partial");
    if (rec) {
        /* KIF and KI2 hold one game; CSA and USI lines hold the chain. */
        fuzz_round_trip(rec, REC_FMT_KIF, "rt.kifu", 1);
        fuzz_round_trip(rec, REC_FMT_KI2, "rt.ki2u", 1);
        fuzz_round_trip(rec, REC_FMT_CSA, "rt.csa", 1);
        fuzz_round_trip(rec, REC_FMT_USI, "rt.usi", 0);
        fuzz_write_jkf(rec);
    }
    record_free(rec);
    return 0;
}

#endif
