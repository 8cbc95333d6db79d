import HapticKit

/// The top of an AHAP document: the root object (`Version`, `Metadata`, `Pattern`) and the
/// `Pattern` array, whose elements each hold one `Event`, `Parameter` or `ParameterCurve`.
extension AHAPDecoder {
    /// Reads the root object; ``decodeDocument()`` checks what surrounds it.
    mutating func decodeRoot() throws -> HapticPattern {
        var pattern = HapticPattern()
        if scanner.bytes.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            throw scanner.error("the file is empty; an AHAP file is a JSON object with a Pattern array")
        }
        guard try scanner.peekKind() == .object else {
            throw scanner.error(
                "an AHAP file is a JSON object, {\"Version\": 1.0, \"Pattern\": [...]}, not \(try scanner.peekKind())")
        }
        var container = try scanner.beginObject()
        var seen: UInt32 = 0
        while let key = try scanner.nextKey(&container) {
            let known = member(key, seen: &seen, allowed: .root)
            path.append(known.map(PathComponent.key) ?? .unknownKey(shownText(of: key)))
            switch known {
            case .version?:
                if let version = try readNumber() {
                    if version != 1 {
                        report(.version, .warning, "Version \(DecimalFormat.text(version)); Core Haptics knows 1.0")
                    }
                    pattern.version = version
                }
            case .metadata?: pattern.metadata = try readMetadata()
            case .pattern?: try readPattern(into: &pattern)
            default: try scanner.skipValue(depth: path.count)
            }
            path.removeLast()
        }
        reportTrailingComma(container)
        if seen & AHAPKey.pattern.bit == 0 {
            report(.missingKey, .error, "no Pattern array; an AHAP file needs one", at: container.start)
        }
        if seen & AHAPKey.version.bit == 0 {
            report(.missingKey, .warning, "no Version; write \"Version\": 1.0", at: container.start)
        }
        return pattern
    }

    private mutating func readMetadata() throws -> [String: String] {
        guard try scanner.peekKind() == .object else {
            report(.wrongType, .warning, "Metadata is an object of text values, not \(try scanner.peekKind())")
            try scanner.skipValue(depth: path.count)
            return [:]
        }
        var metadata: [String: String] = [:]
        var container = try scanner.beginObject()
        while let key = try scanner.nextKey(&container) {
            let name = scanner.text(of: key)
            path.append(.unknownKey(Self.excerpt(name)))
            if try scanner.peekKind() == .string {
                metadata[name] = scanner.text(of: try scanner.scanString())
            } else {
                report(.wrongType, .warning, "Metadata values are text; \(try scanner.peekKind()) is dropped")
                try scanner.skipValue(depth: path.count)
            }
            path.removeLast()
        }
        reportTrailingComma(container)
        return metadata
    }

    private mutating func readPattern(into pattern: inout HapticPattern) throws {
        guard try scanner.peekKind() == .array else {
            report(.wrongType, .error, "Pattern is an array of elements, not \(try scanner.peekKind())")
            try scanner.skipValue(depth: path.count)
            return
        }
        var container = try scanner.beginArray()
        while try scanner.nextElement(&container) {
            path.append(.index(container.count - 1))
            try readElement(into: &pattern)
            path.removeLast()
        }
        reportTrailingComma(container)
        if container.count == 0 {
            report(.empty, .warning, "Pattern is empty; it plays nothing", at: container.start)
        }
    }

    /// Reads one `Pattern` element: an object with exactly one `Event`, `Parameter` or
    /// `ParameterCurve`.
    private mutating func readElement(into pattern: inout HapticPattern) throws {
        guard try scanner.peekKind() == .object else {
            report(
                .wrongType, .error,
                "a Pattern element is an object holding an Event, a Parameter or a ParameterCurve, not "
                    + "\(try scanner.peekKind())")
            try scanner.skipValue(depth: path.count)
            return
        }
        var container = try scanner.beginObject()
        var seen: UInt32 = 0
        var element: Element?
        while let key = try scanner.nextKey(&container) {
            let known = member(key, seen: &seen, allowed: .element)
            path.append(known.map(PathComponent.key) ?? .unknownKey(shownText(of: key)))
            if let known, element == nil || element?.key == known {
                switch known {
                case .event: element = try readEvent().map(Element.event) ?? .failed(known)
                case .parameter: element = try readDynamicParameter().map(Element.parameter) ?? .failed(known)
                default: element = try readCurve().map(Element.curve) ?? .failed(known)
                }
            } else {
                if known != nil, let element {
                    report(
                        .unknownKey, .error,
                        "this element already holds \(element.key.name); each Pattern element holds exactly one of "
                            + "Event, Parameter or ParameterCurve", at: key.start)
                }
                try scanner.skipValue(depth: path.count)
            }
            path.removeLast()
        }
        reportTrailingComma(container)
        switch element {
        case .event(let event)?: pattern.events.append(event)
        case .parameter(let parameter)?: pattern.dynamicParameters.append(parameter)
        case .curve(let curve)?: pattern.parameterCurves.append(curve)
        case .failed?: break
        case nil:
            report(
                .missingKey, .error, "this element holds none of Event, Parameter or ParameterCurve",
                at: container.start)
        }
    }

    /// What one `Pattern` element held.
    private enum Element {
        case event(HapticPattern.Event)
        case parameter(HapticPattern.DynamicParameter)
        case curve(HapticPattern.ParameterCurve)
        case failed(AHAPKey)

        var key: AHAPKey {
            switch self {
            case .event: .event
            case .parameter: .parameter
            case .curve: .parameterCurve
            case .failed(let key): key
            }
        }
    }
}
