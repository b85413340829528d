/* Shogi Quest rating -> approximate grade band (see grade.h). */
#include "rating/grade.h"

/* Each band's published rating span [low, high]; the guide's bands 1500-1700
 * and 1700-1900 share 1700, which goes to the stronger band. */
static const struct {
    int low, high;
} bands[GRADE_COUNT] = {
    [GRADE_BEGINNER] = { -1000000, 999 },
    [GRADE_KYU5_TO_2] = { 1200, 1400 },
    [GRADE_KYU1_TO_SHODAN] = { 1500, 1699 },
    [GRADE_DAN2_TO_3] = { 1700, 1900 },
    [GRADE_DAN4_TO_5] = { 2000, 2200 },
    [GRADE_DAN6_UP] = { 2300, 1000000 },
};

void grade_of_rating(int rating, Grade *lower, Grade *upper)
{
    for (int g = 0; g < GRADE_COUNT; g++) {
        if (rating >= bands[g].low && rating <= bands[g].high) {
            *lower = *upper = (Grade)g;
            return;
        }
        if (g + 1 < GRADE_COUNT && rating > bands[g].high && rating < bands[g + 1].low) {
            *lower = (Grade)g;
            *upper = (Grade)(g + 1);
            return;
        }
    }
    *lower = *upper = GRADE_BEGINNER; /* not reached: the bands cover every int */
}
