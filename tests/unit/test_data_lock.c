/* The data directory's lock (issue 38): a second taker is told the
 * directory is busy, with the holder's pid; the lock goes when its holder
 * releases it or dies (a killed process leaves no stale lock); a forked
 * child's copy does not keep it. */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/data_lock.h"
#include "tests/check.h"

static char dir[256];

static void make_dir(void)
{
    snprintf(dir, sizeof dir, "/tmp/kiryoku-lock-XXXXXX");
    CHECK(mkdtemp(dir) != NULL);
}

static void second_taker_is_refused(void)
{
    make_dir();
    DataLock a, b;
    long holder = -1;
    CHECK_INT(data_lock_take(&a, dir, &holder), DATA_LOCK_HELD);
    CHECK_INT(data_lock_take(&b, dir, &holder), DATA_LOCK_BUSY);
    CHECK_INT(holder, (long)getpid());
    CHECK_INT(b.fd, -1);
    data_lock_release(&a);
    CHECK_INT(data_lock_take(&b, dir, &holder), DATA_LOCK_HELD);
    data_lock_release(&b);
}

/* A child takes the lock and is killed with SIGKILL: no cleanup ran, and
 * the lock is free all the same. */
static void a_killed_holder_leaves_no_lock(void)
{
    make_dir();
    int ready[2];
    CHECK(pipe(ready) == 0);
    pid_t pid = fork();
    if (pid == 0) {
        DataLock l;
        long h;
        char c = data_lock_take(&l, dir, &h) == DATA_LOCK_HELD ? 'y' : 'n';
        if (write(ready[1], &c, 1) != 1)
            _exit(1);
        pause();
        _exit(0);
    }
    char c = 0;
    CHECK(read(ready[0], &c, 1) == 1 && c == 'y');
    DataLock l;
    long holder = 0;
    CHECK_INT(data_lock_take(&l, dir, &holder), DATA_LOCK_BUSY);
    CHECK_INT(holder, (long)pid);
    kill(pid, SIGKILL);
    waitpid(pid, NULL, 0);
    CHECK_INT(data_lock_take(&l, dir, &holder), DATA_LOCK_HELD);
    data_lock_release(&l);
    close(ready[0]);
    close(ready[1]);
}

/* The background analysis is a fork: once its parent has gone, the child
 * (data_lock_close_in_child) does not hold the directory. */
static void a_forked_child_does_not_keep_it(void)
{
    make_dir();
    DataLock l;
    long holder = 0;
    CHECK_INT(data_lock_take(&l, dir, &holder), DATA_LOCK_HELD);
    int go[2], done[2];
    CHECK(pipe(go) == 0 && pipe(done) == 0);
    pid_t pid = fork();
    if (pid == 0) {
        data_lock_close_in_child();
        char c = 'x';
        if (write(done[1], &c, 1) != 1 || read(go[0], &c, 1) != 1)
            _exit(1);
        _exit(0);
    }
    char c;
    CHECK(read(done[0], &c, 1) == 1);
    data_lock_release(&l); /* the parent gives it up while the child lives */
    DataLock again;
    CHECK_INT(data_lock_take(&again, dir, &holder), DATA_LOCK_HELD);
    data_lock_release(&again);
    CHECK(write(go[1], &c, 1) == 1);
    waitpid(pid, NULL, 0);
}

int main(void)
{
    RUN(second_taker_is_refused);
    RUN(a_killed_holder_leaves_no_lock);
    RUN(a_forked_child_does_not_keep_it);
    return check_summary();
}
