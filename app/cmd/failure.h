/* Why a command stops, for the player (issue 17), shared by kiryoku test
 * and kiryoku play. bridge/ words an engine's trouble in English, as
 * the system's detail (bridge_error_kind names its kind); here the kind
 * becomes a headline in the player's language (app/text.h) and the engine's
 * own message stays below it. An error that is not an engine's is shown as
 * it is (the caller words it from the catalogue). */
#ifndef KIRYOKU_APP_CMD_FAILURE_H
#define KIRYOKU_APP_CMD_FAILURE_H

#include <stddef.h>

#include "ui/display.h"

/* To stderr: "kiryoku COMMAND: <headline>" and "  (details: ERROR)" for an
 * engine's error, else "kiryoku COMMAND: ERROR". */
void cmd_print_failure(const char *command, Lang lang, const char *error);

/* For a screen's message line: the headline alone for an engine's error
 * (the engine's message is too long for one line; print it with
 * cmd_print_failure when the command ends), else ERROR; any line break
 * made a space. */
void cmd_failure_line(const char *command, Lang lang, const char *error, char *buf, size_t len);

#endif
