import Foundation
import Testing

/// An output a doc comment quotes: in a ```swift block of a `///` comment under `Sources`, what a
/// `print(…)` line shows, after it (`print(error)   // 1:1: …`) or on the `//` lines right below it,
/// one a line as printed; or the string an expression is (`web.javascript   // "navigator…"`);
/// or, in the doc comment of a `description` or `summary`, each code span: a text it can be
/// (`` `plays`, `silent` ``). `…` stands for text left out.
struct QuotedOutput: Hashable, Sendable, CustomTestStringConvertible {
    /// Where the doc comment quotes it.
    enum Kind: Hashable, Sendable {
        /// In a ```swift block: what a line prints, or the string it is.
        case printed
        /// A code span in the doc comment of a `description` or `summary`: one of the texts it is.
        case described
    }

    /// Where it is quoted.
    var kind: Kind
    /// The file, from the package's root: `Sources/HapticKit/Routing/HapticRouter.swift`.
    var file: String
    /// The code's line, counting from 1.
    var line: Int
    /// The code that prints, without its comment.
    var code: String
    /// What the comment says it prints.
    var text: String

    /// How ``DocOutputTests`` names it: the file's name and the code, or, for a description, the
    /// file's name and the code span.
    var key: String {
        let name = file.split(separator: "/").last ?? ""
        return kind == .printed ? "\(name): \(code)" : "\(name): `\(text)`"
    }

    var testDescription: String { "\(file):\(line): \(code)" }

    /// Whether `printed` is the quoted text, where `…` stands for any text.
    func matches(_ printed: String) -> Bool {
        let parts = text.components(separatedBy: "…")
        guard let first = parts.first, let last = parts.last, parts.count > 1 else { return printed == text }
        guard printed.hasPrefix(first) else { return false }
        var rest = printed.dropFirst(first.count)
        for part in parts.dropFirst().dropLast() {
            guard let range = rest.range(of: part) else { return false }
            rest = rest[range.upperBound...]
        }
        return rest.hasSuffix(last)
    }
}

extension QuotedOutput {
    /// The package's root folder.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every quoted output under `Sources`, by file and line.
    static let all: [QuotedOutput] = {
        let sources = root.appendingPathComponent("Sources")
        let paths = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { $0.hasSuffix(".swift") }.sorted().flatMap { path in
            let text = (try? String(contentsOf: sources.appendingPathComponent(path), encoding: .utf8)) ?? ""
            return scan(text, file: "Sources/" + path)
        }
    }()

    /// The quoted outputs of one file's doc comments.
    static func scan(_ text: String, file: String) -> [QuotedOutput] {
        var blocks: [[(line: Int, body: String)]] = []
        var block: [(line: Int, body: String)]?
        var isSwift = false
        var described: [QuotedOutput] = []
        var comment: [String] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("///") else {
                block = nil  // a block the comment does not close is no example
                if trimmed.contains("var description: String") || trimmed.contains("var summary: String") {
                    described += spans(in: comment.joined(separator: " ")).map {
                        QuotedOutput(kind: .described, file: file, line: index + 1, code: String(trimmed), text: $0)
                    }
                }
                if !trimmed.hasPrefix("@") { comment = [] }
                continue
            }
            comment.append(trimmed.dropFirst(3).trimmingCharacters(in: .whitespaces))
            var body = trimmed.dropFirst(3)
            if body.first == " " { body = body.dropFirst() }
            if body.hasPrefix("```") {
                if let finished = block, isSwift { blocks.append(finished) }
                block = block == nil ? [] : nil
                isSwift = body.trimmingCharacters(in: .whitespaces) == "```swift"
            } else {
                block?.append((index + 1, String(body)))
            }
        }
        return blocks.flatMap { outputs(in: $0, file: file) } + described
    }

    /// The code spans of a doc comment's text (`` `plays` ``), not its symbol links (``` ``name`` ```).
    private static func spans(in text: String) -> [String] {
        text.components(separatedBy: "``").enumerated().filter { $0.offset % 2 == 0 }.flatMap { part in
            part.element.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
        }
    }

    /// The quoted outputs of one ```swift block.
    private static func outputs(in block: [(line: Int, body: String)], file: String) -> [QuotedOutput] {
        let lines = block.map { (line: $0.line, parts: split($0.body)) }
        var outputs: [QuotedOutput] = []
        for (index, line) in lines.enumerated() where !line.parts.code.isEmpty {
            let (code, comment) = line.parts
            if code.contains("print(") {
                // The output after the code, or on the comment lines right below it.
                let below = lines[(index + 1)...].prefix { $0.parts.code.isEmpty && $0.parts.comment != nil }
                let text = comment ?? below.compactMap(\.parts.comment).joined(separator: "\n")
                if !text.isEmpty {
                    outputs.append(QuotedOutput(kind: .printed, file: file, line: line.line, code: code, text: text))
                }
            } else if let comment, comment.count > 1, comment.hasPrefix("\""), comment.hasSuffix("\"") {
                let text = String(comment.dropFirst().dropLast())
                outputs.append(QuotedOutput(kind: .printed, file: file, line: line.line, code: code, text: text))
            }
        }
        return outputs
    }

    /// A line's code, trimmed, and its comment (the text after `// `), if it has one; a `//`
    /// inside a string literal is code.
    private static func split(_ line: String) -> (code: String, comment: String?) {
        var isInString = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"", previous != "\\" { isInString.toggle() }
            if character == "/", previous == "/", !isInString {
                let code = line[..<line.index(before: index)].trimmingCharacters(in: .whitespaces)
                var comment = line[line.index(after: index)...]
                if comment.first == " " { comment = comment.dropFirst() }
                return (code, String(comment.reversed().drop { $0 == " " }.reversed()))
            }
            previous = character
        }
        return (line.trimmingCharacters(in: .whitespaces), nil)
    }
}
