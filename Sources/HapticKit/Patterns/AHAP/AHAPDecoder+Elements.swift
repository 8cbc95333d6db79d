/// The three kinds of `Pattern` element: `Event`, `Parameter` and `ParameterCurve`.
///
/// Each reader collects what it can, reports what is malformed, then runs ``PatternRules`` on the
/// element it could build, leaving out findings about values that already have an error.
extension AHAPDecoder {
    static let eventTypes = AHAPByteTable(HapticPattern.Event.EventType.allCases.map { ($0, $0.rawValue) })
    static let eventParameterIDs = AHAPByteTable(HapticPattern.Event.ParameterID.allCases.map { ($0, $0.rawValue) })
    static let dynamicParameterIDs = AHAPByteTable(
        HapticPattern.DynamicParameter.ID.allCases.map { ($0, $0.rawValue) })
    private static let eventTypeNames = HapticPattern.Event.EventType.allCases.map(\.rawValue).joined(
        separator: ", ")

    // MARK: Event

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

    /// Reads each member of an element's object: unknown keys are skipped (``member(_:seen:allowed:)``
    /// reports them), known ones go to `read` with their path pushed, and a key whose value had an
    /// error is remembered so the element's checks do not report it twice.
    private mutating func readElementMembers(
        of container: inout AHAPScanner.Container, seen: inout UInt32, allowed: AHAPKey.Group,
        _ read: (inout AHAPDecoder, AHAPKey) throws -> Void
    ) throws {
        while let key = try scanner.nextKey(&container) {
            let known = member(key, seen: &seen, allowed: allowed)
            path.append(known.map(PathComponent.key) ?? .unknownKey(shownText(of: key)))
            defer { path.removeLast() }
            guard let known else {
                try scanner.skipValue(depth: path.count)
                continue
            }
            keyOffsets[known.rawValue] = scanner.index
            let errorsBefore = errorCount
            try read(&self, known)
            if errorCount > errorsBefore { failedKeys |= known.bit }
        }
    }

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

    /// Reads a list of small objects (event parameters, control points): each item's known members
    /// go to `read`, unknown ones are skipped, and `made` turns what was read into an item, or
    /// `nil` when a required member is missing (the item is then left out of the model).
    private mutating func readItems<Item>(
        _ list: String, item what: String, allowed: AHAPKey.Group,
        _ read: (inout AHAPDecoder, AHAPKey) throws -> Void, made: () -> Item?
    ) throws -> [Item] {
        guard var container = try beginArray(list) else { return [] }
        var items: [Item] = []
        while try scanner.nextElement(&container) {
            let fileIndex = container.count - 1
            path.append(.index(fileIndex))
            itemOffsets.append(ItemOffsets(start: scanner.index, fileIndex: fileIndex))
            if var item = try beginObject(what) {
                var seen: UInt32 = 0
                while let key = try scanner.nextKey(&item) {
                    let known = member(key, seen: &seen, allowed: allowed)
                    path.append(known.map(PathComponent.key) ?? .unknownKey(shownText(of: key)))
                    if let known {
                        try read(&self, known)
                    } else {
                        try scanner.skipValue(depth: path.count)
                    }
                    path.removeLast()
                }
                reportTrailingComma(item)
                requireKeys(seen, allowed, in: what, at: item.start)
            }
            if let made = made() {
                items.append(made)
            } else {
                itemOffsets.removeLast()
            }
            path.removeLast()
        }
        reportTrailingComma(container)
        return items
    }

    /// Records where the current list item's `field` value starts, for findings about it.
    private mutating func markItemValue(_ field: WritableKeyPath<ItemOffsets, Int>) {
        itemOffsets[itemOffsets.count - 1][keyPath: field] = scanner.index
    }

    // MARK: Shared

    private mutating func readParameterID<ID: RawRepresentable>(
        _ table: AHAPByteTable<ID>, dynamic: Bool
    ) throws -> ID? where ID.RawValue == String {
        guard let token = try readString() else { return nil }
        if let id = lookup(token, in: table) { return id }
        let name = shownText(of: token)
        let message: String
        if dynamic, HapticPattern.Event.ParameterID(rawValue: name) != nil {
            message =
                "\(name) is an event parameter; a Parameter or ParameterCurve takes a dynamic parameter "
                + "such as \(name)Control"
        } else if !dynamic, HapticPattern.DynamicParameter.ID(rawValue: name) != nil {
            message =
                "\(name) is a dynamic parameter; use it in a Parameter or ParameterCurve element, not in "
                + "EventParameters"
        } else {
            let valid =
                dynamic
                ? HapticPattern.DynamicParameter.ID.allCases.map(\.rawValue)
                : HapticPattern.Event.ParameterID.allCases.map(\.rawValue)
            let match = valid.first { $0.lowercased() == name.lowercased() }
            message =
                "unknown ParameterID '\(name)'; " + (match.map { "did you mean '\($0)'? " } ?? "")
                + "valid here: \(valid.joined(separator: ", "))"
        }
        report(.unknownParameterID, .error, message, at: token.start)
        return nil
    }

    private func lookup<Value>(_ token: AHAPScanner.StringToken, in table: AHAPByteTable<Value>) -> Value? {
        token.hasEscapes ? table.lookup(scanner.text(of: token)) : table.lookup(scanner.bytes, token.content)
    }

    private mutating func requireKeys(_ seen: UInt32, _ required: AHAPKey.Group, in what: String, at offset: Int) {
        guard seen & required.mask != required.mask else { return }
        for key in required.keys where seen & key.bit == 0 {
            report(.missingKey, .error, "\(what) needs a \(key.name)", at: offset)
        }
    }

    private mutating func startElement(at offset: Int) {
        elementStart = offset
        failedKeys = 0
        for index in keyOffsets.indices { keyOffsets[index] = -1 }
        itemOffsets.removeAll(keepingCapacity: true)
    }

    /// Turns rule violations into findings at the right place in the file, leaving out those
    /// about values that could not be read.
    private mutating func apply(_ violations: [PatternRules.Violation], list: AHAPKey) {
        for violation in violations {
            var offset = elementStart
            let suffix: String
            switch violation.field {
            case .key(let key):
                if failedKeys & key.bit != 0 { continue }
                if keyOffsets[key.rawValue] >= 0 { offset = keyOffsets[key.rawValue] }
                suffix = "." + key.name
            case .item(let index, let key):
                guard index < itemOffsets.count else { continue }
                let item = itemOffsets[index]
                suffix = ".\(list.name)[\(item.fileIndex)]" + (key.map { "." + $0.name } ?? "")
                let member: Int
                switch key {
                case .parameterID?: member = item.id
                case .parameterValue?: member = item.value
                case .time?: member = item.time
                default: member = -1
                }
                offset = member >= 0 ? member : item.start
            }
            report(violation.rule, violation.severity, violation.message, at: offset, suffix: suffix)
        }
    }
}
