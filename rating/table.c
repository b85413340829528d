/* Reader for analysis table v1 (the format is described in table.h). */
#include "rating/table.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "base/text.h"

/* The required columns, then optional ones this reader uses (the move
 * played and the judge's best: whether the player chose the judge's own
 * move, TableRow.played_best; table_extra.h reads the rest). */
enum { COL_GAME, COL_PLY, COL_PLAYER, COL_BEFORE, COL_AFTER, COL_CLOCK,
       COL_PLIES, COL_BOOK, COL_REQUIRED, COL_MOVE = COL_REQUIRED, COL_BEST, COL_COUNT };

static const char *const col_names[COL_COUNT] = {
    "game", "ply", "player", "eval_before", "eval_after", "clock_left_ms",
    "game_plies", "in_book", "move", "best",
};

/* Game and player names are looked up once per row: a corpus has tens of
 * thousands of games, so they are hashed (open addressing; a slot holds
 * index + 1, 0 when empty; the table stays at most half full). */
typedef struct {
    int *slot;
    size_t cap;
} NameHash;

struct TableIndex {
    NameHash games, players;
};

/* Where a message points: the file, the line, and (when > 0) the column. */
typedef struct {
    const char *file;
    int line;
    int field;           /* 1-based field number in the line, 0 for none */
    const char *column;  /* its header name */
    char *err;
    size_t errlen;
} Where;

static int fail(const Where *w, const char *fmt, ...)
{
    char msg[512];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (w->field > 0)
        snprintf(w->err, w->errlen, "%s:%d: column %d (%s): %s", w->file, w->line,
                 w->field, w->column, msg);
    else
        snprintf(w->err, w->errlen, "%s:%d: %s", w->file, w->line, msg);
    return -1;
}

static char *dup_str(const char *s)
{
    size_t n = strlen(s) + 1;
    char *d = malloc(n);
    if (d)
        memcpy(d, s, n);
    return d;
}

static void free_list(char **list, size_t n)
{
    for (size_t i = 0; i < n; i++)
        free(list[i]);
    free(list);
}

void table_init(Table *t)
{
    memset(t, 0, sizeof *t);
}

void table_free(Table *t)
{
    for (size_t i = 0; i < t->source_count; i++) {
        free(t->sources[i].name);
        free(t->sources[i].engine);
    }
    free(t->sources);
    free(t->rows);
    free_list(t->games, t->game_count);
    free_list(t->players, t->player_count);
    free_list(t->ais, t->ai_count);
    if (t->index) {
        free(t->index->games.slot);
        free(t->index->players.slot);
        free(t->index);
    }
    table_init(t);
}

static int find_in(char **list, size_t n, const char *s)
{
    for (size_t i = 0; i < n; i++)
        if (!strcmp(list[i], s))
            return (int)i;
    return -1;
}

static size_t hash_name(const char *s)
{
    uint64_t h = 1469598103934665603ULL;   /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ULL;
    return (size_t)h;
}

static int hash_find(const NameHash *h, char **list, const char *s)
{
    if (!h->cap)
        return -1;
    for (size_t i = hash_name(s) & (h->cap - 1);; i = (i + 1) & (h->cap - 1)) {
        int v = h->slot[i];
        if (!v)
            return -1;
        if (!strcmp(list[v - 1], s))
            return v - 1;
    }
}

static void hash_put(NameHash *h, char **list, int index)
{
    size_t i = hash_name(list[index]) & (h->cap - 1);
    while (h->slot[i])
        i = (i + 1) & (h->cap - 1);
    h->slot[i] = index + 1;
}

/* Makes room for n names; returns -1 when out of memory. */
static int hash_reserve(NameHash *h, char **list, size_t n)
{
    if (2 * n <= h->cap)
        return 0;
    size_t cap = h->cap ? h->cap : 64;
    while (2 * n > cap)
        cap *= 2;
    int *slot = calloc(cap, sizeof *slot);
    if (!slot)
        return -1;
    free(h->slot);
    h->slot = slot;
    h->cap = cap;
    for (size_t i = 0; i + 1 < n; i++)
        hash_put(h, list, (int)i);
    return 0;
}

