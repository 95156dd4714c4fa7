// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Summary dock: the puzzle's ratings (RatingPanel: SE, HoDoKu, BERT and
// the optimised path) over the techniques of the current path with their
// counts and top scores, and the path score. It scrolls rather than forcing
// the window taller than the user asked for.

#include <QScrollArea>

namespace setwise::ui
{

class RatingPanel;
class Session;
class SummaryModel;

class SummaryPanel : public QScrollArea
{
    Q_OBJECT
public:
    explicit SummaryPanel(Session* session, QWidget* parent = nullptr);

    RatingPanel* ratingPanel() const { return m_rating; }

private:
    SummaryModel* m_model;
    RatingPanel* m_rating;
};

} // namespace setwise::ui
