#!/usr/bin/env bash
# The arm64 code an iOS app links of a module: the `__text` sections of its release object files,
# built for iOS by apple-typecheck (outside CI, like Scripts/apple-check.sh), in KB (1,024 bytes),
# by top-level folder of the module's sources and in total.
#
#   Scripts/apple-size.sh                       # HapticKit, from this checkout
#   Scripts/apple-size.sh <package> <module>    # any package, for comparison (a folder with a Package.swift)
set -euo pipefail
cd "$(dirname "$0")/.."
tool="${APPLE_TYPECHECK:-apple-typecheck}"
if ! command -v "$tool" >/dev/null; then
    echo "error: no apple-typecheck: put it on the PATH, or name it in APPLE_TYPECHECK" >&2
    exit 1
fi
package="$(cd "${1:-.}" && pwd)"
module="${2:-HapticKit}"
work="${APPLE_TYPECHECK_WORK:-${XDG_CACHE_HOME:-$HOME/.cache}/apple-typecheck}/pkg/ios/$(basename "$package")"
objects="$work/.build/arm64-apple-ios/release/$module.build"
# The tool's copy keeps its .build between runs: an object of a file deleted since would count.
# Only the objects go: the build's derived sources in the same folder are inputs of the next build.
rm -f "$objects"/*.o
"$tool" package ios "$package" -- -c release >/dev/null 2>&1 || true
if ! compgen -G "$objects/*.o" >/dev/null; then
    echo "error: the release build for iOS made no objects of $module; its log is in $work.logs/" >&2
    exit 1
fi
sources="$package/Sources/$module"
[ -d "$sources" ] || sources="$package"
declare -A folder_bytes
total=0
for object in "$objects"/*.o; do
    bytes=0
    while read -r hex; do bytes=$((bytes + 16#$hex)); done < <(llvm-objdump -h "$object" | awk '$2 == "__text" { print $3 }')
    name="$(basename "$object" .o)"
    file="$(find "$sources" -name "$name" -print -quit)"
    relative="${file#"$sources"/}"
    if [ -z "$file" ]; then folder="(generated)"; elif [[ $relative == */* ]]; then folder="${relative%%/*}"; else folder="(top level)"; fi
    folder_bytes[$folder]=$((${folder_bytes[$folder]:-0} + bytes))
    total=$((total + bytes))
done
for folder in "${!folder_bytes[@]}"; do
    awk -v b="${folder_bytes[$folder]}" -v f="$folder" 'BEGIN { printf "%8.1f KB  %s\n", b / 1024, f }'
done | sort -rn
awk -v b="$total" -v m="$module" 'BEGIN { printf "%8.1f KB  %s, arm64 iOS __text in total\n", b / 1024, m }'
