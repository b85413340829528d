/* Settai that anticipates a player who outplays its forecast (issue 36;
 * opt-in, OpponentConfig.anticipate_cp).
 *
 * Settai plays the move whose value is closest to 0 in its own search.
 * Against a player who reads deeper than that search, every reply does a
 * little better than settai foresaw, the game drifts towards the player
 * move by move, and it leaves the level band within a few moves of ply 40
 * (bench/RESULTS.md: a handful of level positions a game against
 * fairy-stockfish or gpsshogi). Against a weaker player the replies do
 * worse than foreseen, and settai gives the difference back.
 *
 * The forecast error is measurable where settai probes for the best value
 * of the position (settai_course.h): its last move was worth V1 in its own
 * search (the player's best reply included), and after the reply the best
 * value is V2, so the player gained g = V1 - V2 on the forecast. Its
 * running mean over the game, an exponential one (weight 1/4 for the
 * newest, so a few moves set it and a change of player's form shows), is
 * where settai aims instead of 0: it leaves the player a position that is
 * g better for the AI by its own reading, which the player's better reply
 * is expected to bring back to level. Only a gain counts (the target is
 * 0 or more, at most the cap): a player who errs is met as before, by
 * settai's closest move to 0. Mates and positions a bound away are left
 * out: there a centipawn difference says nothing of the reading.
 *
 * The counted positions are those before the player's moves, so with a
 * target of g they sit near -g for the player: still inside the level
 * band while the cap is well under it. */
#ifndef KIRYOKU_AI_SETTAI_ANTICIPATE_H
#define KIRYOKU_AI_SETTAI_ANTICIPATE_H

enum {
    /* From this ply (as settai's deeper thinking, settai_course.h: some
     * plies before the level positions start to count). */
    SETTAI_ANTICIPATE_FROM_PLY = 30,
    /* Forecast errors measured before the target moves from 0. */
    SETTAI_ANTICIPATE_MIN_TURNS = 3,
    /* |value| beyond this on either side: not a measurement. */
    SETTAI_ANTICIPATE_MAX_CP = 1000,
};

typedef struct {
    int cap;           /* the largest target, cp (0: off) */
    int last_value;    /* its last move's value, AI's view (BRIDGE_SCORE_NONE: none) */
    double gain;       /* the running mean of the player's gain on the forecast, cp */
    int turns;         /* forecast errors measured this game */
} SettaiAnticipate;

/* A new game, anticipating up to cap cp (0: off). */
void settai_anticipate_reset(SettaiAnticipate *a, int cap);

/* Its move was worth value (AI's view; BRIDGE_SCORE_NONE: not scored). */
void settai_anticipate_moved(SettaiAnticipate *a, int value);

/* The probe's best value at its next turn (AI's view): measures the
 * player's reply against the forecast. */
void settai_anticipate_best(SettaiAnticipate *a, int best);

/* Where its next move should aim, cp from the AI's view: 0 while off or
 * measured on fewer than SETTAI_ANTICIPATE_MIN_TURNS replies, else the
 * mean gain rounded, within [0, cap]. */
int settai_anticipate_target(const SettaiAnticipate *a);

#endif
