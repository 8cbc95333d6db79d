#!/usr/bin/env python3
"""Lists the public symbols declared in this package's sources that have no doc comment of their own.

    Scripts/undocumented-symbols.py <symbol-graph-dir> <module>...

Reads `<module>.symbols.json` and `<module>@*.symbols.json` (the module's extensions of other
modules' types) from the symbol graphs `swift package dump-symbol-graph` writes. A symbol counts
when it is declared in `Sources/` (so not synthesized by the compiler: `init(rawValue:)`, `Codable`
conformances, members inherited from protocol extensions) and is not an extension block. It is documented when its doc
comment is written where it is declared: a requirement's comment inherited from a protocol
(`description`, `hash(into:)`, `==`) does not count, the same rule as swift-format's
`AllPublicDeclarationsHaveDocumentation`.

Prints one line per undocumented symbol (`file:line: kind name`) and a summary per module; exits 1
when any symbol is undocumented. Uses the standard library only.
"""

import glob
import json
import os
import sys


def symbols(directory, module):
    paths = [os.path.join(directory, f"{module}.symbols.json")]
    paths += sorted(glob.glob(os.path.join(glob.escape(directory), f"{module}@*.symbols.json")))
    for path in paths:
        if not os.path.exists(path):
            sys.exit(f"error: no symbol graph {path}")
        with open(path, encoding="utf-8") as file:
            yield from json.load(file)["symbols"]


def main(arguments):
    if len(arguments) < 2:
        sys.exit(__doc__.split("\n\n")[1].strip().join(["usage: ", ""]))
    directory, modules = arguments[0], arguments[1:]
    missing_total = 0
    for module in modules:
        declared = 0
        missing = []
        for symbol in symbols(directory, module):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            if symbol["kind"]["identifier"] == "swift.extension":  # an extension block, not a declaration
                continue
            uri = symbol.get("location", {}).get("uri", "")
            if "/Sources/" not in uri:
                continue
            declared += 1
            comment = symbol.get("docComment")
            if comment and comment.get("uri") == uri and any(line["text"].strip() for line in comment["lines"]):
                continue
            path = uri.split("/Sources/", 1)[1]
            line = symbol["location"]["position"]["line"] + 1
            missing.append((path, line, symbol["kind"]["displayName"], ".".join(symbol["pathComponents"])))
        for path, line, kind, name in sorted(missing):
            print(f"Sources/{path}:{line}: {kind.lower()} {name} has no doc comment")
        print(f"{module}: {len(missing)} of {declared} public symbols undocumented")
        missing_total += len(missing)
    if missing_total:
        print(f"error: {missing_total} public symbols have no doc comment (a `///` summary above each)", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
