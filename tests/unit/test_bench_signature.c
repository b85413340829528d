/* The bench signature (engine/bench.h) against the shipped profiles: a
 * profile fitted with the embedded engine is only right for that engine,
 * and nothing else would notice that a change to the search or the
 * evaluation left the shipped profile describing another engine. */
#include <dirent.h>
#include <string.h>
#include <unistd.h>

#include "engine/bench.h"
#include "rating/profile.h"
#include "tests/check.h"

static const char *const profiles_dir = "assets/profiles";

/* The running engine's signature, computed once as `kiryoku bench` does. */
static uint64_t signature(void)
{
    static uint64_t sig;
    if (!sig)
        sig = engine_bench_signature();
    return sig;
}

static bool is_embedded(const Profile *p)
{
    return !strncmp(p->engine, "kiryoku embedded engine", 23);
}

static void say_refit(const char *name, uint64_t named)
{
    fprintf(stderr,
            "  %s: the engine changed: refit the profile (bench/profile_fit.sh) and update "
            "engine_signature (the profile names %llu; `kiryoku bench` now gives %llu)\n",
            name, (unsigned long long)named, (unsigned long long)signature());
}

static void default_profile_names_this_engine(void)
{
    Profile p;
    char err[512];
    int rc = profile_load_file(&p, "assets/profiles/" PROFILE_EMBEDDED_NAME ".profile", err, sizeof err);
    CHECK_INT(rc, 0);
    if (rc != 0)
        return;
    CHECK(signature() != 0);
    CHECK(p.engine_signature != 0);
    if (p.engine_signature != signature())
        say_refit(PROFILE_EMBEDDED_NAME, p.engine_signature);
    CHECK_INT(p.engine_signature, signature());
}

/* Every shipped profile of the embedded engine names this engine; a
 * profile of another engine (Gikou's thesis line) names none. */
static void every_shipped_profile_agrees(void)
{
    DIR *d = opendir(profiles_dir);
    CHECK(d != NULL);
    if (!d)
        return;
    int embedded = 0;
    struct dirent *ent;
    while ((ent = readdir(d))) {
        size_t n = strlen(ent->d_name);
        if (n < 9 || strcmp(ent->d_name + n - 8, ".profile"))
            continue;
        char path[512], err[512];
        snprintf(path, sizeof path, "%s/%s", profiles_dir, ent->d_name);
        Profile p;
        CHECK_INT(profile_load_file(&p, path, err, sizeof err), 0);
        embedded += is_embedded(&p);
        if (is_embedded(&p) && p.engine_signature != signature())
            say_refit(ent->d_name, p.engine_signature);
        CHECK_INT(p.engine_signature, is_embedded(&p) ? signature() : 0);
    }
    closedir(d);
    CHECK(embedded >= 1);
}

static void sum_nodes(int index, const SearchResult *r, const char *err, void *user)
{
    (void)index;
    (void)err;
    CHECK(r != NULL);
    if (r)
        *(uint64_t *)user += r->nodes;
}

/* Two runs in one process count the same nodes, and the total is the sum
 * the callback sees: nothing carries over from one engine to the next. A
 * shallower bench keeps this cheap. */
static void runs_repeat(void)
{
    EngineBench b;
    engine_bench_standard(&b);
    b.depth = 5;
    uint64_t total[2], seen[2] = { 0, 0 };
    char err[256];
    for (int k = 0; k < 2; k++) {
        CHECK_INT(engine_bench_run(&b, sum_nodes, &seen[k], &total[k], err, sizeof err), 0);
        CHECK_INT(seen[k], total[k]);
    }
    CHECK(total[0] > 0);
    CHECK_INT(total[0], total[1]);
}

/* Only the standard bench prints a signature: another depth, table size
 * or search would give another total. */
static void only_the_standard_bench_signs(void)
{
    EngineBench b;
    engine_bench_standard(&b);
    CHECK(engine_bench_is_standard(&b));
    b.depth++;
    CHECK(!engine_bench_is_standard(&b));
    engine_bench_standard(&b);
    b.hash_mb *= 2;
    CHECK(!engine_bench_is_standard(&b));
    engine_bench_standard(&b);
    b.analysis = false;
    CHECK(!engine_bench_is_standard(&b));
}

/* The key is read, kept and written; a malformed one is refused. */
static void profile_key_round_trip(void)
{
    char path[] = "/tmp/kiryoku-signature-XXXXXX", err[512];
    int fd = mkstemp(path);
    CHECK(fd >= 0);
    if (fd < 0)
        return;
    close(fd);
    Profile p, q;
    profile_default(&p);
    p.engine_signature = 1234567;
    CHECK_INT(profile_save_file(&p, path, NULL, err, sizeof err), 0);
    CHECK_INT(profile_load_file(&q, path, err, sizeof err), 0);
    CHECK_INT(q.engine_signature, 1234567);
    const char *bad[] = { "0", "-5", "12x", "x", "99999999999999999999999" };
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        FILE *f = fopen(path, "w");
        CHECK(f != NULL);
        if (!f)
            return;
        fprintf(f, "form: linear\na: 1\nb: 2\nengine_signature: %s\n", bad[i]);
        fclose(f);
        CHECK_INT(profile_load_file(&q, path, err, sizeof err), -1);
        CHECK(strstr(err, "engine_signature") != NULL);
    }
    remove(path);
}

int main(void)
{
    RUN(default_profile_names_this_engine);
    RUN(every_shipped_profile_agrees);
    RUN(runs_repeat);
    RUN(only_the_standard_bench_signs);
    RUN(profile_key_round_trip);
    return check_summary();
}
