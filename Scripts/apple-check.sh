#!/usr/bin/env bash
# Compiles HapticKit, and the README's snippets as a client package (Scripts/readme-client), for
# every Apple platform that apple-typecheck knows, with warnings as errors: once as an
# app links it, and once as an app extension does (`-application-extension`: keyboards, widgets and
# share extensions may use only extension-safe API, so `UIApplication.shared` must not be named).
# The HapticKit Lab (Apps/HapticKitLab.swiftpm, an iPhone and iPad app whose sources also compile
# for Mac Catalyst, macOS, tvOS, watchOS and visionOS) is built on every platform but catalyst and
# macos, whose macOS 14.0 SDK view has no SwiftUI here (the watchOS stand-in has none either: there
# the Lab's non-SwiftUI code is what compiles). The docs' examples that need an Apple framework (Scripts/apple-examples.sh; Linux
# compiles the others in Scripts/examples.sh) are built as an app links them, and each platform
# says how many of them its SDK let in: an example's `#if` keeps it to the platforms that have
# what it names. Outside CI: it needs the SDK snapshots that tool's README describes (setup done first).
#
#   Scripts/apple-check.sh [platform ...]              # default: all of them
#   Scripts/apple-check.sh --examples [platform ...]   # the examples only (HapticKit as they need it)
set -uo pipefail
cd "$(dirname "$0")/.."
tool="${APPLE_TYPECHECK:-apple-typecheck}"
if ! command -v "$tool" >/dev/null; then
    echo "error: no apple-typecheck: put it on the PATH, or name it in APPLE_TYPECHECK" >&2
    exit 1
fi
only_examples=false
if [ "${1:-}" = --examples ]; then only_examples=true; shift; fi
all_platforms=$([ $# -eq 0 ] && echo true || echo false)
platforms=("$@")
[ ${#platforms[@]} -eq 0 ] && platforms=(ios ios18 ios26 catalyst catalyst15 macos macos15 tvos watchos visionos)
# A path dependency's identity is its folder's name, so the copy names this checkout's folder.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp -R Scripts/readme-client "$scratch/readme-client"
rm -rf "$scratch/readme-client/.build"
sed -i -e "s#path: \"../..\"#path: \"$PWD\"#" -e "s#package: \"HapticKit\"#package: \"$(basename "$PWD")\"#" \
    "$scratch/readme-client/Package.swift"
examples="$scratch/apple-examples"
Scripts/apple-examples.sh "$examples"
work="${APPLE_TYPECHECK_WORK:-${XDG_CACHE_HOME:-$HOME/.cache}/apple-typecheck}"
declare -A compiled_somewhere=()

# The examples the last build of the examples for $1 compiled: those whose object file defines
# example_<name> (a fenced-out file compiles to an empty object).
count_examples() {
    local platform=$1 target name origin object compiled=0 total=0 left_out=()
    while IFS=$'\t' read -r target name origin; do
        total=$((total + 1))
        object=$(find "$work/pkg/$platform/apple-examples/.build" -path "*-apple-*/debug/$target.build/$name.swift.o" | head -n 1)
        if [ -n "$object" ] && grep -aq "example_$name" "$object"; then
            compiled=$((compiled + 1)); compiled_somewhere[$name]=1
        else
            left_out+=("$origin")
        fi
    done < "$examples/index.tsv"
    echo "examples on $platform: $compiled of $total Apple-only examples compiled; fenced out here: ${left_out[*]:-none}"
}

status=0
for platform in "${platforms[@]}"; do
    examples_status=0
    packages=(. "$scratch/readme-client" "$examples")
    case "$platform" in catalyst | macos) ;; *) packages+=(Apps/HapticKitLab.swiftpm) ;; esac
    $only_examples && packages=("$examples")
    for package in "${packages[@]}"; do
        modes=(app extension)
        [ "$package" = "$examples" ] && modes=(app)   # an app's code, not an extension's
        for mode in "${modes[@]}"; do
            flags=(-Xswiftc -warnings-as-errors)
            [ "$mode" = extension ] && flags+=(-Xswiftc -application-extension)
            if ! out=$("$tool" package "$platform" "$package" -- "${flags[@]}" 2>&1); then
                status=1
                [ "$package" = "$examples" ] && examples_status=1
                printf '%s\n' "$out" | grep -E 'error:' | sort -u
            fi
            printf '%s\n' "$out" | grep -E '^apple-typecheck: package' | sed "s/\$/ [$mode]/"
        done
    done
    if [ "$examples_status" -eq 0 ]; then count_examples "$platform"; else echo "examples on $platform: not counted (the build failed)"; fi
done
nowhere=()
while IFS=$'\t' read -r _ name origin; do [ -n "${compiled_somewhere[$name]:-}" ] || nowhere+=("$origin"); done < "$examples/index.tsv"
echo "examples: $(( $(wc -l < "$examples/index.tsv") - ${#nowhere[@]} )) of $(wc -l < "$examples/index.tsv") Apple-only examples compiled on at least one of: ${platforms[*]}"
if [ ${#nowhere[@]} -gt 0 ]; then
    echo "examples compiled on none of these platforms: ${nowhere[*]}"
    # With every platform, an example that no SDK lets in is checked nowhere: its fence is wrong.
    $all_platforms && status=1
fi
exit $status
