#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the real window under Xvfb (no window manager: no title bar,
# the window sits at 0,0). Loads seed 000's X-Wing state, shows the next step
# as a hint, and saves PNGs: light, dark, German, the Sets panel with
# "3R17 / 3C49", and a rank-search XY-Wing hint. Needs xvfb-run, xauth and
# ImageMagick's `import`.
#
#   scripts/screenshots.sh [BUILD_DIR] [OUT_DIR]      (defaults: build, shots)
set -eu
build=${1:-build}
out=${2:-shots}
app="$build/app/setwise"
[ -x "$app" ] || { echo "no $app: build the 'setwise' target first" >&2; exit 1; }
if [ -z "${DISPLAY:-}" ]; then
    exec xvfb-run -a -s "-screen 0 1280x820x24" "$0" "$build" "$out"
fi
mkdir -p "$out"
# A throw-away configuration, so the user's settings and layout do not leak in.
XDG_CONFIG_HOME=$(mktemp -d)
XDG_RUNTIME_DIR=$(mktemp -d)
export XDG_CONFIG_HOME XDG_RUNTIME_DIR
state='+17+6.2958.94...+6...+8+3.....6.4+816.....+7239.+4+8.+65+6+9..24..+2+9+7.6814.+6+1+4.+9...+835+8+24+1+6+97'

shot() { # name, then arguments for the app
    name=$1
    shift
    LANG=${SHOT_LANG:-C.UTF-8} "$app" "$@" &
    pid=$!
    sleep 3 # let the window map, the worker answer and the window paint
    import -window root "$out/$name.png"
    kill "$pid"
    wait "$pid" 2>/dev/null || true
    echo "$out/$name.png"
}

shot hint-light --language en --theme light --hint "$state"
shot hint-dark --language en --theme dark --hint "$state"
shot hint-german --language de --theme light --hint "$state"
shot sets --language en --theme light --sets "3R17 / 3C49" "$state"
# A rank-search hint: HoDoKu reglib 0800's first XY-Wing line (3 truths, rank 1).
wing=':0800:169:+71+4.+6.5+38+8..4+53..+7+3567+1+8+4+2+9....2+4.8+54.....3.22+8+5376+9+419+78+6+3+1254.....7..+6........3::942 943 954 955 956::'
shot hint-rank --language en --theme light --hint "$wing"
rm -rf "$XDG_CONFIG_HOME" "$XDG_RUNTIME_DIR"
