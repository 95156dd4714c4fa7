# SPDX-License-Identifier: GPL-3.0-or-later
# ctest no_outside_paths: fails when a test source, CMake file or script names a
# path outside the repository (ROOT). Two kinds of finding:
#  - a name that only exists outside: ../shared, SETWISE_SHARED, /work/, /home/;
#  - a path built on an anchor (SETWISE_TEST_DATA "/...", ${PROJECT_SOURCE_DIR}/...,
#    ${CMAKE_CURRENT_SOURCE_DIR}/..., $(dirname "$0")/...) that leaves ROOT once its
#    ".." are resolved.
# cmake -DROOT=<repo> -P no_outside_paths.cmake
# cmake -DSELFTEST=<scratch dir> -P no_outside_paths.cmake: plants bad and good
# examples in a scratch tree and checks that the check fails on each bad one alone
# and passes on the good ones.

include(${CMAKE_CURRENT_LIST_DIR}/repo_checks.cmake)

if(SELFTEST)
    set(cases
        "bad|tests/tst_a.cpp|readLines(SETWISE_TEST_DATA \"/../../../shared/data/puzzles/x.txt\")"
        "bad|tests/tst_b.cpp|auto f = SETWISE_SHARED_DATA \"/puzzles/top1465.txt\""
        "bad|tests/CMakeLists.txt|set(DATA \${PROJECT_SOURCE_DIR}/../shared/data)"
        "bad|tests/CMakeLists.txt|set(DATA \${CMAKE_CURRENT_SOURCE_DIR}/../../other/data)"
        "bad|scripts/run.sh|cat \"$(dirname \"$0\")/../../puzzles.txt\""
        "bad|tests/tst_c.cpp|QFile f(\"/work/shared/data/puzzles/top95.txt\")"
        "bad|cmake/Extra.cmake|include(/home/someone/setwise.cmake)"
        "bad|tests/tst_d.cpp|QFile f(SETWISE_TEST_DATA \"/../../../x.txt\")"
        "good|tests/tst_e.cpp|QFile ts(SETWISE_TEST_DATA \"/../../translations/setwise_de.ts\")"
        "good|tests/CMakeLists.txt|set(SETWISE_TEST_DATA \${CMAKE_CURRENT_SOURCE_DIR}/data)"
        "good|scripts/run.sh|cd \"$(dirname \"$0\")/..\""
        "good|tests/tst_f.cpp|#include \"ui/work/session.h\"")
    planted_selftest("the outside-path check" ${SELFTEST} SCRIPT ${CMAKE_CURRENT_LIST_FILE} DIRS tests/data CASES ${cases})
    return()
endif()

get_filename_component(ROOT ${ROOT} ABSOLUTE)
# The sources, CMake files and scripts; scripts without an extension (.ci/run) too.
repo_files(files ROOT ${ROOT} DIRS tests scripts .ci cmake engine ui app
    GLOBS *.cpp *.h *.cmake CMakeLists.txt *.sh FLAT scripts .ci TOP CMakeLists.txt
    EXCLUDE ${CMAKE_CURRENT_LIST_FILE}) # this file names the patterns it looks for

set(bad "")
set(n 0)
foreach(f IN LISTS files)
    math(EXPR n "${n} + 1")
    file(READ ${f} content)
    file(RELATIVE_PATH rel ${ROOT} ${f})
    get_filename_component(here ${f} DIRECTORY)
    # /work/ and /home/ only as the start of an absolute path (not ui/work/).
    foreach(pattern "\\.\\./shared" "SETWISE_SHARED" "(^|[\n\"' (=:])/work/" "(^|[\n\"' (=:])/home/")
        string(REGEX MATCHALL "[^\n]*${pattern}[^\n]*" hits "${content}")
        foreach(h IN LISTS hits)
            string(STRIP "${h}" h)
            list(APPEND bad "${rel}: ${h}")
        endforeach()
    endforeach()
    # Anchored paths: resolve and check they stay in ROOT.
    foreach(anchor "SETWISE_TEST_DATA \"|${ROOT}/tests/data" "\\\${SETWISE_TEST_DATA}|${ROOT}/tests/data"
            "\\\${PROJECT_SOURCE_DIR}|${ROOT}" "\\\${CMAKE_SOURCE_DIR}|${ROOT}"
            "\\\${CMAKE_CURRENT_SOURCE_DIR}|${here}" "\\\${CMAKE_CURRENT_LIST_DIR}|${here}"
            "\\$\\(dirname \"\\$0\"\\)|${here}")
        string(REPLACE "|" ";" parts "${anchor}")
        list(GET parts 0 re)
        list(GET parts 1 base)
        string(REGEX MATCHALL "${re}[^\"' ;)\n]*" hits "${content}")
        foreach(h IN LISTS hits)
            string(REGEX REPLACE "^${re}" "" path "${h}")
            get_filename_component(abs "${base}/${path}" ABSOLUTE)
            string(FIND "${abs}/" "${ROOT}/" pos)
            if(NOT pos EQUAL 0)
                list(APPEND bad "${rel}: ${h} (resolves to ${abs}, outside ${ROOT})")
            endif()
        endforeach()
    endforeach()
endforeach()
if(bad)
    string(REPLACE ";" "\n" bad "${bad}")
    message(FATAL_ERROR "paths outside the repository:\n${bad}")
endif()
message(STATUS "checked ${n} test sources, CMake files and scripts: no path outside ${ROOT}")
