// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers shared by the engine tests (header only, no Qt widgets).

#include "engine/formats.h"
#include "engine/solver.h"
#include "engine/tables.h"

#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

namespace setwise::test
{

inline std::vector<std::string> readLines(const std::string& path)
{
    std::vector<std::string> out;
    std::ifstream f(path);
    for (std::string line; std::getline(f, line);) {
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (!line.empty() && line[0] != '#')
            out.push_back(line);
    }
    return out;
}

inline std::string firstField(const std::string& line)
{
    return line.substr(0, line.find(' '));
}

inline std::vector<std::string> split(const std::string& s, char sep)
{
    std::vector<std::string> out;
    std::string cur;
    for (char c : s) {
        if (c == sep) {
            out.push_back(cur);
            cur.clear();
        } else {
            cur += c;
        }
    }
    out.push_back(cur);
    return out;
}

inline std::string names(const CandidateSet& xs)
{
    std::string out;
    for (Candidate x : xs)
        out += (out.empty() ? "" : " ") + candidateName(x);
    return out;
}

// The solution grid's candidates.
inline CandidateSet solutionSet(const Grid& g)
{
    CandidateSet s;
    for (Cell c = 0; c < kCells; ++c)
        s.set(candidateOf(c, g[c]));
    return s;
}

} // namespace setwise::test
