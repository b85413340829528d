/* The network's inner loops, in the three sets NnueSimd names: plain C,
 * the build's baseline vectors (gcc/clang vector extensions and SSE2
 * intrinsics: SSE2 on any x86-64 build) and AVX2. The AVX2 kernels carry
 * the target attribute, so every x86-64 build has them without -mavx2 and
 * nnue.c runs them only on a CPU that has AVX2 (nnue_simd_best): one
 * binary for every machine, the wide registers where they exist. Every set
 * computes the same integers (the sums never overflow: see nnue.h for the
 * bounds). Private to the nnue*.c files. */
#ifndef KIRYOKU_ENGINE_NNUE_SIMD_H
#define KIRYOKU_ENGINE_NNUE_SIMD_H

#include <stdint.h>
#include <string.h>

#include "engine/nnue.h"

#if defined(__GNUC__) && defined(__x86_64__) && defined(__SSE2__)
#include <immintrin.h>
#define NNUE_HAVE_AVX2 1
#define NNUE_TARGET_AVX2 __attribute__((target("avx2")))
#endif

/* A body written once and compiled into each set's caller: inlined into an
 * AVX2 function, its vector code is compiled for AVX2. */
#if defined(__GNUC__)
#define NNUE_ALWAYS_INLINE static inline __attribute__((always_inline))
#else
#define NNUE_ALWAYS_INLINE static inline
#endif

/* ---- acc += row and acc -= row over NNUE_L1 lanes (both 32-byte aligned) */

static inline void nnue_add_row_plain(int16_t *acc, const int16_t *row)
{
    for (int i = 0; i < NNUE_L1; i++)
        acc[i] = (int16_t)(acc[i] + row[i]);
}

static inline void nnue_sub_row_plain(int16_t *acc, const int16_t *row)
{
    for (int i = 0; i < NNUE_L1; i++)
        acc[i] = (int16_t)(acc[i] - row[i]);
}

#if defined(__GNUC__)
typedef int16_t NnueVec __attribute__((vector_size(32), may_alias));
enum { NNUE_VEC_LANES = 16 };

NNUE_ALWAYS_INLINE void nnue_add_row(int16_t *acc, const int16_t *row)
{
    NnueVec *a = (NnueVec *)acc;
    const NnueVec *r = (const NnueVec *)row;
    for (int i = 0; i < NNUE_L1 / NNUE_VEC_LANES; i++)
        a[i] += r[i];
}

NNUE_ALWAYS_INLINE void nnue_sub_row(int16_t *acc, const int16_t *row)
{
    NnueVec *a = (NnueVec *)acc;
    const NnueVec *r = (const NnueVec *)row;
    for (int i = 0; i < NNUE_L1 / NNUE_VEC_LANES; i++)
        a[i] -= r[i];
}
#else
#define nnue_add_row nnue_add_row_plain
#define nnue_sub_row nnue_sub_row_plain
#endif

/* The AVX2 set's rows are the vector ones, inlined into an AVX2 caller. */
NNUE_ALWAYS_INLINE void nnue_add_row_with(NnueSimd simd, int16_t *acc, const int16_t *row)
{
    if (simd == NNUE_SIMD_PLAIN)
        nnue_add_row_plain(acc, row);
    else
        nnue_add_row(acc, row);
}

NNUE_ALWAYS_INLINE void nnue_sub_row_with(NnueSimd simd, int16_t *acc, const int16_t *row)
{
    if (simd == NNUE_SIMD_PLAIN)
        nnue_sub_row_plain(acc, row);
    else
        nnue_sub_row(acc, row);
}

/* ---- sum a[i] * b[i] for i < n, n a multiple of 16, both 32-byte aligned */

static inline int32_t nnue_dot_plain(const int16_t *a, const int16_t *b, int n)
{
    int32_t s = 0;
    for (int i = 0; i < n; i++)
        s += (int32_t)a[i] * b[i];
    return s;
}

#if defined(__SSE2__)
/* The four int32 lanes of x, added. */
NNUE_ALWAYS_INLINE int32_t nnue_hsum128(__m128i x)
{
    x = _mm_add_epi32(x, _mm_shuffle_epi32(x, 0x4E));
    x = _mm_add_epi32(x, _mm_shuffle_epi32(x, 0xB1));
    return _mm_cvtsi128_si32(x);
}

static inline int32_t nnue_dot(const int16_t *a, const int16_t *b, int n)
{
    __m128i x = _mm_setzero_si128();
    for (int i = 0; i < n; i += 8)
        x = _mm_add_epi32(x, _mm_madd_epi16(_mm_load_si128((const __m128i *)(a + i)),
                                            _mm_load_si128((const __m128i *)(b + i))));
    return nnue_hsum128(x);
}
#else
#define nnue_dot nnue_dot_plain
#endif

#if defined(NNUE_HAVE_AVX2)
NNUE_TARGET_AVX2 static inline int32_t nnue_dot_avx2(const int16_t *a, const int16_t *b, int n)
{
    __m256i s = _mm256_setzero_si256();
    for (int i = 0; i < n; i += 16)
        s = _mm256_add_epi32(s, _mm256_madd_epi16(_mm256_load_si256((const __m256i *)(a + i)),
                                                  _mm256_load_si256((const __m256i *)(b + i))));
    return nnue_hsum128(_mm_add_epi32(_mm256_castsi256_si128(s), _mm256_extracti128_si256(s, 1)));
}
#endif

/* simd is a constant wherever this is inlined, so each set's caller keeps
 * only its own kernel (an AVX2 one only inside an AVX2 function). */
NNUE_ALWAYS_INLINE int32_t nnue_dot_with(NnueSimd simd, const int16_t *a, const int16_t *b, int n)
{
#if defined(NNUE_HAVE_AVX2)
    if (simd == NNUE_SIMD_AVX2)
        return nnue_dot_avx2(a, b, n);
#endif
    return simd == NNUE_SIMD_PLAIN ? nnue_dot_plain(a, b, n) : nnue_dot(a, b, n);
}

/* The feature transformer's update with net->simd's kernels: acc += the
 * rows of the nplus features in plus, -= those of the nminus in minus.
 * Defined in nnue.c; nnue_refresh and the accumulator stack share it. */
void nnue_change_rows(const Nnue *net, int16_t *acc, const int *plus, int nplus, const int *minus, int nminus);

#endif
