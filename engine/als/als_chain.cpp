// SPDX-License-Identifier: GPL-3.0-or-later
// The ALS-XY-chain search (als-xy-chain, rules in als_finders.cpp): chains
// A1 -r1- A2 -r2- ... Ak of 4 to 6 ALSs (kMaxChainAls), searched length by
// length, shortest first; at one length the chains are handed out fewest cells
// first, then in the search's order.
//
// Limits. The search is pruned (ChainRows below) so that it ends on its own:
// on the default path of top1465 its 400,000-node budget (kChainNodes) is hit
// in a handful of calls (the unpruned search hit it in about a third of its
// calls in hard states, and what it found then depended on the budget). "All
// steps here" (a sink taking more than one step) evaluates at most
// kListedChains chains a call.
#include "engine/als/als_search.h"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <span>

namespace setwise
{

namespace
{

constexpr int kMaxChainAls = 6;
constexpr std::uint64_t kChainNodes = 400'000;
// "All steps here" evaluates at most this many chains a call, smallest first
// (shortest, then fewest cells). In hard states one length holds up to tens of
// thousands of chains, most of them the same few eliminations by other routes.
constexpr std::size_t kListedChains = 3000;

// Rows of bits over the ALS index (bit i: ALS i), the chain search's pruning
// data. An ALS entered by RCC digit x leaves by a digit y != x, so walks go
// over (ALS, entry digit):
//   walks[m][a][x]  (x a digit of a) the ALSs at the end of a walk of exactly m RCC links from
//                   a entered by x, the digits alternating (cells not checked)
//   seers[z][t]     the ALSs holding z whose z cells all see cell t
//   holders[c]      the ALSs holding cell c
//   clashes[a]      the ALSs sharing a cell with ALS a
//   closing[A][r]   for a start A and first RCC digit r: the ALSs B
//                   above A (the reverse chain is found from B) with a digit
//                   z != r of A whose live z candidates outside both see every
//                   z cell of both (zWithTargets): the only ALSs that can end
//                   its chains
// and per (ALS a, entry digit x) the positions in a's neighbour list of the
// neighbours it can leave to (an RCC digit other than x).
class ChainRows
{
public:
    explicit ChainRows(const AlsIndex& ix)
        : m_ix(ix)
        , m_n(ix.als.size())
        , m_words((ix.als.size() + 63) / 64)
    {
        m_seers.assign(9 * kCells * m_words, 0);
        m_holders.assign(kCells * m_words, 0);
        m_exitAt.assign(m_n * 10 + 1, 0);
        m_exits.clear();
        for (std::size_t b = 0; b < m_n; ++b) {
            const Als& a = ix.als[b];
            for (Cell c : a.cells)
                setBit(&m_holders[std::size_t(c) * m_words], b);
            for (unsigned m = a.digits; m; m &= m - 1) {
                const auto z = std::size_t(std::countr_zero(m));
                for (Cell t : a.seesAll[z] & ix.cellsWith[z])
                    setBit(&m_seers[(z * kCells + std::size_t(t)) * m_words], b);
            }
            const auto& nbs = ix.neighbours[b];
            // An ALS is entered by a digit of it (or by none, x = 9): the
            // lists of its other digits stay empty, never read.
            for (std::size_t x = 0; x < 10; ++x) {
                if (x == 9 || (a.digits >> x & 1U))
                    for (std::size_t j = 0; j < nbs.size(); ++j)
                        if (nbs[j].rcc & ~(1U << x))
                            m_exits.push_back(int(j));
                m_exitAt[b * 10 + x + 1] = int(m_exits.size());
            }
        }
        m_clashes.assign(m_n * m_words, 0);
        for (std::size_t b = 0; b < m_n; ++b)
            for (Cell c : ix.als[b].cells)
                orInto(&m_clashes[b * m_words], &m_holders[std::size_t(c) * m_words]);
        // One row per (ALS, digit of it): state(a, x).
        m_stateOf.assign(m_n * 9, 0);
        for (std::size_t b = 0; b < m_n; ++b)
            for (unsigned xs = ix.als[b].digits; xs; xs &= xs - 1)
                m_stateOf[b * 9 + std::size_t(std::countr_zero(xs))] = int(m_states++);
        // Each level zeroed when walkUpTo fills it.
        m_walks.resize(std::size_t(kMaxChainAls - 2) * m_states * m_words);
        m_closing.assign(m_states * m_words, 0);
        m_closed.assign(m_n, 0);
        m_byZ.assign(m_words, 0);
    }

