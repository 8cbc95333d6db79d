#!/usr/bin/env bash
# Checks `haptickit mcp` with the reference MCP client, the `mcp` Python SDK (pinned below), in a
# throwaway virtual environment: Scripts/mcp-conformance.py says what it checks.
# Usage: Scripts/mcp-conformance.sh [<haptickit binary>]   (default: .build/debug/haptickit)
# Needs python3 (3.10 or later) with venv and pip, and PyPI the first time (the environment is
# kept in .build/mcp-conformance, rebuilt when the pin changes).
set -euo pipefail
cd "$(dirname "$0")/.."
binary=${1:-.build/debug/haptickit}
pin="mcp==2.3.0"
venv=.build/mcp-conformance
if [[ ! -x "$binary" ]]; then
    echo "error: no $binary; build first (swift build)" >&2
    exit 2
fi
if [[ "$(cat "$venv/pin" 2>/dev/null)" != "$pin" ]]; then
    rm -rf "$venv"
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet --disable-pip-version-check "$pin"
    echo "$pin" >"$venv/pin"
fi
"$venv/bin/python" Scripts/mcp-conformance.py "$binary"
