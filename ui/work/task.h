// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// One kind of background work (docs/architecture.md, Habits): a job runs on the engine's
// own thread pool (never QThreadPool::globalInstance(), which Qt paints with:
// a long search there froze the window), its result arrives on the GUI
// thread as a value. Starting a
// new job cancels the previous one (through the flag that
// SearchOptions::cancel points to) and drops its result, so a slow answer for
// an old state can never overwrite a newer one.

#include <QFutureWatcher>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QtConcurrent/QtConcurrentRun>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>

class QThreadPool;

namespace setwise::ui
{

// The pool every engine job runs on, owned by the UI layer: at least two
// threads (a hint need not wait for the background rating), at most one per
// CPU. Qt's global pool stays free for painting.
QThreadPool* enginePool();

class TaskBase : public QObject
{
    Q_OBJECT
public:
    explicit TaskBase(QString description, QObject* parent = nullptr)
        : QObject(parent)
        , m_description(std::move(description))
    {
    }
    // A job still running when its task goes away is told to stop.
    ~TaskBase() override;
    bool isRunning() const { return m_running; }
    const QString& description() const { return m_description; }
    // Asks the running job to stop; its result is dropped.
    void cancel();
    // Work done so far by the running job (SearchOptions::progress: rank
    // search nodes), 0 when it reports none.
    quint64 progress() const { return m_progress ? m_progress->load(std::memory_order_relaxed) : 0; }
    // Steps found so far by a job that walks a path (Solve to End, Solve Up
    // To), 0 for the others.
    quint64 steps() const { return m_steps ? m_steps->load(std::memory_order_relaxed) : 0; }

signals:
    void runningChanged(bool running);

protected:
    void setRunning(bool running);
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<std::atomic<std::uint64_t>> m_progress;
    std::shared_ptr<std::atomic<std::uint64_t>> m_steps;
    quint64 m_generation = 0;

private:
    QString m_description;
    bool m_running = false;
};

template <typename R> class Task : public TaskBase
{
public:
    using TaskBase::TaskBase;
    using Job = std::function<R(const std::atomic<bool>& cancel, std::atomic<std::uint64_t>& progress)>;
    // A job that walks a path also counts its steps (steps()).
    using StepJob = std::function<R(
        const std::atomic<bool>& cancel, std::atomic<std::uint64_t>& progress, std::atomic<std::uint64_t>& steps)>;
    using Done = std::function<void(R)>;

    void start(Job job, Done done)
    {
        start(StepJob([job = std::move(job)](const std::atomic<bool>& cancel, std::atomic<std::uint64_t>& progress,
                          std::atomic<std::uint64_t>&) { return job(cancel, progress); }),
            std::move(done));
    }

    void start(StepJob job, Done done)
    {
        if (m_cancel)
            m_cancel->store(true);
        auto flag = std::make_shared<std::atomic<bool>>(false);
        m_cancel = flag;
        auto progress = std::make_shared<std::atomic<std::uint64_t>>(0);
        m_progress = progress;
        auto steps = std::make_shared<std::atomic<std::uint64_t>>(0);
        m_steps = steps;
        const quint64 generation = ++m_generation;
        auto* watcher = new QFutureWatcher<R>(this);
        QObject::connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, flag, generation, done] {
            watcher->deleteLater();
            if (generation != m_generation)
                return; // superseded by a newer job
            setRunning(false);
            if (!flag->load())
                done(watcher->future().result());
        });
        setRunning(true);
        watcher->setFuture(QtConcurrent::run(
            enginePool(), [job = std::move(job), flag, progress, steps] { return job(*flag, *progress, *steps); }));
    }
};

} // namespace setwise::ui
