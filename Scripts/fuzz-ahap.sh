#!/usr/bin/env bash
# Fuzzes the AHAP reader, the pattern notation parser, HapticScript and observation reports with
# libFuzzer and AddressSanitizer for a number of seconds (inputs starting `notation:` or `script:`
# go to the text parsers, Fuzz/TextFuzzer.swift; inputs starting `report:` to the report reader
# and writer, Fuzz/ReportFuzzer.swift).
#
#   Scripts/fuzz-ahap.sh <seconds>
#
# Builds Fuzz/*.swift with the sources of Sources/HapticKit, Sources/HapticKitTooling (the
# writer, exports, previews) and HapticScript.swift and TextLines.swift (swiftc -sanitize=fuzzer,address, Linux),
# seeds it with Fuzz/corpus (the regression corpus: every input that ever found a bug, plus
# hand-written edge cases) and Apple's fixtures, and runs it. Exits non-zero on a crash, a hang
# or a broken invariant, leaving the input in the work folder; fix the bug, then add that input
# to Fuzz/corpus.
#
# Build products and new corpus entries go to a scratch folder ($FUZZ_WORK, or a new temporary
# folder), never into the repository.
set -euo pipefail

seconds=${1:-}
if ! [[ $seconds =~ ^[0-9]+$ ]] || [ "$seconds" -lt 1 ]; then
    echo "usage: Scripts/fuzz-ahap.sh <seconds>   (a whole number of seconds, at least 1)" >&2
    exit 2
fi

root=$(cd "$(dirname "$0")/.." && pwd)
work=${FUZZ_WORK:-$(mktemp -d "${TMPDIR:-/tmp}/haptickit-fuzz.XXXXXX")}
mkdir -p "$work/corpus" "$work/artifacts"

sources=()
while IFS= read -r -d '' file; do sources+=("$file"); done \
    < <(find "$root/Sources/HapticKit" "$root/Fuzz" -name '*.swift' -print0 | sort -z)
# The writer, exports and previews (HapticKitTooling) and HapticScript with the TextLines it reads
# lines with (HapticKitTesting) join the one module, without their `import HapticKit`.
mkdir -p "$work/joined"
while IFS= read -r -d '' file; do
    sed -E '/^(public )?import HapticKit$/d' "$file" >"$work/joined/$(basename "$file")"
    sources+=("$work/joined/$(basename "$file")")
done < <(find "$root/Sources/HapticKitTooling" "$root/Sources/HapticKitTesting/HapticScript.swift" \
    "$root/Sources/HapticKitTesting/TextLines.swift" -name '*.swift' -print0 | sort -z)

echo "fuzz-ahap: building in $work"
# One whole-module job on two threads: about half the time of file-by-file on two cores.
if ! swiftc -sanitize=fuzzer,address -parse-as-library -O -wmo -num-threads 2 -swift-version 6 \
    -module-name HapticKitFuzz -package-name HapticKit -o "$work/ahap-fuzzer" "${sources[@]}" >"$work/build.log" 2>&1; then
    grep -v 'Cannot export local symbol' "$work/build.log" >&2
    echo "fuzz-ahap: the fuzzer did not build" >&2
    exit 1
fi

cp "$root"/Fuzz/corpus/* "$work/corpus/"
find "$root/Fixtures/ahap" -name '*.ahap' -exec cp {} "$work/corpus/" \;

echo "fuzz-ahap: running for $seconds s on $(find "$work/corpus" -type f | wc -l | tr -d ' ') seed inputs"
status=0
# LeakSanitizer runs at the end; .ci/lsan-suppressions.txt lists its runtime false positives.
LSAN_OPTIONS="suppressions=$root/.ci/lsan-suppressions.txt:print_suppressions=0" \
    "$work/ahap-fuzzer" "$work/corpus" \
    -dict="$root/Fuzz/ahap.dict" \
    -max_total_time="$seconds" \
    -max_len=16384 \
    -timeout=10 \
    -rss_limit_mb=2048 \
    -print_final_stats=1 \
    -artifact_prefix="$work/artifacts/" \
    2>"$work/fuzz.log" || status=$?
grep -E '^(#[0-9]+ +DONE|Done|stat::number_of_executed_units|stat::peak_rss_mb)' "$work/fuzz.log" || true

if [ "$status" -ne 0 ]; then
    tail -n 40 "$work/fuzz.log" >&2
    echo "fuzz-ahap: FAILED (exit $status); the input is in $work/artifacts:" >&2
    ls -1 "$work/artifacts" >&2
    exit 1
fi
echo "fuzz-ahap: no crash in $seconds s (log: $work/fuzz.log)"
