// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/grid/grid_accessible.h"

#include "engine/tables.h"
#include "ui/grid/grid_widget.h"

#include <QAccessibleTableInterface>
#include <QAccessibleWidget>
#include <QCoreApplication>
#include <QPointer>

#include <map>

namespace setwise::ui
{

namespace
{

// The translation context of the texts.
class GridAccessible
{
    Q_DECLARE_TR_FUNCTIONS(setwise::ui::GridAccessible)
};

QString digitList(const GridWidget& grid, Cell c)
{
    QStringList digits;
    for (Digit d = 0; d < 9; ++d)
        if (grid.shows(candidateOf(c, d)))
            digits << QString::number(d + 1);
    return digits.join(QLatin1Char(' '));
}

QString userColourName(int colour)
{
    switch (colour) {
    case 1:
        return GridAccessible::tr("colour A");
    case 2:
        return GridAccessible::tr("colour a");
    case 3:
        return GridAccessible::tr("colour B");
    case 4:
        return GridAccessible::tr("colour b");
    default:
        return {};
    }
}

} // namespace

QString accessibleCellName(const GridWidget& grid, int cell)
{
    const State& s = grid.state();
    const QString where = GridAccessible::tr("row %1 column %2").arg(rowOf(cell) + 1).arg(colOf(cell) + 1);
    if (!s.isEmpty(cell))
        return (
            s.isGiven(cell) ? GridAccessible::tr("%1, digit %2, given") : GridAccessible::tr("%1, digit %2, placed"))
            .arg(where)
            .arg(s.digit(cell) + 1);
    const QString digits = digitList(grid, cell);
    if (digits.isEmpty())
        return grid.showsManualMarks() ? GridAccessible::tr("%1, no own marks").arg(where)
                                       : GridAccessible::tr("%1, no candidate left").arg(where);
    return (grid.showsManualMarks() ? GridAccessible::tr("%1, own marks %2") : GridAccessible::tr("%1, candidates %2"))
        .arg(where, digits);
}

QString accessibleCellDescription(const GridWidget& grid, int cell)
{
    const State& s = grid.state();
    QStringList parts;
    parts << GridAccessible::tr("box %1").arg(boxOf(cell) + 1);
    if (grid.mistakes().wrongDigits.test(cell))
        parts << GridAccessible::tr("wrong digit");
    if (const int u = grid.userColours().cells[std::size_t(cell)]; u > 0)
        parts << GridAccessible::tr("cell in %1").arg(userColourName(u));
    // Candidates with a role in the shown step, or a colour of the user's, by digit.
    Highlight h = grid.highlight();
    h.selection |= grid.selection();
    QStringList roles;
    for (Digit d = 0; d < 9; ++d) {
        const Candidate x = candidateOf(cell, d);
        if (!s.isEmpty(cell) && d != s.digit(cell))
            continue;
        QStringList of;
        for (Role r : h.rolesOf(x))
            if (r != Role::BaseConstraint && r != Role::CoverConstraint)
                of << roleName(r);
        if (const int u = grid.userColours().candidates[std::size_t(x)]; u > 0)
            of << userColourName(u);
        if (grid.mistakes().wronglyRemoved.test(x))
            of << GridAccessible::tr("wrongly removed");
        if (!of.isEmpty())
            roles << GridAccessible::tr("%1: %2").arg(d + 1).arg(of.join(QStringLiteral(", ")));
    }
    if (!roles.isEmpty())
        parts << roles.join(QStringLiteral("; "));
    // The cell itself and its houses where they are base or cover sets of the shown step.
    if (h.bases.test(cellConstraint(cell)))
        parts << GridAccessible::tr("the cell is a base set");
    if (h.covers.test(cellConstraint(cell)))
        parts << GridAccessible::tr("the cell is a cover set");
    for (const ConstraintKind kind : { ConstraintKind::Row, ConstraintKind::Column, ConstraintKind::Box }) {
        const int house = kind == ConstraintKind::Row ? rowOf(cell)
            : kind == ConstraintKind::Column          ? colOf(cell)
                                                      : boxOf(cell);
        bool base = false, cover = false;
        for (Digit d = 0; d < 9; ++d) {
            const Constraint hk = houseConstraint(kind, d, house);
            base = base || h.bases.test(hk);
            cover = cover || h.covers.test(hk);
        }
        const QString houseName = kind == ConstraintKind::Row ? GridAccessible::tr("the row")
            : kind == ConstraintKind::Column                  ? GridAccessible::tr("the column")
                                                              : GridAccessible::tr("the box");
        if (base)
            parts << GridAccessible::tr("%1 is a base set").arg(houseName);
        if (cover)
            parts << GridAccessible::tr("%1 is a cover set").arg(houseName);
    }
    return parts.join(QStringLiteral(", "));
}

namespace
{

// One cell of the grid (it has no QObject of its own).
class CellAccessible : public QAccessibleInterface, public QAccessibleTableCellInterface
{
public:
    CellAccessible(GridWidget* grid, int cell)
        : m_grid(grid)
        , m_cell(cell)
    {
    }

