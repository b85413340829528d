/* Character encodings of game records: real KIF files are UTF-8 (.kifu) or
 * Shift_JIS (.kif, usually Microsoft's CP932 variant), and some Windows
 * tools save them as UTF-16 with a byte-order mark. Shift_JIS conversion
 * goes through iconv; detection is by validity (base/utf8.h: utf8_valid),
 * since Shift_JIS text is almost never valid UTF-8 once it holds any
 * Japanese. UTF-16 is told by
 * its byte-order mark, which is neither valid UTF-8 nor Shift_JIS. */
#ifndef KIRYOKU_ENCODING_H
#define KIRYOKU_ENCODING_H

#include <stdbool.h>
#include <stddef.h>

/* Does it start with a UTF-8 byte-order mark? */
bool enc_has_bom(const char *s, size_t len);

/* Convert; both return a malloc'd NUL-terminated buffer (length in *outlen),
 * or NULL on a byte sequence that cannot be converted, with the byte offset
 * of the problem in *bad_at. Characters Shift_JIS lacks become '?' when
 * lossy is set (writing), else they are an error. */
char *enc_sjis_to_utf8(const char *s, size_t len, size_t *outlen, size_t *bad_at);
char *enc_utf8_to_sjis(const char *s, size_t len, bool lossy, size_t *outlen, size_t *bad_at);

/* A UTF-16 byte-order mark at the start: ENC_UTF16_LE (FF FE), ENC_UTF16_BE
 * (FE FF), or ENC_UTF16_NONE. */
typedef enum { ENC_UTF16_NONE = 0, ENC_UTF16_LE, ENC_UTF16_BE } EncUtf16;
EncUtf16 enc_utf16_bom(const char *s, size_t len);
/* Does text with NUL bytes look like UTF-16 without a byte-order mark (NULs
 * in the same half of most of its first code units, as ASCII has)? */
bool enc_looks_utf16(const char *s, size_t len);
/* The code unit of the two bytes at p in that byte order. */
unsigned enc_utf16_unit(const unsigned char *p, EncUtf16 order);
/* UTF-16 (the bytes after the mark) to UTF-8, as above: NULL on an odd
 * trailing byte, an unpaired surrogate or U+0000, with the byte offset of
 * its code unit in *bad_at. */
char *enc_utf16_to_utf8(const char *s, size_t len, EncUtf16 order, size_t *outlen, size_t *bad_at);

#endif
