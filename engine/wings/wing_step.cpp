// SPDX-License-Identifier: GPL-3.0-or-later
// The wings' shared builder: links placed in houses, readings evaluated by the
// one rule (docs/architecture.md, The one rule) and joined into one step.
//
// A link "digit d holding these cells" needs a house that holds every cell; the
// cells of a need always see each other (they are built that way), and cells
// that all see each other lie in one house. When several houses hold them (a
// box-line intersection) the readings may choose differently: a rank-0 step
// (sue-de-coq, a doubly linked ALS-XZ) eliminates along every link, so each
// choice gives eliminations of its own and the step is their union.
#include "engine/wings/wings.h"

#include "engine/tables.h"

#include <algorithm>

namespace setwise
{

std::vector<House> housesHolding(const CellSet& cells)
{
    std::vector<House> out;
    if (cells.none())
        return out;
    const Cell c = cells.first();
    for (House h : { House(rowOf(c)), House(9 + colOf(c)), House(18 + boxOf(c)) })
        if (cells.isSubsetOf(houseCells(h)))
            out.push_back(h);
    return out;
}

Constraint digitLink(House h, Digit d)
{
    return houseConstraint(ConstraintKind(1 + h / 9), d, h % 9);
}

std::vector<Constraint> placeLinks(const std::vector<LinkNeed>& needs, int option)
{
    std::vector<Constraint> out;
    for (const LinkNeed& n : needs) {
        const std::vector<House> houses = housesHolding(n.cells);
        if (houses.empty())
            return {};
        // The option asked for, else the first house this digit has not taken.
        const auto at = std::size_t(std::min<int>(option, int(houses.size()) - 1));
        std::vector<House> order { houses[at] };
        for (House h : houses)
            if (h != houses[at])
                order.push_back(h);
        Constraint pick = digitLink(order.front(), n.d);
        for (House h : order)
            if (std::find(out.begin(), out.end(), digitLink(h, n.d)) == out.end()) {
                pick = digitLink(h, n.d);
                break;
            }
        if (std::find(out.begin(), out.end(), pick) == out.end())
            out.push_back(pick);
    }
    return out;
}

Step wingStep(const State& s, std::string technique, const std::vector<Constraint>& truths,
    std::vector<std::vector<Constraint>> linkLists)
{
    for (auto& links : linkLists)
        std::sort(links.begin(), links.end());
    std::vector<Evaluation> readings;
    for (std::size_t i = 0; i < linkLists.size(); ++i) {
        if (linkLists[i].empty()
            || std::find(linkLists.begin(), linkLists.begin() + std::ptrdiff_t(i), linkLists[i])
                != linkLists.begin() + std::ptrdiff_t(i))
            continue;
        auto e = evaluate(s, truths, linkLists[i]);
        if (e && !e->contradiction && (e->eliminations.any() || e->placements.any()))
            readings.push_back(std::move(*e));
    }
    if (readings.empty())
        return {};
    return makeStep(std::move(technique), std::move(readings));
}

CandidateSet cellCandidates(const State& s, Cell c, unsigned digits)
{
    CandidateSet out;
    for (Digit d = 0; d < 9; ++d)
        if ((digits >> d & 1U) && s.isLive(candidateOf(c, d)))
            out.set(candidateOf(c, d));
    return out;
}

} // namespace setwise
