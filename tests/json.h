/* A minimal JSON reader for tests: parses a whole document into a tree of
 * Json nodes (objects keep their key order). Numbers keep their text so
 * that 64-bit counts survive. Enough for the test data; not a
 * general-purpose parser (no \u escapes beyond ASCII). */
#ifndef KIRYOKU_TEST_JSON_H
#define KIRYOKU_TEST_JSON_H

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/check.h"

typedef enum { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } JsonType;

typedef struct Json {
    JsonType type;
    char *key;          /* member name when inside an object */
    char *text;         /* string value, or the number's text */
    int boolean;
    struct Json **items; /* array elements or object members */
    int count;
} Json;

static void json_free(Json *j)
{
    if (!j)
        return;
    for (int i = 0; i < j->count; i++)
        json_free(j->items[i]);
    free(j->items);
    free(j->key);
    free(j->text);
    free(j);
}

static const char *json_ws(const char *s)
{
    while (isspace((unsigned char)*s))
        s++;
    return s;
}

static char *json_parse_string(const char **sp)
{
    const char *s = *sp + 1;
    size_t cap = 16, n = 0;
    char *out = malloc(cap);
    while (*s && *s != '"') {
        char ch = *s++;
        if (ch == '\\') {
            ch = *s++;
            if (ch == 'n') ch = '\n';
            else if (ch == 't') ch = '\t';
            else if (ch == 'u') { ch = (char)strtol((char[]){ s[0], s[1], s[2], s[3], 0 }, NULL, 16); s += 4; }
        }
        if (n + 2 > cap)
            out = realloc(out, cap *= 2);
        out[n++] = ch;
    }
    out[n] = 0;
    *sp = *s ? s + 1 : s;
    return out;
}

static Json *json_parse_value(const char **sp);

static void json_push(Json *j, Json *item)
{
    j->items = realloc(j->items, sizeof *j->items * (size_t)(j->count + 1));
    j->items[j->count++] = item;
}

static Json *json_parse_value(const char **sp)
{
    const char *s = json_ws(*sp);
    Json *j = calloc(1, sizeof *j);
    if (*s == '{' || *s == '[') {
        char close = *s == '{' ? '}' : ']';
        j->type = *s == '{' ? JSON_OBJECT : JSON_ARRAY;
        s = json_ws(s + 1);
        while (*s && *s != close) {
            char *key = NULL;
            if (j->type == JSON_OBJECT) {
                key = json_parse_string(&s);
                s = json_ws(s);
                if (*s == ':')
                    s++;
            }
            Json *item = json_parse_value(&s);
            item->key = key;
            json_push(j, item);
            s = json_ws(s);
            if (*s == ',')
                s = json_ws(s + 1);
        }
        if (*s)
            s++;
    } else if (*s == '"') {
        j->type = JSON_STRING;
        j->text = json_parse_string(&s);
    } else if (!strncmp(s, "true", 4) || !strncmp(s, "false", 5)) {
        j->type = JSON_BOOL;
        j->boolean = *s == 't';
        s += j->boolean ? 4 : 5;
    } else if (!strncmp(s, "null", 4)) {
        s += 4;
    } else {
        const char *start = s;
        while (*s && (isdigit((unsigned char)*s) || strchr("+-.eE", *s)))
            s++;
        j->type = JSON_NUMBER;
        j->text = strndup(start, (size_t)(s - start));
        if (s == start && *s)
            s++; /* skip a stray character rather than loop */
    }
    *sp = s;
    return j;
}

static Json *json_parse(const char *text) { return json_parse_value(&text); }

static Json *json_get(const Json *j, const char *key)
{
    if (!j || j->type != JSON_OBJECT)
        return NULL;
    for (int i = 0; i < j->count; i++)
        if (!strcmp(j->items[i]->key, key))
            return j->items[i];
    return NULL;
}

static const char *json_str(const Json *j, const char *key)
{
    Json *v = json_get(j, key);
    return v && v->type == JSON_STRING ? v->text : NULL;
}

/* Reads a whole file; NULL if it cannot. */
static char *json_read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *buf = malloc((size_t)n + 1);
    size_t got = fread(buf, 1, (size_t)n, f);
    buf[got] = 0;
    fclose(f);
    return buf;
}

/* A document of the test data: the text and its tree. */
typedef struct {
    char *text;
    Json *doc;
} JsonFile;

/* Test data file `rel` (see check_testdata) read and parsed; returns the
 * member `key` of its top object, or NULL after a failed check that names
 * the file (missing, unreadable, or without `key`). Free with
 * json_file_free. */
static inline Json *json_testdata(const char *rel, const char *key, JsonFile *f)
{
    f->text = NULL;
    f->doc = NULL;
    char path[1024];
    if (!CHECK_DATA_FILE(rel, path))
        return NULL;
    f->text = json_read_file(path);
    if (!f->text) {
        check_fail(__FILE__, __LINE__, path);
        return NULL;
    }
    f->doc = json_parse(f->text);
    Json *member = json_get(f->doc, key);
    if (!member) {
        char m[1200];
        snprintf(m, sizeof m, "%s has no top-level member \"%s\"", path, key);
        check_fail(__FILE__, __LINE__, m);
    }
    return member;
}

static inline void json_file_free(JsonFile *f)
{
    json_free(f->doc);
    free(f->text);
}

#endif
