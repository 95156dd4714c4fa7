// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// File ▸ New ▸ Generate…: a new puzzle by HoDoKu level, SE rating range,
// technique and symmetry (engine/generator/), generated on the dialog's own
// worker thread (never Qt's global pool, which paints) with progress and
// cancel. With Practice, the result also holds the state just before the
// chosen technique's first step on the simplest-first path: the stepper's
// next step there is that technique, so the graded hints reveal it.

#include "engine/generator/generator.h"

#include <QDialog>

#include <atomic>
#include <memory>
#include <optional>

class QCheckBox;
class QComboBox;
class QDialogButtonBox;
class QDoubleSpinBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QThread;
class QTimer;

namespace setwise::ui
{

struct GenerateResult {
    State puzzle; // the givens
    std::optional<State> practice; // Practice: the state before the technique's first step
    std::optional<Step> practiceStep; // and that step
    std::string technique; // the id or family asked for; empty: any
    std::uint64_t seed = 0; // generatePuzzle(request, seed, 0) gives the puzzle again
    std::optional<HodokuLevel> level; // its ratings, when computed
    std::optional<int> er; // SE rating in tenths
};

class GenerateDialog : public QDialog
{
    Q_OBJECT
public:
    explicit GenerateDialog(QWidget* parent = nullptr);
    ~GenerateDialog() override;

    // The request the controls describe.
    GeneratorRequest request() const;
    bool practice() const;
    // Set after a successful Generate (the dialog is then accepted).
    const std::optional<GenerateResult>& result() const { return m_result; }
    bool isGenerating() const { return m_thread != nullptr; }
    // Fixes the seed of the next Generate (tests); otherwise a random one.
    void setSeed(std::uint64_t seed) { m_fixedSeed = seed; }

public slots:
    void generate();
    void cancelGeneration();

signals:
    void generationFailed(const QString& why);

private:
    void updateControls();
    void finish(Result<GeneratedPuzzle> puzzle, std::uint64_t seed);
    void reject() override;

    QComboBox* m_level;
    QCheckBox* m_seOn;
    QDoubleSpinBox* m_seMin;
    QDoubleSpinBox* m_seMax;
    QComboBox* m_technique;
    QCheckBox* m_needs;
    QCheckBox* m_practice;
    QComboBox* m_symmetry;
    QCheckBox* m_minimal;
    QProgressBar* m_progress;
    QLabel* m_status;
    QPushButton* m_generate;
    QDialogButtonBox* m_buttons;
    QTimer* m_poll;

    QThread* m_thread = nullptr;
    std::shared_ptr<std::atomic<bool>> m_cancel;
    std::shared_ptr<std::atomic<std::uint64_t>> m_attempts;
    std::optional<std::uint64_t> m_fixedSeed;
    std::optional<GenerateResult> m_result;
};

} // namespace setwise::ui