    // Fills walks[] up to `links` links (each level once).
    void walkUpTo(std::size_t links)
    {
        for (; m_walked < links; ++m_walked) {
            const std::size_t len = m_walked + 1;
            std::fill(m_walks.begin() + std::ptrdiff_t((len - 1) * m_states * m_words),
                m_walks.begin() + std::ptrdiff_t(len * m_states * m_words), 0);
            if (len == 1) {
                for (std::size_t a = 0; a < m_n; ++a)
                    for (unsigned xs = m_ix.als[a].digits; xs; xs &= xs - 1) {
                        const Digit x = std::countr_zero(xs);
                        std::uint64_t* row = walkRow(len, a, x);
                        for (int j : exits(a, x))
                            setBit(row, std::size_t(m_ix.neighbours[a][std::size_t(j)].als));
                    }
                continue;
            }
            // walks[len][a][x] is the union over a's neighbours nb and their
            // RCC digits y != x of walks[len - 1][nb][y]: per y the union
            // over the neighbours is taken once (byY[y]), then each x of a
            // takes the byY of the other digits.
            m_byY.resize(9 * m_words);
            for (std::size_t a = 0; a < m_n; ++a) {
                unsigned ys = 0;
                for (const AlsNeighbour& nb : m_ix.neighbours[a])
                    for (unsigned r = nb.rcc; r; r &= r - 1) {
                        const auto y = std::size_t(std::countr_zero(r));
                        std::uint64_t* u = &m_byY[y * m_words];
                        const std::uint64_t* w = walk(len - 1, std::size_t(nb.als), Digit(y));
                        if (!(ys >> y & 1U)) {
                            std::copy(w, w + m_words, u);
                            ys |= 1U << y;
                        } else
                            orInto(u, w);
                    }
                for (unsigned xs = m_ix.als[a].digits; xs; xs &= xs - 1) {
                    const Digit x = std::countr_zero(xs);
                    std::uint64_t* row = walkRow(len, a, x);
                    for (unsigned r = ys & ~(1U << x); r; r &= r - 1)
                        orInto(row, &m_byY[std::size_t(std::countr_zero(r)) * m_words]);
                }
            }
        }
    }

    std::size_t words() const { return m_words; }
    const std::uint64_t* walk(std::size_t links, std::size_t a, Digit x) const
    {
        return &m_walks[((links - 1) * m_states + state(a, x)) * m_words];
    }
    const std::uint64_t* clashes(std::size_t a) const { return &m_clashes[a * m_words]; }
    const std::uint64_t* closing(std::size_t start, Digit r) const { return &m_closing[state(start, r) * m_words]; }
    // Positions in a's neighbour list with an RCC digit other than x (x = 9:
    // all), x a digit of a or 9.
    std::span<const int> exits(std::size_t a, int x) const
    {
        const std::size_t k = a * 10 + std::size_t(x);
        return { m_exits.data() + m_exitAt[k], m_exits.data() + m_exitAt[k + 1] };
    }

