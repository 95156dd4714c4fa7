// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Opening the main window as a user first sees it, for the UI tests that
// look at a step in the whole window.

#include "engine/formats.h"
#include "ui/app/main_window.h"

#include <QSize>
#include <QTest>

namespace setwise::test
{

// Shows `w` at `size` in its first-start layout and loads `state`: false when
// the window is not exposed or the state does not load.
inline bool openWindow(ui::MainWindow& w, QSize size, const State& state)
{
    w.resize(size);
    w.show();
    if (!QTest::qWaitForWindowExposed(&w))
        return false;
    w.applyDefaultLayout();
    QTest::qWait(50); // the layout settles
    return w.loadText(QString::fromStdString(writeLibraryLine(state)));
}

} // namespace setwise::test
