/* The program's locale and what the screen can show (see display.h:
 * ui_locale_setup). Why it matters: with LANG=ja_JP.UTF-8 named but not
 * installed, setlocale(LC_ALL, "") fails, the program stays in the "C"
 * locale, and curses prints every byte of a kanji as a separate
 * character: garbage. The terminal itself is UTF-8 all the same, so any
 * installed UTF-8 locale (C.UTF-8 is on every current glibc system) lets
 * curses write the text as it is. */
#include <langinfo.h>
#include <locale.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "ui/display.h"

static bool decided;
static UiLocale chosen;

Lang ui_lang_from_locale(void)
{
    static const char *const vars[] = { "LC_ALL", "LC_MESSAGES", "LANG" };
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            return strncmp(v, "ja", 2) == 0 ? LANG_JA : LANG_EN;
    }
    return LANG_EN;
}

/* The environment's name for the character type locale, as setlocale reads it. */
static const char *ctype_name(void)
{
    static const char *const vars[] = { "LC_ALL", "LC_CTYPE", "LANG" };
    for (size_t i = 0; i < sizeof vars / sizeof vars[0]; i++) {
        const char *v = getenv(vars[i]);
        if (v && *v)
            return v;
    }
    return "";
}

static bool names_utf8(const char *name)
{
    return strcasestr(name, "UTF-8") || strcasestr(name, "utf8");
}

static bool codeset_is_utf8(void)
{
    const char *cs = nl_langinfo(CODESET);
    return cs && (!strcasecmp(cs, "UTF-8") || !strcasecmp(cs, "utf8"));
}

static void decide(void)
{
    chosen = (UiLocale){ .lang = ui_lang_from_locale() };
    if (setlocale(LC_ALL, "")) {
        chosen.utf8 = codeset_is_utf8();
    } else if (names_utf8(ctype_name())) {
        static const char *const stand_ins[] = { "C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8" };
        chosen.fallback = true;
        for (size_t i = 0; i < sizeof stand_ins / sizeof stand_ins[0] && !chosen.utf8; i++)
            chosen.utf8 = setlocale(LC_ALL, stand_ins[i]) && codeset_is_utf8();
        if (!chosen.utf8)
            setlocale(LC_ALL, "C");
    } else {
        chosen.fallback = true;
        setlocale(LC_ALL, "C");
    }
    decided = true;
}

void ui_locale_setup(int lang, UiLocale *out)
{
    if (!decided)
        decide();
    *out = chosen;
    if (lang >= 0)
        out->lang = (Lang)lang;
    /* Japanese text needs UTF-8 on the screen: without it, English and an ASCII board. */
    if (!out->utf8) {
        out->lang = LANG_EN;
        out->ascii = true;
    }
}
