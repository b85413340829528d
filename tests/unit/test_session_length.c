/* The test's length (issue 19, "adaptive length"): session_more_games, the
 * rule that decides after each result whether a game follows, and why.
 * The session's own runs through it are in test_session.c. */
#include "app/session/session.h"
#include "rating/profile.h"
#include "tests/check.h"

/* A rated result inside the profile's range with an interval `width` wide. */
static StoreResult rated(int width, int positions)
{
    StoreResult r = { .has_rating = true, .rating = 1500, .positions = positions };
    r.lo = r.rating - width / 2;
    r.hi = r.lo + width;
    return r;
}

static void narrow_ends_wide_goes_on_to_six(void)
{
    StoreResult narrow = rated(SESSION_WIDE_INTERVAL, 200), wide = rated(SESSION_WIDE_INTERVAL + 1, 200);
    /* "wider than W": exactly W is not wide */
    CHECK_INT(session_more_games(&narrow, 4, false, 0), SESSION_MORE_NONE);
    CHECK_INT(session_more_games(&wide, 4, false, 0), SESSION_MORE_WIDE);
    CHECK_INT(session_more_games(&wide, 5, false, 0), SESSION_MORE_WIDE);
    CHECK_INT(session_more_games(&wide, SESSION_WIDE_MAX_GAMES, false, 0), SESSION_MORE_NONE);
    CHECK_INT(session_more_games(&narrow, 5, false, 0), SESSION_MORE_NONE);
    StoreResult very = rated(3000, 400);
    CHECK_INT(session_more_games(&very, 6, false, 0), SESSION_MORE_NONE);
    CHECK_INT(session_more_games(&very, 7, false, 0), SESSION_MORE_NONE);
}

/* Too few positions is asked first and keeps its own limit of 8. */
static void too_few_comes_first_with_its_own_limit(void)
{
    StoreResult few = rated(2000, SESSION_ENOUGH_POSITIONS - 1);
    CHECK_INT(session_more_games(&few, 4, false, 0), SESSION_MORE_FEW);
    CHECK_INT(session_more_games(&few, SESSION_WIDE_MAX_GAMES, false, 0), SESSION_MORE_FEW);
    CHECK_INT(session_more_games(&few, SESSION_MAX_GAMES - 1, false, 0), SESSION_MORE_FEW);
    CHECK_INT(session_more_games(&few, SESSION_MAX_GAMES, false, 0), SESSION_MORE_NONE);
    StoreResult none = { .has_rating = false, .positions = 10 };
    CHECK_INT(session_more_games(&none, 4, false, 0), SESSION_MORE_FEW);
    StoreResult enough = rated(2000, SESSION_ENOUGH_POSITIONS);
    CHECK_INT(session_more_games(&enough, 4, false, 0), SESSION_MORE_WIDE);
}

/* A booth visitor is not held for a wide interval; too few still asks. */
static void kiosk_is_not_offered_games_for_width(void)
{
    StoreResult wide = rated(2000, 200), few = rated(2000, 20);
    CHECK_INT(session_more_games(&wide, 4, true, 0), SESSION_MORE_NONE);
    CHECK_INT(session_more_games(&wide, 5, true, 0), SESSION_MORE_NONE);
    CHECK_INT(session_more_games(&few, 4, true, 0), SESSION_MORE_FEW);
}

/* "below 856" / "above 2199" is shown without a range: nothing to narrow. */
static void out_of_range_is_not_offered_games(void)
{
    StoreResult below = rated(2000, 200), above = rated(2000, 200);
    below.bound = -1;
    above.bound = 1;
    CHECK_INT(session_more_games(&below, 4, false, 0), SESSION_MORE_NONE);
    CHECK_INT(session_more_games(&above, 5, false, 0), SESSION_MORE_NONE);
}

/* --games N: exactly N, whatever the result; no question. */
static void fixed_length_asks_nothing(void)
{
    StoreResult narrow = rated(400, 300), few = rated(2000, 5), wide = rated(2000, 300);
    CHECK_INT(session_more_games(&narrow, 4, false, 6), SESSION_MORE_FIXED);
    CHECK_INT(session_more_games(&narrow, 5, false, 6), SESSION_MORE_FIXED);
    CHECK_INT(session_more_games(&narrow, 6, false, 6), SESSION_MORE_NONE);
    CHECK_INT(session_more_games(&few, 6, false, 6), SESSION_MORE_NONE);
    CHECK_INT(session_more_games(&wide, 4, false, 4), SESSION_MORE_NONE);
    CHECK_INT(session_more_games(&wide, 4, true, 6), SESSION_MORE_FIXED);
    CHECK_INT(session_more_games(&narrow, SESSION_MAX_GAMES, false, SESSION_MAX_GAMES + 3), SESSION_MORE_NONE);
}

/* W has to stay above what the shipped profile's line error alone makes
 * (2 * 1.645 * rmse: no game narrows that part), or every test would be
 * offered games 5 and 6 for nothing; and the stated reason for 1000 is
 * that above it the positions' part is at least the line's (W >= sqrt(2)
 * times the line's part). A refitted profile that breaks this needs W
 * chosen again (session.h, METHOD.md "Adaptive length"). */
static void width_stays_above_the_line_error(void)
{
    Profile p;
    char err[512];
    int rc = profile_load_file(&p, "assets/profiles/" PROFILE_EMBEDDED_NAME ".profile", err, sizeof err);
    CHECK_INT(rc, 0);
    if (rc != 0)
        return;
    double line = 2 * 1.645 * p.rmse;
    if (!(line * 1.4142 <= SESSION_WIDE_INTERVAL))
        fprintf(stderr, "  the line's part is %.0f wide (rmse %.0f); W = %d\n", line, p.rmse, SESSION_WIDE_INTERVAL);
    CHECK(p.rmse > 0);
    CHECK(line < SESSION_WIDE_INTERVAL);
    CHECK(line * 1.4142 <= SESSION_WIDE_INTERVAL);
}

int main(void)
{
    RUN(narrow_ends_wide_goes_on_to_six);
    RUN(too_few_comes_first_with_its_own_limit);
    RUN(kiosk_is_not_offered_games_for_width);
    RUN(out_of_range_is_not_offered_games);
    RUN(fixed_length_asks_nothing);
    RUN(width_stays_above_the_line_error);
    return check_summary();
}
