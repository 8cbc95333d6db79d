#!/usr/bin/env bash
# The Debug stand-in (the ripple, the sound and the console line, and the backend that shows them) is compiled
# only under `#if DEBUG`: build HapticKit in release and fail if any of its symbols is in the
# release objects. The same search must find every Linux-built name in the debug objects, so the
# check cannot pass by matching nothing.
#
#   Scripts/release-without-stand-in.sh      # after `swift build` (CI's first step)
set -euo pipefail
cd "$(dirname "$0")/.."

# The stand-in's files: its folder, and its platform adapters.
pure=(Sources/HapticKit/StandIn/*.swift)
files=("${pure[@]}" Sources/HapticKit/Platform/StandIn*.swift)

# The names these files declare, read from the files so that a new type is searched for without
# editing this script: every top-level type (struct, enum, class, protocol, actor, typealias)
# as a word, and every member of an extension of a type declared elsewhere as `Type.member`
# (HapticFeedback.standInPattern, not HapticFeedback.standIn, the visionOS stand-in feedback, which ships).
names() {
    awk '
        # Two passes over the files: the first learns every type, the second prints.
        FNR == 1 { if (FILENAME in opened) second = 1; opened[FILENAME] = 1 }
        function emit(name) { if (second && !(name in seen)) { seen[name] = 1; print name } }
        /^(@[A-Za-z]+ )*((public|package|internal|private|fileprivate|final) )*(struct|enum|class|protocol|actor|typealias) [A-Za-z_]/ {
            for (i = 1; i <= NF; i++) if ($i ~ /^(struct|enum|class|protocol|actor|typealias)$/) {
                name = $(i + 1); sub(/[^A-Za-z0-9_].*/, "", name); types[name] = 1; emit(name); break
            }
            extended = ""; next
        }
        /^extension [A-Za-z_.]+/ {
            extended = $2; sub(/[^A-Za-z0-9_.].*/, "", extended)
            base = extended; sub(/\..*/, "", base)
            if (base in types) extended = ""
            next
        }
        /^}/ { extended = ""; next }
        extended != "" && /^    ((@[A-Za-z]+|public|package|internal|private|fileprivate|static|override|mutating|nonisolated) )*(func|var|let) [A-Za-z_]/ {
            for (i = 1; i <= NF; i++) if ($i ~ /^(func|var|let)$/) {
                name = $(i + 1); sub(/[^A-Za-z0-9_].*/, "", name); emit(extended "." name); break
            }
        }
    ' "$@" "$@"
}
# A word-bounded pattern of names, dots escaped.
pattern_of() { printf '\\b(%s)\\b' "$(sed 's/\./\\./g' | paste -sd '|')"; }

all_names=$(names "${files[@]}")
pattern=$(pattern_of <<<"$all_names")

# nm heads each object's list with its file name, which names the stand-in's files: only symbols count.
symbols() { nm "$@" 2>/dev/null | grep -v '\.o:$' | swift demangle --simplified; }

debug=(.build/debug/HapticKit.build/*.o)
[ -e "${debug[0]}" ] || { echo "error: no debug objects in .build/debug/HapticKit.build (run swift build first)" >&2; exit 1; }
debug_symbols=$(symbols "${debug[@]}")
# Every name of the files Linux builds must be in the debug objects: else the search is wrong.
missing=$(names "${pure[@]}" | while read -r name; do
    grep -E "$(pattern_of <<<"$name")" <<<"$debug_symbols" >/dev/null || echo "$name"
done)
if [ -n "$missing" ]; then
    echo "error: the debug objects have none of the symbols of: $missing: the search is wrong" >&2
    exit 1
fi

swift build -c release --target HapticKit
release=(.build/release/HapticKit.build/*.o)
[ -e "${release[0]}" ] || { echo "error: no release objects in .build/release/HapticKit.build" >&2; exit 1; }
if symbols "${release[@]}" | grep -E "$pattern"; then
    echo "error: the release build of HapticKit has stand-in symbols (above): fence them with #if DEBUG" >&2
    exit 1
fi
echo "the release build has none of the stand-in's symbols ($(wc -l <<<"$all_names") names, ${#release[@]} objects)"
