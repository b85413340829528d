# bench/niceness.sh, sourced by the long bench jobs (accuracy.sh,
# settai_clock.sh): session_niceness [N] gives this session's scheduling
# group the niceness N (default: the job's own).
#
# With the kernel's autogroup scheduling (/proc/sys/kernel/sched_autogroup_enabled,
# on by default in Debian's kernels) niceness only ranks processes within one
# session: a job started with `setsid nice -n 19` gets an equal share of the
# CPU with every other session, however nice it is. Measured on this
# machine: two nice-19 accuracy jobs and two nice-10 placement tests, each
# in its own session, ran at 50% of a core each. A series timed at 300 ms
# a move beside a nice-19 background run then gets half the CPU it was
# meant to have. Writing the niceness to /proc/self/autogroup sets the
# whole session's weight (with nice's rights: raising it needs none); every
# process of the session shares it, so it is set only by a job that leads
# its own session (started with setsid), never for a person's terminal.
# Where autogroups are off or the file is missing, nothing changes.
session_niceness() {
    [ "$(sed 's/.*) //' /proc/$$/stat 2> /dev/null | cut -d' ' -f4)" = "$$" ] || return 0
    if [ -w /proc/self/autogroup ]; then
        echo "${1:-$(nice)}" > /proc/self/autogroup 2> /dev/null || true
    fi
}
