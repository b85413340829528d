/* Child process over pipes (see usi_process.h). */
#include "bridge/usi_process.h"

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

long long usi_now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

long long usi_proc_cpu_ms(const UsiProcess *p)
{
    char path[64], buf[1024];
    if (p->pid <= 0 || p->exit_status >= 0)
        return -1;
    snprintf(path, sizeof path, "/proc/%ld/stat", (long)p->pid);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    buf[n] = '\0';
    /* After the command's name in parentheses (which may hold blanks):
     * state, then fields 4-13, then utime, stime, cutime, cstime (proc(5)). */
    const char *r = strrchr(buf, ')');
    unsigned long long t[4];
    if (!r || sscanf(r + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %llu %llu %llu %llu", &t[0], &t[1],
                     &t[2], &t[3]) != 4)
        return -1;
    long hz = sysconf(_SC_CLK_TCK);
    return hz > 0 ? (long long)((t[0] + t[1] + t[2] + t[3]) * 1000ULL / (unsigned long long)hz) : -1;
}

int usi_split_command(const char *cmd, char *storage, size_t storage_len, char *argv[USI_PROC_MAX_ARGS + 1])
{
    size_t out = 0;
    int argc = 0;
    const char *s = cmd;
    while (*s) {
        while (*s == ' ' || *s == '\t')
            s++;
        if (!*s)
            break;
        if (argc == USI_PROC_MAX_ARGS || out >= storage_len)
            return -1;
        argv[argc++] = storage + out;
        char quote = 0;
        while (*s && (quote || (*s != ' ' && *s != '\t'))) {
            if (!quote && (*s == '\'' || *s == '"'))
                quote = *s;
            else if (quote && *s == quote)
                quote = 0;
            else if (out + 1 < storage_len)
                storage[out++] = *s;
            s++;
        }
        storage[out++] = '\0';
        if (out > storage_len)
            return -1;
    }
    argv[argc] = NULL;
    return argc;
}

/* A write to a dead child must fail with EPIPE, not kill kiryoku. */
static void ignore_sigpipe(void)
{
    struct sigaction sa;
    if (sigaction(SIGPIPE, NULL, &sa) == 0 && sa.sa_handler == SIG_DFL) {
        sa.sa_handler = SIG_IGN;
        sigaction(SIGPIPE, &sa, NULL);
    }
}

/* In the child: wire the pipes and the log, then exec. On failure the errno
 * goes back through err_fd (close-on-exec, so success closes it empty). */
static void child_exec(char *const argv[], int in_fd, int out_fd, int err_fd, const char *log_path)
{
    int log = open(log_path ? log_path : "/dev/null", O_WRONLY | O_CREAT | O_APPEND, 0644);
    if (log < 0)
        log = open("/dev/null", O_WRONLY);
    dup2(in_fd, 0);
    dup2(out_fd, 1);
    if (log >= 0)
        dup2(log, 2);
    /* Its own process group: a Ctrl-C at the terminal is kiryoku's to handle. */
    setpgid(0, 0);
    execvp(argv[0], argv);
    int e = errno;
    if (write(err_fd, &e, sizeof e) < 0)
        _exit(126);
    _exit(127);
}

int usi_proc_spawn(UsiProcess *p, char *const argv[], const char *log_path, char *err, size_t errlen)
{
    memset(p, 0, sizeof *p);
    p->to_child = p->from_child = -1;
    p->exit_status = -1;
    int in[2], out[2], ep[2];
    if (pipe2(in, O_CLOEXEC) < 0)
        goto fail_errno;
    if (pipe2(out, O_CLOEXEC) < 0) {
        close(in[0]), close(in[1]);
        goto fail_errno;
    }
    if (pipe2(ep, O_CLOEXEC) < 0) {
        close(in[0]), close(in[1]), close(out[0]), close(out[1]);
        goto fail_errno;
    }
    ignore_sigpipe();
    pid_t pid = fork();
    if (pid < 0) {
        close(in[0]), close(in[1]), close(out[0]), close(out[1]), close(ep[0]), close(ep[1]);
        goto fail_errno;
    }
    if (pid == 0)
        child_exec(argv, in[0], out[1], ep[1], log_path);
    close(in[0]);
    close(out[1]);
    close(ep[1]);
    int child_errno = 0;
    ssize_t n;
    do
        n = read(ep[0], &child_errno, sizeof child_errno);
    while (n < 0 && errno == EINTR);
    close(ep[0]);
    p->pid = pid;
    p->to_child = in[1];
    p->from_child = out[0];
    if (n == (ssize_t)sizeof child_errno) {
        snprintf(err, errlen, "cannot run '%s': %s", argv[0], strerror(child_errno));
        usi_proc_terminate(p, NULL, 0);
        return -1;
    }
    return 0;
fail_errno:
    snprintf(err, errlen, "cannot start '%s': %s", argv[0], strerror(errno));
    return -1;
}

