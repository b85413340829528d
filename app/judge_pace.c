/* The end-of-test choice between the test's judge and the built-in one
 * (see judge_pace.h). */
#include "app/judge_pace.h"

bool judge_too_slow(const JudgePace *p, JudgeWait *out)
{
    int cores = p->cores > 0 ? p->cores : 1;
    /* This test's own measure when there is one: its positions (long
     * games, endgames) and this machine, not the bench's. */
    double per = p->measured > 0 ? p->measured_cpu_s / p->measured : p->judge_cpu_s;
    out->judge_s = p->left > 0 ? p->left * per / cores : 0.0;
    out->builtin_s = p->positions * p->builtin_cpu_s / cores;
    return p->left > 0 && out->judge_s > out->builtin_s;
}
