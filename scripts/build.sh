#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures and builds Setwise in ./build (RelWithDebInfo, -O2). Extra
# arguments are build targets.
set -euo pipefail
cd "$(dirname "$0")/.."
launcher=()
command -v ccache >/dev/null && launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
# SETWISE_CMAKE_ARGS: extra configure options (scripts/test.sh: -DSETWISE_WERROR=...).
# shellcheck disable=SC2086 # several options, split on spaces
cmake -S . -B build -G Ninja "${launcher[@]}" ${SETWISE_CMAKE_ARGS:-} >/dev/null
cmake --build build ${1:+--target "$@"}
