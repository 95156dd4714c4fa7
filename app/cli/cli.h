// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// setwise-cli: the command-line contract (docs/json.md, docs/cli.md).

#include <iosfwd>

namespace setwise::cli
{

int run(int argc, char** argv, std::istream& in, std::ostream& out, std::ostream& err);

} // namespace setwise::cli
