/* Rating profiles: the line (or log curve) that maps a mean loss to a rating
 * on one rating scale, fitted for one analysing engine at one depth.
 *
 * File format (assets/profiles/NAME.profile), one "key: value" per line,
 * '#' starts a comment line, blank lines ignored, unknown keys rejected:
 *
 *   name:   quest10-gikou202-d10        a short identifier
 *   engine: Gikou 2.0.2                 the analysing engine it was fitted for
 *   depth:  10                          that engine's fixed search depth
 *   form:   linear                      linear: rating = a * mean_loss + b
 *                                       log:    rating = exp(a * mean_loss + b)
 *   a:      4.2464
 *   b:      2529
 *   scale:  free text: which rating scale and time control (optional)
 *
 * The rating is rounded down to an integer (the thesis truncates). */
#ifndef KIRYOKU_PROFILE_H
#define KIRYOKU_PROFILE_H

#include <stddef.h>

typedef enum { PROFILE_LINEAR, PROFILE_LOG } ProfileForm;

typedef struct {
    char name[64];
    char engine[128];
    int depth;
    ProfileForm form;
    double a, b;
    char scale[256];
} Profile;

/* The thesis line (Baba 2019, eq. 6): Shogi Quest 10-minute sudden death,
 * Gikou 2.0.2 at depth 10: rating = 4.2464 * mean_loss + 2529. */
void profile_default(Profile *p);

/* The rating for a mean loss, rounded down. */
int profile_rating(const Profile *p, double mean_loss);

/* The rating before rounding (for intervals and fits). */
double profile_rating_exact(const Profile *p, double mean_loss);

/* Reads a profile file. Returns 0, or -1 with "FILE:LINE: message" in err. */
int profile_load_file(Profile *p, const char *path, char *err, size_t errlen);

/* `spec` is a file path (contains '/' or ends in ".profile") or a name looked
 * up as NAME.profile in $KIRYOKU_PROFILES, then in each of `dirs` (a
 * NULL-terminated list; the program passes where its profiles are
 * installed, app/assets.h). */
int profile_load(Profile *p, const char *spec, const char *const *dirs, char *err, size_t errlen);

/* Writes a profile file; returns 0 or -1 with a message. */
int profile_save_file(const Profile *p, const char *path, const char *comment,
                      char *err, size_t errlen);

/* "linear" / "log". */
const char *profile_form_name(ProfileForm f);

#endif
