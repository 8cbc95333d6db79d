/// The canonical feedback, and each feedback's position among them, derived from the vocabulary's
/// `CaseIterable` enums: nothing here is numbered by hand, so a new style or family member
/// takes its place in the list and in the positions at once.
extension HapticFeedback {
    /// Every canonical feedback at full intensity, in the order the device matrix lists them: the
    /// SwiftUI feedback, every impact style (each ``Weight`` and ``Flexibility``), the visionOS families (``PressFeedback``,
    /// ``ReleaseFeedback``, ``SelectionFeedback``), and the `tap` preset standing for every custom
    /// pattern.
    public static let allCanonical: [HapticFeedback] = Kind.Family.allCases.flatMap(\.members)
}

extension HapticFeedback.Kind {
    /// A kind without its values: the unit that ``HapticFeedback/allCanonical`` lists in order.
    /// Its raw value is its position in `allCases` (both follow the declaration order).
    enum Family: Int, CaseIterable {
        case success, warning, error, selection, increase, decrease, start, stop, alignment, levelChange
        case pathComplete, impact, press, release, selectionState, pattern

        /// The canonical feedback of this family, in its `allCases` order.
        var members: [HapticFeedback] {
            switch self {
            case .success: [.success]
            case .warning: [.warning]
            case .error: [.error]
            case .selection: [.selection]
            case .increase: [.increase]
            case .decrease: [.decrease]
            case .start: [.start]
            case .stop: [.stop]
            case .alignment: [.alignment]
            case .levelChange: [.levelChange]
            case .pathComplete: [.pathComplete]
            case .impact: HapticFeedback.Impact.allCases.map { HapticFeedback(.impact($0, .full)) }
            case .press: HapticFeedback.PressFeedback.Kind.allCases.map { HapticFeedback(.press($0)) }
            case .release: HapticFeedback.ReleaseFeedback.Kind.allCases.map { HapticFeedback(.release($0)) }
            case .selectionState:
                HapticFeedback.SelectionFeedback.Kind.allCases.map { HapticFeedback(.selectionState($0)) }
            case .pattern: [.pattern(.tap)]
            }
        }

        /// Where each family starts in ``HapticFeedback/allCanonical``, by family position.
        static let starts: [Int] = allCases.reduce(into: [0]) { starts, family in
            starts.append(starts[starts.count - 1] + family.members.count)
        }
    }

    /// The family of this kind.
    var family: Family {
        switch self {
        case .success: .success
        case .warning: .warning
        case .error: .error
        case .selection: .selection
        case .increase: .increase
        case .decrease: .decrease
        case .start: .start
        case .stop: .stop
        case .alignment: .alignment
        case .levelChange: .levelChange
        case .pathComplete: .pathComplete
        case .impact: .impact
        case .press: .press
        case .release: .release
        case .selectionState: .selectionState
        case .pattern: .pattern
        }
    }

    /// The position of this feedback (at any intensity; any pattern counts as the `tap` preset) in
    /// ``HapticFeedback/allCanonical``: its family's start plus its value's position in its
    /// enum's `allCases`.
    var canonicalIndex: Int {
        let start = Family.starts[family.rawValue]
        switch self {
        case .impact(let style, _): return start + style.position
        case .press(let press): return start + press.position
        case .release(let release): return start + release.position
        case .selectionState(let state): return start + state.position
        default: return start
        }
    }
}

extension CaseIterable where Self: Equatable, AllCases == [Self] {
    /// This case's position in `allCases`, so tables indexed by position follow `allCases` and
    /// nothing is numbered by hand. A search of a few cases, with no table to build or hash.
    var position: Int {
        Self.allCases.firstIndex(of: self)!
    }
}
