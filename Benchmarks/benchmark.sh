#!/usr/bin/env bash
# Runs haptickit-benchmark in release mode with the malloc-counting shim preloaded, so the
# allocation rows are counted rather than "not measured".
#
#   Benchmarks/benchmark.sh [--json] [--quick] [--section=<name>]
#   Benchmarks/benchmark.sh --check=Benchmarks/thresholds.json    # what .ci/run runs: exits 1 when a row breaks its limit
#
# Runs from any directory. HAPTICKIT_SCRATCH_PATH picks SwiftPM's build directory (default:
# Benchmarks/.build). The shim is Linux (glibc) only; elsewhere the benchmark runs without it and
# says so in the allocation rows.
set -euo pipefail
package="$(cd "$(dirname "$0")" && pwd)"

scratch="${HAPTICKIT_SCRATCH_PATH:-$package/.build}"
build=(swift build -c release --package-path "$package" --scratch-path "$scratch")
"${build[@]}" --product haptickit-benchmark >&2
binary="$("${build[@]}" --show-bin-path)/haptickit-benchmark"

# HapticKit's release `.text` bytes, for the `size` section: the proxy on Linux for what an app links.
# Only the objects of sources that exist (HapticKit's, and the build's generated ones): a build
# directory keeps the object of a file deleted since.
built="$("${build[@]}" --show-bin-path)/HapticKit.build"
objects=()
for object in "$built"/*.o; do
    if [ -n "$(find "$package/../Sources/HapticKit" "$built/DerivedSources" -name "$(basename "$object" .o)" -print -quit)" ]; then
        objects+=("$object")
    fi
done
if command -v size >/dev/null && [ "${#objects[@]}" -gt 0 ]; then
    HAPTICKIT_TEXT_BYTES="$(size -A "${objects[@]}" | awk '$1 == ".text" { total += $2 } END { print total }')"
    export HAPTICKIT_TEXT_BYTES
fi

if [ "$(uname -s)" != "Linux" ]; then
    echo "benchmark.sh: the malloc-counting shim is Linux-only; allocations will not be measured" >&2
    exec "$binary" "$@"
fi

shim_dir="$scratch/malloc-count"
mkdir -p "$shim_dir"
gcc -O2 -Wall -Wextra -shared -fPIC -o "$shim_dir/libmalloc_count.so" "$package/malloc-count/malloc_count.c" -ldl
LD_PRELOAD="$(cd "$shim_dir" && pwd)/libmalloc_count.so" exec "$binary" "$@"