    // Fills the closing rows of a start (once a call); false when no first
    // digit has a closing ALS.
    bool setStart(std::size_t start)
    {
        if (m_closed[start])
            return m_closed[start] == 1;
        const Als& a = m_ix.als[start];
        std::uint64_t* byZ = m_byZ.data();
        bool any = false;
        // Only the ALSs above the start count: byZ is filled from its word on.
        const std::size_t from = start / 64;
        for (unsigned m = a.digits; m; m &= m - 1) {
            const auto z = std::size_t(std::countr_zero(m));
            std::fill(byZ + from, byZ + m_words, 0);
            for (Cell t : a.seesAll[z] & m_ix.cellsWith[z]) {
                const std::uint64_t* seers = &m_seers[(z * kCells + std::size_t(t)) * m_words];
                for (std::size_t w = from; w < m_words; ++w)
                    byZ[w] |= seers[w];
            }
            byZ[from] &= ~std::uint64_t { 0 } << (start % 64) << 1;
            for (unsigned r = a.digits & ~(1U << z); r; r &= r - 1) {
                std::uint64_t* row = &m_closing[state(start, std::countr_zero(r)) * m_words];
                std::uint64_t bits = 0;
                for (std::size_t w = from; w < m_words; ++w)
                    bits |= row[w] |= byZ[w];
                any |= bits != 0;
            }
        }
        m_closed[start] = any ? 1 : 2;
        return any;
    }

    // row |= other; whether row has a bit then.
    bool orInto(std::uint64_t* row, const std::uint64_t* other) const
    {
        std::uint64_t any = 0;
        for (std::size_t i = 0; i < m_words; ++i)
            any |= row[i] |= other[i];
        return any != 0;
    }
    // out = a & b & ~c from word `from` on (b, a closing row, has no bit
    // below it; the words of out below it are not written); whether out has a bit.
    bool andNot(std::uint64_t* out, const std::uint64_t* a, const std::uint64_t* b, const std::uint64_t* c,
        std::size_t from) const
    {
        std::uint64_t any = 0;
        for (std::size_t i = from; i < m_words; ++i)
            any |= out[i] = a[i] & b[i] & ~c[i];
        return any != 0;
    }
    // Whether a & b & ~(c | e) has a bit (b, a closing row, has none below word `from`).
    bool meets(const std::uint64_t* a, const std::uint64_t* b, const std::uint64_t* c, const std::uint64_t* e,
        std::size_t from) const
    {
        for (std::size_t i = from; i < m_words; ++i)
            if (a[i] & b[i] & ~(c[i] | e[i]))
                return true;
        return false;
    }

private:
    std::uint64_t* walkRow(std::size_t links, std::size_t a, Digit x)
    {
        return &m_walks[((links - 1) * m_states + state(a, x)) * m_words];
    }
    std::size_t state(std::size_t a, Digit x) const { return std::size_t(m_stateOf[a * 9 + std::size_t(x)]); }
    static void setBit(std::uint64_t* row, std::size_t i) { row[i / 64] |= std::uint64_t { 1 } << (i % 64); }

