// SPDX-License-Identifier: GPL-3.0-or-later
// Placeholder until the fish finder lands: no techniques yet.
#include "engine/techniques.h"

namespace setwise {
std::span<const Technique> fishTechniques() { return {}; }
} // namespace setwise
