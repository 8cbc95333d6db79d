/// Why nothing plays for a feedback on a device.
///
/// A struct with a static member per reason rather than an enum: HapticKit adds reasons as
/// platforms change (``notYetSupported`` arrived with visionOS 27's accessories), and a new case
/// of a public enum would break every app's exhaustive `switch`. Compare with `==`
/// (`route.silence == .simulator`) or read `rawValue`; it is read and written (`Codable`,
/// `RawRepresentable`) by its name.
public struct HapticSilence: CodableNamedValue {
    /// The reasons, for HapticKit's own `switch`es; the raw value is the reason's name in
    /// kebab-case, as `haptickit route` and the device matrix print it, like every name the tool
    /// uses: `simulator`, `no-haptic-hardware`, ….
    enum Kind: String, Hashable, Sendable, CaseIterable {
        case simulator
        case noHapticHardware = "no-haptic-hardware"
        case unavailableOnPlatform = "unavailable-on-platform"
        case platformPlaysNothing = "platform-plays-nothing"
        case inputPlaysNothing = "input-plays-nothing"
        case osTooOld = "os-too-old"
        case belowDeploymentTarget = "below-deployment-target"
        case notUserInitiated = "not-user-initiated"
        case notYetSupported = "not-yet-supported"
    }

    let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// The Simulator plays no haptics.
    public static let simulator = HapticSilence(.simulator)
    /// Neither the device nor the input has haptic hardware that an app can drive (also an
    /// iPhone or iPad app on Apple Vision Pro).
    public static let noHapticHardware = HapticSilence(.noHapticHardware)
    /// The platform has no haptics API for this (game-controller haptics on watchOS, a Vision
    /// Pro accessory elsewhere, any haptics on a non-Apple platform).
    public static let unavailableOnPlatform = HapticSilence(.unavailableOnPlatform)
    /// The API exists but is known to play nothing here (Mac Catalyst; HapticKit treats an
    /// iPhone or iPad app on a Mac the same way).
    public static let platformPlaysNothing = HapticSilence(.platformPlaysNothing)
    /// This input is known to play nothing (Pencil hover, trackpad hover, a Bluetooth trackpad on
    /// iPad). A mouse on the Mac is ``noHapticHardware``.
    public static let inputPlaysNothing = HapticSilence(.inputPlaysNothing)
    /// The call that would play needs a newer OS version.
    public static let osTooOld = HapticSilence(.osTooOld)
    /// The OS is older than HapticKit supports.
    public static let belowDeploymentTarget = HapticSilence(.belowDeploymentTarget)
    /// The platform asks apps to play this only in response to the user's own action, and
    /// this feedback follows an event instead (success, warning and error, start and stop on the
    /// Mac); an app can opt a category in (``HapticRouting/macEventCategories``).
    public static let notUserInitiated = HapticSilence(.notUserInitiated)
    /// Apple documents a call for this, but HapticKit cannot make it yet: no SDK it is checked
    /// against declares the API (`GCSpatialAccessory`, visionOS 27).
    public static let notYetSupported = HapticSilence(.notYetSupported)

    /// Every reason, in the order above.
    public static let allCases: [HapticSilence] = Kind.allCases.map(HapticSilence.init)
}