    const AlsIndex& m_ix;
    std::size_t m_n, m_words;
    // The rows' memory, per thread: kept from call to call (a search's rows
    // take up to a few megabytes; one ChainRows per thread at a time).
    struct Buffers {
        std::vector<std::uint64_t> seers, walks, holders, clashes, closing, byZ, byY;
        std::vector<int> stateOf, exits, exitAt;
        std::vector<char> closed;
    };
    static Buffers& buffers()
    {
        thread_local Buffers b;
        return b;
    }
    Buffers& m_buf = buffers();
    std::vector<std::uint64_t>&m_seers = m_buf.seers, &m_walks = m_buf.walks, &m_holders = m_buf.holders,
    &m_clashes = m_buf.clashes;
    std::vector<int>& m_stateOf = m_buf.stateOf; // [als][digit of it]: its state
    std::size_t m_states = 0;
    std::vector<std::uint64_t>&m_closing = m_buf.closing,
    &m_byZ = m_buf.byZ; // closing: per state (start, first RCC digit)
    std::vector<std::uint64_t>& m_byY = m_buf.byY; // walkUpTo: per digit, a row
    std::vector<char>& m_closed = m_buf.closed; // per start: 0 not yet, 1 has closing ALSs, 2 none
    std::vector<int>&m_exits = m_buf.exits, &m_exitAt = m_buf.exitAt; // positions, by (als, entry digit or 9)
    std::size_t m_walked = 0; // walks[] levels filled
};

// The path and its RCC digits during the search: at most kMaxChainAls
// entries, no allocation.
template <typename T> struct ChainStack {
    std::array<T, kMaxChainAls> v {};
    std::size_t n = 0;
    void push_back(T x) { v[n++] = x; }
    void pop_back() { --n; }
    T front() const { return v[0]; }
    T back() const { return v[n - 1]; }
    std::size_t size() const { return n; }
    void clear() { n = 0; }
    std::vector<T> list() const { return { v.begin(), v.begin() + std::ptrdiff_t(n) }; }
};

// Depth-first search for chains of exactly `length` ALSs, in the order of
// (A1, A2, r1, A3, r2, ...): each ALS's neighbours by index, then the RCC
// digit. A partial chain is dropped as soon as no closing ALS is left within
// its remaining links (walks[], less the ALSs that share a cell with its
// middle ALSs): the chains found and their order are those of the plain
// depth-first search, which walked all of those dead ends and ran into its
// node budget on about a third of its calls in hard states. The
// last two ALSs are joined through the rows: the last one is a bit of
// walks[1] & closing & ~blocked.
struct ChainSearch {
    explicit ChainSearch(const AlsIndex& index)
        : ix(index)
        , rows(index)
        , blocked(std::size_t(kMaxChainAls + 1) * rows.words(), 0)
        , scratch(rows.words(), 0)
    {
    }
    const AlsIndex& ix;
    ChainRows rows;
    std::uint64_t nodes = 0;
    std::size_t length = 0;
    ChainStack<int> path;
    ChainStack<Digit> rcc;
    CellSet used;
    const std::uint64_t* closing = nullptr; // rows.closing(path.front(), rcc.front())
    std::size_t from = 0; // the closing rows' first word that can have a bit: path.front() / 64
    // blocked row d: the ALSs sharing a cell with A2..Ad (path.size() == d)
    std::vector<std::uint64_t> blocked;
    std::vector<std::uint64_t> scratch;
    std::vector<AlsPattern> found;

    std::uint64_t* blockedAt(std::size_t d) { return &blocked[d * rows.words()]; }

    void start(std::size_t a)
    {
        path.clear();
        path.push_back(int(a));
        from = a / 64;
        rcc.clear();
        used = ix.als[a].cells;
        std::fill(blocked.begin(), blocked.end(), 0);
        extend(9);
    }

    // Extends the path, its last ALS entered by digit `entry` (9 at the start).
    void extend(int entry)
    {
        const std::size_t d = path.size();
        if (d + 2 == length) {
            closeTwo(entry);
            return;
        }
        const std::size_t left = length - d - 1; // links after the next ALS, 2 or more
        std::uint64_t* next = blockedAt(d + 1);
        const std::uint64_t* now = blockedAt(d);
        const auto& nbs = ix.neighbours[std::size_t(path.back())];
        for (int j : rows.exits(std::size_t(path.back()), entry)) {
            const AlsNeighbour& nb = nbs[std::size_t(j)];
            if (++nodes > kChainNodes)
                return;
            if (nb.cells.intersects(used))
                continue;
            const std::uint64_t* clash = rows.clashes(std::size_t(nb.als));
            bool blockedSet = false;
            for (unsigned xs = nb.rcc & ~(1U << entry); xs; xs &= xs - 1) {
                const Digit x = std::countr_zero(xs);
                if (d == 1)
                    closing = rows.closing(std::size_t(path.front()), x);
                if (!rows.meets(rows.walk(left, std::size_t(nb.als), x), closing, now, clash, from))
                    continue;
                if (!blockedSet) {
                    for (std::size_t w = 0; w < rows.words(); ++w)
                        next[w] = now[w] | clash[w];
                    blockedSet = true;
                }
                path.push_back(nb.als);
                rcc.push_back(x);
                used |= nb.cells;
                extend(x);
                used -= nb.cells;
                rcc.pop_back();
                path.pop_back();
            }
        }
    }

