/* Signal handling for the curses display (see term_guard.h). */
#include "ui/term_guard.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

#include "ui/curses_compat.h"
#include <term.h>

static struct termios saved_modes;
static bool have_modes;
static volatile sig_atomic_t interrupted;
/* The escape sequences that undo curses, copied while it is safe to. */
static char undo_seq[256];
static size_t undo_len;

static const int soft_signals[] = { SIGINT, SIGTERM, SIGHUP };
static const int fatal_signals[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL, SIGABRT };
static const int keyboard_signals[] = { SIGINT, SIGQUIT, SIGTSTP };
enum { SOFT_NB = 3, FATAL_NB = 5, KEYBOARD_NB = 3 };
static struct sigaction old_soft[SOFT_NB], old_fatal[FATAL_NB], old_keyboard[KEYBOARD_NB];
static bool installed, kiosk_mode;

void term_guard_save(bool kiosk)
{
    have_modes = tcgetattr(STDIN_FILENO, &saved_modes) == 0;
    kiosk_mode = kiosk;
    if (!kiosk)
        return;
    struct sigaction ign;
    memset(&ign, 0, sizeof ign);
    sigemptyset(&ign.sa_mask);
    ign.sa_handler = SIG_IGN;
    for (int i = 0; i < KEYBOARD_NB; i++)
        sigaction(keyboard_signals[i], &ign, &old_keyboard[i]);
}

void term_guard_signal_keys_off(void)
{
    struct termios t;
    if (tcgetattr(STDIN_FILENO, &t) != 0)
        return;
    t.c_cc[VINTR] = _POSIX_VDISABLE;
    t.c_cc[VQUIT] = _POSIX_VDISABLE;
    tcsetattr(STDIN_FILENO, TCSANOW, &t);
}

static void on_soft(int sig) { interrupted = sig; }

static void on_fatal(int sig)
{
    if (have_modes)
        tcsetattr(STDIN_FILENO, TCSANOW, &saved_modes);
    if (undo_len) {
        ssize_t r = write(STDOUT_FILENO, undo_seq, undo_len);
        (void)r;
    }
    signal(sig, SIG_DFL);
    raise(sig);
}

static void append_cap(const char *name)
{
    char *s = tigetstr((char *)name);
    if (!s || s == (char *)-1)
        return;
    size_t n = strlen(s);
    if (undo_len + n < sizeof undo_seq) {
        memcpy(undo_seq + undo_len, s, n);
        undo_len += n;
    }
}

void term_guard_install(void)
{
    undo_len = 0;
    append_cap("sgr0");
    append_cap("rmkx");
    append_cap("cnorm");
    append_cap("rmcup");
    /* Mouse reporting off (xterm protocol), then a fresh line. */
    static const char tail[] = "\033[?1000l\033[?1006l\r\n";
    if (undo_len + sizeof tail < sizeof undo_seq) {
        memcpy(undo_seq + undo_len, tail, sizeof tail - 1);
        undo_len += sizeof tail - 1;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sigemptyset(&sa.sa_mask);
    for (int i = 0; i < SOFT_NB; i++) {
        /* A kiosk keeps ignoring SIGINT (term_guard_save): only SIGTERM and SIGHUP stop it. */
        sa.sa_handler = kiosk_mode && soft_signals[i] == SIGINT ? SIG_IGN : on_soft;
        sigaction(soft_signals[i], &sa, &old_soft[i]);
    }
    sa.sa_handler = on_fatal;
    for (int i = 0; i < FATAL_NB; i++)
        sigaction(fatal_signals[i], &sa, &old_fatal[i]);
    installed = true;
}

void term_guard_remove(void)
{
    if (!installed) {
        for (int i = 0; kiosk_mode && i < KEYBOARD_NB; i++) /* curses never started */
            sigaction(keyboard_signals[i], &old_keyboard[i], NULL);
        kiosk_mode = false;
        return;
    }
    for (int i = 0; i < SOFT_NB; i++)
        sigaction(soft_signals[i], &old_soft[i], NULL);
    for (int i = 0; i < FATAL_NB; i++)
        sigaction(fatal_signals[i], &old_fatal[i], NULL);
    /* In a kiosk old_soft[SIGINT] is the ignoring set by term_guard_save:
     * the keyboard signals go back to what they were before that. */
    for (int i = 0; kiosk_mode && i < KEYBOARD_NB; i++)
        sigaction(keyboard_signals[i], &old_keyboard[i], NULL);
    kiosk_mode = false;
    installed = false;
}

int term_guard_interrupted(void) { return (int)interrupted; }
