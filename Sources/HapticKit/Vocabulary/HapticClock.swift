import Dispatch

/// A point in time on a ``HapticClock``, in nanoseconds from the clock's own origin.
public struct HapticInstant: Hashable, Sendable, Comparable {
    /// Nanoseconds since the clock's origin.
    public var nanoseconds: Int64

    /// Creates the instant `nanoseconds` after the clock's origin.
    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: HapticInstant, rhs: HapticInstant) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }

    /// The instant `rhs` after `lhs`, saturating instead of overflowing.
    public static func + (lhs: HapticInstant, rhs: HapticDuration) -> HapticInstant {
        let (sum, overflow) = lhs.nanoseconds.addingReportingOverflow(rhs.nanoseconds)
        return HapticInstant(nanoseconds: overflow ? (rhs.nanoseconds > 0 ? .max : .min) : sum)
    }

    /// The time from `rhs` to `lhs` (negative when `lhs` is earlier), saturating instead of overflowing.
    public static func - (lhs: HapticInstant, rhs: HapticInstant) -> HapticDuration {
        let (difference, overflow) = lhs.nanoseconds.subtractingReportingOverflow(rhs.nanoseconds)
        return HapticDuration(nanoseconds: overflow ? (lhs > rhs ? .max : .min) : difference)
    }
}

/// A span of time. (Swift's `Duration` needs iOS 16 / macOS 13, above HapticKit's floor.)
///
/// ```swift
/// let gap: HapticDuration = .milliseconds(80)
/// ```
public struct HapticDuration: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The length in nanoseconds; negative for a span backwards in time.
    public var nanoseconds: Int64

    /// Creates a span of `nanoseconds`.
    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    /// A span of whole milliseconds: `.milliseconds(80)`. Spans beyond about 292 years saturate
    /// (to the longest span forwards or backwards) instead of wrapping around.
    public static func milliseconds(_ milliseconds: Int64) -> HapticDuration {
        let (product, overflow) = milliseconds.multipliedReportingOverflow(by: 1_000_000)
        return HapticDuration(nanoseconds: overflow ? (milliseconds > 0 ? .max : .min) : product)
    }

    /// Seconds, which may be fractional; NaN and negative values become zero, huge ones saturate.
    public static func seconds(_ seconds: Double) -> HapticDuration {
        guard seconds.isFinite, seconds > 0 else {
            return seconds == .infinity ? HapticDuration(nanoseconds: .max) : .zero
        }
        let nanoseconds = seconds * 1e9
        return HapticDuration(nanoseconds: nanoseconds >= 9.2e18 ? .max : Int64(nanoseconds))
    }

    /// No time at all.
    public static let zero = HapticDuration(nanoseconds: 0)

    /// Whether `lhs` is shorter than `rhs`.
    public static func < (lhs: HapticDuration, rhs: HapticDuration) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }

    /// The duration in (fractional) milliseconds.
    public var milliseconds: Double { Double(nanoseconds) / 1e6 }

    /// `80 ms`, `1.5 s`.
    public var description: String {
        if nanoseconds.magnitude >= 1_000_000_000 {
            return "\(DecimalFormat.text(Double(nanoseconds) / 1e9, maximumFractionDigits: 2)) s"
        }
        return "\(DecimalFormat.text(milliseconds, maximumFractionDigits: 2)) ms"
    }
}

/// Where HapticKit reads the time. Decisions never read the system clock themselves: tests and
/// `haptickit simulate` drive a manual clock (`ManualHapticClock` in HapticKitTesting).
public protocol HapticClock: Sendable {
    /// The current time. Must never go backwards.
    func now() -> HapticInstant
}

/// The system's monotonic clock (`DispatchTime`), which does not jump with wall-clock changes.
struct SystemHapticClock: HapticClock {
    /// The system's monotonic time (`DispatchTime`), which never goes backwards.
    func now() -> HapticInstant {
        HapticInstant(nanoseconds: Int64(clamping: DispatchTime.now().uptimeNanoseconds))
    }
}