    bool isValid() const override { return !m_grid.isNull(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return m_grid ? m_grid->window()->windowHandle() : nullptr; }
    QAccessibleInterface* parent() const override { return QAccessible::queryAccessibleInterface(m_grid.data()); }
    QAccessibleInterface* child(int) const override { return nullptr; }
    QAccessibleInterface* childAt(int, int) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface*) const override { return -1; }

    QString text(QAccessible::Text t) const override
    {
        if (!m_grid)
            return {};
        switch (t) {
        case QAccessible::Name:
            return accessibleCellName(*m_grid, m_cell);
        case QAccessible::Description:
            return accessibleCellDescription(*m_grid, m_cell);
        case QAccessible::Value:
            return m_grid->state().isEmpty(m_cell) ? QString() : QString::number(m_grid->state().digit(m_cell) + 1);
        default:
            return {};
        }
    }
    void setText(QAccessible::Text, const QString&) override { }
    QRect rect() const override
    {
        if (!m_grid)
            return {};
        const QRect r = m_grid->gridGeometry().cellRect(m_cell).toAlignedRect();
        return QRect(m_grid->mapToGlobal(r.topLeft()), r.size());
    }
    QAccessible::Role role() const override { return QAccessible::Cell; }
    QAccessible::State state() const override
    {
        QAccessible::State st;
        st.focusable = true;
        st.selectable = true;
        if (m_grid && m_grid->cursorCell() == m_cell) {
            st.selected = true;
            st.focused = m_grid->hasFocus();
        }
        if (m_grid && !m_grid->state().isEmpty(m_cell))
            st.readOnly = m_grid->state().isGiven(m_cell);
        return st;
    }
    void* interface_cast(QAccessible::InterfaceType t) override
    {
        return t == QAccessible::TableCellInterface ? static_cast<QAccessibleTableCellInterface*>(this) : nullptr;
    }

    bool isSelected() const override { return m_grid && m_grid->cursorCell() == m_cell; }
    QList<QAccessibleInterface*> columnHeaderCells() const override { return {}; }
    QList<QAccessibleInterface*> rowHeaderCells() const override { return {}; }
    int columnIndex() const override { return colOf(m_cell); }
    int rowIndex() const override { return rowOf(m_cell); }
    int columnExtent() const override { return 1; }
    int rowExtent() const override { return 1; }
    QAccessibleInterface* table() const override { return parent(); }

private:
    QPointer<GridWidget> m_grid;
    int m_cell;
};

class GridTableAccessible : public QAccessibleWidget, public QAccessibleTableInterface
{
public:
    explicit GridTableAccessible(GridWidget* grid)
        : QAccessibleWidget(grid, QAccessible::Table)
    {
    }
    ~GridTableAccessible() override
    {
        for (const auto& [cell, id] : m_cells)
            QAccessible::deleteAccessibleInterface(id);
    }

