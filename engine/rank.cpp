// SPDX-License-Identifier: GPL-3.0-or-later
// Placeholder until the rank search lands: no techniques yet.
#include "engine/techniques.h"

namespace setwise {
std::span<const Technique> rankTechniques() { return {}; }
} // namespace setwise
