/* Background analysis of finished games (see prefetch.h).
 *
 * A child process rather than a thread: it can be stopped at once with a
 * signal when the player leaves (the analyser has no cancel), it can run
 * at a lower priority as a whole (its engine threads included), and it
 * dies with the program (PR_SET_PDEATHSIG), so a kill -9 leaves nothing
 * behind. The child gets the game record built from the store before the
 * fork; it never touches the store, the terminal or the parent's engines. */
#include "app/session/prefetch.h"

#include <errno.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/data_lock.h"
#include "app/session/records.h"
#include "shogi/record.h"

typedef struct {
    pid_t pid;          /* 0: a free slot */
    char table[800];    /* the table it writes */
    char part[840];     /* ...under this name until complete; removed if cancelled */
} Child;

/* One slot per game of a test; a test left in kiosk mode may leave its
 * children running beside the next visitor's for a while. */
enum { PREFETCH_SLOTS = 2 * SESSION_MAX_GAMES };
static Child children[PREFETCH_SLOTS];

static void table_path(const char *dir, int index, char *buf, size_t len)
{
    snprintf(buf, len, "%s/analysis-game%d.tsv", dir, index);
}

/* The child: a table for one game, written under a temporary name and
 * renamed when complete, so a finished name always means a whole table. */
static void child_main(pid_t parent, const GameRecord *rec, int index, const char *final_path, const char *part,
                       AnalyzeOptions o)
{
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent)
        _exit(1); /* the parent died before the line above took effect */
    /* Not the terminal's job: ^C goes to the program, which then stops us;
     * and the parent's handlers (restore the terminal...) are not ours. */
    static const int sigs[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };
    for (size_t i = 0; i < sizeof sigs / sizeof sigs[0]; i++)
        signal(sigs[i], SIG_DFL);
    setpgid(0, 0);
    errno = 0;
    if (nice(10) == -1 && errno != 0)
        _exit(1);
    FILE *f = fopen(part, "w");
    if (!f)
        _exit(1);
    char id[16], err[512];
    snprintf(id, sizeof id, "game%d", index);
    AnalyzeGame ag = { .rec = rec, .id = id };
    o.workers = 1;
    int rc = analyze_games(&ag, 1, &o, f, err, sizeof err);
    if (fclose(f) != 0)
        rc = -1;
    if (rc == 0 && rename(part, final_path) == 0)
        _exit(0);
    unlink(part);
    _exit(1);
}

/* A free slot, or NULL when this table is being written already (or no
 * slot is free: the game is then analysed at the end). */
static Child *free_slot(const char *table)
{
    session_prefetch_running(); /* frees the slots of finished children */
    Child *found = NULL;
    for (int i = 0; i < PREFETCH_SLOTS; i++) {
        if (children[i].pid > 0 && !strcmp(children[i].table, table))
            return NULL;
        if (children[i].pid <= 0 && !found)
            found = &children[i];
    }
    return found;
}

AnalyzeOptions session_analysis_options(const SessionConfig *cfg)
{
    bool roots = cfg->analysis_root_scores;
    return (AnalyzeOptions){ .engine_spec = cfg->analysis_engine, .depth = cfg->analysis_depth,
                             .root_scores = roots, .root_scores_counted = roots,
                             .clock_main_ms = cfg->clock.main_ms };
}

int session_prefetch_game(const Session *s, const StoreGame *g, char *err, size_t errlen)
{
    if (g->index < 1 || !g->finished)
        return 0;
    char dir[700], table[800];
    if (session_test_dir(s, dir, sizeof dir, err, errlen) != 0)
        return -1;
    table_path(dir, g->index, table, sizeof table);
    Child *c = free_slot(table);
    if (!c)
        return 0;
    GameRecord *rec = session_game_record(s, g, err, errlen);
    if (!rec)
        return -1;
    pid_t parent = getpid();
    pid_t pid = fork();
    if (pid == 0) {
        data_lock_close_in_child(); /* an analysis left running does not keep the directory locked */
        char part[840];
        snprintf(part, sizeof part, "%s.part.%ld", table, (long)getpid());
        child_main(parent, rec, g->index, table, part, session_analysis_options(&s->cfg));
    }
    record_free(rec);
    if (pid < 0) {
        snprintf(err, errlen, "cannot start the background analysis of game %d: %s", g->index, strerror(errno));
        return -1;
    }
    c->pid = pid;
    snprintf(c->table, sizeof c->table, "%s", table);
    snprintf(c->part, sizeof c->part, "%s.part.%ld", table, (long)pid);
    return 0;
}

bool session_prefetch_running(void)
{
    bool any = false;
    for (int i = 0; i < PREFETCH_SLOTS; i++) {
        Child *c = &children[i];
        if (c->pid <= 0)
            continue;
        if (waitpid(c->pid, NULL, WNOHANG) == 0)
            any = true;
        else
            c->pid = 0; /* ended (its table says whether it succeeded), or not ours any more */
    }
    return any;
}

void session_prefetch_cancel(void)
{
    for (int i = 0; i < PREFETCH_SLOTS; i++) {
        Child *c = &children[i];
        if (c->pid <= 0)
            continue;
        kill(c->pid, SIGKILL);
        waitpid(c->pid, NULL, 0);
        unlink(c->part); /* a killed child leaves its unfinished table */
        c->pid = 0;
    }
}

static bool is_budget_line(const char *line)
{
    return !strncmp(line, "# depth: ", 9) || !strncmp(line, "# nodes: ", 9) || !strncmp(line, "# movetime_ms: ", 15);
}

/* Does the table's header say it was searched by want's engine with the
 * budget analyze_games gives want (its node cap too), with want's
 * root_scores column or without one? */
static bool header_matches(FILE *f, const AnalyzeOptions *want)
{
    char line[512], want_engine[300], want_budget[128], roots_seen[512] = "", want_roots[256];
    snprintf(want_engine, sizeof want_engine, "(%s)\n", want->engine_spec ? want->engine_spec : "embedded");
    AnalyzeBudget budget;
    analyze_budget(want, &budget);
    analyze_budget_header(&budget, want_budget, sizeof want_budget);
    analyze_roots_header(want, want_roots, sizeof want_roots);
    bool engine_ok = false;
    char budget_seen[128] = "";
    while (fgets(line, sizeof line, f) && line[0] == '#') {
        size_t n = strlen(line), w = strlen(want_engine);
        if (!strncmp(line, "# engine: ", 10) && n >= w && !strcmp(line + n - w, want_engine))
            engine_ok = true;
        if (is_budget_line(line) && strlen(budget_seen) + n < sizeof budget_seen)
            strcat(budget_seen, line);
        if (!strncmp(line, "# root_scores:", 14))
            snprintf(roots_seen, sizeof roots_seen, "%s", line);
    }
    return engine_ok && !strcmp(budget_seen, want_budget) && !strcmp(roots_seen, want_roots);
}

int session_prefetch_table(const char *dir, int index, const AnalyzeOptions *want, char *buf, size_t len)
{
    table_path(dir, index, buf, len);
    FILE *f = fopen(buf, "r");
    if (!f)
        return 0;
    bool ok = header_matches(f, want);
    fclose(f);
    return ok ? 1 : 0;
}
