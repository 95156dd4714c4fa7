#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The cost of `setwise-cli hints --json` per state: CPU seconds of the whole
# process (/usr/bin/time) for every line of FILE (a state in any format; text
# after two spaces and '#' is a comment), then p50, p90 and max, the steps
# listed and the states where a budget stopped a search, read from the JSON's
# last line: "cut" counts "search_cut":true (a search stopped at its node
# budget, "search_cut_by":"nodes", or at its wall-clock safety net, "time":
# "time_cut" counts those), "cpu_cut" the CPU time limit ("budget_cut":true,
# exit 6). Extra arguments go to hints (e.g. --time-limit 0).
#   scripts/bench-hints.sh build/app/setwise-cli tests/data/hints_hard_states.txt
set -euo pipefail
cli=$1 file=$2
shift 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
n=0 cut=0 timecut=0 cpucut=0 steps=0
while IFS= read -r line; do
    state=${line%%  #*}
    [ -z "$state" ] && continue
    n=$((n + 1))
    rc=0
    /usr/bin/time -f '%U %S' -o "$tmp/time" "$cli" hints --json "$state" "$@" >"$tmp/out" 2>/dev/null || rc=$?
    [ "$rc" -eq 6 ] && cpucut=$((cpucut + 1))
    grep -q '"search_cut":true' "$tmp/out" && cut=$((cut + 1))
    grep -q '"search_cut_by":"time"' "$tmp/out" && timecut=$((timecut + 1))
    steps=$((steps + $(grep -c '"technique"' "$tmp/out" || true)))
    awk '{ printf "%.3f\n", $1 + $2 }' "$tmp/time" >>"$tmp/cpu"
done <"$file"
sort -n "$tmp/cpu" | awk -v n="$n" -v cut="$cut" -v timecut="$timecut" -v cpucut="$cpucut" -v steps="$steps" '
    { v[NR] = $1 }
    END {
        p50 = v[int((NR - 1) * 0.5) + 1]; p90 = v[int((NR - 1) * 0.9) + 1]
        printf "states %d  cpu_s p50 %.3f p90 %.3f max %.3f  cut %d  time_cut %d  cpu_cut %d  steps %d\n", \
            n, p50, p90, v[NR], cut, timecut, cpucut, steps
    }'
