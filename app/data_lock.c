/* The data directory's lock (see data_lock.h). */
#include "app/data_lock.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/file.h>
#include <unistd.h>

static int held_fd = -1; /* the lock this process holds, for data_lock_close_in_child */

static long read_pid(int fd)
{
    char buf[32];
    ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
    if (n <= 0)
        return 0;
    buf[n] = '\0';
    long pid = strtol(buf, NULL, 10);
    return pid > 0 ? pid : 0;
}

int data_lock_take(DataLock *l, const char *dir, long *holder)
{
    char path[1024];
    l->fd = -1;
    *holder = 0;
    if (snprintf(path, sizeof path, "%s/kiryoku.lock", dir) >= (int)sizeof path) {
        errno = ENAMETOOLONG;
        return DATA_LOCK_FAILED;
    }
    int fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0644);
    if (fd < 0)
        return DATA_LOCK_FAILED;
    if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
        int e = errno;
        if (e == EWOULDBLOCK)
            *holder = read_pid(fd);
        close(fd);
        errno = e;
        return e == EWOULDBLOCK ? DATA_LOCK_BUSY : DATA_LOCK_FAILED;
    }
    /* The pid is only for the words of the refusal: the lock is the flock. */
    char pid[32];
    int n = snprintf(pid, sizeof pid, "%ld\n", (long)getpid());
    if (ftruncate(fd, 0) != 0 || pwrite(fd, pid, (size_t)n, 0) != n) {
        /* Not fatal: the lock holds without the pid. */
    }
    l->fd = held_fd = fd;
    return DATA_LOCK_HELD;
}

void data_lock_release(DataLock *l)
{
    if (l->fd < 0)
        return;
    if (l->fd == held_fd)
        held_fd = -1;
    close(l->fd); /* closing the last descriptor drops the flock */
    l->fd = -1;
}

void data_lock_close_in_child(void)
{
    if (held_fd >= 0)
        close(held_fd);
    held_fd = -1;
}
