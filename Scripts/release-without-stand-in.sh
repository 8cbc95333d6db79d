#!/usr/bin/env bash
# The Debug stand-in (the ripple, the sound and the console line of Haptics.standIn) is compiled
# only under `#if DEBUG`: build HapticKit in release and fail if any of its symbols is in the
# release objects. The same search must find them in the debug objects, so the check cannot pass
# by matching nothing.
#
#   Scripts/release-without-stand-in.sh      # after `swift build` (CI's first step)
set -euo pipefail
cd "$(dirname "$0")/.."

# The stand-in's types are named StandIn… and HapticStandIn; its members standInPattern,
# standInAnchor, showStandIn and Haptics.standIn (not HapticFeedback.standIn, the visionOS
# stand-in feedback, which ships).
pattern='HapticStandIn|StandIn(Cue|Sound|Hub|Host|Output|Overlay|Speaker|Console|Audio)|standInPattern|standInAnchor|showStandIn|Haptics\.standIn'

# nm heads each object's list with its file name, which names the stand-in's files: only symbols count.
symbols() { nm "$@" 2>/dev/null | grep -v '\.o:$' | swift demangle --simplified; }

debug=(.build/debug/HapticKit.build/*.o)
if [ ! -e "${debug[0]}" ] || ! symbols "${debug[@]}" | grep -E "$pattern" >/dev/null; then
    echo "error: the debug objects have none of the stand-in's symbols: the search is wrong (run swift build first)" >&2
    exit 1
fi

swift build -c release --target HapticKit
release=(.build/release/HapticKit.build/*.o)
[ -e "${release[0]}" ] || { echo "error: no release objects in .build/release/HapticKit.build" >&2; exit 1; }
if symbols "${release[@]}" | grep -E "$pattern"; then
    echo "error: the release build of HapticKit has stand-in symbols (above): fence them with #if DEBUG" >&2
    exit 1
fi
echo "the release build has none of the stand-in's symbols (${#release[@]} objects)"
