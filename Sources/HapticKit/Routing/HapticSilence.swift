/// Why nothing plays for a feedback on a device.
///
/// A struct with a static member per reason rather than an enum: HapticKit adds reasons as
/// platforms change (``notYetSupported`` arrived with visionOS 27's accessories), and a new case
/// of a public enum would break every app's exhaustive `switch`. Compare with `==`
/// (`route.silence == .simulator`) or read ``rawValue``; it is read and written (`Codable`,
/// `RawRepresentable`) by its name.
public struct HapticSilence: CodableNamedValue {
    /// The reason's name in kebab-case, as `haptickit route` and the device matrix print it, like
    /// every name the tool uses: `simulator`, `no-haptic-hardware`, ….
    public let rawValue: String

    private init(_ name: String) {
        rawValue = name
    }

    /// The Simulator plays no haptics.
    public static let simulator = HapticSilence("simulator")
    /// Neither the device nor the input has haptic hardware that an app can drive (also an
    /// iPhone or iPad app on Apple Vision Pro).
    public static let noHapticHardware = HapticSilence("no-haptic-hardware")
    /// The platform has no haptics API for this (game-controller haptics on watchOS, a Vision
    /// Pro accessory elsewhere, any haptics on a non-Apple platform).
    public static let unavailableOnPlatform = HapticSilence("unavailable-on-platform")
    /// The API exists but is known to play nothing here (Mac Catalyst; HapticKit treats an
    /// iPhone or iPad app on a Mac the same way).
    public static let platformPlaysNothing = HapticSilence("platform-plays-nothing")
    /// This input is known to play nothing (Pencil hover, trackpad hover, a Bluetooth trackpad on
    /// iPad). A mouse on the Mac is ``noHapticHardware``.
    public static let inputPlaysNothing = HapticSilence("input-plays-nothing")
    /// The call that would play needs a newer OS version.
    public static let osTooOld = HapticSilence("os-too-old")
    /// The OS is older than HapticKit supports.
    public static let belowDeploymentTarget = HapticSilence("below-deployment-target")
    /// The platform asks apps to play this only in response to the user's own action, and
    /// this feedback follows an event instead (success, warning and error, start and stop on the
    /// Mac); an app can opt a category in (``HapticRouting/macEventCategories``).
    public static let notUserInitiated = HapticSilence("not-user-initiated")
    /// Apple documents a call for this, but HapticKit cannot make it yet: no SDK it is checked
    /// against declares the API (`GCSpatialAccessory`, visionOS 27).
    public static let notYetSupported = HapticSilence("not-yet-supported")

    /// Every reason, in the order above.
    public static let allCases: [HapticSilence] = [
        .simulator, .noHapticHardware, .unavailableOnPlatform, .platformPlaysNothing, .inputPlaysNothing, .osTooOld,
        .belowDeploymentTarget, .notUserInitiated, .notYetSupported,
    ]
}
