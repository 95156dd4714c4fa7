// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The candidate grid: paints a resolution state (givens, placed digits,
// candidates) and forwards input. It never changes the state itself.

#include "engine/state.h"

#include <QWidget>

namespace setwise::ui {

class GridWidget : public QWidget {
    Q_OBJECT
public:
    explicit GridWidget(QWidget* parent = nullptr);

    void setState(const State& state);
    const State& state() const { return m_state; }

    QSize sizeHint() const override { return {540, 540}; }
    QSize minimumSizeHint() const override { return {240, 240}; }

protected:
    void paintEvent(QPaintEvent* event) override;

private:
    State m_state;
};

} // namespace setwise::ui
