import Foundation
import HapticKit
import HapticKitTesting

/// The recorded resize traces in `Fixtures/traces`, found relative to this source file.
package enum TraceFixtures {
    package static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/traces")

    package static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent("\(name).trace"), encoding: .utf8)
    }

    /// The lines whose sample the trace's author marked as tapping: a comment with the word `taps`.
    package static func markedTaps(_ name: String) throws -> [Int] {
        try text(name).split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
            offset, line in
            let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            let isSample = !parts[0].trimmingCharacters(in: .whitespaces).isEmpty
            return isSample && parts.count == 2 && parts[1].contains("taps") ? offset + 1 : nil
        }
    }

    /// Replays the trace `name` on a fresh player for `device`, driven by `input`.
    package static func replay(
        _ name: String, on device: DeviceProfile, input: HapticInput = .unspecified
    ) throws -> (events: [ResizeTrace.Event], recorder: HapticRecorder) {
        let recorder = HapticRecorder()
        let clock = ManualHapticClock()
        let haptics = Haptics(backend: recorder, device: device, clock: clock)
        return (try ResizeTrace(try text(name)).replay(on: haptics, clock: clock, input: input), recorder)
    }
}
