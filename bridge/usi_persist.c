/* Setting back the options an engine keeps beyond its process.
 *
 * gpsusi writes all its options to gpsusi.conf in its data directory on
 * every `setoption` and announces the saved values as its defaults at the
 * next start (seen with Debian's gpsshogi package). Left alone, what kiryoku sets
 * (no book, one thread, a MultiPVWidth of 1000 for analysis) would become
 * the defaults of the user's own GUI. So the values announced by the first
 * instance of a command in this process are remembered, every option
 * kiryoku sets is noted, and the last instance of that command to close
 * sets those options back to the announced values before it quits. For an
 * engine that keeps nothing this is a few harmless `setoption`s.
 *
 * Limits: only single-word values (spin, check, combo) are set back; an
 * engine that crashed is past reaching; two kiryoku processes running the
 * same engine at once each restore what they saw at their start, so the
 * later one may leave the earlier one's settings behind. */
#include "bridge/usi_engine.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct UsiPersisted {
    char command[512];
    int users;
    int count;
    struct {
        char name[64], value[64];
        bool touched;
    } opts[USI_MAX_OPTIONS];
    struct UsiPersisted *next;
};

static pthread_mutex_t persist_lock = PTHREAD_MUTEX_INITIALIZER;
static UsiPersisted *persisted;

static bool restorable(const UsiOption *o)
{
    return o->def[0] && (!strcmp(o->type, "spin") || !strcmp(o->type, "check") || !strcmp(o->type, "combo"));
}

void usi_persist_join(UsiEngine *u)
{
    pthread_mutex_lock(&persist_lock);
    UsiPersisted *p = persisted;
    while (p && strcmp(p->command, u->command))
        p = p->next;
    if (!p && (p = calloc(1, sizeof *p)) != NULL) {
        snprintf(p->command, sizeof p->command, "%s", u->command);
        for (int i = 0; i < u->option_count; i++) {
            if (!restorable(&u->options[i]))
                continue;
            snprintf(p->opts[p->count].name, sizeof p->opts[0].name, "%s", u->options[i].name);
            snprintf(p->opts[p->count].value, sizeof p->opts[0].value, "%s", u->options[i].def);
            p->count++;
        }
        p->next = persisted;
        persisted = p;
    }
    if (p)
        p->users++;
    u->persisted = p;
    pthread_mutex_unlock(&persist_lock);
}

void usi_persist_note(UsiEngine *u, const char *name)
{
    if (!u->persisted)
        return;
    pthread_mutex_lock(&persist_lock);
    for (int i = 0; i < u->persisted->count; i++)
        if (!strcmp(u->persisted->opts[i].name, name))
            u->persisted->opts[i].touched = true;
    pthread_mutex_unlock(&persist_lock);
}

void usi_persist_leave(UsiEngine *u)
{
    UsiPersisted *p = u->persisted;
    if (!p)
        return;
    u->persisted = NULL;
    pthread_mutex_lock(&persist_lock);
    if (--p->users == 0) {
        for (int i = 0; i < p->count && u->running; i++) {
            if (!p->opts[i].touched)
                continue;
            char line[256];
            snprintf(line, sizeof line, "setoption name %s value %s", p->opts[i].name, p->opts[i].value);
            usi_proc_send(&u->proc, line);
        }
        UsiPersisted **link = &persisted;
        while (*link != p)
            link = &(*link)->next;
        *link = p->next;
        free(p);
    }
    pthread_mutex_unlock(&persist_lock);
}
