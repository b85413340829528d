/* A plain main() for a fuzz harness: feeds every file named on the command
 * line, or found in a directory named there, to LLVMFuzzerTestOneInput once.
 * tests/fuzz/run.sh links it (gcc, ASan+UBSan) where clang's libFuzzer is
 * missing, so the kept corpus is still checked. Each input's name goes to
 * stderr before it runs: after a crash, the last name is the culprit. */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Reads and runs one file; returns 0, or 1 if it cannot be read. */
static int replay_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "FAIL cannot read %s\n", path);
        return 1;
    }
    size_t cap = 4096, n = 0;
    uint8_t *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap)
            buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    if (!buf) {
        fprintf(stderr, "FAIL out of memory reading %s\n", path);
        return 1;
    }
    fprintf(stderr, "%s\n", path);
    /* An exact-size copy, so ASan sees any read past the input's end. */
    uint8_t *input = malloc(n ? n : 1);
    memcpy(input, buf, n);
    free(buf);
    LLVMFuzzerTestOneInput(input, n);
    free(input);
    return 0;
}

/* Runs a file, or every regular file in a directory; counts runs in *runs. */
static int replay_path(const char *path, int *runs)
{
    struct stat st;
    if (stat(path, &st) != 0) {
        fprintf(stderr, "FAIL no such input %s\n", path);
        return 1;
    }
    if (!S_ISDIR(st.st_mode)) {
        (*runs)++;
        return replay_file(path);
    }
    DIR *d = opendir(path);
    if (!d) {
        fprintf(stderr, "FAIL cannot open %s\n", path);
        return 1;
    }
    int bad = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        char full[4096];
        snprintf(full, sizeof full, "%s/%s", path, e->d_name);
        if (e->d_name[0] == '.' || stat(full, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        (*runs)++;
        bad |= replay_file(full);
    }
    closedir(d);
    return bad;
}

int main(int argc, char **argv)
{
    int runs = 0, bad = 0;
    for (int i = 1; i < argc; i++)
        bad |= replay_path(argv[i], &runs);
    printf("replayed %d inputs\n", runs);
    return bad || runs == 0;
}
