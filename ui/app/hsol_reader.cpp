// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/app/hsol_reader.h"

#include "engine/limits.h"
#include "engine/tables.h"

#include <QCoreApplication>
#include <QXmlStreamReader>

#include <zlib.h>

#include <array>

namespace setwise::ui
{

namespace
{
class Hsol
{
    Q_DECLARE_TR_FUNCTIONS(setwise::ui::Hsol)
};

HsolResult failure(const QString& error)
{
    HsolResult r;
    r.error = error;
    return r;
}

quint32 le(const QByteArray& d, qsizetype at, int bytes)
{
    quint32 v = 0;
    for (int i = bytes - 1; i >= 0; --i)
        v = v << 8 | quint8(d[at + i]);
    return v;
}

// The first entry of a ZIP archive, inflated. Java's ZipOutputStream writes
// the sizes after the data (general flag bit 3), so the deflate stream is
// read to its end instead of by its stored size.
bool firstZipEntry(const QByteArray& zip, QByteArray* out, QString* error)
{
    constexpr qsizetype kHeader = 30;
    if (zip.size() < kHeader || le(zip, 0, 4) != 0x04034b50U) {
        *error = Hsol::tr("not a ZIP archive");
        return false;
    }
    const quint32 method = le(zip, 8, 2);
    const qsizetype dataAt = kHeader + le(zip, 26, 2) + le(zip, 28, 2);
    if (dataAt > zip.size()) {
        *error = Hsol::tr("the archive ends inside its first header");
        return false;
    }
    const qsizetype limit = qsizetype(limits::kMaxDocumentBytes);
    if (method == 0) { // stored
        const qsizetype size = le(zip, 18, 4);
        if (dataAt + size > zip.size()) {
            *error = Hsol::tr("the archive is cut short");
            return false;
        }
        *out = zip.mid(dataAt, size);
        return true;
    }
    if (method != 8) {
        *error = Hsol::tr("compression method %1 is not supported").arg(method);
        return false;
    }
    z_stream z {};
    if (inflateInit2(&z, -MAX_WBITS) != Z_OK) {
        *error = Hsol::tr("cannot start decompression");
        return false;
    }
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(zip.constData() + dataAt));
    z.avail_in = uInt(zip.size() - dataAt);
    std::array<char, 1 << 16> chunk;
    int rc = Z_OK;
    while (rc == Z_OK) {
        z.next_out = reinterpret_cast<Bytef*>(chunk.data());
        z.avail_out = uInt(chunk.size());
        rc = inflate(&z, Z_NO_FLUSH);
        out->append(chunk.data(), qsizetype(chunk.size() - z.avail_out));
        if (out->size() > limit) {
            rc = Z_MEM_ERROR;
            break;
        }
        if (rc == Z_BUF_ERROR && z.avail_in == 0)
            break;
    }
    inflateEnd(&z);
    if (rc != Z_STREAM_END) {
        *error = out->size() > limit ? Hsol::tr("the puzzle data is larger than %1 bytes").arg(limit)
                                     : Hsol::tr("the compressed data is damaged");
        return false;
    }
    return true;
}

} // namespace

bool isZip(const QByteArray& data)
{
    return data.startsWith(QByteArrayLiteral("PK\x03\x04"));
}

