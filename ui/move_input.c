/* Typed moves and commands (see move_input.h). */
#include "ui/move_input.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "shogi/notation.h"
#include "shogi/usi.h"

static const struct {
    const char *word;
    TypedKind kind;
} commands[] = {
    { "resign", TYPED_RESIGN }, { "投了", TYPED_RESIGN },
    { "flip", TYPED_FLIP }, { "反転", TYPED_FLIP },
    { "help", TYPED_HELP }, { "?", TYPED_HELP }, { "ヘルプ", TYPED_HELP },
    { "quit", TYPED_QUIT }, { "exit", TYPED_QUIT }, { "終了", TYPED_QUIT },
};
enum { COMMAND_NB = sizeof commands / sizeof commands[0] };

/* Copies line without leading/trailing blanks (ASCII and the ideographic space). */
static void trim(const char *line, char *out, size_t len)
{
    while (*line == ' ' || *line == '\t')
        line++;
    snprintf(out, len, "%s", line);
    size_t n = strlen(out);
    for (;;) {
        if (n > 0 && (out[n - 1] == ' ' || out[n - 1] == '\t' || out[n - 1] == '\n'))
            out[--n] = 0;
        else if (n >= 3 && !memcmp(out + n - 3, "\xe3\x80\x80", 3))
            out[n -= 3] = 0;
        else
            break;
    }
}

void typed_parse(const Position *pos, const char *line, TypedInput *out)
{
    char text[256];
    memset(out, 0, sizeof *out);
    trim(line, text, sizeof text);
    if (!*text) {
        out->kind = TYPED_EMPTY;
        return;
    }
    for (int i = 0; i < COMMAND_NB; i++)
        if (!strcasecmp(text, commands[i].word)) {
            out->kind = commands[i].kind;
            return;
        }
    Move m = notation_parse_any(pos, text, out->err, sizeof out->err);
    if (m != MOVE_NONE) {
        out->kind = TYPED_MOVE;
        out->move = m;
        return;
    }
    out->kind = TYPED_ERROR;
    if (!out->err[0])
        snprintf(out->err, sizeof out->err, "'%.120s' is not a move or a command", text);
}

static bool has_prefix(const char *s, const char *prefix)
{
    return strncmp(s, prefix, strlen(prefix)) == 0;
}

void typed_candidates(const Position *pos, const char *prefix,
                      void (*add)(const char *text, void *ctx), void *ctx)
{
    for (int i = 0; i < COMMAND_NB; i++)
        if (*prefix && has_prefix(commands[i].word, prefix) && isalpha((unsigned char)commands[i].word[0]))
            add(commands[i].word, ctx);
    MoveList list;
    gen_legal(pos, &list);
    for (int i = 0; i < list.count; i++) {
        char usi[USI_MOVE_MAX], text[NOTATION_MAX];
        move_to_usi(list.moves[i], usi);
        if (has_prefix(usi, prefix))
            add(usi, ctx);
        if (!*prefix)
            continue;
        notation_western(pos, list.moves[i], text, sizeof text);
        if (has_prefix(text, prefix) && strcmp(text, usi))
            add(text, ctx);
        notation_japanese(pos, list.moves[i], NOTE_ASCII, text, sizeof text);
        if (has_prefix(text, prefix))
            add(text, ctx);
    }
}
