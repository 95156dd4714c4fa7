// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/common/error_text.h"

#include "engine/tables.h"

#include <QCoreApplication>

namespace setwise::ui
{

namespace
{

// The translation context of the texts.
class ErrorText
{
    Q_DECLARE_TR_FUNCTIONS(setwise::ui::ErrorText)
};

QString arg(const Error& e, std::size_t i)
{
    return i < e.args.size() ? QString::fromStdString(e.args[i]) : QString();
}

// A character the text holds where it should not: quoted, or "the end of the text".
QString found(const Error& e, std::size_t i)
{
    const QString f = arg(e, i);
    return f.isEmpty() ? ErrorText::tr("the end of the text") : ErrorText::tr("“%1”").arg(f);
}

QString houseKind(const QString& kind)
{
    if (kind == QLatin1String("row"))
        return ErrorText::tr("row");
    if (kind == QLatin1String("column"))
        return ErrorText::tr("column");
    return ErrorText::tr("box");
}

QString houseName(Constraint k)
{
    const int n = constraintHouse(k) + 1;
    switch (kindOf(k)) {
    case ConstraintKind::Row:
        return ErrorText::tr("row %1").arg(n);
    case ConstraintKind::Column:
        return ErrorText::tr("column %1").arg(n);
    default:
        return ErrorText::tr("box %1").arg(n);
    }
}

} // namespace

QString errorSentence(const Error& e)
{
    switch (e.code) {
    case ErrorCode::Other:
    case ErrorCode::Unreadable: {
        // No code of its own: the engine's English detail only where the screen is English
        // (the sentence is untranslated), never inside a translated one.
        static const char* const kSource
            = QT_TRANSLATE_NOOP("setwise::ui::ErrorText", "Setwise cannot read this text as a sudoku state.");
        const QString sentence = ErrorText::tr(kSource);
        if (sentence == QLatin1String(kSource) && !e.message.empty())
            return sentence + QLatin1Char(' ') + QString::fromStdString(e.message);
        return sentence;
    }
    case ErrorCode::TextTooLong:
        return ErrorText::tr("The text is %1 bytes long; the limit is %2 bytes.").arg(arg(e, 0), arg(e, 1));
    case ErrorCode::DuplicateGiven:
        return ErrorText::tr("Digit %1 appears twice in %2 %3 (%4 and %5); the givens contradict each other.")
            .arg(arg(e, 0), houseKind(arg(e, 1)), arg(e, 2), arg(e, 3), arg(e, 4));
    case ErrorCode::ExpectedDigitAfterPlus:
        return ErrorText::tr("Expected a digit 1-9 after “+” (a placed digit), found %1.").arg(found(e, 0));
    case ErrorCode::BadCellCharacter:
        return ErrorText::tr("Unexpected character %1; a cell is a digit 1-9, “.” or “0”.").arg(found(e, 0));
    case ErrorCode::TooManyCells:
        return ErrorText::tr("Found %1 cells; a grid has 81.").arg(arg(e, 0));
    case ErrorCode::TooFewCells:
        return ErrorText::tr("Found %1 cells; a grid needs 81.").arg(arg(e, 0));
    case ErrorCode::LineCellCount:
        return ErrorText::tr("This line has %1 cells; a grid written over several lines needs 9 cells per line.")
            .arg(arg(e, 0));
    case ErrorCode::TextAfterGrid:
        return ErrorText::tr("Unexpected text after the 81 cells of the grid.");
    case ErrorCode::BadCandidateCharacter:
        return ErrorText::tr("Unexpected character %1; a candidate line holds digits 1-9, “.” or “0”.")
            .arg(found(e, 0));
    case ErrorCode::CandidateOutOfOrder:
        return ErrorText::tr(
            "Candidate %1 of %2 is written %3; each cell lists the digits 1-9 in order, “.” for a missing one.")
            .arg(arg(e, 0), arg(e, 1), found(e, 2));
    case ErrorCode::TooManyCandidateCharacters:
        return ErrorText::tr("Found %1 candidate characters; a candidate line has 729 (9 per cell).").arg(arg(e, 0));
    case ErrorCode::TooFewCandidateCharacters:
        return ErrorText::tr("Found %1 candidate characters; a candidate line needs 729 (9 per cell).").arg(arg(e, 0));
    case ErrorCode::TextAfterCandidates:
        return ErrorText::tr("Unexpected text after the 729 characters of the candidate line.");
    case ErrorCode::PencilmarkBadCharacter:
        return ErrorText::tr("Unexpected character %1 in %2; a pencilmark cell lists digits 1-9, or “.” for none.")
            .arg(found(e, 0), arg(e, 1));
    case ErrorCode::PencilmarkDigitTwice:
        return ErrorText::tr("Digit %1 is listed twice in %2.").arg(arg(e, 0), arg(e, 1));
    case ErrorCode::PencilmarkRowCells:
        return ErrorText::tr("Row %1 of the pencilmark grid has %2 cells; expected 9.").arg(arg(e, 0), arg(e, 1));
    case ErrorCode::PencilmarkBoxSeparator:
        return ErrorText::tr("Box separator “|” after %1 cells of row %2; expected after 3 and 6.")
            .arg(arg(e, 0), arg(e, 1));
    case ErrorCode::GivenConflict:
        return ErrorText::tr("%1 is given as %2, but the filled-cells grid has %3.")
            .arg(arg(e, 0), arg(e, 1), found(e, 2));
    case ErrorCode::FilledConflict:
        return ErrorText::tr("%1 holds %2 in the grid above, but the pencilmark grid lists other candidates.")
            .arg(arg(e, 0), arg(e, 1));
    case ErrorCode::NoBaseSet:
        return ErrorText::tr("No base set given.");
    case ErrorCode::SetListedTwice:
        return ErrorText::tr("%1 is listed twice.").arg(arg(e, 0));
    case ErrorCode::SetInBothLists:
        return ErrorText::tr("%1 is used as both base and cover.").arg(arg(e, 0));
    case ErrorCode::BaseWithoutCandidate:
        return ErrorText::tr("The base set %1 has no candidate left.").arg(arg(e, 0));
    case ErrorCode::SetTextTooLong:
        return ErrorText::tr("The sets text is %1 characters long; the limit is %2.").arg(arg(e, 0), arg(e, 1));
    case ErrorCode::TooManySetItems:
        return ErrorText::tr("More than %1 items in one list (the limit).").arg(arg(e, 0));
    case ErrorCode::ExpectedBasesSlashCovers:
        return ErrorText::tr("Expected “BASES / COVERS” (a “/” or “|” between bases and covers).");
    case ErrorCode::MoreThanOneSlash:
        return ErrorText::tr("More than one “/” or “|”.");
    case ErrorCode::BadSetItem:
        return ErrorText::tr("“%1” is no set; sets are written as 3R17, R1C389, 127R8 or 3B47.").arg(arg(e, 0));
    case ErrorCode::Cancelled:
        return ErrorText::tr("Cancelled.");
    case ErrorCode::NoPuzzleFound:
        return ErrorText::tr("No puzzle passed the filters in %1 attempts.").arg(arg(e, 0));
    case ErrorCode::UnknownTechnique:
        return ErrorText::tr("Unknown technique or family “%1”.").arg(arg(e, 0));
    }
    return ErrorText::tr("Setwise cannot read this text as a sudoku state.");
}

QString errorText(const Error& e)
{
    const QString sentence = errorSentence(e);
    if (e.line <= 0)
        return sentence;
    return ErrorText::tr("Line %1, column %2: %3").arg(e.line).arg(e.column).arg(sentence);
}

QString inconsistencyText(const Inconsistency& problem)
{
    const Constraint k = problem.constraint;
    switch (problem.kind) {
    case Inconsistency::Kind::DuplicateDigit:
        return ErrorText::tr("Digit %1 appears twice in %2.").arg(constraintDigit(k) + 1).arg(houseName(k));
    case Inconsistency::Kind::EmptyCell:
        return ErrorText::tr("Cell %1 has no candidate left.").arg(QString::fromStdString(cellName(k)));
    case Inconsistency::Kind::NoPlaceForDigit:
        return ErrorText::tr("Digit %1 has no place left in %2.").arg(constraintDigit(k) + 1).arg(houseName(k));
    }
    return {};
}

} // namespace setwise::ui
