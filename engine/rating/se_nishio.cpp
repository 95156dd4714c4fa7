// SPDX-License-Identifier: GPL-3.0-or-later
// SE 1.2.1's Nishio forcing chains, to rate Setwise's templates on the SE
// path (se_rating.h).
#include "engine/rating/se_rating.h"

#include <array>
#include <vector>

namespace setwise
{

namespace
{

// SE's Nishio: one candidate assumed true, its digit followed alone and
// dynamically: a true candidate makes its digit false in its houses; a false
// one makes true the last place of its digit in a house (the house's other
// places that are already false are premises too). Each candidate is decided
// once; the search stops when a candidate would be both true and false.
class Nishio
{
public:
    explicit Nishio(const State& s)
        : m_s(s)
    {
    }

    // SE's complexity of the contradiction from `start` true (`on`) or false:
    // the facts each side of the contradiction rests on, added; 0 when there
    // is none.
    int contradiction(Candidate start, bool on)
    {
        m_facts.clear();
        m_premises.clear();
        m_on.fill(-1);
        m_off.fill(-1);
        m_live = m_s.live() & digitCandidates(digitOf(start));
        const CandidateSet original = m_live;
        std::vector<int> pendingOn, pendingOff;
        auto& decided = on ? m_on : m_off;
        decided[std::size_t(start)] = add(start, on, {});
        (on ? pendingOn : pendingOff).push_back(decided[std::size_t(start)]);
        std::size_t nextOn = 0, nextOff = 0;
        while (nextOn < pendingOn.size() || nextOff < pendingOff.size()) {
            if (nextOn < pendingOn.size()) {
                const int f = pendingOn[nextOn++];
                const Candidate p = m_facts[std::size_t(f)].candidate;
                for (Candidate x : peersOf(p)) {
                    if (m_on[std::size_t(x)] >= 0)
                        return ancestors(m_on[std::size_t(x)]) + ancestors(add(x, false, { f }));
                    if (m_off[std::size_t(x)] < 0) {
                        m_off[std::size_t(x)] = add(x, false, { f });
                        pendingOff.push_back(m_off[std::size_t(x)]);
                    }
                }
                continue;
            }
            const int f = pendingOff[nextOff++];
            const Candidate p = m_facts[std::size_t(f)].candidate;
            for (ConstraintKind kind : { ConstraintKind::Box, ConstraintKind::Row, ConstraintKind::Column }) {
                const CandidateSet house = candidatesOf(constraintOf(p, kind));
                const CandidateSet places = m_live & house;
                if (places.count() != 2)
                    continue;
                CandidateSet other = places;
                other.reset(p);
                const Candidate y = other.first();
                std::vector<int> premises { f };
                for (Candidate gone : (original - m_live) & house)
                    premises.push_back(m_off[std::size_t(gone)]);
                if (m_off[std::size_t(y)] >= 0)
                    return ancestors(add(y, true, premises)) + ancestors(m_off[std::size_t(y)]);
                if (m_on[std::size_t(y)] < 0) {
                    m_on[std::size_t(y)] = add(y, true, premises);
                    pendingOn.push_back(m_on[std::size_t(y)]);
                }
            }
            m_live.reset(p); // dynamic: the false candidate leaves the grid
        }
        return 0;
    }

private:
    struct Fact {
        Candidate candidate;
        bool on;
        std::size_t premiseBegin, premiseEnd;
    };

    static CandidateSet digitCandidates(Digit d)
    {
        CandidateSet out;
        for (Cell c = 0; c < kCells; ++c)
            out.set(candidateOf(c, d));
        return out;
    }

    // The live places of p's digit in its box, row and column, each once.
    std::vector<Candidate> peersOf(Candidate p) const
    {
        std::vector<Candidate> out;
        CandidateSet seen;
        for (ConstraintKind kind : { ConstraintKind::Box, ConstraintKind::Row, ConstraintKind::Column })
            for (Candidate x : m_live& candidatesOf(constraintOf(p, kind)))
                if (x != p && !seen.test(x)) {
                    seen.set(x);
                    out.push_back(x);
                }
        return out;
    }

    int add(Candidate x, bool on, const std::vector<int>& premises)
    {
        const std::size_t begin = m_premises.size();
        m_premises.insert(m_premises.end(), premises.begin(), premises.end());
        m_facts.push_back({ x, on, begin, m_premises.size() });
        return int(m_facts.size()) - 1;
    }

    // The facts a fact rests on, itself included.
    int ancestors(int f) const
    {
        std::vector<char> seen(m_facts.size(), 0);
        std::vector<int> todo { f };
        int count = 0;
        while (!todo.empty()) {
            const int g = todo.back();
            todo.pop_back();
            if (g < 0 || seen[std::size_t(g)])
                continue;
            seen[std::size_t(g)] = 1;
            ++count;
            const Fact& fact = m_facts[std::size_t(g)];
            for (std::size_t i = fact.premiseBegin; i < fact.premiseEnd; ++i)
                todo.push_back(m_premises[i]);
        }
        return count;
    }

    const State& m_s;
    CandidateSet m_live;
    std::vector<Fact> m_facts;
    std::vector<int> m_premises;
    std::array<int, kCandidates> m_on {}, m_off {};
};

} // namespace

std::optional<int> seNishioTenths(const State& s, const Step& step)
{
    CandidateSet targets = step.eliminations;
    for (Candidate x : step.placements) // the digit's other places in its houses fall
        for (ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column, ConstraintKind::Box })
            targets |= s.live() & candidatesOf(constraintOf(x, kind));
    targets -= step.placements;
    constexpr int kNishioBase = 75;
    std::optional<int> best;
    Nishio nishio(s);
    auto offer = [&best](int complexity) {
        if (complexity > 0 && (!best || kNishioBase + seLengthTenths(complexity - 2) < *best))
            best = kNishioBase + seLengthTenths(complexity - 2);
    };
    for (Candidate x : targets) // x true leads to a contradiction
        offer(nishio.contradiction(x, true));
    for (Candidate x : step.placements) // x false does
        offer(nishio.contradiction(x, false));
    return best;
}

} // namespace setwise
