// SPDX-License-Identifier: GPL-3.0-or-later
// setwise-cli check STATE: counts solutions, stopping at 2 (docs/json.md); the
// exit status says which (0 one, 3 none, 4 several).
#include "app/cli/command.h"
#include "app/cli/json.h"
#include "engine/formats.h"
#include "engine/solver.h"

#include <ostream>

namespace setwise::cli
{

namespace
{
std::string gridText(const Grid& g)
{
    std::string s(81, '.');
    for (Cell c = 0; c < kCells; ++c)
        s[c] = char('1' + g[c]);
    return s;
}
} // namespace

int cmdCheck(const Args& args, Io& io)
{
    if (args.positional.size() != 1)
        return reportError(io, Error { "check takes one STATE argument" });
    auto text = readInput(args.positional[0], io.in);
    if (!text)
        return reportError(io, text.error());
    auto state = parseState(*text);
    if (!state)
        return reportError(io, state.error());
    const SolveResult r = countSolutions(*state, 2);
    if (io.json) {
        JsonObject o;
        o.add("solutions", r.solutions);
        if (r.solutions == 1)
            o.add("solution", gridText(r.solution)).add("solution81", gridText(r.solution));
        else
            o.addNull("solution").addNull("solution81");
        io.out << o.str() << '\n';
    } else if (r.solutions == 0) {
        io.out << "no solution\n";
    } else if (r.solutions == 1) {
        io.out << "unique solution\n" << gridText(r.solution) << '\n';
    } else {
        io.out << "several solutions\n";
    }
    return r.solutions == 1 ? kExitOk : r.solutions == 0 ? kExitNoSolution : kExitSeveral;
}

} // namespace setwise::cli
