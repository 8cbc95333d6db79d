#if DEBUG && canImport(os)
import os

/// The stand-in's console line: one `os.Logger` message per outcome, subsystem `HapticKit`,
/// category `stand-in`, at the debug level (Xcode's console shows it; Console.app with Action >
/// Include Debug Messages). `Logger` is iOS 14, macOS 11, tvOS 14 and watchOS 7 API
/// (developer.apple.com/documentation/os/logger); below those nothing is written.
struct StandInConsole: StandInOutput {
    var kind: HapticStandIn { .console }

    func show(_ cue: StandInCue, in anchor: HapticAnchor?) {
        if #available(iOS 14.0, macOS 11.0, tvOS 14.0, watchOS 7.0, *) {
            Logger(subsystem: "HapticKit", category: "stand-in").debug("\(cue.logLine, privacy: .public)")
        }
    }
}
#endif
