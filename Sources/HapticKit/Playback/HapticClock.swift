import Dispatch

/// A point in time on a ``HapticClock``, in nanoseconds from the clock's own origin.
public struct HapticInstant: Hashable, Sendable, Comparable {
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    public static func < (lhs: HapticInstant, rhs: HapticInstant) -> Bool {
        lhs.nanoseconds < rhs.nanoseconds
    }

    public static func + (lhs: HapticInstant, rhs: HapticDuration) -> HapticInstant {
        let (sum, overflow) = lhs.nanoseconds.addingReportingOverflow(rhs.nanoseconds)
        return HapticInstant(nanoseconds: overflow ? (rhs.nanoseconds > 0 ? .max : .min) : sum)
    }

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
    public var nanoseconds: Int64

    public init(nanoseconds: Int64) {
        self.nanoseconds = nanoseconds
    }

    public static func milliseconds(_ milliseconds: Int64) -> HapticDuration {
        HapticDuration(nanoseconds: milliseconds.multipliedReportingOverflow(by: 1_000_000).partialValue)
    }

    /// Seconds, which may be fractional; NaN and negative values become zero, huge ones saturate.
    public static func seconds(_ seconds: Double) -> HapticDuration {
        guard seconds.isFinite, seconds > 0 else {
            return seconds == .infinity ? HapticDuration(nanoseconds: .max) : .zero
        }
        let nanoseconds = seconds * 1e9
        return HapticDuration(nanoseconds: nanoseconds >= 9.2e18 ? .max : Int64(nanoseconds))
    }

    public static let zero = HapticDuration(nanoseconds: 0)

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
public struct SystemHapticClock: HapticClock {
    public init() {}

    public func now() -> HapticInstant {
        HapticInstant(nanoseconds: Int64(clamping: DispatchTime.now().uptimeNanoseconds))
    }
}
