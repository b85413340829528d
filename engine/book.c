/* The opening book: parse the text format (see book.h), replay every line
 * with the rules core, and keep a sorted table of (key, move, weight). */
#include "engine/book.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "shogi/usi.h"

typedef struct {
    uint64_t key;
    Move move;
    int weight;
} BookEntry;

struct Book {
    BookEntry *entries;
    int count, cap;
    BookLine *lines;
    int line_count, line_cap;
};

enum { BOOK_MAX_WEIGHT = 10000, BOOK_MAX_LINE = 4096 };

static int grow(void **p, int *cap, int need, size_t size)
{
    if (need <= *cap)
        return 0;
    int ncap = *cap ? *cap * 2 : 256;
    while (ncap < need)
        ncap *= 2;
    void *q = realloc(*p, (size_t)ncap * size);
    if (!q)
        return -1;
    *p = q;
    *cap = ncap;
    return 0;
}

static char *trim(char *s)
{
    while (*s == ' ' || *s == '\t')
        s++;
    size_t n = strlen(s);
    while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t' || s[n - 1] == '\r'))
        s[--n] = '\0';
    return s;
}

/* Splits `s` at '|' into exactly `n` trimmed fields; -1 if the count differs. */
static int split_fields(char *s, char **fields, int n)
{
    int k = 0;
    for (;;) {
        char *bar = strchr(s, '|');
        if (k == n)
            return -1;
        if (bar)
            *bar = '\0';
        fields[k++] = trim(s);
        if (!bar)
            break;
        s = bar + 1;
    }
    return k == n ? 0 : -1;
}

static int add_entry(Book *b, uint64_t key, Move m, int weight)
{
    if (grow((void **)&b->entries, &b->cap, b->count + 1, sizeof *b->entries))
        return -1;
    b->entries[b->count++] = (BookEntry){ key, m, weight };
    return 0;
}

/* Replays the moves of one line from the start position, adding each
 * (position, move) with the line's weight. Writes the reason on failure. */
static int replay_line(Book *b, char *moves, int weight, int *plies, char *why, size_t whylen)
{
    Position *pos = malloc(sizeof *pos); /* large: keep it off the stack */
    if (!pos) {
        snprintf(why, whylen, "out of memory");
        return -1;
    }
    pos_init_startpos(pos);
    int n = 0, rc = 0;
    char *save = NULL;
    for (char *tok = strtok_r(moves, " \t", &save); tok && !rc; tok = strtok_r(NULL, " \t", &save)) {
        n++;
        Move m = move_from_usi(pos, tok);
        const char *reason = m == MOVE_NONE ? "not a move in this position" : pos_illegal_reason(pos, m);
        if (reason) {
            snprintf(why, whylen, "ply %d (%s): %s", n, tok, reason);
            rc = -1;
        } else if (add_entry(b, pos_key(pos), m, weight)) {
            snprintf(why, whylen, "out of memory");
            rc = -1;
        } else {
            pos_do_move(pos, m);
        }
    }
    free(pos);
    if (!rc && n == 0) {
        snprintf(why, whylen, "no moves");
        rc = -1;
    }
    *plies = n;
    return rc;
}

static int parse_line(Book *b, char *text, int line_no, char *why, size_t whylen)
{
    char *f[5];
    if (split_fields(text, f, 5)) {
        snprintf(why, whylen, "expected 5 fields 'WEIGHT | OPENING | SIDE | NAME | MOVES'");
        return -1;
    }
    char *end;
    long w = strtol(f[0], &end, 10);
    if (end == f[0] || *end || w < 1 || w > BOOK_MAX_WEIGHT) {
        snprintf(why, whylen, "weight '%s' is not an integer in 1..%d", f[0], BOOK_MAX_WEIGHT);
        return -1;
    }
    if (!*f[1] || strlen(f[1]) >= BOOK_TAG_MAX || strspn(f[1], "abcdefghijklmnopqrstuvwxyz") != strlen(f[1])) {
        snprintf(why, whylen, "opening tag '%s' must be one lowercase word", f[1]);
        return -1;
    }
    if (strcmp(f[2], "b") && strcmp(f[2], "w") && strcmp(f[2], "bw")) {
        snprintf(why, whylen, "side '%s' must be b, w or bw", f[2]);
        return -1;
    }
    BookLine line = { .weight = (int)w, .line_no = line_no };
    snprintf(line.opening, sizeof line.opening, "%s", f[1]);
    snprintf(line.side, sizeof line.side, "%s", f[2]);
    snprintf(line.name, sizeof line.name, "%s", f[3]);
    if (replay_line(b, f[4], (int)w, &line.plies, why, whylen))
        return -1;
    if (grow((void **)&b->lines, &b->line_cap, b->line_count + 1, sizeof *b->lines)) {
        snprintf(why, whylen, "out of memory");
        return -1;
    }
    b->lines[b->line_count++] = line;
    return 0;
}

