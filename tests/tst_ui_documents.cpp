// SPDX-License-Identifier: GPL-3.0-or-later
// Documents: a Setwise document read back exactly in a
// fresh window (history, colours, sets, savepoints; Undo after opening),
// old plain-state files still open, savepoints through the Edit menu,
// "Save changes?" before New, Open, Paste, Generate, an example and dropped
// text (the box answered by a timer), the Sets panel's text as part of the
// document's modified state, and HoDoKu's .hsol files (a hand-written sample, zipped here).
#include "engine/document/document.h"
#include "engine/formats.h"
#include "engine/stepper.h"
#include "ui/app/main_window.h"
#include "ui/documents/documents.h"
#include "ui/documents/hsol_reader.h"
#include "ui/documents/savepoints.h"
#include "ui/panels/sets_panel.h"
#include "ui/text/step_text.h"
#include "ui/work/hint_controller.h"
#include "ui/work/session.h"

#include "test_settings.h"
#include "test_util.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QLineEdit>
#include <QMenu>
#include <QMessageBox>
#include <QMimeData>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QUndoStack>

#include <cerrno>
#include <csignal>
#include <cstring>
#include <ctime>
#include <malloc.h>
#include <sys/resource.h>
#include <zlib.h>

using namespace setwise;
using namespace setwise::ui;
using namespace setwise::test;

namespace
{

constexpr const char* kSeedPuzzle = "..4672....5...34...1.5...2798..4..15.31...27.76..2..4354...9.3...92...6....4567..";

// Answers the next "Save changes?" box with `button`; *asked says whether it came.
void answerSaveChanges(QMessageBox::StandardButton button, bool* asked)
{
    *asked = false;
    QTimer::singleShot(0, [button, asked] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        *asked = box && box->objectName() == QLatin1String("saveChangesDialog");
        if (box)
            box->button(button)->click();
    });
}

// Shows the window with the seed puzzle and one candidate removed (a modified
// document); returns that state.
State modified(MainWindow& w)
{
    w.show();
    if (!QTest::qWaitForWindowExposed(&w) || !w.loadText(QString::fromLatin1(kSeedPuzzle)))
        return {};
    w.session()->toggleCandidate(cand(3, 1, 1));
    return w.session()->state();
}

QByteArray le(quint32 v, int bytes)
{
    QByteArray out;
    for (int i = 0; i < bytes; ++i)
        out.append(char(v >> (8 * i) & 0xff));
    return out;
}

// A one-entry ZIP archive as HoDoKu's Java writes it: deflated with the sizes
// in a data descriptor after the data (flag bit 3), or stored.
QByteArray zipped(const QByteArray& data, bool deflated)
{
    QByteArray body = data;
    if (deflated) {
        z_stream z {};
        deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, -MAX_WBITS, 8, Z_DEFAULT_STRATEGY);
        body.resize(qsizetype(deflateBound(&z, uLong(data.size()))));
        z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.constData()));
        z.avail_in = uInt(data.size());
        z.next_out = reinterpret_cast<Bytef*>(body.data());
        z.avail_out = uInt(body.size());
        deflate(&z, Z_FINISH);
        body.resize(qsizetype(z.total_out));
        deflateEnd(&z);
    }
    const quint32 crc = quint32(crc32(0, reinterpret_cast<const Bytef*>(data.constData()), uInt(data.size())));
    const QByteArray name("SudokuData");
    QByteArray zip = le(0x04034b50, 4) + le(20, 2) + le(deflated ? 8 : 0, 2) + le(deflated ? 8 : 0, 2) + le(0, 4)
        + le(deflated ? 0 : crc, 4) + le(deflated ? 0 : quint32(body.size()), 4)
        + le(deflated ? 0 : quint32(data.size()), 4) + le(quint32(name.size()), 2) + le(0, 2) + name + body;
    if (deflated)
        zip += le(0x08074b50, 4) + le(crc, 4) + le(quint32(body.size()), 4) + le(quint32(data.size()), 4);
    return zip;
}

void writeFile(const QString& path, const QByteArray& data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(data);
}

// The document benchmarks' window, shown, with All Steps' dock closed and its
// searches stopped: All Steps searches whatever state is opened (its cost is
// the state's, not the document's).
bool quietWindow(MainWindow& w)
{
    w.show();
    auto* steps = w.findChild<QDockWidget*>(QStringLiteral("stepsDock"));
    if (!QTest::qWaitForWindowExposed(&w) || !steps)
        return false;
    steps->hide();
    w.hints()->cancelAll();
    return true;
}

