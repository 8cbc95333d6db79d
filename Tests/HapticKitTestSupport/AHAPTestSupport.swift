import HapticKit
import HapticKitTooling

/// Lints AHAP text for a test.
package func readAHAP(_ text: String, strict: Bool = false) -> AHAPLinter.Report {
    AHAPLinter(strict: strict).lint(text)
}

/// A one-element AHAP document around `element` (JSON of an `Event`, `Parameter` or `ParameterCurve`).
package func ahapDocument(_ element: String) -> String {
    #"{"Version": 1.0, "Pattern": [\#(element)]}"#
}

extension AHAPLinter.Report {
    /// The findings of one rule.
    package func findings(_ rule: AHAPFinding.Rule) -> [AHAPFinding] {
        findings.filter { $0.rule == rule }
    }
}