int usi_proc_send(UsiProcess *p, const char *line)
{
    if (p->to_child < 0)
        return -1;
    if (p->transcript)
        fprintf(p->transcript, "> %s\n", line);
    size_t n = strlen(line);
    char *msg = malloc(n + 1);
    if (!msg)
        return -1;
    memcpy(msg, line, n);
    msg[n] = '\n';
    size_t off = 0;
    int rc = 0;
    while (off < n + 1) {
        ssize_t w = write(p->to_child, msg + off, n + 1 - off);
        if (w < 0 && errno == EINTR)
            continue;
        if (w <= 0) {
            rc = -1;
            break;
        }
        off += (size_t)w;
    }
    free(msg);
    return rc;
}

/* Moves one complete line from buf to `line`, if there is one. An over-long
 * line is cut at the buffer size (the rest arrives as another line). */
static bool take_line(UsiProcess *p, char *line, size_t len, bool force)
{
    char *nl = memchr(p->buf, '\n', p->len);
    size_t take;
    if (nl)
        take = (size_t)(nl - p->buf);
    else if (force || p->len == sizeof p->buf)
        take = p->len;
    else
        return false;
    size_t copy = take < len - 1 ? take : len - 1;
    memcpy(line, p->buf, copy);
    line[copy] = '\0';
    if (copy && line[copy - 1] == '\r')
        line[copy - 1] = '\0';
    size_t consumed = nl ? take + 1 : take;
    memmove(p->buf, p->buf + consumed, p->len - consumed);
    p->len -= consumed;
    if (p->transcript)
        fprintf(p->transcript, "< %s\n", line);
    return true;
}

int usi_proc_read_line(UsiProcess *p, char *line, size_t len, int timeout_ms)
{
    long long deadline = usi_now_ms() + (timeout_ms > 0 ? timeout_ms : 0);
    for (;;) {
        if (take_line(p, line, len, false))
            return 1;
        if (p->eof || p->from_child < 0) {
            if (p->len && take_line(p, line, len, true))
                return 1;
            return -1;
        }
        long long left = deadline - usi_now_ms();
        if (left < 0)
            left = 0;
        struct pollfd pfd = { .fd = p->from_child, .events = POLLIN };
        int r = poll(&pfd, 1, (int)left);
        if (r < 0 && errno == EINTR)
            continue;
        if (r == 0)
            return 0;
        ssize_t n = read(p->from_child, p->buf + p->len, sizeof p->buf - p->len);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            p->eof = true;
        else
            p->len += (size_t)n;
    }
}

bool usi_proc_exited(UsiProcess *p)
{
    if (p->pid <= 0)
        return true;
    if (p->exit_status >= 0)
        return true;
    int st;
    pid_t r = waitpid(p->pid, &st, WNOHANG);
    if (r == p->pid) {
        p->exit_status = st;
        return true;
    }
    return false;
}

void usi_proc_describe_exit(const UsiProcess *p, char *buf, size_t len)
{
    int st = p->exit_status;
    if (st < 0)
        snprintf(buf, len, "closed its output");
    else if (WIFEXITED(st))
        snprintf(buf, len, "exited with status %d", WEXITSTATUS(st));
    else if (WIFSIGNALED(st))
        snprintf(buf, len, "was killed by signal %d (%s)", WTERMSIG(st), strsignal(WTERMSIG(st)));
    else
        snprintf(buf, len, "ended (wait status %d)", st);
}

bool usi_proc_wait_exit(UsiProcess *p, int ms)
{
    long long deadline = usi_now_ms() + ms;
    for (;;) {
        if (usi_proc_exited(p))
            return true;
        if (usi_now_ms() >= deadline)
            return false;
        struct timespec ts = { 0, 10 * 1000000L };
        nanosleep(&ts, NULL);
    }
}

/* The whole process group (a script's own children too), else the child. */
static void signal_child(UsiProcess *p, int sig)
{
    if (kill(-p->pid, sig) < 0)
        kill(p->pid, sig);
}

void usi_proc_terminate(UsiProcess *p, const char *quit_line, int grace_ms)
{
    if (p->pid > 0 && p->exit_status < 0) {
        if (quit_line)
            usi_proc_send(p, quit_line);
        if (!usi_proc_wait_exit(p, grace_ms)) {
            signal_child(p, SIGTERM);
            if (!usi_proc_wait_exit(p, 500)) {
                signal_child(p, SIGKILL);
                usi_proc_wait_exit(p, 5000);
            }
        }
    }
    if (p->to_child >= 0)
        close(p->to_child);
    if (p->from_child >= 0)
        close(p->from_child);
    p->to_child = p->from_child = -1;
}
