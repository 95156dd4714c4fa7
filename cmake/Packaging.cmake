# SPDX-License-Identifier: GPL-3.0-or-later
# A Debian package of what `cmake --install` puts in place (binaries, desktop
# entry, metainfo, icons, file type, copyright):
#   cmake --build build && (cd build && cpack -G DEB)
# The shared-library dependencies (libqt6core6, libqt6widgets6, ...) come from
# dpkg-shlibdeps (dpkg-dev); the Qt plugins the GUI needs at run time are named
# here: the platform plugins (qt6-qpa-plugins; the SVG icon engine is in libqt6svg6,
# which the GUI links). Qt's own German strings are recommended (qt6-translations-l10n).
set(CPACK_PACKAGE_NAME setwise)
set(CPACK_PACKAGE_VENDOR "The Setwise developers")
set(CPACK_PACKAGE_CONTACT "The Setwise developers <setwise@users.noreply.github.com>")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/setwise/setwise")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Sudoku resolution workbench: every step as truths and links")
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_RESOURCE_FILE_LICENSE ${PROJECT_SOURCE_DIR}/LICENSE)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_STRIP_FILES ON)
set(CPACK_GENERATOR DEB)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# Section misc: Debian's games section is for programs installed in /usr/games.
set(CPACK_DEBIAN_PACKAGE_SECTION misc)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins")
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "qt6-translations-l10n")
# Control files with the permissions dpkg expects (0644, scripts 0755).
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# The staged tree made lintian-clean before the .deb is built (compressed
# manual pages, machine-readable copyright, changelog): cmake/DebPreBuild.cmake.
set(CPACK_SETWISE_SOURCE_DIR ${PROJECT_SOURCE_DIR})
set(CPACK_PRE_BUILD_SCRIPTS ${PROJECT_SOURCE_DIR}/cmake/DebPreBuild.cmake)
# The control file's Description: the summary line, then this paragraph (CPack indents it).
set(CPACK_PACKAGE_DESCRIPTION "Setwise shows every Sudoku step as base sets (truths) and cover sets
(links), on the grid and as an equation diagram. It gives graded hints, finds
all steps in a state, explains why a candidate is false and checks your own
sets. The package holds the GUI (setwise) and the command-line tool
(setwise-cli).")
# Source package: the tracked tree without build folders.
set(CPACK_SOURCE_GENERATOR TGZ)
set(CPACK_SOURCE_IGNORE_FILES "/\\\\.git/" "/build[^/]*/" "/shots/")
include(CPack)
