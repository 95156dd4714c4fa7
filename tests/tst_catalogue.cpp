// SPDX-License-Identifier: GPL-3.0-or-later
// The technique catalogue (engine/catalogue.h) against what reads it, where a
// static_assert cannot look: the registry the finders' tables build, the
// ratings, the rank family's ids and the German translation of the UI names.
// (The row order, unique ids and complete rows are static_asserts in
// engine/catalogue.cpp.)
#include "engine/catalogue.h"
#include "engine/rank/rank_search.h"
#include "engine/rating/hodoku_rating.h"
#include "engine/rating/se_rating.h"
#include "engine/techniques.h"

#include <QFile>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

#include <map>

using namespace setwise;

namespace
{

// The source texts of a context of a Qt translation file that have a
// translation.
QSet<QString> translatedSources(const QString& path, const QString& context)
{
    QSet<QString> out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return out;
    QXmlStreamReader xml(&file);
    QString current, source;
    while (!xml.atEnd()) {
        if (!xml.readNextStartElement())
            continue;
        if (xml.name() == QLatin1String("name"))
            current = xml.readElementText();
        else if (xml.name() == QLatin1String("source"))
            source = xml.readElementText();
        else if (xml.name() == QLatin1String("translation")) {
            const bool unfinished = xml.attributes().value(QLatin1String("type")) == QLatin1String("unfinished");
            if (current == context && !xml.readElementText().isEmpty() && !unfinished)
                out.insert(source);
        }
    }
    return out;
}

} // namespace

class TstCatalogue : public QObject
{
    Q_OBJECT
private slots:
    // Every registry technique is a finder's row of the catalogue, with its
    // name, family and default; every finder's row is in the registry once.
    void registryIsTheFindersRows()
    {
        std::map<std::string_view, int> seen;
        for (const Technique& t : techniques()) {
            const CatalogueRow* row = findCatalogueRow(t.id);
            QVERIFY2(row, t.id.data());
            QCOMPARE(row->origin, TechniqueOrigin::Finder);
            QCOMPARE(row->name, t.name);
            QCOMPARE(row->family, t.family);
            QCOMPARE(row->defaultOn, t.defaultOn);
            QVERIFY(t.finder);
            QCOMPARE(findTechnique(t.id), &t);
            ++seen[t.id];
        }
        for (const CatalogueRow& row : kCatalogue) {
            if (row.origin == TechniqueOrigin::Finder)
                QVERIFY2(seen[row.id] == 1, row.id.data());
            else // a path's or a name's row: no finder has it
                QVERIFY2(!findTechnique(row.id), row.id.data());
        }
        QCOMPARE(techniques().size(),
            std::size_t(std::count_if(kCatalogue.begin(), kCatalogue.end(),
                [](const CatalogueRow& r) { return r.origin == TechniqueOrigin::Finder; })));
    }

    // The JSON contract spells these ids so (a sample, one per family and
    // the awkward ones).
    void idsAsTheContractSpellsThem()
    {
        QCOMPARE(techniqueIdString(TechniqueId::Medusa3d), std::string_view("3d-medusa"));
        QCOMPARE(techniqueIdString(TechniqueId::BugPlus1), std::string_view("bug-plus-1"));
        QCOMPARE(techniqueIdString(TechniqueId::AlsXz), std::string_view("als-xz"));
        QCOMPARE(techniqueIdString(TechniqueId::Rank0Logic), std::string_view("rank-0-logic"));
        QCOMPARE(techniqueIdString(TechniqueId::GroupedAicAls), std::string_view("grouped-aic-als"));
        QCOMPARE(techniqueIdString(TechniqueId::DynamicForcingNetPlus), std::string_view("dynamic-forcing-net-plus"));
        QCOMPARE(techniqueIdString(TechniqueId::User), std::string_view("user"));
        QVERIFY(!findCatalogueRow("3D Medusa"));
        QVERIFY(!findTechnique("user")); // a step kind, no finder
    }

