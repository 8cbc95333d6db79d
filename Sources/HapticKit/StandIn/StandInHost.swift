#if DEBUG
import Foundation

/// Where the stand-in runs, which decides its default (``HapticStandIn/automatic``).
struct StandInHost: Hashable, Sendable {
    /// In the Simulator.
    var isSimulator = false
    /// In an Xcode preview. Xcode sets `XCODE_RUNNING_FOR_PREVIEWS=1` in a preview's process;
    /// Apple does not document it ("There is no official built-in way",
    /// https://www.createwithswift.com/detecting-xcode-previews/).
    var isPreview = false
    /// In an app extension, whose Info.plist has the `NSExtension` key
    /// (https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension).
    var isAppExtension = false

    /// This process.
    static let current = StandInHost(
        isSimulator: HostFacts.isSimulator,
        isPreview: ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1",
        isAppExtension: Bundle.main.object(forInfoDictionaryKey: "NSExtension") != nil)

    /// What `options` shows here: never the ripple in an app extension.
    func allows(_ options: HapticStandIn) -> HapticStandIn {
        isAppExtension ? options.subtracting(.visual) : options
    }
}
#endif
