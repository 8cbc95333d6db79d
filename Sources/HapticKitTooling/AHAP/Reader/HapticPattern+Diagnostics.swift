import HapticKit

extension HapticPattern {
    /// Checks a pattern built in code the way ``AHAPReader`` checks a file: ranges, negative times,
    /// continuous events without a duration or over 30 s, control points out of order, NaN and
    /// infinity, and parameters that do nothing where they are. ``AHAPLinter`` shows the result.
    ///
    /// Paths count elements as `AHAPWriter` writes them (events, then dynamic parameters, then
    /// curves); diagnostics have no line or column. In strict mode every diagnostic is an error.
    func diagnostics(strict: Bool = false) -> [AHAPDiagnostic] {
        var findings: [AHAPDiagnostic] = []
        func add(_ violations: [PatternRules.Violation], element: String, list: AHAPKey) {
            for violation in violations {
                var path = element
                switch violation.field {
                case .key(let key): path += "." + key.name
                case .item(let index, let key):
                    path += ".\(list.name)[\(index)]" + (key.map { "." + $0.name } ?? "")
                }
                findings.append(
                    AHAPDiagnostic(
                        severity: strict ? .error : violation.severity, rule: violation.rule,
                        message: violation.message, path: path))
            }
        }
        if !version.isFinite || version != 1 {
            findings.append(
                AHAPDiagnostic(
                    severity: strict || !version.isFinite ? .error : .warning, rule: .version,
                    message: "Version \(DecimalFormat.text(version)); Core Haptics knows 1.0", path: "Version"))
        }
        if isEmpty {
            findings.append(
                AHAPDiagnostic(
                    severity: strict ? .error : .warning, rule: .empty, message: "Pattern is empty; it plays nothing",
                    path: "Pattern"))
        }
        var index = 0
        for var event in events {
            add(PatternRules.check(&event), element: "Pattern[\(index)].Event", list: .eventParameters)
            index += 1
        }
        for var parameter in dynamicParameters {
            add(PatternRules.check(&parameter), element: "Pattern[\(index)].Parameter", list: .parameterValue)
            index += 1
        }
        for var curve in parameterCurves {
            add(
                PatternRules.check(&curve), element: "Pattern[\(index)].ParameterCurve",
                list: .parameterCurveControlPoints)
            index += 1
        }
        return findings
    }

    /// The pattern as Core Haptics would play it: values clamped into range, continuous events cut
    /// at 30 s, waveforms on non-audio events dropped. What it cannot fix (negative times, NaN,
    /// missing durations) stays, and ``diagnostics(strict:)`` reports it.
    func clamped() -> HapticPattern {
        var copy = self
        for index in copy.events.indices {
            _ = PatternRules.check(&copy.events[index])
        }
        for index in copy.dynamicParameters.indices {
            _ = PatternRules.check(&copy.dynamicParameters[index])
        }
        for index in copy.parameterCurves.indices {
            _ = PatternRules.check(&copy.parameterCurves[index])
        }
        return copy
    }
}
