/// How HapticKit quotes text a user typed or a file held in its messages: in single quotes, cut
/// after ``limit`` characters with the whole length in bytes, and with line breaks and control
/// characters spelled as Swift escapes (`\0`, `\n`, `\u{1B}`), so that a message stays one line,
/// stays short whatever it quotes, and shows what was there.
///
/// ```swift
/// QuotedText.quote("impact-light\0")   // 'impact-light\0'
/// ```
package enum QuotedText {
    /// The longest quotation, in characters (HapticKit's choice, the `haptickit` tool's too).
    package static let limit = 60

    /// `'text'`, or `'the first 60 characters…' (1048576 bytes)` for longer text.
    package static func quote(_ text: String) -> String {
        let prefix = text.prefix(limit)
        var shown = ""
        for character in prefix {
            if character.unicodeScalars.contains(where: isControl) {
                for scalar in character.unicodeScalars { shown += scalar.escaped(asASCII: true) }
            } else {
                shown.append(character)
            }
        }
        return prefix.endIndex < text.endIndex ? "'\(shown)…' (\(text.utf8.count) bytes)" : "'\(shown)'"
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
