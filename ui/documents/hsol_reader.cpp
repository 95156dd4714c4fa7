// SPDX-License-Identifier: GPL-3.0-or-later
#include "ui/documents/hsol_reader.h"

#include "engine/limits.h"
#include "engine/tables.h"

#include <QCoreApplication>
#include <QXmlStreamReader>

#include <zlib.h>

#include <array>
#include <vector>

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

std::array<int, kCells> filled(int v)
{
    std::array<int, kCells> a;
    a.fill(v);
    return a;
}

// Reads the XML of a .hsol file as it comes, chunk by chunk, and stops at
// the end of the Sudoku2 object: the rest (steps, tabs, savepoints) is not
// even inflated. Bounded: at most kMaxHsolDepth nested elements, at most
// limits::kMaxDocumentBytes of XML, and no DTD (its entities can expand a
// few bytes into gigabytes).
class HsolXml
{
public:
    enum class Status { More, Done, Failed };

    // Reads one more chunk of the XML; Done once the puzzle is complete.
    Status feed(const char* data, qsizetype size);
    // After the last chunk (or Done): the puzzle, or why there is none.
    HsolResult finish();

private:
    Status fail(const QString& error);
    Status next();
    Status startElement();
    QString takeValue();
    QString where() const
    {
        return Hsol::tr("line %1, column %2").arg(m_reader.lineNumber()).arg(m_reader.columnNumber());
    }

    QXmlStreamReader m_reader;
    qsizetype m_total = 0;
    QString m_error;
    Status m_status = Status::More;
    std::array<int, kCells> m_values {};
    std::array<bool, kCells> m_fixed {};
    std::array<int, kCells> m_cells = filled(0x1ff);
    QString m_initialState;
    bool m_sawSudoku = false, m_sawValues = false;
    int m_depth = 0, m_objectDepth = -1, m_propertyDepth = -1, m_index = -1;
    QString m_property;
    // Inside a value element (short, int, boolean, string) of a property: its text so far.
    int m_valueDepth = -1;
    qint64 m_valueLine = 0;
    QString m_text;
};

HsolXml::Status HsolXml::fail(const QString& error)
{
    m_error = error;
    m_status = Status::Failed;
    return m_status;
}

HsolXml::Status HsolXml::feed(const char* data, qsizetype size)
{
    if (m_status != Status::More)
        return m_status;
    m_total += size;
    if (m_total > qsizetype(limits::kMaxDocumentBytes))
        return fail(Hsol::tr("the puzzle data is larger than %1 bytes").arg(qulonglong(limits::kMaxDocumentBytes)));
    m_reader.addData(QByteArray(data, size));
    while (m_status == Status::More) {
        next();
        if (m_status == Status::More && m_reader.hasError()) {
            if (m_reader.error() == QXmlStreamReader::PrematureEndOfDocumentError)
                break; // wait for the next chunk
            fail(Hsol::tr("%1: %2").arg(where(), m_reader.errorString()));
        }
    }
    return m_status;
}

// One token.
HsolXml::Status HsolXml::next()
{
    const auto token = m_reader.readNext();
    if (m_reader.hasError())
        return m_status;
    switch (token) {
    case QXmlStreamReader::DTD:
    case QXmlStreamReader::EntityReference:
        return fail(Hsol::tr("%1: the file declares a DTD or entities, which HoDoKu never writes").arg(where()));
    case QXmlStreamReader::Characters:
        if (m_valueDepth >= 0 && m_depth == m_valueDepth)
            m_text += m_reader.text();
        return m_status;
    case QXmlStreamReader::StartElement:
        if (++m_depth > kMaxHsolDepth)
            return fail(
                Hsol::tr("%1: elements nested more than %2 deep (HoDoKu writes 5)").arg(where()).arg(kMaxHsolDepth));
        return startElement();
    case QXmlStreamReader::EndElement:
        break;
    case QXmlStreamReader::EndDocument:
        return m_status = Status::Done;
    default:
        return m_status;
    }
    if (m_depth == m_valueDepth) {
        m_valueDepth = -1;
        if (const QString e = takeValue(); !e.isEmpty())
            return fail(e);
    }
    if (m_depth == m_propertyDepth)
        m_propertyDepth = -1;
    if (m_depth == m_objectDepth)
        return m_status = Status::Done; // the rest (steps, tabs, savepoints) is not read
    --m_depth;
    return m_status;
}