    // The ratings read the catalogue: values of the published tables (SE
    // 1.2.1's difficulty table, SukakuExplainer's hint classes, HoDoKu 2.2's
    // defaults), and every row's values as the raters give them.
    void ratingsReadTheCatalogue()
    {
        const std::pair<const char*, int> se[] = { { "full-house", 10 }, { "naked-single", 23 },
            { "locked-candidates-pointing", 26 }, { "naked-pair", 30 }, { "x-wing", 32 }, { "hidden-pair", 34 },
            { "naked-triple", 36 }, { "swordfish", 38 }, { "hidden-triple", 40 }, { "xy-wing", 42 }, { "xyz-wing", 44 },
            { "naked-quadruple", 50 }, { "jellyfish", 52 }, { "hidden-quadruple", 54 }, { "bug-plus-1", 56 },
            { "aligned-pair-exclusion", 62 }, { "aligned-triple-exclusion", 75 } };
        for (const auto& [id, tenths] : se)
            QCOMPARE(seBaseTenths(id), tenths);
        QCOMPARE(seBaseTenths("skyscraper", SeVariant::Sukaku), 40); // TurbotFishHint
        QCOMPARE(seBaseTenths("two-string-kite", SeVariant::Sukaku), 41);
        QCOMPARE(seBaseTenths("turbot-fish", SeVariant::Sukaku), 42);
        QCOMPARE(seBaseTenths("user"), 0);
        const std::tuple<const char*, int, HodokuLevel> hodoku[] = { { "full-house", 4, HodokuLevel::Easy },
            { "hidden-single", 14, HodokuLevel::Easy }, { "locked-candidates-claiming", 50, HodokuLevel::Medium },
            { "naked-pair", 60, HodokuLevel::Medium }, { "x-wing", 140, HodokuLevel::Hard },
            { "skyscraper", 130, HodokuLevel::Hard }, { "two-string-kite", 150, HodokuLevel::Hard },
            { "xy-wing", 160, HodokuLevel::Hard }, { "als-xz", 300, HodokuLevel::Unfair },
            { "als-xy-wing", 320, HodokuLevel::Unfair }, { "forcing-chain-contradiction", 500, HodokuLevel::Extreme },
            { "template-set", 10000, HodokuLevel::Extreme } };
        for (const auto& [id, score, level] : hodoku) {
            QCOMPARE(hodokuTechnique(id).score, score);
            QCOMPARE(hodokuTechnique(id).level, level);
        }
        QCOMPARE(hodokuTechnique("user").score, 10000); // HoDoKu's last resort
        for (const CatalogueRow& row : kCatalogue) {
            QCOMPARE(seBaseTenths(row.id), row.se.tenths);
            const int sukaku = row.sukaku.tenths ? std::min(row.sukaku.tenths, row.se.tenths) : row.se.tenths;
            QCOMPARE(seBaseTenths(row.id, SeVariant::Sukaku), sukaku);
            if (row.hodoku.score) {
                QCOMPARE(hodokuTechnique(row.id).score, row.hodoku.score);
                QCOMPARE(hodokuTechnique(row.id).level, row.hodoku.level);
            }
        }
    }

    // The rank family's ids are its catalogue rows.
    void rankIdsAreRows()
    {
        std::vector<std::string_view> family;
        for (const CatalogueRow& row : kCatalogue)
            if (row.family == "rank")
                family.push_back(row.id);
        const auto ids = rankTechniqueIds();
        QCOMPARE(std::vector<std::string_view>(ids.begin(), ids.end()), family);
    }

    // Every UI text of the catalogue has its German translation (lupdate
    // reads engine/catalogue.h for the UI; a text it no longer found would
    // leave the file).
    void uiNamesTranslated()
    {
        const QSet<QString> german = translatedSources(
            QStringLiteral(SETWISE_TEST_DATA "/../../translations/setwise_de.ts"), QString::fromLatin1(kUiNameContext));
        QVERIFY(german.size() > 50);
        for (const CatalogueRow& row : kCatalogue)
            if (row.uiName)
                QVERIFY2(german.contains(QString::fromUtf8(row.uiName)), row.uiName);
    }
};

QTEST_MAIN(TstCatalogue)
#include "tst_catalogue.moc"
