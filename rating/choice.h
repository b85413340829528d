/* The move-choice likelihood (issue 19), after Regan & Haworth's intrinsic
 * performance ratings in chess: the chance that a player picks a move
 * falls with what the move loses against the engine's best, at a rate
 * that is the player's own:
 *
 *     P(move i) = exp(-(delta_i / s)^c) / sum_j exp(-(delta_j / s)^c)
 *
 * delta_i = best score - move i's score (cp, >= 0, capped at CHOICE_CAP_CP),
 * over every legal move j of the position (the root_scores column). s, the
 * sensitivity in centipawns, is small for a player who rarely strays from
 * the best moves and large for one who picks nearly at random; it is fitted
 * per player by maximum likelihood over the player's counted moves. c is
 * fixed (METHOD.md "Move-choice likelihood" says why).
 *
 * With beta = s^-c the log-likelihood is
 *     sum_i [ -beta x_i* - log sum_j exp(-beta x_ij) ],   x = delta^c,
 * a linear term minus a log-sum-exp of linear terms: concave in beta, so
 * the maximum is unique and its score equation, sum_i (E_beta[x_i] - x_i*)
 * = 0, falls monotonically in beta. choice_fit solves it by Newton's method
 * on log beta, kept inside a bracket by bisection, within [CHOICE_S_MIN,
 * CHOICE_S_MAX]. A player who always plays the best move has no finite
 * maximum (s -> 0) and gets CHOICE_S_MIN; one whose moves are worse than a
 * random pick's gets CHOICE_S_MAX. */
#ifndef KIRYOKU_CHOICE_H
#define KIRYOKU_CHOICE_H

/* The cap on a move's delta. From a level position (|eval_before| <= 200,
 * the counted ones) a move that loses 2000 cp leaves the mover at -1800 or
 * worse: a winning chance under 5% on the 600-cp logistic, a decided game.
 * Beyond that the number says more about how the search counts material in
 * a lost position than about the choice, and without a cap a single move
 * that allows mate (delta "infinite") would set s alone: with c = 1 a move's
 * weight in the log-likelihood is delta / s, so the cap bounds any one move's
 * pull. */
#define CHOICE_CAP_CP 2000.0

/* c, the shape of the fall (Regan & Haworth's "consistency"): 1 makes the
 * model the multinomial logit (a Boltzmann choice with temperature s). */
#define CHOICE_C_DEFAULT 1.0

/* The range s is fitted in, in centipawns: below 1 cp every move but the
 * best has no chance at all; at 100000 cp, fifty times the cap, every move
 * is as likely as any other. */
#define CHOICE_S_MIN 1.0
#define CHOICE_S_MAX 100000.0

/* A score as a number for the deltas: centipawns, or a mate beyond any
 * centipawn score (a faster mate for the mover is higher). */
#define CHOICE_MATE_CP 1000000.0

/* The unit the deltas are read in: centipawns (the default), or points of
 * winning chance, 100 * (p(best) - p(move)) with p = 1/(1+exp(-cp/600))
 * and a mate for the mover at p = 1 (issue 35: the likelihood over every
 * move, where a decided position's centipawns say little; the scale is
 * bounded, so no cap is needed beyond its 100). The range of s follows:
 * in points it runs from 0.01 (1/100 of a centipawn's range, so that no
 * player a table can show meets it) to 5000, fifty times the scale's
 * width, as the centipawn range is fifty times its cap. */
typedef struct {
    double cap;        /* the largest delta counted */
    double s_min, s_max;
    int winprob;       /* 1: points of winning chance, 0: centipawns */
} ChoiceScale;

extern const ChoiceScale CHOICE_SCALE_CP;
extern const ChoiceScale CHOICE_SCALE_WINPROB;

/* The winning chance of a score for the mover, in points (0..100). */
double choice_winprob_points(double cp);

typedef struct {
    const double *x;   /* per legal move: min(delta, cap)^c (ChoiceScale) */
    int count;         /* legal moves scored; 0: the position has no data */
    int played;        /* the index in x of the move played */
} ChoicePosition;

typedef struct {
    double s;          /* the fitted sensitivity, cp */
    double loglik;     /* the mean log-likelihood per move at s */
    double uniform;    /* the same for a pick at random: mean -log(count) */
    int bound;         /* -1: s is CHOICE_S_MIN, +1: CHOICE_S_MAX, 0: inside */
} ChoiceFit;

/* x for a delta in cp: min(delta, CHOICE_CAP_CP)^c (a negative delta is 0). */
double choice_cost(double delta, double c);

/* The same for a delta in the scale's unit, capped at its cap. */
double choice_cost_in(double delta, double c, const ChoiceScale *scale);

/* The mean log-likelihood per move of pos[0..n) at sensitivity s. */
double choice_loglik(const ChoicePosition *pos, int n, double c, double s);

/* Fits s by maximum likelihood over pos[0..n) (n > 0); start is a guess
 * (0: none) that only makes it faster. Returns 0, or -1 when n <= 0. */
int choice_fit(const ChoicePosition *pos, int n, double c, double start, ChoiceFit *out);

/* s alone (n > 0; *bound as ChoiceFit's), for the bootstrap's replicates,
 * which need no likelihood: it saves a pass over every move. */
double choice_fit_s(const ChoicePosition *pos, int n, double c, double start, int *bound);

/* choice_fit and choice_fit_s with s inside the scale's range (the two
 * above: CHOICE_SCALE_CP's). */
int choice_fit_in(const ChoicePosition *pos, int n, double c, double start, const ChoiceScale *scale,
                  ChoiceFit *out);
double choice_fit_s_in(const ChoicePosition *pos, int n, double c, double start, const ChoiceScale *scale,
                       int *bound);

#endif
