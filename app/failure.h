/* Why something failed, in the player's language (issue 17): the one place
 * that words the store's and the engines' failures, for every part of app/
 * (kiryoku test and play print them; the session shows and keeps them).
 *
 * The store reports a code and the system's details (app/store.h:
 * StoreError); here the code becomes the catalogue's sentence
 * (app/text.h) with those details inside it as they are. bridge/ words an
 * engine's trouble in English, as the system's detail (bridge_error_kind
 * names its kind); here the kind becomes a headline in the player's
 * language and the engine's own message stays below it. */
#ifndef KIRYOKU_APP_FAILURE_H
#define KIRYOKU_APP_FAILURE_H

#include <stddef.h>

#include "app/store.h"
#include "base/lang.h"

/* The store's failure as a sentence in lang, into buf. Returns buf. */
const char *failure_store_text(Lang lang, const StoreError *e, char *buf, size_t len);

/* To stderr: "kiryoku COMMAND: <headline>" and "  (details: ERROR)" for an
 * engine's error, else "kiryoku COMMAND: ERROR" (already worded by the
 * caller). */
void failure_print(const char *command, Lang lang, const char *error);

/* For a screen's message line: the headline alone for an engine's error
 * (the engine's message is too long for one line; print it with
 * failure_print when the command ends), else ERROR; any line break made
 * a space. */
void failure_line(const char *command, Lang lang, const char *error, char *buf, size_t len);

#endif
