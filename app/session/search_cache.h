/* The store as the analyser's cache (analysis/analyzer.h AnalyzeCache) for
 * one test's games (issue 34): a search the store keeps for a position,
 * made with the same options, is taken from it, and each search made is
 * kept there at once. The background analysis of the positions played
 * (prefetch.h) and the analysis after the last game (analysis.h) both go
 * through it, so a position is searched once whatever stops the test, and
 * the table is the one a single analysis of every position would write.
 *
 * The searches are keyed by the fingerprint of the options
 * (analyze_fingerprint) and kiryoku's version, so another judge, depth,
 * node cap or root_scores mode never reuses them. The cache has a store
 * connection of its own that drops the per-commit fsync (store.h
 * store_relax_sync): a search lost to a power cut is made again. */
#ifndef KIRYOKU_SESSION_SEARCH_CACHE_H
#define KIRYOKU_SESSION_SEARCH_CACHE_H

#include <stdbool.h>
#include <stddef.h>

#include "analysis/analyzer.h"
#include "app/store.h"

typedef struct SearchCache SearchCache;

/* For test test_id in the data directory dir, its games `games` (the ones
 * passed to analyze_games, in that order), searched with opt: loads what
 * the store keeps. NULL with a message on failure. */
SearchCache *search_cache_open(const char *dir, int64_t test_id, const StoreGame *games, int ngames,
                               const AnalyzeOptions *opt, char *err, size_t errlen);
void search_cache_close(SearchCache *c);

/* The hooks to put in AnalyzeOptions.cache; valid while c is open. */
const AnalyzeCache *search_cache_hooks(SearchCache *c);

/* Was the search of game `game` (an index into games), ply `ply` kept
 * when the cache was opened? */
bool search_cache_has(const SearchCache *c, int game, int ply, bool all);
/* How many searches of that kind it had then. */
int search_cache_count(const SearchCache *c, bool all);
/* Searches kept through it since, and those the store refused (the
 * analysis goes on: they are made again another time). */
int search_cache_kept(const SearchCache *c);
int search_cache_refused(const SearchCache *c);
/* Of the searches kept through it, how many the engine's CPU was measured
 * for (AnalyzeFound.cpu_ms; an external engine's) and their CPU in ms:
 * what the test's judge costs on this machine (app/judge_pace.h). */
void search_cache_cpu(const SearchCache *c, int *searches, long long *cpu_ms);

#endif
