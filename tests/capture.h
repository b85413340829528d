/* Runs a command's entry point (cmd_estimate, cmd_analyze, ...) inside a
 * test with its standard output and error sent to files, then reads both
 * back, so a test can check the exit status, the output and the messages
 * of a whole command without a child process. */
#ifndef KIRYOKU_TESTS_CAPTURE_H
#define KIRYOKU_TESTS_CAPTURE_H

#include <fcntl.h>
#include <stdio.h>
#include <unistd.h>

/* The file at path into buf (at most n - 1 bytes, NUL-terminated; empty if
 * it cannot be read). */
static inline void capture_slurp(const char *path, char *buf, size_t n)
{
    FILE *f = fopen(path, "r");
    size_t k = f ? fread(buf, 1, n - 1, f) : 0;
    buf[k] = 0;
    if (f)
        fclose(f);
}

/* Calls cmd with argv = { argv0, args[0..argc-1], NULL } (argc < 31), its
 * stdout and stderr in stem.out and stem.err; returns its status and
 * leaves what it printed in out[] and err[]. */
static inline int capture_run(int (*cmd)(int, char **), const char *argv0, int argc, const char **args,
                              const char *stem, char *out, size_t outn, char *err, size_t errn)
{
    char *argv[32], opath[512], epath[512];
    argv[0] = (char *)argv0;
    for (int i = 0; i < argc && i < 30; i++)
        argv[i + 1] = (char *)args[i];
    argv[argc + 1] = NULL;
    snprintf(opath, sizeof opath, "%s.out", stem);
    snprintf(epath, sizeof epath, "%s.err", stem);
    fflush(stdout);
    fflush(stderr);
    int save_out = dup(1), save_err = dup(2);
    int fo = open(opath, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    int fe = open(epath, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    dup2(fo, 1);
    dup2(fe, 2);
    int rc = cmd(argc + 1, argv);
    fflush(stdout);
    fflush(stderr);
    dup2(save_out, 1);
    dup2(save_err, 2);
    close(fo);
    close(fe);
    close(save_out);
    close(save_err);
    capture_slurp(opath, out, outn);
    capture_slurp(epath, err, errn);
    return rc;
}

#endif
