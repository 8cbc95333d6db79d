import HapticKit

/// The checks on values that both ``AHAPReader`` and ``HapticPattern/diagnostics(strict:)`` make,
/// written once against the model. Each check reports the field it is about; the reader turns a
/// field into a line and column, the validator into a path.
///
/// Checks fix what Core Haptics fixes (clamping ranges and 30 s durations, dropping a waveform
/// on a non-audio event), so a lenient read gives the pattern Core Haptics would play.
enum PatternRules {
    /// Core Haptics' longest continuous event, in seconds.
    static let maximumContinuousDuration = HapticPattern.Event.maximumContinuousDuration
    /// The most control points per curve that Apple's own files use and that Core Haptics is
    /// reported to accept.
    static let maximumControlPoints = 16

    /// Which part of an element a violation is about.
    enum Field: Equatable {
        /// One of its members: `Time`, `EventDuration`, …
        case key(AHAPKey)
        /// An item of its list (`EventParameters` or `ParameterCurveControlPoints`), or one of
        /// that item's members.
        case item(Int, AHAPKey?)
    }

    /// One failed check, before it has a location.
    struct Violation {
        var rule: AHAPDiagnostic.Rule
        var severity: AHAPDiagnostic.Severity
        var message: String
        var field: Field
    }

    // MARK: Elements

    static func check(_ event: inout HapticPattern.Event) -> [Violation] {
        var found: [Violation] = []
        checkTime(event.time, "Time", .key(.time), &found)
        let type = event.type
        if let duration = event.duration {
            if !duration.isFinite {
                found.append(notFinite("EventDuration", .key(.eventDuration)))
            } else if duration < 0 {
                found.append(
                    Violation(
                        rule: .negativeTime, severity: .error,
                        message: "EventDuration is negative (\(DecimalFormat.text(duration)) s)",
                        field: .key(.eventDuration)))
            } else if type.needsDuration, duration > maximumContinuousDuration {
                found.append(
                    Violation(
                        rule: .durationTooLong, severity: .warning,
                        message:
                            "\(type.rawValue) lasts \(DecimalFormat.text(duration)) s; Core Haptics plays at most 30 s "
                            + "and cuts it there", field: .key(.eventDuration)))
                event.duration = maximumContinuousDuration
            }
        } else if type.needsDuration {
            found.append(
                Violation(
                    rule: .missingKey, severity: .error,
                    message: "\(type.rawValue) event needs an EventDuration (seconds, at most 30)",
                    field: .key(.eventDuration)))
        }
        if type == .audioCustom {
            if event.waveform == nil {
                found.append(
                    Violation(
                        rule: .missingKey, severity: .error,
                        message: "AudioCustom event needs an EventWaveformPath (the sound file to play)",
                        field: .key(.eventWaveformPath)))
            } else if event.waveform?.path.isEmpty == true {
                found.append(
                    Violation(
                        rule: .missingKey, severity: .error, message: "EventWaveformPath is empty",
                        field: .key(.eventWaveformPath)))
            }
        } else if event.waveform != nil {
            found.append(
                Violation(
                    rule: .noEffect, severity: .warning,
                    message: "EventWaveformPath only applies to AudioCustom events; Core Haptics ignores it on "
                        + "\(type.rawValue)", field: .key(.eventWaveformPath)))
            event.waveform = nil
        }
        checkParameters(&event, &found)
        return found
    }

    private static func checkParameters(_ event: inout HapticPattern.Event, _ found: inout [Violation]) {
        var seen: Set<HapticPattern.Event.ParameterID> = []
        for index in event.parameters.indices {
            let id = event.parameters[index].id
            let field = Field.item(index, .parameterValue)
            if let clamped = checkValue(event.parameters[index].value, id.rawValue, id.range, field, &found) {
                event.parameters[index].value = clamped
            }
            if !id.applies(to: event.type) {
                found.append(
                    Violation(
                        rule: .noEffect, severity: .warning,
                        message: "\(id.rawValue) has no effect on \(event.type.rawValue) events",
                        field: .item(index, .parameterID)))
            }
            if !seen.insert(id).inserted {
                found.append(
                    Violation(
                        rule: .duplicateKey, severity: .warning,
                        message: "\(id.rawValue) is given more than once in this event; give it once",
                        field: .item(index, .parameterID)))
            }
            let value = event.parameters[index].value
            if id == .sustained, value.isFinite, value != 0, value != 1 {
                found.append(
                    Violation(
                        rule: .outOfRange, severity: .warning,
                        message: "Sustained is a switch: write 0 or 1, not \(DecimalFormat.text(value))", field: field))
            }
        }
        if event.type.needsDuration, let decay = event.parameters.lastIndex(where: { $0.id == .decayTime }),
            event.value(of: .sustained) ?? 1 != 0
        {
            found.append(
                Violation(
                    rule: .noEffect, severity: .warning,
                    message: "DecayTime has no effect while Sustained is 1 (the default); add Sustained 0",
                    field: .item(decay, .parameterID)))
        }
    }

