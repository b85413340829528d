/* An organiser's corrections to the list of tests (see results_edit.h). */
#include "app/cmd/results_edit.h"

#include <errno.h>
#include <ftw.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/cmd/data_dir.h"
#include "app/cmd/options.h"
#include "app/data_lock.h"
#include "app/failure.h"
#include "app/report/test_report.h"
#include "app/session/records.h"
#include "app/store.h"
#include "app/text.h"
#include "base/text.h"

/* The test being changed: the store it is in, its row, result and records
 * folder, and the data folder's lock. */
typedef struct {
    char dir[512];
    Store *store;
    StoreTest test;
    StoreResult result;
    bool has_result;
    char folder[1024]; /* "" when it has none in this data folder */
    DataLock lock;
    Lang lang;
} Edit;

static void edit_close(Edit *e)
{
    store_close(e->store);
    data_lock_release(&e->lock);
}

static int store_failed(const Edit *e)
{
    char words[1600];
    fprintf(stderr, "kiryoku results: %s\n", failure_store_text(e->lang, store_error(e->store), words, sizeof words));
    return 1;
}

/* A folder outside dir/tests is another data folder's (a copy's result may
 * still name the original's): never this command's to move or remove. */
static void own_folder(Edit *e)
{
    char tests[600];
    int n = snprintf(tests, sizeof tests, "%s/tests/", e->dir);
    data_dir_test_folder(e->dir, (long long)e->test.id, e->has_result ? &e->result : NULL, e->folder,
                         sizeof e->folder);
    if (strncmp(e->folder, tests, (size_t)n) != 0 || access(e->folder, F_OK) != 0)
        e->folder[0] = '\0';
}

/* Reads test id and takes the lock: 0, else 1 with the reason said. A test
 * not finished while another kiryoku plays in the folder may be its test. */
static int edit_open(Edit *e, const char *dir, long long id, Lang lang)
{
    memset(e, 0, sizeof *e);
    e->lock.fd = -1;
    e->lang = lang;
    snprintf(e->dir, sizeof e->dir, "%s", dir);
    if (!data_dir_has_store(dir)) {
        options_error("results", lang, MSG_RPT_NO_STORE, dir);
        return 1;
    }
    StoreError se;
    char words[1600];
    if (!(e->store = store_open(dir, &se))) {
        fprintf(stderr, "kiryoku results: %s\n", failure_store_text(lang, &se, words, sizeof words));
        return 1;
    }
    if (store_test_get(e->store, id, &e->test) != 0) {
        options_error("results", lang, MSG_RPT_NO_TEST, id, dir);
        return 1;
    }
    int got = store_result_get(e->store, id, &e->result);
    if (got < 0)
        return store_failed(e);
    e->has_result = got == 1;
    own_folder(e);
    long holder = 0;
    int locked = data_lock_take(&e->lock, dir, &holder);
    if (locked == DATA_LOCK_BUSY && !e->test.finished) {
        options_error("results", lang, MSG_EDIT_IN_PLAY, id, holder, dir);
        return 1;
    }
    if (locked == DATA_LOCK_FAILED) {
        options_error("results", lang, MSG_EDIT_LOCK_FAILED, dir, strerror(errno));
        return 1;
    }
    return 0;
}

/* ---- Renaming -------------------------------------------------------------- */

/* Which tab-separated field of the header is `name`; -1 when none. */
static int column_of(const char *header, const char *name)
{
    size_t len = strlen(name);
    const char *p = header;
    for (int i = 0;; i++) {
        size_t n = strcspn(p, "\t\n");
        if (n == len && !strncmp(p, name, n))
            return i;
        if (p[n] != '\t')
            return -1;
        p += n + 1;
    }
}

