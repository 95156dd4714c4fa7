# SPDX-License-Identifier: GPL-3.0-or-later
# What the repository checks run with cmake -P share (no_outside_paths.cmake,
# no_dangling_references.cmake, room_includes.cmake, no_temporary_ranges.cmake
# include this file):
#  - repo_files: the files a check reads;
#  - planted_selftest: a check's self-test on planted examples.

# repo_files(<out> ROOT <root> [DIRS <dir>... GLOBS <glob>...] [FLAT <dir>...]
#            [TOP <file>...] [EXCLUDE <file>...])
# Sets <out> to the files under each of ROOT's DIRS (recursively) whose names
# match one of GLOBS, then every file directly in each FLAT folder (scripts
# without an extension), then each TOP file of ROOT that exists; without the
# EXCLUDE files (a check names the patterns it looks for), folders and
# duplicates. Missing folders are skipped.
function(repo_files out)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "ROOT" "DIRS;GLOBS;FLAT;TOP;EXCLUDE")
    set(files "")
    foreach(dir IN LISTS arg_DIRS)
        if(EXISTS ${arg_ROOT}/${dir})
            set(globs "")
            foreach(g IN LISTS arg_GLOBS)
                list(APPEND globs ${arg_ROOT}/${dir}/${g})
            endforeach()
            file(GLOB_RECURSE found ${globs})
            list(APPEND files ${found})
        endif()
    endforeach()
    foreach(dir IN LISTS arg_FLAT)
        if(EXISTS ${arg_ROOT}/${dir})
            file(GLOB found ${arg_ROOT}/${dir}/*)
            list(APPEND files ${found})
        endif()
    endforeach()
    foreach(f IN LISTS arg_TOP)
        if(EXISTS ${arg_ROOT}/${f})
            list(APPEND files ${arg_ROOT}/${f})
        endif()
    endforeach()
    if(arg_EXCLUDE)
        list(REMOVE_ITEM files ${arg_EXCLUDE})
    endif()
    list(REMOVE_DUPLICATES files)
    set(kept "")
    foreach(f IN LISTS files)
        if(NOT IS_DIRECTORY ${f})
            list(APPEND kept ${f})
        endif()
    endforeach()
    set(${out} "${kept}" PARENT_SCOPE)
endfunction()

# planted_selftest(<check> <scratch> SCRIPT <script> [DIRS <dir>...] CASES <case>...)
# Each case is "bad|<path>|<line>" or "good|<path>|<line>": in a fresh tree of
# its own under <scratch> (with the DIRS made), <path> gets the line, and the
# check (cmake -DROOT=<tree> -P <script>) must fail on each bad one alone and
# pass on each good one. Fails naming every case it got wrong; <check> names
# the check in the messages ("the outside-path check").
function(planted_selftest check scratch)
    cmake_parse_arguments(PARSE_ARGV 2 arg "" "SCRIPT" "DIRS;CASES")
    set(failures "")
    set(i 0)
    foreach(c IN LISTS arg_CASES)
        string(REPLACE "|" ";" parts "${c}")
        list(GET parts 0 kind)
        list(GET parts 1 rel)
        list(GET parts 2 text)
        math(EXPR i "${i} + 1")
        set(root ${scratch}/case${i})
        file(REMOVE_RECURSE ${root})
        file(MAKE_DIRECTORY ${root})
        foreach(dir IN LISTS arg_DIRS)
            file(MAKE_DIRECTORY ${root}/${dir})
        endforeach()
        file(WRITE ${root}/${rel} "// a planted example\n${text}\n")
        execute_process(COMMAND ${CMAKE_COMMAND} -DROOT=${root} -P ${arg_SCRIPT}
            RESULT_VARIABLE rc OUTPUT_QUIET ERROR_QUIET)
        if(kind STREQUAL "bad" AND rc EQUAL 0)
            list(APPEND failures "not caught: ${rel}: ${text}")
        elseif(kind STREQUAL "good" AND NOT rc EQUAL 0)
            list(APPEND failures "wrongly refused: ${rel}: ${text}")
        endif()
    endforeach()
    file(REMOVE_RECURSE ${scratch})
    if(failures)
        string(REPLACE ";" "\n" failures "${failures}")
        message(FATAL_ERROR "${check} is wrong:\n${failures}")
    endif()
    message(STATUS "${check} caught every planted example (${i} cases)")
endfunction()
