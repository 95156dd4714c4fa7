// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/guide/technique_guide.h"

#include "engine/diagram.h"
#include "engine/formats.h"
#include "engine/stepper.h"
#include "engine/techniques.h"
#include "ui/grid/grid_widget.h"
#include "ui/grid/highlight.h"
#include "ui/grid/palette.h"
#include "ui/guide/guide_text.h"
#include "ui/text/step_text.h"
#include "ui/text/technique_names.h"

#include <QCoreApplication>
#include <QFile>
#include <QMutex>
#include <QMutexLocker>

#include <algorithm>
#include <map>

namespace setwise::ui
{

namespace
{

struct FamilyName {
    std::string_view family;
    const char* name;
};

// Families the name table of the workbench does not know (the guide's index names every one).
constexpr FamilyName kFamilyNames[] = {
    { "forcing", QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "Forcing Chains and Nets") },
    { "templates", QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "Templates") },
};

QString esc(const QString& s)
{
    return s.toHtmlEscaped();
}

// The diagram's tables as rows of cells: the header row, a row per truth, the eliminations.
struct DiagramRows {
    QStringList header;
    std::vector<QStringList> rows;
};

// Larger diagrams (forcing nets written as sets) are left to the workbench's
// diagram dock: a page names their truths and links only.
constexpr std::size_t kMaxDiagramLinks = 12;

std::vector<DiagramRows> diagramRows(const Step& step)
{
    std::vector<DiagramRows> out;
    const Diagram d = makeDiagram(step);
    for (const DiagramTable& t : d.tables) {
        if ((t.bases.empty() && t.virtualBases.empty()) || t.covers.size() > kMaxDiagramLinks)
            continue;
        DiagramRows r;
        r.header << QString();
        for (Constraint k : t.covers)
            r.header << qs(constraintName(k));
        r.header << QStringLiteral("≥ 1");
        const std::size_t n = t.bases.size() + t.virtualBases.size();
        for (std::size_t i = 0; i < n; ++i) {
            QStringList row;
            row << (i < t.bases.size() ? qs(constraintName(t.bases[i]))
                                       : qs(virtualBaseName(t.virtualBases[i - t.bases.size()])));
            for (std::size_t j = 0; j < t.covers.size(); ++j)
                row << (i < t.cells.size() && j < t.cells[i].size() && t.cells[i][j].any() ? qs(cellText(t.cells[i][j]))
                                                                                           : QString());
            row << (i < t.fins.size() && t.fins[i].any() ? qs(cellText(t.fins[i])) : QString());
            r.rows.push_back(row);
        }
        QStringList elim;
        elim << guideTr(QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "eliminated"));
        for (const CandidateSet& e : t.coverEliminations)
            elim << (e.any() ? qs(cellText(e)) : QString());
        elim << (t.otherEliminations.any() ? qs(cellText(t.otherEliminations)) : QString());
        r.rows.push_back(elim);
        out.push_back(std::move(r));
    }
    return out;
}

QString pageTitle(std::string_view id)
{
    return techniqueDisplayName(id);
}

QString familyOf(std::string_view id)
{
    const Technique* t = findTechnique(id);
    return t ? guideFamilyName(t->family) : QString();
}

} // namespace

QString guideTr(const char* source)
{
    return QCoreApplication::translate("setwise::ui::TechniqueGuide", source);
}

const std::vector<GuideExample>& guideExamples()
{
    static const std::vector<GuideExample> all = [] {
        std::vector<GuideExample> v;
        QFile f(QStringLiteral(":/techniques/examples.txt"));
        if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
            return v;
        while (!f.atEnd()) {
            const QString line = QString::fromUtf8(f.readLine()).trimmed();
            const qsizetype bar = line.indexOf(QLatin1Char('|'));
            if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || bar < 0)
                continue;
            v.push_back({ line.left(bar).trimmed().toStdString(), line.mid(bar + 1).trimmed().toStdString() });
        }
        return v;
    }();
    return all;
}