/* A row with field `col` changed from `from` to `to` where it is exactly that. */
static void write_row(FILE *out, const char *line, int col, const char *from, const char *to)
{
    const char *p = line;
    for (int i = 0;; i++) {
        size_t n = strcspn(p, "\t\n");
        if (i == col && n == strlen(from) && !strncmp(p, from, n))
            fputs(to, out);
        else
            fwrite(p, 1, n, out);
        p += n;
        if (*p != '\t')
            break;
        fputc('\t', out);
        p++;
    }
    fputs(p, out);
}

/* The analysis table's player column, from one name to the other, through
 * a file renamed over it: the report finds the player's moves by that name.
 * No table: nothing to do. 0, or -1 with the reason in err. */
static int rename_in_table(const char *folder, const char *from, const char *to, char *err, size_t errlen)
{
    char path[1100], tmp[1110];
    snprintf(path, sizeof path, "%s/analysis.tsv", folder);
    snprintf(tmp, sizeof tmp, "%s.new", path);
    FILE *in = fopen(path, "r");
    if (!in)
        return errno == ENOENT ? 0 : (snprintf(err, errlen, "%s: %s", path, strerror(errno)), -1);
    FILE *out = fopen(tmp, "w");
    char *line = NULL;
    size_t cap = 0;
    int col = -1;
    bool header = true;
    while (out && getline(&line, &cap, in) > 0) {
        if (line[0] == '#' || header) {
            if (line[0] != '#')
                col = column_of(line, "player"), header = false;
            fputs(line, out);
        } else {
            write_row(out, line, col, from, to);
        }
    }
    free(line);
    fclose(in);
    bool written = out && fflush(out) == 0 && fsync(fileno(out)) == 0;
    if (out && fclose(out) != 0)
        written = false;
    if (!written || rename(tmp, path) != 0) {
        snprintf(err, errlen, "%s: %s", tmp, strerror(errno));
        unlink(tmp);
        return -1;
    }
    return 0;
}

/* What `folder` (the test's, renamed) holds, under the new name: each
 * finished game's records, the analysis table, and the reports as `kiryoku
 * report ID` writes them. 0, or -1 with the first failure in err. */
static int rename_files(const Edit *e, const Session *s, const char *folder, const char *from, char *err,
                        size_t errlen)
{
    StoreGame *games = NULL;
    int n = store_games_of_test(e->store, e->test.id, &games), rc = n < 0 ? -1 : 0;
    if (n < 0)
        failure_store_text(e->lang, store_error(e->store), err, errlen);
    for (int i = 0; i < n && rc == 0; i++)
        if (games[i].finished)
            rc = session_export_game(s, &games[i], err, errlen);
    free(games);
    if (rc == 0)
        rc = rename_in_table(folder, from, s->test.player, err, errlen);
    if (rc == 0 && e->has_result) {
        char tsv[1100];
        snprintf(tsv, sizeof tsv, "%s/analysis.tsv", folder);
        ReportSource src = { .test_id = e->test.id, .player = s->test.player, .started = e->test.started,
                             .main_ms = e->test.main_ms, .lang = store_test_lang(&e->test, e->lang), .store = e->store,
                             .judge_failed = e->test.judge_failed, .judge_trouble = e->test.judge_trouble };
        StoreResult written;
        rc = report_write(&src, tsv, folder, &written, err, errlen);
    }
    return rc;
}

/* The database and the folder's name together (the folder back again when
 * the database refuses), then the files in it. */
