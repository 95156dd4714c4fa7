// SPDX-License-Identifier: GPL-3.0-or-later
// The German words of docs/glossary.md are the translation's: no German
// translation uses a word the glossary rejects, and the chosen words for base
// and cover sets are in use.
#include <QFile>
#include <QRegularExpression>
#include <QTest>

class TstUiGlossary : public QObject
{
    Q_OBJECT

    static QString read(const QString& path)
    {
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(f.readAll());
    }

    // The text of every <translation> of the German .ts, entities decoded.
    static QStringList germanTranslations()
    {
        const QString ts = read(QStringLiteral(SETWISE_TEST_DATA "/../../translations/setwise_de.ts"));
        QStringList out;
        static const QRegularExpression re(
            QStringLiteral("<translation[^>]*>(.*?)</translation>"), QRegularExpression::DotMatchesEverythingOption);
        for (auto it = re.globalMatch(ts); it.hasNext();) {
            QString t = it.next().captured(1);
            t.replace(QStringLiteral("&lt;"), QStringLiteral("<")).replace(QStringLiteral("&gt;"), QStringLiteral(">"));
            t.replace(QStringLiteral("&amp;"), QStringLiteral("&"))
                .replace(QStringLiteral("&apos;"), QStringLiteral("'"));
            out << t;
        }
        return out;
    }

private slots:
    void germanUsesTheGlossaryWords()
    {
        const QString glossary = read(QStringLiteral(SETWISE_TEST_DATA "/../../docs/glossary.md"));
        QVERIFY(!glossary.isEmpty());
        const QStringList translations = germanTranslations();
        QVERIFY(translations.size() > 500);
        int rows = 0;
        QStringList rejected;
        for (const QString& line : glossary.split(QLatin1Char('\n'))) {
            const QStringList cells = line.split(QLatin1Char('|'));
            if (cells.size() != 6 || line.startsWith(QLatin1String("|---"))
                || cells[1].trimmed() == QLatin1String("English"))
                continue;
            ++rows;
            for (const QString& word : cells[4].split(QLatin1Char(','), Qt::SkipEmptyParts))
                if (!word.trimmed().isEmpty())
                    rejected << word.trimmed();
        }
        QVERIFY(rows >= 15);
        QVERIFY(rejected.contains(QStringLiteral("Truths")));
        QVERIFY(rejected.contains(QStringLiteral("Wahrheit")));
        QStringList found;
        for (const QString& word : rejected) {
            const QRegularExpression re(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(word)));
            for (const QString& t : translations)
                if (re.match(t).hasMatch())
                    found << word + QStringLiteral(": ") + t.left(120);
        }
        QVERIFY2(found.isEmpty(), qPrintable(found.join(QLatin1Char('\n'))));
        // The chosen words are the ones in use.
        for (const char* chosen : { "Basismenge", "Deckmenge", "Rang", "Kandidat", "Vorgabe" }) {
            const QString w = QString::fromUtf8(chosen);
            QVERIFY2(
                std::any_of(translations.begin(), translations.end(), [&](const QString& t) { return t.contains(w); }),
                chosen);
        }
    }
};

QTEST_GUILESS_MAIN(TstUiGlossary)
#include "tst_ui_glossary.moc"
