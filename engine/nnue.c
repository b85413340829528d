/* The evaluation network: file loading and writing, and the forward pass
 * (see nnue.h). */
#include "engine/nnue.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "engine/nnue_simd.h"

static const char nnue_magic[8] = "KRYNNUE";

enum {
    PAYLOAD_BYTES = NNUE_L1 * 2 + NNUE_INPUTS * NNUE_L1 * 2 + NNUE_INPUTS * 4 + NNUE_L2 * 4 + NNUE_L2 * 2 * NNUE_L1 +
                    NNUE_L3 * 4 + NNUE_L3 * NNUE_L2 + 4 + NNUE_L3,
};

static uint32_t fnv1a(const uint8_t *p, size_t n)
{
    uint32_t h = 2166136261u;
    for (size_t i = 0; i < n; i++)
        h = (h ^ p[i]) * 16777619u;
    return h;
}

static uint32_t get_u32(const uint8_t *p) { return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24; }
static void put_u32(uint8_t *p, uint32_t v)
{
    for (int i = 0; i < 4; i++)
        p[i] = (uint8_t)(v >> (8 * i));
}

/* ---- Reading ------------------------------------------------------------ */

typedef struct {
    const uint8_t *p;
} Reader;

static int16_t read_i16(Reader *r)
{
    uint16_t v = (uint16_t)(r->p[0] | r->p[1] << 8);
    r->p += 2;
    return (int16_t)v;
}

static int32_t read_i32(Reader *r)
{
    uint32_t v = get_u32(r->p);
    r->p += 4;
    return (int32_t)v;
}

static int16_t read_i8(Reader *r) { return (int8_t)*r->p++; }

static void read_payload(Nnue *net, const uint8_t *payload)
{
    Reader r = { payload };
    for (int i = 0; i < NNUE_L1; i++)
        net->ft_bias[i] = read_i16(&r);
    for (size_t i = 0; i < (size_t)NNUE_INPUTS * NNUE_L1; i++)
        net->ft_weight[i] = read_i16(&r);
    for (int i = 0; i < NNUE_INPUTS; i++)
        net->ft_psqt[i] = read_i32(&r);
    for (int j = 0; j < NNUE_L2; j++)
        net->b1[j] = read_i32(&r);
    for (int j = 0; j < NNUE_L2; j++)
        for (int i = 0; i < 2 * NNUE_L1; i++)
            net->w1[j][i] = read_i8(&r);
    for (int j = 0; j < NNUE_L3; j++)
        net->b2[j] = read_i32(&r);
    for (int j = 0; j < NNUE_L3; j++)
        for (int i = 0; i < NNUE_L2; i++)
            net->w2[j][i] = read_i8(&r);
    net->b3 = read_i32(&r);
    for (int i = 0; i < NNUE_L3; i++)
        net->w3[i] = read_i8(&r);
}

/* Checks the header of a file of `size` bytes; NULL if good, else why not. */
static const char *check_header(const uint8_t *h, size_t size, char *why, size_t len)
{
    if (size < NNUE_HEADER_BYTES || memcmp(h, nnue_magic, 8) != 0)
        return "not a kiryoku network file (no KRYNNUE header)";
    if (get_u32(h + 8) != NNUE_FILE_VERSION) {
        snprintf(why, len, "format version %u, this build reads version %d", get_u32(h + 8), NNUE_FILE_VERSION);
        return why;
    }
    if (get_u32(h + 12) != NNUE_FEATURE_SET_ID || get_u32(h + 16) != NNUE_INPUTS || get_u32(h + 20) != NNUE_L1 ||
        get_u32(h + 24) != NNUE_L2 || get_u32(h + 28) != NNUE_L3) {
        snprintf(why, len, "a net of another shape (features %08x, %u-%u-%u-%u; this build: %08x, %d-%d-%d-%d)",
                 get_u32(h + 12), get_u32(h + 16), get_u32(h + 20), get_u32(h + 24), get_u32(h + 28),
                 NNUE_FEATURE_SET_ID, NNUE_INPUTS, NNUE_L1, NNUE_L2, NNUE_L3);
        return why;
    }
    uint32_t payload = get_u32(h + 32);
    if (payload != PAYLOAD_BYTES || size != NNUE_HEADER_BYTES + (size_t)payload) {
        snprintf(why, len, "truncated or padded: %zu bytes, a net of this shape has %d", size,
                 NNUE_HEADER_BYTES + PAYLOAD_BYTES);
        return why;
    }
    if (fnv1a(h + NNUE_HEADER_BYTES, payload) != get_u32(h + 36))
        return "checksum mismatch: the file is damaged";
    return NULL;
}

