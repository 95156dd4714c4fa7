// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/text/forum_text.h"

#include "engine/diagram.h"
#include "engine/formats.h"
#include "engine/techniques.h"

#include "ui/text/step_text.h"

#include <QCoreApplication>
#include <QStringList>

namespace setwise::ui
{

namespace
{
class ForumText
{
    Q_DECLARE_TR_FUNCTIONS(setwise::ui::ForumText)
};

// "X-Wing: 3 r17 c49 => r2c4<>3, ...": the shown name, then HoDoKu's
// one-liner without its own (English) name.
QString title(const Step& step)
{
    const QString line = qs(hodokuText(step));
    // A chain is written once, in the Eureka line below: the title keeps its conclusion.
    if (const int arrow = line.lastIndexOf(QStringLiteral(" => ")); arrow >= 0 && !eurekaNotation(step).empty())
        return stepName(step) + QStringLiteral(": ") + line.mid(arrow + 4);
    const Technique* t = findTechnique(step.technique);
    const QString prefix = t ? qs(t->name) + QStringLiteral(": ") : QString();
    if (!prefix.isEmpty() && line.startsWith(prefix))
        return stepName(step) + QStringLiteral(": ") + line.mid(prefix.size());
    return line;
}

// The diagram's tables: renderText() less its first two lines (the header
// and the BERT expression, written once above).
QString tables(const Step& step)
{
    QStringList lines = qs(renderText(makeDiagram(step))).split(QLatin1Char('\n'));
    lines = lines.mid(2);
    while (!lines.isEmpty() && lines.front().trimmed().isEmpty())
        lines.removeFirst();
    while (!lines.isEmpty() && lines.back().trimmed().isEmpty())
        lines.removeLast();
    return lines.join(QLatin1Char('\n')); // the header's leading blanks align its columns
}

} // namespace

QString forumText(const Step& step, const State& state, bool markdown)
{
    QStringList body;
    const std::string eureka = eurekaNotation(step);
    if (!eureka.empty())
        body << ForumText::tr("Eureka: %1").arg(qs(eureka));
    const std::vector<std::string> branches = forcingChainLines(step);
    for (const std::string& b : branches)
        body << QStringLiteral("  ") + qs(b);
    if (step.setLogic) {
        body << qs(truthsLinksText(step)) << qs(bertText(step));
        const QString t = tables(step);
        if (!t.isEmpty())
            body << QString() << t;
    } else if (!step.justification.empty()) {
        body << qs(step.justification);
    }
    body << QString() << ForumText::tr("Pencilmarks before the step:") << qs(writePencilmarks(state)).trimmed();
    const QString code = body.join(QLatin1Char('\n'));
    if (markdown)
        return QStringLiteral("**%1**\n\n```\n%2\n```\n").arg(title(step), code);
    return QStringLiteral("[b]%1[/b]\n[code]\n%2\n[/code]\n").arg(title(step), code);
}

} // namespace setwise::ui