// Opens the file as File > Open does, then stops any search the new state started.
bool openQuietly(MainWindow& w, const QString& file)
{
    const bool opened = w.openFile(file);
    QTest::qWait(500);
    w.hints()->cancelAll();
    QTest::qWait(500);
    return opened;
}

} // namespace

class TstUiDocuments : public QObject
{
    Q_OBJECT
private slots:
    void initTestCase() { useTestSettings(); }

    // A session with a replaced path walked back into, steps, a manual edit,
    // colours, sets and a savepoint; saved, opened in a new window, every part equal.
    void documentRoundTripInAFreshWindow()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.sudoku"));
        MainWindow a;
        Session* s = a.session();
        QVERIFY(a.loadText(QString::fromLatin1(kSeedPuzzle), nullptr, QStringLiteral("seed")));
        const State start = s->state();
        const SolvePath path0 = solvePath(start, TechniqueSettings::defaults());
        QVERIFY(path0.steps.size() > 6);
        std::vector<Step> firstSteps(path0.steps.begin(), path0.steps.begin() + 5);
        QVERIFY(s->replacePath(start, firstSteps, QStringLiteral("Solution path")));
        QVERIFY(s->colour(cellAt(0, 0), -1, 2));
        QVERIFY(s->colour(-1, cand(3, 1, 1), 3));
        const auto next = findNextStep(s->state(), TechniqueSettings::defaults());
        QVERIFY(next);
        QVERIFY(s->applyStep(*next));
        QVERIFY(a.documents()->savepoints()->add(QStringLiteral("After the first steps")));
        Candidate live = -1;
        for (Candidate x : s->state().live())
            live = x;
        QVERIFY(s->toggleCandidate(live));
        s->undo(); // the edit stays redo-able: the document keeps it
        a.setsPanel()->setText(QStringLiteral("3R17 / 3C49"));
        QVERIFY(a.saveFile(path, TextFormat::SetwiseDocument));
        QVERIFY(!a.documents()->isModified());
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QVERIFY(f.readLine().startsWith("#setwise-document 2"));
        }

        MainWindow b;
        QVERIFY(b.openFile(path));
        Session* t = b.session();
        QVERIFY(!b.documents()->isModified()); // opening leaves the undo stack clean
        QCOMPARE(t->state(), s->state());
        QVERIFY(t->colours() == s->colours());
        QCOMPARE(b.setsPanel()->text(), QStringLiteral("3R17 / 3C49"));
        const int n = s->puzzleEnd() - s->puzzleBegin();
        QCOMPARE(t->puzzleEnd() - t->puzzleBegin(), n);
        QCOMPARE(t->historyIndex() - t->puzzleBegin(), s->historyIndex() - s->puzzleBegin());
        for (int i = 0; i < n; ++i) {
            const HistoryEntry& x = s->historyEntry(s->puzzleBegin() + i);
            const HistoryEntry& y = t->historyEntry(t->puzzleBegin() + i);
            QCOMPARE(int(y.kind), int(x.kind));
            QCOMPARE(y.text, x.text);
            QCOMPARE(y.group != 0, x.group != 0);
            QCOMPARE(y.after, x.after);
            if (i > 0)
                QCOMPARE(y.before, x.before);
            QVERIFY(y.coloursAfter == x.coloursAfter);
            QCOMPARE(y.step.has_value(), x.step.has_value());
            if (x.step) {
                QCOMPARE(y.step->technique, x.step->technique);
                QVERIFY(y.step->eliminations == x.step->eliminations);
                QVERIFY(y.step->placements == x.step->placements);
                QCOMPARE(y.step->readings.size(), x.step->readings.size());
                QCOMPARE(qs(hodokuText(*y.step)), qs(hodokuText(*x.step)));
            }
        }
        const QList<Savepoints::Mark> marks = b.documents()->savepoints()->current();
        QCOMPARE(marks.size(), 1);
        QCOMPARE(marks.front().name, QStringLiteral("After the first steps"));

        // Undo after opening gives the state before the last step, Redo the edit.
        const State opened = t->state();
        t->undo();
        QCOMPARE(t->state(), s->historyEntry(s->historyIndex() - 1).before);
        QVERIFY(b.documents()->isModified());
        t->redo();
        QCOMPARE(t->state(), opened);
        t->redo();
        QVERIFY(!t->state().isLive(live));
        // Back into the replaced path: Undo takes the whole path back at once (its group survived).
        t->undo(); // the edit
        t->undo(); // the step
        t->undo(); // the two colourings
        t->undo();
        QVERIFY(!(t->state() == start));
        t->undo(); // the five steps of the path at once
        QCOMPARE(t->state(), start);
        QCOMPARE(t->historyIndex(), t->puzzleBegin() + 1);
    }

    // A document cut short (no end mark) opens what was read as a new
    // untitled document, with a warning naming the line it ends at, so Save
    // asks for a name instead of overwriting the file; a cut that leaves no
    // readable text is refused. A version 1 document (no end mark yet) opens
    // with a word that it cannot be checked.
    void cutDocumentsAreNotSavedOver()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.sudoku"));
        QByteArray full;
        {
            MainWindow a;
            Session* s = a.session();
            QVERIFY(a.loadText(QString::fromLatin1(kSeedPuzzle), nullptr, QStringLiteral("seed")));
            for (int i = 0; i < 8; ++i) {
                const auto next = findNextStep(s->state(), TechniqueSettings::defaults());
                QVERIFY(next && s->applyStep(*next));
            }
            QVERIFY(a.saveFile(path, TextFormat::SetwiseDocument));
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            full = f.readAll();
        }
        QVERIFY(full.endsWith("\nend 9\n"));
        const QString cutPath = dir.filePath(QStringLiteral("cut.sudoku"));
        // Cut between the last two entries: eight are read, the eighth (it may have lost lines) is dropped.
        const qsizetype lastEntry = full.lastIndexOf("\nentry ") + 1;
        const QByteArray cut = full.left(lastEntry);
        const int lines = int(cut.count('\n'));
        writeFile(cutPath, cut);
        {
            MainWindow w;
            modified(w);
            QSignalSpy said(w.documents(), &Documents::message);
            QVERIFY(w.openFile(cutPath));
            auto* box = w.findChild<QMessageBox*>(QStringLiteral("problemDialog"));
            QVERIFY(box);
            QVERIFY2(box->text().contains(QStringLiteral("is cut short")), qPrintable(box->text()));
            QVERIFY2(box->text().contains(QStringLiteral("line %1 ").arg(lines)), qPrintable(box->text()));
            QVERIFY2(box->text().contains(QStringLiteral("The 7 history entries")), qPrintable(box->text()));
            box->close();
            QVERIFY(w.documents()->filePath().isEmpty());
            QCOMPARE(w.windowTitle(), QStringLiteral("Setwise[*]"));
            QCOMPARE(w.session()->puzzleEnd() - w.session()->puzzleBegin(), 7);
            QVERIFY(!said.isEmpty());
            // Save asks for a name (the dialog is cancelled here); the file stays as it was.
            bool asked = false;
            QTimer::singleShot(0, [&asked] {
                QWidget* dialog = QApplication::activeModalWidget();
                asked = dialog != nullptr;
                if (dialog)
                    dialog->close();
            });
            QVERIFY(!w.documents()->save());
            QVERIFY(asked);
            QFile f(cutPath);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), cut);
        }
        // Cut inside lines: refused (nothing changes) or opened untitled with the warning; never opened as whole.
        for (const qsizetype at : { full.size() / 5 + 3, full.size() / 3 + 7, full.size() / 2 + 11, full.size() - 4 }) {
            writeFile(cutPath, full.left(at));
            MainWindow w;
            const State before = modified(w);
            const bool opened = w.openFile(cutPath);
            auto* box = w.findChild<QMessageBox*>(QStringLiteral("problemDialog"));
            QVERIFY(box);
            if (opened) {
                QVERIFY2(box->text().contains(QStringLiteral("is cut short")), qPrintable(box->text()));
                QVERIFY(w.documents()->filePath().isEmpty());
            } else {
                QVERIFY2(box->text().contains(QStringLiteral("Nothing changed")), qPrintable(box->text()));
                QCOMPARE(w.session()->state(), before);
            }
            box->close();
        }
        // Version 1: read whole, the file kept as its title, a word in the status bar.
        QByteArray old = full;
        old.replace("#setwise-document 2", "#setwise-document 1");
        old.chop(QByteArray("end 9\n").size());
        const QString oldPath = dir.filePath(QStringLiteral("old.sudoku"));
        writeFile(oldPath, old);
        MainWindow w;
        QSignalSpy said(w.documents(), &Documents::message);
        QVERIFY(w.openFile(oldPath));
        QVERIFY(!w.findChild<QMessageBox*>(QStringLiteral("problemDialog")));
        QCOMPARE(w.documents()->filePath(), oldPath);
        QCOMPARE(w.session()->puzzleEnd() - w.session()->puzzleBegin(), 9);
        QVERIFY(!said.isEmpty());
        QVERIFY2(said.back().front().toString().contains(QStringLiteral("without an end mark")),
            qPrintable(said.back().front().toString()));
    }

    // A document opened and saved again is the same text, byte for byte:
    // tests/data/document_sample.sudoku is what the window saved before
    // documents were written piece by piece (every kind of entry and step,
    // colours, own pencilmarks, sets and savepoints).
    void savedDocumentIsTheSameText()
    {
        const QString sample = QStringLiteral(SETWISE_TEST_DATA "/document_sample.sudoku");
        QFile f(sample);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray text = f.readAll();
        QVERIFY(text.size() > 10000);
        MainWindow w;
        QVERIFY(w.openFile(sample));
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("again.sudoku"));
        QVERIFY(w.saveFile(path, TextFormat::SetwiseDocument));
        QFile again(path);
        QVERIFY(again.open(QIODevice::ReadOnly));
        const QByteArray saved = again.readAll();
        if (saved != text) {
            qsizetype i = 0;
            while (i < saved.size() && i < text.size() && saved[i] == text[i])
                ++i;
            QFAIL(qPrintable(QStringLiteral("the saved text differs from byte %1: '%2' instead of '%3'")
                                 .arg(i)
                                 .arg(QString::fromUtf8(saved.mid(i, 60)), QString::fromUtf8(text.mid(i, 60)))));
        }
    }

    // A save that cannot be written whole (a file size limit here, as a full
    // disk would) leaves the old file as it was, no scratch file beside it,
    // and says why.
    void failedSaveKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.sudoku"));
        writeFile(path, "the old file\n");
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.loadText(QString::fromLatin1(kSeedPuzzle)));
        // About 1000 history entries: a text of some 145 KB, more than one piece.
        Candidate live = -1;
        for (Candidate x : w.session()->state().live())
            live = x;
        for (int i = 0; i < 1000; ++i)
            QVERIFY(w.session()->toggleCandidate(live));
        QTemporaryDir whole;
        const QString wholePath = whole.filePath(QStringLiteral("whole.sudoku"));
        QVERIFY(w.saveFile(wholePath, TextFormat::SetwiseDocument));
        const qint64 size = QFileInfo(wholePath).size();
        QVERIFY2(size > 128 * 1024, qPrintable(QString::number(size)));
        for (const qint64 limit : { qint64(16 * 1024), qint64(100 * 1024), size - 1 }) {
            struct rlimit old {
            };
            QCOMPARE(getrlimit(RLIMIT_FSIZE, &old), 0);
            struct rlimit small = old;
            small.rlim_cur = rlim_t(limit);
            std::signal(SIGXFSZ, SIG_IGN); // a write past the limit fails (EFBIG) instead
            QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
            const bool saved = w.saveFile(path, TextFormat::SetwiseDocument);
            QCOMPARE(setrlimit(RLIMIT_FSIZE, &old), 0);
            std::signal(SIGXFSZ, SIG_DFL);
            QVERIFY2(!saved, qPrintable(QString::number(limit)));
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            QCOMPARE(f.readAll(), QByteArray("the old file\n"));
            QCOMPARE(
                QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList { QStringLiteral("game.sudoku") });
            auto* box = w.findChild<QMessageBox*>(QStringLiteral("problemDialog"));
            QVERIFY(box);
            QVERIFY2(box->text().startsWith(QStringLiteral("Cannot save %1: ").arg(path))
                    && box->text().endsWith(QString::fromLocal8Bit(std::strerror(EFBIG))),
                qPrintable(box->text()));
            box->close();
            QTest::qWait(50);
        }
    }

    // Not a test: the large-document benchmark's GUI side
    // (scripts/bench-documents.sh). SETWISE_BENCH_DOCUMENT=FILE opens FILE
    // (a Setwise document or a .hsol file) in a window, as File > Open does.
    void benchmarkOpen()
    {
        const QString file = qEnvironmentVariable("SETWISE_BENCH_DOCUMENT");
        if (file.isEmpty())
            QSKIP("set SETWISE_BENCH_DOCUMENT=FILE (scripts/bench-documents.sh)");
        MainWindow w;
        QVERIFY(quietWindow(w));
        QTest::qWait(1000);
        // Heap in use (glibc's count) before and after: what the opened document holds.
        const auto heap = [] {
            const struct mallinfo2 m = mallinfo2();
            return double(m.uordblks + m.hblkhd) / (1024 * 1024);
        };
        const double before = heap();
        const bool opened = openQuietly(w, file);
        const double after = heap();
        qInfo("opened %s: %s, %d history entries; heap in use %.1f MiB before, %.1f MiB after (+%.1f MiB)",
            qPrintable(file), opened ? "yes" : "no", w.session()->historySize(), before, after, after - before);
    }

    // Not a test: the large-document benchmark's save side
    // (scripts/bench-documents.sh). Opens SETWISE_BENCH_DOCUMENT=FILE as
    // benchmarkOpen does, then saves it as a Setwise document (to
    // SETWISE_BENCH_SAVED, else a scratch file): what the save adds to the
    // resident size at its peak (the kernel's high-water mark, reset before
    // the save) and the CPU time it takes.
    void benchmarkSave()
    {
        const QString file = qEnvironmentVariable("SETWISE_BENCH_DOCUMENT");
        if (file.isEmpty())
            QSKIP("set SETWISE_BENCH_DOCUMENT=FILE (scripts/bench-documents.sh)");
        QTemporaryDir dir;
        QString saved = qEnvironmentVariable("SETWISE_BENCH_SAVED");
        if (saved.isEmpty())
            saved = dir.filePath(QStringLiteral("saved.sudoku"));
        MainWindow w;
        QVERIFY(quietWindow(w));
        QVERIFY(openQuietly(w, file));
        malloc_trim(0);
        // VmRSS or VmHWM of /proc/self/status, in MiB.
        const auto resident = [](const QByteArray& key) {
            QFile status(QStringLiteral("/proc/self/status"));
            if (!status.open(QIODevice::ReadOnly))
                return -1.0;
            for (const QByteArray& line : status.readAll().split('\n'))
                if (line.startsWith(key + ':'))
                    return line.mid(key.size() + 1).trimmed().split(' ').front().toDouble() / 1024;
            return -1.0;
        };
        const double before = resident("VmRSS");
        QFile clear(QStringLiteral("/proc/self/clear_refs"));
        QVERIFY(clear.open(QIODevice::WriteOnly) && clear.write("5") == 1); // resets VmHWM to VmRSS
        clear.close();
        const std::clock_t start = std::clock();
        const bool ok = w.saveFile(saved, TextFormat::SetwiseDocument);
        const double cpu = double(std::clock() - start) / CLOCKS_PER_SEC;
        const double peak = resident("VmHWM");
        qInfo("saved %s: %s, %lld bytes; resident %.1f MiB before, peak %.1f MiB while saving (+%.1f MiB); save CPU "
              "%.2f s",
            qPrintable(saved), ok ? "yes" : "no", QFileInfo(saved).size(), before, peak, peak - before, cpu);
        QVERIFY(ok);
    }

    void plainStateFilesStillOpen()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.sudoku"));
        writeFile(path, QByteArray(kSeedPuzzle) + '\n');
        MainWindow w;
        QVERIFY(w.openFile(path));
        QCOMPARE(w.session()->state(), *parseState(kSeedPuzzle));
        QVERIFY(!w.documents()->isModified());
        // A broken document changes nothing and says where.
        const QString bad = dir.filePath(QStringLiteral("bad.sudoku"));
        writeFile(bad, "#setwise-document 1\nindex 1\nentry load\n  after :0000:x:12:::\n");
        QVERIFY(!w.openFile(bad));
        QCOMPARE(w.session()->state(), *parseState(kSeedPuzzle));
        auto* box = w.findChild<QMessageBox*>(QStringLiteral("problemDialog"));
        QVERIFY(box);
        QVERIFY2(box->text().contains(QStringLiteral("Line 4, column")), qPrintable(box->text()));
        box->close();
    }

    void savepointsThroughTheEditMenu()
    {
        MainWindow w;
        Session* s = w.session();
        QVERIFY(w.loadText(QString::fromLatin1(kSeedPuzzle)));
        const auto first = findNextStep(s->state(), TechniqueSettings::defaults());
        QVERIFY(first && s->applyStep(*first));
        QVERIFY(w.documents()->savepoints()->add(QStringLiteral("One")));
        const State marked = s->state();
        for (int i = 0; i < 3; ++i) {
            const auto step = findNextStep(s->state(), TechniqueSettings::defaults());
            QVERIFY(step && s->applyStep(*step));
        }
        const State later = s->state();
        auto* menu = w.findChild<QMenu*>(QStringLiteral("savepointMenu"));
        QVERIFY(menu);
        emit menu->aboutToShow();
        QCOMPARE(menu->actions().size(), 1);
        QCOMPARE(menu->actions().front()->text(), QStringLiteral("One"));
        menu->actions().front()->trigger();
        QCOMPARE(s->state(), marked);
        s->redo(); // going back went through the undo stack
        s->redo();
        s->redo();
        QCOMPARE(s->state(), later);
        // An edit after undoing past the savepoint drops it.
        s->undo();
        s->undo();
        s->undo();
        s->undo();
        QVERIFY(s->toggleCandidate(s->state().live().first()));
        emit menu->aboutToShow();
        QVERIFY(!menu->actions().front()->isEnabled()); // "No savepoints"
    }

    void saveChangesBeforeNewOpenPasteAndGenerate()
    {
        MainWindow w;
        Session* s = w.session();
        const State edited = modified(w);
        QVERIFY(w.documents()->isModified());
        QVERIFY(w.isWindowModified()); // an edit on the undo stack marks the title
        bool asked = false;
        for (const char* name : { "new", "generate", "open" }) {
            answerSaveChanges(QMessageBox::Cancel, &asked);
            w.action(QString::fromLatin1(name))->trigger();
            QVERIFY2(asked, name);
            QCOMPARE(s->state(), edited);
            QVERIFY(w.documents()->isModified());
        }
        QApplication::clipboard()->setText(QString::fromLatin1(kXWing));
        answerSaveChanges(QMessageBox::Cancel, &asked);
        w.action(QStringLiteral("paste"))->trigger();
        QVERIFY(asked);
        QCOMPARE(s->state(), edited);
        // Text that is no puzzle asks nothing (and changes nothing).
        QApplication::clipboard()->setText(QStringLiteral("no puzzle"));
        answerSaveChanges(QMessageBox::Cancel, &asked);
        w.action(QStringLiteral("paste"))->trigger();
        QTest::qWait(20);
        QVERIFY(!asked);
        QApplication::clipboard()->setText(QString::fromLatin1(kXWing));
        answerSaveChanges(QMessageBox::Discard, &asked);
        w.action(QStringLiteral("paste"))->trigger();
        QVERIFY(asked);
        QCOMPARE(s->state(), *parseState(kXWing));
        QVERIFY(!w.documents()->isModified());
        // Unmodified: New asks nothing.
        answerSaveChanges(QMessageBox::Cancel, &asked);
        w.action(QStringLiteral("new"))->trigger();
        QTest::qWait(20);
        QVERIFY(!asked);
        QCOMPARE(s->state(), State());
        // Save writes the file and then goes on.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kept.sudoku"));
        QVERIFY(w.loadText(QString::fromLatin1(kSeedPuzzle)));
        QVERIFY(w.saveFile(path, TextFormat::SetwiseDocument));
        QVERIFY(s->toggleCandidate(cand(3, 1, 1)));
        answerSaveChanges(QMessageBox::Save, &asked);
        w.action(QStringLiteral("new"))->trigger();
        QVERIFY(asked);
        QCOMPARE(s->state(), State());
        MainWindow other;
        QVERIFY(other.openFile(path));
        QCOMPARE(other.session()->state(), edited);
    }

    // A puzzle from File ▸ Examples or dropped as text replaces the document
    // like New or Paste: "Save changes?" first when it is modified.
    void examplesAndDroppedTextAskFirst()
    {
        MainWindow w;
        Session* s = w.session();
        const State edited = modified(w);
        QVERIFY(w.documents()->isModified());
        QMenu* examples = nullptr;
        for (QMenu* m : w.findChildren<QMenu*>())
            if (m->title() == QLatin1String("&Examples"))
                examples = m;
        QVERIFY(examples && !examples->actions().isEmpty());
        bool asked = false;
        answerSaveChanges(QMessageBox::Cancel, &asked);
        examples->actions().front()->trigger();
        QVERIFY(asked);
        QCOMPARE(s->state(), edited);
        QMimeData dropped;
        dropped.setText(QString::fromLatin1(kXWing));
        answerSaveChanges(QMessageBox::Cancel, &asked);
        w.documents()->drop(&dropped);
        QVERIFY(asked);
        QCOMPARE(s->state(), edited);
        answerSaveChanges(QMessageBox::Discard, &asked);
        w.documents()->drop(&dropped);
        QVERIFY(asked);
        QCOMPARE(s->state(), *parseState(kXWing));
        // Unmodified now: an example loads without a question.
        QVERIFY(!w.documents()->isModified());
        answerSaveChanges(QMessageBox::Cancel, &asked);
        examples->actions().back()->trigger();
        QTest::qWait(20);
        QVERIFY(!asked);
        QCOMPARE(s->state(), *readState(examplePuzzles().back().second));
    }

    // The Sets panel's text is saved with a document, so editing it modifies
    // the document (and "Save changes?" asks); typing back the saved text,
    // or saving, leaves it unmodified.
    void setsTextModifiesTheDocument()
    {
        MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(w.loadText(QString::fromLatin1(kXWing)));
        QVERIFY(!w.documents()->isModified());
        auto* edit = w.setsPanel()->findChild<QLineEdit*>();
        QVERIFY(edit);
        edit->setFocus();
        QTest::keyClicks(edit, QStringLiteral("3R17 / 3C49"));
        QCOMPARE(w.setsPanel()->text(), QStringLiteral("3R17 / 3C49"));
        QVERIFY(w.documents()->isModified());
        QVERIFY(w.isWindowModified()); // the title shows it
        bool asked = false;
        answerSaveChanges(QMessageBox::Cancel, &asked);
        w.action(QStringLiteral("new"))->trigger();
        QVERIFY(asked);
        QCOMPARE(w.setsPanel()->text(), QStringLiteral("3R17 / 3C49"));
        edit->selectAll();
        QTest::keyClick(edit, Qt::Key_Backspace);
        QVERIFY(!w.documents()->isModified()); // back to the text it had
        QVERIFY(!w.isWindowModified());
        QTest::keyClicks(edit, QStringLiteral("3R17 / 3C49"));
        QTemporaryDir dir;
        QVERIFY(w.isWindowModified());
        QVERIFY(w.saveFile(dir.filePath(QStringLiteral("sets.sudoku")), TextFormat::SetwiseDocument));
        QVERIFY(!w.documents()->isModified());
        QVERIFY(!w.isWindowModified());
        QCOMPARE(w.windowTitle(), QStringLiteral("sets.sudoku[*] — Setwise"));
        MainWindow other;
        QVERIFY(other.openFile(dir.filePath(QStringLiteral("sets.sudoku"))));
        QCOMPARE(other.setsPanel()->text(), QStringLiteral("3R17 / 3C49"));
        QVERIFY(!other.documents()->isModified());
    }

    void hodokuFilesAreRead_data()
    {
        QTest::addColumn<bool>("deflated");
        QTest::addRow("deflated, data descriptor") << true;
        QTest::addRow("stored") << false;
    }

    void hodokuFilesAreRead()
    {
        QFETCH(bool, deflated);
        QFile xml(QStringLiteral(SETWISE_TEST_DATA "/hodoku_sudoku2_sample.xml"));
        QVERIFY(xml.open(QIODevice::ReadOnly));
        const QByteArray sample = xml.readAll();
        const State expected = *parseState(std::string(":0000:x:") + kXWing + ":324 424:::");
        QVERIFY(!expected.isLive(cand(3, 2, 4)));
        const HsolResult direct = readHsolXml(sample);
        QVERIFY2(direct.ok, qPrintable(direct.error));
        QCOMPARE(direct.state, expected);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.hsol"));
        writeFile(path, zipped(sample, deflated));
        MainWindow w;
        QVERIFY(w.openFile(path));
        QCOMPARE(w.session()->state(), expected);
        QVERIFY(!w.documents()->isModified());
        // A damaged archive changes nothing.
        QByteArray broken = zipped(sample, true);
        broken.truncate(broken.size() / 2);
        writeFile(path, broken);
        QVERIFY(!w.openFile(path));
        QCOMPARE(w.session()->state(), expected);
        // An old HoDoKu file (before 2.0) is named, not misread.
        QByteArray old = sample;
        old.replace("sudoku.Sudoku2", "sudoku.Sudoku");
        const HsolResult r = readHsolXml(old);
        QVERIFY(!r.ok);
        QVERIFY(r.error.contains(QStringLiteral("2.0")));
    }

    // Hostile .hsol files, made here: each is refused with its cause (and
    // where it is), quickly and in bounded memory (the figures are measured
    // outside the test), and a window keeps its puzzle.
    void hostileHodokuFilesAreRefused_data()
    {
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<QString>("words");
        const QByteArray head = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
                                "<java version=\"1.8.0_201\" class=\"java.beans.XMLDecoder\">\n";
        const QByteArray object = " <object class=\"sudoku.Sudoku2\">\n";
        // 24 KB deflated, 16.5 MB inflated (just under the limit): 2.75 million elements nested in the puzzle.
        QByteArray nested = head + object;
        nested += QByteArray("<void>").repeated(2'750'000);
        QTest::addRow("nested elements") << nested
                                         << QStringLiteral("line 4, column 378: elements nested more than 64");
        // Billion laughs: ten entities, each ten of the one before.
        QByteArray laughs = "<?xml version=\"1.0\"?>\n<!DOCTYPE java [\n <!ENTITY l0 \"lol\">\n";
        for (int i = 1; i < 10; ++i)
            laughs += " <!ENTITY l" + QByteArray::number(i) + " \""
                + QByteArray("&l" + QByteArray::number(i - 1) + ";").repeated(10) + "\">\n";
        laughs += "]>\n<java>" + object
            + "  <void property=\"initialState\"><string>&l9;</string></void>\n </object>\n</java>\n";
        QTest::addRow("billion laughs") << laughs << QStringLiteral("DTD");
        QTest::addRow("no puzzle") << head + object + " </object>\n</java>\n" << QStringLiteral("no puzzle");
        QTest::addRow("only the tabs") << head + object
                + "  <void property=\"solvedCells\"><void index=\"3\"><boolean>true</boolean></void></void>\n"
                  " </object>\n</java>\n"
                                       << QStringLiteral("no puzzle");
        QByteArray cut = head + object + "  <void property=\"values\">\n   <void index=\"3\">\n    <int>7</int>\n";
        QTest::addRow("cut inside the puzzle") << cut << QStringLiteral("the puzzle data stops in the middle");
        QTest::addRow("broken inside the puzzle")
            << head + object + "  <void property=\"values\">\n   <void index=\"3\">\n    <int>7</short>\n"
            << QStringLiteral("line 6, column 18: Opening and ending tag mismatch");
    }

    void hostileHodokuFilesAreRefused()
    {
        QFETCH(QByteArray, xml);
        QFETCH(QString, words);
        const HsolResult direct = readHsolXml(xml);
        QVERIFY(!direct.ok);
        QVERIFY2(direct.error.contains(words), qPrintable(direct.error));
        const QByteArray zip = zipped(xml, true);
        QVERIFY(zip.size() < 30'000);
        // For measuring (scripts/bench-documents.sh): the files kept in a folder.
        if (const QString keep = qEnvironmentVariable("SETWISE_BENCH_HSOL_DIR"); !keep.isEmpty())
            writeFile(keep + QLatin1Char('/')
                    + QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-'))
                    + QStringLiteral(".hsol"),
                zip);
        const HsolResult r = readHsol(zip);
        QVERIFY(!r.ok);
        QVERIFY2(r.error.contains(words), qPrintable(r.error));

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("hostile.hsol"));
        writeFile(path, zip);
        MainWindow w;
        const State before = modified(w);
        QVERIFY(!w.openFile(path));
        QCOMPARE(w.session()->state(), before);
        auto* box = w.findChild<QMessageBox*>(QStringLiteral("problemDialog"));
        QVERIFY(box);
        QVERIFY2(box->text().contains(words), qPrintable(box->text()));
    }
};

QTEST_MAIN(TstUiDocuments)
#include "tst_ui_documents.moc"