/* Index of s in the list, appending it when new; -1 when out of memory. */
static int intern(char ***list, size_t *n, NameHash *h, const char *s)
{
    int i = h ? hash_find(h, *list, s) : find_in(*list, *n, s);
    if (i >= 0)
        return i;
    char **grown = realloc(*list, (*n + 1) * sizeof **list);
    if (!grown)
        return -1;
    *list = grown;
    if (!(grown[*n] = dup_str(s)))
        return -1;
    (*n)++;
    if (h) {
        if (hash_reserve(h, *list, *n))
            return -1;
        hash_put(h, *list, (int)*n - 1);
    }
    return (int)*n - 1;
}

int table_find_player(const Table *t, const char *name)
{
    if (t->index)
        return hash_find(&t->index->players, t->players, name);
    return find_in(t->players, t->player_count, name);
}

int table_is_ai(const Table *t, const char *player)
{
    return find_in(t->ais, t->ai_count, player) >= 0;
}

bool table_says_best(const Table *t, const int *rows, int n)
{
    size_t count = rows ? (size_t)n : t->row_count;
    for (size_t i = 0; i < count; i++)
        if (t->rows[rows ? (size_t)rows[i] : i].played_best >= 0)
            return true;
    return false;
}

int table_row_loss(const TableRow *r)
{
    return r->after.value - r->before.value;
}

/* Strict integer: optional sign, digits, nothing else. */
static int parse_long(const char *s, long *out)
{
    if (!*s || isspace((unsigned char)*s))
        return -1;
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || *end)
        return -1;
    *out = v;
    return 0;
}

static int parse_int(const char *s, int *out)
{
    long v;
    if (parse_long(s, &v) || v < INT_MIN || v > INT_MAX)
        return -1;
    *out = (int)v;
    return 0;
}

int table_parse_score(const char *s, Score *out)
{
    if (!strncmp(s, "mate", 4)) {
        int n;
        if ((s[4] != '+' && s[4] != '-') || !isdigit((unsigned char)s[5]) || parse_int(s + 5, &n) ||
            n > TABLE_MAX_CP)
            return -1;
        out->is_mate = 1;
        out->value = s[4] == '-' ? -n : n;
        return 0;
    }
    out->is_mate = 0;
    return (parse_int(s, &out->value) || abs(out->value) > TABLE_MAX_CP) ? -1 : 0;
}

/* A positive count of nodes (they pass 2^31). */
static int parse_count(const char *s, long long *out)
{
    char *end;
    errno = 0;
    long long v = strtoll(s, &end, 10);
    if (!isdigit((unsigned char)*s) || *end || errno || v <= 0)
        return -1;
    *out = v;
    return 0;
}

static int is_blank(const char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    return !*s;
}

/* "# key: value" lines; anything else after '#' is a plain comment. */
static int read_comment(Table *t, TableSource *src, char *line, const Where *w)
{
    char *body = text_trim(line + 1);
    char *colon = strchr(body, ':');
    if (!colon)
        return 0;
    *colon = 0;
    char *key = text_trim(body), *value = text_trim(colon + 1);
    if (!strcmp(key, "engine")) {
        free(src->engine);
        if (!(src->engine = dup_str(value)))
            return fail(w, "out of memory");
    } else if (!strcmp(key, "depth")) {
        if (parse_int(value, &src->depth) || src->depth < 0)
            return fail(w, "'# depth:' wants a non-negative integer, not '%s'", value);
    } else if (!strcmp(key, "nodes")) {
        if (parse_count(value, &src->nodes))
            return fail(w, "'# nodes:' wants a positive integer, not '%s'", value);
    } else if (!strcmp(key, "clock_main_ms")) {
        if (parse_count(value, &src->clock_main_ms))
            return fail(w, "'# clock_main_ms:' wants a positive integer, not '%s'", value);
    } else if (!strcmp(key, "ai") && *value) {
        if (intern(&t->ais, &t->ai_count, NULL, value) < 0)
            return fail(w, "out of memory");
    }
    return 0;
}

#define MAX_FIELDS 256

static int read_header(int *colmap, char *line, Where *w)
{
    char *fields[MAX_FIELDS];
    int n = text_split_tabs(line, fields, MAX_FIELDS);
    if (n > MAX_FIELDS)
        return fail(w, "more than %d columns", MAX_FIELDS);
    for (int c = 0; c < COL_COUNT; c++)
        colmap[c] = -1;
    for (int i = 0; i < n; i++) {
        char *name = text_trim(fields[i]);
        for (int c = 0; c < COL_COUNT; c++) {
            if (strcmp(name, col_names[c]))
                continue;
            if (colmap[c] >= 0)
                return fail(w, "column '%s' appears twice in the header row", name);
            colmap[c] = i;
        }
    }
    for (int c = 0; c < COL_REQUIRED; c++)
        if (colmap[c] < 0)
            return fail(w, "the header row lacks the required column '%s' "
                           "(analysis table v1 needs: game ply player eval_before "
                           "eval_after clock_left_ms game_plies in_book)", col_names[c]);
    return 0;
}

