#!/usr/bin/env bash
# Runs the haptickit binary on generated worst cases and checks each exits with the status the
# contract promises (haptickit --help), quickly, and with bounded output: deep nesting, huge
# strings, 10^5 overlapping events, scripts that overflow the clock, a full disk, a closed
# standard output, endless standard input, and a conversion that would outgrow what lint reads.
#
#   Scripts/adversarial-cli.sh <path to haptickit> [<seconds per case>]
#
# Needs bash and coreutils only. Each case must finish within the bound (default 20 s; the
# debug build needs a few seconds for the largest); exit 1 names every case that did not hold.
set -uo pipefail

tool=${1:?usage: Scripts/adversarial-cli.sh <path to haptickit> [<seconds per case>]}
bound=${2:-20}
work=$(mktemp -d "${TMPDIR:-/tmp}/haptickit-adversarial.XXXXXX")
trap 'rm -rf "$work"' EXIT
failed=0

# check <name> <expected status> <max stdout bytes> <command…>: runs the command under the
# bound with stdout and stderr in files and checks the status and the size of standard output.
check() {
    local name=$1 expected=$2 limit=$3
    shift 3
    local start=$SECONDS status
    timeout "$bound" "$@" >"$work/out" 2>"$work/err"
    status=$?
    local size
    size=$(wc -c <"$work/out")
    if [ "$status" -eq 124 ]; then
        echo "FAIL $name: took over $bound s" >&2
        failed=1
    elif [ "$status" -ne "$expected" ]; then
        echo "FAIL $name: exit $status, expected $expected; stderr: $(head -c 300 "$work/err")" >&2
        failed=1
    elif [ "$size" -gt "$limit" ]; then
        echo "FAIL $name: $size bytes on standard output, over $limit" >&2
        failed=1
    else
        printf 'ok   %-46s exit %s in %2ss, %s bytes out\n' "$name" "$status" "$((SECONDS - start))" "$size"
    fi
}

# repeat <text> <count>: the text that many times, comma-separated.
repeat() { yes "$1," | head -n $(($2 - 1)) | tr -d '\n'; printf '%s' "$1"; }

printf '{"Pattern": ' >"$work/deep.ahap"
head -c 200000 /dev/zero | tr '\0' '[' >>"$work/deep.ahap"
check "lint: 200,000 nested arrays" 1 4000 "$tool" lint "$work/deep.ahap"

{
    printf '{"Version": 1, "Pattern": [], "'
    head -c 10000000 /dev/zero | tr '\0' 'k'
    printf '": 1}'
} >"$work/key.ahap"
check "lint --format json: a 10 MB key" 0 4000 "$tool" lint --format json "$work/key.ahap"

{
    printf '{"Version": 1, "Metadata": {"Description": "'
    head -c 10000000 /dev/zero | tr '\0' 'd'
    printf '"}, "Pattern": [{"Event": {"Time": 0, "EventType": "HapticTransient"}}]}'
} >"$work/title.ahap"
check "preview --svg: a 10 MB title" 0 200 "$tool" preview "$work/title.ahap" --svg "$work/title.svg"
check "  … the SVG stays small" 0 0 test "$(wc -c <"$work/title.svg")" -lt 20000

event='{"Event":{"Time":0,"EventType":"HapticContinuous","EventDuration":2}}'
printf '{"Version":1,"Pattern":[%s]}' "$(repeat "$event" 100000)" >"$work/tones.ahap"
check "preview --wav: 100,000 overlapping tones" 0 200 \
    "$tool" preview "$work/tones.ahap" --wav "$work/tones.wav" --sample-rate 8000
check "preview --svg: 100,000 overlapping tones" 0 200 "$tool" preview "$work/tones.ahap" --svg "$work/tones.svg"
check "  … the SVG stays small" 0 0 test "$(wc -c <"$work/tones.svg")" -lt 100000

event='{"Event":{"Time":0.5,"EventType":"HapticTransient"}}'
printf '{"Version":1,"Pattern":[%s]}' "$(repeat "$event" 100000)" >"$work/taps.ahap"
check "preview --svg: 100,000 transients" 0 200 "$tool" preview "$work/taps.ahap" --svg "$work/taps.svg"
check "  … the SVG stays small" 0 0 test "$(wc -c <"$work/taps.svg")" -lt 100000

event='{"Event":{"Time":0,"EventType":"HapticTransient"}}'
printf '{"Version":1,"Pattern":[%s]}' "$(repeat "$event" 400000)" >"$work/grow.ahap"
check "convert: an AHAP that would outgrow lint's 64 MB" 1 0 \
    "$tool" convert "$work/grow.ahap" --to ahap -o "$work/grown.ahap"
check "  … and nothing written" 0 0 test ! -e "$work/grown.ahap"

{
    echo "0ms success"
    yes "+86400s success" | head -n 106800
} >"$work/overflow.txt"
check "simulate: relative times past Int64 nanoseconds" 1 0 "$tool" simulate --device iphone "$work/overflow.txt"
check "simulate: a 1 MB word" 1 0 "$tool" simulate --device iphone <(head -c 1000000 /dev/zero | tr '\0' 'w')

check "matrix > /dev/full" 2 0 bash -c '"$0" matrix >/dev/full' "$tool"
check "matrix with standard output closed" 2 0 bash -c '"$0" matrix >&-' "$tool"
check "lint - with endless standard input" 2 200 bash -c '"$0" lint - </dev/zero' "$tool"
check "lint /dev/zero" 2 200 "$tool" lint /dev/zero
check "a 100 KB argument" 2 0 "$tool" route "$(head -c 100000 /dev/zero | tr '\0' 'a')"
check "  … quoted cut" 0 0 test "$(wc -c <"$work/err")" -lt 2000

if [ "$failed" -ne 0 ]; then
    echo "adversarial-cli: FAILED" >&2
    exit 1
fi
echo "adversarial-cli: every case held within $bound s"
