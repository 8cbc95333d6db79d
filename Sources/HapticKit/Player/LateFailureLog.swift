/// Which requests have had their late failure reported (``HapticRequest/reportFailure(_:)``), so
/// that each request gets one late outcome however often a backend reports it. Keeps the numbers
/// of the latest ``capacity`` reports: late failures are rare, and a backend that reports a
/// request again does so soon after (a retry that failed too, a second layer of the same backend).
struct LateFailureLog {
    static let capacity = 64
    private var reported: [UInt64] = []
    private var next = 0

    /// Whether the request numbered `number` is reported for the first time; records it.
    mutating func isFirst(_ number: UInt64) -> Bool {
        if reported.contains(number) { return false }
        if reported.count < Self.capacity {
            reported.append(number)
        } else {
            reported[next] = number
            next = (next + 1) % Self.capacity
        }
        return true
    }
}
