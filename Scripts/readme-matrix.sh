#!/usr/bin/env bash
# README.md's excerpt of the device matrix, cut from docs/DeviceMatrix.md (marks included) so it
# cannot drift from the generated file.
#
#   Scripts/readme-matrix.sh          rewrite the excerpt in README.md
#   Scripts/readme-matrix.sh --check  exit 1 (with a diff) when README.md's excerpt is stale
#
# The excerpt sits between the two marker comments below in README.md; DEVICES and FEEDBACKS
# choose its columns and rows, in that order. Plain awk: it runs in CI in well under a second.
set -euo pipefail
cd "$(dirname "$0")/.."

DEVICES="iphone ipad-pencil-pro ipad-finger ipad-bluetooth-trackpad mac-catalyst mac-trackpad watch tv tv-controller vision-26"
FEEDBACKS="success selection alignment level-change impact-light press-button pattern:tap"
BEGIN_MARK='<!-- matrix excerpt: cut from docs/DeviceMatrix.md by Scripts/readme-matrix.sh; do not edit by hand -->'
END_MARK='<!-- end of matrix excerpt -->'

excerpt() {
    awk -F'|' -v devices="$DEVICES" -v feedbacks="$FEEDBACKS" '
        function strip(s) { gsub(/^[ `]+|[ `]+$/, "", s); return s }
        # The first table of the file is the grid: its header names the devices.
        !header && /^\| feedback \|/ {
            header = 1
            for (i = 3; i < NF; i++) column[strip($i)] = i
            next
        }
        header && !done && /^\|---/ { next }
        header && !done && /^\| `/ { for (i = 2; i < NF; i++) row[strip($2), i] = strip($i); rows[strip($2)] = 1; next }
        header && !done { done = 1 }
        END {
            n = split(devices, wanted, " ")
            line = "| feedback |"
            for (d = 1; d <= n; d++) {
                if (!(wanted[d] in column)) { print "no device " wanted[d] " in docs/DeviceMatrix.md" > "/dev/stderr"; exit 1 }
                line = line " `" wanted[d] "` |"
            }
            print line
            line = "|---|"
            for (d = 1; d <= n; d++) line = line ":-:|"
            print line
            m = split(feedbacks, names, " ")
            for (f = 1; f <= m; f++) {
                if (!(names[f] in rows)) { print "no feedback " names[f] " in docs/DeviceMatrix.md" > "/dev/stderr"; exit 1 }
                line = "| `" names[f] "` |"
                for (d = 1; d <= n; d++) line = line " " row[names[f], column[wanted[d]]] " |"
                print line
            }
        }' docs/DeviceMatrix.md
}

table=$(excerpt)
readme=$(awk -v begin="$BEGIN_MARK" -v end="$END_MARK" -v table="$table" '
    $0 == begin { print; print table; skipping = 1; found = 1; next }
    $0 == end { skipping = 0 }
    !skipping { print }
    END { if (!found) exit 1 }' README.md) || { echo "error: README.md has no line '$BEGIN_MARK'" >&2; exit 1; }

if [[ "${1:-}" == "--check" ]]; then
    if ! diff -u README.md <(printf '%s\n' "$readme"); then
        echo "error: README.md's matrix excerpt is stale; run: Scripts/readme-matrix.sh" >&2
        exit 1
    fi
else
    printf '%s\n' "$readme" > README.md
fi
