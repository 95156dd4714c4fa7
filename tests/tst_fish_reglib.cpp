// SPDX-License-Identifier: GPL-3.0-or-later
// HoDoKu's regression library, every fish line (codes 0300-0365 and the
// siamese 5-digit codes): "hints" restricted to the technique must contain a
// step with exactly the expected eliminations. The basic fish 0300-0302 are
// also checked against the fish finder of fish_search.cpp (the registry sends
// those ids to the N-of-N finder of basic/subsets.cpp).
#include "engine/fish/fish.h"
#include "engine/stepper.h"
#include "test_util.h"

#include <QTest>

#include <map>
#include <optional>

using namespace setwise;
using namespace setwise::test;

namespace
{

// HoDoKu code -> fish class. The siamese codes name the class of the pair.
std::optional<FishClass> classOfCode(const std::string& code)
{
    if (code.size() < 4 || code.compare(0, 2, "03") != 0)
        return std::nullopt;
    const int family = code[2] - '0';
    const int size = code[3] - '0' + 2;
    if (size < 2 || size > 7)
        return std::nullopt;
    switch (family) {
    case 0:
        return FishClass { FishShape::Basic, size, false, false };
    case 1:
        return FishClass { FishShape::Basic, size, true, false };
    case 2:
        return FishClass { FishShape::Basic, size, true, true };
    case 3:
        return FishClass { FishShape::Franken, size, false, false };
    case 4:
        return FishClass { FishShape::Franken, size, true, false };
    case 5:
        return FishClass { FishShape::Mutant, size, false, false };
    case 6:
        return FishClass { FishShape::Mutant, size, true, false };
    default:
        return std::nullopt;
    }
}

// Steps of exactly one class from the fish search itself.
std::vector<Step> fishFinderSteps(const State& s, const FishClass& want)
{
    const Context ctx(s);
    FishQuery q;
    q.shapes = 1U << int(want.shape);
    q.minSize = q.maxSize = want.size;
    q.unfinned = !want.finned;
    q.finned = want.finned;
    std::vector<Step> out;
    searchFish(ctx, q, SearchOptions {}, [&](FishHit&& hit) {
        if (hit.cls == want || hit.second == want)
            out.push_back(std::move(hit.step));
        return true;
    });
    return out;
}

} // namespace

class TstFishReglib : public QObject
{
    Q_OBJECT
private slots:
    void reglib()
    {
        const ReglibTally tally
            = runReglib(SETWISE_TEST_DATA "/reglib-1.3.txt", [](const LibraryCase& c) -> std::optional<std::string> {
                  if (c.code.compare(0, 2, "03") != 0)
                      return std::nullopt;
                  const auto cls = classOfCode(c.code.substr(0, c.code.find('-')));
                  if (!cls)
                      return std::nullopt; // 037x: Kraken fish, not set logic
                  CandidateSet expElims;
                  for (Candidate x : c.eliminations)
                      expElims.set(x);
                  bool found = false;
                  for (const Step& s : findSteps(c.state, fishId(*cls)))
                      found = found || s.eliminations == expElims;
                  bool foundOwn = false;
                  for (const Step& s : fishFinderSteps(c.state, *cls))
                      foundOwn = foundOwn || s.eliminations == expElims;
                  if (c.mustFail) {
                      found = !found;
                      foundOwn = !foundOwn;
                  }
                  return std::string(found ? "" : " [registry]") + (foundOwn ? "" : " [fish]");
              });
        QVERIFY2(tally.unparsed.empty(), joinLines(tally.unparsed).c_str());
        QVERIFY(tally.perCode.size() >= 24);
        qInfo("per code:\n%s", tally.table([](const std::string& code) { return fishId(*classOfCode(code)); }).c_str());
        QVERIFY2(tally.failures.empty(), joinLines(tally.failures).c_str());
    }
};

QTEST_APPLESS_MAIN(TstFishReglib)
#include "tst_fish_reglib.moc"
