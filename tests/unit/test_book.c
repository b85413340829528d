/* The opening book: every line of assets/book.txt legal, both colours and
 * every named opening covered, transpositions found, weighted picks, and
 * clear messages for malformed files. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/assets.h"
#include "engine/book.h"
#include "shogi/usi.h"
#include "tests/check.h"

static Book *book;
static Position pos; /* large: static */

static const char *const OPENINGS[] = {
    "yagura", "kakugawari", "aigakari", "yokofudori", "gangi",
    "shikenbisha", "sankenbisha", "nakabisha", "mukaibisha", "aifuribisha",
};
enum { OPENING_COUNT = sizeof OPENINGS / sizeof OPENINGS[0] };

static void load_book(void)
{
    char err[512] = "";
    book = assets_open_book(err, sizeof err);
    if (!book)
        fprintf(stderr, "  book: %s\n", err);
    CHECK(book != NULL);
}

static void every_line_is_legal_and_long_enough(void)
{
    CHECK(book != NULL); /* each case fails on its own when the book did not load */
    if (!book)
        return;
    /* Loading replays each line with the rules core; here the counts. */
    CHECK(book_line_count(book) >= 60);
    for (int i = 0; i < book_line_count(book); i++) {
        const BookLine *l = book_line(book, i);
        if (l->plies < 12 || l->plies > 20)
            fprintf(stderr, "  line %d (%s) has %d plies\n", l->line_no, l->name, l->plies);
        CHECK(l->plies >= 12 && l->plies <= 20);
    }
}

static void every_opening_present_for_both_colours(void)
{
    CHECK(book != NULL);
    if (!book)
        return;
    bool black_any = false, white_any = false;
    for (int k = 0; k < OPENING_COUNT; k++) {
        int lines = 0;
        bool b = false, w = false;
        for (int i = 0; i < book_line_count(book); i++) {
            const BookLine *l = book_line(book, i);
            if (strcmp(l->opening, OPENINGS[k]))
                continue;
            lines++;
            b |= strchr(l->side, 'b') != NULL;
            w |= strchr(l->side, 'w') != NULL;
        }
        if (lines < 3 || !b || !w)
            fprintf(stderr, "  opening %s: %d lines, sente %d, gote %d\n", OPENINGS[k], lines, b, w);
        CHECK(lines >= 3);
        CHECK(b && w);
        black_any |= b;
        white_any |= w;
    }
    CHECK(black_any && white_any);
}

static bool has_move(const BookMove *moves, int n, const char *usi)
{
    for (int i = 0; i < n; i++) {
        char buf[USI_MOVE_MAX];
        move_to_usi(moves[i].move, buf);
        if (!strcmp(buf, usi))
            return true;
    }
    return false;
}

static void start_position_offers_the_main_first_moves(void)
{
    CHECK(book != NULL);
    if (!book)
        return;
    BookMove moves[BOOK_MAX_CHOICES];
    pos_init_startpos(&pos);
    int n = book_probe(book, &pos, moves, BOOK_MAX_CHOICES);
    CHECK(n >= 3);
    CHECK(has_move(moves, n, "7g7f"));
    CHECK(has_move(moves, n, "2g2f"));
    CHECK(has_move(moves, n, "5g5f"));
    for (int i = 1; i < n; i++)
        CHECK(moves[i - 1].weight >= moves[i].weight);
    /* White's replies after 7g7f include both 8c8d and 3c3d. */
    char err[256];
    CHECK_INT(pos_set_usi(&pos, "startpos moves 7g7f", err, sizeof err), 0);
    n = book_probe(book, &pos, moves, BOOK_MAX_CHOICES);
    CHECK(has_move(moves, n, "8c8d"));
    CHECK(has_move(moves, n, "3c3d"));
}

/* A move order that no book line plays but that reaches a book position. */
static void probe_finds_transpositions(void)
{
    CHECK(book != NULL);
    if (!book)
        return;
    char err[256];
    BookMove a[BOOK_MAX_CHOICES], b[BOOK_MAX_CHOICES];
    /* The book reaches this via 7g7f 8c8d 2g2f (kakugawari); play 2g2f first. */
    CHECK_INT(pos_set_usi(&pos, "startpos moves 7g7f 8c8d 2g2f", err, sizeof err), 0);
    int na = book_probe(book, &pos, a, BOOK_MAX_CHOICES);
    CHECK_INT(pos_set_usi(&pos, "startpos moves 2g2f 8c8d 7g7f", err, sizeof err), 0);
    int nb = book_probe(book, &pos, b, BOOK_MAX_CHOICES);
    CHECK(na > 0);
    CHECK_INT(na, nb);
    for (int i = 0; i < na && i < nb; i++) {
        CHECK_INT(a[i].move, b[i].move);
        CHECK_INT(a[i].weight, b[i].weight);
    }
    /* Deep in a ranging-rook line, the silver and edge pawn moves swapped. */
    CHECK_INT(pos_set_usi(&pos, "startpos moves 7g7f 8c8d 6g6f 3c3d 2h6h 7a6b 5i4h 5a4b 4h3h 4b3b "
                                "3h2h 6a5b 1g1f 5c5d 3i3h 1c1d", err, sizeof err), 0);
    CHECK(book_probe(book, &pos, a, BOOK_MAX_CHOICES) > 0);
}

