/* Filling an error buffer (see error.h). */
#include "base/error.h"

#include <stdarg.h>
#include <stdio.h>

int err_set(char *err, size_t len, const char *fmt, ...)
{
    if (err && len) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(err, len, fmt, ap);
        va_end(ap);
    }
    return -1;
}