    static func check(_ parameter: inout HapticPattern.DynamicParameter) -> [Violation] {
        var found: [Violation] = []
        checkTime(parameter.time, "Time", .key(.time), &found)
        let id = parameter.id
        if let clamped = checkValue(parameter.value, id.rawValue, id.range, .key(.parameterValue), &found) {
            parameter.value = clamped
        }
        return found
    }

    static func check(_ curve: inout HapticPattern.ParameterCurve) -> [Violation] {
        var found: [Violation] = []
        checkTime(curve.time, "Time", .key(.time), &found)
        let id = curve.id
        if curve.controlPoints.isEmpty {
            found.append(
                Violation(
                    rule: .empty, severity: .warning, message: "ParameterCurve has no control points; it does nothing",
                    field: .key(.parameterCurveControlPoints)))
        } else if curve.controlPoints.count > maximumControlPoints {
            found.append(
                Violation(
                    rule: .tooManyControlPoints, severity: .warning,
                    message: "\(curve.controlPoints.count) control points; Core Haptics is known to play up to "
                        + "\(maximumControlPoints) per curve (Apple's own files stop there): split the curve",
                    field: .key(.parameterCurveControlPoints)))
        }
        var previous: Double?
        for index in curve.controlPoints.indices {
            let time = curve.controlPoints[index].time
            checkTime(time, "control point Time", .item(index, .time), &found)
            if let previous, time.isFinite, time < previous {
                found.append(
                    Violation(
                        rule: .controlPointOrder, severity: .error,
                        message:
                            "control point at \(DecimalFormat.text(time)) s comes after one at \(DecimalFormat.text(previous)) s; "
                            + "times must not decrease", field: .item(index, .time)))
            }
            if time.isFinite { previous = Swift.max(previous ?? time, time) }
            let field = Field.item(index, .parameterValue)
            if let clamped = checkValue(curve.controlPoints[index].value, id.rawValue, id.range, field, &found) {
                curve.controlPoints[index].value = clamped
            }
        }
        return found
    }

    // MARK: Values

    private static func checkTime(_ time: Double, _ name: String, _ field: Field, _ found: inout [Violation]) {
        if !time.isFinite {
            found.append(notFinite(name, field))
        } else if time < 0 {
            found.append(
                Violation(
                    rule: .negativeTime, severity: .error,
                    message:
                        "\(name) is negative (\(DecimalFormat.text(time)) s); times count from the start of the pattern",
                    field: field))
        }
    }

    /// Reports a value outside `range`, and returns the clamped value to store, if any.
    private static func checkValue(
        _ value: Double, _ name: String, _ range: ClosedRange<Double>, _ field: Field, _ found: inout [Violation]
    ) -> Double? {
        if !value.isFinite {
            found.append(notFinite(name, field))
            return nil
        }
        guard !range.contains(value) else { return nil }
        let clamped = value.clamped(to: range, nanValue: range.upperBound)  // never NaN: checked above
        found.append(
            Violation(
                rule: .outOfRange, severity: .warning,
                message:
                    "\(name) \(DecimalFormat.text(value)) is outside \(DecimalFormat.text(range.lowerBound))...\(DecimalFormat.text(range.upperBound)); "
                    + "Core Haptics clamps it to \(DecimalFormat.text(clamped))", field: field))
        return clamped
    }

    private static func notFinite(_ name: String, _ field: Field) -> Violation {
        Violation(rule: .notFinite, severity: .error, message: "\(name) is not a finite number", field: field)
    }
}
