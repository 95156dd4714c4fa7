#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# README command 1: installs what is missing, builds, and opens the GUI on the
# built-in example puzzle.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/deps.sh
scripts/build.sh setwise
exec build/app/setwise "$@"
