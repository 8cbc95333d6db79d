# Writes each fenced Swift example of the docs to its own file under `out`, wrapped so that it
# compiles as written: a block's statements go inside a function, its `import` lines above it.
# Scripts/examples.sh runs it and compiles the files; read that script's header first.
#
#   awk -v out=DIR -f Scripts/examples/extract.awk <*.swift and *.md files>
#
# Sources: ```swift fences in `///` comments (in Sources/<Module>/...), and in Markdown files.
# Each file gets: the block's own imports (Markdown: else those of the document's last block that
# had some; doc comments: Foundation, HapticKit, the symbol's module, and HapticKitTesting when the
# block names the test kit), the Apple frameworks the
# block names (`UIView` → UIKit, `View`/`Text(` → SwiftUI, ...) with the `#if` that guards them,
# and ExampleContext (Scripts/examples/ExampleContext.swift: names a snippet uses without making
# them, like `haptics`, `canvas` or `point`). Blocks of manifest lines (`.package(`, `.product(`)
# are not Swift files and are skipped.
function reset_file() {
    fence = ""; module = ""; doc_imports = ""; in_block = 0; pending = 0
    if (FILENAME ~ /\.swift$/) {
        n = split(FILENAME, parts, "/")
        for (i = 1; i < n; i++) if (parts[i] == "Sources") { module = parts[i + 1]; break }
    }
}
function group_of(file) {
    if (file ~ /\.swift$/) return file ~ /\/Internal\// ? "DocCommentsInternal" : "DocComments"
    if (file ~ /(^|\/)README\.md$/) return "Readme"
    if (file ~ /\.docc\//) return "DocC"
    return "Docs"
}
function emit(group, code, imports, origin, fileFence,    cond, conds, header, name, path, body, decl, k, lines, nl, i) {
    if (code ~ /^[ \t]*\.(package|product)\(/) { skipped++; return }
    conds = fileFence
    header = "import Foundation\n" imports
    if (code ~ /UI[A-Z][A-Za-z]+|gesture\.|pan\.|touch\.|squeezes|hoverRecognizer|CanvasFeedbackGenerator/) {
        header = header "import UIKit\n"; cond = "canImport(UIKit) && !os(watchOS)"
        if (code ~ /HapticPanGestureRecognizer|pan\.|touch\.|squeeze|hover/) cond = "canImport(UIKit) && os(iOS)"
        conds = conds (conds == "" ? "" : " && ") "(" cond ")"
    } else if (code ~ /NS(Event|View)/) {
        header = header "import AppKit\n"; conds = conds (conds == "" ? "" : " && ") "canImport(AppKit)"
    } else if (code ~ /in: (canvas|view|self)[,)]/) {
        conds = conds (conds == "" ? "" : " && ") "(canImport(UIKit) && !os(watchOS) || canImport(AppKit))"
    }
    if (code ~ /GameControllerHapticBackend/) conds = conds (conds == "" ? "" : " && ") "canImport(GameController) && canImport(CoreHaptics)"
    if (code ~ /(: |some )View\b|Text\(|Stepper\(|Slider\(|Form \{|Rectangle\(|Canvas \{|\.environment\(|@Environment|Gesture\(|EnvironmentKey|sensoryFeedback/) {
        header = header "import SwiftUI\n"; conds = conds (conds == "" ? "" : " && ") "canImport(SwiftUI)"
    }
    if (code ~ /PassthroughSubject|\.sink|AnyCancellable|ObservableObject|model\.(didSave|results)/) {
        header = header "import Combine\n"; conds = conds (conds == "" ? "" : " && ") "canImport(Combine)"
    }
    if (code ~ /CHHaptic/) {
        header = header "import CoreHaptics\n"; conds = conds (conds == "" ? "" : " && ") "canImport(CoreHaptics)"
    }
    if (code ~ /#expect|Issue\.record|@Test/ && header !~ /import Testing/) header = header "import Testing\n"
    # A block's own `import UIKit` (or another Apple framework) guards it too.
    split("UIKit AppKit SwiftUI Combine CoreHaptics GameController", apple, " ")
    for (k in apple) if (header ~ ("import " apple[k] "\n") && conds !~ ("canImport\\(" apple[k] "\\)"))
        conds = conds (conds == "" ? "" : " && ") "canImport(" apple[k] ")"
    count[group]++
    name = sprintf("%s_%03d", group, count[group])
    path = out "/" group "/" name ".swift"
    # A block with extensions, protocols or @Test functions stays at file scope; others go in a function.
    decl = code ~ /(^|\n)(public )?(extension|protocol) |(^|\n)@(Test|Suite)/
    body = "// " origin "\n" (conds == "" ? "" : "#if " conds "\n") header "import ExampleContext\n\n"
    if (decl) body = body code "\n"
    else body = body "@MainActor func example_" name "() async throws {\n" code "\n}\n"
    body = body (conds == "" ? "" : "#endif\n")
    printf "%s", body > path
    close(path)
    printf "%s\t%s\t%s\n", group, (conds == "" ? "portable" : "apple"), origin > (out "/index.tsv")
}
FNR == 1 { reset_file(); last_imports = "" }
# The first line of a Swift file: a fence that guards the whole file.
FILENAME ~ /\.swift$/ && fence == "" && /^#if / && !seen_code[FILENAME] { fence = substr($0, 5) }
FILENAME ~ /\.swift$/ && !/^[ \t]*(\/\/|$)/ { seen_code[FILENAME] = 1 }
# Doc comments.
FILENAME ~ /\.swift$/ && /^[ \t]*\/\/\/ ?```swift[ \t]*$/ { in_block = 1; code = ""; own = ""; start = FNR; next }
FILENAME ~ /\.swift$/ && in_block && /^[ \t]*\/\/\/ ?```[ \t]*$/ {
    in_block = 0
    imports = "import HapticKit\n" (module != "HapticKit" ? "import " module "\n" : "")
    if (group_of(FILENAME) == "DocCommentsInternal") imports = "@testable import HapticKit\n"
    imports = imports own
    # A HapticKit symbol's example may use the test kit, which HapticKit cannot name.
    if (code ~ /HapticRecorder|ManualHapticClock|HapticScript|UnimplementedHapticBackend/ && imports !~ /HapticKitTesting/)
        imports = imports "import HapticKitTesting\n"
    emit(group_of(FILENAME), code, imports, FILENAME ":" start, fence)
    next
}
FILENAME ~ /\.swift$/ && in_block {
    line = $0; sub(/^[ \t]*\/\/\/ ?/, "", line)
    if (line ~ /^(@testable )?import /) { own = own line "\n"; next }
    code = code (code == "" ? "" : "\n") line; next
}
# Markdown.
FILENAME ~ /\.md$/ && /^```swift[ \t]*$/ { in_block = 1; code = ""; own = ""; start = FNR; next }
FILENAME ~ /\.md$/ && in_block && /^```[ \t]*$/ {
    in_block = 0
    # A block without imports reads on from the document's last block that had some, less the
    # Apple frameworks (a block that names one gets it from the checks in `emit`).
    if (own != "") {
        last_imports = ""
        n = split(own, lines, "\n")
        for (i = 1; i <= n; i++)
            if (lines[i] != "" && lines[i] !~ /import (UIKit|AppKit|SwiftUI|Combine|CoreHaptics|GameController)$/)
                last_imports = last_imports lines[i] "\n"
    }
    imports = own != "" ? own : last_imports != "" ? last_imports : "import HapticKit\n"
    emit(group_of(FILENAME), code, imports, FILENAME ":" start, "")
    next
}
FILENAME ~ /\.md$/ && in_block {
    if ($0 ~ /^(@testable )?import /) { own = own $0 "\n"; next }
    code = code (code == "" ? "" : "\n") $0; next
}
END { printf "%d\n", skipped > (out "/skipped.txt") }
