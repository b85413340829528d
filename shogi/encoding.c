/* UTF-8 validation and Shift_JIS (CP932) <-> UTF-8 conversion via iconv. */
#include "shogi/encoding.h"

#include <errno.h>
#include <iconv.h>
#include <stdlib.h>
#include <string.h>

/* CP932 rather than plain SHIFT_JIS: Windows tools (Kifu for Windows, the
 * Shogi sites' downloads) write its extra characters, e.g. the wave dash. */
static const char *const SJIS_NAME = "CP932";

bool enc_has_bom(const char *s, size_t len)
{
    return len >= 3 && (unsigned char)s[0] == 0xEF && (unsigned char)s[1] == 0xBB &&
           (unsigned char)s[2] == 0xBF;
}

/* Length of the well-formed UTF-8 sequence at s, or 0 if malformed. */
static size_t utf8_seq_len(const unsigned char *s, size_t left)
{
    unsigned c = s[0];
    if (c < 0x80)
        return 1;
    size_t n = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC2 ? 2 : 0;
    if (n == 0 || c > 0xF4 || n > left)
        return 0;
    for (size_t i = 1; i < n; i++)
        if ((s[i] & 0xC0) != 0x80)
            return 0;
    if (c == 0xE0 && s[1] < 0xA0) return 0; /* overlong */
    if (c == 0xED && s[1] >= 0xA0) return 0; /* surrogate */
    if (c == 0xF0 && s[1] < 0x90) return 0; /* overlong */
    if (c == 0xF4 && s[1] >= 0x90) return 0; /* beyond U+10FFFF */
    return n;
}

size_t enc_utf8_prefix(const char *s, size_t len)
{
    const unsigned char *p = (const unsigned char *)s;
    size_t i = 0;
    while (i < len) {
        size_t n = utf8_seq_len(p + i, len - i);
        if (n == 0)
            break;
        i += n;
    }
    return i;
}

bool enc_is_utf8(const char *s, size_t len) { return enc_utf8_prefix(s, len) == len; }

/* Runs iconv over the whole input into a growing buffer. On a sequence it
 * cannot convert: with lossy, writes '?' and skips one input character
 * (UTF-8 input only); otherwise fails with the offset in *bad_at. */
static char *convert(const char *to, const char *from, const char *s, size_t len, bool lossy,
                     size_t *outlen, size_t *bad_at)
{
    iconv_t cd = iconv_open(to, from);
    if (cd == (iconv_t)-1) {
        if (bad_at) *bad_at = 0;
        return NULL;
    }
    size_t cap = len * 2 + 16, used = 0;
    char *out = malloc(cap);
    char *in = (char *)s;
    size_t inleft = len;
    while (out) {
        char *op = out + used;
        size_t oleft = cap - used - 1;
        size_t r = iconv(cd, &in, &inleft, &op, &oleft);
        used = (size_t)(op - out);
        if (r != (size_t)-1)
            break;
        if (errno == E2BIG) {
            cap *= 2;
            char *grown = realloc(out, cap);
            if (!grown) { free(out); out = NULL; }
            else out = grown;
        } else if (lossy && inleft > 0) {
            size_t skip = utf8_seq_len((const unsigned char *)in, inleft);
            if (skip == 0) skip = 1;
            in += skip; inleft -= skip;
            if (used + 2 >= cap) {
                cap *= 2;
                char *grown = realloc(out, cap);
                if (!grown) { free(out); out = NULL; break; }
                out = grown;
            }
            out[used++] = '?';
        } else {
            if (bad_at) *bad_at = (size_t)(in - s);
            free(out);
            out = NULL;
        }
    }
    iconv_close(cd);
    if (!out)
        return NULL;
    out[used] = '\0';
    if (outlen) *outlen = used;
    return out;
}

char *enc_sjis_to_utf8(const char *s, size_t len, size_t *outlen, size_t *bad_at)
{
    return convert("UTF-8", SJIS_NAME, s, len, false, outlen, bad_at);
}

char *enc_utf8_to_sjis(const char *s, size_t len, bool lossy, size_t *outlen, size_t *bad_at)
{
    return convert(SJIS_NAME, "UTF-8", s, len, lossy, outlen, bad_at);
}
