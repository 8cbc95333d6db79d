// libFuzzer harness for the AHAP reader, (inputs that start with `notation:` or `script:`) for
// the notation parser and HapticScript (TextFuzzer.swift), and (inputs that start with
// `report:`) for observation reports (ReportFuzzer.swift). Built by
// Scripts/fuzz-ahap.sh together with the sources of Sources/HapticKit, Sources/HapticKitTooling
// and HapticScript.swift into one module, so it calls them directly.
//
// For every input it checks, beyond "no crash, no hang":
// - lenient and strict reads agree: strict has a pattern only when lenient has the same one;
// - a read without a pattern lists an error with a line and column;
// - HapticPattern(ahap:), the app's reader over JSONSerialization, reads every file the linter
//   accepts into the same pattern, unless JSONSerialization refuses the JSON itself (a number
//   beyond Double under an unknown key, say); it may accept more, as Core Haptics' own parser does;
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
    if bytes.starts(with: "report:".utf8) {
        fuzzReport(Array(bytes.dropFirst("report:".utf8.count)))
        return 0
    }
    let lenient = AHAPLinter().lint(bytes)
    let strict = AHAPLinter(strict: true).lint(bytes)
    precondition(lenient.findings.count == strict.findings.count, "modes found different things")
    if let pattern = strict.pattern {
        precondition(pattern == lenient.pattern, "strict and lenient read different patterns")
    }
    let app = Result { try HapticPattern(ahap: bytes) }
    if case .failure(let error) = app {
        precondition(error is HapticReadError, "HapticPattern(ahap:) threw \(error)")
    }
    guard let pattern = lenient.pattern else {
        let error = lenient.errors.first
        precondition(error?.line != nil && error?.column != nil, "no pattern, but no error with a place")
        return 0
    }
    // Foundation's parser refusing what the linter's own accepts is a JSON difference, not an AHAP one.
    var refusedJSON = false
    if case .failure(let error as HapticReadError) = app {
        refusedJSON = error.message.hasPrefix("the file is not JSON")
    }
    precondition(refusedJSON || (try? app.get()) == pattern, "HapticPattern(ahap:) read another pattern: \(app)")
    let text = AHAPWriter().write(pattern)
    let again = AHAPLinter().lint(text)
    precondition(again.pattern == pattern, "read, write, read changed the pattern:\n\(text)")
    precondition(
        again.findings.allSatisfy {
            $0.rule == .empty || $0.rule == .version || $0.rule == .duplicateKey
                || $0.rule == .noEffect || $0.rule == .tooManyControlPoints || $0.rule == .outOfRange
        },
        "the writer produced findings: \(again.findings)")
    _ = AHAPLinter().lint(pattern)
    _ = try? pattern.androidWaveform().kotlin()
    _ = try? pattern.webVibrationPattern()
    _ = try? pattern.coreHapticsSwiftSource()
    if pattern.duration < 5 {
        _ = try? pattern.svgPreview()
        _ = try? pattern.wavPreview(sampleRate: 8000)
    }
    return 0
}
