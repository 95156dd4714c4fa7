// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Errors are values at the edges of the engine (docs/architecture.md, Habits). A ParseError
// names the 1-based line and column of the first problem; the message is plain
// English for logs and the CLI, never shown translated by the engine itself.

#include <optional>
#include <string>
#include <utility>
#include <variant>

namespace setwise
{

struct Error {
    std::string message;
    int line = 0; // 1-based; 0 when the error has no position
    int column = 0; // 1-based; 0 when the error has no position
};

// Either a value or an Error; a minimal std::expected for C++20.
template <typename T> class Result
{
public:
    Result(T value)
        : m_v(std::move(value))
    {
    }
    Result(Error error)
        : m_v(std::move(error))
    {
    }

    bool ok() const { return m_v.index() == 0; }
    explicit operator bool() const { return ok(); }
    const T& value() const& { return std::get<0>(m_v); }
    T& value() & { return std::get<0>(m_v); }
    T&& value() && { return std::get<0>(std::move(m_v)); }
    // Like std::expected: *r on a non-const Result gives a T& (so std::move(*r)
    // moves the value out rather than copying it).
    const T& operator*() const& { return value(); }
    T& operator*() & { return value(); }
    T&& operator*() && { return std::move(*this).value(); }
    const T* operator->() const { return &value(); }
    const Error& error() const { return std::get<1>(m_v); }

private:
    std::variant<T, Error> m_v;
};

} // namespace setwise
