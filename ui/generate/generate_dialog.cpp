// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/generate/generate_dialog.h"

#include "ui/common/error_text.h"
#include "ui/text/technique_names.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QThread>
#include <QTimer>
#include <QVBoxLayout>

#include <random>

namespace setwise::ui
{

namespace
{

QString symmetryDisplayName(Symmetry s)
{
    switch (s) {
    case Symmetry::None:
        return GenerateDialog::tr("None");
    case Symmetry::Rotational:
        return GenerateDialog::tr("Rotational (180°)");
    case Symmetry::Rotational90:
        return GenerateDialog::tr("Rotational (90°)");
    case Symmetry::Diagonal:
        return GenerateDialog::tr("Diagonal");
    case Symmetry::AntiDiagonal:
        return GenerateDialog::tr("Anti-diagonal");
    case Symmetry::BiDiagonal:
        return GenerateDialog::tr("Both diagonals");
    case Symmetry::Horizontal:
        return GenerateDialog::tr("Mirror (horizontal axis)");
    case Symmetry::Vertical:
        return GenerateDialog::tr("Mirror (vertical axis)");
    case Symmetry::Orthogonal:
        return GenerateDialog::tr("Both axes");
    case Symmetry::Dihedral:
        return GenerateDialog::tr("All eight (dihedral)");
    }
    return {};
}

} // namespace

GenerateDialog::GenerateDialog(QWidget* parent)
    : QDialog(parent)
    , m_level(new QComboBox(this))
    , m_seOn(new QCheckBox(tr("SE rating from"), this))
    , m_seMin(new QDoubleSpinBox(this))
    , m_seMax(new QDoubleSpinBox(this))
    , m_technique(new QComboBox(this))
    , m_needs(new QCheckBox(tr("Needed: not solved without it"), this))
    , m_practice(new QCheckBox(tr("Practice: open at its first step"), this))
    , m_symmetry(new QComboBox(this))
    , m_minimal(new QCheckBox(tr("Minimal: no given can be removed"), this))
    , m_progress(new QProgressBar(this))
    , m_status(new QLabel(this))
    , m_generate(new QPushButton(tr("&Generate"), this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Cancel, this))
    , m_poll(new QTimer(this))
{
    setWindowTitle(tr("Generate a Puzzle"));
    m_level->setObjectName(QStringLiteral("level"));
    m_level->addItem(tr("Any level"), -1);
    for (HodokuLevel l :
        { HodokuLevel::Easy, HodokuLevel::Medium, HodokuLevel::Hard, HodokuLevel::Unfair, HodokuLevel::Extreme }) {
        // The Summary dock's names of the levels (one translation for both).
        static const char* const kNames[] = { QT_TRANSLATE_NOOP("setwise::ui::RatingPanel", "Easy"),
            QT_TRANSLATE_NOOP("setwise::ui::RatingPanel", "Medium"),
            QT_TRANSLATE_NOOP("setwise::ui::RatingPanel", "Hard"),
            QT_TRANSLATE_NOOP("setwise::ui::RatingPanel", "Unfair"),
            QT_TRANSLATE_NOOP("setwise::ui::RatingPanel", "Extreme") };
        m_level->addItem(QCoreApplication::translate("setwise::ui::RatingPanel", kNames[int(l)]), int(l));
    }
    m_seOn->setObjectName(QStringLiteral("seOn"));
    for (QDoubleSpinBox* box : { m_seMin, m_seMax }) {
        box->setRange(1.0, 12.0);
        box->setDecimals(1);
        box->setSingleStep(0.1);
    }
    m_seMin->setObjectName(QStringLiteral("seMin"));
    m_seMax->setObjectName(QStringLiteral("seMax"));
    m_seMin->setValue(7.0);
    m_seMax->setValue(8.0);
    // Techniques: any, each family of the default techniques, then each technique, simplest first.
    m_technique->setObjectName(QStringLiteral("technique"));
    m_technique->addItem(tr("Any technique"), QString());
    QStringList families;
    for (const Technique& t : techniques()) {
        const QString family = QString::fromUtf8(t.family.data(), qsizetype(t.family.size()));
        if (t.defaultOn && !families.contains(family)) {
            families << family;
            m_technique->addItem(tr("Family: %1").arg(familyDisplayName(t.family)), family);
        }
    }
    for (const Technique& t : techniques())
        if (t.defaultOn)
            m_technique->addItem(techniqueDisplayName(t.id), QString::fromUtf8(t.id.data(), qsizetype(t.id.size())));
    m_needs->setObjectName(QStringLiteral("needs"));
    m_practice->setObjectName(QStringLiteral("practice"));
    m_practice->setToolTip(tr("Opens the puzzle at the state just before the technique's first step on the "
                              "simplest-first path; Hint (F2) then reveals the step in three levels."));
    m_symmetry->setObjectName(QStringLiteral("symmetry"));
    for (Symmetry s : allSymmetries())
        m_symmetry->addItem(symmetryDisplayName(s), int(s));
    m_minimal->setObjectName(QStringLiteral("minimal"));
    m_generate->setObjectName(QStringLiteral("generate"));
    m_generate->setDefault(true);
    m_buttons->addButton(m_generate, QDialogButtonBox::ActionRole);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_progress->setTextVisible(false);
    m_status->setObjectName(QStringLiteral("status"));
    m_status->setWordWrap(true);

    auto* se = new QHBoxLayout;
    se->addWidget(m_seMin);
    se->addWidget(new QLabel(tr("to"), this));
    se->addWidget(m_seMax);
    auto* form = new QFormLayout;
    form->addRow(tr("&Level (HoDoKu):"), m_level);
    form->addRow(m_seOn, se);
    form->addRow(tr("&Technique:"), m_technique);
    form->addRow(QString(), m_needs);
    form->addRow(QString(), m_practice);
    form->addRow(tr("&Symmetry:"), m_symmetry);
    form->addRow(QString(), m_minimal);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_progress);
    layout->addWidget(m_status);
    layout->addWidget(m_buttons);

