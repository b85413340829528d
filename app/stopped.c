/* Noticing that the program was stopped and has continued (see stopped.h). */
#include "app/stopped.h"

#include <signal.h>
#include <stdatomic.h>
#include <string.h>

static atomic_bool continued;
static atomic_flag installed = ATOMIC_FLAG_INIT;

static void on_continue(int sig)
{
    (void)sig;
    atomic_store(&continued, true);
}

void stopped_watch(void)
{
    if (atomic_flag_test_and_set(&installed))
        return;
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_continue;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART; /* the poll or read it interrupts goes on */
    sigaction(SIGCONT, &sa, NULL);
}

void stopped_skip(Clock *c, int64_t *last_elapsed, int wait_ms)
{
    int64_t now = clock_turn_elapsed(c);
    /* Whether the program continued since the last call: once per continue. */
    if (atomic_exchange(&continued, false) && now - *last_elapsed > wait_ms)
        clock_skip(c, now - *last_elapsed - wait_ms);
    *last_elapsed = clock_turn_elapsed(c);
}
