import Foundation

extension HapticFeedback {
    /// Why a feedback name could not be read by ``HapticFeedback/named(_:)``.
    ///
    /// A struct rather than an enum: HapticKit may find more ways a name can be wrong in a minor
    /// release, and a new case of a public enum would break every app's exhaustive `switch`.
    /// Compare whole errors with `==`, and read what one carries from its properties:
    ///
    /// ```swift
    /// do {
    ///     _ = try HapticFeedback.named("impact-light@loud")
    /// } catch let error as HapticFeedback.NameError {
    ///     if let text = error.intensityText { print(text, "is not a number") }
    /// }
    /// ```
    public struct NameError: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
        /// The errors and what each carries, for HapticKit's own `switch`es.
        enum Kind: Hashable, Sendable {
            case unknown(name: String)
            case intensityNotAllowed(name: String)
            case badIntensity(name: String, text: String)
        }

        let kind: Kind

        init(_ kind: Kind) {
            self.kind = kind
        }

        /// No feedback has this name.
        public static func unknown(name: String) -> NameError { NameError(.unknown(name: name)) }
        /// `@intensity` was given for a feedback that has no intensity (only impacts do).
        public static func intensityNotAllowed(name: String) -> NameError {
            NameError(.intensityNotAllowed(name: name))
        }
        /// The text after `@` is not a number.
        public static func badIntensity(name: String, text: String) -> NameError {
            NameError(.badIntensity(name: name, text: text))
        }

        /// The name the error is about: as given for ``unknown(name:)`` and
        /// ``badIntensity(name:text:)``, lowercased and without its `@…` for
        /// ``intensityNotAllowed(name:)``.
        public var name: String {
            switch kind {
            case .unknown(let name), .intensityNotAllowed(let name), .badIntensity(let name, _): name
            }
        }

        /// The text after `@` that is not a number, for ``badIntensity(name:text:)``; else `nil`.
        public var intensityText: String? {
            if case .badIntensity(_, let text) = kind { return text }
            return nil
        }

        /// What is wrong with the name (for an unknown name, the names that are valid).
        public var description: String {
            switch kind {
            case .unknown(let name):
                "unknown feedback '\(name)'; "
                    + (Self.closestName(to: name).map { "did you mean '\($0)'? " } ?? "")
                    + "valid names: \(HapticFeedback.allNames.joined(separator: ", "))"
            case .intensityNotAllowed(let name):
                "'\(name)' takes no intensity; only impacts do (impact-*, button-press, data-refresh, single-tap)"
            case .badIntensity(let name, let text):
                "intensity '\(text)' in '\(name)' is not a number; write e.g. impact-light@0.7"
            }
        }

        /// The same text as ``description``, for `localizedDescription`.
        public var errorDescription: String? { description }

        /// The valid name `name` most likely misspells: the one nearest it by edits (a letter
        /// added, dropped or changed), within two edits and a third of its length, when only one
        /// is that near. HapticKit's choice of threshold: close enough to be a typo, far enough
        /// that `tap` does not suggest `stop`.
        static func closestName(to name: String) -> String? {
            let typed = Array(name.lowercased())
            let limit = min(2, typed.count / 3)
            guard limit > 0 else { return nil }
            let near = HapticFeedback.allNames.map { ($0, editDistance(typed, Array($0))) }.filter { $0.1 <= limit }
            guard let best = near.map(\.1).min() else { return nil }
            let nearest = near.filter { $0.1 == best }
            return nearest.count == 1 ? nearest[0].0 : nil
        }

        /// The Levenshtein distance between `a` and `b`.
        private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
            var previous = Array(0...b.count)
            for (i, x) in a.enumerated() {
                var current = [i + 1]
                for (j, y) in b.enumerated() {
                    current.append(min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1)))
                }
                previous = current
            }
            return previous[b.count]
        }
    }
}
