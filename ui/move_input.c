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

static bool ends_with(const char *s, const char *tail)
{
    size_t n = strlen(s), t = strlen(tail);
    return n >= t && !strcmp(s + n - t, tail);
}

/* Did the text say "do not promote"? */
static bool says_no_promotion(const char *text)
{
    return ends_with(text, "=") || ends_with(text, "不成") || ends_with(text, "生");
}

static bool is_ascii(const char *s)
{
    for (; *s; s++)
        if ((unsigned char)*s >= 0x80)
            return false;
    return true;
}

/* The move text with a promotion mark added; MOVE_NONE when it does not parse. */
static Move parse_with(const Position *pos, const char *text, const char *mark)
{
    char buf[300], err[200];
    snprintf(buf, sizeof buf, "%s%s", text, mark);
    return notation_parse_any(pos, buf, err, sizeof err);
}

/* A refusal in the notation the player typed: ASCII in, ASCII out. The
 * notation parser names pieces and squares in kanji ("歩", "5五"). */
static void westernise(char *err, size_t len)
{
    static const struct {
        const char *kanji, *ascii;
    } words[] = {
        { " (add 右 左 直 上 引 寄 or the origin)", " (name the origin square too, as in G6i-5h)" },
        { "成香", "+L" }, { "成桂", "+N" }, { "成銀", "+S" }, { "歩", "P" }, { "香", "L" }, { "桂", "N" },
        { "銀", "S" }, { "金", "G" }, { "角", "B" }, { "飛", "R" }, { "玉", "K" }, { "王", "K" }, { "と", "+P" },
        { "杏", "+L" }, { "圭", "+N" }, { "全", "+S" }, { "馬", "+B" }, { "龍", "+R" }, { "竜", "+R" },
        { "一", "a" }, { "二", "b" }, { "三", "c" }, { "四", "d" }, { "五", "e" }, { "六", "f" }, { "七", "g" },
        { "八", "h" }, { "九", "i" },
    };
    char out[512];
    size_t n = 0;
    for (const char *p = err; *p && n + 16 < sizeof out;) {
        size_t k = 0;
        while (k < sizeof words / sizeof words[0] && strncmp(p, words[k].kanji, strlen(words[k].kanji)))
            k++;
        if (k < sizeof words / sizeof words[0]) {
            n += (size_t)snprintf(out + n, sizeof out - n, "%s", words[k].ascii);
            p += strlen(words[k].kanji);
        } else {
            out[n++] = *p++;
        }
    }
    size_t keep = n < len - 1 ? n : len - 1;
    memcpy(err, out, keep);
    err[keep] = '\0';
}

/* A move typed without saying whether it promotes, where both are legal. */
static bool ask_promotion(const Position *pos, const char *text, Move m, TypedInput *out)
{
    Move stay = MOVE_NONE, promote = MOVE_NONE;
    if (m != MOVE_NONE) {
        if (move_is_drop(m) || move_is_promote(m) || says_no_promotion(text))
            return false;
        Move p = move_make(move_from(m), move_to(m), true);
        if (!pos_is_legal(pos, p))
            return false;
        stay = m;
        promote = p;
    } else {
        /* Japanese and western texts that leave it open do not parse: try both answers. */
        static const char *const marks[2][2] = { { "+", "=" }, { "成", "不成" } };
        for (int i = 0; i < 2 && stay == MOVE_NONE; i++) {
            Move yes = parse_with(pos, text, marks[i][0]), no = parse_with(pos, text, marks[i][1]);
            if (yes != MOVE_NONE && no != MOVE_NONE && move_from(yes) == move_from(no) && move_to(yes) == move_to(no)) {
                stay = no;
                promote = yes;
            }
        }
        if (stay == MOVE_NONE)
            return false;
    }
    out->kind = TYPED_ASK_PROMOTION;
    out->move = stay;
    out->promote = promote;
    return true;
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
    /* "8h2b=": USI has no "not promoting" mark; the western one serves. */
    char bare[256];
    snprintf(bare, sizeof bare, "%s", text);
    size_t n = strlen(bare);
    bool usi_no = n == 5 && bare[4] == '=' && bare[1] >= 'a' && bare[1] <= 'i';
    if (usi_no)
        bare[4] = '\0';
    Move m = notation_parse_any(pos, bare, out->err, sizeof out->err);
    if (!usi_no && ask_promotion(pos, text, m, out))
        return;
    if (m != MOVE_NONE) {
        out->kind = TYPED_MOVE;
        out->move = m;
        return;
    }
    out->kind = TYPED_ERROR;
    if (!out->err[0])
        snprintf(out->err, sizeof out->err, "'%.120s' is not a move or a command", text);
    else if (is_ascii(text))
        westernise(out->err, sizeof out->err);
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
