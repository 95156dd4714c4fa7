# SPDX-License-Identifier: GPL-3.0-or-later
# ctest behaviour_signature: `setwise-cli bench --signature` (the built-in puzzles)
# and `bench --signature tests/data/signature_puzzles.txt` must both print the line
# kept in tests/data/signature.txt. A commit that changes what the program finds
# or rates changes the number; it then updates the file (and says so), see
# docs/performance.md, The behaviour signature.
# cmake -DCLI=<setwise-cli> -DDATA=<tests/data> -P signature.cmake
file(STRINGS ${DATA}/signature.txt expected REGEX "^signature ")
if(NOT expected)
    message(FATAL_ERROR "${DATA}/signature.txt has no 'signature N' line")
endif()
foreach(input "" ${DATA}/signature_puzzles.txt)
    execute_process(COMMAND ${CLI} bench --signature ${input} RESULT_VARIABLE rc OUTPUT_VARIABLE got
        ERROR_VARIABLE err OUTPUT_STRIP_TRAILING_WHITESPACE)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "setwise-cli bench --signature ${input} failed (${rc}): ${err}")
    endif()
    if(input STREQUAL "")
        set(builtin "${got}")
    endif()
    if(NOT got STREQUAL expected)
        message(FATAL_ERROR "the behaviour signature changed: tests/data/signature.txt has '${expected}', "
            "setwise-cli bench --signature ${input} prints '${got}'.\n"
            "If the change of behaviour is meant, update the file in the same commit:\n"
            "  build/app/setwise-cli bench --signature > tests/data/signature.txt\n"
            "and say in the commit message what changed; a commit that only makes the program faster "
            "or tidier keeps the number (\"No functional change\").")
    endif()
endforeach()
message(STATUS "behaviour signature: ${builtin}")
