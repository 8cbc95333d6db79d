/// How `haptickit` quotes what a user typed or a file held in its messages.
enum CLIText {
    /// The longest quotation, in characters; longer input is cut, with its length in bytes.
    static let quoteLimit = 60

    /// `'text'`, or `'the first 60 characters…' (10485760 bytes)` for longer text. Line breaks and
    /// control characters show as `?`, so a message stays one line.
    static func quote(_ text: String) -> String {
        let prefix = text.prefix(quoteLimit)
        let shown = String(prefix.map { isControl($0) ? "?" : $0 })
        return prefix.endIndex < text.endIndex ? "'\(shown)…' (\(text.utf8.count) bytes)" : "'\(shown)'"
    }

    private static func isControl(_ character: Character) -> Bool {
        character.isNewline || character.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }
    }
}