static void pick_follows_the_weights(void)
{
    CHECK(book != NULL);
    if (!book)
        return;
    pos_init_startpos(&pos);
    BookMove moves[BOOK_MAX_CHOICES];
    int n = book_probe(book, &pos, moves, BOOK_MAX_CHOICES);
    long total = 0;
    for (int i = 0; i < n; i++)
        total += moves[i].weight;
    int counts[BOOK_MAX_CHOICES] = { 0 };
    uint64_t rng = 12345;
    enum { DRAWS = 20000 };
    for (int k = 0; k < DRAWS; k++) {
        Move m = book_pick(book, &pos, &rng);
        int j = 0;
        while (j < n && moves[j].move != m)
            j++;
        CHECK(j < n);
        if (j < n)
            counts[j]++;
    }
    for (int i = 0; i < n; i++) {
        double expect = (double)DRAWS * moves[i].weight / (double)total;
        CHECK(counts[i] > expect * 0.8 - 30 && counts[i] < expect * 1.2 + 30);
    }
    /* Out of book: no move. */
    char err[256];
    CHECK_INT(pos_set_usi(&pos, "startpos moves 1g1f 9c9d 9g9f", err, sizeof err), 0);
    CHECK_INT(book_pick(book, &pos, &rng), MOVE_NONE);
    CHECK_INT(book_probe(book, &pos, moves, BOOK_MAX_CHOICES), 0);
}

static void weights_add_up_over_shared_moves(void)
{
    const char *text = "# two lines sharing a first move\n"
                       "3 | yagura | bw | a | 7g7f 8c8d\n"
                       "\n"
                       "4 | yagura | bw | b | 7g7f 3c3d\n"
                       "5 | aigakari | bw | c | 2g2f 8c8d\n";
    char err[256];
    Book *b = book_load_text(text, "mem", err, sizeof err);
    CHECK(b != NULL);
    if (!b)
        return;
    CHECK_INT(book_line_count(b), 3);
    CHECK_INT(book_entry_count(b), 5);
    BookMove m[BOOK_MAX_CHOICES];
    pos_init_startpos(&pos);
    int n = book_probe(b, &pos, m, BOOK_MAX_CHOICES);
    CHECK_INT(n, 2);
    char usi[USI_MOVE_MAX];
    move_to_usi(m[0].move, usi);
    CHECK_STR(usi, "7g7f");
    CHECK_INT(m[0].weight, 7);
    CHECK_INT(m[1].weight, 5);
    book_free(b);
}

static void expect_error(const char *text, const char *want)
{
    char err[512] = "";
    Book *b = book_load_text(text, "bad.txt", err, sizeof err);
    CHECK(b == NULL);
    if (!strstr(err, want))
        fprintf(stderr, "  got '%s', wanted '%s'\n", err, want);
    CHECK(strstr(err, want) != NULL);
    book_free(b);
}

static void malformed_lines_name_file_and_line(void)
{
    expect_error("# ok\n5 | yagura | bw | x | 7g7f 8c8d\n5 | yagura | bw | y | 7g7f 8c8e\n", "bad.txt:3: ply 2 (8c8e)");
    expect_error("5 | yagura | bw | x | 7g7f 7g7f\n", "bad.txt:1: ply 2 (7g7f)");
    expect_error("\n\n5 | yagura | bw | 7g7f\n", "bad.txt:3: expected 5 fields");
    expect_error("0 | yagura | bw | x | 7g7f\n", "bad.txt:1: weight '0'");
    expect_error("5 | Yagura | bw | x | 7g7f\n", "bad.txt:1: opening tag");
    expect_error("5 | yagura | x | x | 7g7f\n", "bad.txt:1: side 'x'");
    expect_error("5 | yagura | b | x | \n", "bad.txt:1: no moves");
    expect_error("# nothing\n", "no book lines");
    char err[512];
    CHECK(book_load("/nonexistent/book.txt", err, sizeof err) == NULL);
    CHECK(strstr(err, "/nonexistent/book.txt: cannot open") != NULL);
}

static void assets_are_found_through_the_environment(void)
{
    char path[512];
    setenv("KIRYOKU_ASSETS", "assets", 1);
    CHECK_INT(assets_find("book.txt", path, sizeof path), 0);
    CHECK_STR(path, "assets/book.txt");
    CHECK(assets_find("no-such-asset.txt", path, sizeof path) != 0);
    CHECK(strstr(path, "no-such-asset.txt not found") != NULL);
}

int main(void)
{
    /* Tests run from the source tree; the binary lives in build/tests/. */
    if (!getenv("KIRYOKU_ASSETS"))
        setenv("KIRYOKU_ASSETS", "assets", 1);
    RUN(load_book);
    RUN(every_line_is_legal_and_long_enough);
    RUN(every_opening_present_for_both_colours);
    RUN(start_position_offers_the_main_first_moves);
    RUN(probe_finds_transpositions);
    RUN(pick_follows_the_weights);
    RUN(weights_add_up_over_shared_moves);
    RUN(malformed_lines_name_file_and_line);
    RUN(assets_are_found_through_the_environment);
    book_free(book);
    return check_summary();
}
