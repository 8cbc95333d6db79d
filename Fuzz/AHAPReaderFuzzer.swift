// libFuzzer harness for the AHAP reader, and (inputs that start with `notation:` or
// `script:`) for the notation parser and HapticScript (TextFuzzer.swift). Built by
// Scripts/fuzz-ahap.sh together with the sources of Sources/HapticKit, Sources/HapticKitTooling
// and HapticScript.swift into one module, so it calls them directly.
//
// For every input it checks, beyond "no crash, no hang":
// - lenient and strict reads agree: strict has a pattern only when lenient has the same one;
// - a pattern read leniently writes back to AHAP that reads, strictly, to an equal pattern;
// - exports and previews of any pattern that reads return or throw, never trap.

/// libFuzzer's entry point: checks one input, trapping on a broken invariant; returns 0.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAHAPReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    for (prefix, check) in [("notation:", fuzzNotation), ("script:", fuzzScript)]
    where bytes.starts(with: prefix.utf8) {
        check(String(decoding: bytes.dropFirst(prefix.utf8.count), as: UTF8.self))
        return 0
    }
    let lenient = AHAPReader(mode: .lenient).read(bytes)
    let strict = AHAPReader(mode: .strict).read(bytes)
    precondition(lenient.findings.count == strict.findings.count, "modes found different things")
    if let pattern = strict.pattern {
        precondition(pattern == lenient.pattern, "strict and lenient read different patterns")
    }
    guard let pattern = lenient.pattern else { return 0 }
    let text = AHAPWriter().write(pattern)
    let again = AHAPReader(mode: .lenient).read(text)
    precondition(again.pattern == pattern, "read, write, read changed the pattern:\n\(text)")
    precondition(
        again.findings.allSatisfy {
            $0.rule == .empty || $0.rule == .version || $0.rule == .duplicateKey
                || $0.rule == .noEffect || $0.rule == .tooManyControlPoints || $0.rule == .outOfRange
        },
        "the writer produced findings: \(again.findings)")
    _ = pattern.validate()
    _ = try? pattern.androidWaveform().kotlin()
    _ = try? pattern.webVibrationPattern()
    _ = try? pattern.coreHapticsSwiftSource()
    if pattern.duration < 5 {
        _ = try? pattern.svgPreview()
        _ = try? pattern.wavPreview(sampleRate: 8000)
    }
    return 0
}
