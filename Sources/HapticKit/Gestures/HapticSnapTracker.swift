/// The edge detection every canvas, slider and ruler needs: given a value that changes during a
/// gesture, it snaps to the nearest target within a tolerance, says when to show the guide, and
/// taps exactly once on entering a snap.
///
/// - It taps on entering a snap, never while the value stays snapped.
/// - It leaves a snap only beyond `releaseTolerance`, wider than `tolerance`, so jitter at the
///   edge never taps twice (hysteresis). Between two close targets it moves to the other one only
///   once the value is out of the current target's `tolerance`, so jitter halfway between them
///   never taps either.
/// - It taps again after leaving and re-entering, and on moving from one target to another.
/// - A fast flick whose samples jump over a target's zone does not tap: the value never showed
///   the snap, and a tap would report one that did not happen (HapticKit's choice).
/// - ``begin(at:)`` says what to prepare when the gesture begins, so the first snap is warm.
///
/// Pure: it plays nothing. The shell plays ``HapticSnapStep/tap``:
///
/// ```swift
/// var tracker = HapticSnapTracker(multiplesOf: 15, tolerance: 2)
/// haptics.prepare(for: tracker.begin(), in: view)           // gesture began
/// let step = tracker.update(angle)                          // gesture changed
/// if let tap = step.tap { haptics.play(tap, at: location, in: view) }
/// tracker.end()                                             // gesture ended or was cancelled
/// ```
public struct HapticSnapTracker: Hashable, Sendable {
    /// What it snaps to.
    let targets: HapticSnapTracker.Targets
    /// How close the value must come to a target to snap to it.
    public let tolerance: Double
    /// How far the value must move from the target it is snapped to before it lets go; never less
    /// than ``tolerance``.
    public let releaseTolerance: Double
    /// What to play on entering a snap (``HapticFeedback/alignment`` unless you say otherwise).
    public let feedback: HapticFeedback
    /// The target the value is snapped to, or `nil`.
    public private(set) var snappedTarget: Double?

    /// A tracker that snaps to a list of values: guide lines, aspect ratios.
    ///
    /// ```swift
    /// var guides = HapticSnapTracker(values: [0, 160, 320], tolerance: 4)
    /// ```
    ///
    /// - Parameters:
    ///   - values: the values to snap to; values that are not finite are dropped.
    ///   - tolerance: the distance within which the value snaps. A negative or non-finite
    ///     tolerance is clamped to 0 (snap only on exact hits).
    ///   - releaseTolerance: the distance beyond which a snapped value lets go; by default one and
    ///     a half times `tolerance` (HapticKit's choice). Clamped to at least `tolerance`.
    ///   - feedback: what to play on entering a snap.
    public init(
        values: [Double], tolerance: Double, releaseTolerance: Double? = nil, feedback: HapticFeedback = .alignment
    ) {
        self.init(
            targets: .values(values), tolerance: tolerance, releaseTolerance: releaseTolerance, feedback: feedback)
    }

    /// A tracker that snaps to every `offset + n × step`: angles, a grid.
    ///
    /// ```swift
    /// var angles = HapticSnapTracker(multiplesOf: 15, tolerance: 2)   // 0°, ±15°, ±30°, …
    /// ```
    ///
    /// A `step` that is not finite and positive snaps to nothing; `tolerance`, `releaseTolerance`
    /// and `feedback` are as for ``init(values:tolerance:releaseTolerance:feedback:)``.
    public init(
        multiplesOf step: Double, offset: Double = 0, tolerance: Double, releaseTolerance: Double? = nil,
        feedback: HapticFeedback = .alignment
    ) {
        self.init(
            targets: .multiples(of: step, offset: offset), tolerance: tolerance, releaseTolerance: releaseTolerance,
            feedback: feedback)
    }

    private init(
        targets: HapticSnapTracker.Targets, tolerance: Double, releaseTolerance: Double?, feedback: HapticFeedback
    ) {
        let tolerance = tolerance.isFinite ? max(tolerance, 0) : 0
        let release = releaseTolerance ?? tolerance * 1.5
        self.targets = targets
        self.tolerance = tolerance
        self.releaseTolerance = release.isFinite ? max(release, tolerance) : tolerance
        self.feedback = feedback
    }

    /// Starts a gesture and returns the feedback to prepare now, so the first snap plays warm.
    ///
    /// A gesture that starts at `value` within a target's tolerance starts snapped to it without a
    /// tap (a resize starts at the original ratio): it taps once it leaves and comes back.
    @discardableResult
    public mutating func begin(at value: Double? = nil) -> HapticFeedback {
        snappedTarget = value.flatMap { next(for: $0, from: nil) }
        return feedback
    }

    /// Takes the gesture's new value and says what to show and whether to tap. A value that is not
    /// finite lets go of any snap and is returned as it is.
    public mutating func update(_ value: Double) -> HapticSnapStep<Double> {
        let previous = snappedTarget
        snappedTarget = next(for: value, from: previous)
        guard let target = snappedTarget else { return HapticSnapStep(value: value, target: nil, tap: nil) }
        return HapticSnapStep(value: target, target: target, tap: target == previous ? nil : feedback)
    }

    /// Ends the gesture (ended or cancelled): the next gesture starts unsnapped.
    public mutating func end() {
        snappedTarget = nil
    }

    /// The target to be snapped to after `value`, given the one snapped to before.
    private func next(for value: Double, from current: Double?) -> Double? {
        guard value.isFinite else { return nil }
        let nearest = targets.nearest(to: value).flatMap { abs(value - $0) <= tolerance ? $0 : nil }
        guard let current else { return nearest }
        let distance = abs(value - current)
        if distance <= tolerance { return current }
        if let nearest, nearest != current { return nearest }
        return distance <= releaseTolerance ? current : nil
    }
}

/// What snapping says about one value of a gesture: the value to use, the target it snapped to
/// (where the guide shows), and the feedback to play now. ``HapticSnapTracker`` answers with a
/// `Double`, ``AspectRatioSnapping`` with a `CGSize`.
public struct HapticSnapStep<Value: Sendable>: Sendable {
    /// The value to use: the snapped one while snapped, else the gesture's own.
    public let value: Value
    /// The target snapped to, where the guide shows, or `nil`: a tracker's target value; the
    /// aspect ratio (width / height) of a resize.
    public let target: Double?
    /// The feedback to play now (on entering a snap), or `nil`.
    public let tap: HapticFeedback?

    /// A step, for tests and for trackers of your own.
    public init(value: Value, target: Double?, tap: HapticFeedback?) {
        self.value = value
        self.target = target
        self.tap = tap
    }

    /// Whether to show the guide.
    public var showsGuide: Bool { target != nil }
}

extension HapticSnapStep: Equatable where Value: Equatable {}
extension HapticSnapStep: Hashable where Value: Hashable {}
