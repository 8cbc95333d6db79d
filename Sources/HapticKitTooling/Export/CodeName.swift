import HapticKit

/// Identifiers and comments for generated Kotlin and Swift.
enum CodeName {
    /// `"Effects/Boing.ahap"` → `"EffectsBoing"`: letters and digits, each word capitalised.
    static func camelCase(_ text: String) -> String {
        let base = text.hasSuffix(".ahap") ? String(text.dropLast(5)) : text
        var result = ""
        var upper = true
        for scalar in base.unicodeScalars {
            if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(upper ? Unicode.Scalar(String(scalar).uppercased())! : scalar)
                upper = false
            } else {
                upper = true
            }
        }
        if result.isEmpty { return "Pattern" }
        return result.first?.isNumber == true ? "Pattern" + result : result
    }

    /// Text that is safe inside a `/* */` or `//` comment and a string literal.
    static func comment(_ text: String) -> String {
        String(
            text.unicodeScalars.map { scalar in
                scalar.value < 0x20 || scalar == "*" || scalar == "\"" || scalar == "\\" ? "_" : Character(scalar)
            })
    }
}
