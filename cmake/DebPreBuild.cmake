# SPDX-License-Identifier: GPL-3.0-or-later
# CPack runs this after installing into its staging folder and before it builds
# the .deb (CPACK_PRE_BUILD_SCRIPTS, cmake/Packaging.cmake). It makes the staged
# tree what Debian policy and lintian ask of a package:
#  - manual pages gzip-compressed (gzip -9n: no name or time stamp, reproducible);
#  - usr/share/doc/setwise/copyright in the machine-readable format, pointing to
#    /usr/share/common-licenses/GPL-3 instead of the full licence text
#    (packaging/debian/copyright);
#  - usr/share/doc/setwise/changelog.gz, the changelog of this native package in
#    Debian's format (what changed is in CHANGELOG.md, installed beside it).
set(stage ${CPACK_TEMPORARY_INSTALL_DIRECTORY}${CPACK_PACKAGING_INSTALL_PREFIX})
find_program(GZIP gzip REQUIRED)
file(GLOB_RECURSE pages ${stage}/share/man/*)
foreach(page IN LISTS pages)
    if(NOT page MATCHES "\\.gz$")
        execute_process(COMMAND ${GZIP} -9nf ${page} RESULT_VARIABLE rc)
        if(NOT rc EQUAL 0)
            message(FATAL_ERROR "gzip ${page} failed: ${rc}")
        endif()
    endif()
endforeach()
set(doc ${stage}/share/doc/${CPACK_PACKAGE_NAME})
file(MAKE_DIRECTORY ${doc})
configure_file(${CPACK_SETWISE_SOURCE_DIR}/packaging/debian/copyright ${doc}/copyright COPYONLY)
file(COPY_FILE ${CPACK_SETWISE_SOURCE_DIR}/CHANGELOG.md ${doc}/CHANGELOG.md)
execute_process(COMMAND ${GZIP} -9nf ${doc}/CHANGELOG.md)
# One entry for the version packaged, dated by the build (string(TIMESTAMP)
# takes SOURCE_DATE_EPOCH when it is set, for reproducible builds).
string(TIMESTAMP date "%a, %d %b %Y %H:%M:%S +0000" UTC)
file(WRITE ${doc}/changelog "${CPACK_PACKAGE_NAME} (${CPACK_PACKAGE_VERSION}) unstable; urgency=medium

  * Built from the Setwise sources with CPack; what changed in this version
    is in /usr/share/doc/${CPACK_PACKAGE_NAME}/CHANGELOG.md.gz.

 -- ${CPACK_PACKAGE_CONTACT}  ${date}
")
execute_process(COMMAND ${GZIP} -9nf ${doc}/changelog)
