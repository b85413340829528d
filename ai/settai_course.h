/* When settai stops keeping the game level and plays to win (issue 36).
 *
 * Settai plays the move closest to 0, which also means it plays its best
 * whenever the player is ahead: every move is then below 0 and the closest
 * is the highest. What it never did was end a game the player has thrown
 * away: against a random mover it kept handing material back for 400-500
 * plies and declined mate in one again and again, so a beginner's four
 * games took far longer than the clock suggests and told the estimate
 * nothing more (a position the player is far behind in is not counted).
 *
 * The course: once the game has handed the player SETTAI_LEVEL_ENOUGH
 * level positions (or reached ply SETTAI_LATE_PLY, whatever it gave), the
 * AI first looks for its best move each turn (a probe: a normal search,
 * cheaper than settai's own). When the player has left it at least
 * SETTAI_HOPELESS_CP ahead for SETTAI_HOPELESS_TURNS turns in a row
 * (settai gave the game back each time and the player threw it away
 * again), or has left it a forced mate SETTAI_MATE_TURNS turns in a row,
 * settai plays to win: the strongest move, the mate when it sees one. Should the player come back (the AI's best is under half the bound),
 * it keeps the game level again.
 *
 * The course lives in the Opponent: a test resumed after a crash starts it
 * afresh (no level positions counted), and the late-ply rule still lets it
 * end a thrown game.
 *
 * Why the best value and not settai's own: with the closest-to-0 move
 * settai can nearly always give the game back (a piece left en prise), so
 * its own value says nothing of whether the player will ever take it. */
#ifndef KIRYOKU_AI_SETTAI_COURSE_H
#define KIRYOKU_AI_SETTAI_COURSE_H

#include <stdbool.h>

enum {
    SETTAI_LEVEL_CP = 200,      /* the estimate's level band (METHOD.md): |value| <= this */
    SETTAI_LEVEL_FROM_PLY = 40, /* ... counted from this ply, as the thesis counts */
    /* 1000 cp is a winning chance of 84% on the 600 cp logistic scale:
     * the closest-to-0 move cannot give the player a game any more. */
    SETTAI_HOPELESS_CP = 1000,
    SETTAI_HOPELESS_TURNS = 6,  /* 12 plies: one blunder is not a thrown game */
    /* A forced mate is hopeless for sure; settai's give-backs between the
     * mates used to let games of weak players run to the move limit. */
    SETTAI_MATE_TURNS = 3,
    /* Level positions a game should give (a test needs ~50 in 4 games)
     * before the AI may end it ... */
    SETTAI_LEVEL_ENOUGH = 15,
    /* ... unless the game is this long already: a player who throws every
     * position away gets few level ones however long the game lasts. */
    SETTAI_LATE_PLY = 100,
    /* Thinking deeper (OpponentConfig.think_depth): from this ply, soon
     * after the opening, since a strong player had left settai more than
     * 200 cp behind by ply 35-38 in half the games (median) when the deeper
     * search began at ply 30, and from ply 10 settai kept more level
     * positions against five strong opponents (bench/RESULTS.md). Not
     * from ply 1: in placement tests of the three strongest pool players
     * that left them no early lead, but counted 41 fewer positions a test
     * [-80, -2] (bench/RESULTS.md, "Settai's first plies") ... */
    SETTAI_THINK_FROM_PLY = 10,
    /* ... to this many plies past its depth cap by default (kiryoku test,
     * kiryoku play; 0 plies would be off): 9 for the default cap of 5.
     * At 300 ms a move, 20 games each, depth 9 (5 s at most) kept 11.7
     * level positions a game against fairy-stockfish where 7 kept 3.9, and
     * 8.9 against gpsshogi as 7 did; uncapped, 9 and 11 kept 12.4 and 11.3
     * there, 11 for two and a half times 9's clock (bench/RESULTS.md) ... */
    SETTAI_THINK_EXTRA_PLIES = 4,
    /* ... for at most this long a turn (OpponentConfig.think_ms), within
     * the clock's budget: a person waits for each of these turns, and the
     * budget early in a 10-minute game is some 15 s (depth 9 took up to 22
     * s uncapped; 2% of its turns took 5 s or more). */
    SETTAI_THINK_MS = 5000,
    /* ... and at most this many nodes (OpponentConfig.think_nodes),
     * whichever comes first. A wall-clock cap alone made settai, and so
     * the ratings its games give, depend on the machine and its load: the
     * same placement test at load 4-5 instead of 8-9 counted 63 positions
     * instead of 165, and depth 9 against 7 moved the statistic by 2% a
     * move (bench/RESULTS.md). At 1.5 M nodes (some 3.5 s at the engine's
     * 420 k nodes/s here) the nodes bind first wherever the engine
     * searches 300 k nodes/s or more, so settai reads the same there as on
     * the machine the profile was fitted on, and reads as deep as the 5 s
     * cap let it: of 384 deeper turns against two strong engines, 6 took
     * more than 1.5 M nodes and 5 reached 5 s (1.66-1.86 M nodes; bench/
     * RESULTS.md, "Settai's node cap"). */
    SETTAI_THINK_NODES = 1500000,
    /* ... when its last move left the game level, or moved the value by
     * this much from the move before (drifting) while still short of
     * hopeless: then a deeper reading can keep or bring back a level game;
     * a game already lost or won gains nothing from it. */
    SETTAI_DRIFT_CP = 100,
};

typedef struct {
    int hopeless_turns;  /* probed turns in a row whose best move was >= the bound */
    int mate_turns;      /* probed turns in a row whose best move mates */
    int level_given;     /* AI moves from ply 40 that left the player a level position */
    bool winning;        /* playing to win */
    int last_value;      /* the value of its last scored move (BRIDGE_SCORE_NONE: none yet) */
    int prev_value;      /* ... and of the one before */
} SettaiCourse;

/* A new game. */
void settai_course_reset(SettaiCourse *c);

/* Should the AI probe for its best move before its turn at game ply `ply`
 * (plies played before it)? Not while winning: its move is the best then. */
bool settai_course_probe_wanted(const SettaiCourse *c, int ply);

/* The probe's best value at ply `ply` (the AI's view; the bridge's mate
 * encoding counts as far ahead). May turn the course to winning. */
void settai_course_best(SettaiCourse *c, int ply, int best);

/* After an AI move at ply `ply` worth `value` (BRIDGE_SCORE_NONE for a
 * book move, which changes nothing): counts the level positions it gave;
 * while winning, a value under half the bound makes it level again. */
void settai_course_moved(SettaiCourse *c, int ply, int value);

/* Should the next move be the strongest rather than the closest to 0? */
bool settai_course_winning(const SettaiCourse *c);

/* Is the game at ply `ply` worth a deeper search (think_depth)? From
 * from_ply (SETTAI_THINK_FROM_PLY by default), not while winning, when its
 * last move left the game level (|value| <= SETTAI_LEVEL_CP) or drifting
 * (it moved by SETTAI_DRIFT_CP or more from the move before, and neither is
 * a mate or SETTAI_HOPELESS_CP away from level). */
bool settai_course_think_deeper(const SettaiCourse *c, int ply, int from_ply);

/* The think depth settai gets by default for a depth cap of max_depth
 * (OpponentConfig.think_depth): the cap plus SETTAI_THINK_EXTRA_PLIES. */
int settai_default_think_depth(int max_depth);

#endif
