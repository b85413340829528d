/* Why something failed, in the player's language: see failure.h. */
#include "app/failure.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "app/text.h"
#include "bridge/bridge.h"

/* ---- The store ------------------------------------------------------------- */

/* The catalogue's text for id, filled in. Returns buf. */
static const char *say(char *buf, size_t len, Lang lang, AppTextId id, ...)
{
    va_list ap;
    va_start(ap, id);
    vsnprintf(buf, len, app_text(lang, id), ap);
    va_end(ap);
    return buf;
}

/* The data directory's failures, before any database is opened; NULL for
 * another code. */
static const char *directory_text(Lang lang, const StoreError *e, char *buf, size_t len)
{
    switch (e->code) {
    case STORE_ERR_NO_DATA_DIR: return say(buf, len, lang, MSG_STORE_NO_DATA_DIR);
    case STORE_ERR_PATH_TOO_LONG: return say(buf, len, lang, MSG_STORE_PATH_TOO_LONG, e->path);
    case STORE_ERR_CANNOT_CREATE_DIR: return say(buf, len, lang, MSG_STORE_CANNOT_CREATE_DIR, e->path, e->detail);
    case STORE_ERR_NOT_A_DIR: return say(buf, len, lang, MSG_STORE_NOT_A_DIR, e->path);
    case STORE_ERR_CANNOT_WRITE: return say(buf, len, lang, MSG_STORE_CANNOT_WRITE, e->path, e->detail);
    case STORE_ERR_CANNOT_CHECK_FREE: return say(buf, len, lang, MSG_STORE_CANNOT_CHECK_FREE, e->path, e->detail);
    case STORE_ERR_DISK_FULL: return say(buf, len, lang, MSG_STORE_DISK_FULL, e->free_mb, e->path, e->need_mb);
    default: return NULL;
    }
}

/* The database's failures; NULL for another code. */
static const char *database_text(Lang lang, const StoreError *e, char *buf, size_t len)
{
    switch (e->code) {
    case STORE_ERR_NO_MEMORY: return say(buf, len, lang, MSG_STORE_NO_MEMORY);
    case STORE_ERR_CANNOT_OPEN_DB: return say(buf, len, lang, MSG_STORE_CANNOT_OPEN_DB, e->path, e->detail);
    case STORE_ERR_DB: return say(buf, len, lang, MSG_STORE_DB_ERROR, e->step, e->detail, e->path);
    case STORE_ERR_DB_NEWER:
        return say(buf, len, lang, MSG_STORE_DB_NEWER, e->path, e->version, (int)STORE_SCHEMA_VERSION);
    case STORE_ERR_NO_SUCH_TEST: return say(buf, len, lang, MSG_STORE_NO_SUCH_TEST, (long long)e->id);
    case STORE_ERR_NO_SUCH_GAME: return say(buf, len, lang, MSG_STORE_NO_SUCH_GAME, (long long)e->id);
    case STORE_ERR_MOVE_REFUSED:
        return say(buf, len, lang, MSG_STORE_MOVE_REFUSED, (long long)e->id, e->ply, e->usi);
    case STORE_ERR_NOT_A_DB: return say(buf, len, lang, MSG_STORE_NOT_A_DB, e->path);
    case STORE_ERR_DB_READ_ONLY: return say(buf, len, lang, MSG_STORE_DB_READ_ONLY, e->path, e->detail);
    default: return NULL;
    }
}

const char *failure_store_text(Lang lang, const StoreError *e, char *buf, size_t len)
{
    if (!len)
        return buf;
    buf[0] = '\0';
    if (!directory_text(lang, e, buf, len))
        database_text(lang, e, buf, len);
    return buf;
}

/* ---- The engines ----------------------------------------------------------- */

/* The headline for an engine's error, or NULL for any other error. A spec
 * kiryoku cannot use names the options of the command that was given it. */
static const char *headline(const char *command, Lang lang, const char *error)
{
    static const AppTextId words[] = {
        [BRIDGE_ERR_SPEC] = MSG_ENGINE_BAD_SPEC, [BRIDGE_ERR_START] = MSG_ENGINE_CANNOT_START,
        [BRIDGE_ERR_DIED] = MSG_ENGINE_DIED, [BRIDGE_ERR_SILENT] = MSG_ENGINE_SILENT,
        [BRIDGE_ERR_GARBLED] = MSG_ENGINE_GARBLED, [BRIDGE_ERR_MEMORY] = MSG_ENGINE_NO_MEMORY,
    };
    BridgeErrorKind kind = bridge_error_kind(error);
    if (kind == BRIDGE_ERR_NONE || (size_t)kind >= sizeof words / sizeof words[0] || !words[kind])
        return NULL;
    if (kind == BRIDGE_ERR_SPEC && !strcmp(command, "play"))
        return app_text(lang, MSG_PLAY_ENGINE_BAD_SPEC);
    return app_text(lang, words[kind]);
}

void failure_print(const char *command, Lang lang, const char *error)
{
    const char *head = headline(command, lang, error);
    if (!head) {
        fprintf(stderr, "kiryoku %s: %s\n", command, error);
        return;
    }
    fprintf(stderr, "kiryoku %s: %s\n", command, head);
    fprintf(stderr, app_text(lang, MSG_ENGINE_DETAIL), error);
    fputc('\n', stderr);
}

void failure_line(const char *command, Lang lang, const char *error, char *buf, size_t len)
{
    if (!len)
        return;
    const char *head = headline(command, lang, error);
    snprintf(buf, len, "%s", head ? head : error);
    for (char *p = buf; *p; p++)
        if (*p == '\n')
            *p = ' ';
}
