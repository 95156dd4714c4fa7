// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The technique guide's pages: for every registry technique its text
// (guide_text.h), a real example state kept in the resources
// (resources/techniques/examples.txt: "id|state"), the step of the technique
// the engine finds in it, drawn by the grid's own renderer, and its truths,
// links and equation diagram. The guide window and the exported pages
// (setwise-technique-pages) are both made from these.

#include "engine/state.h"
#include "engine/step.h"
#include "ui/grid/highlight.h"

#include <QImage>
#include <QString>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace setwise::ui
{

// The example states by technique id, as the resource file lists them.
struct GuideExample {
    std::string id;
    std::string state; // any state format parseState() reads (a HoDoKu library line)
};
const std::vector<GuideExample>& guideExamples();
const GuideExample* guideExample(std::string_view id);

// An example's state and the simplest step of the technique found in it
// (fewest truths and links, then the engine's order).
struct GuideStep {
    State state;
    Step step;
};
// Searches the example state with the technique's finder (cached: a forcing
// net's search takes a moment); nothing when there is no example or no step.
std::optional<GuideStep> guideStep(std::string_view id);

// A technique family in the guide's index: registry order, then the order of its ids.
struct GuideFamily {
    std::string family;
    QString name;
    std::vector<std::string> ids;
};
std::vector<GuideFamily> guideFamilies();
// Translated family name (the registry's families, "forcing" and "templates" included).
QString guideFamilyName(std::string_view family);

// What a guide picture draws of a step: its highlight as the workbench's
// default (Chain) view draws it for a structure or a loop, that is an
// Exocet's base, target and cross-line cells and an SK loop's ring rather
// than their truths' and links' houses; other steps' sets as they are, and
// the nets of an argument (a template's) not drawn.
Highlight guideHighlight(const Step& step);
// The grid with the step's highlight, as the workbench draws it, `size` pixels square.
QImage guidePicture(const GuideStep& example, int size, bool dark = false);

// A page as HTML for the guide window; `image` is the picture's URL.
QString guidePageHtml(std::string_view id, const GuideStep* example, const QString& image);
// The same page as Markdown for docs/techniques/; `image` is the picture's file name.
QString guidePageMarkdown(std::string_view id, const GuideStep* example, const QString& image);

// The index of the exported pages (docs/techniques/README.md): every technique by family, linked to ID.md.
QString guideIndexMarkdown();

} // namespace setwise::ui