HsolXml::Status HsolXml::startElement()
{
    const QStringView name = m_reader.name();
    const auto attributes = m_reader.attributes();
    if (m_objectDepth < 0) {
        if (name == QLatin1String("object") && m_depth == 2) {
            const QStringView cls = attributes.value(QLatin1String("class"));
            if (cls == QLatin1String("sudoku.Sudoku"))
                return fail(Hsol::tr("a file of HoDoKu before version 2.0 (class sudoku.Sudoku) is not read"));
            if (cls != QLatin1String("sudoku.Sudoku2"))
                return fail(Hsol::tr("the first object is %1, not HoDoKu's sudoku.Sudoku2").arg(cls));
            m_objectDepth = m_depth;
            m_sawSudoku = true;
        }
        return m_status;
    }
    if (m_valueDepth >= 0)
        return fail(Hsol::tr("%1: an element inside the value %2").arg(where(), m_property));
    if (name == QLatin1String("void") && attributes.hasAttribute(QLatin1String("property"))
        && m_depth == m_objectDepth + 1) {
        m_property = attributes.value(QLatin1String("property")).toString();
        m_propertyDepth = m_depth;
        m_index = -1;
        return m_status;
    }
    if (name == QLatin1String("void") && attributes.hasAttribute(QLatin1String("index"))) {
        bool ok = false;
        m_index = attributes.value(QLatin1String("index")).toInt(&ok);
        if (!ok || m_index < 0 || m_index >= kCells)
            return fail(Hsol::tr("line %1: index %2 is not a cell 0-80")
                            .arg(m_reader.lineNumber())
                            .arg(attributes.value(QLatin1String("index"))));
        return m_status;
    }
    if (m_propertyDepth >= 0
        && (name == QLatin1String("short") || name == QLatin1String("int") || name == QLatin1String("boolean")
            || name == QLatin1String("string"))) {
        m_valueDepth = m_depth;
        m_valueLine = m_reader.lineNumber();
        m_text.clear();
    }
    return m_status;
}

// The value element just read: "" or what is wrong with it.
QString HsolXml::takeValue()
{
    bool ok = true;
    const QString& text = m_text;
    if (m_property == QLatin1String("initialState")) {
        m_initialState = text;
    } else if (m_index >= 0 && m_property == QLatin1String("values")) {
        const int v = text.toInt(&ok);
        ok = ok && v >= 0 && v <= 9;
        m_values[std::size_t(m_index)] = v;
        m_sawValues = true;
    } else if (m_index >= 0 && m_property == QLatin1String("fixed")) {
        m_fixed[std::size_t(m_index)] = text == QLatin1String("true");
    } else if (m_index >= 0 && m_property == QLatin1String("cells")) {
        const int v = text.toInt(&ok);
        ok = ok && v >= 0 && v <= 0x1ff;
        m_cells[std::size_t(m_index)] = v;
    }
    if (!ok)
        return Hsol::tr("line %1: %2 is not a value of %3").arg(m_valueLine).arg(text.left(20), m_property);
    return {};
}

