import HapticKit

/// Reads `Parameter` and `ParameterCurve` elements, which set a dynamic parameter from their time
/// on: to one value, or along a curve of control points.
extension AHAPDecoder {
    static let dynamicParameterIDs = AHAPByteTable(
        HapticPattern.DynamicParameter.ID.allCases.map { ($0, $0.rawValue) })

    // MARK: Parameter

    mutating func readDynamicParameter() throws -> HapticPattern.DynamicParameter? {
        guard var container = try beginObject("Parameter") else { return nil }
        startElement(at: container.start)
        var seen: UInt32 = 0
        var id: HapticPattern.DynamicParameter.ID?
        var time = 0.0
        var value: Double?
        try readElementMembers(of: &container, seen: &seen, allowed: .dynamicParameter) { decoder, key in
            switch key {
            case .parameterID: id = try decoder.readParameterID(Self.dynamicParameterIDs, dynamic: true)
            case .time: time = try decoder.readNumber() ?? time
            default: value = try decoder.readNumber()
            }
        }
        reportTrailingComma(container)
        requireKeys(seen, .eventParameter, in: "Parameter", at: container.start)
        if seen & AHAPKey.time.bit == 0 {
            report(.missingKey, .warning, "Parameter has no Time; Core Haptics applies it at 0", at: container.start)
        }
        guard let id, let value else { return nil }
        var parameter = HapticPattern.DynamicParameter(id, value, at: time)
        apply(PatternRules.check(&parameter), list: .parameterValue)
        return parameter
    }

    // MARK: ParameterCurve

    mutating func readCurve() throws -> HapticPattern.ParameterCurve? {
        guard var container = try beginObject("ParameterCurve") else { return nil }
        startElement(at: container.start)
        var seen: UInt32 = 0
        var id: HapticPattern.DynamicParameter.ID?
        var time = 0.0
        var points: [HapticPattern.ParameterCurve.ControlPoint] = []
        try readElementMembers(of: &container, seen: &seen, allowed: .curve) { decoder, key in
            switch key {
            case .parameterID: id = try decoder.readParameterID(Self.dynamicParameterIDs, dynamic: true)
            case .time: time = try decoder.readNumber() ?? time
            default: points = try decoder.readControlPoints()
            }
        }
        reportTrailingComma(container)
        requireKeys(seen, .curveRequired, in: "ParameterCurve", at: container.start)
        if seen & AHAPKey.time.bit == 0 {
            report(
                .missingKey, .warning, "ParameterCurve has no Time; Core Haptics starts it at 0", at: container.start)
        }
        guard let id else { return nil }
        var curve = HapticPattern.ParameterCurve(id, at: time, controlPoints: points)
        apply(PatternRules.check(&curve), list: .parameterCurveControlPoints)
        return curve
    }

    private mutating func readControlPoints() throws -> [HapticPattern.ParameterCurve.ControlPoint] {
        var time: Double?
        var value: Double?
        return try readItems("ParameterCurveControlPoints", item: "a control point", allowed: .controlPoint) {
            decoder, key in
            switch key {
            case .time:
                decoder.markItemValue(\.time)
                time = try decoder.readNumber()
            default:
                decoder.markItemValue(\.value)
                value = try decoder.readNumber()
            }
        } made: {
            defer { (time, value) = (nil, nil) }
            guard let time, let value else { return nil }
            return HapticPattern.ParameterCurve.ControlPoint(time: time, value: value)
        }
    }
}
