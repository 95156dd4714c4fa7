#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the real window under Xvfb (no window manager: no title bar,
# the window sits at 0,0 and fills the screen). For each screen size
# (1024x700, 1366x768, 1920x1080): seed 000's X-Wing state with its hint, in
# light and dark, English and German. At 1366x768 also: the Sets panel with
# "3R17 / 3C49", a rank-search XY-Wing hint, seed 000's XY-chain as a chain
# hint, the dead-end banner (only Full House on top1465 #1) and a forcing net
# hint with its implication tree (a state of tests/data/forcing_forum_hardest_sample.txt).
# Needs xvfb-run, xauth and ImageMagick's `import`.
#
#   scripts/screenshots.sh [BUILD_DIR] [OUT_DIR]      (defaults: build, shots)
set -eu
if [ "${1:-}" = "--inner" ]; then
    shift
    build=$1 out=$2 size=$3
    app="$build/app/setwise"
    XDG_CONFIG_HOME=$(mktemp -d)
    XDG_RUNTIME_DIR=$(mktemp -d)
    export XDG_CONFIG_HOME XDG_RUNTIME_DIR
    state='+17+6.2958.94...+6...+8+3.....6.4+816.....+7239.+4+8.+65+6+9..24..+2+9+7.6814.+6+1+4.+9...+835+8+24+1+6+97'
    shot() { # name, then arguments for the app
        name=$1
        shift
        LANG=C.UTF-8 "$app" --size "$size" "$@" &
        pid=$!
        sleep 3 # let the window map, the worker answer and the window paint
        import -window root "$out/$name-$size.png"
        kill "$pid"
        wait "$pid" 2>/dev/null || true
        echo "$out/$name-$size.png"
    }
    for lang in en de; do
        for theme in light dark; do
            shot "hint-$theme-$lang" --language "$lang" --theme "$theme" --hint "$state"
        done
    done
    if [ "$size" = 1366x768 ]; then
        shot sets --language en --theme light --sets "3R17 / 3C49" "$state"
        # A rank-search hint: HoDoKu reglib 0800's first XY-Wing line (3 truths, rank 1).
        wing=':0800:169:+71+4.+6.5+38+8..4+53..+7+3567+1+8+4+2+9....2+4.8+54.....3.22+8+5376+9+419+78+6+3+1254.....7..+6........3::942 943 954 955 956::'
        shot hint-rank --language en --theme light --hint "$wing"
        # Seed 000's XY-chain: r1c4 {3,4}, r5c4 {2,3}, r5c7 {1,2}, r6c8 {1,4} on an open grid (81 cells x 9 digits).
        chain=''
        for r in 1 2 3 4 5 6 7 8 9; do
            for c in 1 2 3 4 5 6 7 8 9; do
                case "$r$c" in
                14) chain="$chain..34....." ;;
                54) chain="$chain.23......" ;;
                57) chain="${chain}12......." ;;
                68) chain="${chain}1..4....." ;;
                *) chain="${chain}123456789" ;;
                esac
            done
        done
        shot hint-chain --language en --theme light --chain-view both --hint "$chain"
        shot hint-chain-dark --language de --theme dark --chain-view chain --hint "$chain"
        top1='4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'
        shot dead-end --language en --theme light --techniques full-house --hint "$top1"
        # A forcing net verity from the forcing fixture: the Implication Tree dock comes to the front.
        fixture="$(dirname "$0")/../tests/data/forcing_forum_hardest_sample.txt"
        net=$(sed -n '/^forcing-net-verity /{p;q}' "$fixture" | cut -d' ' -f2)
        shot hint-forcing-net --language en --theme light --hint "$net"
        shot hint-forcing-net-de --language de --theme dark --hint "$net"
    fi
    rm -rf "$XDG_CONFIG_HOME" "$XDG_RUNTIME_DIR"
    exit 0
fi
build=${1:-build}
out=${2:-shots}
[ -x "$build/app/setwise" ] || { echo "no $build/app/setwise: build the 'setwise' target first" >&2; exit 1; }
mkdir -p "$out"
for size in 1024x700 1366x768 1920x1080; do
    xvfb-run -a -s "-screen 0 ${size}x24" "$0" --inner "$build" "$out" "$size"
done
