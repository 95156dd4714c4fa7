// SPDX-License-Identifier: GPL-3.0-or-later
// File ▸ New ▸ Generate… (ui/generate/): Generate fills the result with a
// puzzle that has one solution (counted by the solver here); with Practice the
// result's practice state has the chosen technique as the stepper's next step;
// Cancel stops a generation that would run for ever and leaves no result.
#include "engine/solver.h"
#include "engine/stepper.h"
#include "ui/app/main_window.h"
#include "ui/documents/documents.h"
#include "ui/generate/generate_dialog.h"
#include "ui/work/session.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

using namespace setwise;
using namespace setwise::ui;

namespace
{

template <typename W> W* child(GenerateDialog& d, const char* name)
{
    W* w = d.findChild<W*>(QString::fromLatin1(name));
    if (!w)
        qFatal("no child %s", name);
    return w;
}

void choose(QComboBox* box, const QVariant& data)
{
    const int i = box->findData(data);
    QVERIFY(i >= 0);
    box->setCurrentIndex(i);
}

} // namespace

class TstUiGenerate : public QObject
{
    Q_OBJECT
private slots:
    void generateFillsAUniquePuzzle()
    {
        GenerateDialog d;
        d.setSeed(21);
        choose(child<QComboBox>(d, "symmetry"), int(Symmetry::Rotational));
        QSignalSpy accepted(&d, &QDialog::accepted);
        QTest::mouseClick(child<QPushButton>(d, "generate"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(accepted.count(), 1, 30000);
        QVERIFY(d.result());
        const State& puzzle = d.result()->puzzle;
        QCOMPARE(countSolutions(puzzle, 2).solutions, 1);
        QVERIFY(puzzle.emptyCount() > 40);
        for (Cell c = 0; c < kCells; ++c)
            QCOMPARE(puzzle.isEmpty(c), puzzle.isEmpty(kCells - 1 - c));
        QVERIFY(!d.result()->practice);
        QVERIFY(d.result()->level && d.result()->er); // rated for the caller's title or status
    }

    void practiceOpensBeforeTheTechnique_data()
    {
        QTest::addColumn<QString>("technique");
        QTest::addColumn<QString>("level");
        QTest::newRow("hidden-pair") << "hidden-pair"
                                     << "";
        QTest::newRow("x-wing") << "x-wing"
                                << "";
        QTest::newRow("skyscraper, hard") << "skyscraper"
                                          << "hard";
    }
    void practiceOpensBeforeTheTechnique()
    {
        QFETCH(QString, technique);
        QFETCH(QString, level);
        GenerateDialog d;
        d.setSeed(5);
        choose(child<QComboBox>(d, "technique"), technique);
        if (level == "hard")
            choose(child<QComboBox>(d, "level"), int(HodokuLevel::Hard));
        QVERIFY(child<QCheckBox>(d, "practice")->isEnabled());
        child<QCheckBox>(d, "practice")->setChecked(true);
        QSignalSpy accepted(&d, &QDialog::accepted);
        QTest::mouseClick(child<QPushButton>(d, "generate"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(accepted.count(), 1, 60000);
        const GenerateResult& r = *d.result();
        QCOMPARE(countSolutions(r.puzzle, 2).solutions, 1);
        QVERIFY(r.practice && r.practiceStep);
        // The practice state comes from the puzzle: same givens, consistent.
        QCOMPARE(r.practice->givens(), r.puzzle.givens());
        QCOMPARE(countSolutions(*r.practice, 2).solutions, 1);
        const auto next = findNextStep(*r.practice, TechniqueSettings::defaults());
        QVERIFY(next);
        QCOMPARE(QString::fromStdString(next->technique), technique);
        QCOMPARE(next->eliminations, r.practiceStep->eliminations);
        if (level == "hard")
            QCOMPARE(int(*r.level), int(HodokuLevel::Hard));
    }

    // The window's side: File > New > Generate... is there, and a practice
    // result opens at the practice state with the givens one Undo away.
    void practiceOpensInTheWindow()
    {
        MainWindow window;
        QAction* generate = window.action(QStringLiteral("generate"));
        QVERIFY(generate);
        bool inNewMenu = false;
        for (QMenu* menu : window.menuBar()->findChildren<QMenu*>())
            if (menu->actions().contains(window.action(QStringLiteral("new"))))
                inNewMenu = menu->actions().contains(generate);
        QVERIFY(inNewMenu);

        GenerateDialog d;
        d.setSeed(5);
        choose(child<QComboBox>(d, "technique"), QStringLiteral("x-wing"));
        child<QCheckBox>(d, "practice")->setChecked(true);
        QSignalSpy accepted(&d, &QDialog::accepted);
        QTest::mouseClick(child<QPushButton>(d, "generate"), Qt::LeftButton);
        QTRY_COMPARE_WITH_TIMEOUT(accepted.count(), 1, 60000);
        const GenerateResult& r = *d.result();
        QVERIFY(r.practice);
        window.documents()->newGenerated(r.puzzle, &*r.practice, QStringLiteral("Practice"));
        QCOMPARE(window.session()->state().live(), r.practice->live());
        const auto next = findNextStep(window.session()->state(), TechniqueSettings::defaults());
        QVERIFY(next);
        QCOMPARE(QString::fromStdString(next->technique), QStringLiteral("x-wing"));
        QVERIFY(window.documents()->filePath().isEmpty());
        window.session()->undoStack()->undo();
        QCOMPARE(window.session()->state().live(), r.puzzle.live());
        QCOMPARE(window.session()->state().givens(), r.puzzle.givens());
    }

    void cancelStopsAndKeepsTheDialog()
    {
        GenerateDialog d;
        d.setSeed(1);
        // Nothing rates 12.0: this would search for ever.
        child<QCheckBox>(d, "seOn")->setChecked(true);
        child<QDoubleSpinBox>(d, "seMin")->setValue(12.0);
        child<QDoubleSpinBox>(d, "seMax")->setValue(12.0);
        QSignalSpy accepted(&d, &QDialog::accepted);
        QSignalSpy rejected(&d, &QDialog::rejected);
        d.show();
        QTest::mouseClick(child<QPushButton>(d, "generate"), Qt::LeftButton);
        QVERIFY(d.isGenerating());
        QVERIFY(!child<QPushButton>(d, "generate")->isEnabled());
        QTest::qWait(300);
        auto* buttons = d.findChild<QDialogButtonBox*>();
        QTest::mouseClick(buttons->button(QDialogButtonBox::Cancel), Qt::LeftButton);
        QTRY_VERIFY_WITH_TIMEOUT(!d.isGenerating(), 10000);
        QCOMPARE(accepted.count(), 0);
        QCOMPARE(rejected.count(), 0); // the first Cancel stops the search only
        QVERIFY(!d.result());
        QVERIFY(d.isVisible());
        QVERIFY(child<QPushButton>(d, "generate")->isEnabled());
        QTest::mouseClick(buttons->button(QDialogButtonBox::Cancel), Qt::LeftButton);
        QCOMPARE(rejected.count(), 1);
    }

    void closingWhileGeneratingStopsTheWorker()
    {
        auto* d = new GenerateDialog;
        child<QCheckBox>(*d, "seOn")->setChecked(true);
        child<QDoubleSpinBox>(*d, "seMin")->setValue(12.0);
        child<QDoubleSpinBox>(*d, "seMax")->setValue(12.0);
        d->generate();
        QVERIFY(d->isGenerating());
        delete d; // waits for the worker, which sees the cancel flag
    }
};

QTEST_MAIN(TstUiGenerate)
#include "tst_ui_generate.moc"
