/* The network's inner loops, with SIMD where the compiler offers it:
 * adding or subtracting a feature row to an accumulator (gcc/clang vector
 * extensions: SSE2 on any x86-64 build, AVX2 with -mavx2) and the int16
 * dot products of the hidden layers (AVX2 or SSE2 intrinsics). Every path
 * computes the same integers as the plain loops (the sums never overflow:
 * see nnue.h for the bounds), so results do not depend on the build.
 * Private to the nnue*.c files. */
#ifndef KIRYOKU_ENGINE_NNUE_SIMD_H
#define KIRYOKU_ENGINE_NNUE_SIMD_H

#include <stdint.h>
#include <string.h>

#include "engine/nnue.h"

#if defined(__AVX2__) || defined(__SSE2__)
#include <immintrin.h>
#endif

#if defined(__GNUC__)
typedef int16_t NnueVec __attribute__((vector_size(32), may_alias));
enum { NNUE_VEC_LANES = 16 };

/* acc += row and acc -= row over NNUE_L1 lanes (both 32-byte aligned). */
static inline void nnue_add_row(int16_t *acc, const int16_t *row)
{
    NnueVec *a = (NnueVec *)acc;
    const NnueVec *r = (const NnueVec *)row;
    for (int i = 0; i < NNUE_L1 / NNUE_VEC_LANES; i++)
        a[i] += r[i];
}

static inline void nnue_sub_row(int16_t *acc, const int16_t *row)
{
    NnueVec *a = (NnueVec *)acc;
    const NnueVec *r = (const NnueVec *)row;
    for (int i = 0; i < NNUE_L1 / NNUE_VEC_LANES; i++)
        a[i] -= r[i];
}
#else
static inline void nnue_add_row(int16_t *acc, const int16_t *row)
{
    for (int i = 0; i < NNUE_L1; i++)
        acc[i] = (int16_t)(acc[i] + row[i]);
}

static inline void nnue_sub_row(int16_t *acc, const int16_t *row)
{
    for (int i = 0; i < NNUE_L1; i++)
        acc[i] = (int16_t)(acc[i] - row[i]);
}
#endif

/* sum a[i] * b[i] for i < n, n a multiple of 16, both 32-byte aligned. */
static inline int32_t nnue_dot_scalar(const int16_t *a, const int16_t *b, int n)
{
    int32_t s = 0;
    for (int i = 0; i < n; i++)
        s += (int32_t)a[i] * b[i];
    return s;
}

static inline int32_t nnue_dot(const int16_t *a, const int16_t *b, int n)
{
#if defined(__AVX2__)
    __m256i s = _mm256_setzero_si256();
    for (int i = 0; i < n; i += 16)
        s = _mm256_add_epi32(s, _mm256_madd_epi16(_mm256_load_si256((const __m256i *)(a + i)),
                                                  _mm256_load_si256((const __m256i *)(b + i))));
    __m128i x = _mm_add_epi32(_mm256_castsi256_si128(s), _mm256_extracti128_si256(s, 1));
#elif defined(__SSE2__)
    __m128i x = _mm_setzero_si128();
    for (int i = 0; i < n; i += 8)
        x = _mm_add_epi32(x, _mm_madd_epi16(_mm_load_si128((const __m128i *)(a + i)),
                                            _mm_load_si128((const __m128i *)(b + i))));
#endif
#if defined(__AVX2__) || defined(__SSE2__)
    x = _mm_add_epi32(x, _mm_shuffle_epi32(x, 0x4E));
    x = _mm_add_epi32(x, _mm_shuffle_epi32(x, 0xB1));
    return _mm_cvtsi128_si32(x);
#else
    return nnue_dot_scalar(a, b, n);
#endif
}

#endif
