#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# clang-format over every tracked C++ source (git ls-files '*.h' '*.cpp'; in a
# tree without .git, every .h/.cpp under engine, ui, app and tests).
#   scripts/format.sh          check only: lists the files clang-format would change, exit 1 if any
#   scripts/format.sh --fix    reformat them in place (the `format` build target)
# .clang-format is written for Debian 12's clang-format 14; other major versions
# break lines differently, so the check is skipped (exit 77) with any other
# version, and when clang-format is missing. CLANG_FORMAT names another binary;
# SETWISE_FORMAT_ANY_VERSION=1 checks with any version.
set -eu
cd "$(dirname "$0")/.."
cf=${CLANG_FORMAT:-clang-format}
if ! command -v "$cf" >/dev/null 2>&1; then
    echo "SKIP: $cf is not installed (scripts/deps.sh installs clang-format)"
    exit 77
fi
major=$("$cf" --version | sed -n 's/.*version \([0-9][0-9]*\)\..*/\1/p')
if [ "$major" != 14 ] && [ "${SETWISE_FORMAT_ANY_VERSION:-0}" = 0 ]; then
    echo "SKIP: $cf is version $major; .clang-format is checked with version 14 (Debian 12)"
    exit 77
fi
if [ -d .git ] || [ -f .git ]; then
    files=$(git ls-files '*.h' '*.cpp')
else
    files=$(find engine ui app tests -name '*.h' -o -name '*.cpp' | sort)
fi
if [ "${1:-}" = --fix ]; then
    # shellcheck disable=SC2086 # one file name a word: the tree has no spaces in names
    "$cf" -i $files
    exit 0
fi
bad=""
n=0
for f in $files; do
    n=$((n + 1))
    "$cf" --dry-run -Werror "$f" >/dev/null 2>&1 || bad="$bad $f"
done
if [ -n "$bad" ]; then
    echo "not clang-formatted (scripts/format.sh --fix, or the 'format' target, fixes them):"
    for f in $bad; do
        echo "  $f"
        "$cf" "$f" | diff -u "$f" - | head -20 || true
    done
    exit 1
fi
echo "$n tracked sources are clang-formatted ($("$cf" --version))"
