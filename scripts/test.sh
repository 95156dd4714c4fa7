#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# README command 2: installs what is missing, builds everything and runs every test.
# Strict mode (SETWISE_STRICT=1) builds with -DSETWISE_WERROR=ON (any compiler
# warning fails the build) and runs the clang-format test (label `format`). It is
# the default: the whole tree builds without a warning and is clang-formatted.
# SETWISE_STRICT=0 builds without -Werror and skips the format check (e.g. for
# a compiler newer than Debian 12's, whose new warnings should not stop a user).
set -euo pipefail
cd "$(dirname "$0")/.."
strict="${SETWISE_STRICT:-1}"
scripts/deps.sh
werror=OFF
ctest_args=()
if [ "$strict" = 1 ]; then
    werror=ON
else
    ctest_args=(-LE format)
fi
SETWISE_CMAKE_ARGS="-DSETWISE_WERROR=$werror" scripts/build.sh
export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 700 "$XDG_RUNTIME_DIR"
ctest --test-dir build --output-on-failure -j 2 "${ctest_args[@]}"
# The sanitizer run: ASan+UBSan over the fast engine and CLI tests (label
# `sanitize`, no UI), in build-asan. SETWISE_SANITIZE_CI=0 skips it.
if [ "${SETWISE_SANITIZE_CI:-1}" = 1 ]; then
    scripts/sanitize.sh --ci
fi
