#!/usr/bin/env bash
# Builds the DocC catalogs of the three libraries (HapticKit, HapticKitTooling, HapticKitTesting)
# from the symbol graphs with the toolchain's `docc`, and fails on any DocC warning (a broken
# symbol link, a bad topic) or on a public symbol of theirs without a doc comment
# (Scripts/undocumented-symbols.swift says which). Needs only the Swift toolchain.
#
#   Scripts/docs.sh
#
# Needs a debug build (`swift build`); takes a few seconds on a warm one. Everything it writes
# goes under .build/docs: the symbol graphs per module, and one static-hosting archive per catalog
# (.build/docs/<Module>.doccarchive).
set -euo pipefail
cd "$(dirname "$0")/.."

out=.build/docs
rm -rf "$out"
mkdir -p "$out/symbol-graphs"

# Symbol graphs of every module, from the existing build (public symbols only).
swift package dump-symbol-graph --minimum-access-level public --emit-extension-block-symbols >"$out/dump-symbol-graph.log"
graphs=$(sed -n 's/^Files written to //p' "$out/dump-symbol-graph.log")
if [ ! -d "$graphs" ]; then
    cat "$out/dump-symbol-graph.log" >&2
    echo "error: swift package dump-symbol-graph wrote no symbol graphs" >&2
    exit 1
fi

status=0
for module in HapticKit HapticKitTooling HapticKitTesting; do
    # One folder per module: its own graph and its extensions of other modules' types.
    mkdir -p "$out/symbol-graphs/$module"
    cp "$graphs/$module.symbols.json" "$out/symbol-graphs/$module/"
    for extension in "$graphs/$module@"*.symbols.json; do
        [ -e "$extension" ] && cp "$extension" "$out/symbol-graphs/$module/"
    done
    echo "--- docc convert $module"
    docc convert "Sources/$module/$module.docc" \
        --additional-symbol-graph-dir "$out/symbol-graphs/$module" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "org.haptickit.$module" \
        --output-path "$out/$module.doccarchive" \
        --warnings-as-errors || { status=1; continue; }
    pages=$(find "$out/$module.doccarchive/data/documentation" -name '*.json' | wc -l)
    echo "$module: $pages pages, no warnings: $out/$module.doccarchive"
done

echo "--- public symbols without a doc comment"
swift Scripts/undocumented-symbols.swift "$graphs" HapticKit HapticKitTooling HapticKitTesting || status=1
exit "$status"
