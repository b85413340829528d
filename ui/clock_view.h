/* The panel head: title, both players with their clocks (the running one
 * marked), and whose turn it is / check / the result. */
#ifndef KIRYOKU_UI_CLOCK_VIEW_H
#define KIRYOKU_UI_CLOCK_VIEW_H

#include <stddef.h>
#include <stdint.h>

#include "ui/ui_state.h"

/* "10:00", "9:59", "0:09.3": whole seconds, tenths under 10 s. */
void clock_view_format(int64_t ms, char *buf, size_t len);
void clock_view_draw(UiState *u);

#endif
