/* The operator's secret (see operator.h), with a small SHA-256 so the
 * program needs no crypto library for one comparison. */
#include "app/session/operator.h"

#include <fcntl.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* ---- SHA-256 (FIPS 180-4) ---------------------------------------------- */

static const uint32_t k256[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static uint32_t ror(uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

static void sha256_block(uint32_t h[8], const uint8_t b[64])
{
    uint32_t w[64];
    for (int i = 0; i < 16; i++)
        w[i] = (uint32_t)b[4 * i] << 24 | (uint32_t)b[4 * i + 1] << 16 | (uint32_t)b[4 * i + 2] << 8 | b[4 * i + 3];
    for (int i = 16; i < 64; i++) {
        uint32_t s0 = ror(w[i - 15], 7) ^ ror(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = ror(w[i - 2], 17) ^ ror(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = h[0], bb = h[1], c = h[2], d = h[3], e = h[4], f = h[5], g = h[6], hh = h[7];
    for (int i = 0; i < 64; i++) {
        uint32_t t1 = hh + (ror(e, 6) ^ ror(e, 11) ^ ror(e, 25)) + ((e & f) ^ (~e & g)) + k256[i] + w[i];
        uint32_t t2 = (ror(a, 2) ^ ror(a, 13) ^ ror(a, 22)) + ((a & bb) ^ (a & c) ^ (bb & c));
        hh = g; g = f; f = e; e = d + t1; d = c; c = bb; bb = a; a = t1 + t2;
    }
    h[0] += a; h[1] += bb; h[2] += c; h[3] += d; h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

void operator_sha256(const void *data, size_t n, uint8_t out[32])
{
    uint32_t h[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
    const uint8_t *p = data;
    size_t left = n;
    for (; left >= 64; left -= 64, p += 64)
        sha256_block(h, p);
    uint8_t tail[128] = { 0 };
    memcpy(tail, p, left);
    tail[left] = 0x80;
    size_t len = left + 9 <= 64 ? 64 : 128;
    uint64_t bits = (uint64_t)n * 8;
    for (int i = 0; i < 8; i++)
        tail[len - 1 - i] = (uint8_t)(bits >> (8 * i));
    sha256_block(h, tail);
    if (len == 128)
        sha256_block(h, tail + 64);
    for (int i = 0; i < 8; i++)
        for (int j = 0; j < 4; j++)
            out[4 * i + j] = (uint8_t)(h[i] >> (24 - 8 * j));
}

/* ---- The secret ---------------------------------------------------------- */

static struct {
    bool set;
    uint8_t salt[16];
    uint8_t hash[32];
} op;

/* Unpredictable bytes, so the same secret never hashes the same twice. */
static void random_salt(uint8_t salt[16])
{
    int fd = open("/dev/urandom", O_RDONLY);
    ssize_t got = fd >= 0 ? read(fd, salt, 16) : -1;
    if (fd >= 0)
        close(fd);
    if (got == 16)
        return;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    uint64_t mix[2] = { (uint64_t)ts.tv_nsec ^ ((uint64_t)getpid() << 32), (uint64_t)ts.tv_sec };
    memcpy(salt, mix, 16);
}

static void salted_hash(const uint8_t salt[16], const char *text, uint8_t out[32])
{
    uint8_t buf[16 + 256];
    size_t n = strnlen(text, 256);
    memcpy(buf, salt, 16);
    memcpy(buf + 16, text, n);
    operator_sha256(buf, 16 + n, out);
    explicit_bzero(buf, sizeof buf);
}

/* Characters, not bytes: a UTF-8 continuation byte does not start one. */
static size_t char_count(const char *s)
{
    size_t n = 0;
    for (; *s; s++)
        n += ((unsigned char)*s & 0xC0) != 0x80;
    return n;
}

bool operator_secret_set(char *secret)
{
    bool ok = char_count(secret) >= OPERATOR_SECRET_MIN_CHARS;
    if (ok) {
        random_salt(op.salt);
        salted_hash(op.salt, secret, op.hash);
        op.set = true;
    }
    explicit_bzero(secret, strlen(secret));
    return ok;
}

bool operator_secret_is_set(void) { return op.set; }

bool operator_secret_matches(const char *typed)
{
    if (!op.set)
        return false;
    uint8_t h[32], diff = 0;
    salted_hash(op.salt, typed, h);
    for (int i = 0; i < 32; i++)
        diff |= h[i] ^ op.hash[i];
    explicit_bzero(h, sizeof h);
    return diff == 0;
}

void operator_secret_clear(void) { explicit_bzero(&op, sizeof op); }