HsolResult HsolXml::finish()
{
    if (m_status == Status::Failed)
        return failure(m_error);
    if (!m_sawSudoku)
        return failure(Hsol::tr("no HoDoKu puzzle (sudoku.Sudoku2) in the file"));
    if (m_status != Status::Done)
        return failure(Hsol::tr("%1: the puzzle data stops in the middle (the file is cut short)").arg(where()));
    if (!m_sawValues && m_initialState.size() >= kCells) // only the givens were written
        for (Cell c = 0; c < kCells; ++c) {
            const QChar ch = m_initialState[c];
            if (ch >= QLatin1Char('1') && ch <= QLatin1Char('9')) {
                m_values[std::size_t(c)] = ch.unicode() - '0';
                m_fixed[std::size_t(c)] = true;
            }
        }
    HsolResult out;
    // Givens first, then placed digits, then each empty cell's candidates.
    for (int pass = 0; pass < 2; ++pass)
        for (Cell c = 0; c < kCells; ++c)
            if (m_values[std::size_t(c)] && m_fixed[std::size_t(c)] == (pass == 0) && out.state.isEmpty(c))
                out.state.place(c, Digit(m_values[std::size_t(c)] - 1), pass == 0);
    if (out.state.emptyCount() == kCells)
        return failure(Hsol::tr("the HoDoKu puzzle has no digit at all: the file holds no puzzle"));
    for (Cell c = 0; c < kCells; ++c)
        if (out.state.isEmpty(c))
            for (Digit d = 0; d < 9; ++d)
                if (!(m_cells[std::size_t(c)] >> d & 1))
                    out.state.eliminate(candidateOf(c, d));
    out.ok = true;
    return out;
}

// The first entry of a ZIP archive, inflated chunk by chunk into the XML
// reader until it has the puzzle. Java's ZipOutputStream writes the sizes
// after the data (general flag bit 3), so the deflate stream is read to its
// end instead of by its stored size.
HsolResult readFirstZipEntry(const QByteArray& zip)
{
    constexpr qsizetype kHeader = 30;
    if (zip.size() < kHeader || le(zip, 0, 4) != 0x04034b50U)
        return failure(Hsol::tr("not a ZIP archive"));
    const quint32 method = le(zip, 8, 2);
    const qsizetype dataAt = kHeader + le(zip, 26, 2) + le(zip, 28, 2);
    if (dataAt > zip.size())
        return failure(Hsol::tr("the archive ends inside its first header"));
    HsolXml xml;
    if (method == 0) { // stored
        const qsizetype size = le(zip, 18, 4);
        if (dataAt + size > zip.size())
            return failure(Hsol::tr("the archive is cut short"));
        xml.feed(zip.constData() + dataAt, size);
        return xml.finish();
    }
    if (method != 8)
        return failure(Hsol::tr("compression method %1 is not supported").arg(method));
    z_stream z {};
    if (inflateInit2(&z, -MAX_WBITS) != Z_OK)
        return failure(Hsol::tr("cannot start decompression"));
    z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(zip.constData() + dataAt));
    z.avail_in = uInt(zip.size() - dataAt);
    std::vector<char> chunk(std::size_t(1) << 16);
    int rc = Z_OK;
    HsolXml::Status status = HsolXml::Status::More;
    while (rc == Z_OK && status == HsolXml::Status::More) {
        z.next_out = reinterpret_cast<Bytef*>(chunk.data());
        z.avail_out = uInt(chunk.size());
        rc = inflate(&z, Z_NO_FLUSH);
        if (rc != Z_OK && rc != Z_STREAM_END && rc != Z_BUF_ERROR)
            break;
        status = xml.feed(chunk.data(), qsizetype(chunk.size() - z.avail_out));
        if (rc == Z_BUF_ERROR && z.avail_in == 0)
            break;
    }
    inflateEnd(&z);
    // The puzzle complete (or refused) before the compressed data ends: the rest is not needed.
    if (status == HsolXml::Status::More && rc != Z_STREAM_END)
        return failure(Hsol::tr("the compressed data is damaged"));
    return xml.finish();
}

} // namespace

bool isZip(const QByteArray& data)
{
    return data.startsWith(QByteArrayLiteral("PK\x03\x04"));
}

HsolResult readHsolXml(const QByteArray& xml)
{
    HsolXml reader;
    constexpr qsizetype kChunk = 1 << 16;
    for (qsizetype at = 0; at < xml.size(); at += kChunk)
        if (reader.feed(xml.constData() + at, std::min(kChunk, xml.size() - at)) != HsolXml::Status::More)
            break;
    return reader.finish();
}

HsolResult readHsol(const QByteArray& file)
{
    return readFirstZipEntry(file);
}

} // namespace setwise::ui
