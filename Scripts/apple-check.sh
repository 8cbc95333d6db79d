#!/usr/bin/env bash
# Compiles HapticKit, and the README's snippets as a client package (Scripts/readme-client), for
# every Apple platform that shared/tools/apple-typecheck knows, with warnings as errors: once as an
# app links it, and once as an app extension does (`-application-extension`: keyboards, widgets and
# share extensions may use only extension-safe API, so `UIApplication.shared` must not be named).
# The HapticKit Lab (Apps/HapticKitLab.swiftpm, a SwiftUI app for iOS 16 and macOS 13) is built on
# the platforms it runs on whose SDK has SwiftUI here (not catalyst and macos, the 14.0 SDK views
# without it). Outside CI: it needs the SDK snapshots that tool's README describes (setup done first).
#
#   Scripts/apple-check.sh [platform ...]     # default: all of them
set -uo pipefail
cd "$(dirname "$0")/.."
tool="${APPLE_TYPECHECK:-../shared/tools/apple-typecheck/apple-typecheck}"
platforms=("$@")
[ ${#platforms[@]} -eq 0 ] && platforms=(ios ios18 ios26 catalyst catalyst15 macos macos15 tvos watchos visionos)
# A path dependency's identity is its folder's name, so the copy names this checkout's folder.
scratch="$(mktemp -d)"
trap 'rm -rf "$scratch"' EXIT
cp -R Scripts/readme-client "$scratch/readme-client"
rm -rf "$scratch/readme-client/.build"
sed -i -e "s#path: \"../..\"#path: \"$PWD\"#" -e "s#package: \"HapticKit\"#package: \"$(basename "$PWD")\"#" \
    "$scratch/readme-client/Package.swift"
status=0
for platform in "${platforms[@]}"; do
    packages=(. "$scratch/readme-client")
    case "$platform" in ios | ios18 | ios26 | catalyst15 | macos15) packages+=(Apps/HapticKitLab.swiftpm) ;; esac
    for package in "${packages[@]}"; do
        for mode in app extension; do
            flags=(-Xswiftc -warnings-as-errors)
            [ "$mode" = extension ] && flags+=(-Xswiftc -application-extension)
            if ! out=$("$tool" package "$platform" "$package" -- "${flags[@]}" 2>&1); then
                status=1
                printf '%s\n' "$out" | grep -E 'error:' | sort -u
            fi
            printf '%s\n' "$out" | grep -E '^apple-typecheck: package' | sed "s/\$/ [$mode]/"
        done
    done
done
exit $status
