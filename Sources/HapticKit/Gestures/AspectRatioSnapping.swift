import Foundation

/// The Nutrient iOS SDK team's case, ready to use: while a rectangle is resized, it snaps to its
/// original aspect ratio or to a square, says which guide to show, and when to tap (their
/// annotation resizing: a light tap on iPhone and canvas feedback on iPad).
///
/// ```swift
/// var snapping = AspectRatioSnapping(originalSize: annotation.bounds.size)
/// haptics.prepare(for: snapping.begin(), in: canvas, input: input)      // gesture began
/// let step = snapping.resize(to: proposedSize)                           // gesture changed
/// annotation.bounds.size = step.value
/// guide.isHidden = !step.showsGuide                                     // step.target: the ratio
/// if let tap = step.tap { haptics.play(tap, at: location, in: canvas, input: input) }
/// snapping.end()                                                         // ended or cancelled
/// ```
///
/// The ratio is compared on a logarithmic scale, so 2:1 and 1:2 are as far from a square, and
/// `tolerance` is relative: 0.05 snaps within 5 % of a target ratio. The snapped size is the
/// nearest size with exactly the target ratio (the proposed corner projected onto the target
/// ratio's diagonal). Both are HapticKit's choices; Nutrient's write-up does not give its tolerance.
public struct AspectRatioSnapping: Sendable, Equatable {
    /// The aspect ratio (width / height) the rectangle had when the resize began.
    public let originalAspectRatio: Double
    private var tracker: HapticSnapTracker

    /// Snapping for a rectangle of `originalSize`.
    ///
    /// - Parameters:
    ///   - originalSize: the size before the resize. A size without a positive, finite width and
    ///     height has no original ratio: only the square snaps.
    ///   - tolerance: how close, relatively, a ratio must come to snap (0.05: within 5 %); clamped
    ///     to `0...1` (an infinity to its end, NaN to 0: snap only on exact hits). It lets go at
    ///     one and a half times that.
    ///   - feedback: what to play on snapping; ``HapticFeedback/alignment`` by default.
    public init(originalSize: CGSize, tolerance: Double = 0.05, feedback: HapticFeedback = .alignment) {
        let ratio = Double(originalSize.width) / Double(originalSize.height)
        originalAspectRatio = ratio.isFinite && ratio > 0 ? ratio : 1
        let tolerance = tolerance.clamped(to: 0...1, nanValue: 0)
        // The square first: when the original is square too, the guide says square.
        tracker = HapticSnapTracker(
            values: [0, log(originalAspectRatio)], tolerance: log1p(tolerance), feedback: feedback)
    }

    /// Starts a resize and returns the feedback to prepare now, so the first snap is warm. The
    /// resize starts snapped to the original ratio, without a tap: it taps on coming back to it.
    @discardableResult
    public mutating func begin() -> HapticFeedback {
        tracker.begin(at: log(originalAspectRatio))
    }

    /// Takes the size the gesture proposes and returns the size to use, the aspect ratio it snapped
    /// to (1 for the square, ``originalAspectRatio`` for the original) and the tap. A size without
    /// a positive, finite width and height is returned as it is, unsnapped.
    public mutating func resize(to proposed: CGSize) -> HapticSnapStep<CGSize> {
        let width = Double(proposed.width)
        let height = Double(proposed.height)
        guard width > 0, height > 0, width.isFinite, height.isFinite else {
            tracker.end()
            return HapticSnapStep(value: proposed, target: nil, tap: nil)
        }
        let step = tracker.update(log(width / height))
        guard let target = step.target else { return HapticSnapStep(value: proposed, target: nil, tap: nil) }
        let ratio = target == 0 ? 1 : originalAspectRatio
        return HapticSnapStep(
            value: Self.project(width: width, height: height, onRatio: ratio), target: ratio, tap: step.tap)
    }

    /// The size of the given ratio nearest to `width` × `height` (the orthogonal projection),
    /// worked out in units of the larger side so that no step overflows, and held at the largest
    /// finite `Double` where a side would pass it: a finite size snaps to a finite size.
    static func project(width: Double, height: Double, onRatio ratio: Double) -> CGSize {
        let scale = Swift.max(width, height)
        let (x, y) = (width / scale, height / scale)
        var snapped: (width: Double, height: Double)
        if ratio >= 1 {
            snapped.width = (x + y / ratio) / (1 + 1 / (ratio * ratio))
            snapped.height = snapped.width / ratio
        } else {
            snapped.height = (x * ratio + y) / (ratio * ratio + 1)
            snapped.width = snapped.height * ratio
        }
        let limit = Double.greatestFiniteMagnitude / scale
        let larger = Swift.max(snapped.width, snapped.height)
        if larger > limit {
            (snapped.width, snapped.height) = (snapped.width / larger * limit, snapped.height / larger * limit)
        }
        return CGSize(
            width: Swift.min(snapped.width * scale, .greatestFiniteMagnitude),
            height: Swift.min(snapped.height * scale, .greatestFiniteMagnitude))
    }

    /// Ends the resize (ended or cancelled): the next one starts unsnapped.
    public mutating func end() {
        tracker.end()
    }
}
