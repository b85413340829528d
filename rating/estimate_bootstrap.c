/* The estimate's interval: a stratified bootstrap over positions.
 *
 * What is resampled: positions within each game. Every replicate draws, for
 * each game, as many positions as that game contributed, with replacement,
 * from that game's counting positions, and maps the replicate's statistic
 * (the mean loss by default; the median, a trimmed or clipped mean, in
 * centipawns or winning chances with --stat/--unit: estimate_stat.h; the
 * move-choice likelihood's s: choice.h) to a rating through the profile.
 * The interval is the (1-level)/2 and (1+level)/2 quantiles of the
 * replicate ratings; the same quantiles of the replicate statistics are the
 * statistic's own interval, which needs no profile.
 *
 * Why within games and not whole games: a placement test has four games.
 * Resampling four games gives at most 35 distinct replicates, and the interval
 * would mostly say how unevenly the positions fell across games. Keeping each
 * game's share fixed measures what the estimate rests on: which balanced
 * positions happened to arise. It does not see game-to-game variation (a bad
 * day, a game lost on time), so it is a lower bound on the real uncertainty.
 *
 * The line's own error: even with every position known, the line maps a
 * mean loss to a rating only as well as it was fitted; the thesis measured
 * that error against real ratings as RMSE 168 (Table 5.1 B, ten people), and
 * `kiryoku calibrate` measures a profile's as its leave-one-out RMSE. So
 * each replicate's rating also draws that error, normal with SD rmse, and
 * the interval is the quantiles of these sums: the positions' uncertainty
 * and the line's, combined as independent errors are. Left out, the
 * interval covered the true rating in 33% of the accuracy pool's tests
 * (bench/ACCURACY.md). METHOD.md "The interval" has the figures.
 *
 * The generator is splitmix64 with a fixed seed, so the same tables and
 * options always give the same interval. */
#include "rating/estimate.h"

#include <math.h>
#include <stdlib.h>

static unsigned long long next_random(unsigned long long *state)
{
    unsigned long long z = (*state += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

/* Uniform in (0, 1): 53 random bits, never 0 (the logarithm below). */
static double random_open01(unsigned long long *state)
{
    return ((double)(next_random(state) >> 11) + 0.5) / 9007199254740992.0;
}

/* Standard normal (Box-Muller; one of each pair is enough here). */
static double random_normal(unsigned long long *state)
{
    double u = random_open01(state), v = random_open01(state);
    return sqrt(-2.0 * log(u)) * cos(6.283185307179586 * v);
}

/* Uniform in [0, n) without modulo bias. */
static int random_below(unsigned long long *state, int n)
{
    unsigned long long limit = ~0ULL - (~0ULL % (unsigned long long)n);
    unsigned long long x;
    do
        x = next_random(state);
    while (x >= limit);
    return (int)(x % (unsigned long long)n);
}

static double quantile(const double *sorted, int n, double q)
{
    double pos = q * (n - 1);
    int i = (int)floor(pos);
    if (i >= n - 1)
        return sorted[n - 1];
    return sorted[i] + (pos - i) * (sorted[i + 1] - sorted[i]);
}

/* The rows grouped by game: grouped[] holds the rows game after game,
 * start[g]..start[g+1] the span of the g-th game. Returns the game count. */
static int group_by_game(const Table *t, const int *rows, int n, int *grouped, int *start)
{
    int games = 0, k = 0;
    char *done = calloc(t->game_count ? t->game_count : 1, 1);
    if (!done)
        return -1;
    for (int i = 0; i < n; i++) {
        int g = t->rows[rows[i]].game;
        if (done[g])
            continue;
        done[g] = 1;
        start[games++] = k;
        for (int j = i; j < n; j++)
            if (t->rows[rows[j]].game == g)
                grouped[k++] = rows[j];
    }
    start[games] = k;
    free(done);
    return games;
}

/* Writes the quantiles of the sorted replicates, rounded down. */
static void quantiles(double *rating, int samples, double level, int *low, int *high)
{
    loss_stat_sort(rating, samples);
    *low = (int)floor(quantile(rating, samples, (1 - level) / 2));
    *high = (int)floor(quantile(rating, samples, (1 + level) / 2));
}

/* The statistic's own quantiles, not rounded. */
static void stat_quantiles(double *value, int samples, double level, double *low, double *high)
{
    loss_stat_sort(value, samples);
    *low = quantile(value, samples, (1 - level) / 2);
    *high = quantile(value, samples, (1 + level) / 2);
}

void estimate_bootstrap(const StatRows *sr, const int *rows, int n, const Profile *p, int samples,
                        unsigned long long seed, double level, double rmse, EstimateInterval *out)
{
    double value = stat_rows_value(sr, rows, n, NULL);
    out->low = out->high = out->boot_low = out->boot_high = (int)floor(profile_rating_exact(p, value));
    out->stat_low = out->stat_high = value;
    if (n <= 0 || samples <= 0)
        return;
    int *grouped = malloc(n * sizeof *grouped), *draw = malloc(n * sizeof *draw);
    int *start = malloc((n + 1) * sizeof *start);
    double *rating = malloc(samples * sizeof *rating), *with_line = malloc(samples * sizeof *with_line);
    double *stat = malloc(samples * sizeof *stat);
    int games = (grouped && draw && start && rating && with_line && stat)
                    ? group_by_game(sr->t, rows, n, grouped, start) : -1;
    if (games > 0) {
        unsigned long long state = seed, line_state = seed ^ 0x5DEECE66DULL;
        for (int s = 0; s < samples; s++) {
            int k = 0;
            for (int g = 0; g < games; g++) {
                int size = start[g + 1] - start[g];
                for (int i = 0; i < size; i++)
                    draw[k++] = grouped[start[g] + random_below(&state, size)];
            }
            stat[s] = stat_rows_value(sr, draw, n, NULL);
            rating[s] = profile_rating_exact(p, stat[s]);
            /* A generator of its own: the positions' replicates stay the
             * same whatever the line's error. */
            with_line[s] = rating[s] + (rmse > 0 ? rmse * random_normal(&line_state) : 0.0);
        }
        quantiles(rating, samples, level, &out->boot_low, &out->boot_high);
        quantiles(with_line, samples, level, &out->low, &out->high);
        stat_quantiles(stat, samples, level, &out->stat_low, &out->stat_high);
    }
    free(stat);
    free(grouped);
    free(draw);
    free(start);
    free(rating);
    free(with_line);
}
