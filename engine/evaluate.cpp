// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/evaluate.h"

#include "engine/limits.h"
#include "engine/tables.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cctype>
#include <cstdint>
#include <optional>
#include <string>

namespace setwise
{

int Evaluation::coverCount(Candidate x) const
{
    int m = 0;
    for (Constraint k : covers)
        m += candidatesOf(k).test(x);
    return m;
}

CandidateSet Evaluation::baseSet(int i) const
{
    if (i < int(bases.size()))
        return baseCandidates & candidatesOf(bases[std::size_t(i)]);
    return virtualBases[std::size_t(i) - bases.size()].candidates;
}

namespace
{

// The first and last word holding a constraint's candidates.
struct WordRange {
    std::size_t first = 0, last = 0;
};

const std::array<WordRange, kConstraints>& wordRanges()
{
    static const std::array<WordRange, kConstraints> table = [] {
        std::array<WordRange, kConstraints> t {};
        for (Constraint k = 0; k < kConstraints; ++k) {
            const CandidateSet& of = candidatesOf(k);
            WordRange& r = t[std::size_t(k)];
            r.first = std::size_t(of.first()) / 64;
            r.last = CandidateSet::kWords - 1;
            while (of.word(r.last) == 0)
                --r.last;
        }
        return t;
    }();
    return table;
}

} // namespace

Result<Evaluation> evaluate(const State& s, std::span<const Constraint> bases, std::span<const Constraint> covers,
    std::span<const VirtualBase> virtualBases)
{
    // Step 1. Validate the sets.
    if (bases.empty() && virtualBases.empty())
        return Error { "no base set given", 0, 0, ErrorCode::NoBaseSet };
    ConstraintSet seenBases, seenCovers;
    for (Constraint k : bases) {
        if (k < 0 || k >= kConstraints)
            return Error { "unknown constraint" };
        if (seenBases.test(k))
            return Error { "base " + constraintName(k) + " is listed twice", 0, 0, ErrorCode::SetListedTwice,
                { constraintName(k) } };
        seenBases.set(k);
    }
    for (Constraint k : covers) {
        if (k < 0 || k >= kConstraints)
            return Error { "unknown constraint" };
        if (seenCovers.test(k))
            return Error { "cover " + constraintName(k) + " is listed twice", 0, 0, ErrorCode::SetListedTwice,
                { constraintName(k) } };
        if (seenBases.test(k))
            return Error { constraintName(k) + " is used as both base and cover", 0, 0, ErrorCode::SetInBothLists,
                { constraintName(k) } };
        seenCovers.set(k);
    }

    Evaluation e;
    e.bases.assign(bases.begin(), bases.end());
    e.covers.assign(covers.begin(), covers.end());
    const int baseCount = int(bases.size() + virtualBases.size());
    e.rank = int(covers.size()) - baseCount;
    const CandidateSet& live = s.live();

    // Step 2. Base candidates (constraint bases, then virtual ones), endo fins
    // and cover multiplicities m(x) (0..4, a candidate lies in four
    // constraints) as bit planes: atLeast[i] = m >= i+1.
    // The bases' live candidates, in a per-thread buffer reused across calls
    // (evaluate() calls nothing that evaluates again).
    // Each base's words (those of its constraint; all for a virtual base):
    // outside them its live set is empty, so the steps below skip them.
    thread_local std::vector<CandidateSet> baseSetsBuffer;
    thread_local std::vector<WordRange> baseWordsBuffer;
    std::vector<CandidateSet>& baseSets = baseSetsBuffer;
    std::vector<WordRange>& baseWords = baseWordsBuffer;
    baseSets.clear();
    baseWords.clear();
    for (Constraint k : bases) {
        const CandidateSet& of = candidatesOf(k);
        const WordRange r = wordRanges()[std::size_t(k)];
        CandidateSet in;
        std::uint64_t any = 0;
        for (std::size_t w = r.first; w <= r.last; ++w) {
            const std::uint64_t bits = live.word(w) & of.word(w);
            in.setWord(w, bits);
            any |= bits;
        }
        if (!any)
            return Error { "base " + constraintName(k) + " has no live candidate", 0, 0,
                ErrorCode::BaseWithoutCandidate, { constraintName(k) } };
        baseSets.push_back(in);
        baseWords.push_back(r);
    }
    for (const VirtualBase& v : virtualBases) {
        baseSets.push_back(live & v.candidates);
        baseWords.push_back({ 0, CandidateSet::kWords - 1 });
        if (baseSets.back().none())
            return Error { "virtual base " + v.label + " has no live candidate", 0, 0, ErrorCode::BaseWithoutCandidate,
                { v.label } };
        VirtualBase liveOnly = v;
        liveOnly.candidates = baseSets.back();
        e.virtualBases.push_back(std::move(liveOnly));
    }
    for (std::size_t i = 0; i < baseSets.size(); ++i)
        for (std::size_t w = baseWords[i].first; w <= baseWords[i].last; ++w) {
            const std::uint64_t in = baseSets[i].word(w), was = e.baseCandidates.word(w);
            e.endoFins.setWord(w, e.endoFins.word(w) | (was & in));
            e.baseCandidates.setWord(w, was | in);
        }
    // Word by word, over the words holding the cover's candidates only.
    std::array<CandidateSet, 4> atLeast {};
    for (Constraint k : covers) {
        const CandidateSet& of = candidatesOf(k);
        const WordRange r = wordRanges()[std::size_t(k)];
        for (std::size_t w = r.first; w <= r.last; ++w) {
            const std::uint64_t in = live.word(w) & of.word(w);
            const std::uint64_t a0 = atLeast[0].word(w), a1 = atLeast[1].word(w), a2 = atLeast[2].word(w);
            atLeast[3].setWord(w, atLeast[3].word(w) | (a2 & in));
            atLeast[2].setWord(w, a2 | (a1 & in));
            atLeast[1].setWord(w, a1 | (a0 & in));
            atLeast[0].setWord(w, a0 | in);
        }
    }
    e.coverCandidates = atLeast[0];
    e.multiplyCovered = atLeast[1] & e.baseCandidates;
    e.fins = (e.baseCandidates - atLeast[0]) | e.endoFins;
    auto multiplicity = [&](Candidate x) {
        int m = 0;
        while (m < 4 && atLeast[m].test(x))
            ++m;
        return m;
    };

    // Step 3. Placements: a base with exactly one live candidate.
    for (std::size_t i = 0; i < baseSets.size(); ++i) {
        Candidate x = -1;
        bool more = false;
        for (std::size_t w = baseWords[i].first; w <= baseWords[i].last && !more; ++w) {
            const std::uint64_t bits = baseSets[i].word(w);
            if (!bits)
                continue;
            more = x >= 0 || (bits & (bits - 1)) != 0;
            x = Candidate(w * 64) + std::countr_zero(bits);
        }
        if (x >= 0 && !more) // exactly one
            e.placements.set(x);
    }

    // Step 4. Effective rank: k_b = min m(x) over the non-fin candidates of base b.
    int slots = 0;
    bool finForced = false; // some base has only fins: a fin must be true
    // The planes are nested (atLeast[i + 1] within atLeast[i]), so the
    // smallest m(x) over a set is the first plane the set is not within.
    thread_local std::vector<int> minCoverBuffer;
    std::vector<int>& minCover = minCoverBuffer;
    minCover.clear();
    for (std::size_t i = 0; i < baseSets.size(); ++i) {
        const WordRange r = baseWords[i];
        const auto nonFins = [&](std::size_t w) { return baseSets[i].word(w) & ~e.fins.word(w); };
        std::uint64_t any = 0;
        for (std::size_t w = r.first; w <= r.last; ++w)
            any |= nonFins(w);
        int best = 5;
        if (any) {
            best = 4;
            for (int m = 0; m < 4 && best == 4; ++m)
                for (std::size_t w = r.first; w <= r.last; ++w)
                    if (nonFins(w) & ~atLeast[std::size_t(m)].word(w)) {
                        best = m;
                        break;
                    }
        }
        if (best == 5)
            finForced = true;
        minCover.push_back(best);
        slots += best == 5 ? 0 : best;
    }
    e.effectiveRank = int(covers.size()) - slots;

    // Step 5. Candidates that see every fin (all candidates when there is no fin).
    CandidateSet seeAllFins = live;
    for (Candidate f : e.fins)
        seeAllFins &= seenBy(f);
    if (e.fins.none() && (finForced || e.effectiveRank < 0)) {
        // The bases cannot all be true: the state has no solution.
        e.contradiction = true;
        return e;
    }

    // Step 6. Eliminations outside the bases and cannibals. Unless a fin is
    // forced, only candidates in at least R' + 1 covers can fall.
    CandidateSet targets = seeAllFins;
    if (!finForced && e.effectiveRank >= 0)
        targets &= e.effectiveRank < 4 ? atLeast[e.effectiveRank] : CandidateSet();
    for (Candidate x : targets) {
        if (finForced || e.effectiveRank < 0) {
            // No fin true is impossible: a fin is true, and x sees them all.
            e.eliminations.set(x);
            continue;
        }
        const int m = multiplicity(x);
        if (!e.baseCandidates.test(x)) {
            if (m >= e.effectiveRank + 1)
                e.eliminations.set(x);
            continue;
        }
        if (e.fins.test(x))
            continue;
        int kb = 5;
        for (std::size_t i = 0; i < baseSets.size(); ++i)
            if (baseSets[i].test(x))
                kb = minCover[i];
        if (m >= e.effectiveRank + kb + 1) {
            e.eliminations.set(x);
            e.cannibals.set(x);
        }
    }
    e.eliminations -= e.placements;
    return e;
}

Result<Evaluation> evaluateSingle(const State& s, Constraint base, Constraint cover)
{
    const Constraint bases[] = { base };
    const Constraint covers[] = { cover };
    if (base < 0 || base >= kConstraints || cover < 0 || cover >= kConstraints || base == cover)
        return evaluate(s, bases, covers);
    const CandidateSet in = s.live() & candidatesOf(base);
    const Candidate x = in.first();
    if (x < 0 || in.next(x) >= 0 || !candidatesOf(cover).test(x)) // not exactly one, or not in the cover
        return evaluate(s, bases, covers);
    // BU = {x}, covered once: no fin, k_b = 1, R = R' = 0; every other live
    // candidate of the cover is covered R' + 1 = 1 times and sees no fin.
    Evaluation e;
    e.bases.assign(bases, bases + 1);
    e.covers.assign(covers, covers + 1);
    e.baseCandidates.set(x);
    e.coverCandidates = s.live() & candidatesOf(cover);
    e.placements.set(x);
    e.eliminations = e.coverCandidates;
    e.eliminations.reset(x);
    return e;
}

namespace
{

// One BERT item: "3R17", "R1C389", "127R8", "3B47", "R5C7", "R19C3". Digits
// and houses are read as 9-bit masks, each named at most once, so an item
// expands to at most 9 x 9 constraints (limits.h); nothing is expanded before
// the whole item is checked.
Result<std::vector<Constraint>> parseItem(std::string_view item, int column)
{
    auto bad = [&](std::size_t i, const std::string& what) {
        return Error { what + " in '" + std::string(item) + "'", 1, column + int(i), ErrorCode::BadSetItem,
            { std::string(item) } };
    };
    std::optional<Error> error;
    // Reads a run of digits 1-9 at i into a mask; a repeated one is an error.
    auto digitsAt = [&](std::size_t& i, unsigned& mask, const char* what) {
        while (!error && i < item.size() && item[i] >= '1' && item[i] <= '9') {
            const unsigned bit = 1u << (item[i] - '1');
            if (mask & bit)
                error = bad(i, std::string(what) + " " + item[i] + " is listed twice");
            mask |= bit;
            ++i;
        }
        return !error && mask != 0;
    };
    auto upper = [&](std::size_t i) { return i < item.size() ? char(std::toupper((unsigned char)item[i])) : '\0'; };
    auto each = [](unsigned mask, auto&& f) {
        for (int v = 0; v < 9; ++v)
            if (mask & (1u << v))
                f(v);
    };
    std::vector<Constraint> out;
    std::size_t i = 0;
    if (upper(0) == 'R' && item.find_first_of("cC") != std::string_view::npos) {
        // cells: R<rows>C<cols>
        unsigned rows = 0, cols = 0;
        ++i;
        if (!digitsAt(i, rows, "row"))
            return error ? *error : bad(i, "expected row digits");
        if (upper(i) != 'C')
            return bad(i, "expected 'C'");
        ++i;
        if (!digitsAt(i, cols, "column"))
            return error ? *error : bad(i, "expected column digits");
        if (i != item.size())
            return bad(i, "unexpected character");
        each(rows, [&](int r) { each(cols, [&](int c) { out.push_back(cellConstraint(cellAt(r, c))); }); });
        return out;
    }
    unsigned digits = 0, houses = 0;
    if (!digitsAt(i, digits, "digit"))
        return error ? *error : bad(i, "expected a digit or 'R'");
    ConstraintKind kind;
    switch (upper(i)) {
    case 'R':
        kind = ConstraintKind::Row;
        break;
    case 'C':
        kind = ConstraintKind::Column;
        break;
    case 'B':
        kind = ConstraintKind::Box;
        break;
    default:
        return bad(i, "expected 'R', 'C' or 'B'");
    }
    ++i;
    if (!digitsAt(i, houses, "house"))
        return error ? *error : bad(i, "expected house numbers");
    if (i != item.size())
        return bad(i, "unexpected character");
    each(digits, [&](int d) { each(houses, [&](int h) { out.push_back(houseConstraint(kind, d, h)); }); });
    return out;
}

bool isListSeparator(char c)
{
    return c == ' ' || c == ',' || c == '\t' || c == '\n' || c == '\r';
}

// A constraint list starting at column offset + 1 of the user's text. role
// ("base", "cover" or empty) names the list in errors; `other` holds the
// constraints of the other list, which this one may not repeat.
Result<std::vector<Constraint>> parseList(
    std::string_view text, int offset, std::string_view role, const ConstraintSet& other = {})
{
    using limits::kMaxSetItems;
    using limits::kMaxSetTextBytes;
    if (text.size() > kMaxSetTextBytes)
        return Error { "the set list is " + std::to_string(text.size()) + " characters long; the limit is "
                + std::to_string(kMaxSetTextBytes),
            1, offset + int(kMaxSetTextBytes) + 1, ErrorCode::SetTextTooLong,
            { std::to_string(text.size()), std::to_string(kMaxSetTextBytes) } };
    const std::string prefix = role.empty() ? std::string() : std::string(role) + " ";
    std::vector<Constraint> out;
    ConstraintSet seen;
    std::size_t items = 0;
    std::size_t i = 0;
    while (i < text.size()) {
        if (isListSeparator(text[i])) {
            ++i;
            continue;
        }
        std::size_t j = i;
        while (j < text.size() && !isListSeparator(text[j]))
            ++j;
        const int column = offset + int(i) + 1;
        if (++items > kMaxSetItems)
            return Error { "more than " + std::to_string(kMaxSetItems) + " items in one list (the limit)", 1, column,
                ErrorCode::TooManySetItems, { std::to_string(kMaxSetItems) } };
        auto item = parseItem(text.substr(i, j - i), column);
        if (!item)
            return item.error();
        for (Constraint k : *item) {
            if (seen.test(k))
                return Error { prefix + constraintName(k) + " is listed twice", 1, column, ErrorCode::SetListedTwice,
                    { constraintName(k) } };
            if (other.test(k))
                return Error { constraintName(k) + " is used as both base and cover", 1, column,
                    ErrorCode::SetInBothLists, { constraintName(k) } };
            seen.set(k);
            out.push_back(k);
        }
        i = j;
    }
    return out;
}

} // namespace

Result<std::vector<Constraint>> parseConstraintList(std::string_view text)
{
    return parseList(text, 0, {});
}

Result<SetChoice> parseSetChoice(std::string_view text)
{
    if (text.size() > limits::kMaxSetTextBytes)
        return Error { "the sets text is " + std::to_string(text.size()) + " characters long; the limit is "
                + std::to_string(limits::kMaxSetTextBytes),
            1, int(limits::kMaxSetTextBytes) + 1, ErrorCode::SetTextTooLong,
            { std::to_string(text.size()), std::to_string(limits::kMaxSetTextBytes) } };
    const std::size_t bar = text.find_first_of("/|");
    if (bar == std::string_view::npos)
        return Error { "expected 'BASES / COVERS' (a '/' or '|' between bases and covers)", 1, int(text.size()) + 1,
            ErrorCode::ExpectedBasesSlashCovers };
    if (text.find_first_of("/|", bar + 1) != std::string_view::npos)
        return Error { "more than one '/' or '|'", 1, int(text.find_first_of("/|", bar + 1)) + 1,
            ErrorCode::MoreThanOneSlash };
    auto bases = parseList(text.substr(0, bar), 0, "base");
    if (!bases)
        return bases.error();
    if (bases->empty())
        return Error { "no base set given", 1, 1, ErrorCode::NoBaseSet };
    ConstraintSet baseSet;
    for (Constraint k : *bases)
        baseSet.set(k);
    auto covers = parseList(text.substr(bar + 1), int(bar) + 1, "cover", baseSet);
    if (!covers)
        return covers.error();
    return SetChoice { std::move(*bases), std::move(*covers) };
}

} // namespace setwise
