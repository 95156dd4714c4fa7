// SPDX-License-Identifier: GPL-3.0-or-later
// Forum text ("Text"): one title line, the equation once, a Eureka
// line for AIC and ALS-XZ steps that names the step's chain nodes in order
// with their links (read back here by a parser of its own), HoDoKu's arrows
// for a forcing chain, and a pencilmark grid that reads back to the state.
#include "engine/formats.h"
#include "engine/stepper.h"
#include "ui/text/forum_text.h"
#include "ui/text/step_text.h"

#include "test_util.h"

#include <QRegularExpression>
#include <QTest>

using namespace setwise;
using namespace setwise::ui;

namespace
{

struct Found {
    State state;
    Step step;
};

// The first step of `technique` in the states along the paths of top1465's first puzzles.
std::optional<Found> firstStep(const std::string& technique)
{
    const auto lines = test::readLines(std::string(SETWISE_TEST_DATA) + "/top1465.txt");
    for (std::size_t i = 0; i < 6 && i < lines.size(); ++i) {
        State s = *parseState(lines[i]);
        const SolvePath path = solvePath(s, TechniqueSettings::defaults());
        for (const Step& p : path.steps) {
            const std::vector<Step> found = findSteps(s, technique);
            if (!found.empty())
                return Found { s, found.front() };
            s = apply(s, p);
        }
    }
    return std::nullopt;
}

// "r1c23", "r12c3" or "r1c56,r3c3": the cells named.
CellSet cellsNamed(const QString& text)
{
    CellSet out;
    static const QRegularExpression piece(QStringLiteral("^r([1-9]+)c([1-9]+)$"));
    for (const QString& p : text.split(QLatin1Char(','))) {
        const auto m = piece.match(p);
        if (!m.hasMatch())
            return CellSet();
        for (QChar r : m.captured(1))
            for (QChar c : m.captured(2))
                out.set(cellAt(r.digitValue() - 1, c.digitValue() - 1));
    }
    return out;
}

// The Eureka line checked against the chain: term by term, each digit of a
// term is the next node's digit in the term's cells (an ALS node: its ALS
// cells), and each sign ('=' strong, '-' weak) is the next link's strength.
// The nodes are taken along the links (a loop's last link returns to node 0).
QString eurekaAgainstNodes(const QString& eureka, const Step& step)
{
    std::vector<int> along { step.links.front().from };
    for (const ChainLink& l : step.links) {
        if (l.from != along.back())
            break;
        along.push_back(l.to);
        if (l.to == 0)
            break;
    }
    const QString chain = eureka.section(QStringLiteral(" => "), 0, 0);
    static const QRegularExpression term(QStringLiteral("\\(([1-9](?:[=-][1-9])*)\\)([r0-9c,]+)( - |=|$)"));
    std::size_t node = 0, link = 0;
    qsizetype at = 0;
    while (at < chain.size()) {
        const auto m
            = term.match(chain, at, QRegularExpression::NormalMatch, QRegularExpression::AnchorAtOffsetMatchOption);
        if (!m.hasMatch())
            return QStringLiteral("no term at %1 of %2").arg(at).arg(chain);
        const CellSet cells = cellsNamed(m.captured(2));
        const QString digits = m.captured(1);
        for (qsizetype k = 0; k < digits.size(); ++k) {
            if (digits[k] == QLatin1Char('=') || digits[k] == QLatin1Char('-')) {
                if (link >= step.links.size() || step.links[link].strong != (digits[k] == QLatin1Char('=')))
                    return QStringLiteral("link %1 inside a term").arg(link);
                ++link;
                continue;
            }
            if (node >= along.size())
                return QStringLiteral("more terms than nodes");
            const ChainNode& n = step.chainNodes[std::size_t(along[node++])];
            const Digit d = Digit(digits[k].digitValue() - 1);
            CellSet nodeCells = n.alsCells;
            if (n.kind != ChainNode::Kind::Als)
                for (Candidate x : n.candidates)
                    nodeCells.set(cellOf(x));
            if (digitOf(n.candidates.first()) != d || !(nodeCells == cells))
                return QStringLiteral("node %1 is not %2").arg(node - 1).arg(m.captured(0));
        }
        const QString sign = m.captured(3);
        if (!sign.isEmpty()) {
            if (link >= step.links.size() || step.links[link].strong != (sign == QLatin1String("=")))
                return QStringLiteral("link %1 between terms").arg(link);
            ++link;
        }
        at = m.capturedEnd(0);
    }
    if (node < 2 || link + 1 != node)
        return QStringLiteral("%1 nodes and %2 links read").arg(node).arg(link);
    return {};
}

QStringList codeLines(const QString& text)
{
    return text.section(QStringLiteral("[code]\n"), 1)
        .section(QStringLiteral("\n[/code]"), 0, 0)
        .split(QLatin1Char('\n'));
}

} // namespace

