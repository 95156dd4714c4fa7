// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/work/task.h"

#include <QCoreApplication>
#include <QPointer>
#include <QThread>
#include <QThreadPool>

#include <algorithm>

namespace setwise::ui
{

QThreadPool* enginePool()
{
    // A child of the application: it goes (waiting for its jobs, which the
    // tasks' destructors have cancelled) with the application, not at exit.
    static QPointer<QThreadPool> pool;
    if (!pool) {
        pool = new QThreadPool(QCoreApplication::instance());
        pool->setObjectName(QStringLiteral("setwiseEnginePool"));
        pool->setMaxThreadCount(std::max(2, QThread::idealThreadCount()));
    }
    return pool;
}

TaskBase::~TaskBase()
{
    if (m_cancel)
        m_cancel->store(true);
}

void TaskBase::cancel()
{
    if (m_cancel)
        m_cancel->store(true);
    ++m_generation; // the running job's result is dropped
    setRunning(false);
}

void TaskBase::setRunning(bool running)
{
    if (running == m_running)
        return;
    m_running = running;
    emit runningChanged(running);
}

} // namespace setwise::ui