const GuideExample* guideExample(std::string_view id)
{
    for (const GuideExample& e : guideExamples())
        if (e.id == id)
            return &e;
    return nullptr;
}

std::optional<GuideStep> guideStep(std::string_view id)
{
    static QMutex mutex;
    static std::map<std::string, std::optional<GuideStep>, std::less<>> cache;
    {
        QMutexLocker lock(&mutex);
        if (auto it = cache.find(id); it != cache.end())
            return it->second;
    }
    std::optional<GuideStep> found;
    if (const GuideExample* e = guideExample(id)) {
        if (auto s = parseState(e->state)) {
            std::vector<Step> steps = findSteps(*s, id);
            // The simplest step: fewest truths and links, then the engine's order.
            const auto size = [](const Step& x) {
                return x.readings.empty() ? 0 : x.readings.front().bases.size() + x.readings.front().covers.size();
            };
            auto best = std::min_element(
                steps.begin(), steps.end(), [&](const Step& a, const Step& b) { return size(a) < size(b); });
            if (best != steps.end())
                found = GuideStep { *s, *best };
        }
    }
    QMutexLocker lock(&mutex);
    cache.emplace(std::string(id), found);
    return found;
}

QString guideFamilyName(std::string_view family)
{
    for (const auto& [key, name] : kFamilyNames)
        if (key == family)
            return guideTr(name);
    return familyDisplayName(family);
}

std::vector<GuideFamily> guideFamilies()
{
    std::vector<GuideFamily> out;
    for (const Technique& t : techniques()) {
        auto it = std::find_if(out.begin(), out.end(), [&](const GuideFamily& f) { return f.family == t.family; });
        if (it == out.end()) {
            out.push_back({ std::string(t.family), guideFamilyName(t.family), {} });
            it = out.end() - 1;
        }
        it->ids.emplace_back(t.id);
    }
    return out;
}

Highlight guideHighlight(const Step& step)
{
    Highlight h = highlightOf(step);
    if (step.branches.empty())
        h.branches.clear(); // a template's nets: too many for a small picture; the sets say it
    if (h.structureBase.any() || !h.loop.empty())
        h = withChainView(std::move(h), ChainView::Chain);
    return h;
}

QImage guidePicture(const GuideStep& example, int size, bool dark)
{
    GridWidget grid;
    grid.setAttribute(Qt::WA_DontShowOnScreen);
    grid.resize(size, size);
    Palette colours = Palette::make(ColourScheme::OkabeIto, dark);
    colours.cursor = Qt::transparent; // a picture has no keyboard cursor
    grid.setColours(colours);
    grid.setState(example.state);
    grid.setHighlight(guideHighlight(example.step));
    return grid.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

QString guidePageHtml(std::string_view id, const GuideStep* example, const QString& image)
{
    const GuideText text = guideText(id);
    QString html = QStringLiteral("<h2>%1</h2><p><i>%2</i></p>").arg(esc(pageTitle(id)), esc(familyOf(id)));
    html += QStringLiteral("<h3>%1</h3><p>%2</p><h3>%3</h3><p>%4</p>")
                .arg(esc(guideTr(QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "The pattern"))), text.pattern,
                    esc(guideTr(QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "Why it eliminates"))), text.reason);
    html
        += QStringLiteral("<h3>%1</h3>").arg(esc(guideTr(QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "Example"))));
    if (!example) {
        html += QStringLiteral("<p>%1</p>")
                    .arg(esc(guideTr(QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "No example is available."))));
        return html;
    }
    const Step& step = example->step;
    html += QStringLiteral("<p><img src=\"%1\"></p>").arg(esc(image));
    html += QStringLiteral("<p><b>%1</b></p>").arg(esc(stepLine(step)));
    if (step.setLogic && !step.readings.empty()) {
        html += QStringLiteral("<p>%1<br><code>%2</code></p>").arg(esc(stepSummary(step)), esc(qs(bertText(step))));
        for (const DiagramRows& t : diagramRows(step)) {
            html += QStringLiteral("<table border='1' cellspacing='0' cellpadding='3'><tr>");
            for (const QString& h : t.header)
                html += QStringLiteral("<th>%1</th>").arg(esc(h));
            html += QStringLiteral("</tr>");
            for (const QStringList& row : t.rows) {
                html += QStringLiteral("<tr>");
                for (qsizetype i = 0; i < row.size(); ++i)
                    html += (i == 0 ? QStringLiteral("<th align='left'>%1</th>") : QStringLiteral("<td>%1</td>"))
                                .arg(esc(row[i]));
                html += QStringLiteral("</tr>");
            }
            html += QStringLiteral("</table><br>");
        }
    }
    if (!step.forcingText.empty())
        html += QStringLiteral("<pre>%1</pre>").arg(esc(qs(step.forcingText)));
    return html;
}

