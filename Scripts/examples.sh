#!/usr/bin/env bash
# Compiles every Swift example in the docs, so a renamed type or a changed signature breaks CI,
# not a reader: the ```swift blocks of README.md, docs/*.md, the DocC articles, the agent skill
# (skills/) and the `///` comments in Sources (Scripts/examples/extract.awk says how each block
# becomes a file). Each group is type-checked as one module against the modules `swift build`
# made. Examples that need an Apple framework (UIKit, AppKit, SwiftUI, Combine, Core Haptics) are
# fenced out on Linux; Scripts/apple-check.sh compiles them against the Apple SDKs (outside CI),
# and says how many each platform compiled.
# A doc comment's example compiles where the declaration it documents is available: it carries
# that declaration's (and its type's) `@available`, and each `@available(<platform>, unavailable)`
# fences it out of that platform (`#if !os(tvOS)`), on Linux and in Scripts/apple-check.sh alike
# (extract.awk, "Availability").
#
#   Scripts/examples.sh [modules-dir]     # default .build/debug/Modules (run `swift build` first)
set -euo pipefail
cd "$(dirname "$0")/.."
modules="${1:-.build/debug/Modules}"
out=.build/examples
Scripts/examples/extract.sh "$out"
groups=(Readme DocC Docs DocComments DocCommentsInternal Skills)

flags=(-swift-version 6 -enable-upcoming-feature MemberImportVisibility -suppress-warnings -I "$modules" -I "$out")
# Against a debug build, compile as an app's Debug build does, so that `#if DEBUG` examples (the
# stand-in's switch) are checked, not skipped.
if [[ "$modules" == *debug* ]]; then flags+=(-D DEBUG); fi
swiftc -parse-as-library -emit-module -module-name ExampleContext "${flags[@]}" \
    -emit-module-path "$out/ExampleContext.swiftmodule" Scripts/examples/ExampleContext.swift
status=0
for group in "${groups[@]}"; do
    [ -n "$(ls "$out/$group")" ] || continue
    swiftc -typecheck -parse-as-library -module-name "$group" "${flags[@]}" "$out/$group"/*.swift || status=1
done
# count GROUP [KIND]: the examples of a group (`total`: of all), of one kind (portable, apple).
count() { awk -F'\t' -v group="$1" -v kind="${2:-}" '($1 == group || group == "total") && (kind == "" || $2 == kind)' "$out/index.tsv" | wc -l; }
for group in "${groups[@]}" total; do
    printf '%-20s %3d examples: %3d compiled here, %3d need an Apple SDK\n' "$group" \
        "$(count "$group")" "$(count "$group" portable)" "$(count "$group" apple)"
done
echo "the examples that need an Apple SDK: compiled by Scripts/apple-check.sh --examples (outside CI; it prints how many each platform compiled)"
echo "manifest snippets (.package/.product lines), not compiled: $(cat "$out/skipped.txt")"
[ $status -eq 0 ] && echo "every example compiled" || echo "error: an example does not compile (above)" >&2
exit $status
