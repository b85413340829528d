/* A small test harness: each test binary runs its cases with RUN() and ends
 * with check_summary(), which prints "N passed, N failed" (one per case).
 * A check that fails outside RUN (setup, loading data) counts as a failed
 * case of its own, and a binary that runs no case fails: neither can slip
 * out of the summary as a pass. */
#ifndef KIRYOKU_CHECK_H
#define KIRYOKU_CHECK_H

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int check_cases_passed, check_cases_failed, check_case_failures, check_in_case;

static inline void check_fail(const char *file, int line, const char *what)
{
    fprintf(stderr, "  FAIL %s:%d: %s\n", file, line, what);
    if (check_in_case) {
        check_case_failures++;
        return;
    }
    check_cases_failed++;
    fprintf(stderr, "not ok (outside any case) %s:%d\n", file, line);
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

/* |a - b| <= tol, with both values in the message when not. */
#define CHECK_NEAR(a, b, tol) \
    do { double na_ = (double)(a), nb_ = (double)(b), nd_ = na_ - nb_; \
         if (!(nd_ <= (tol) && -nd_ <= (tol))) { char m_[512]; \
             snprintf(m_, sizeof m_, "%s near %s within %s (%.17g vs %.17g)", #a, #b, #tol, na_, nb_); \
             check_fail(__FILE__, __LINE__, m_); } } while (0)

#define RUN(fn) \
    do { check_case_failures = 0; check_in_case = 1; fn(); check_in_case = 0; \
         if (check_case_failures) { check_cases_failed++; fprintf(stderr, "not ok %s\n", #fn); } \
         else { check_cases_passed++; printf("ok %s\n", #fn); } } while (0)

static inline int check_summary(void)
{
    if (check_cases_passed + check_cases_failed == 0) {
        fprintf(stderr, "not ok: no case ran\n");
        check_cases_failed++;
    }
    printf("%d passed, %d failed\n", check_cases_passed, check_cases_failed);
    return check_cases_failed ? 1 : 0;
}

/* The test data directory: $KIRYOKU_TESTDATA when set (tests/run.sh sets
 * it to the absolute path), else the repository's tests/data as seen from
 * the repository root, where tests run. */
static inline const char *check_testdata(void)
{
    const char *d = getenv("KIRYOKU_TESTDATA");
    return (d && *d) ? d : "tests/data";
}

/* Fills buf with the path of test data file `rel` (relative to
 * check_testdata()) and returns it; when the file cannot be opened, a
 * failed check names it and the result is NULL. Missing data is a failure,
 * never a skip. */
#define CHECK_DATA_FILE(rel, buf) check_data_file_at(__FILE__, __LINE__, (rel), (buf), sizeof(buf))

static inline const char *check_data_file_at(const char *file, int line, const char *rel, char *buf, size_t len)
{
    snprintf(buf, len, "%s/%s", check_testdata(), rel);
    FILE *f = fopen(buf, "r");
    if (f) {
        fclose(f);
        return buf;
    }
    char m[1400];
    snprintf(m, sizeof m, "missing test data %s: %s (see tests/data/SOURCES.md)", buf, strerror(errno));
    check_fail(file, line, m);
    return NULL;
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