class TstUiForumText : public QObject
{
    Q_OBJECT
private slots:
    void eurekaTitleAndPencilmarks_data()
    {
        QTest::addColumn<QString>("technique");
        QTest::addRow("aic") << QStringLiteral("aic");
        QTest::addRow("als-xz") << QStringLiteral("als-xz");
    }

    void eurekaTitleAndPencilmarks()
    {
        QFETCH(QString, technique);
        const auto found = firstStep(technique.toStdString());
        QVERIFY2(found, qPrintable(technique));
        const Step& step = found->step;
        QVERIFY(step.chainNodes.size() >= 2);
        const QString text = forumText(step, found->state, false);

        // One title line, the name once in it; the equation and the truths/links once.
        const QStringList lines = text.split(QLatin1Char('\n'));
        QCOMPARE(lines.filter(QStringLiteral("[b]")).size(), 1);
        QVERIFY(lines.front().startsWith(QStringLiteral("[b]") + stepName(step) + QStringLiteral(": ")));
        QCOMPARE(lines.front().count(stepName(step)), 1);
        QCOMPARE(text.count(qs(bertText(step))), 1);
        QCOMPARE(text.count(qs(truthsLinksText(step))), 1);

        // The Eureka line, read back against the nodes.
        const QStringList eureka = codeLines(text).filter(QRegularExpression(QStringLiteral("^Eureka: ")));
        QCOMPARE(eureka.size(), 1);
        const QString problem = eurekaAgainstNodes(eureka.front().mid(8), step);
        QVERIFY2(problem.isEmpty(), qPrintable(problem + QStringLiteral("\n") + eureka.front()));
        QVERIFY(eureka.front().endsWith(qs(hodokuCandidates(step.eliminations))));

        // The pencilmark grid reads back to the state: every digit and every live candidate.
        const QStringList code = codeLines(text);
        const qsizetype start = code.indexOf(QStringLiteral("Pencilmarks before the step:"));
        QVERIFY(start > 0);
        const QString grid = code.mid(start + 1).join(QLatin1Char('\n'));
        const auto back = parseState(grid.toStdString());
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message.c_str());
        QVERIFY(back->live() == found->state.live());
        for (Cell c = 0; c < kCells; ++c)
            QCOMPARE(back->digit(c), found->state.digit(c));
    }

    void forcingChainInHoDoKuArrows()
    {
        const auto found = firstStep("forcing-chain-contradiction");
        QVERIFY(found);
        const Step& step = found->step;
        const QString text = forumText(step, found->state, true);
        QVERIFY(text.startsWith(QStringLiteral("**")));
        const QStringList arrows = text.split(QLatin1Char('\n')).filter(QStringLiteral(" -> "));
        QCOMPARE(arrows.size(), qsizetype(step.branches.size()));
        const ForcingBranch& b = step.branches.front();
        const QString first = QStringLiteral("%1=%2").arg(qs(cellName(cellOf(b.start)))).arg(digitOf(b.start) + 1);
        QVERIFY2(arrows.front().trimmed().startsWith(first + QStringLiteral(" -> ")), qPrintable(arrows.front()));
        QCOMPARE(arrows.front().count(QStringLiteral(" -> ")), qsizetype(b.implications.size()) - 1);
        QVERIFY(arrows.front().contains(QStringLiteral("=> contradiction in ")));
    }
};

QTEST_MAIN(TstUiForumText)
#include "tst_ui_forum_text.moc"
