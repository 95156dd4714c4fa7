// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cli.h"

#include <iostream>

int main(int argc, char** argv)
{
    return setwise::cli::run(argc, argv, std::cin, std::cout, std::cerr);
}
