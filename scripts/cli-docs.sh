#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Writes what setwise-cli's option spec (app/cli/cli.cpp: kCommands, kOptionHelp)
# makes into resources/: the three shell completions and the OPTIONS section of
# the man page (between its GENERATED OPTIONS markers). Run it after changing an
# option; tst_cli_spec fails while the files differ from the spec.
# Usage: scripts/cli-docs.sh [path to setwise-cli, default build/app/setwise-cli]
set -euo pipefail
cd "$(dirname "$0")/.."
cli="${1:-build/app/setwise-cli}"
"$cli" help --completion bash > resources/completions/setwise-cli.bash
"$cli" help --completion zsh > resources/completions/_setwise-cli
"$cli" help --completion fish > resources/completions/setwise-cli.fish
man=resources/man/setwise-cli.1
begin='.\" BEGIN GENERATED OPTIONS (scripts/cli-docs.sh)'
end='.\" END GENERATED OPTIONS'
# The values go through the environment: awk -v would read their backslashes as escapes.
BEGIN_MARK="$begin" END_MARK="$end" OPTIONS="$("$cli" help --man-options)" awk '
    $0 == ENVIRON["BEGIN_MARK"] { print; print ENVIRON["OPTIONS"]; skip = 1; next }
    $0 == ENVIRON["END_MARK"] { skip = 0 }
    !skip { print }
' "$man" > "$man.new"
mv "$man.new" "$man"
