#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Tests under AddressSanitizer + UndefinedBehaviorSanitizer: builds into
# build-asan with -DSETWISE_SANITIZE=ON (tests scale their samples down; the
# CLI tests wait longer for the slower CLI) and runs ctest there.
# Usage: scripts/sanitize.sh [--ci] [ctest arguments, e.g. -R tst_cli]
#   --ci  the run CI makes (scripts/test.sh): only the tests labelled `sanitize`
#         in tests/CMakeLists.txt (fast engine and CLI tests, no UI test), and
#         only the targets they need are built. Its cost is in docs/cli.md.
#   without --ci: the whole suite (hours of CPU on 2 cores).
set -euo pipefail
cd "$(dirname "$0")/.."
ci=0
if [ "${1:-}" = --ci ]; then
    ci=1
    shift
fi
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B build-asan -G Ninja -DSETWISE_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}" >/dev/null
ctest_args=()
if [ "$ci" = 1 ]; then
    # The labelled tests' names are their targets; setwise-cli runs under the CLI tests.
    mapfile -t targets < <(ctest --test-dir build-asan -L sanitize -N | awk '/Test +#[0-9]+:/ { print $3 }')
    cmake --build build-asan --target setwise-cli "${targets[@]}"
    ctest_args=(-L sanitize)
else
    cmake --build build-asan
fi
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 700 "$XDG_RUNTIME_DIR"
# Qt's own allocations are not leaks of ours; every other finding fails the test.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
# Time limits: tests/CMakeLists.txt gives every test 6 times its usual limit
# under SETWISE_SANITIZE (CTest's TIMEOUT and Qt Test's QTEST_FUNCTION_TIMEOUT alike).
ctest --test-dir build-asan --output-on-failure -j 2 "${ctest_args[@]}" "$@"
