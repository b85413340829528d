/* Reader for the ratings file (format in calibrate_ratings.h). */
#include "rating/calibrate_ratings.h"

#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/text.h"

void ratings_init(Ratings *r)
{
    memset(r, 0, sizeof *r);
}

void ratings_free(Ratings *r)
{
    for (size_t i = 0; i < r->count; i++)
        free(r->names[i]);
    free(r->names);
    free(r->ratings);
    ratings_init(r);
}

int ratings_find(const Ratings *r, const char *name, double *out)
{
    for (size_t i = 0; i < r->count; i++) {
        if (!strcmp(r->names[i], name)) {
            *out = r->ratings[i];
            return 0;
        }
    }
    return -1;
}

static int add(Ratings *r, const char *name, double rating)
{
    char **names = realloc(r->names, (r->count + 1) * sizeof *names);
    if (!names)
        return -1;
    r->names = names;
    double *ratings = realloc(r->ratings, (r->count + 1) * sizeof *ratings);
    if (!ratings)
        return -1;
    r->ratings = ratings;
    size_t n = strlen(name) + 1;
    if (!(names[r->count] = malloc(n)))
        return -1;
    memcpy(names[r->count], name, n);
    ratings[r->count++] = rating;
    return 0;
}

/* Splits "name<TAB>rating" or "name rating" (at the last blank run). */
static char *split(char *line)
{
    char *sep = strchr(line, '\t');
    if (!sep) {
        sep = line + strlen(line);
        while (sep > line && !isspace((unsigned char)sep[-1]))
            sep--;
        if (sep == line)
            return NULL;
        sep--;
    }
    *sep = 0;
    return sep + 1;
}

static int parse_line(Ratings *r, char *line, const char *path, int lineno,
                      char *err, size_t errlen)
{
    char *value = split(line);
    char *name = text_trim(line);
    if (!value || !*name) {
        snprintf(err, errlen, "%s:%d: expected 'NAME<TAB>RATING'", path, lineno);
        return -1;
    }
    value = text_trim(value);
    char *end;
    errno = 0;
    double rating = strtod(value, &end);
    if (!*value || *end || errno || !isfinite(rating)) {
        snprintf(err, errlen, "%s:%d: column 2 (rating): '%s' is not a number", path, lineno, value);
        return -1;
    }
    double seen;
    if (ratings_find(r, name, &seen) == 0) {
        snprintf(err, errlen, "%s:%d: column 1 (name): '%s' is listed twice", path, lineno, name);
        return -1;
    }
    if (add(r, name, rating)) {
        snprintf(err, errlen, "%s:%d: out of memory", path, lineno);
        return -1;
    }
    return 0;
}

int ratings_read_file(Ratings *r, const char *path, char *err, size_t errlen)
{
    FILE *f = fopen(path, "r");
    if (!f) {
        snprintf(err, errlen, "%s: cannot open: %s", path, strerror(errno));
        return -1;
    }
    char *buf = NULL;
    size_t cap = 0;
    int lineno = 0, rc = 0;
    while (rc == 0 && getline(&buf, &cap, f) >= 0) {
        lineno++;
        buf[strcspn(buf, "\r\n")] = 0;
        char *s = buf;
        while (isspace((unsigned char)*s))
            s++;
        if (*s && *s != '#')
            rc = parse_line(r, buf, path, lineno, err, errlen);
    }
    free(buf);
    fclose(f);
    if (rc == 0 && r->count == 0) {
        snprintf(err, errlen, "%s: no ratings (one 'NAME<TAB>RATING' per line)", path);
        rc = -1;
    }
    return rc;
}
