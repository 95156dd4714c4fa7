// SPDX-License-Identifier: GPL-3.0-or-later
// The fish search over one digit's houses (Ultimate Fish Guide; HoDoKu's
// FishSolver does the same with base/cover unit combinations).
//
// Everything happens on 81-bit cell sets of the digit's live cells P:
//
//   base DFS   n houses in index order (rows 0-8, columns 9-17, boxes 18-26);
//              B = union of their cells, endo = cells in two bases (fins).
//   cover DFS  by cells, not by combinations: take the lowest base cell x not
//              yet covered; either one of x's (at most 3) houses becomes a
//              cover, or x is a fin. Houses passed over for x are forbidden
//              below, so each cover set is generated once. When n covers are
//              placed every uncovered base cell is a fin; when all base cells
//              are covered with fewer, the rest are any other houses meeting B.
//
// Pruning (all sound, none loses a fish with eliminations):
//   - fins <= maxFins, endo fins <= maxEndoFins;
//   - an elimination sees every fin, so the cells seeing all fins so far must
//     meet D, the template eliminations (cells of P in no single-digit
//     solution pattern consistent with the state): a fish of digit d only
//     removes candidates that no template holds. A digit with D empty is
//     skipped whole.
// The quick conclusion test (cover cells outside B, or base cells in two
// covers, seeing every fin) only decides whether evaluate() is worth calling;
// evaluate() alone gives the step's conclusions.
#include "engine/fish/fish.h"
#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <vector>

namespace setwise
{

CellSet templateEliminations(const Context& ctx, Digit d)
{
    std::optional<CellSet>& memo = ctx.templateCache(d);
    if (!memo)
        memo = ctx.cellsWith(d) - templateCells(ctx.state(), d).some;
    return *memo;
}

namespace
{

constexpr unsigned kindBit(House h)
{
    return h < 9 ? 1U : h < 18 ? 2U : 4U;
}

Constraint houseToConstraint(House h, Digit d)
{
    const ConstraintKind kind = h < 9 ? ConstraintKind::Row : h < 18 ? ConstraintKind::Column : ConstraintKind::Box;
    return houseConstraint(kind, d, h % 9);
}

// |s| <= n without a population count (the library call is slow on the
// baseline x86-64 target).
bool countAtMost(const CellSet& s, int n)
{
    for (std::size_t w = 0; w < CellSet::kWords; ++w)
        for (std::uint64_t bits = s.word(w); bits; bits &= bits - 1)
            if (--n < 0)
                return false;
    return true;
}

// The houses (row, column, box) of each cell.
struct CellHouses {
    std::array<std::array<House, 3>, kCells> h {};
    constexpr CellHouses()
    {
        for (Cell c = 0; c < kCells; ++c)
            h[c] = { rowOf(c), 9 + colOf(c), 18 + boxOf(c) };
    }
};
constexpr CellHouses kCellHouses;

struct Found {
    std::array<House, 7> covers {};
    CellSet fins;
    CellSet elims; // quick test, cells
};

class DigitSearch
{
public:
    DigitSearch(const Context& ctx, Digit d, const FishQuery& q, const SearchOptions& o, unsigned baseKinds,
        unsigned coverKinds, const std::function<bool(FishHit&&)>& hit)
        : m_ctx(ctx)
        , m_digit(d)
        , m_q(q)
        , m_o(o)
        , m_baseKinds(baseKinds)
        , m_coverKinds(coverKinds)
        , m_hit(hit)
    {
        m_live = ctx.cellsWith(d);
        for (House h = 0; h < 27; ++h)
            m_cells[h] = m_live & houseCells(h);
        // Per house, the houses its live cells lie in (the houses meeting it).
        for (House h = 0; h < 27; ++h)
            for (Cell c : m_cells[h])
                for (House k : kCellHouses.h[c])
                    m_meets[h] |= 1U << k;
        for (House h = 0; h < 27; ++h)
            if (kindBit(h) & m_coverKinds)
                m_coverHouses |= 1U << h;
        m_maxFins = q.finned ? o.maxFins : 0;
        m_maxEndo = q.finned ? std::min(o.maxEndoFins, m_maxFins) : 0;
    }

