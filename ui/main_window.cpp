// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/main_window.h"

#include "engine/formats.h"
#include "ui/grid_widget.h"

#include <QFile>
#include <QStatusBar>
#include <QTextStream>

namespace setwise::ui {

QList<QPair<QString, QString>> examplePuzzles()
{
    QList<QPair<QString, QString>> list;
    QFile f(QStringLiteral(":/examples.txt"));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return list;
    QTextStream ts(&f);
    while (!ts.atEnd()) {
        const QString line = ts.readLine().trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const qsizetype bar = line.indexOf(QLatin1Char('|'));
        if (bar > 0)
            list.append({line.left(bar), line.mid(bar + 1)});
    }
    return list;
}

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent), m_grid(new GridWidget(this))
{
    setWindowTitle(tr("Setwise"));
    setCentralWidget(m_grid);
    resize(720, 720);
    const auto examples = examplePuzzles();
    if (!examples.isEmpty())
        loadText(examples.first().second);
}

bool MainWindow::loadText(const QString& text, QString* error)
{
    const QByteArray utf8 = text.toUtf8();
    auto state = parseState(std::string_view(utf8.constData(), std::size_t(utf8.size())));
    if (!state) {
        const QString msg = tr("Line %1, column %2: %3")
                                .arg(state.error().line)
                                .arg(state.error().column)
                                .arg(QString::fromStdString(state.error().message));
        if (error)
            *error = msg;
        statusBar()->showMessage(msg);
        return false;
    }
    m_grid->setState(*state);
    statusBar()->showMessage(tr("%1 givens, %2 candidates")
                                 .arg(state->givens().count())
                                 .arg(state->live().count()));
    return true;
}

} // namespace setwise::ui
