/* Building a display (see display.h): one allocation pattern for every face. */
#include "ui/display.h"

#include <stdlib.h>

Display *display_new(const Display *ops, size_t impl_size)
{
    Display *d = malloc(sizeof *d);
    void *impl = calloc(1, impl_size);
    if (!d || !impl) {
        free(d);
        free(impl);
        return NULL;
    }
    *d = *ops;
    d->impl = impl;
    return d;
}