    // Returns false when the caller should stop.
    bool run(const CellSet& targets)
    {
        m_anyFound = false;
        m_best.clear();
        m_targets = targets;
        std::vector<House> candidates;
        for (House h = 0; h < 27; ++h)
            if ((kindBit(h) & m_baseKinds) && m_cells[h].any())
                candidates.push_back(h);
        m_baseCandidates = candidates;
        if (!baseDfs(0, 0, CellSet {}, CellSet {}))
            return false;
        return flushBest();
    }

private:
    bool baseDfs(int level, std::size_t from, const CellSet& b, const CellSet& endo)
    {
        for (std::size_t i = from; i < m_baseCandidates.size(); ++i) {
            if (m_o.cancelled())
                return false;
            const House h = m_baseCandidates[i];
            const CellSet newEndo = endo | (b & m_cells[h]);
            if (newEndo != endo) {
                if (!countAtMost(newEndo, m_maxEndo))
                    continue;
                if (!(commonPeers(newEndo) & m_targets).any())
                    continue; // endo fins only grow deeper down
            }
            m_bases[level] = h;
            const CellSet newB = b | m_cells[h];
            const int n = level + 1;
            if (n >= m_q.minSize && !coverSearch(n, newB, newEndo))
                return false;
            if (n < m_q.maxSize && !baseDfs(level + 1, i + 1, newB, newEndo))
                return false;
        }
        return true;
    }

    bool coverSearch(int n, const CellSet& b, const CellSet& endo)
    {
        m_n = n;
        m_b = b;
        m_baseMask = 0;
        m_baseKindMask = 0;
        for (int i = 0; i < n; ++i) {
            m_baseMask |= 1U << m_bases[i];
            m_baseKindMask |= kindBit(m_bases[i]);
        }
        // The cover-kind houses, not bases, meeting B.
        unsigned meets = 0;
        for (int i = 0; i < n; ++i)
            meets |= m_meets[m_bases[i]];
        m_allowed = meets & m_coverHouses & ~m_baseMask;
        if (popcount64(m_allowed) < n)
            return true;
        m_found.clear();
        coverDfs(0, CellSet {}, CellSet {}, endo, endo.count(), commonPeers(endo), 0U, b - endo);
        return m_q.onePerElimination ? keepBest() : report();
    }

    // k covers chosen; cu their cells, c2 cells in two of them; fins so far,
    // seeing = cells seeing every fin; todo = base cells still to cover.
    void coverDfs(int k, const CellSet& cu, const CellSet& c2, const CellSet& fins, int finCount, const CellSet& seeing,
        unsigned forbidden, const CellSet& todo)
    {
        const int x = todo.first();
        if (x < 0) {
            if (k == m_n)
                candidate(cu, c2, fins, seeing);
            else
                extraCovers(k, 0, cu, c2, fins, seeing, forbidden);
            return;
        }
        if (k == m_n) {
            const CellSet allFins = fins | todo;
            if (!countAtMost(todo, m_maxFins - finCount))
                return;
            // The cells seeing every fin (seeing & commonPeers(todo)); none
            // of them a target, no elimination (the set only shrinks).
            CellSet s = seeing;
            for (Cell c : todo) {
                s &= peers(c);
                if (!s.intersects(m_targets))
                    return;
            }
            candidate(cu, c2, allFins, s);
            return;
        }
        unsigned local = forbidden;
        for (House h : kCellHouses.h[x]) {
            if (!(m_allowed >> h & 1U) || (local >> h & 1U))
                continue;
            m_covers[k] = h;
            coverDfs(k + 1, cu | m_cells[h], c2 | (cu & m_cells[h]), fins, finCount, seeing, local, todo - m_cells[h]);
            local |= 1U << h;
        }
        if (finCount < m_maxFins) {
            const CellSet s = seeing & peers(x);
            if ((s & m_targets).any()) {
                CellSet f = fins;
                f.set(x);
                CellSet t = todo;
                t.reset(x);
                coverDfs(k, cu, c2, f, finCount + 1, s, local, t);
            }
        }
    }

    // All base cells covered with k < n covers: the rest are other houses meeting B.
    void extraCovers(int k, House from, const CellSet& cu, const CellSet& c2, const CellSet& fins,
        const CellSet& seeing, unsigned forbidden)
    {
        if (k == m_n) {
            candidate(cu, c2, fins, seeing);
            return;
        }
        for (House h = from; h < 27; ++h) {
            if (!(m_allowed >> h & 1U) || (forbidden >> h & 1U))
                continue;
            bool used = false;
            for (int i = 0; i < k; ++i)
                used = used || m_covers[i] == h;
            if (used)
                continue;
            m_covers[k] = h;
            extraCovers(k + 1, h + 1, cu | m_cells[h], c2 | (cu & m_cells[h]), fins, seeing, forbidden);
        }
    }