static int cmp_entry(const void *a, const void *b)
{
    const BookEntry *x = a, *y = b;
    if (x->key != y->key)
        return x->key < y->key ? -1 : 1;
    return (int)x->move - (int)y->move;
}

/* Sorts the table and merges duplicate (key, move) pairs, summing weights. */
static void compact(Book *b)
{
    qsort(b->entries, (size_t)b->count, sizeof *b->entries, cmp_entry);
    int out = 0;
    for (int i = 0; i < b->count; i++) {
        if (out > 0 && b->entries[out - 1].key == b->entries[i].key && b->entries[out - 1].move == b->entries[i].move)
            b->entries[out - 1].weight += b->entries[i].weight;
        else
            b->entries[out++] = b->entries[i];
    }
    b->count = out;
}

Book *book_load_text(const char *text, const char *name, char *err, size_t errlen)
{
    Book *b = calloc(1, sizeof *b);
    if (!b) {
        snprintf(err, errlen, "%s: out of memory", name);
        return NULL;
    }
    const char *p = text;
    for (int line_no = 1; *p; line_no++) {
        const char *nl = strchr(p, '\n');
        size_t len = nl ? (size_t)(nl - p) : strlen(p);
        char buf[BOOK_MAX_LINE], why[256];
        if (len >= sizeof buf) {
            snprintf(err, errlen, "%s:%d: line longer than %d bytes", name, line_no, BOOK_MAX_LINE - 1);
            book_free(b);
            return NULL;
        }
        memcpy(buf, p, len);
        buf[len] = '\0';
        p += len + (nl ? 1 : 0);
        char *s = trim(buf);
        if (!*s || *s == '#')
            continue;
        if (parse_line(b, s, line_no, why, sizeof why)) {
            snprintf(err, errlen, "%s:%d: %s", name, line_no, why);
            book_free(b);
            return NULL;
        }
    }
    if (b->line_count == 0) {
        snprintf(err, errlen, "%s: no book lines", name);
        book_free(b);
        return NULL;
    }
    compact(b);
    return b;
}

Book *book_load(const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "rb");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open", path);
        return NULL;
    }
    size_t cap = 1 << 16, len = 0;
    char *text = malloc(cap);
    size_t got;
    while (text && (got = fread(text + len, 1, cap - len - 1, f)) > 0) {
        len += got;
        if (len + 1 == cap) {
            char *t = realloc(text, cap * 2);
            if (!t) {
                free(text);
                text = NULL;
                break;
            }
            text = t;
            cap *= 2;
        }
    }
    fclose(f);
    if (!text) {
        snprintf(err, errlen, "%s: out of memory", path);
        return NULL;
    }
    text[len] = '\0';
    Book *b = book_load_text(text, path, err, errlen);
    free(text);
    return b;
}

void book_free(Book *book)
{
    if (!book)
        return;
    free(book->entries);
    free(book->lines);
    free(book);
}

int book_probe(const Book *book, const Position *pos, BookMove *out, int max)
{
    uint64_t key = pos_key(pos);
    int lo = 0, hi = book->count;
    while (lo < hi) {
        int mid = lo + (hi - lo) / 2;
        if (book->entries[mid].key < key)
            lo = mid + 1;
        else
            hi = mid;
    }
    int n = 0;
    for (int i = lo; i < book->count && book->entries[i].key == key && n < max; i++) {
        /* Keep the list sorted by weight, heaviest first (insertion sort: lists are short). */
        BookMove bm = { book->entries[i].move, book->entries[i].weight };
        int j = n++;
        while (j > 0 && out[j - 1].weight < bm.weight) {
            out[j] = out[j - 1];
            j--;
        }
        out[j] = bm;
    }
    return n;
}

/* xorshift64*: small, fast and good enough for picking among a few moves. */
static uint64_t next_random(uint64_t *s)
{
    if (*s == 0)
        *s = 0x9E3779B97F4A7C15ull;
    *s ^= *s >> 12;
    *s ^= *s << 25;
    *s ^= *s >> 27;
    return *s * 0x2545F4914F6CDD1Dull;
}

Move book_pick(const Book *book, const Position *pos, uint64_t *rng)
{
    BookMove moves[BOOK_MAX_CHOICES];
    int n = book_probe(book, pos, moves, BOOK_MAX_CHOICES);
    long total = 0;
    for (int i = 0; i < n; i++)
        total += moves[i].weight;
    if (total <= 0)
        return MOVE_NONE;
    long r = (long)(next_random(rng) % (uint64_t)total);
    for (int i = 0; i < n; i++) {
        if (r < moves[i].weight)
            return moves[i].move;
        r -= moves[i].weight;
    }
    return moves[n - 1].move;
}

int book_line_count(const Book *book) { return book->line_count; }
const BookLine *book_line(const Book *book, int i) { return &book->lines[i]; }
int book_entry_count(const Book *book) { return book->count; }
