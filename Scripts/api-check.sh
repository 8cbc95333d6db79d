#!/usr/bin/env bash
# Fails when the public API of HapticKit, HapticKitTesting or HapticKitTooling breaks against the
# baseline release, unless CHANGELOG.md declares the next version a major one. The rule, as
# CONTRIBUTING.md ("Versions and releases") states it:
#
#   - The baseline is the one line "<version> <commit>" of .ci/api-baseline (comments start with #).
#   - The baseline commit's three library modules are built in .build/api-check/<commit>-source and
#     dumped with `swift-api-digester -dump-sdk`, and so are this tree's. A built module holds its
#     `package` and `@_spi` declarations too; Scripts/public-api-dump.swift drops them from both
#     sides, so only the public, non-SPI API is compared (`swift-api-digester -diagnose-sdk`).
#   - A breaking change passes only when the `## [Unreleased]` section of CHANGELOG.md has a line
#     `Next version: X.Y.Z` whose X is above the baseline version's major number.
#
#   Scripts/api-check.sh
#
# Needs the git history that holds the baseline commit (a shallow clone fails, saying how to fetch
# it). The baseline's dumps are kept in .build/api-check/<commit> (for the toolchain that made
# them), so only the first run on a machine builds the baseline.
set -euo pipefail
cd "$(dirname "$0")/.."

# The library products, each made of the one module of its name.
modules=(HapticKit HapticKitTesting HapticKitTooling)

fail() {
    echo "error: $*" >&2
    exit 1
}

baseline_file=.ci/api-baseline
read -r version commit rest < <(grep -v -E '^[[:space:]]*(#|$)' "$baseline_file") ||
    fail "$baseline_file has no \"<version> <commit>\" line"
[[ $commit =~ ^[0-9a-f]{7,40}$ && -z $rest && $version =~ ^([0-9]+)\.[0-9]+\.[0-9]+$ ]] ||
    fail "$baseline_file: expected \"<major>.<minor>.<patch> <commit hash>\", found \"$version $commit $rest\""
baseline_major=${BASH_REMATCH[1]}

git rev-parse --is-inside-work-tree >/dev/null 2>&1 ||
    fail "not a git checkout: the API check compares with commit $commit ($baseline_file) and needs the history"
if ! git cat-file -e "$commit^{commit}" 2>/dev/null; then
    if [ "$(git rev-parse --is-shallow-repository)" = true ]; then
        fail "the API baseline $commit ($version, $baseline_file) is not in this shallow clone;" \
            "run \`git fetch --unshallow\` (or \`git fetch origin $commit\`; in GitHub Actions, checkout with fetch-depth: 0)"
    fi
    fail "the API baseline $commit ($version, $baseline_file) is not in this clone; run \`git fetch origin\`" \
        "(or correct $baseline_file)"
fi
commit=$(git rev-parse "$commit^{commit}")

echo "API baseline: $version at $commit ($baseline_file)"
work=.build/api-check
log=$work/log.txt
mkdir -p "$work"
: >"$log"

# Builds the library products of the package at $1 and writes the digester's whole dump of each
# module, `package` and SPI declarations included, to $2/<module>.all.json.
dump_modules() {
    local package=$1 out=$2 product bin module
    for product in "${modules[@]}"; do
        swift build --package-path "$package" --product "$product" >>"$log" 2>&1 ||
            fail "building $product in $package failed; the output is in $log"
    done
    bin=$(swift build --package-path "$package" --show-bin-path)
    mkdir -p "$out"
    for module in "${modules[@]}"; do
        swift-api-digester -dump-sdk -abort-on-module-fail -avoid-location -avoid-tool-args \
            -I "$bin/Modules" -module "$module" -o "$out/$module.all.json" >>"$log" 2>&1 ||
            fail "swift-api-digester could not dump $module from $bin/Modules; the output is in $log"
    done
}

# Writes the public, non-SPI part of each $1/<module>.all.json to $1/<module>.json.
keep_public_api() {
    local module pairs=()
    for module in "${modules[@]}"; do pairs+=("$1/$module.all.json" "$1/$module.json"); done
    swift Scripts/public-api-dump.swift "${pairs[@]}" >>"$log" 2>&1 ||
        fail "Scripts/public-api-dump.swift failed on $1; the output is in $log"
}

# The baseline's dumps, built once per baseline commit and toolchain.
toolchain=$(swift --version 2>/dev/null)
baseline=$work/$commit
if [ "$(cat "$baseline/toolchain.txt" 2>/dev/null)" != "$toolchain" ]; then
    echo "Building the baseline's libraries (once per baseline and toolchain; the output is in $log)..."
    rm -rf "$baseline" "$baseline-source"
    mkdir -p "$baseline-source"
    git archive "$commit" | tar -x -C "$baseline-source"
    dump_modules "$baseline-source" "$baseline"
    rm -rf "$baseline-source"
    echo "$toolchain" >"$baseline/toolchain.txt"
fi
current=$work/current
rm -rf "$current"
dump_modules . "$current"
keep_public_api "$baseline"
keep_public_api "$current"

# The digester's report is a list of breaking changes under /* section */ headings.
breaks=0
for module in "${modules[@]}"; do
    swift-api-digester -diagnose-sdk -compiler-style-diags \
        -input-paths "$baseline/$module.json" -input-paths "$current/$module.json" \
        -o "$current/$module.diff.txt" >>"$log" 2>&1 ||
        fail "swift-api-digester could not compare $module; the output is in $log"
    found=$(grep -v -E '^[[:space:]]*(/\*.*\*/[[:space:]]*)?$' "$current/$module.diff.txt" || true)
    if [ -z "$found" ]; then
        echo "No breaking change in $module's public API."
    else
        count=$(wc -l <<<"$found" | tr -d " ")
        echo "$count breaking change$( ((count == 1)) || echo s) in $module's public API:"
        sed 's/^/  /' <<<"$found"
        breaks=1
    fi
done

if [ "$breaks" -eq 0 ]; then
    echo "API check: no breaking change against $version."
    exit 0
fi
next=$(awk '/^## / { inside = ($0 ~ /^## \[Unreleased\]/) } inside && /^Next version: / { print $3; exit }' CHANGELOG.md)
if [[ $next =~ ^([0-9]+)\.[0-9]+\.[0-9]+$ ]] && ((BASH_REMATCH[1] > baseline_major)); then
    echo "API check: breaking changes against $version, allowed: CHANGELOG.md's Unreleased section says" \
        "\"Next version: $next\", a major release."
    exit 0
fi
fail "the public API breaks against $version (above). Keep the API, or declare a major release: a line" \
    "\"Next version: $((baseline_major + 1)).0.0\" in the ## [Unreleased] section of CHANGELOG.md, with the" \
    "breaking changes listed there (CONTRIBUTING.md, \"Versions and releases\")${next:+; it says \"Next version: $next\"}"
