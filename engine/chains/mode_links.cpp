// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/chains/mode_links.h"

#include <bit>

namespace setwise
{

ModeLinks::ModeLinks(const ChainMode& mode)
    : m_groups(mode.groups)
    , m_kinds(unsigned(mode.cellStrong) | unsigned(mode.houseStrong) << 1 | unsigned(mode.cellWeak) << 2
          | unsigned(mode.houseWeak) << 3)
{
}

void ModeLinks::reset(const ChainMode& mode, const LinkGraph& g)
{
    const ModeLinks plain(mode);
    m_groups = plain.m_groups;
    m_kinds = plain.m_kinds;
    m_hasStrong.assign((std::size_t(g.size()) + 63) / 64, 0);
    const auto note = [&](int v) {
        for (const GraphEdge& e : g.strong(v))
            if (keep(e, true)) {
                m_hasStrong[std::size_t(v) >> 6] |= std::uint64_t { 1 } << (v & 63);
                return;
            }
    };
    // (A candidate that is not live has no links.)
    const CandidateSet& live = g.live();
    for (std::size_t w = 0; w < CandidateSet::kWords; ++w)
        for (std::uint64_t bits = live.word(w); bits; bits &= bits - 1)
            note(int(w * 64) + std::countr_zero(bits));
    // (Groups only where the mode has them: hasStrong() is read for the
    // nodes the mode allows.)
    for (int v = LinkGraph::kFirstGroup; m_groups && v < g.size(); ++v)
        note(v);
}

} // namespace setwise
