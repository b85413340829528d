"""Reading rating profiles (assets/profiles/*.profile, rating/profile.h) in
the bench scripts.

read_profile(path) gives the profile's "key: value" lines as a dict of
text; the callers turn the values they use into numbers.
"""


def read_profile(path):
    keys = {}
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#") and ":" in line:
                k, v = line.split(":", 1)
                keys[k.strip()] = v.strip()
    return keys
