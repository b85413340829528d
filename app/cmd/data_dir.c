/* The data folder a reading command uses (see data_dir.h). */
#include "app/cmd/data_dir.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "app/cmd/options.h"
#include "app/failure.h"
#include "app/store.h"
#include "app/text.h"

int data_dir_find(const char *command, const char *given, Lang lang, char *dir, size_t len)
{
    char words[1600];
    if (!given) {
        StoreError err;
        if (store_default_dir(dir, len, &err) == 0)
            return 0;
        fprintf(stderr, "kiryoku %s: %s\n", command, failure_store_text(lang, &err, words, sizeof words));
        return 1;
    }
    struct stat st;
    bool there = stat(given, &st) == 0;
    if (there && S_ISDIR(st.st_mode)) {
        snprintf(dir, len, "%s", given);
        return 0;
    }
    options_error(command, lang, there || errno != ENOENT ? MSG_DATA_DIR_NOT_FOLDER : MSG_DATA_DIR_MISSING, given);
    return 1;
}

bool data_dir_has_store(const char *dir)
{
    char db[600];
    struct stat st;
    snprintf(db, sizeof db, "%s/kiryoku.db", dir);
    return stat(db, &st) == 0;
}

void data_dir_test_folder(const char *dir, long long id, const StoreResult *r, char *buf, size_t n)
{
    buf[0] = '\0';
    if (r && r->records_dir[0]) {
        snprintf(buf, n, "%s", r->records_dir);
        return;
    }
    char tests[700], prefix[32];
    snprintf(tests, sizeof tests, "%s/tests", dir);
    int len = snprintf(prefix, sizeof prefix, "%lld-", id);
    DIR *d = opendir(tests);
    for (struct dirent *e; d && (e = readdir(d));)
        if (!strncmp(e->d_name, prefix, (size_t)len)) {
            snprintf(buf, n, "%s/%s", tests, e->d_name);
            break;
        }
    if (d)
        closedir(d);
}
