import HapticKit

/// Reads `Event` elements: a haptic or audio event with its type, time, duration, parameters and
/// (for `AudioCustom`) waveform.
extension AHAPDecoder {
    static let eventTypes = AHAPByteTable(HapticPattern.Event.EventType.allCases.map { ($0, $0.rawValue) })
    static let eventParameterIDs = AHAPByteTable(HapticPattern.Event.ParameterID.allCases.map { ($0, $0.rawValue) })
    private static let eventTypeNames = HapticPattern.Event.EventType.allCases.map(\.rawValue).joined(
        separator: ", ")

    mutating func readEvent() throws -> HapticPattern.Event? {
        guard var container = try beginObject("Event") else { return nil }
        startElement(at: container.start)
        var seen: UInt32 = 0
        var time = 0.0
        var type: HapticPattern.Event.EventType?
        var duration: Double?
        var parameters: [HapticPattern.Event.Parameter] = []
        var waveformPath: String?
        var usesVolumeEnvelope: Bool?
        var loopEnabled: Bool?
        try readElementMembers(of: &container, seen: &seen, allowed: .event) { decoder, key in
            switch key {
            case .time: time = try decoder.readNumber() ?? time
            case .eventType: type = try decoder.readEventType()
            case .eventDuration: duration = try decoder.readNumber()
            case .eventParameters: parameters = try decoder.readEventParameters()
            case .eventWaveformPath: waveformPath = try decoder.readString().map(decoder.scanner.text(of:))
            case .eventWaveformUseVolumeEnvelope: usesVolumeEnvelope = try decoder.readBool()
            default: loopEnabled = try decoder.readBool()
            }
        }
        reportTrailingComma(container)
        if seen & AHAPKey.eventType.bit == 0 {
            report(.missingKey, .error, "Event needs an EventType: \(Self.eventTypeNames)", at: container.start)
        }
        if seen & AHAPKey.time.bit == 0 {
            report(.missingKey, .warning, "Event has no Time; Core Haptics starts it at 0", at: container.start)
        }
        guard let type else { return nil }
        let waveform = waveformPath.map {
            HapticPattern.Event.Waveform(path: $0, usesVolumeEnvelope: usesVolumeEnvelope, loopEnabled: loopEnabled)
        }
        let waveformOptions = AHAPKey.eventWaveformUseVolumeEnvelope.bit | AHAPKey.eventWaveformLoopEnabled.bit
        if waveform == nil, type != .audioCustom, seen & waveformOptions != 0 {
            for key in [AHAPKey.eventWaveformUseVolumeEnvelope, .eventWaveformLoopEnabled] where seen & key.bit != 0 {
                report(
                    .noEffect, .warning, "\(key.name) only applies to AudioCustom events; Core Haptics ignores it",
                    at: keyOffsets[key.rawValue], suffix: "." + key.name)
            }
        }
        var event = HapticPattern.Event(
            type: type, time: time, duration: duration, parameters: parameters, waveform: waveform)
        apply(PatternRules.check(&event), list: .eventParameters)
        return event
    }

    private mutating func readEventType() throws -> HapticPattern.Event.EventType? {
        guard let token = try readString() else { return nil }
        if let type = lookup(token, in: Self.eventTypes) { return type }
        let name = shownText(of: token)
        let match = HapticPattern.Event.EventType.allCases.first { $0.rawValue.lowercased() == name.lowercased() }
        let hint = match.map { "did you mean '\($0.rawValue)'? " } ?? ""
        report(
            .unknownEventType, .error, "unknown EventType '\(name)'; \(hint)Core Haptics knows \(Self.eventTypeNames)",
            at: token.start)
        return nil
    }

    private mutating func readEventParameters() throws -> [HapticPattern.Event.Parameter] {
        var id: HapticPattern.Event.ParameterID?
        var value: Double?
        return try readItems("EventParameters", item: "an event parameter", allowed: .eventParameter) { decoder, key in
            switch key {
            case .parameterID:
                decoder.markItemValue(\.id)
                id = try decoder.readParameterID(Self.eventParameterIDs, dynamic: false)
            default:
                decoder.markItemValue(\.value)
                value = try decoder.readNumber()
            }
        } made: {
            defer { (id, value) = (nil, nil) }
            guard let id, let value else { return nil }
            return HapticPattern.Event.Parameter(id, value)
        }
    }
}
