# Writes each fenced Swift example of the docs to its own file under `out`, wrapped so that it
# compiles as written. Scripts/examples/extract.sh runs it; Scripts/examples.sh compiles the
# portable files on Linux, Scripts/apple-examples.sh the Apple ones against the Apple SDKs.
#
#   awk -v out=DIR -f Scripts/examples/extract.awk <*.swift and *.md files>
#
# Sources: ```swift fences in `///` comments (in Sources/<Module>/...), and in Markdown files (the
# agent skill's in skills/ are the group Skills).
# Blocks of manifest lines (`.package(`, `.product(`) are not Swift files and are skipped.
#
# Imports: the block's own; else, in Markdown, those of the document's last block that had some,
# and for a doc comment Foundation, HapticKit and the symbol's module (`@testable` for a `package`
# declaration's, as the package's own tests import it); HapticKitTesting when the block names the
# test kit. Then the Apple frameworks its fence needs (below), and ExampleContext
# (Scripts/examples/ExampleContext.swift: the names a snippet uses without making them, like
# `haptics`, `canvas` or `point`).
#
# Wrapping:
# - a block that declares an extension, a protocol or @Test functions, or only declares types,
#   stays at file scope (where a document's later blocks can use the types, as a reader's code
#   would);
# - a SwiftUI view fragment (a SwiftUI block that starts with a view, `Text("Saved").haptic(...)`,
#   and declares nothing) is the body of a view that has the view state snippets name
#   (`count`, `level`, `saveCount`, ...: `view_state` below);
# - any other block is the body of a `@MainActor` function, `async` when it awaits, that uses
#   each constant and variable the block declares at its top level (`_ = outcome`).
#
# Fences, the `#if` that says where an example compiles (none: everywhere, Linux too). The
# conditions, joined with &&:
# - a doc comment's example: every `#if` around the comment in its file (the symbol exists only
#   there), and the Apple frameworks those name in `canImport(...)` are imported;
# - from the names its code uses (comments and string literals left out):
#   - a `UI…` type, `gesture.`, `CanvasFeedbackGenerator`, `HapticPanGestureRecognizer`, `pan.`,
#     `touch.`: UIKit, `canImport(UIKit) && !os(watchOS)`; a squeeze: `canImport(UIKit) && os(iOS)`
#     (`PencilSqueezeObserver`); a hover recognizer or a `UISlider` (`slider.`): also `!os(tvOS)`;
#     one of UIKit's feedback generators (`UIImpactFeedbackGenerator`, …): also `!os(tvOS) &&
#     !os(visionOS)` (UIFeedbackGenerator.h:15, iOS 17.4 SDK: `API_UNAVAILABLE(visionos)
#     API_UNAVAILABLE(tvos, watchos)`);
#   - `NSEvent`, `NSView`: AppKit, `canImport(AppKit) && os(macOS)` (Mac Catalyst has the module
#     but not its views);
#   - else a view argument (`in: canvas`, with an input or not): UIKit (not watchOS) or AppKit on
#     macOS;
#   - SwiftUI names (`View`, `Text(`, `@Environment`, ...), Combine names (`PassthroughSubject`,
#     `.sink`, ...), `CHHaptic…`: `canImport` of SwiftUI, Combine, CoreHaptics; a `Stepper`,
#     `Slider` or drag (`.hapticDrag`, ...): also `!os(tvOS)`, whose SwiftUI has none;
# - its own `import` of an Apple framework: `canImport` of it.
# Availability: a doc comment's example has the `@available` of the symbol it documents and of
# the type or extension around it (its function carries those attributes, so an example of an
# iOS 17 API compiles as iOS 17 code), and compiles on the platforms where that symbol is:
# each `@available(<platform>, unavailable)` of the symbol or its type adds `!os(<platform>)` to
# its fence (`!targetEnvironment(macCatalyst)` for macCatalyst; `@available(*, unavailable)`,
# `false`), so an example of an API unavailable on tvOS is not compiled for tvOS, and one that is
# available there is. `os(iOS)` is true on Mac Catalyst too, as an iOS-unavailable symbol is
# unavailable there. A Markdown example compiles at HapticKit's deployment floor.
BEGIN {
    split("UIKit AppKit SwiftUI Combine CoreHaptics GameController", apple, " ")
    view_state = \
        "    @State private var count = 0\n" \
        "    @State private var saveCount = 0\n" \
        "    @State private var level = 0.5\n" \
        "    @State private var rotation = 0.0\n" \
        "    @State private var showsGuide = false\n" \
        "    @State private var input = HapticInput.unspecified\n" \
        "    @State private var status = SaveStatus(message: \"Saved\", isFailure: false)\n"
}
function reset_file() {
    module = ""; in_block = 0; depth = 0; scope_avail = ""; next_scope_avail = ""; pending = 0
    if (FILENAME ~ /\.swift$/) {
        n = split(FILENAME, parts, "/")
        for (i = 1; i < n; i++) if (parts[i] == "Sources") { module = parts[i + 1]; break }
    }
}
function group_of(file) {
    if (file ~ /\.swift$/) return file ~ /\/Internal\// ? "DocCommentsInternal" : "DocComments"
    if (file ~ /^skills\//) return "Skills"
    if (file ~ /(^|\/)README\.md$/) return "Readme"
    if (file ~ /\.docc\//) return "DocC"
    return "Docs"
}
# The conditions of the `#if`s around the current line, joined with &&.
function enclosing_fence(    i, result, cond) {
    result = ""
    for (i = 1; i <= depth; i++) {
        cond = if_cond[i] ~ /\|\|/ ? "(" if_cond[i] ")" : if_cond[i]
        result = result (result == "" ? "" : " && ") cond
    }
    return result
}
# The import lines for the Apple frameworks the `#if`s around the current line require: each
# `canImport(F)` they name outside an `||`.
function enclosing_imports(    i, k, cond, group, result) {
    result = ""
    for (i = 1; i <= depth; i++) {
        cond = if_cond[i]
        # Innermost parentheses first: a group with an `||` drops out, any other becomes [...].
        while (match(cond, /\([^()]*\)/)) {
            group = substr(cond, RSTART + 1, RLENGTH - 2)
            cond = substr(cond, 1, RSTART - 1) (group ~ /\|\|/ ? "x" : "[" group "]") substr(cond, RSTART + RLENGTH)
        }
        if (cond ~ /\|\|/) continue
        for (k in apple) if (cond ~ ("canImport\\[" apple[k] "[],]")) result = result "import " apple[k] "\n"
    }
    return result
}
# `_ = name` for each constant or variable a block declares at its top level: a snippet shows a
# value (`let outcome = ...`) that the reader goes on to use, which its function never does.
function uses(code,    lines, n, i, result) {
    n = split(code, lines, "\n"); result = ""
    for (i = 1; i <= n; i++)
        if (match(lines[i], /^(let|var) [A-Za-z_][A-Za-z0-9_]*/))
            result = result "_ = " substr(lines[i], 5, RLENGTH - 4) "\n"
    return result
}
# Whether a block only declares types: each line at its top level starts one (or
# an attribute, or closes one).
function only_declarations(names,    lines, n, i) {
    n = split(names, lines, "\n")
    for (i = 1; i <= n; i++)
        if (lines[i] ~ /^[^ \t}@]/ && lines[i] !~ /^((public|private|final|open) )*(struct|class|enum|actor|extension|protocol) /) return 0
    return 1
}
# Adds a condition to the example's fence, once.
function need(cond) { if (index(conds, cond) == 0) conds = conds (conds == "" ? "" : " && ") cond }
function emit(group, code, imports, origin, first, fence, avail,    names, header, name, path, body, kind, k, lines, n, i, file, located) {
    if (code ~ /^[ \t]*\.(package|product)\(/) { skipped++; return }
    # The fence and the framework imports follow the names the code uses, not its comments.
    n = split(code, lines, "\n"); names = ""
    # String literals are left out too: a string that spells an Apple call needs no framework.
    for (i = 1; i <= n; i++) { gsub(/"[^"]*"/, "\"\"", lines[i]); sub(/[ \t]*\/\/.*$/, "", lines[i]); names = names lines[i] "\n" }
    conds = fence
    header = "import Foundation\n" imports
    # A snippet may use the test kit (a preview's recorder) without its import, which HapticKit's
    # own doc comments cannot name.
    if (names ~ /HapticRecorder|ManualHapticClock|HapticScript|UnimplementedHapticBackend/) header = header "import HapticKitTesting\n"
    if (names ~ /UI[A-Z][A-Za-z]+|gesture\.|pan\.|touch\.|squeezes|hoverRecognizer|CanvasFeedbackGenerator/) {
        header = header "import UIKit\n"
        if (names ~ /squeeze/) need("canImport(UIKit) && os(iOS)")
        else need("canImport(UIKit) && !os(watchOS)")
        if (names ~ /hover/) need("!os(tvOS)")
    } else if (names ~ /NS(Event|View)/) {
        header = header "import AppKit\n"; need("canImport(AppKit) && os(macOS)")
    } else if (names ~ /in: (canvas|view|self)[,)]/) {
        header = header "#if canImport(UIKit)\nimport UIKit\n#else\nimport AppKit\n#endif\n"
        need("(canImport(UIKit) && !os(watchOS) || canImport(AppKit) && os(macOS))")
    }
    if (names ~ /UISlider|slider\./) need("!os(tvOS)")
    if (names ~ /UI[A-Za-z]*FeedbackGenerator/) { need("!os(tvOS)"); need("!os(visionOS)") }
    if (names ~ /(: |some )View([^A-Za-z]|$)|Text\(|Stepper\(|Slider\(|Form \{|Rectangle\(|Canvas \{|\.environment\(|@Environment|Gesture\(|EnvironmentKey|sensoryFeedback/) {
        header = header "import SwiftUI\n"; need("canImport(SwiftUI)")
        # SwiftUI on tvOS has no Stepper, Slider or DragGesture, so no drag modifiers either.
        if (names ~ /Stepper\(|Slider\(|DragGesture|\.haptic(Tap|Drag)\(|\.snapFeedback\(/) need("!os(tvOS)")
    }
    if (names ~ /PassthroughSubject|\.sink|AnyCancellable|ObservableObject|model\.(didSave|results)/) {
        header = header "import Combine\n"; need("canImport(Combine)")
    }
    if (names ~ /CHHaptic/) { header = header "import CoreHaptics\n"; need("canImport(CoreHaptics)") }
    if (names ~ /#expect|Issue\.record|@Test/ && header !~ /import Testing/) header = header "import Testing\n"
    # A block's own `import UIKit` (or another Apple framework) guards it too.
    for (k in apple) if (header ~ ("\nimport " apple[k] "\n") && conds !~ ("canImport\\(" apple[k] "[,)]")) need("canImport(" apple[k] ")")
    # No framework twice.
    n = split(header, lines, "\n"); header = ""; delete seen
    for (i = 1; i <= n; i++) if (lines[i] != "" && (lines[i] ~ /^#/ || !seen[lines[i]]++)) header = header lines[i] "\n"

    count[group]++
    name = sprintf("%s_%03d", group, count[group])
    path = out "/" group "/" name ".swift"
    if (names ~ /(^|\n)(public )?(extension|protocol) |(^|\n)@(Test|Suite)/ || only_declarations(names)) kind = "declarations"
    else if (header ~ /import SwiftUI/ && names ~ /^[A-Z][A-Za-z]*(\(| \{)/ && names !~ /(^|\n)(let|var|struct|class|enum|func|final|@)/) kind = "view"
    else kind = "statements"
    body = "// " origin "\n" (conds == "" ? "" : "#if " conds "\n") header "import ExampleContext\n\n"
    # The compiler's messages name the doc's file and line.
    file = origin; sub(/:[0-9]+$/, "", file)
    located = "#sourceLocation(file: \"" file "\", line: " first ")\n" code "\n#sourceLocation()"
    # Every example defines example_<name>, so a build can tell which examples its fences let in.
    if (kind == "declarations") body = body located "\n\nfunc example_" name "() {}\n"
    else if (kind == "view")
        body = body avail "struct example_" name ": View {\n" view_state "\n    var body: some View {\n" located "\n    }\n}\n"
    else
        body = body avail "@MainActor func example_" name "() " (names ~ /await /? "async " : "") "throws {\n" located "\n" uses(code) "}\n"
    body = body (conds == "" ? "" : "#endif\n")
    printf "%s", body > path
    close(path)
    printf "%s\t%s\t%s\t%s\n", group, (conds == "" ? "portable" : "apple"), name, origin > (out "/index.tsv")
}
# The fence conditions that `@available(<platform>, unavailable)` lines in `avail` make: one per
# platform, joined with &&.
function unavailable_fence(avail,    rest, attr, platform, cond, result) {
    result = ""; rest = avail
    while (match(rest, /@available\([ \t]*[A-Za-z*]+[ \t]*,[ \t]*unavailable[ \t]*[,)]/)) {
        attr = substr(rest, RSTART, RLENGTH); rest = substr(rest, RSTART + RLENGTH)
        platform = attr; sub(/^@available\([ \t]*/, "", platform); sub(/[ \t]*,.*$/, "", platform)
        if (platform == "*") cond = "false"
        else if (platform == "macCatalyst") cond = "!targetEnvironment(macCatalyst)"
        else if (platform ~ /^(iOS|macOS|tvOS|watchOS|visionOS)$/) cond = "!os(" platform ")"
        else continue  # an app extension's availability: the example compiles where the app does
        if (index(result, cond) == 0) result = result (result == "" ? "" : " && ") cond
    }
    return result
}
# A doc comment's examples wait for the declaration they document, to take its `@available`.
# declaration: the line the pending doc comments document; a `package` declaration's examples
# import its module with `@testable`, as the package's own tests do.
function flush_pending(declaration,    i, imports, avail, fence, unavailable) {
    for (i = 1; i <= pending; i++) {
        imports = p_imports[i]
        if (declaration ~ /^[ \t]*package / && module != "") sub("(^|\n)import " module "\n", "\n@testable import " module "\n", imports)
        avail = pending_avail (p_nested[i] ? scope_avail : "")
        fence = p_fence[i]; unavailable = unavailable_fence(avail)
        if (unavailable != "") fence = (fence == "" ? "" : "(" fence ") && ") unavailable
        emit(p_group[i], p_code[i], imports, p_origin[i], p_first[i], fence, avail)
    }
    pending = 0; pending_avail = ""
}
FNR == 1 { flush_pending(); reset_file(); last_imports = "" }
END { flush_pending(); printf "%d\n", skipped > (out "/skipped.txt") }

# Swift files: the `#if`s around each line, and the `@available` of each declaration.
FILENAME ~ /\.swift$/ && /^[ \t]*#if / { depth++; c = $0; sub(/^[ \t]*#if /, "", c); if_cond[depth] = c; if_else[depth] = "!(" c ")" }
FILENAME ~ /\.swift$/ && /^[ \t]*#elseif / { c = $0; sub(/^[ \t]*#elseif /, "", c); if_cond[depth] = if_else[depth] " && (" c ")"; if_else[depth] = if_else[depth] " && !(" c ")" }
FILENAME ~ /\.swift$/ && /^[ \t]*#else([ \t]|$)/ { if_cond[depth] = if_else[depth] }
FILENAME ~ /\.swift$/ && /^[ \t]*#endif/ { depth-- }
FILENAME ~ /\.swift$/ && pending && !in_block && !/^[ \t]*(\/\/\/|@)/ { flush_pending($0) }
FILENAME ~ /\.swift$/ && pending && /^[ \t]*@available/ { a = $0; sub(/^[ \t]*/, "", a); pending_avail = pending_avail a "\n" }
FILENAME ~ /\.swift$/ && /^@available/ { next_scope_avail = next_scope_avail $0 "\n" }
FILENAME ~ /\.swift$/ && /^[a-z]/ && !/^import / { scope_avail = next_scope_avail; next_scope_avail = "" }
FILENAME ~ /\.swift$/ && /^}/ { scope_avail = "" }

# Doc comments.
FILENAME ~ /\.swift$/ && /^[ \t]*\/\/\/ ?```swift[ \t]*$/ { in_block = 1; code = ""; own = ""; start = FNR; next }
FILENAME ~ /\.swift$/ && in_block && /^[ \t]*\/\/\/ ?```[ \t]*$/ {
    in_block = 0
    imports = "import HapticKit\n" (module != "HapticKit" ? "import " module "\n" : "")
    if (group_of(FILENAME) == "DocCommentsInternal") imports = "@testable import HapticKit\n"
    imports = imports own enclosing_imports()
    pending++
    p_group[pending] = group_of(FILENAME); p_code[pending] = code; p_imports[pending] = imports
    p_origin[pending] = FILENAME ":" start; p_first[pending] = first; p_fence[pending] = enclosing_fence(); p_nested[pending] = $0 ~ /^[ \t]/
    next
}
FILENAME ~ /\.swift$/ && in_block {
    line = $0; sub(/^[ \t]*\/\/\/ ?/, "", line)
    if (line ~ /^(@testable )?import /) { own = own line "\n"; next }
    if (code == "") first = FNR
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
    emit(group_of(FILENAME), code, imports, FILENAME ":" start, first, "", "")
    next
}
FILENAME ~ /\.md$/ && in_block {
    if ($0 ~ /^(@testable )?import /) { own = own $0 "\n"; next }
    if (code == "") first = FNR
    code = code (code == "" ? "" : "\n") $0; next
}
