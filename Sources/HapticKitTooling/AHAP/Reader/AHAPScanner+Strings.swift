import HapticKit

/// JSON strings: escapes, control characters and UTF-8 checked while scanning, decoded on demand.
extension AHAPScanner {
    /// Reads a string token, checking escapes, control characters and UTF-8.
    mutating func scanString() throws -> StringToken {
        skipWhitespace()
        let start = index
        try expect(UInt8(ascii: "\""), "a string")
        let contentStart = index
        var hasEscapes = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return StringToken(start: start, content: contentStart..<index - 1, hasEscapes: hasEscapes)
            } else if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                try scanEscape()
            } else if byte < 0x20 {
                throw error("control character in a string; write it as an escape such as \\n")
            } else if byte < 0x80 {
                index += 1
            } else {
                try scanMultibyte()
            }
        }
        throw error("unterminated string", at: start)
    }

    fileprivate mutating func scanEscape() throws {
        let start = index
        index += 1
        guard index < bytes.count else { throw error("unterminated string") }
        switch bytes[index] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            index += 1
        case UInt8(ascii: "u"):
            index += 1
            let unit = try scanHex4(start)
            if (0xD800..<0xDC00).contains(unit) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else { throw error("\\u escape is an unpaired surrogate", at: start) }
                index += 2
                guard (0xDC00..<0xE000).contains(try scanHex4(start)) else {
                    throw error("\\u escape is an unpaired surrogate", at: start)
                }
            } else if (0xDC00..<0xE000).contains(unit) {
                throw error("\\u escape is an unpaired surrogate", at: start)
            }
        default:
            throw error("invalid escape; JSON allows \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: start)
        }
    }

    fileprivate mutating func scanHex4(_ start: Int) throws -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = hexValue(bytes[index]) else {
                throw error("\\u must be followed by four hex digits", at: start)
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    /// Checks one UTF-8 multi-byte sequence (RFC 3629: no overlongs, surrogates or > U+10FFFF).
    fileprivate mutating func scanMultibyte() throws {
        let lead = bytes[index]
        let count: Int
        var low: UInt8 = 0x80
        var high: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: count = 1
        case 0xE0:
            count = 2
            low = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: count = 2
        case 0xED:
            count = 2
            high = 0x9F
        case 0xF0:
            count = 3
            low = 0x90
        case 0xF1...0xF3: count = 3
        case 0xF4:
            count = 3
            high = 0x8F
        default: throw error("invalid UTF-8; AHAP files must be UTF-8 text")
        }
        guard index + count < bytes.count, (low...high).contains(bytes[index + 1]) else {
            throw error("invalid UTF-8; AHAP files must be UTF-8 text")
        }
        for offset in 2..<(count + 1) where !(0x80...0xBF).contains(bytes[index + offset]) {
            throw error("invalid UTF-8; AHAP files must be UTF-8 text")
        }
        index += count + 1
    }

    /// The text of a string token (escapes resolved).
    func text(of token: StringToken) -> String {
        let raw = UnsafeBufferPointer(rebasing: bytes[token.content])
        guard token.hasEscapes else { return String(decoding: raw, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var utf8: [UInt8] = []
        var offset = 0
        func flush() {
            if !utf8.isEmpty {
                scalars.append(contentsOf: String(decoding: utf8, as: UTF8.self).unicodeScalars)
                utf8.removeAll(keepingCapacity: true)
            }
        }
        func hex4(_ at: Int) -> UInt32 {
            (at..<at + 4).reduce(0) { $0 << 4 | (hexValue(raw[$1]) ?? 0) }
        }
        while offset < raw.count {
            guard raw[offset] == UInt8(ascii: "\\") else {
                utf8.append(raw[offset])
                offset += 1
                continue
            }
            let escaped = raw[offset + 1]
            offset += 2
            switch escaped {
            case UInt8(ascii: "b"): utf8.append(0x08)
            case UInt8(ascii: "f"): utf8.append(0x0C)
            case UInt8(ascii: "n"): utf8.append(0x0A)
            case UInt8(ascii: "r"): utf8.append(0x0D)
            case UInt8(ascii: "t"): utf8.append(0x09)
            case UInt8(ascii: "u"):
                var unit = hex4(offset)
                offset += 4
                if (0xD800..<0xDC00).contains(unit) {
                    unit = 0x10000 + ((unit - 0xD800) << 10) + (hex4(offset + 2) - 0xDC00)
                    offset += 6
                }
                flush()
                scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
            default: utf8.append(escaped)
            }
        }
        flush()
        return String(scalars)
    }
}

private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
    default: nil
    }
}
