import HapticKit

/// The keys of an AHAP file (`CHHapticPattern.Key` plus `Metadata`), numbered for bit sets.
enum AHAPKey: Int, CaseIterable {
    case version, metadata, pattern, event, parameter, parameterCurve, time, eventType, eventDuration
    case eventParameters, eventWaveformPath, eventWaveformUseVolumeEnvelope, eventWaveformLoopEnabled
    case parameterID, parameterValue, parameterCurveControlPoints

    /// The AHAP spelling.
    var name: String {
        switch self {
        case .version: "Version"
        case .metadata: "Metadata"
        case .pattern: "Pattern"
        case .event: "Event"
        case .parameter: "Parameter"
        case .parameterCurve: "ParameterCurve"
        case .time: "Time"
        case .eventType: "EventType"
        case .eventDuration: "EventDuration"
        case .eventParameters: "EventParameters"
        case .eventWaveformPath: "EventWaveformPath"
        case .eventWaveformUseVolumeEnvelope: "EventWaveformUseVolumeEnvelope"
        case .eventWaveformLoopEnabled: "EventWaveformLoopEnabled"
        case .parameterID: "ParameterID"
        case .parameterValue: "ParameterValue"
        case .parameterCurveControlPoints: "ParameterCurveControlPoints"
        }
    }

    /// A bit for sets of keys seen in one object.
    var bit: UInt32 { 1 << UInt32(rawValue) }

    static let table = AHAPByteTable(allCases.map { ($0, $0.name) })

    /// The keys allowed in one kind of object, for lookups and for messages that list them.
    struct Group {
        let keys: [AHAPKey]
        let mask: UInt32

        init(_ keys: [AHAPKey]) {
            self.keys = keys
            mask = keys.reduce(0) { $0 | $1.bit }
        }

        func contains(_ key: AHAPKey) -> Bool { mask & key.bit != 0 }

        static let root = Group([.version, .metadata, .pattern])
        static let element = Group([.event, .parameter, .parameterCurve])
        static let event = Group([
            .time, .eventType, .eventDuration, .eventParameters, .eventWaveformPath,
            .eventWaveformUseVolumeEnvelope, .eventWaveformLoopEnabled,
        ])
        static let eventParameter = Group([.parameterID, .parameterValue])
        static let dynamicParameter = Group([.parameterID, .time, .parameterValue])
        static let curve = Group([.parameterID, .time, .parameterCurveControlPoints])
        static let curveRequired = Group([.parameterID, .parameterCurveControlPoints])
        static let controlPoint = Group([.time, .parameterValue])
    }

    /// The known key spelled like `text` apart from letter case, for "did you mean" hints.
    static func caseInsensitiveMatch(_ text: String) -> AHAPKey? {
        let lowered = text.lowercased()
        return allCases.first { $0.name.lowercased() == lowered }
    }
}

/// Looks up byte strings among a few known spellings without creating `String`s.
struct AHAPByteTable<Value>: Sendable where Value: Sendable {
    /// Entries grouped by UTF-8 length.
    private let byLength: [[(value: Value, bytes: [UInt8])]]

    init(_ entries: [(Value, String)]) {
        var table: [[(value: Value, bytes: [UInt8])]] = []
        for (value, text) in entries {
            let bytes = Array(text.utf8)
            while table.count <= bytes.count { table.append([]) }
            table[bytes.count].append((value, bytes))
        }
        byLength = table
    }

    /// The value whose spelling is exactly `bytes[range]`.
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Value? {
        guard range.count < byLength.count else { return nil }
        for entry in byLength[range.count] {
            var index = 0
            var offset = range.lowerBound
            while index < entry.bytes.count, entry.bytes[index] == bytes[offset] {
                index += 1
                offset += 1
            }
            if index == entry.bytes.count { return entry.value }
        }
        return nil
    }

    /// The value spelled `text`.
    func lookup(_ text: String) -> Value? {
        var text = text
        return text.withUTF8 { lookup($0, 0..<$0.count) }
    }
}
