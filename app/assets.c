/* Finding the shipped data (see assets.h). */
#include "app/assets.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#ifndef KIRYOKU_PREFIX
#define KIRYOKU_PREFIX "/usr/local"
#endif

static int exists(const char *path) { return access(path, R_OK) == 0; }

/* The directory holding the running binary, or "" when unknown. */
static void exe_dir(char *out, size_t n)
{
    ssize_t len = readlink("/proc/self/exe", out, n - 1);
    out[len > 0 ? len : 0] = '\0';
    char *slash = strrchr(out, '/');
    if (slash)
        *slash = '\0';
    else
        out[0] = '\0';
}

int assets_find(const char *name, char *out, size_t outlen)
{
    const char *env = getenv("KIRYOKU_ASSETS");
    if (env && *env) {
        snprintf(out, outlen, "%s/%s", env, name);
        if (exists(out))
            return 0;
    }
    char exe[2048];
    exe_dir(exe, sizeof exe);
    if (exe[0]) {
        snprintf(out, outlen, "%s/../assets/%s", exe, name);
        if (exists(out))
            return 0;
        /* Installed as PREFIX/bin/kiryoku, whatever PREFIX was. */
        snprintf(out, outlen, "%s/../share/kiryoku/%s", exe, name);
        if (exists(out))
            return 0;
    }
    snprintf(out, outlen, "%s/share/kiryoku/%s", KIRYOKU_PREFIX, name);
    if (exists(out))
        return 0;
    snprintf(out, outlen, "%s not found in $KIRYOKU_ASSETS, ../assets next to the binary, or %s/share/kiryoku",
             name, KIRYOKU_PREFIX);
    return -1;
}

Book *assets_open_book(char *err, size_t errlen)
{
    char path[4096 + 64];
    if (assets_find("book.txt", path, sizeof path)) {
        snprintf(err, errlen, "%s", path);
        return NULL;
    }
    return opponent_book_open(path, err, errlen);
}

int assets_load_profile(Profile *p, const char *spec, char *err, size_t errlen)
{
    /* ./assets/profiles last: a binary run from the source tree's root that
     * is not in build/ (the tests' binaries) still finds the shipped ones. */
    char dir[4096 + 64];
    const char *dirs[] = { assets_find("profiles", dir, sizeof dir) == 0 ? dir : "assets/profiles",
                           "assets/profiles", NULL };
    return profile_load(p, spec, dirs, err, errlen);
}
