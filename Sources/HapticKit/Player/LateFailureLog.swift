/// Which requests have had their late failure reported (``HapticRequest/reportFailure(_:)``), so
/// that each request gets one late outcome however often, and however late, a backend reports it.
///
/// One bit for each of the latest ``window`` admitted requests, by number (a request's number is
/// its place among the admitted ones, so the window slides as requests are admitted): exact
/// within it, whatever came between two reports. A request older than that (more than 4096
/// requests were admitted after it) has its late failure dropped, since the log no longer knows
/// whether it was reported: HapticKit's choice, so that the log is a fixed 512 bytes and never
/// grows. A late failure comes within the time a backend takes to reach the main thread or start
/// an engine, long before 4096 other requests.
struct LateFailureLog {
    /// How many of the latest admitted requests the log tells apart.
    static let window = 4096
    private var reported = [UInt64](repeating: 0, count: window / 64)
    /// The newest request number whose bit is its own (cleared of the number `window` before it).
    private var cleared: UInt64 = 0

    /// Whether the request numbered `number` is reported for the first time, `admitted` requests
    /// having been admitted; records it. `false` for a request older than the window.
    mutating func isFirst(_ number: UInt64, admitted: UInt64) -> Bool {
        let window = UInt64(Self.window)
        guard number <= admitted, admitted - number < window else { return false }
        if admitted > cleared {
            // The slots of the numbers admitted since, which held numbers a window older.
            for fresh in max(cleared + 1, admitted - min(admitted, window - 1))...admitted {
                reported[Int(fresh % window) / 64] &= ~(1 << (fresh % 64))
            }
            cleared = admitted
        }
        let (word, bit) = (Int(number % window) / 64, UInt64(1) << (number % 64))
        defer { reported[word] |= bit }
        return reported[word] & bit == 0
    }
}
