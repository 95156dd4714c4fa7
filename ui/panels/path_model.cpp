// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/panels/path_model.h"

#include "engine/rating/bert_optimiser.h"
#include "ui/common/icons.h"
#include "ui/text/step_text.h"
#include "ui/work/session.h"

#include <QFont>
#include <QGuiApplication>
#include <QIcon>
#include <QPalette>

#include <algorithm>

namespace setwise::ui
{

PathModel::PathModel(Session* session, QObject* parent)
    : QAbstractListModel(parent)
    , m_session(session)
    , m_loadIcon(themedIcon(QStringLiteral("new")))
    , m_editIcon(themedIcon(QStringLiteral("edit")))
    , m_stepIcon(themedIcon(QStringLiteral("apply")))
{
    connect(session, &Session::historyChanged, this, [this] {
        beginResetModel();
        rebuild();
        endResetModel();
    });
    rebuild();
}

void PathModel::rebuild()
{
    m_rows.clear();
    for (int i = m_session->puzzleBegin(); i < m_session->puzzleEnd(); ++i)
        if (const auto kind = m_session->historyEntry(i).kind;
            kind != HistoryEntry::Kind::Colour && kind != HistoryEntry::Kind::Marks) // notes, not the path
            m_rows.push_back(i);
}

int PathModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PathModel::historyIndexOf(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[std::size_t(row)] : -1;
}

int PathModel::rowOfHistoryIndex(int i) const
{
    return int(std::upper_bound(m_rows.begin(), m_rows.end(), i) - m_rows.begin()) - 1;
}

QVariant PathModel::data(const QModelIndex& index, int role) const
{
    const int i = index.isValid() ? historyIndexOf(index.row()) : -1;
    if (i < 0 || i >= m_session->historySize())
        return {};
    const HistoryEntry& e = m_session->historyEntry(i);
    const bool undone = i >= m_session->historyIndex();
    switch (role) {
    case Qt::DisplayRole:
        if (e.kind == HistoryEntry::Kind::Step && e.step && e.group != 0 && bertStepScore(*e.step) > 0)
            //: a step of a replaced (optimised) path, its BERT cost first (a narrow list cuts the end off):
            //: "29. [BERT 4] X-Wing: r1c2<>5"
            return tr("%1. [BERT %2] %3").arg(index.row() + 1).arg(bertStepScore(*e.step)).arg(stepLine(*e.step));
        if (e.kind == HistoryEntry::Kind::Step && e.step)
            return QStringLiteral("%1. %2").arg(index.row() + 1).arg(stepLine(*e.step));
        return QStringLiteral("%1. %2").arg(index.row() + 1).arg(e.text);
    case Qt::ToolTipRole:
        if (e.kind == HistoryEntry::Kind::Step && e.step)
            return QString::fromStdString(hodokuText(*e.step)) + QStringLiteral("\n")
                + QString::fromStdString(bertText(*e.step));
        if (e.kind == HistoryEntry::Kind::Path)
            return e.text + QLatin1Char('\n')
                + tr("Its steps follow, one row each: click one to see it, double-click to go back there. Undo "
                     "takes the whole path back.");
        return e.text;
    case Qt::DecorationRole:
        switch (e.kind) {
        case HistoryEntry::Kind::Load:
            return m_loadIcon;
        case HistoryEntry::Kind::Edit:
        case HistoryEntry::Kind::Colour:
        case HistoryEntry::Kind::Marks:
            return m_editIcon;
        case HistoryEntry::Kind::Step:
        case HistoryEntry::Kind::Path:
            return m_stepIcon;
        }
        return {};
    case Qt::ForegroundRole:
        if (undone)
            return QGuiApplication::palette().color(QPalette::Disabled, QPalette::Text);
        return {};
    case Qt::FontRole:
        if (undone) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        return {};
    default:
        return {};
    }
}

} // namespace setwise::ui