    // The last two ALSs: A(k-1) a neighbour of the path's end, Ak a neighbour
    // of A(k-1) in the closing row that shares no cell with A2..A(k-1) (it may
    // share cells with A1: HoDoKu lets ALSs that are not neighbours overlap;
    // the ends are the case evaluate() can prove, their shared cells being one
    // truth each, see als_step.cpp).
    void closeTwo(int entry)
    {
        const std::size_t d = path.size();
        const Als& a = ix.als[std::size_t(path.front())];
        const unsigned zBase = a.digits & ~(1U << rcc.front());
        const auto& nbs = ix.neighbours[std::size_t(path.back())];
        for (int j : rows.exits(std::size_t(path.back()), entry)) {
            const AlsNeighbour& mid = nbs[std::size_t(j)];
            if (++nodes > kChainNodes)
                return;
            if (mid.cells.intersects(used))
                continue;
            const auto& ends = ix.neighbours[std::size_t(mid.als)];
            for (unsigned xs = mid.rcc & ~(1U << entry); xs; xs &= xs - 1) {
                const Digit x = std::countr_zero(xs);
                if (!rows.andNot(scratch.data(), rows.walk(1, std::size_t(mid.als), x), closing, blockedAt(d), from))
                    continue;
                path.push_back(mid.als);
                rcc.push_back(x);
                used |= mid.cells;
                // The set bits of scratch, ascending, against the neighbour
                // list (ascending by index).
                auto e = ends.begin();
                for (std::size_t w = from; w < rows.words(); ++w)
                    for (std::uint64_t bits = scratch[w]; bits; bits &= bits - 1) {
                        const int b = int(w * 64) + std::countr_zero(bits);
                        while (e->als != b)
                            ++e;
                        ++nodes;
                        for (unsigned ys = e->rcc & ~(1U << x); ys; ys &= ys - 1) {
                            const Digit y = std::countr_zero(ys);
                            const unsigned candidates = zBase & e->digits & ~(1U << y);
                            if (!candidates)
                                continue;
                            if (const unsigned z = zWithTargets(ix, a, ix.als[std::size_t(b)], candidates)) {
                                path.push_back(b);
                                rcc.push_back(y);
                                found.push_back({ -1, path.list(), rcc.list(), z, (used | e->cells).count() });
                                rcc.pop_back();
                                path.pop_back();
                            }
                        }
                    }
                used -= mid.cells;
                rcc.pop_back();
                path.pop_back();
            }
        }
    }
};

} // namespace

void findAlsXyChain(const Context& ctx, const FinderRequest& req, StepSink& sink)
{
    const AlsIndex& ix = alsIndex(ctx);
    ChainSearch search(ix);
    std::size_t budget = kListedChains; // all steps: chains still to evaluate
    for (std::size_t length = 4; length <= kMaxChainAls && search.nodes <= kChainNodes; ++length) {
        search.length = length;
        search.rows.walkUpTo(length - 2);
        search.found.clear();
        for (std::size_t start = 0; start < ix.als.size() && search.nodes <= kChainNodes; ++start) {
            if (req.options.cancelled())
                return;
            if (search.rows.setStart(start))
                search.start(start);
        }
        if (search.nodes > kChainNodes)
            sink.noteBudgetCut();
        const bool listing = sink.limit() > 1;
        if (listing && search.found.size() > budget) {
            std::stable_sort(search.found.begin(), search.found.end(),
                [](const AlsPattern& a, const AlsPattern& b) { return a.cellCount < b.cellCount; });
            search.found.resize(budget);
            sink.noteBudgetCut();
        }
        if (listing)
            budget -= search.found.size();
        if (!emit(ix, search.found, req.technique, sink) || (!listing && !sink.steps().empty()) || (listing && !budget))
            return;
    }
}

} // namespace setwise
