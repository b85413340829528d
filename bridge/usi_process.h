/* A child process talked to line by line over pipes: the transport under
 * the USI backend. The child's stdout is read with timeouts; its stderr goes
 * to a log file, never to the screen. */
#ifndef KIRYOKU_BRIDGE_USI_PROCESS_H
#define KIRYOKU_BRIDGE_USI_PROCESS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>
#include <sys/types.h>

enum { USI_PROC_BUF = 1 << 16, USI_PROC_MAX_ARGS = 32 };

typedef struct {
    pid_t pid;             /* 0 when no child */
    int to_child, from_child;
    char buf[USI_PROC_BUF]; /* bytes read but not yet returned as lines */
    size_t len;
    bool eof;
    int exit_status;       /* wait status once reaped, -1 before */
    FILE *transcript;      /* optional: every line in and out, for debugging */
} UsiProcess;

/* Splits a command line into argv (blanks separate; '...' and "..." quote).
 * Writes into storage (a copy of cmd). Returns argc, -1 if too many words. */
int usi_split_command(const char *cmd, char *storage, size_t storage_len, char *argv[USI_PROC_MAX_ARGS + 1]);

/* Starts argv[0] (PATH search) with stderr appended to log_path (NULL:
 * /dev/null). -1 with a message if it cannot be run (not found, not
 * executable): the exec failure is reported back through a pipe, so the
 * message is immediate and exact. */
int usi_proc_spawn(UsiProcess *p, char *const argv[], const char *log_path, char *err, size_t errlen);
/* Writes line + '\n'. -1 if the child closed its input (died). */
int usi_proc_send(UsiProcess *p, const char *line);
/* Reads one line (without its newline) waiting at most timeout_ms.
 * Returns 1 (a line), 0 (timeout), -1 (the child closed its output). */
int usi_proc_read_line(UsiProcess *p, char *line, size_t len, int timeout_ms);
/* Has the child exited? Reaps it if so (exit_status then valid). */
bool usi_proc_exited(UsiProcess *p);
/* Waits up to ms for the child to exit (reaping it); true if it did. */
bool usi_proc_wait_exit(UsiProcess *p, int ms);
/* "exited with status 3" / "was killed by signal 11 (Segmentation fault)". */
void usi_proc_describe_exit(const UsiProcess *p, char *buf, size_t len);
/* Ends the child: sends `quit_line` (may be NULL), waits grace_ms, then
 * SIGTERM, then SIGKILL; always reaps. Safe on a process never started. */
void usi_proc_terminate(UsiProcess *p, const char *quit_line, int grace_ms);

/* The CPU the child (and any child it waited for) has used so far, in
 * milliseconds, from /proc/PID/stat; -1 when unknown (no child, no /proc). */
long long usi_proc_cpu_ms(const UsiProcess *p);

/* Milliseconds of CLOCK_MONOTONIC. */
long long usi_now_ms(void);

#endif
