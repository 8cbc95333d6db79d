/// Why nothing plays for an intent on a device.
public struct HapticSilence: Hashable, Sendable {
    /// The kind of silence, for code that treats them differently.
    public enum Reason: String, Hashable, Sendable, CaseIterable {
        /// The Simulator plays no haptics.
        case simulator
        /// Neither the device nor the input has haptic hardware that an app can drive (also an
        /// iPhone or iPad app on Apple Vision Pro).
        case noHapticHardware
        /// The platform has no haptics API for this (game-controller haptics on watchOS, a Vision
        /// Pro accessory elsewhere, any haptics on a non-Apple platform).
        case unavailableOnPlatform
        /// The API exists but is known to play nothing here (Mac Catalyst; HapticKit treats an
        /// iPhone or iPad app on a Mac the same way).
        case platformPlaysNothing
        /// This input is known to play nothing (Pencil hover, trackpad hover, a Bluetooth trackpad on
        /// iPad). A mouse on the Mac is ``noHapticHardware``.
        case inputPlaysNothing
        /// The call that would play needs a newer OS version.
        case osTooOld
        /// The OS is older than HapticKit supports.
        case belowDeploymentTarget
        /// The platform asks apps to play this only in response to the user's own action, and
        /// this intent follows an event instead (success, warning and error, start and stop on the
        /// Mac); an app can opt a category in (``HapticRouter/Options/macEventCategories``).
        case notUserInitiated
        /// Apple documents a call for this, but HapticKit cannot make it yet: no SDK it is checked
        /// against declares the API (`GCSpatialAccessory`, visionOS 27).
        case notYetSupported
    }

    /// Why nothing plays.
    public let reason: Reason

    package init(_ reason: Reason) {
        self.reason = reason
    }
}
