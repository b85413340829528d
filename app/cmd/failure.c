/* Why a command stops, in the player's language: see failure.h. */
#include "app/cmd/failure.h"

#include <stdio.h>
#include <string.h>

#include "app/text.h"
#include "bridge/bridge.h"

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

void cmd_print_failure(const char *command, Lang lang, const char *error)
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

void cmd_failure_line(const char *command, Lang lang, const char *error, char *buf, size_t len)
{
    if (!len)
        return;
    const char *head = headline(command, lang, error);
    snprintf(buf, len, "%s", head ? head : error);
    for (char *p = buf; *p; p++)
        if (*p == '\n')
            *p = ' ';
}
