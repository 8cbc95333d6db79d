#!/usr/bin/env bash
# Makes DIR a client package of this checkout that holds the docs' examples that need an Apple
# framework (the `apple` lines of Scripts/examples/extract.sh's index; Linux compiles the others),
# one target per group (Readme, DocC, Docs, DocComments, Skills), each importing ExampleContext as on
# Linux. Scripts/apple-check.sh builds it with apple-typecheck for each platform; each example's
# own `#if` (extract.awk) lets it in where its frameworks are and where the declaration it
# documents is available (`@available(<platform>, unavailable)` fences it out of that platform). DIR/index.tsv lists the examples:
# target, file name (the example defines `example_<name>`), origin.
#
#   Scripts/apple-examples.sh DIR
set -euo pipefail
cd "$(dirname "$0")/.."
dir="$1"
rm -rf "$dir"
Scripts/examples/extract.sh "$dir/extracted"
mkdir -p "$dir/Sources/ExampleContext"
cp Scripts/examples/ExampleContext.swift "$dir/Sources/ExampleContext/"
# An example fenced by a module's version (`canImport(SwiftUI, _version: 6.0)`: an SDK new enough)
# is a module of its own: with Swift 6.3.1, once a file of the module has imported UIKit, the
# version test finds SwiftUI without its version ("cannot find user version number", a warning).
targets=()
: > "$dir/index.tsv"
while IFS=$'\t' read -r group kind name origin; do
    [ "$kind" = apple ] || continue
    target="$group"
    grep -q '^#if .*_version:' "$dir/extracted/$group/$name.swift" && target="${group}SDKVersion"
    [ -d "$dir/Sources/$target" ] || targets+=("$target")
    mkdir -p "$dir/Sources/$target"
    cp "$dir/extracted/$group/$name.swift" "$dir/Sources/$target/"
    printf '%s\t%s\t%s\n' "$target" "$name" "$origin" >> "$dir/index.tsv"
done < "$dir/extracted/index.tsv"
rm -rf "$dir/extracted"

# A path dependency's identity is its folder's name.
cat > "$dir/Package.swift" <<SWIFT
// swift-tools-version: 6.0
// Made by Scripts/apple-examples.sh: the docs' Apple-only examples, as a client of HapticKit.
import PackageDescription

let kit: [Target.Dependency] = ["HapticKit", "HapticKitTesting", "HapticKitTooling"].map {
    .product(name: \$0, package: "$(basename "$PWD")")
}
let settings: [SwiftSetting] = [.enableUpcomingFeature("MemberImportVisibility")]
let package = Package(
    name: "AppleExamples",
    platforms: [.iOS(.v13), .macCatalyst("13.1"), .macOS(.v10_15), .tvOS(.v13), .watchOS(.v6), .visionOS(.v1)],
    dependencies: [.package(path: "$PWD")],
    targets: [.target(name: "ExampleContext", dependencies: kit, swiftSettings: settings)]
        + [$(printf '"%s", ' "${targets[@]}")].map { .target(name: \$0, dependencies: ["ExampleContext"] + kit, swiftSettings: settings) }
)
SWIFT
