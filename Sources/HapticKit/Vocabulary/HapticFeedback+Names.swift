/// Stable, kebab-case names for feedback, as the CLI, scripts and the device matrix spell them.
///
/// Canonical names: `success`, `warning`, `error`, `selection`, `increase`, `decrease`, `start`,
/// `stop`, `alignment`, `level-change`, `path-complete`, `impact-<style>` for each
/// ``HapticFeedback/Weight`` and ``HapticFeedback/Flexibility`` (`impact-light` … `impact-soft`), and the visionOS families
/// `press-<what>` (`press-button`, `press-button-icon-only`, …), `release-slider` and
/// `selection-<state>` (`selection-on`, `selection-maximum`, …). Preset names: `button-press`,
/// `tab-selection`, `data-refresh`, and `single-tap` (light) or `single-tap-<style>`
/// (`single-tap-heavy`). An impact may carry an intensity after `@`: `impact-light@0.7`,
/// `data-refresh@0.4`, written exactly (the shortest text that reads back as the same number:
/// `impact-light@0.375`). A built-in pattern is `pattern:<preset>`, such as `pattern:heartbeat`; a
/// custom pattern is named `pattern`. A preset keeps its name: `HapticFeedback.buttonPress.name`
/// is `button-press`, and ``named(_:)`` reads it back as the same preset.
extension HapticFeedback {
    /// The canonical name, or the preset's, with `@intensity` when an impact is not at full
    /// strength; ``named(_:)`` reads it back as the same feedback (a custom pattern excepted).
    public var name: String {
        switch kind {
        case .success: "success"
        case .warning: "warning"
        case .error: "error"
        case .selection: preset?.rawValue ?? "selection"
        case .increase: "increase"
        case .decrease: "decrease"
        case .start: "start"
        case .stop: "stop"
        case .alignment: "alignment"
        case .levelChange: "level-change"
        case .pathComplete: "path-complete"
        case .impact(let style, let intensity):
            Self.impactName(style, preset: preset)
                + (intensity == .full ? "" : "@\(DecimalFormat.text(intensity.value))")
        case .press(let press): "press-\(PressFeedback(press).rawValue)"
        case .release(let release): "release-\(ReleaseFeedback(release).rawValue)"
        case .selectionState(let state): "selection-\(SelectionFeedback(state).rawValue)"
        case .pattern(let pattern):
            HapticPattern.presets.first { $0.pattern == pattern }.map { "pattern:\($0.name)" } ?? "pattern"
        }
    }

    /// An impact's name without its intensity: `impact-heavy`, `button-press`, `single-tap-rigid`.
    private static func impactName(_ style: Impact, preset: Preset?) -> String {
        switch preset {
        case .singleTap?: style == .light ? "single-tap" : "single-tap-\(style.rawValue)"
        case let preset?: preset.rawValue
        case nil: "impact-\(style.rawValue)"
        }
    }

    /// Every name ``named(_:)`` accepts without an `@intensity` suffix.
    package static let allNames: [String] =
        allCanonical.filter { $0.category != .pattern }.map(\.name)
        + ["button-press", "tab-selection", "data-refresh"]
        + Impact.allCases.map { impactName($0, preset: .singleTap) }
        + HapticPattern.presets.map { "pattern:\($0.name)" }

    /// Parses a feedback's name (the names `haptickit route --help` lists), optionally followed by
    /// `@intensity` for impacts, in any case and in its Swift member's camelCase spelling too
    /// (`levelChange`, `pattern:doubleTap`).
    ///
    /// Throws a ``HapticReadError`` for an unknown name (suggesting the name it most likely
    /// misspells, and listing the valid ones), an intensity on a non-impact, or an intensity that
    /// is not a number (`nan` included). Out-of-range numbers are clamped as everywhere else.
    public static func named(_ name: String) throws -> HapticFeedback {
        do {
            return try parse(name)
        } catch {
            let kebab = kebabSpelling(of: name)
            guard kebab != name, let feedback = try? parse(kebab) else { throw error }
            return feedback
        }
    }

