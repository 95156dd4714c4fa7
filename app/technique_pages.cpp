// SPDX-License-Identifier: GPL-3.0-or-later
// setwise-technique-pages OUTDIR [--lang de]: writes the technique guide's
// pages as Markdown for the web: OUTDIR/ID.md and OUTDIR/ID.png for every
// registry technique (the same text, example and diagram as Help ▸
// Techniques), and OUTDIR/README.md, the index by family. Run offscreen
// (scripts/technique-pages.sh).
#include "ui/app/command_line.h"
#include "ui/guide/technique_guide.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QTextStream>
#include <QTranslator>

#include <cstdio>

using namespace setwise::ui;

namespace
{

bool writeText(const QString& path, const QString& text)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly | QIODevice::Text | QIODevice::Truncate))
        return false;
    f.write(text.toUtf8());
    return f.error() == QFile::NoError;
}

} // namespace

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    const QStringList args = QApplication::arguments().mid(1);
    if (args.isEmpty() || args.front().startsWith(QLatin1Char('-'))) {
        std::fputs("usage: setwise-technique-pages OUTDIR [--lang de] [--size PIXELS]\n", stderr);
        return 2;
    }
    const QString out = args.front();
    QTranslator english;
    QTranslator translator;
    installEnglishPlurals(english);
    const qsizetype lang = args.indexOf(QStringLiteral("--lang"));
    if (lang > 0 && lang + 1 < args.size()) {
        if (!translator.load(QStringLiteral(":/i18n/setwise_%1.qm").arg(args[lang + 1]))) {
            std::fprintf(stderr, "no translation for %s\n", qPrintable(args[lang + 1]));
            return 2;
        }
        QApplication::installTranslator(&translator);
    }
    const qsizetype sizeArg = args.indexOf(QStringLiteral("--size"));
    const int size = sizeArg > 0 && sizeArg + 1 < args.size() ? args[sizeArg + 1].toInt() : 360;
    if (!QDir().mkpath(out)) {
        std::fprintf(stderr, "cannot create %s\n", qPrintable(out));
        return 74;
    }

    int missing = 0;
    for (const GuideFamily& family : guideFamilies()) {
        for (const std::string& id : family.ids) {
            const QString name = QString::fromStdString(id);
            const std::optional<GuideStep> example = guideStep(id);
            QString image;
            if (example) {
                image = name + QStringLiteral(".png");
                // A small palette keeps the pictures light for a repository and the web.
                const QImage picture
                    = guidePicture(*example, size)
                          .convertToFormat(QImage::Format_Indexed8, Qt::ThresholdDither | Qt::AvoidDither);
                if (!picture.save(out + u'/' + image, "PNG", 9)) {
                    std::fprintf(stderr, "cannot write %s\n", qPrintable(image));
                    return 74;
                }
            } else {
                ++missing;
                std::fprintf(stderr, "%s: no example step\n", id.c_str());
            }
            if (!writeText(out + u'/' + name + QStringLiteral(".md"),
                    guidePageMarkdown(id, example ? &*example : nullptr, image))) {
                std::fprintf(stderr, "cannot write %s.md\n", id.c_str());
                return 74;
            }
        }
    }
    if (!writeText(out + QStringLiteral("/README.md"), guideIndexMarkdown()))
        return 74;
    return missing ? 1 : 0;
}