static int rename_test(Edit *e, Session *s, const char *name)
{
    char from[sizeof e->test.player], folder[1024], err[1600];
    snprintf(from, sizeof from, "%s", e->test.player);
    s->store = e->store;
    s->test = e->test;
    s->cfg.lang = e->lang;
    snprintf(s->test.player, sizeof s->test.player, "%s", name);
    if (session_test_dir_path(s, folder, sizeof folder, err, sizeof err) != 0) {
        fprintf(stderr, "kiryoku results: %s\n", err);
        return 1;
    }
    bool moved = e->folder[0] && strcmp(e->folder, folder) != 0;
    if (moved && rename(e->folder, folder) != 0) {
        options_error("results", e->lang, MSG_EDIT_MOVE_FAILED, e->folder, strerror(errno));
        return 1;
    }
    if (store_test_set_player(e->store, e->test.id, name) != 0 ||
        (e->has_result && e->folder[0] && store_result_set_dir(e->store, e->test.id, folder) != 0)) {
        if (moved)
            rename(folder, e->folder);
        return store_failed(e);
    }
    if (e->folder[0] && rename_files(e, s, folder, from, err, sizeof err) != 0) {
        options_error("results", e->lang, MSG_EDIT_FILES_NOT_RENAMED, err, (long long)e->test.id);
        return 1;
    }
    options_print_text(stdout, e->lang, MSG_EDIT_RENAMED, (long long)e->test.id, from, name,
                       e->folder[0] ? folder : "-");
    return 0;
}

int results_rename(const char *dir, long long id, const char *name, Lang lang)
{
    char typed[512], clean[sizeof ((StoreTest *)0)->player];
    snprintf(typed, sizeof typed, "%s", name);
    text_sanitize(text_trim(typed), clean, sizeof clean);
    if (!clean[0]) {
        options_error("results", lang, MSG_EDIT_EMPTY_NAME);
        return 2;
    }
    Edit e;
    Session *s = calloc(1, sizeof *s);
    int rc = !s ? 1 : edit_open(&e, dir, id, lang) != 0 ? 1 : rename_test(&e, s, clean);
    if (s)
        edit_close(&e);
    free(s);
    return rc;
}

/* ---- Deleting -------------------------------------------------------------- */

/* y on the terminal: 0; any other answer: 1 (nothing deleted); no
 * terminal to ask on: 2. */
static int confirm(const Edit *e, bool yes)
{
    if (yes)
        return 0;
    if (!isatty(STDIN_FILENO)) {
        options_error("results", e->lang, MSG_EDIT_NEEDS_YES);
        return 2;
    }
    char where[1200] = "";
    if (e->folder[0])
        snprintf(where, sizeof where, app_text(e->lang, MSG_EDIT_AND_FOLDER), e->folder);
    options_print_text(stdout, e->lang, MSG_EDIT_DELETE_Q, (long long)e->test.id, e->test.player, e->test.started,
                       where);
    fflush(stdout);
    char answer[64];
    if (!fgets(answer, sizeof answer, stdin))
        return 1;
    return answer[0] == 'y' || answer[0] == 'Y' ? 0 : 1;
}

static int failed_errno;
static char failed_path[1024];

static int remove_one(const char *path, const struct stat *st, int type, struct FTW *ftw)
{
    (void)st;
    (void)type;
    (void)ftw;
    if (remove(path) != 0 && !failed_errno) {
        failed_errno = errno;
        snprintf(failed_path, sizeof failed_path, "%s", path);
    }
    return 0;
}

int results_delete(const char *dir, long long id, bool yes, Lang lang)
{
    Edit e;
    int rc = edit_open(&e, dir, id, lang);
    if (rc == 0) {
        rc = confirm(&e, yes);
        if (rc == 1) {
            options_print_text(stdout, lang, MSG_EDIT_NOT_DELETED);
            rc = 0;
        } else if (rc == 0 && store_test_delete(e.store, e.test.id) != 0) {
            rc = store_failed(&e);
        } else if (rc == 0) {
            /* The list first: files left by a failure are said, and can go by hand. */
            failed_errno = 0;
            if (e.folder[0] && nftw(e.folder, remove_one, 16, FTW_DEPTH | FTW_PHYS) == 0 && failed_errno) {
                options_error("results", lang, MSG_EDIT_REMOVE_FAILED, failed_path, strerror(failed_errno));
                rc = 1;
            }
            options_print_text(stdout, lang, MSG_EDIT_DELETED, id);
        }
    }
    edit_close(&e);
    return rc;
}
