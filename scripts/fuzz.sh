#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# libFuzzer over the text readers and the set parser, one target at
# a time, each for SECONDS (default 600), nice'd, starting from the corpus
# kept in tests/fuzz/corpus/<reader> (new inputs go to build-fuzz/corpus, so
# the repository's corpus stays small). Crashes land in build-fuzz/crashes.
# Usage: scripts/fuzz.sh [SECONDS] [reader ...]
#        readers: givens81 candidates729 pencilmarks library lists sets
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-600}"
shift || true
readers=("$@")
[ ${#readers[@]} -gt 0 ] || readers=(givens81 candidates729 pencilmarks library lists sets)
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B build-fuzz -G Ninja -DCMAKE_CXX_COMPILER=clang++ -DSETWISE_FUZZ=ON "${launcher[@]}" >/dev/null
cmake --build build-fuzz --target $(printf 'fuzz_%s ' "${readers[@]}")
mkdir -p build-fuzz/crashes
status=0
for r in "${readers[@]}"; do
    mkdir -p "build-fuzz/corpus/$r"
    echo "== fuzz_$r for ${seconds}s"
    # -max_len: past the readers' limit (limits.h) is refused at once; a little
    # over 729 characters keeps the search on inputs that reach the parsers.
    if ! nice -n 19 "build-fuzz/tests/fuzz/fuzz_$r" -max_total_time="$seconds" -max_len=4096 -timeout=10 \
        -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="build-fuzz/crashes/$r-" \
        "build-fuzz/corpus/$r" "tests/fuzz/corpus/$r" 2>&1 | tee "build-fuzz/fuzz_$r.log" | grep -E '^(#[0-9]+ +DONE|stat::|==[0-9]+==ERROR|SUMMARY|artifact_prefix|Test unit written)'; then
        :
    fi
    if grep -qE 'ERROR|Test unit written|deadly signal' "build-fuzz/fuzz_$r.log"; then
        echo "fuzz_$r: FOUND A CRASH (see build-fuzz/fuzz_$r.log and build-fuzz/crashes)"
        status=1
    fi
done
exit $status
