// SPDX-License-Identifier: GPL-3.0-or-later
// HoDoKu's regression library, every fish line (codes 0300-0365 and the
// siamese 5-digit codes): "hints" restricted to the technique must contain a
// step with exactly the expected eliminations. The basic fish 0300-0302 are
// also checked against the fish finder of fish_search.cpp (the registry sends
// those ids to the N-of-N finder of subsets.cpp).
#include "engine/fish.h"
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

std::string baseCode(const std::string& code)
{
    return code.substr(0, code.find('-'));
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
        const auto lines = readLines(SETWISE_TEST_DATA "/reglib-1.3.txt");
        QVERIFY(lines.size() > 900);
        std::map<std::string, std::pair<int, int>> perCode; // code -> (passed, total)
        QStringList failures;
        for (const std::string& line : lines) {
            if (line.size() < 6 || line.compare(0, 3, ":03") != 0)
                continue;
            auto c = parseLibraryLine(line);
            QVERIFY2(c.ok(), line.c_str());
            const auto cls = classOfCode(baseCode(c->code));
            if (!cls)
                continue; // 037x: Kraken fish, not set logic
            CandidateSet expElims;
            for (Candidate x : c->eliminations)
                expElims.set(x);
            const std::string id = fishId(*cls);
            bool found = false;
            for (const Step& s : findSteps(c->state, id))
                found = found || s.eliminations == expElims;
            bool foundOwn = false;
            for (const Step& s : fishFinderSteps(c->state, *cls))
                foundOwn = foundOwn || s.eliminations == expElims;
            const bool pass = (c->mustFail ? !found : found) && (c->mustFail ? !foundOwn : foundOwn);
            auto& pc = perCode[c->code];
            pc.first += pass;
            pc.second += 1;
            if (!pass)
                failures << QString::fromStdString(line + (found ? "" : " [registry]") + (foundOwn ? "" : " [fish]"));
        }
        QString table;
        for (const auto& [code, pc] : perCode)
            table += QStringLiteral("%1 %2: %3/%4\n")
                         .arg(QString::fromStdString(code), -8)
                         .arg(QString::fromStdString(fishId(*classOfCode(baseCode(code)))), -28)
                         .arg(pc.first)
                         .arg(pc.second);
        qInfo("per code:\n%s", qPrintable(table));
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join('\n')));
    }
};

QTEST_APPLESS_MAIN(TstFishReglib)
#include "tst_fish_reglib.moc"
