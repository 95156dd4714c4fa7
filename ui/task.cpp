// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/task.h"

namespace setwise::ui
{

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