    connect(m_generate, &QPushButton::clicked, this, &GenerateDialog::generate);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &GenerateDialog::reject);
    connect(m_seOn, &QCheckBox::toggled, this, &GenerateDialog::updateControls);
    connect(m_technique, &QComboBox::currentIndexChanged, this, &GenerateDialog::updateControls);
    connect(m_poll, &QTimer::timeout, this, [this] {
        if (m_attempts)
            m_status->setText(tr("Generating… %n puzzle(s) tried", nullptr, int(m_attempts->load())));
    });
    m_poll->setInterval(200);
    updateControls();
}

GenerateDialog::~GenerateDialog()
{
    if (m_thread) {
        m_cancel->store(true);
        m_thread->wait();
        delete m_thread;
    }
}

void GenerateDialog::updateControls()
{
    const bool busy = isGenerating();
    const bool technique = !m_technique->currentData().toString().isEmpty();
    for (QWidget* w : std::initializer_list<QWidget*> { m_level, m_seOn, m_technique, m_symmetry, m_minimal })
        w->setEnabled(!busy);
    m_seMin->setEnabled(!busy && m_seOn->isChecked());
    m_seMax->setEnabled(!busy && m_seOn->isChecked());
    m_needs->setEnabled(!busy && technique);
    m_practice->setEnabled(!busy && technique);
    m_generate->setEnabled(!busy);
}

GeneratorRequest GenerateDialog::request() const
{
    GeneratorRequest r;
    if (const int level = m_level->currentData().toInt(); level >= 0)
        r.level = HodokuLevel(level);
    if (m_seOn->isChecked()) {
        r.seMin = int(std::lround(m_seMin->value() * 10));
        r.seMax = int(std::lround(m_seMax->value() * 10));
    }
    if (const QString t = m_technique->currentData().toString(); !t.isEmpty()) {
        r.techniques = { t.toStdString() };
        r.needs = m_needs->isChecked();
    }
    r.symmetry = Symmetry(m_symmetry->currentData().toInt());
    r.minimal = m_minimal->isChecked();
    r.rate = true;
    return r;
}

bool GenerateDialog::practice() const
{
    return m_practice->isChecked() && !m_technique->currentData().toString().isEmpty();
}

void GenerateDialog::generate()
{
    if (m_thread)
        return;
    const GeneratorRequest r = request();
    if (auto e = validateRequest(r)) {
        m_status->setText(tr("Cannot generate: %1").arg(QString::fromStdString(e->message)));
        emit generationFailed(m_status->text());
        return;
    }
    std::uint64_t seed = 0;
    if (m_fixedSeed)
        seed = *m_fixedSeed;
    else {
        std::random_device device;
        seed = (std::uint64_t(device()) << 32) ^ device();
    }
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_attempts = std::make_shared<std::atomic<std::uint64_t>>(0);
    // The worker keeps its own references, so it never touches the dialog's members.
    m_thread = QThread::create([this, r, seed, cancel = m_cancel, attempts = m_attempts] {
        auto out = std::make_shared<Result<GeneratedPuzzle>>(
            generatePuzzle(r, seed, 0, GeneratorControl { cancel.get(), attempts.get() }));
        QMetaObject::invokeMethod(
            this, [this, out, seed] { finish(std::move(*out), seed); }, Qt::QueuedConnection);
    });
    m_progress->setRange(0, 0); // busy
    m_status->setText(tr("Generating…"));
    m_poll->start();
    m_thread->start();
    updateControls();
}

void GenerateDialog::finish(Result<GeneratedPuzzle> puzzle, std::uint64_t seed)
{
    m_thread->wait();
    delete m_thread;
    m_thread = nullptr;
    m_poll->stop();
    m_progress->setRange(0, 1);
    m_progress->setValue(puzzle ? 1 : 0);
    const bool cancelled = m_cancel->load();
    updateControls();
    if (cancelled) {
        m_status->setText(tr("Cancelled."));
        return;
    }
    if (!puzzle) {
        m_status->setText(tr("No puzzle: %1").arg(errorSentence(puzzle.error())));
        emit generationFailed(m_status->text());
        return;
    }
    const GeneratedPuzzle& p = *puzzle;
    GenerateResult r;
    r.puzzle = p.puzzle;
    if (practice()) {
        r.practice = p.practice;
        r.practiceStep = p.practiceStep;
    }
    r.technique = m_technique->currentData().toString().toStdString();
    r.seed = seed;
    if (p.hodoku)
        r.level = p.hodoku->level;
    if (p.se)
        r.er = p.se->er;
    m_result = std::move(r);
    accept();
}

void GenerateDialog::cancelGeneration()
{
    if (m_cancel)
        m_cancel->store(true);
}

void GenerateDialog::reject()
{
    // Cancel stops a running generation first; a second Cancel closes.
    if (m_thread) {
        cancelGeneration();
        return;
    }
    QDialog::reject();
}

} // namespace setwise::ui
