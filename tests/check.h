/* A small test harness: each test binary runs its cases with RUN() and ends
 * with check_summary(), which prints "N passed, N failed" (one per case). */
#ifndef KIRYOKU_CHECK_H
#define KIRYOKU_CHECK_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int check_cases_passed, check_cases_failed, check_case_failures;

static inline void check_fail(const char *file, int line, const char *what)
{
    check_case_failures++;
    fprintf(stderr, "  FAIL %s:%d: %s\n", file, line, what);
}

#define CHECK(cond) \
    do { if (!(cond)) check_fail(__FILE__, __LINE__, #cond); } while (0)

#define CHECK_INT(a, b) \
    do { long long va_ = (long long)(a), vb_ = (long long)(b); \
         if (va_ != vb_) { char m_[512]; \
             snprintf(m_, sizeof m_, "%s == %s (%lld vs %lld)", #a, #b, va_, vb_); \
             check_fail(__FILE__, __LINE__, m_); } } while (0)

#define CHECK_STR(a, b) \
    do { const char *sa_ = (a), *sb_ = (b); \
         if (!sa_ || !sb_ || strcmp(sa_, sb_) != 0) { char m_[1024]; \
             snprintf(m_, sizeof m_, "%s == %s (\"%s\" vs \"%s\")", #a, #b, \
                      sa_ ? sa_ : "(null)", sb_ ? sb_ : "(null)"); \
             check_fail(__FILE__, __LINE__, m_); } } while (0)

#define RUN(fn) \
    do { check_case_failures = 0; fn(); \
         if (check_case_failures) { check_cases_failed++; fprintf(stderr, "not ok %s\n", #fn); } \
         else { check_cases_passed++; printf("ok %s\n", #fn); } } while (0)

static inline int check_summary(void)
{
    printf("%d passed, %d failed\n", check_cases_passed, check_cases_failed);
    return check_cases_failed ? 1 : 0;
}

/* Directory of the shared test data, or NULL (with a note) when absent. */
static inline const char *check_testdata(void)
{
    const char *d = getenv("KIRYOKU_TESTDATA");
    return (d && *d) ? d : NULL;
}

/* True when built with AddressSanitizer: slow checks then run smaller. */
#if defined(__SANITIZE_ADDRESS__)
#define CHECK_SANITIZED 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define CHECK_SANITIZED 1
#endif
#endif
#ifndef CHECK_SANITIZED
#define CHECK_SANITIZED 0
#endif

#endif
