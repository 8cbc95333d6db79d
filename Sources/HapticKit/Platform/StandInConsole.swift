#if DEBUG && canImport(os)
import Foundation
import os

/// The stand-in's console line: one unified-logging message per outcome, subsystem `HapticKit`,
/// category `stand-in`, at the debug level (Xcode's console shows it; Console.app with Action >
/// Include Debug Messages). Written with `os_log` and a public string argument, which every OS
/// HapticKit supports has (developer.apple.com/documentation/os/os_log); `Logger`, the same log
/// from Swift, needs iOS 14, macOS 11, tvOS 14 and watchOS 7
/// (developer.apple.com/documentation/os/logger).
struct StandInConsole: StandInOutput {
    var kind: HapticStandIn { .console }

    func show(_ cue: StandInCue, in anchor: HapticAnchor?) {
        Self.write(cue.logLine)
    }

    /// Writes `line` to the stand-in's log.
    static func write(_ line: String) {
        // Made at each line (OSLog is not Sendable, so not kept in a static); Debug builds only.
        os_log("%{public}@", log: OSLog(subsystem: "HapticKit", category: "stand-in"), type: .debug, line)
    }
}
#endif
