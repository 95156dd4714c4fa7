# SPDX-License-Identifier: GPL-3.0-or-later
# ctest no_temporary_ranges: fails when one statement takes the begin of one
# call's result and the end of another call of the same function, as in
# std::any_of(f().begin(), f().end(), ...), and that function returns its
# container by value: the two calls make two temporaries, and the range runs
# from one heap block into another (undefined behaviour; a test passed or
# failed with the heap layout). Take the value once into a local and use that.
# A function whose every declaration in the tree returns a reference, a
# pointer, a std::span or a string view (into data that outlives the
# statement) is not reported; one declared nowhere in the tree (a lambda, a
# library's function) is.
# Looked at: engine/, ui/, app/, tests/ (*.h, *.cpp), line comments left out,
# a statement's lines read as one; begin/end, cbegin/cend and rbegin/rend,
# with . or ->; the call's arguments may hold one level of parentheses.
# cmake -DROOT=<repo> -P no_temporary_ranges.cmake
# cmake -DSELFTEST=<scratch dir> -P no_temporary_ranges.cmake: plants bad and
# good examples in a scratch tree and checks that the check fails on each bad
# one alone and passes on the good ones.

include(${CMAKE_CURRENT_LIST_DIR}/repo_checks.cmake)

if(SELFTEST)
    # No ';' in a case (the cases are a CMake list): the planted lines need none.
    set(cases
        "bad|tests/tst_a.cpp|std::vector<int> values()\nconst bool any = std::any_of(values().begin(), values().end(), odd)"
        "bad|tests/tst_b.cpp|std::vector<const Step*> forcingSteps()\nQVERIFY(std::any_of(forcingSteps().begin(),\n    forcingSteps().end(), isNet))"
        "bad|ui/c.h|QList<int> rows(int column) const\nstd::sort(m->rows(2).begin(), m->rows(2).end())"
        "bad|engine/d.cpp|static std::string name(int i)\nstd::string r(name(i).rbegin(), name(i).rend())"
        "bad|app/e.cpp|const auto ids = [] { return std::vector<int> { 1, 2 } }\nstd::find(ids().cbegin(), ids().cend(), 2)"
        "bad|tests/tst_f.cpp|std::find(undeclared(x, y(z)).begin(), undeclared(x, y(z)).end(), 1)"
        "good|tests/tst_g.cpp|const std::vector<int>& values()\nconst bool any = std::any_of(values().begin(), values().end(), odd)"
        "good|engine/h.h|std::span<const Edge> strong(int i) const\nstd::any_of(g.strong(q).begin(), g.strong(q).end(), to)"
        "good|tests/tst_i.cpp|std::vector<int> values()\nconst std::vector<int> v = values()\nstd::any_of(v.begin(), v.end(), odd)"
        "good|tests/tst_j.cpp|// std::any_of(values().begin(), values().end(), odd) was the bug"
        "good|tests/tst_k.cpp|std::vector<int> values()\nconst int first = *values().begin()\nfor (int x : values()) sum += x")
    planted_selftest("the temporary-range check" ${SELFTEST} SCRIPT ${CMAKE_CURRENT_LIST_FILE} DIRS ui engine app CASES ${cases})
    return()
endif()

get_filename_component(ROOT ${ROOT} ABSOLUTE)
repo_files(files ROOT ${ROOT} DIRS engine ui app tests GLOBS *.h *.cpp)

