#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What a large Setwise document costs to read, to open and to save (a
# benchmark, not a test): writes a document of ENTRIES history entries
# (default 124000, just under the 16 MiB limit) with the engine's writer,
# then reads it in the engine (tst_document benchmarkDocument), opens it in a
# window (tst_ui_documents benchmarkOpen, offscreen) and opens and saves it
# again (benchmarkSave), each under /usr/bin/time: CPU seconds (user +
# system) and the maximum resident size; a window's run also gives the heap
# it holds after the open less before it (All Steps' dock closed and its
# searches stopped: they cost what the state costs, not the document), a
# save's run what the save adds to the resident size at its peak and its CPU
# time. A one-entry document is opened the same way first: the difference is
# what the document costs. The engine reads as the window does, handing each
# entry on (SETWISE_BENCH_KEEP=1: every entry kept in the Document). Each
# further FILE (a .hsol file, say) is opened in a window and measured alike.
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
    # The window's run also says what the heap holds after the open, less before it;
    # a save's run what the save adds to the resident size at its peak, and its CPU time.
    local heap
    heap=$(sed -n -e 's/.*heap in use .*(\(+[-0-9.]* MiB\)).*/  heap \1/p' \
        -e 's/.*while saving (\(+[-0-9.]* MiB\)); save CPU \([0-9.]*\) s.*/  save: resident peak \1, CPU \2 s/p' "$dir/log")
    awk -v label="$1" -v bytes="$(stat -c %s "$4")" -v heap="$heap" \
        '{ printf "%-34s %10d bytes  CPU %6.2f s  max RSS %8.1f MiB%s\n", label, bytes, $1 + $2, $3 / 1024, heap }' "$out"
}

write "$dir/small.sudoku" 1
write "$dir/large.sudoku" "$entries"
measure "engine: read a 1-entry document" tst_document benchmarkDocument "$dir/small.sudoku"
measure "engine: read $entries entries" tst_document benchmarkDocument "$dir/large.sudoku"
measure "window: open a 1-entry document" tst_ui_documents benchmarkOpen "$dir/small.sudoku"
measure "window: open $entries entries" tst_ui_documents benchmarkOpen "$dir/large.sudoku"
measure "window: open, save $entries entries" tst_ui_documents benchmarkSave "$dir/large.sudoku"
for file in "$@"; do
    measure "window: open $(basename "$file")" tst_ui_documents benchmarkOpen "$file"
done
