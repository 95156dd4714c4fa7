# SPDX-License-Identifier: GPL-3.0-or-later
# ctest room_includes: the rooms' include arrows point one way
# (docs/architecture.md, Rooms). Two rules:
#  - ui/app/ (the window: it builds and connects) is the top room of ui/: no
#    other room of ui/ includes a header of ui/app/;
#  - engine/basic/ (singles, intersections, subsets and basic fish) is the
#    lowest technique family: it includes only the engine's root (the
#    vocabulary and the aggregators' declarations) and itself, never another
#    family folder (fish/, chains/, forcing/ ...).
# cmake -DROOT=<repo> -P room_includes.cmake
# cmake -DSELFTEST=<scratch dir> -P room_includes.cmake: plants bad and good
# examples in a scratch tree and checks that the check fails on each bad one
# alone and passes on the good ones.

include(${CMAKE_CURRENT_LIST_DIR}/repo_checks.cmake)

if(SELFTEST)
    set(cases
        "bad|ui/grid/a.cpp|#include \"ui/app/icons.h\""
        "bad|ui/diagram/b.h|#include \"ui/app/main_window.h\""
        "bad|ui/panels/c.cpp|#  include \"ui/app/state_io.h\""
        "bad|ui/text/d.cpp|#include \"ui/app/banner.h\""
        "bad|ui/work/e.cpp|#include \"ui/app/error_text.h\""
        "bad|engine/basic/f.cpp|#include \"engine/fish/fish.h\""
        "bad|engine/basic/g.h|#include \"engine/forcing/branch_patterns.h\""
        "good|ui/app/h.cpp|#include \"ui/app/icons.h\""
        "good|ui/panels/i.cpp|#include \"ui/common/icons.h\""
        "good|ui/grid/j.cpp|// drawn like ui/app/main_window.cpp's toolbar"
        "good|engine/basic/k.cpp|#include \"engine/basic/subset_plane.h\""
        "good|engine/basic/l.cpp|#include \"engine/techniques.h\""
        "good|engine/forcing/m.cpp|#include \"engine/basic/subset_plane.h\"")
    planted_selftest("the room-include check" ${SELFTEST} SCRIPT ${CMAKE_CURRENT_LIST_FILE} DIRS ui/app engine/basic CASES ${cases})
    return()
endif()

get_filename_component(ROOT ${ROOT} ABSOLUTE)
set(include_re "#[ \t]*include[ \t]*[<\"]([^>\"]*)[>\"]")
set(bad "")
set(n 0)

# ui/: nothing outside ui/app includes ui/app.
repo_files(ui_files ROOT ${ROOT} DIRS ui GLOBS *.h *.cpp)
foreach(f IN LISTS ui_files)
    file(RELATIVE_PATH rel ${ROOT} ${f})
    if(rel MATCHES "^ui/app/")
        continue()
    endif()
    math(EXPR n "${n} + 1")
    file(STRINGS ${f} lines REGEX "${include_re}")
    foreach(line IN LISTS lines)
        string(REGEX REPLACE ".*${include_re}.*" "\\1" header "${line}")
        if(header MATCHES "^ui/app/")
            list(APPEND bad "${rel}: ${header} (ui/app is the top room)")
        endif()
    endforeach()
endforeach()

# engine/basic/: only the engine's root and itself.
repo_files(basic_files ROOT ${ROOT} DIRS engine/basic GLOBS *.h *.cpp)
foreach(f IN LISTS basic_files)
    file(RELATIVE_PATH rel ${ROOT} ${f})
    math(EXPR n "${n} + 1")
    file(STRINGS ${f} lines REGEX "${include_re}")
    foreach(line IN LISTS lines)
        string(REGEX REPLACE ".*${include_re}.*" "\\1" header "${line}")
        if(header MATCHES "^engine/" AND NOT header MATCHES "^engine/[^/]+$" AND NOT header MATCHES "^engine/basic/")
            list(APPEND bad "${rel}: ${header} (engine/basic is the lowest family)")
        endif()
    endforeach()
endforeach()

if(bad)
    string(REPLACE ";" "\n" bad "${bad}")
    message(FATAL_ERROR "includes against the rooms' order:\n${bad}")
endif()
message(STATUS "checked ${n} files of ui/ and engine/basic/: every include points down")
