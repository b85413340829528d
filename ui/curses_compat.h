/* Includes curses with its wide-character API whatever flags the compiler
 * was given (the Makefile passes pkg-config's, the clang syntax check does
 * not). Only ui/ includes this. */
#ifndef KIRYOKU_UI_CURSES_COMPAT_H
#define KIRYOKU_UI_CURSES_COMPAT_H

#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#include <curses.h>

#endif
