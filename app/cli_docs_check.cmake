# SPDX-License-Identifier: GPL-3.0-or-later
# ctest install_cli_docs: installs the component cli_docs into a scratch prefix
# and checks the manual pages (a .TH header; groff finds no error when it is
# there) and the completions (bash -n when bash is there).
file(REMOVE_RECURSE ${PREFIX})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${PREFIX} --component cli_docs
    RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cmake --install --component cli_docs failed: ${rc}")
endif()
foreach(f ${MANDIR}/man1/setwise-cli.1 ${MANDIR}/man1/setwise.1 ${DATADIR}/bash-completion/completions/setwise-cli
        ${DATADIR}/zsh/site-functions/_setwise-cli ${DATADIR}/fish/vendor_completions.d/setwise-cli.fish)
    if(NOT EXISTS ${PREFIX}/${f})
        message(FATAL_ERROR "not installed: ${f}")
    endif()
endforeach()
foreach(page setwise-cli setwise)
    file(STRINGS ${PREFIX}/${MANDIR}/man1/${page}.1 th REGEX "^\\.TH ")
    if(NOT th)
        message(FATAL_ERROR "${page}.1 has no .TH header")
    endif()
endforeach()
find_program(GROFF groff)
if(GROFF)
    execute_process(COMMAND ${GROFF} -man -Tutf8 -ww -z ${PREFIX}/${MANDIR}/man1/setwise-cli.1
            ${PREFIX}/${MANDIR}/man1/setwise.1
        RESULT_VARIABLE rc ERROR_VARIABLE warnings)
    if(NOT rc EQUAL 0 OR warnings)
        message(FATAL_ERROR "groff: ${warnings}")
    endif()
endif()
find_program(BASH bash)
if(BASH)
    execute_process(COMMAND ${BASH} -n ${PREFIX}/${DATADIR}/bash-completion/completions/setwise-cli RESULT_VARIABLE rc)
    if(NOT rc EQUAL 0)
        message(FATAL_ERROR "bash -n: the bash completion does not parse")
    endif()
endif()
message(STATUS "installed: ${PREFIX}")
