import Foundation
import HapticKit

/// A backend that records what it is given, as a test recorder or a logging backend does: each
/// request is stored, under a lock, in a ring of the last 1024 (so recording never allocates
/// and memory stays flat however long the benchmark runs).
///
/// The floor is "a direct call of the same recording backend": this is that backend.
final class RecordingBackend: HapticBackend, @unchecked Sendable {
    private let lock = NSLock()
    private var ring: [HapticRequest?] = Array(repeating: nil, count: 1024)
    private var next = 0
    private(set) var recorded = 0

    func play(_ request: HapticRequest) throws {
        lock.lock()
        ring[next] = request
        next = (next + 1) & 1023
        recorded &+= 1
        lock.unlock()
    }
}
