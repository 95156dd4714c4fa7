// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Opening the main window as a user first sees it, for the UI tests that
// look at a step in the whole window.

#include "engine/formats.h"
#include "ui/app/main_window.h"

#include <QSize>
#include <QString>
#include <QTest>

namespace setwise::test
{

// Shows `w` at `size` in its first-start layout and loads `text` as if pasted
// (any format the window reads): false when the window is not exposed or the
// text does not load.
inline bool openWindow(ui::MainWindow& w, QSize size, const QString& text)
{
    w.resize(size);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return false;
    w.applyDefaultLayout();
    QTest::qWait(50); // the layout settles
    return w.loadText(text);
}

// The same with `state` as its library line.
inline bool openWindow(ui::MainWindow& w, QSize size, const State& state)
{
    return openWindow(w, size, QString::fromStdString(writeLibraryLine(state)));
}

} // namespace setwise::test
