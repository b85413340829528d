/* The one way a function fills a caller's error buffer: the convention
 * across kiryoku is `int f(..., char *err, size_t errlen)` returning -1 on
 * failure with a message in err. A message is for a person, so cutting a
 * long one short to fit the buffer is fine. */
#ifndef KIRYOKU_BASE_ERROR_H
#define KIRYOKU_BASE_ERROR_H

#include <stddef.h>

/* Formats into err (cut to len bytes; nothing when err is NULL or len 0)
 * and returns -1, so a failing path reads `return err_set(err, len, ...);`. */
int err_set(char *err, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));

#endif