    void candidate(const CellSet& cu, const CellSet& c2, const CellSet& fins, const CellSet& seeing)
    {
        if (fins.none() && !m_q.unfinned)
            return;
        const CellSet elims = ((cu - m_b) | ((c2 & m_b) - fins)) & seeing & m_live;
        if (elims.none())
            return;
        m_anyFound = true;
        Found f;
        std::copy(m_covers.begin(), m_covers.begin() + m_n, f.covers.begin());
        std::sort(f.covers.begin(), f.covers.begin() + m_n);
        f.fins = fins;
        f.elims = elims;
        m_found.push_back(f);
    }

    FishClass classOf(const Found& f) const
    {
        unsigned coverKinds = 0;
        for (int i = 0; i < m_n; ++i)
            coverKinds |= kindBit(f.covers[i]);
        bool sashimi = false;
        if (f.fins.any())
            for (int i = 0; i < m_n; ++i)
                sashimi = sashimi || (m_cells[m_bases[i]] - f.fins).count() <= 1;
        return classifyFish(m_baseKindMask, coverKinds, m_n, f.fins.any(), sashimi);
    }

    std::optional<Evaluation> evaluateFound(const Found& f) const
    {
        std::vector<Constraint> bases, covers;
        for (int i = 0; i < m_n; ++i) {
            bases.push_back(houseToConstraint(m_bases[i], m_digit));
            covers.push_back(houseToConstraint(f.covers[i], m_digit));
        }
        auto e = evaluate(m_ctx.state(), bases, covers);
        if (!e)
            return std::nullopt;
        return std::move(*e);
    }

    // onePerElimination: per digit, the simplest fish of each elimination set
    // (HoDoKu's "only one fish per step"); evaluated once the digit is done.
    struct Best {
        CellSet elims;
        int rank;
        FishClass cls;
        std::array<House, 7> bases;
        Found found;
        int n;
    };
    bool keepBest()
    {
        for (const Found& f : m_found) {
            const FishClass cls = classOf(f);
            if (!m_q.accept(cls))
                continue;
            const int rank = fishRank(cls);
            auto it = std::find_if(m_best.begin(), m_best.end(), [&](const Best& b) { return b.elims == f.elims; });
            if (it != m_best.end() && it->rank <= rank)
                continue;
            Best b { f.elims, rank, cls, m_bases, f, m_n };
            if (it != m_best.end())
                *it = b;
            else
                m_best.push_back(b);
        }
        return true;
    }

public:
    // Some fish with quick-test eliminations was met (whatever evaluate() says).
    bool anyFound() const { return m_anyFound; }

private:
    bool flushBest()
    {
        for (const Best& b : m_best) {
            m_n = b.n;
            m_bases = b.bases;
            auto e = evaluateFound(b.found);
            if (!e || e->eliminations.none())
                continue;
            FishHit hit { b.cls, b.cls, false, makeStep(fishId(b.cls), { *e }) };
            if (!m_hit(std::move(hit)))
                return false;
        }
        return true;
    }

    // Every fish of one base set: singles, then siamese pairs (HoDoKu: same
    // digit, same bases, same category, different eliminations).
    bool report()
    {
        if (m_found.empty())
            return true;
        struct Kept {
            FishClass cls;
            CellSet elims;
            Evaluation e;
        };
        std::vector<Kept> kept;
        for (const Found& f : m_found) {
            const FishClass cls = classOf(f);
            if (!m_q.accept(cls))
                continue;
            bool dup = false;
            for (const Kept& k : kept)
                dup = dup || (k.cls == cls && k.elims == f.elims);
            if (dup)
                continue;
            auto e = evaluateFound(f);
            if (!e || e->eliminations.none())
                continue;
            kept.push_back({ cls, f.elims, *e });
            FishHit hit { cls, cls, false, makeStep(fishId(cls), { *e }) };
            if (!m_hit(std::move(hit)))
                return false;
        }
        if (!m_q.siamese)
            return true;
        for (std::size_t i = 0; i < kept.size(); ++i)
            for (std::size_t j = i + 1; j < kept.size(); ++j) {
                const Kept& a = kept[i];
                const Kept& b = kept[j];
                if (a.cls.shape != b.cls.shape || a.cls.finned != b.cls.finned)
                    continue;
                if (a.e.eliminations.isSubsetOf(b.e.eliminations) || b.e.eliminations.isSubsetOf(a.e.eliminations))
                    continue;
                FishHit hit { a.cls, b.cls, true, makeStep(fishId(a.cls), { a.e, b.e }) };
                if (!m_hit(std::move(hit)))
                    return false;
            }
        return true;
    }

