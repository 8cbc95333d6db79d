// libFuzzer checks for the two text languages: pattern notation (`HapticPattern(notation:)`,
// what `notation:<text>` reads) and `HapticScript` (what `haptickit simulate` reads). Inputs
// that start with `notation:` or `script:` come here (see `LLVMFuzzerTestOneInput`).
//
// For every input, beyond "no crash, no hang":
// - notation: a pattern has no errors, and survives an AHAP write and strict read unchanged;
// - script: step times start at zero or later and never go back; lines never go back.

func fuzzNotation(_ text: String) {
    guard let pattern = try? HapticPattern(notation: text) else { return }
    precondition(AHAPLinter().lint(pattern).errors.isEmpty, "notation built an invalid pattern: \(text)")
    let again = AHAPLinter().lint(AHAPWriter().write(pattern))
    precondition(again.pattern == pattern, "notation's pattern changed in an AHAP round trip: \(text)")
}

func fuzzScript(_ text: String) {
    guard let script = try? HapticScript(text) else { return }
    var previous = (time: HapticDuration.zero, line: 0)
    for step in script.steps {
        precondition(step.time >= previous.time, "a step went back in time: \(text)")
        precondition(step.line >= previous.line, "a step went back a line: \(text)")
        previous = (step.time, step.line)
    }
}
