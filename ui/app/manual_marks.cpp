// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/manual_marks.h"

#include "ui/grid/grid_widget.h"
#include "ui/work/session.h"

#include <QAction>
#include <QSettings>
#include <QWidget>

namespace setwise::ui
{

namespace
{
const QString kKey = QStringLiteral("candidates/manual");
}

ManualMarks::ManualMarks(Session* session, GridWidget* grid, QWidget* window)
    : QObject(window)
    , m_session(session)
    , m_grid(grid)
    , m_toggle(new QAction(tr("Own &Pencilmarks"), window))
    , m_fill(new QAction(tr("&Fill All Candidates"), window))
    , m_removeImpossible(new QAction(tr("Remove &Impossible Candidates"), window))
{
    m_toggle->setObjectName(QStringLiteral("manualMarks"));
    m_toggle->setCheckable(true);
    m_toggle->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    m_toggle->setStatusTip(tr("Show and edit your own pencilmarks instead of the computed candidates; hints "
                              "are still found on the full candidates"));
    m_fill->setObjectName(QStringLiteral("fillMarks"));
    m_fill->setStatusTip(tr("Mark every candidate that no given or placed digit excludes"));
    m_removeImpossible->setObjectName(QStringLiteral("removeImpossibleMarks"));
    m_removeImpossible->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_removeImpossible->setStatusTip(tr("Remove the marks that a given or placed digit in the same house excludes"));
    for (QAction* a : { m_toggle, m_fill, m_removeImpossible })
        window->addAction(a);

    connect(m_toggle, &QAction::toggled, this, &ManualMarks::setOn);
    connect(m_fill, &QAction::triggered, this, [this] {
        if (!m_session->fillMarks())
            emit message(tr("Every possible candidate is marked already."));
    });
    connect(m_removeImpossible, &QAction::triggered, this, [this] {
        if (!m_session->removeImpossibleMarks())
            emit message(tr("No mark is excluded by a given or placed digit."));
    });
    connect(session, &Session::marksChanged, this, &ManualMarks::showMarks);
    connect(session, &Session::manualMarksChanged, this, [this](bool on) {
        m_toggle->setChecked(on);
        m_fill->setEnabled(on);
        m_removeImpossible->setEnabled(on);
        showMarks();
    });
    m_fill->setEnabled(false);
    m_removeImpossible->setEnabled(false);
    m_toggle->setChecked(storedChoice());
}

bool ManualMarks::storedChoice()
{
    return QSettings().value(kKey, false).toBool();
}

void ManualMarks::setOn(bool on)
{
    if (on == m_session->manualMarks())
        return;
    QSettings().setValue(kKey, on);
    m_session->setManualMarks(on);
    if (on)
        emit message(tr("Own pencilmarks: Ctrl+digit or Ctrl+click marks and unmarks; Edit ▸ Fill All "
                        "Candidates fills them in."));
}

void ManualMarks::showMarks()
{
    m_grid->setManualMarks(m_session->manualMarks(), m_session->marks());
}

} // namespace setwise::ui
