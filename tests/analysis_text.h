/* One game's analysis table as a string, for the analyser's tests: the
 * table analyze_games writes for rec (game id "g1") with options o, or
 * NULL (the message on stderr) when it fails. The caller frees it. */
#ifndef KIRYOKU_TESTS_ANALYSIS_TEXT_H
#define KIRYOKU_TESTS_ANALYSIS_TEXT_H

#include <stdio.h>
#include <stdlib.h>

#include "analysis/analyzer.h"

static inline char *test_analysis_text(const GameRecord *rec, const AnalyzeOptions *o)
{
    char *buf = NULL, err[512] = "";
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    if (!f)
        return NULL;
    AnalyzeGame g = { rec, "g1" };
    int rc = analyze_games(&g, 1, o, f, err, sizeof err);
    fclose(f);
    if (rc != 0) {
        fprintf(stderr, "  analyze: %s\n", err);
        free(buf);
        return NULL;
    }
    return buf;
}

#endif
