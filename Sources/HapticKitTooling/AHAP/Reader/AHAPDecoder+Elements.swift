import HapticKit

/// What the readers of the three kinds of `Pattern` element (`Event`, `Parameter` and
/// `ParameterCurve`) share: reading an element's members and its lists of small objects, parameter
/// IDs, required keys, and placing ``PatternRules`` findings.
///
/// Each reader collects what it can, reports what is malformed, then runs ``PatternRules`` on the
/// element it could build, leaving out findings about values that already have an error.
extension AHAPDecoder {
    // MARK: Members and lists

    /// Reads each member of an element's object: unknown keys are skipped (``member(_:seen:allowed:)``
    /// reports them), known ones go to `read` with their path pushed, and a key whose value had an
    /// error is remembered so the element's checks do not report it twice.
    mutating func readElementMembers(
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

    /// Reads a list of small objects (event parameters, control points): each item's known members
    /// go to `read`, unknown ones are skipped, and `made` turns what was read into an item, or
    /// `nil` when a required member is missing (the item is then left out of the model).
    mutating func readItems<Item>(
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
    mutating func markItemValue(_ field: WritableKeyPath<ItemOffsets, Int>) {
        itemOffsets[itemOffsets.count - 1][keyPath: field] = scanner.index
    }

    // MARK: IDs, required keys and rule findings

    mutating func readParameterID<ID>(
        _ table: AHAPByteTable<ID>, dynamic: Bool
    ) throws -> ID? {
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

    func lookup<Value>(_ token: AHAPScanner.StringToken, in table: AHAPByteTable<Value>) -> Value? {
        token.hasEscapes ? table.lookup(scanner.text(of: token)) : table.lookup(scanner.bytes, token.content)
    }

    mutating func requireKeys(_ seen: UInt32, _ required: AHAPKey.Group, in what: String, at offset: Int) {
        guard seen & required.mask != required.mask else { return }
        for key in required.keys where seen & key.bit == 0 {
            report(.missingKey, .error, "\(what) needs a \(key.name)", at: offset)
        }
    }

    mutating func startElement(at offset: Int) {
        elementStart = offset
        failedKeys = 0
        for index in keyOffsets.indices { keyOffsets[index] = -1 }
        itemOffsets.removeAll(keepingCapacity: true)
    }

    /// Turns rule violations into findings at the right place in the file, leaving out those
    /// about values that could not be read.
    mutating func apply(_ violations: [PatternRules.Violation], list: AHAPKey) {
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