HsolResult readHsolXml(const QByteArray& xml)
{
    std::array<int, kCells> values {};
    std::array<bool, kCells> fixed {};
    std::array<int, kCells> cells;
    cells.fill(0x1ff);
    QString initialState;
    bool sawSudoku = false, sawValues = false;
    QXmlStreamReader r(xml);
    int depth = 0, objectDepth = -1, propertyDepth = -1, index = -1;
    QString property;
    while (!r.atEnd()) {
        const auto token = r.readNext();
        if (token == QXmlStreamReader::EndElement) {
            if (depth == propertyDepth)
                propertyDepth = -1;
            if (depth == objectDepth)
                break; // the rest (steps, tabs, savepoints) is not read
            --depth;
            continue;
        }
        if (token != QXmlStreamReader::StartElement)
            continue;
        ++depth;
        const QStringView name = r.name();
        const auto attributes = r.attributes();
        if (objectDepth < 0) {
            if (name == QLatin1String("object") && depth == 2) {
                const QStringView cls = attributes.value(QLatin1String("class"));
                if (cls == QLatin1String("sudoku.Sudoku"))
                    return failure(Hsol::tr("a file of HoDoKu before version 2.0 (class sudoku.Sudoku) is not read"));
                if (cls != QLatin1String("sudoku.Sudoku2"))
                    return failure(Hsol::tr("the first object is %1, not HoDoKu's sudoku.Sudoku2").arg(cls));
                objectDepth = depth;
                sawSudoku = true;
            }
            continue;
        }
        if (name == QLatin1String("void") && attributes.hasAttribute(QLatin1String("property"))
            && depth == objectDepth + 1) {
            property = attributes.value(QLatin1String("property")).toString();
            propertyDepth = depth;
            index = -1;
            continue;
        }
        if (name == QLatin1String("void") && attributes.hasAttribute(QLatin1String("index"))) {
            bool ok = false;
            index = attributes.value(QLatin1String("index")).toInt(&ok);
            if (!ok || index < 0 || index >= kCells)
                return failure(Hsol::tr("line %1: index %2 is not a cell 0-80")
                                   .arg(r.lineNumber())
                                   .arg(attributes.value(QLatin1String("index"))));
            continue;
        }
        if (propertyDepth < 0
            || !(name == QLatin1String("short") || name == QLatin1String("int") || name == QLatin1String("boolean")
                || name == QLatin1String("string")))
            continue;
        const qint64 line = r.lineNumber();
        const QString text = r.readElementText();
        --depth; // readElementText consumed the end element
        bool ok = true;
        if (property == QLatin1String("initialState")) {
            initialState = text;
        } else if (index >= 0 && property == QLatin1String("values")) {
            const int v = text.toInt(&ok);
            ok = ok && v >= 0 && v <= 9;
            values[std::size_t(index)] = v;
            sawValues = true;
        } else if (index >= 0 && property == QLatin1String("fixed")) {
            fixed[std::size_t(index)] = text == QLatin1String("true");
        } else if (index >= 0 && property == QLatin1String("cells")) {
            const int v = text.toInt(&ok);
            ok = ok && v >= 0 && v <= 0x1ff;
            cells[std::size_t(index)] = v;
        }
        if (!ok)
            return failure(Hsol::tr("line %1: %2 is not a value of %3").arg(line).arg(text, property));
    }
    if (r.hasError() && !sawSudoku)
        return failure(
            Hsol::tr("line %1, column %2: %3").arg(r.lineNumber()).arg(r.columnNumber()).arg(r.errorString()));
    if (!sawSudoku)
        return failure(Hsol::tr("no HoDoKu puzzle (sudoku.Sudoku2) in the file"));
    if (!sawValues && initialState.size() >= kCells) // only the givens were written
        for (Cell c = 0; c < kCells; ++c) {
            const QChar ch = initialState[c];
            if (ch >= QLatin1Char('1') && ch <= QLatin1Char('9')) {
                values[std::size_t(c)] = ch.unicode() - '0';
                fixed[std::size_t(c)] = true;
            }
        }
    HsolResult out;
    // Givens first, then placed digits, then each empty cell's candidates.
    for (int pass = 0; pass < 2; ++pass)
        for (Cell c = 0; c < kCells; ++c)
            if (values[std::size_t(c)] && fixed[std::size_t(c)] == (pass == 0) && out.state.isEmpty(c))
                out.state.place(c, Digit(values[std::size_t(c)] - 1), pass == 0);
    for (Cell c = 0; c < kCells; ++c)
        if (out.state.isEmpty(c))
            for (Digit d = 0; d < 9; ++d)
                if (!(cells[std::size_t(c)] >> d & 1))
                    out.state.eliminate(candidateOf(c, d));
    out.ok = true;
    return out;
}

HsolResult readHsol(const QByteArray& file)
{
    QByteArray xml;
    QString error;
    if (!firstZipEntry(file, &xml, &error))
        return failure(error);
    return readHsolXml(xml);
}

} // namespace setwise::ui
