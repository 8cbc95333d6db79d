/// A text's lines, one at a time, with their 1-based numbers: LF, CRLF and CR each end a line,
/// and a UTF-8 byte order mark at the start is not part of the first. Lines are found in the
/// UTF-8 bytes, which is several times faster than by `Character` on long scripts.
struct TextLines: Sendable {
    private let text: String
    private var start: String.Index?
    private var number = 0

    init(_ text: String) {
        self.text = text
        start =
            text.utf8.starts(with: [0xEF, 0xBB, 0xBF]) ? text.utf8.index(text.startIndex, offsetBy: 3) : text.startIndex
    }

    /// The words of `line` before any `#`, split at spaces and tabs, in statements split at `;`
    /// when `separatedBySemicolons`; statements without words are left out. The separators are
    /// ASCII, so the UTF-8 bytes are searched.
    static func statements(_ line: Substring, separatedBySemicolons: Bool) -> [[String]] {
        var statements: [[String]] = [[]]
        var wordStart: String.Index?
        let bytes = line.utf8
        var index = bytes.startIndex
        func endWord() {
            if let start = wordStart { statements[statements.count - 1].append(String(line[start..<index])) }
            wordStart = nil
        }
        while index < bytes.endIndex, bytes[index] != UInt8(ascii: "#") {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                endWord()
            case UInt8(ascii: ";") where separatedBySemicolons:
                endWord()
                statements.append([])
            default:
                if wordStart == nil { wordStart = index }
            }
            index = bytes.index(after: index)
        }
        endWord()
        return statements.filter { !$0.isEmpty }
    }

    /// The next line and its number, or `nil` after the last.
    mutating func next() -> (number: Int, text: Substring)? {
        guard let lineStart = start else { return nil }
        let bytes = text.utf8
        let end = bytes[lineStart...].firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.endIndex
        if end == bytes.endIndex {
            start = nil
        } else {
            let next = bytes.index(after: end)
            start = bytes[end] == 0x0D && next < bytes.endIndex && bytes[next] == 0x0A ? bytes.index(after: next) : next
        }
        number += 1
        return (number, text[lineStart..<end])
    }
}
