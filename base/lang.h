/* The two languages every text a player reads exists in. The layer that
 * owns a text words it in the language it is given; the choice itself is
 * made once, by the program (app/), from --lang or the locale. */
#ifndef KIRYOKU_BASE_LANG_H
#define KIRYOKU_BASE_LANG_H

typedef enum { LANG_EN = 0, LANG_JA } Lang;

#endif
