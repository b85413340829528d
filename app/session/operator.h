/* The kiosk operator's secret: chosen when the kiosk starts (typed at a
 * prompt, or --operator-secret), needed to leave kiosk mode. Only a salted
 * SHA-256 of it is kept, in memory, for the life of the program: nothing
 * is written to disk, and the text typed is wiped as soon as it is hashed. */
#ifndef KIRYOKU_SESSION_OPERATOR_H
#define KIRYOKU_SESSION_OPERATOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A secret must have at least this many characters (not bytes). */
enum { OPERATOR_SECRET_MIN_CHARS = 4 };

/* Hashes and keeps `secret`, then wipes the caller's copy (it must be
 * writable: a command-line argument is, and so disappears from `ps`).
 * Returns false (nothing kept) when it is shorter than the minimum. */
bool operator_secret_set(char *secret);
bool operator_secret_is_set(void);
/* Does `typed` match? Compares the hashes in constant time. */
bool operator_secret_matches(const char *typed);
/* Forgets the secret (tests; the program simply ends). */
void operator_secret_clear(void);

/* SHA-256 of n bytes (FIPS 180-4). */
void operator_sha256(const void *data, size_t n, uint8_t out[32]);

#endif
