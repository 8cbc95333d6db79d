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
    /// In an app extension (``isAppExtension(infoHas:)``).
    var isAppExtension = false

    /// Whether a bundle is an app extension, given whether its Info.plist has a key: an app
    /// extension's has `NSExtension`
    /// (https://developer.apple.com/documentation/bundleresources/information-property-list/nsextension),
    /// an ExtensionKit extension's `EXAppExtensionAttributes`
    /// (https://developer.apple.com/documentation/bundleresources/information-property-list/exappextensionattributes).
    static func isAppExtension(infoHas: (String) -> Bool) -> Bool {
        infoHas("NSExtension") || infoHas("EXAppExtensionAttributes")
    }

    /// What `options` shows here: never the ripple in an app extension.
    func allows(_ options: HapticStandIn) -> HapticStandIn {
        isAppExtension ? options.subtracting(.visual) : options
    }
}
#endif
