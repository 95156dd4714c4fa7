#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The whole test run under AddressSanitizer + UndefinedBehaviorSanitizer
# builds into build-asan with -DSETWISE_SANITIZE=ON (tests scale
# their samples down; tst_cli waits longer for the slower CLI) and runs ctest.
# Usage: scripts/sanitize.sh [ctest arguments, e.g. -R tst_cli]
set -euo pipefail
cd "$(dirname "$0")/.."
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
cmake -S . -B build-asan -G Ninja -DSETWISE_SANITIZE=ON -DCMAKE_BUILD_TYPE=RelWithDebInfo "${launcher[@]}"
cmake --build build-asan
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 700 "$XDG_RUNTIME_DIR"
# Qt's own allocations are not leaks of ours; every other finding fails the test.
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0:abort_on_error=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
# Time limits: tests/CMakeLists.txt gives every test 6 times its usual limit
# under SETWISE_SANITIZE (CTest's TIMEOUT and Qt Test's QTEST_FUNCTION_TIMEOUT alike).
ctest --test-dir build-asan --output-on-failure -j 2 "$@"
