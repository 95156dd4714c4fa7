// SPDX-License-Identifier: GPL-3.0-or-later
// One libFuzzer target per text reader and one for the set parser,
// picked by SETWISE_FUZZ_READER (tests/fuzz/CMakeLists.txt). Beyond "no crash,
// no sanitizer report", each target checks what the reader promises:
//   readers   a state read back from its library line (which keeps
//             everything, formats.h) is the same state;
//   lists     each candidate once;
//   sets      each constraint once, none both base and cover, at most
//             limits::kMaxSetItems, and evaluate() accepts what the parser gave.
#include "engine/evaluate.h"
#include "engine/formats.h"
#include "engine/limits.h"

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <string_view>

using namespace setwise;

namespace
{

void require(bool ok)
{
    if (!ok)
        std::abort();
}

void checkState(const Result<State>& s)
{
    if (!s)
        return;
    auto back = parseLibraryLine(writeLibraryLine(*s));
    require(back.ok() && back->state == *s);
}

void checkCandidates(const Result<std::vector<Candidate>>& xs)
{
    if (!xs)
        return;
    CandidateSet seen;
    for (Candidate x : *xs) {
        require(x >= 0 && x < kCandidates && !seen.test(x));
        seen.set(x);
    }
}

const State& xWing()
{
    static const State s = *parseState(
        "+17+6.2958.94...+6...+8+3.....6.4+816.....+7239.+4+8.+65+6+9..24..+2+9+7.6814.+6+1+4.+9...+835+8+24+1+6+97");
    return s;
}

void checkSets(std::string_view text)
{
    auto choice = parseSetChoice(text);
    (void)parseConstraintList(text);
    if (!choice)
        return;
    ConstraintSet bases, covers;
    for (Constraint k : choice->bases) {
        require(!bases.test(k));
        bases.set(k);
    }
    for (Constraint k : choice->covers) {
        require(!covers.test(k) && !bases.test(k));
        covers.set(k);
    }
    require(choice->bases.size() + choice->covers.size() <= std::size_t(kConstraints));
    auto e = evaluate(xWing(), choice->bases, choice->covers);
    // The only errors left to evaluate() are about the state: a dead base.
    require(e.ok() || e.error().message.find("no live candidate") != std::string::npos);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char*>(data), size);
#if SETWISE_FUZZ_READER == 0
    checkState(parseGivens81(text));
    checkState(parseState(text));
#elif SETWISE_FUZZ_READER == 1
    checkState(parseCandidates729(text));
#elif SETWISE_FUZZ_READER == 2
    checkState(parsePencilmarks(text));
#elif SETWISE_FUZZ_READER == 3
    auto c = parseLibraryLine(text);
    if (c) {
        checkState(c->state);
        require(parseLibraryLine(writeLibraryCase(*c)).ok());
    }
#elif SETWISE_FUZZ_READER == 4
    checkCandidates(parseCandidateList(text));
    checkCandidates(parseCandidateNames(text));
#else
    checkSets(text);
#endif
    return 0;
}
