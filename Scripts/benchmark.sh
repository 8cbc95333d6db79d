#!/usr/bin/env bash
# Runs haptickit-benchmark in release mode with the malloc-counting shim preloaded, so the
# allocation rows are counted rather than "not measured".
#
#   Scripts/benchmark.sh [--json] [--quick]
#
# HAPTICKIT_SCRATCH_PATH picks SwiftPM's build directory (default: .build). The shim is Linux
# (glibc) only; elsewhere the benchmark runs without it and says so in the allocation rows.
set -euo pipefail
cd "$(dirname "$0")/.."

scratch="${HAPTICKIT_SCRATCH_PATH:-.build}"
swift build -c release --scratch-path "$scratch" --product haptickit-benchmark >&2
binary="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/haptickit-benchmark"

if [ "$(uname -s)" != "Linux" ]; then
    echo "benchmark.sh: the malloc-counting shim is Linux-only; allocations will not be measured" >&2
    exec "$binary" "$@"
fi

shim_dir="$scratch/malloc-count"
mkdir -p "$shim_dir"
gcc -O2 -Wall -Wextra -shared -fPIC -o "$shim_dir/libmalloc_count.so" Scripts/malloc-count/malloc_count.c -ldl
LD_PRELOAD="$(cd "$shim_dir" && pwd)/libmalloc_count.so" exec "$binary" "$@"
