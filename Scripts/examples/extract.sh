#!/usr/bin/env bash
# Writes every Swift example of the docs to its own file, OUT/<group>/<group>_NNN.swift (the
# ```swift blocks of README.md, docs/*.md, the DocC articles, the `///` comments in Sources and the
# agent skill in skills/;
# extract.awk says how a block becomes a file and how it is fenced), and lists them in
# OUT/index.tsv: group, `portable` or `apple` (fenced by the Apple frameworks it needs), file
# name, origin. Scripts/examples.sh compiles the portable ones on Linux, Scripts/apple-examples.sh
# the Apple ones against the Apple SDKs.
#
#   Scripts/examples/extract.sh OUT
set -euo pipefail
cd "$(dirname "$0")/../.."
out="$1"
rm -rf "$out"
for group in Readme DocC Docs DocComments DocCommentsInternal Skills; do mkdir -p "$out/$group"; done
: > "$out/index.tsv"
files=(README.md docs/*.md)
while IFS= read -r file; do files+=("$file"); done < <(find Sources -name '*.md' -o -name '*.swift' | LC_ALL=C sort)
while IFS= read -r file; do files+=("$file"); done < <(find skills -name '*.md' | LC_ALL=C sort)
awk -v out="$out" -f Scripts/examples/extract.awk "${files[@]}"
