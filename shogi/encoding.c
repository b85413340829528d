/* Shift_JIS (CP932) <-> UTF-8 conversion via iconv, and UTF-16 -> UTF-8
 * (decoded here: the rules are short and exact). */
#include "shogi/encoding.h"

#include <errno.h>
#include <iconv.h>
#include <stdlib.h>
#include <string.h>

#include "base/utf8.h"

/* CP932 rather than plain SHIFT_JIS: Windows tools (Kifu for Windows, the
 * Shogi sites' downloads) write its extra characters, e.g. the wave dash. */
static const char *const SJIS_NAME = "CP932";

bool enc_has_bom(const char *s, size_t len)
{
    return len >= 3 && (unsigned char)s[0] == 0xEF && (unsigned char)s[1] == 0xBB &&
           (unsigned char)s[2] == 0xBF;
}

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
            size_t skip = utf8_seq_len(in, inleft);
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

EncUtf16 enc_utf16_bom(const char *s, size_t len)
{
    if (len < 2)
        return ENC_UTF16_NONE;
    unsigned char a = (unsigned char)s[0], b = (unsigned char)s[1];
    return a == 0xFF && b == 0xFE ? ENC_UTF16_LE : a == 0xFE && b == 0xFF ? ENC_UTF16_BE : ENC_UTF16_NONE;
}

bool enc_looks_utf16(const char *s, size_t len)
{
    size_t units = len / 2 < 256 ? len / 2 : 256, zero[2] = { 0, 0 };
    for (size_t i = 0; i < units; i++)
        for (int half = 0; half < 2; half++)
            zero[half] += s[2 * i + (size_t)half] == '\0';
    /* ASCII in UTF-16: one half of each unit is 0, the other never is */
    return units >= 2 && ((zero[0] * 2 >= units && zero[1] == 0) || (zero[1] * 2 >= units && zero[0] == 0));
}

unsigned enc_utf16_unit(const unsigned char *p, EncUtf16 order)
{
    return order == ENC_UTF16_BE ? (unsigned)p[0] << 8 | p[1] : (unsigned)p[1] << 8 | p[0];
}

char *enc_utf16_to_utf8(const char *s, size_t len, EncUtf16 order, size_t *outlen, size_t *bad_at)
{
    const unsigned char *p = (const unsigned char *)s;
    /* each unit (2 bytes) gives at most 3 bytes; a pair (4 bytes) gives 4 */
    char *out = malloc(len / 2 * 3 + 1);
    size_t used = 0, i = 0;
    if (!out) {
        if (bad_at) *bad_at = 0;
        return NULL;
    }
    for (; i + 1 < len; i += 2) {
        unsigned long cp = enc_utf16_unit(p + i, order);
        if (cp >= 0xDC00 && cp <= 0xDFFF)
            break; /* a low surrogate first */
        if (cp >= 0xD800 && cp <= 0xDBFF) {
            unsigned low = i + 3 < len ? enc_utf16_unit(p + i + 2, order) : 0;
            if (low < 0xDC00 || low > 0xDFFF)
                break;
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            i += 2;
        }
        if (cp == 0)
            break;
        if (cp < 0x80) {
            out[used++] = (char)cp;
        } else if (cp < 0x800) {
            out[used++] = (char)(0xC0 | cp >> 6);
            out[used++] = (char)(0x80 | (cp & 0x3F));
        } else if (cp < 0x10000) {
            out[used++] = (char)(0xE0 | cp >> 12);
            out[used++] = (char)(0x80 | (cp >> 6 & 0x3F));
            out[used++] = (char)(0x80 | (cp & 0x3F));
        } else {
            out[used++] = (char)(0xF0 | cp >> 18);
            out[used++] = (char)(0x80 | (cp >> 12 & 0x3F));
            out[used++] = (char)(0x80 | (cp >> 6 & 0x3F));
            out[used++] = (char)(0x80 | (cp & 0x3F));
        }
    }
    if (i < len) { /* stopped early, or an odd byte left over */
        if (bad_at) *bad_at = i;
        free(out);
        return NULL;
    }
    out[used] = '\0';
    if (outlen) *outlen = used;
    return out;
}
