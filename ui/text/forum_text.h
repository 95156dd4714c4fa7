// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A step as forum text (BBCode or Markdown), each thing once: a title (the
// step's name and HoDoKu's one-liner), the Eureka line of a chain, AIC or
// ALS step, a forcing chain's branches in HoDoKu's arrows, the truths and
// links, the equation (BERT), the diagram's tables and the pencilmark grid
// of the state the step applies to (HoDoKu's boxed layout, which reads back).

#include "engine/step.h"

#include <QString>

namespace setwise::ui
{

QString forumText(const Step& step, const State& state, bool markdown);

} // namespace setwise::ui
