#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs the Debian 12 packages Setwise needs, when any is missing.
set -euo pipefail
PACKAGES=(cmake ninja-build g++ qt6-base-dev libqt6opengl6-dev qt6-tools-dev qt6-l10n-tools qt6-svg-dev
          qt6-translations-l10n fonts-dejavu-core xvfb xauth imagemagick ccache desktop-file-utils appstream
          shared-mime-info dpkg-dev clang-format parallel poppler-utils)
missing=()
for p in "${PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing: ${missing[*]}"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