set(args "\\(([^();]|\\([^();]*\\))*\\)") # a call's arguments, one level of parentheses inside
set(call "([A-Za-z_][A-Za-z0-9_]*)${args}[ \t]*(\\.|->)[ \t]*")
set(bad "")
set(names "")
set(n 0)
foreach(f IN LISTS files)
    math(EXPR n "${n} + 1")
    file(READ ${f} text)
    if(NOT text MATCHES "begin[ \t]*\\(")
        continue()
    endif()
    string(REGEX REPLACE "//[^\n]*" "" text "${text}")
    string(REGEX REPLACE "\n[ \t]*" " " text "${text}") # a statement's lines as one
    # Each begin of a call's result with the rest of its statement.
    string(REGEX MATCHALL "${call}c?r?begin[ \t]*\\(\\)[^;{}]*" hits "${text}")
    file(RELATIVE_PATH rel ${ROOT} ${f})
    foreach(h IN LISTS hits)
        string(REGEX MATCH "^${call}(c?r?)begin" head "${h}")
        string(LENGTH "${head}" len)
        string(SUBSTRING "${h}" ${len} -1 rest)
        string(REGEX REPLACE "begin$" "end" endCall "${head}") # "f(x).end", "f(x).cend" ...
        string(REGEX REPLACE "[ \t]+" "" endCall "${endCall}")
        string(REGEX REPLACE "[ \t]+" "" restTight "${rest}")
        string(FIND "${restTight}" "${endCall}()" at)
        if(at GREATER_EQUAL 0)
            string(REGEX REPLACE "^([A-Za-z_][A-Za-z0-9_]*).*" "\\1" name "${h}")
            list(APPEND names ${name})
            string(SUBSTRING "${h}" 0 120 shown)
            list(APPEND bad "${name}|${rel}: ${shown}")
        endif()
    endforeach()
endforeach()

if(bad)
    # A name is safe when every declaration of it returns a reference, a
    # pointer, a span or a string view.
    list(REMOVE_DUPLICATES names)
    string(JOIN "|" any ${names})
    set(decl "^[ \t]*(template[ \t]*<[^>]*>[ \t]*)?(((inline|static|constexpr|virtual|friend)[ \t]+)*)([A-Za-z_][A-Za-z0-9_:<>,*& \t]*[ \t&*])(${any})[ \t]*\\(")
    foreach(name IN LISTS names)
        set(declared_${name} 0)
        set(byValue_${name} 0)
    endforeach()
    foreach(f IN LISTS files)
        file(STRINGS ${f} lines REGEX "(${any})[ \t]*\\(")
        foreach(l IN LISTS lines)
            if(NOT l MATCHES "${decl}")
                continue()
            endif()
            set(type "${CMAKE_MATCH_5}")
            set(name "${CMAKE_MATCH_6}")
            string(STRIP "${type}" type)
            if(type MATCHES "^(return|else|throw|new|delete|case|co_return|co_yield|goto|not|and|or)$")
                continue() # a call, not a declaration
            endif()
            math(EXPR declared_${name} "${declared_${name}} + 1")
            # The outer type: template arguments dropped.
            set(outer "${type}")
            while(outer MATCHES "<[^<>]*>")
                string(REGEX REPLACE "<[^<>]*>" "" outer "${outer}")
            endwhile()
            if(NOT outer MATCHES "[&*]$" AND NOT outer MATCHES "(^|[^A-Za-z0-9_])(span|string_view|QStringView|QByteArrayView)$")
                math(EXPR byValue_${name} "${byValue_${name}} + 1")
            endif()
        endforeach()
    endforeach()
    set(reported "")
    foreach(b IN LISTS bad)
        string(REGEX REPLACE "\\|.*" "" name "${b}")
        if(declared_${name} EQUAL 0 OR byValue_${name} GREATER 0)
            string(REGEX REPLACE "^[^|]*\\|" "" b "${b}")
            list(APPEND reported "${b}")
        endif()
    endforeach()
    set(bad "${reported}")
endif()

if(bad)
    list(LENGTH bad count)
    string(REPLACE ";" "\n" bad "${bad}")
    message(FATAL_ERROR "statements that take begin and end from two calls of a function that returns its "
        "container by value (or is declared nowhere in the tree): two temporaries; take the value once into a "
        "local (${count}):\n${bad}")
endif()
message(STATUS "checked ${n} files: every begin/end pair of a call's result comes from one range")
