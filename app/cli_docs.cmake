# SPDX-License-Identifier: GPL-3.0-or-later
# setwise-cli's manual pages and shell completions, installed by
# `cmake --install` as the component "cli_docs"; the test install_cli_docs
# installs that component alone into a scratch prefix and checks the files.
set(SETWISE_MAN_DIR ${PROJECT_SOURCE_DIR}/resources/man)
set(SETWISE_COMPLETIONS_DIR ${PROJECT_SOURCE_DIR}/resources/completions)
install(FILES ${SETWISE_MAN_DIR}/setwise-cli.1 ${SETWISE_MAN_DIR}/setwise.1
    DESTINATION ${CMAKE_INSTALL_MANDIR}/man1 COMPONENT cli_docs)
install(FILES ${SETWISE_COMPLETIONS_DIR}/setwise-cli.bash
    DESTINATION ${CMAKE_INSTALL_DATADIR}/bash-completion/completions RENAME setwise-cli COMPONENT cli_docs)
install(FILES ${SETWISE_COMPLETIONS_DIR}/_setwise-cli
    DESTINATION ${CMAKE_INSTALL_DATADIR}/zsh/site-functions COMPONENT cli_docs)
install(FILES ${SETWISE_COMPLETIONS_DIR}/setwise-cli.fish
    DESTINATION ${CMAKE_INSTALL_DATADIR}/fish/vendor_completions.d COMPONENT cli_docs)

if(BUILD_TESTING)
    add_test(NAME install_cli_docs
        COMMAND ${CMAKE_COMMAND} -DBUILD_DIR=${PROJECT_BINARY_DIR} -DPREFIX=${CMAKE_CURRENT_BINARY_DIR}/install_cli_docs
            -DMANDIR=${CMAKE_INSTALL_MANDIR} -DDATADIR=${CMAKE_INSTALL_DATADIR}
            -P ${CMAKE_CURRENT_SOURCE_DIR}/cli_docs_check.cmake)
    set_tests_properties(install_cli_docs PROPERTIES TIMEOUT 120)
endif()