static int push_row(Table *t, const TableRow *r)
{
    if (t->row_count == t->row_cap) {
        size_t cap = t->row_cap ? t->row_cap * 2 : 256;
        TableRow *grown = realloc(t->rows, cap * sizeof *grown);
        if (!grown)
            return -1;
        t->rows = grown;
        t->row_cap = cap;
    }
    t->rows[t->row_count++] = *r;
    return 0;
}

/* Points the message at column c of the data row. */
static void at_column(Where *w, const int *colmap, int c)
{
    w->field = colmap[c] + 1;
    w->column = col_names[c];
}

/* 1 when the row's move is its best move, 0 when another, -1 when the
 * table does not say (no such columns, or a cell left empty). */
static int played_best(char **fields, int n, const int *colmap)
{
    if (colmap[COL_MOVE] < 0 || colmap[COL_BEST] < 0 || colmap[COL_MOVE] >= n || colmap[COL_BEST] >= n)
        return -1;
    const char *move = fields[colmap[COL_MOVE]], *best = fields[colmap[COL_BEST]];
    if (!*move || !*best)
        return -1;
    return strcmp(move, best) == 0;
}

static int read_row(Table *t, int source, char *line, const int *colmap, Where *w)
{
    char *fields[MAX_FIELDS];
    int n = text_split_tabs(line, fields, MAX_FIELDS);
    for (int c = 0; c < COL_REQUIRED; c++) {
        if (colmap[c] >= n) {
            at_column(w, colmap, c);
            return fail(w, "missing (the row has only %d fields)", n);
        }
    }
    TableRow r = { .source = source, .line = w->line };
    const char *f;
    long clock;

    at_column(w, colmap, COL_GAME);
    if (!*(f = fields[colmap[COL_GAME]]))
        return fail(w, "empty game identifier");
    if ((r.game = intern(&t->games, &t->game_count, &t->index->games, f)) < 0)
        return fail(w, "out of memory");
    at_column(w, colmap, COL_PLY);
    if (parse_int(f = fields[colmap[COL_PLY]], &r.ply) || r.ply < 1)
        return fail(w, "'%s' is not a ply number (an integer >= 1)", f);
    at_column(w, colmap, COL_PLAYER);
    if (!*(f = fields[colmap[COL_PLAYER]]))
        return fail(w, "empty player name");
    if ((r.player = intern(&t->players, &t->player_count, &t->index->players, f)) < 0)
        return fail(w, "out of memory");
    at_column(w, colmap, COL_BEFORE);
    if (table_parse_score(f = fields[colmap[COL_BEFORE]], &r.before))
        return fail(w, "'%s' is not a score (centipawns up to %d, mate+N or mate-N)", f,
                    TABLE_MAX_CP);
    at_column(w, colmap, COL_AFTER);
    if (table_parse_score(f = fields[colmap[COL_AFTER]], &r.after))
        return fail(w, "'%s' is not a score (centipawns up to %d, mate+N or mate-N)", f,
                    TABLE_MAX_CP);
    at_column(w, colmap, COL_CLOCK);
    f = fields[colmap[COL_CLOCK]];
    if (!*f)
        r.clock_left_ms = -1;
    else if (parse_long(f, &clock) || clock < 0)
        return fail(w, "'%s' is not a clock in milliseconds (empty when unknown)", f);
    else
        r.clock_left_ms = clock;
    at_column(w, colmap, COL_PLIES);
    if (parse_int(f = fields[colmap[COL_PLIES]], &r.game_plies) || r.game_plies < 1)
        return fail(w, "'%s' is not a game length in plies (an integer >= 1)", f);
    if (r.ply > r.game_plies) {
        at_column(w, colmap, COL_PLY);
        return fail(w, "ply %d is beyond the game's %d plies", r.ply, r.game_plies);
    }
    at_column(w, colmap, COL_BOOK);
    f = fields[colmap[COL_BOOK]];
    if (strcmp(f, "0") && strcmp(f, "1"))
        return fail(w, "'%s' is not 0 or 1", f);
    r.in_book = f[0] == '1';
    r.played_best = played_best(fields, n, colmap);
    if (push_row(t, &r))
        return fail(w, "out of memory");
    return 0;
}