    /// `levelChange@0.5` as `level-change@0.5`, `pattern:doubleTap` as `pattern:double-tap`: the
    /// valid name that is the same letters without its `-`s, in any case (as every other name
    /// reader takes, ``KebabName/matches(_:name:)``); a name with a `-` stays as it is.
    private static func kebabSpelling(of name: String) -> String {
        let parts = name.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        guard !parts[0].contains("-"),
            let kebab = allNames.first(where: { KebabName.matches(String(parts[0]), name: $0) })
        else { return name }
        return parts.count == 2 ? kebab + "@" + parts[1] : kebab
    }

    private static func parse(_ name: String) throws -> HapticFeedback {
        let parts = name.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false)
        let base = String(parts[0]).lowercased()
        if base.hasPrefix("pattern:") {
            guard parts.count == 1 else { throw intensityNotAllowed(base) }
            guard let pattern = HapticPattern.preset(named: String(base.dropFirst("pattern:".count))) else {
                throw unknown(name)
            }
            return .pattern(pattern)
        }
        var intensity: Double?
        if parts.count == 2 {
            // NaN is not a number: a name that asks for it is refused, not played at full strength.
            guard let number = Double(parts[1]), !number.isNaN else {
                throw HapticReadError(
                    message:
                        "intensity \(QuotedText.quote(String(parts[1]))) in \(QuotedText.quote(String(parts[0]))) is not a number;"
                        + " write e.g. impact-light@0.7",
                    column: nil)
            }
            intensity = number
        }
        if let canonical = HapticFeedback.allCanonical.first(where: { $0.name == base }) {
            switch canonical.kind {
            case .impact(let style, _):
                return HapticFeedback(.impact(style, HapticIntensity(intensity ?? 1)))
            default:
                guard intensity == nil else { throw intensityNotAllowed(base) }
                return canonical
            }
        }
        if let style = Impact.allCases.first(where: { impactName($0, preset: .singleTap) == base }) {
            return HapticFeedback(.impact(style, HapticIntensity(intensity ?? 1)), preset: .singleTap)
        }
        switch Preset(rawValue: base) {
        case .buttonPress: return HapticFeedback.impact(.heavy, intensity: intensity ?? 1).named(as: .buttonPress)
        case .dataRefresh: return .dataRefresh(intensity: intensity ?? 1)
        case .tabSelection:
            guard intensity == nil else { throw intensityNotAllowed(base) }
            return .tabSelection
        case .singleTap, nil:
            throw unknown(name)
        }
    }

    /// `name` is none of `allNames`: the error suggests the name it most likely misspells.
    private static func unknown(_ name: String) -> HapticReadError {
        HapticReadError(
            message: "unknown feedback \(QuotedText.quote(name)); "
                + (closestName(to: name).map { "did you mean '\($0)'? " } ?? "")
                + "valid names: \(allNames.joined(separator: ", "))",
            column: nil)
    }

    /// `@intensity` was given for `name`, a feedback that has none (only impacts do).
    private static func intensityNotAllowed(_ name: String) -> HapticReadError {
        HapticReadError(
            message:
                "\(QuotedText.quote(name)) takes no intensity; only impacts do (impact-*, button-press, data-refresh, single-tap)",
            column: nil)
    }

    /// The valid name `name` most likely misspells: the one nearest it by edits (a letter
    /// added, dropped or changed), within two edits and a third of its length, when only one
    /// is that near. HapticKit's choice of threshold: close enough to be a typo, far enough
    /// that `tap` does not suggest `stop`. A name whose length is more than two from a valid
    /// one's is not compared with it, so a long name costs no more than a short one.
    private static func closestName(to name: String) -> String? {
        let longest = allNames.lazy.map(\.count).max() ?? 0
        guard name.unicodeScalars.prefix(longest + 3).count <= longest + 2 else { return nil }
        let typed = Array(name.lowercased())
        let limit = min(2, typed.count / 3)
        guard limit > 0 else { return nil }
        let near = allNames.filter { abs($0.count - typed.count) <= limit }
            .map { ($0, editDistance(typed, Array($0))) }.filter { $0.1 <= limit }
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
