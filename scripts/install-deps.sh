#!/bin/sh
# Installs the Debian packages a make target needs, if any are missing.
# Usage: install-deps.sh GROUP...   (groups: build test bench)
# As root it runs apt-get; otherwise sudo if it works without a password
# prompt; otherwise it names the packages and how to install them.
set -u

# gpsshogi (gpsusi) is a judge the placement test can rate with (app/judge.h,
# issue 34): `make run` installs it beside the product's own packages, and
# the tests check it (tests/term/gps_judge.sh).
pkgs_build="gcc make pkg-config libncurses-dev libreadline-dev libsqlite3-dev gpsshogi"
pkgs_test="tmux clang libclang-rt-dev python3 parallel fairy-stockfish gpsshogi chromium fonts-noto-cjk"
pkgs_bench="fairy-stockfish gpsshogi gnushogi parallel gnuplot-nox hyperfine"

want=""
for g in "$@"; do
    case "$g" in
        build) want="$want $pkgs_build" ;;
        test) want="$want $pkgs_test" ;;
        bench) want="$want $pkgs_bench" ;;
        *) echo "install-deps: unknown group '$g'" >&2; exit 2 ;;
    esac
done

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "install-deps: not a Debian system; make sure these are installed:$want" >&2
    exit 0
fi

missing=""
for p in $want; do
    st=$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null)
    case "$st" in *"ok installed"*) ;; *) missing="$missing $p" ;; esac
done
[ -z "$missing" ] && exit 0

echo "install-deps: installing missing Debian packages:$missing"
if [ "$(id -u)" = 0 ]; then
    run=""
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    run="sudo"
else
    echo "install-deps: these Debian packages are missing:$missing" >&2
    echo "install-deps: run as root:  apt-get install$missing" >&2
    exit 1
fi
export DEBIAN_FRONTEND=noninteractive
$run apt-get update -qq || { echo "install-deps: apt-get update failed" >&2; exit 1; }
# shellcheck disable=SC2086
$run apt-get install -y -qq --no-install-recommends $missing || {
    echo "install-deps: apt-get install failed for:$missing" >&2
    exit 1
}
