/// How far apart requests of each category must be, and how long a frame is for coalescing.
///
/// Defaults, and why:
///
/// | category       | iOS, iPadOS, macOS | watchOS | evidence |
/// |----------------|--------------------|---------|----------|
/// | `impact`       | 100 ms             | 500 ms  | HapticKit's choice. One report (loyal-labs/loyal-app PR #143) saw heavy impacts 80 ms apart dropped, through a web bridge, and fixed it with 200 ms gaps; it does not show that 100 ms is enough |
/// | `alignment`    | 100 ms             | 500 ms  | on iPhone alignment is an impact, so the same limit |
/// | `notification` | 250 ms             | 500 ms  | HapticKit's choice: success, warning and error are multi-tap patterns of about 0.2 s that run together when overlapped |
/// | `selection`    | 40 ms              | 500 ms  | HapticKit's choice: keeps up with a fast scroll (25 ticks a second) without a buzz |
/// | `pattern`      | 100 ms             | 500 ms  | HapticKit's choice |
///
/// On watchOS every category waits 500 ms: Apple's WatchKit guidance asks apps to space haptics
/// out so each one can be told apart. Frames are 16 ms (60 Hz): requests inside one frame
/// coalesce to the one with the highest ``HapticFeedback/priority``. Inside a category, a request
/// that outranks the last one played there is not held back by the interval: an error right after
/// a success plays (HapticKit's choice). Only one request per interval breaks through this way (a
/// request that outranks a play that itself broke through waits), so a category never plays more
/// than twice within its interval: at most two notifications in 250 ms, however success, warning
/// and error alternate.
public struct HapticRateLimits: Hashable, Sendable {
    private var intervals: [HapticDuration]
    /// Requests within this span of a played one coalesce. Zero turns coalescing off.
    public var coalescingWindow: HapticDuration

    /// Limits with one interval for every category.
    public init(every interval: HapticDuration, coalescingWindow: HapticDuration = .milliseconds(16)) {
        intervals = Array(repeating: interval, count: HapticCategory.Kind.allCases.count)
        self.coalescingWindow = coalescingWindow
    }

    /// The minimum interval between two plays of `category`.
    public subscript(category: HapticCategory) -> HapticDuration {
        get { intervals[category.index] }
        set { intervals[category.index] = newValue }
    }

    /// The defaults for iOS, iPadOS and macOS.
    public static let standard: HapticRateLimits = {
        var limits = HapticRateLimits(every: .milliseconds(100))
        limits[.notification] = .milliseconds(250)
        limits[.selection] = .milliseconds(40)
        return limits
    }()

    /// The defaults for watchOS.
    public static let watchOS = HapticRateLimits(every: .milliseconds(500))

    /// No limits and no coalescing: every request that passes the other gates plays.
    public static let unlimited = HapticRateLimits(every: .zero, coalescingWindow: .zero)

    /// The defaults for a device.
    public static func standard(for device: DeviceProfile) -> HapticRateLimits {
        device.platform == .watchOS ? .watchOS : .standard
    }

    /// These limits with what changed from `before` to `after` applied, category by category:
    /// how a change made on a copy lands on limits that another change may have moved meanwhile.
    func applying(changesFrom before: HapticRateLimits, to after: HapticRateLimits) -> HapticRateLimits {
        var merged = self
        for index in intervals.indices where after.intervals[index] != before.intervals[index] {
            merged.intervals[index] = after.intervals[index]
        }
        if after.coalescingWindow != before.coalescingWindow { merged.coalescingWindow = after.coalescingWindow }
        return merged
    }
}

extension HapticCategory {
    /// A dense index for per-category arrays: the position in `allCases`.
    var index: Int {
        switch kind {
        case .notification: 0
        case .selection: 1
        case .impact: 2
        case .alignment: 3
        case .pattern: 4
        }
    }
}
