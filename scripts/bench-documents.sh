#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What a large Setwise document costs to read and to open (a benchmark, not a
# test): writes a document of ENTRIES history entries (default 124000, just
# under the 16 MiB limit) with the engine's writer, then reads it in the engine
# (tst_document benchmarkDocument) and opens it in a window (tst_ui_documents
# benchmarkOpen, offscreen), each under /usr/bin/time: CPU seconds (user +
# system) and the maximum resident size. A one-entry document is opened the
# same way first: the difference is what the document costs. Each further
# FILE (a .hsol file, say) is opened in a window and measured the same way.
#   scripts/bench-documents.sh [ENTRIES] [FILE...]     (BUILD=dir, default build)
set -euo pipefail
cd "$(dirname "$0")/.."
build=${BUILD:-build}
entries=${1:-124000}
shift || true
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
export QT_QPA_PLATFORM=offscreen

write() { # FILE ENTRIES
    SETWISE_BENCH_DOCUMENT=$1 SETWISE_BENCH_ENTRIES=$2 "$build/tests/tst_document" benchmarkDocument >/dev/null
}
measure() { # LABEL PROGRAM FUNCTION FILE
    local out=$dir/time
    SETWISE_BENCH_DOCUMENT=$4 /usr/bin/time -o "$out" -f '%U %S %M' "$build/tests/$2" "$3" >"$dir/log" 2>&1 || {
        cat "$dir/log"
        exit 1
    }
    awk -v label="$1" -v bytes="$(stat -c %s "$4")" \
        '{ printf "%-34s %10d bytes  CPU %6.2f s  max RSS %8.1f MiB\n", label, bytes, $1 + $2, $3 / 1024 }' "$out"
}

write "$dir/small.sudoku" 1
write "$dir/large.sudoku" "$entries"
measure "engine: read a 1-entry document" tst_document benchmarkDocument "$dir/small.sudoku"
measure "engine: read $entries entries" tst_document benchmarkDocument "$dir/large.sudoku"
measure "window: open a 1-entry document" tst_ui_documents benchmarkOpen "$dir/small.sudoku"
measure "window: open $entries entries" tst_ui_documents benchmarkOpen "$dir/large.sudoku"
for file in "$@"; do
    measure "window: open $(basename "$file")" tst_ui_documents benchmarkOpen "$file"
done
