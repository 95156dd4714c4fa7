# SPDX-License-Identifier: GPL-3.0-or-later
# ctest no_dangling_references: fails when a comment, help text, test name or
# document points to something a reader of the repository cannot open: an issue
# number, or a design, style or seed document kept outside the repository. A
# reference stands alone or points into docs/ (e.g. "docs/architecture.md, The
# one rule").
# cmake -DROOT=<repo> -P no_dangling_references.cmake
# cmake -DSELFTEST=<scratch dir> -P no_dangling_references.cmake: plants bad and
# good lines in a scratch tree and checks that each bad one alone fails the check.

# What is looked for (any case): the word issue followed by a number, the design
# notes' sections and the style notes' habits (the words design and style in capitals
# with a section sign, "section N" or "habit N"), a numbered seed document, the seeds'
# folder, and the two notes' file names. The planted examples below spell them through
# variables so that a search of the tree for such references finds none here either.
cmake_policy(SET CMP0007 NEW)
set(patterns "[Ii][Ss][Ss][Uu][Ee] [0-9]" "[Dd][Ee][Ss][Ii][Gg][Nn] (§|[Ss][Ee][Cc][Tt][Ii][Oo][Nn] [0-9])"
    "[Ss][Tt][Yy][Ll][Ee] [Hh][Aa][Bb][Ii][Tt]" "[Ss][Ee][Ee][Dd] 00[0-9]" "shared/seeds" "DESIGN\\.md" "STYLE\\.md")

include(${CMAKE_CURRENT_LIST_DIR}/repo_checks.cmake)

if(SELFTEST)
    set(D DESIGN)
    set(S STYLE)
    set(I ssue)
    set(SH shared)
    set(SE eed)
    set(cases "bad|engine/a.h|// The one rule (${D} §3)." "bad|app/cli/b.cpp|{ \"json\", \"one object (${D} section 8)\" }"
        "bad|tests/tst_c.cpp|// I${I} 20 item 8: the panel" "bad|ui/d.h|// see i${I} 26" "bad|ui/e.h|// (${S} habit 10)"
        "bad|tests/tst_f.cpp|// s${SE} 000's X-Wing" "bad|docs/g.md|As i${I} 21 says" "bad|README.md|See the ${SH}/seeds/000.txt notes"
        "good|engine/a.h|// The one rule (docs/architecture.md, The one rule)."
        "good|tests/tst_c.cpp|// top1465 #197: a forcing net" "good|ui/d.h|// the tissue of the grid"
        "good|tests/tst_e.cpp|QTest::newRow(\"seed 42\") << 42")
    planted_selftest("the dangling-reference check" ${SELFTEST} SCRIPT ${CMAKE_CURRENT_LIST_FILE} CASES ${cases})
    return()
endif()

get_filename_component(ROOT ${ROOT} ABSOLUTE)
# The sources and documents; scripts without an extension too.
repo_files(files ROOT ${ROOT} DIRS engine ui app tests scripts cmake docs translations resources .ci
    GLOBS *.cpp *.h *.cmake *.txt *.md *.sh *.ts *.xml *.in *.1 *.fish *.bash *.html FLAT scripts .ci
    TOP CMakeLists.txt README.md CHANGELOG.md
    EXCLUDE ${CMAKE_CURRENT_LIST_FILE}) # this file names the patterns it looks for

string(JOIN "|" any ${patterns})
set(bad "")
set(n 0)
foreach(f IN LISTS files)
    math(EXPR n "${n} + 1")
    file(STRINGS ${f} hits REGEX "${any}" ENCODING UTF-8)
    file(RELATIVE_PATH rel ${ROOT} ${f})
    foreach(h IN LISTS hits) # a line with ';' comes in pieces: the pieces that match
        if(h MATCHES "${any}")
            string(STRIP "${h}" h)
            list(APPEND bad "${rel}: ${h}")
        endif()
    endforeach()
endforeach()
if(bad)
    list(LENGTH bad count)
    string(REPLACE ";" "\n" bad "${bad}")
    message(FATAL_ERROR "${count} lines point outside the repository (an issue number or a design, style or "
        "seed document); say it in the line itself or point into docs/:\n${bad}")
endif()
message(STATUS "checked ${n} files: no issue number and no reference to a document outside ${ROOT}")
