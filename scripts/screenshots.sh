#!/bin/sh
# SPDX-License-Identifier: GPL-3.0-or-later
# Screenshots of the real window under Xvfb (no window manager: no title bar,
# the window sits at 0,0 and fills the screen). For each screen size
# (1024x700, 1366x768, 1920x1080): the YAS manual's X-Wing state with its hint, in
# light and dark, English and German. At 1366x768 also: the Sets panel with
# "3R17 / 3C49", a rank-search XY-Wing hint, the YAS manual's XY-chain as a chain
# hint, a simple-colours wrap (every target's chain drawn), explain finding a long chain,
# the dead-end banner (only Full House on top1465 #1) and a forcing net hint with its
# implication tree (a state of tests/data/forcing_forum_hardest_sample.txt), and a puzzle
# with several solutions in German.
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
        # The YAS manual's XY-chain: r1c4 {3,4}, r5c4 {2,3}, r5c7 {1,2}, r6c8 {1,4} on an open grid (81 cells x 9 digits).
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
        # Simple colours (wrap), HoDoKu reglib 0501: every target's chain is drawn.
        wrap=':0501:8:+6+5+9...+1+3...+1.3.6+252.+31+65.4+9.+2..9+63+1.+36.7..5+9.+91.+3.4.+6279.6..+2+5+35.+6...9811.2...+4+7+6:814 815 424 826 443 843 849 855 856 863 875 285 896:819 821 824 832 844 853 867 876 892 895::'
        shot hint-colouring --language en --theme light --chain-view chain --techniques simple-colors-wrap --hint "$wrap"
        # explain: a 7-strong-link chain no rank structure of 6 truths matches (tests/data/explain_long_chains.txt).
        long=$(awk -F'|' '!/^#/ {print $3; exit}' "$(dirname "$0")/../tests/data/explain_long_chains.txt")
        shot explain-chain --language en --theme light --chain-view both --explain 4r9c5 "$long"
        top1='4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........'
        shot dead-end --language en --theme light --techniques full-house --hint "$top1"
        # A forcing net verity (three branches from r2c5, exact evaluation): the second forcing-net-verity
        # state of tests/data/forcing_forum_hardest_sample.txt as a library line (its one-candidate
        # cells as givens), so the next step is the net; the Implication Tree dock comes to the front.
        net=':0000:x:........6..9...4...1..7..8....7.1.3.1.8.3.5...3...2....8..2..1...6...9..4.13.....:111 411 611 911 112 312 612 812 912 113 613 813 913 314 614 714 215 315 515 615 715 815 116 216 616 716 417 517 617 817 917 118 318 418 618 818 121 421 921 122 322 422 822 922 324 424 724 924 125 225 325 425 725 925 126 226 426 726 926 128 328 428 628 828 928 229 329 429 629 829 929 131 431 731 831 931 133 633 733 833 933 134 334 734 834 136 236 736 836 137 437 537 637 737 837 937 139 439 639 739 839 141 341 441 741 841 142 342 642 742 842 143 343 643 743 843 943 145 245 345 745 845 147 347 447 547 747 947 149 349 449 549 649 749 152 352 552 752 852 154 254 354 554 754 854 156 256 356 556 756 856 158 358 458 558 858 159 359 459 559 659 859 161 261 361 461 861 163 263 363 463 663 863 963 164 264 364 464 764 964 165 265 365 465 765 267 367 467 567 767 867 967 168 268 368 568 768 868 269 369 569 669 769 869 171 271 471 671 871 173 273 473 673 873 973 174 274 374 774 874 176 276 376 876 177 277 477 577 877 977 179 279 679 879 979 181 481 681 881 981 182 382 482 682 882 982 284 384 684 784 984 285 385 585 685 785 885 985 186 286 386 686 986 188 288 388 688 888 988 189 689 989 192 392 492 692 892 195 295 395 495 595 795 196 296 396 496 197 397 497 597 997 198 398 498 898 998 199 399 499 699 999:::'
        shot hint-forcing-net --language en --theme light --hint "$net"
        shot hint-forcing-net-de --language de --theme dark --hint "$net"
        # Several solutions (serg's benchmark, tests/data/solver_serg_multisolution.txt): its own banner.
        shot several-solutions-de --language de --theme light '8.........95.......76.........426798...571243...893165......916....3.487....1.532'
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
