#!/usr/bin/env bash
# Fails when the public API of HapticKit, HapticKitTesting or HapticKitTooling breaks against the
# baseline release, unless CHANGELOG.md declares the next version a major one. The rule, as
# CONTRIBUTING.md ("Versions and releases") states it:
#
#   - The baseline is the one line "<version> <commit>" of .ci/api-baseline (comments start with #).
#   - `swift package diagnose-api-breaking-changes <commit>` builds the baseline in a checkout
#     under .build and compares the three library products' public API with this tree's.
#   - A breaking change passes only when the `## [Unreleased]` section of CHANGELOG.md has a line
#     `Next version: X.Y.Z` whose X is above the baseline version's major number.
#
#   Scripts/api-check.sh
#
# Needs the git history that holds the baseline commit (a shallow clone fails, saying how to fetch
# it). The baseline's API is kept in .build/<triple>/apidiff/<commit>, so only the first run on a
# machine builds the baseline.
set -euo pipefail
cd "$(dirname "$0")/.."

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

echo "API baseline: $version at $commit ($baseline_file)"
log=.build/api-check.log
mkdir -p .build
status=0
swift package diagnose-api-breaking-changes "$commit" \
    --products HapticKit HapticKitTesting HapticKitTooling >"$log" 2>&1 || status=$?
# The build's progress lines, and SwiftPM's note that the baseline checkout's DocC catalogs are not
# resources, say nothing about the API; everything else is shown. The whole output is in $log.
awk '/^\[[0-9]+\/[0-9]+\]/ { next }
    /-checkout.: found 1 file\(s\) which are unhandled/ { warning = $0; next }
    warning != "" { if ($0 !~ /\.docc$/) { print warning; print }; warning = ""; next }
    { print }' "$log"

if [ "$status" -eq 0 ]; then
    echo "API check: no breaking change against $version."
    exit 0
fi
grep -q -E '^[0-9]+ breaking changes? detected in ' "$log" ||
    fail "swift package diagnose-api-breaking-changes failed (exit $status) before comparing; the output is above and in $log"

next=$(awk '/^## / { inside = ($0 ~ /^## \[Unreleased\]/) } inside && /^Next version: / { print $3; exit }' CHANGELOG.md)
if [[ $next =~ ^([0-9]+)\.[0-9]+\.[0-9]+$ ]] && ((BASH_REMATCH[1] > baseline_major)); then
    echo "API check: breaking changes against $version, allowed: CHANGELOG.md's Unreleased section says" \
        "\"Next version: $next\", a major release."
    exit 0
fi
fail "the public API breaks against $version (above). Keep the API, or declare a major release: a line" \
    "\"Next version: $((baseline_major + 1)).0.0\" in the ## [Unreleased] section of CHANGELOG.md, with the" \
    "breaking changes listed there (CONTRIBUTING.md, \"Versions and releases\")${next:+; it says \"Next version: $next\"}"