static int add_source(Table *t, const char *name)
{
    TableSource *grown = realloc(t->sources, (t->source_count + 1) * sizeof *grown);
    if (!grown)
        return -1;
    t->sources = grown;
    TableSource *s = &grown[t->source_count];
    s->engine = NULL;
    s->depth = -1;
    s->nodes = -1;
    s->clock_main_ms = -1;
    if (!(s->name = dup_str(name)))
        return -1;
    return (int)t->source_count++;
}

/* Reads one line of any length; returns NULL at end of file. */
static char *read_line(FILE *f, char **buf, size_t *cap)
{
    ssize_t n = getline(buf, cap, f);
    if (n < 0)
        return NULL;
    while (n && ((*buf)[n - 1] == '\n' || (*buf)[n - 1] == '\r'))
        (*buf)[--n] = 0;
    return *buf;
}

int table_read_stream(Table *t, FILE *f, const char *name, char *err, size_t errlen)
{
    Where w = { .file = name, .err = err, .errlen = errlen };
    if (!t->index && !(t->index = calloc(1, sizeof *t->index)))
        return fail(&w, "out of memory");
    int source = add_source(t, name);
    if (source < 0)
        return fail(&w, "out of memory");
    int colmap[COL_COUNT], have_header = 0, rc = 0;
    char *buf = NULL, *line;
    size_t cap = 0;
    while (rc == 0 && (line = read_line(f, &buf, &cap))) {
        w.line++;
        w.field = 0;
        if (w.line == 1 && !strncmp(line, "\xEF\xBB\xBF", 3))
            line += 3;   /* a UTF-8 byte-order mark */
        if (line[0] == '#')
            rc = read_comment(t, &t->sources[source], line, &w);
        else if (is_blank(line))
            continue;
        else if (!have_header)
            rc = read_header(colmap, line, &w), have_header = 1;
        else
            rc = read_row(t, source, line, colmap, &w);
    }
    free(buf);
    /* The clock comment may come after rows: each row learns it at the end. */
    for (size_t i = 0; i < t->row_count; i++)
        if (t->rows[i].source == source)
            t->rows[i].clock_main_ms = t->sources[source].clock_main_ms;
    if (rc == 0 && ferror(f))
        rc = fail(&w, "read error");
    if (rc == 0 && !have_header) {
        w.field = 0;
        rc = fail(&w, "no header row (analysis table v1 starts with a row naming "
                      "its columns: game ply player eval_before eval_after "
                      "clock_left_ms game_plies in_book)");
    }
    return rc;
}

int table_read_file(Table *t, const char *path, char *err, size_t errlen)
{
    if (!strcmp(path, "-"))
        return table_read_stream(t, stdin, "-", err, errlen);
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    int rc = table_read_stream(t, f, path, err, errlen);
    fclose(f);
    return rc;
}

static const Table *sort_table;   /* qsort has no context argument in C11 */

static int by_game_ply(const void *a, const void *b)
{
    const TableRow *x = &sort_table->rows[*(const int *)a], *y = &sort_table->rows[*(const int *)b];
    if (x->game != y->game)
        return x->game < y->game ? -1 : 1;
    if (x->ply != y->ply)
        return x->ply < y->ply ? -1 : 1;
    return *(const int *)a < *(const int *)b ? -1 : 1;
}

int table_check_duplicates(const Table *t, char *err, size_t errlen)
{
    if (t->row_count < 2)
        return 0;
    int *idx = malloc(t->row_count * sizeof *idx);
    if (!idx) {
        snprintf(err, errlen, "out of memory");
        return -1;
    }
    for (size_t i = 0; i < t->row_count; i++)
        idx[i] = (int)i;
    sort_table = t;
    qsort(idx, t->row_count, sizeof *idx, by_game_ply);
    int rc = 0;
    for (size_t i = 1; i < t->row_count && !rc; i++) {
        const TableRow *a = &t->rows[idx[i - 1]], *b = &t->rows[idx[i]];
        if (a->game == b->game && a->ply == b->ply) {
            snprintf(err, errlen, "%s:%d: game '%s' ply %d is also at %s:%d (the same table "
                     "read twice? game ids must be unique across tables)",
                     t->sources[b->source].name, b->line, t->games[b->game], b->ply,
                     t->sources[a->source].name, a->line);
            rc = -1;
        }
    }
    free(idx);
    return rc;
}
