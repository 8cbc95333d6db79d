import HapticKit

/// JSON numbers: strict RFC 8259 syntax, exact values.
extension AHAPScanner {
    /// Reads a JSON number exactly: a fast path for up to 15 significant digits and powers of ten
    /// up to 22 (exact in `Double`), the standard library's correctly rounded parser otherwise.
    /// A number beyond `Double` reads as infinity; the caller reports it where it matters.
    mutating func scanNumber() throws -> Double {
        skipWhitespace()
        let start = index
        var negative = false
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") {
            negative = true
            index += 1
        }
        var significand: UInt64 = 0
        var digits = 0
        var exponent = 0
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw error("'-' must be followed by a digit", at: start)
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw error("numbers must not have leading zeros", at: start)
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) {
                if digits < 19 { significand = significand &* 10 &+ UInt64(bytes[index] &- 48) }
                digits += 1
                index += 1
            }
            if digits > 19 { exponent = digits - 19 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("a decimal point must be followed by a digit", at: start)
            }
            while index < bytes.count, isDigit(bytes[index]) {
                if digits < 19 {
                    if significand != 0 || bytes[index] != UInt8(ascii: "0") { digits += 1 }
                    significand = significand &* 10 &+ UInt64(bytes[index] &- 48)
                    exponent -= 1
                } else {
                    digits += 1
                }
                index += 1
            }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            var exponentNegative = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw error("an exponent must have digits", at: start)
            }
            var written = 0
            while index < bytes.count, isDigit(bytes[index]) {
                if written < 100_000 { written = written * 10 + Int(bytes[index] &- 48) }
                index += 1
            }
            exponent += exponentNegative ? -written : written
        }
        if index < bytes.count, isWordByte(bytes[index]) || bytes[index] == UInt8(ascii: ".") {
            throw unexpected("',' or a closing bracket after the number")
        }
        let value: Double
        if digits <= 15, (-22...22).contains(exponent) {
            let magnitude = Double(significand)
            value = exponent < 0 ? magnitude / Self.powersOfTen[-exponent] : magnitude * Self.powersOfTen[exponent]
        } else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let parsed = Double(text) else { throw error("'\(text)' is not a number", at: start) }
            return parsed
        }
        return negative ? -value : value
    }

    fileprivate static let powersOfTen: [Double] = (0...22).map { power in
        var value = 1.0
        for _ in 0..<power { value *= 10 }
        return value
    }
}