static uint8_t *read_file(const char *path, size_t *size, char *err, size_t errlen)
{
    FILE *fp = fopen(path, "rb");
    if (!fp) {
        snprintf(err, errlen, "network file %s: %s", path, strerror(errno));
        return NULL;
    }
    size_t cap = 1 << 20, n = 0;
    uint8_t *buf = malloc(cap);
    while (buf) {
        n += fread(buf + n, 1, cap - n, fp);
        if (n < cap)
            break;
        uint8_t *grown = realloc(buf, cap * 2);
        if (!grown) {
            free(buf);
            buf = NULL;
            break;
        }
        buf = grown;
        cap *= 2;
    }
    bool failed = ferror(fp);
    fclose(fp);
    if (!buf || failed) {
        snprintf(err, errlen, "network file %s: %s", path, buf ? "read error" : "out of memory");
        free(buf);
        return NULL;
    }
    *size = n;
    return buf;
}

Nnue *nnue_load(const char *path, char *err, size_t errlen)
{
    size_t size;
    uint8_t *buf = read_file(path, &size, err, errlen);
    if (!buf)
        return NULL;
    char why[256];
    const char *bad = check_header(buf, size, why, sizeof why);
    if (bad) {
        snprintf(err, errlen, "network file %s: %s", path, bad);
        free(buf);
        return NULL;
    }
    Nnue *net = aligned_alloc(64, (sizeof(Nnue) + 63) / 64 * 64);
    int16_t *ft = aligned_alloc(64, (size_t)NNUE_INPUTS * NNUE_L1 * sizeof(int16_t));
    int32_t *psqt = malloc(NNUE_INPUTS * sizeof *psqt);
    if (!net || !ft || !psqt) {
        snprintf(err, errlen, "network file %s: out of memory", path);
        free(net);
        free(ft);
        free(psqt);
        free(buf);
        return NULL;
    }
    memset(net, 0, sizeof *net);
    net->ft_weight = ft;
    net->ft_psqt = psqt;
    read_payload(net, buf + NNUE_HEADER_BYTES);
    memcpy(net->about, buf + 40, NNUE_ABOUT_BYTES);
    net->about[NNUE_ABOUT_BYTES - 1] = '\0';
    net->simd = nnue_simd_best();
    free(buf);
    return net;
}

void nnue_free(Nnue *net)
{
    if (!net)
        return;
    free(net->ft_weight);
    free(net->ft_psqt);
    free(net);
}

/* ---- Writing ------------------------------------------------------------- */

static uint8_t *put_bytes(uint8_t *p, const void *src, size_t n, int width)
{
    /* Little-endian whatever the host: byte by byte from each value. */
    const uint8_t *s = src;
    for (size_t i = 0; i < n; i++) {
        uint32_t v = 0;
        memcpy(&v, s + i * (size_t)width, (size_t)width);
        for (int b = 0; b < width; b++)
            *p++ = (uint8_t)(v >> (8 * b));
    }
    return p;
}

int nnue_write(const char *path, const NnueLayers *l, char *err, size_t errlen)
{
    uint8_t *buf = calloc(1, NNUE_HEADER_BYTES + (size_t)PAYLOAD_BYTES);
    if (!buf) {
        snprintf(err, errlen, "%s: out of memory", path);
        return -1;
    }
    uint8_t *p = buf + NNUE_HEADER_BYTES;
    p = put_bytes(p, l->ft_bias, NNUE_L1, 2);
    p = put_bytes(p, l->ft_weight, (size_t)NNUE_INPUTS * NNUE_L1, 2);
    p = put_bytes(p, l->ft_psqt, NNUE_INPUTS, 4);
    p = put_bytes(p, l->b1, NNUE_L2, 4);
    p = put_bytes(p, l->w1, (size_t)NNUE_L2 * 2 * NNUE_L1, 1);
    p = put_bytes(p, l->b2, NNUE_L3, 4);
    p = put_bytes(p, l->w2, (size_t)NNUE_L3 * NNUE_L2, 1);
    p = put_bytes(p, l->b3, 1, 4);
    put_bytes(p, l->w3, NNUE_L3, 1);
    memcpy(buf, nnue_magic, 8);
    const uint32_t fields[] = { NNUE_FILE_VERSION, NNUE_FEATURE_SET_ID, NNUE_INPUTS, NNUE_L1, NNUE_L2, NNUE_L3,
                                PAYLOAD_BYTES, fnv1a(buf + NNUE_HEADER_BYTES, PAYLOAD_BYTES) };
    for (int i = 0; i < 8; i++)
        put_u32(buf + 8 + 4 * i, fields[i]);
    if (l->about)
        strncpy((char *)buf + 40, l->about, NNUE_ABOUT_BYTES - 1);
    FILE *fp = fopen(path, "wb");
    size_t total = NNUE_HEADER_BYTES + (size_t)PAYLOAD_BYTES;
    bool ok = fp && fwrite(buf, 1, total, fp) == total;
    if (fp && fclose(fp) != 0)
        ok = false;
    free(buf);
    if (!ok)
        snprintf(err, errlen, "cannot write %s: %s", path, strerror(errno));
    return ok ? 0 : -1;
}

/* ---- The forward pass ------------------------------------------------------ */

static int16_t clip(int32_t v) { return (int16_t)(v < 0 ? 0 : v > NNUE_ACT_ONE ? NNUE_ACT_ONE : v); }

/* A hidden layer's output: the sum at scale 127 * 64, back to 127. */
static int16_t hidden(int32_t sum) { return clip(sum < 0 ? 0 : sum >> NNUE_WEIGHT_SHIFT); }

