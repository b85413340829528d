/* One test at a time per data directory. A second kiryoku on the same
 * directory would offer to "resume" the test the first one is playing and
 * then break its store; so the process that plays a test holds an
 * exclusive flock on DIR/kiryoku.lock. The kernel drops it when the
 * process ends, however it ends, so a crash never leaves a stale lock.
 * Read-only commands (results, report) take no lock. */
#ifndef KIRYOKU_APP_DATA_LOCK_H
#define KIRYOKU_APP_DATA_LOCK_H

typedef struct {
    int fd; /* -1: not held */
} DataLock;

enum { DATA_LOCK_HELD = 0, DATA_LOCK_BUSY = 1, DATA_LOCK_FAILED = -1 };

/* Takes the lock on dir (which exists) and writes this process's pid in
 * it. DATA_LOCK_BUSY: another process holds it; *holder is its pid when
 * the file says, else 0. DATA_LOCK_FAILED: the file cannot be opened or
 * locked (errno says why). l->fd is -1 unless DATA_LOCK_HELD. */
int data_lock_take(DataLock *l, const char *dir, long *holder);

/* Gives the lock up (nothing when not held). */
void data_lock_release(DataLock *l);

/* In a child forked by a process holding a lock: closes the child's copy,
 * so a background job that outlives its parent does not keep the
 * directory locked. */
void data_lock_close_in_child(void);

#endif