    const Context& m_ctx;
    Digit m_digit;
    const FishQuery& m_q;
    const SearchOptions& m_o;
    unsigned m_baseKinds, m_coverKinds;
    const std::function<bool(FishHit&&)>& m_hit;
    CellSet m_live, m_targets, m_b;
    std::array<CellSet, 27> m_cells {};
    std::array<unsigned, 27> m_meets {}; // bit k: house k meets the house's live cells
    unsigned m_coverHouses = 0; // the houses of the cover kinds
    std::vector<House> m_baseCandidates;
    std::array<House, 7> m_bases {};
    std::array<House, 7> m_covers {};
    int m_n = 0;
    int m_maxFins = 0, m_maxEndo = 0;
    bool m_anyFound = false;
    unsigned m_baseMask = 0, m_baseKindMask = 0, m_allowed = 0;
    std::vector<Found> m_found;
    std::vector<Best> m_best;
};

// Searches of one digit that met no fish at all. Such a search depends only
// on the digit's live cells, its targets, the query's shapes, sizes and fin
// kinds and the fin limits (evaluate() is never reached), so a later search
// with the same inputs (the sashimi id after the finned one, the next state of
// a path where the digit did not change) is skipped. Per thread, a few entries
// per digit, replaced in turn.
std::uint32_t emptyKey(const FishQuery& q, const SearchOptions& o)
{
    std::uint32_t k = q.shapes & 7U;
    k = k << 3 | std::uint32_t(q.minSize & 7);
    k = k << 3 | std::uint32_t(q.maxSize & 7);
    k = k << 1 | (q.unfinned ? 1U : 0U);
    k = k << 1 | (q.finned ? 1U : 0U);
    k = k << 1 | (q.templates ? 1U : 0U);
    k = k << 8 | std::uint32_t(std::clamp(o.maxFins, 0, 255));
    k = k << 8 | std::uint32_t(std::clamp(o.maxEndoFins, 0, 255));
    return k | 1U << 31; // never 0 (an unused entry)
}

class EmptyMemo
{
public:
    static bool knownEmpty(Digit d, std::uint32_t key, const CellSet& live, const CellSet& targets)
    {
        for (const Entry& e : memo().digits[d].entries)
            if (e.key == key && e.live == live && e.targets == targets)
                return true;
        return false;
    }
    static void remember(Digit d, std::uint32_t key, const CellSet& live, const CellSet& targets)
    {
        PerDigit& p = memo().digits[d];
        p.entries[p.next] = { key, live, targets };
        p.next = (p.next + 1) % kEntries;
    }

private:
    static constexpr std::size_t kEntries = 16;
    struct Entry {
        std::uint32_t key = 0;
        CellSet live, targets;
    };
    struct PerDigit {
        std::array<Entry, kEntries> entries {};
        std::size_t next = 0;
    };
    struct Memo {
        std::array<PerDigit, 9> digits {};
    };
    static Memo& memo()
    {
        thread_local Memo m;
        return m;
    }
};

} // namespace

void searchFish(
    const Context& ctx, const FishQuery& query, const SearchOptions& options, const std::function<bool(FishHit&&)>& hit)
{
    // Step 1. Orientations: which house kinds may be bases and covers. Mutant
    // takes everything (and so also meets every basic and Franken fish).
    std::vector<std::pair<unsigned, unsigned>> passes;
    if (query.shapes & (1U << int(FishShape::Mutant)))
        passes = { { 7U, 7U } };
    else if (query.shapes & (1U << int(FishShape::Franken)))
        passes = { { 5U, 6U }, { 6U, 5U } };
    else
        passes = { { 1U, 2U }, { 2U, 1U } };
    const std::uint32_t key = emptyKey(query, options);
    for (Digit d = 0; d < 9; ++d) {
        // Step 2. Template filter: nothing to remove means no fish to find.
        const CellSet targets = query.templates ? templateEliminations(ctx, d) : ctx.cellsWith(d);
        if (targets.none())
            continue;
        if (EmptyMemo::knownEmpty(d, key, ctx.cellsWith(d), targets))
            continue;
        // Step 3. Base and cover search per orientation.
        bool anyFound = false;
        for (auto [bk, ck] : passes) {
            DigitSearch s(ctx, d, query, options, bk, ck, hit);
            if (!s.run(targets))
                return;
            anyFound = anyFound || s.anyFound();
        }
        if (!anyFound && !options.cancelled())
            EmptyMemo::remember(d, key, ctx.cellsWith(d), targets);
    }
}

} // namespace setwise