/* The forward pass and the accumulator's rows, written once and compiled
 * for each set of loops (simd is a constant in each caller below). */
NNUE_ALWAYS_INLINE int forward_with(NnueSimd simd, const Nnue *net, const NnueAcc *us, const NnueAcc *them)
{
    _Alignas(32) int16_t in[2 * NNUE_L1];
    _Alignas(32) int16_t h1[NNUE_L2];
    _Alignas(32) int16_t h2[NNUE_L3];
    for (int i = 0; i < NNUE_L1; i++) {
        in[i] = clip(us->v[i]);
        in[NNUE_L1 + i] = clip(them->v[i]);
    }
    for (int j = 0; j < NNUE_L2; j++)
        h1[j] = hidden(net->b1[j] + nnue_dot_with(simd, net->w1[j], in, 2 * NNUE_L1));
    for (int j = 0; j < NNUE_L3; j++)
        h2[j] = hidden(net->b2[j] + nnue_dot_with(simd, net->w2[j], h1, NNUE_L2));
    int64_t out = net->b3 + nnue_dot_with(simd, net->w3, h2, NNUE_L3) + ((int64_t)us->psqt - them->psqt) / 2;
    return (int)(out * 600 / NNUE_OUTPUT_ONE);
}

NNUE_ALWAYS_INLINE void change_rows_with(NnueSimd simd, const Nnue *net, int16_t *acc, const int *plus, int nplus,
                                         const int *minus, int nminus)
{
    for (int i = 0; i < nplus; i++)
        nnue_add_row_with(simd, acc, net->ft_weight + (size_t)plus[i] * NNUE_L1);
    for (int i = 0; i < nminus; i++)
        nnue_sub_row_with(simd, acc, net->ft_weight + (size_t)minus[i] * NNUE_L1);
}

#if defined(NNUE_HAVE_AVX2)
NNUE_TARGET_AVX2 static int forward_avx2(const Nnue *net, const NnueAcc *us, const NnueAcc *them)
{
    return forward_with(NNUE_SIMD_AVX2, net, us, them);
}

NNUE_TARGET_AVX2 static void change_rows_avx2(const Nnue *net, int16_t *acc, const int *plus, int nplus,
                                              const int *minus, int nminus)
{
    change_rows_with(NNUE_SIMD_AVX2, net, acc, plus, nplus, minus, nminus);
}
#endif

NnueSimd nnue_simd_best(void)
{
#if defined(NNUE_HAVE_AVX2)
    if (__builtin_cpu_supports("avx2"))
        return NNUE_SIMD_AVX2;
#endif
#if defined(__GNUC__)
    return NNUE_SIMD_BASE;
#else
    return NNUE_SIMD_PLAIN;
#endif
}

const char *nnue_simd_name(NnueSimd s)
{
#if defined(__SSE2__)
    const char *base = "sse2";
#else
    const char *base = "vector";
#endif
    return s == NNUE_SIMD_AVX2 ? "avx2" : s == NNUE_SIMD_BASE ? base : "plain";
}

int nnue_forward(const Nnue *net, const NnueAcc *us, const NnueAcc *them)
{
#if defined(NNUE_HAVE_AVX2)
    if (net->simd == NNUE_SIMD_AVX2)
        return forward_avx2(net, us, them);
#endif
    if (net->simd == NNUE_SIMD_PLAIN)
        return forward_with(NNUE_SIMD_PLAIN, net, us, them);
    return forward_with(NNUE_SIMD_BASE, net, us, them);
}

void nnue_change_rows(const Nnue *net, int16_t *acc, const int *plus, int nplus, const int *minus, int nminus)
{
#if defined(NNUE_HAVE_AVX2)
    if (net->simd == NNUE_SIMD_AVX2) {
        change_rows_avx2(net, acc, plus, nplus, minus, nminus);
        return;
    }
#endif
    if (net->simd == NNUE_SIMD_PLAIN)
        change_rows_with(NNUE_SIMD_PLAIN, net, acc, plus, nplus, minus, nminus);
    else
        change_rows_with(NNUE_SIMD_BASE, net, acc, plus, nplus, minus, nminus);
}

void nnue_refresh(const Nnue *net, const Position *pos, Color c, NnueAcc *acc)
{
    int active[NNUE_MAX_ACTIVE];
    int n = nnue_active_features(pos, c, active);
    memcpy(acc->v, net->ft_bias, sizeof net->ft_bias);
    acc->psqt = 0;
    for (int i = 0; i < n; i++)
        acc->psqt += net->ft_psqt[active[i]];
    nnue_change_rows(net, acc->v, active, n, NULL, 0);
}

int nnue_evaluate_position(const Nnue *net, const Position *pos)
{
    NnueAcc acc[COLOR_NB];
    nnue_refresh(net, pos, BLACK, &acc[BLACK]);
    nnue_refresh(net, pos, WHITE, &acc[WHITE]);
    return nnue_forward(net, &acc[pos->side], &acc[color_flip(pos->side)]);
}
