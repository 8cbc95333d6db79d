/// Each intent's position in ``HapticFeedback/allCanonical`` (the route tables' order), from
/// values a player holds: the same answer as `HapticFeedback.Kind.canonicalIndex`, without its
/// cost on every request.
///
/// `canonicalIndex` reads the vocabulary's `static let` tables, and each read of a lazily made
/// `static let` passes a once-check (on Linux, a call into the runtime); it also asks the kind
/// for its family first. A player copies what those tables say when it is made: where each
/// family starts, and the positions of the values that families carry. Finding a request's
/// position is then one switch on its kind, a stored start, and for a family with values one
/// array read. Nothing is numbered here: every start comes from the vocabulary's table, a new
/// kind breaks the exhaustive switch until it is added, and `CanonicalPositionsTests` checks
/// every canonical intent against `canonicalIndex`.
struct CanonicalPositions: Sendable {
    private let success, warning, error, selection, increase, decrease, start, stop: Int
    private let alignment, levelChange, pathComplete, impact, press, release, selectionState, pattern: Int
    private let impactStyles: CasePositions<HapticFeedback.ImpactStyle>
    private let presses: CasePositions<HapticFeedback.PressFeedback>
    private let releases: CasePositions<HapticFeedback.ReleaseFeedback>
    private let selectionStates: CasePositions<HapticFeedback.SelectionFeedback>

    init() {
        typealias Family = HapticFeedback.Kind.Family
        func startOf(_ family: Family) -> Int { Family.starts[Family.positions[family]] }
        success = startOf(.success)
        warning = startOf(.warning)
        error = startOf(.error)
        selection = startOf(.selection)
        increase = startOf(.increase)
        decrease = startOf(.decrease)
        start = startOf(.start)
        stop = startOf(.stop)
        alignment = startOf(.alignment)
        levelChange = startOf(.levelChange)
        pathComplete = startOf(.pathComplete)
        impact = startOf(.impact)
        press = startOf(.press)
        release = startOf(.release)
        selectionState = startOf(.selectionState)
        pattern = startOf(.pattern)
        impactStyles = HapticFeedback.ImpactStyle.positions
        presses = HapticFeedback.PressFeedback.positions
        releases = HapticFeedback.ReleaseFeedback.positions
        selectionStates = HapticFeedback.SelectionFeedback.positions
    }

    /// The position of `kind` (at any intensity; any pattern counts as the `tap` preset) in
    /// ``HapticFeedback/allCanonical``: its family's start, plus its value's position for a
    /// family with values.
    @inline(__always)
    func position(of kind: HapticFeedback.Kind) -> Int {
        switch kind {
        case .success: success
        case .warning: warning
        case .error: error
        case .selection: selection
        case .increase: increase
        case .decrease: decrease
        case .start: start
        case .stop: stop
        case .alignment: alignment
        case .levelChange: levelChange
        case .pathComplete: pathComplete
        case .impact(let style, _): impact + impactStyles[style]
        case .press(let value): press + presses[value]
        case .release(let value): release + releases[value]
        case .selectionState(let value): selectionState + selectionStates[value]
        case .pattern: pattern
        }
    }
}