QString guidePageMarkdown(std::string_view id, const GuideStep* example, const QString& image)
{
    const GuideText text = guideText(id);
    const auto plain = [](QString s) { return s.remove(QStringLiteral("<i>")).remove(QStringLiteral("</i>")); };
    QString md = QStringLiteral("# %1\n\n*%2* · `%3`\n\n").arg(pageTitle(id), familyOf(id), qs(id));
    md += QStringLiteral("## %1\n\n%2\n\n## %3\n\n%4\n\n")
              .arg(guideTr(QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "The pattern")), plain(text.pattern),
                  guideTr(QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "Why it eliminates")), plain(text.reason));
    md += QStringLiteral("## %1\n\n").arg(guideTr(QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "Example")));
    if (!example)
        return md + guideTr(QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "No example is available.")) + u'\n';
    const Step& step = example->step;
    md += QStringLiteral("![%1](%2)\n\n**%3**\n\n").arg(pageTitle(id), image, stepLine(step));
    if (const GuideExample* e = guideExample(id))
        md += QStringLiteral("State: `%1`\n\n").arg(qs(e->state));
    if (step.setLogic && !step.readings.empty()) {
        md += QStringLiteral("%1\n\n    %2\n\n").arg(stepSummary(step), qs(bertText(step)));
        for (const DiagramRows& t : diagramRows(step)) {
            const auto row = [](const QStringList& cells) {
                QStringList c = cells;
                for (QString& s : c)
                    s = s.isEmpty() ? QStringLiteral(" ") : QStringLiteral("`%1`").arg(s);
                return QStringLiteral("| %1 |\n").arg(c.join(QStringLiteral(" | ")));
            };
            md += row(t.header);
            md += QStringLiteral("|%1\n").arg(QStringLiteral("---|").repeated(t.header.size()));
            for (const QStringList& r : t.rows)
                md += row(r);
            md += u'\n';
        }
    }
    if (!step.forcingText.empty())
        md += QStringLiteral("```\n%1\n```\n").arg(qs(step.forcingText));
    return md;
}

QString guideIndexMarkdown()
{
    QString md = QStringLiteral("# %1\n\n%2\n\n")
                     .arg(guideTr(QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide", "Technique Guide")),
                         guideTr(QT_TRANSLATE_NOOP("setwise::ui::TechniqueGuide",
                             "One page per technique Setwise knows: what the pattern is, why it eliminates, and a "
                             "real example drawn by Setwise, with its truths, links and equation diagram. The same "
                             "pages open in the program under Help ▸ Techniques; F1 opens the page of the step "
                             "shown.")));
    for (const GuideFamily& family : guideFamilies()) {
        md += QStringLiteral("## %1\n\n").arg(family.name);
        for (const std::string& id : family.ids)
            md += QStringLiteral("- [%1](%2.md)\n").arg(techniqueDisplayName(id), qs(id));
        md += u'\n';
    }
    return md;
}

} // namespace setwise::ui
