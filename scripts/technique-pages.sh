#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes the technique guide's pages to docs/techniques/ (ID.md and ID.png for
# every registry technique, README.md as the index), from the same texts and
# examples as the program's Help ▸ Techniques. Builds the tool first; runs it
# offscreen. Extra arguments go to the tool (e.g. --size 480).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh setwise-technique-pages >/dev/null
out=docs/techniques
rm -f "$out"/*.md "$out"/*.png
QT_QPA_PLATFORM=offscreen build/app/setwise-technique-pages "$out" "$@"
echo "wrote $(find "$out" -name '*.md' | wc -l) pages and $(find "$out" -name '*.png' | wc -l) pictures to $out" \
    "($(du -sh "$out" | cut -f1))"