    GridWidget* grid() const { return static_cast<GridWidget*>(widget()); }

    void* interface_cast(QAccessible::InterfaceType t) override
    {
        if (t == QAccessible::TableInterface)
            return static_cast<QAccessibleTableInterface*>(this);
        return QAccessibleWidget::interface_cast(t);
    }

    int childCount() const override { return kCells; }
    QAccessibleInterface* child(int index) const override
    {
        if (index < 0 || index >= kCells)
            return nullptr;
        if (auto it = m_cells.find(index); it != m_cells.end())
            return QAccessible::accessibleInterface(it->second);
        auto* cell = new CellAccessible(grid(), index);
        m_cells[index] = QAccessible::registerAccessibleInterface(cell);
        return cell;
    }
    int indexOfChild(const QAccessibleInterface* child) const override
    {
        if (const auto* cell = dynamic_cast<const CellAccessible*>(child))
            return cell->rowIndex() * 9 + cell->columnIndex();
        return -1;
    }
    QAccessibleInterface* childAt(int x, int y) const override
    {
        const QPoint local = grid()->mapFromGlobal(QPoint(x, y));
        const Cell c = grid()->gridGeometry().cellAt(QPointF(local));
        return c >= 0 ? child(c) : nullptr;
    }
    QAccessibleInterface* focusChild() const override
    {
        return grid()->hasFocus() ? child(grid()->cursorCell()) : nullptr;
    }

    // QAccessibleTableInterface
    QAccessibleInterface* caption() const override { return nullptr; }
    QAccessibleInterface* summary() const override { return nullptr; }
    QAccessibleInterface* cellAt(int row, int column) const override
    {
        return row >= 0 && row < 9 && column >= 0 && column < 9 ? child(row * 9 + column) : nullptr;
    }
    int selectedCellCount() const override { return 1; }
    QList<QAccessibleInterface*> selectedCells() const override { return { child(grid()->cursorCell()) }; }
    QString columnDescription(int column) const override { return GridAccessible::tr("column %1").arg(column + 1); }
    QString rowDescription(int row) const override { return GridAccessible::tr("row %1").arg(row + 1); }
    int columnCount() const override { return 9; }
    int rowCount() const override { return 9; }
    int selectedColumnCount() const override { return 0; }
    int selectedRowCount() const override { return 0; }
    QList<int> selectedColumns() const override { return {}; }
    QList<int> selectedRows() const override { return {}; }
    bool isColumnSelected(int) const override { return false; }
    bool isRowSelected(int) const override { return false; }
    bool selectRow(int) override { return false; }
    bool selectColumn(int) override { return false; }
    bool unselectRow(int) override { return false; }
    bool unselectColumn(int) override { return false; }
    void modelChange(QAccessibleTableModelChangeEvent*) override { }

private:
    mutable std::map<int, QAccessible::Id> m_cells;
};

QAccessibleInterface* gridFactory(const QString& className, QObject* object)
{
    if (className == QLatin1String(GridWidget::staticMetaObject.className()) && object && object->isWidgetType())
        return new GridTableAccessible(static_cast<GridWidget*>(object));
    return nullptr;
}

} // namespace

namespace
{
void (*g_observer)(QAccessibleEvent*) = nullptr;
} // namespace

void sendGridAccessibleEvent(QAccessibleEvent* event)
{
    if (g_observer)
        g_observer(event);
    QAccessible::updateAccessibility(event);
}

void setGridAccessibleEventObserver(void (*observer)(QAccessibleEvent* event))
{
    g_observer = observer;
}

void installGridAccessibility()
{
    static const bool installed = [] {
        QAccessible::installFactory(gridFactory);
        return true;
    }();
    Q_UNUSED(installed);
}

} // namespace setwise::ui
