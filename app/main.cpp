// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/main_window.h"

#include <QApplication>
#include <QLocale>
#include <QTranslator>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("Setwise"));
    QApplication::setOrganizationName(QStringLiteral("Setwise"));
    QTranslator translator;
    if (translator.load(QLocale(), QStringLiteral("setwise"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QApplication::installTranslator(&translator);
    setwise::ui::MainWindow window;
    window.show();
    return QApplication::exec();
}
