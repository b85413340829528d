/* An approximate amateur grade (kyu/dan) for a Shogi Quest rating.
 *
 * Shogi Quest publishes no official table from its rating to kyu/dan. The
 * bands here are the published guide of Ono, a Japan Shogi Association
 * instructor (shogi-shiroishi.jp, 2026-02-17, "将棋クエストのレートについて";
 * METHOD.md "An approximate grade" cites it):
 *
 *   below 1000   beginner          1200-1400   5 to 2 kyu
 *   1500-1700    1 kyu to shodan   1700-1900   2 to 3 dan
 *   2000-2200    4 to 5 dan        2300 and up 6 dan and up
 *
 * The guide leaves gaps between its bands (1000-1200, 1400-1500,
 * 1900-2000, 2200-2300); a rating there lies between two bands, and both
 * are named rather than inventing a border. */
#ifndef KIRYOKU_RATING_GRADE_H
#define KIRYOKU_RATING_GRADE_H

typedef enum {
    GRADE_BEGINNER, GRADE_KYU5_TO_2, GRADE_KYU1_TO_SHODAN, GRADE_DAN2_TO_3,
    GRADE_DAN4_TO_5, GRADE_DAN6_UP, GRADE_COUNT
} Grade;

/* The band holding `rating` (*lower == *upper), or the two bands around the
 * gap that holds it (*lower the weaker). */
void grade_of_rating(int rating, Grade *lower, Grade *upper);

#endif
