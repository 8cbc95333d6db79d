/// The user's haptic preferences, which every path obeys: a kill switch, a switch per category,
/// and a global intensity scale.
///
/// A plain value: bind it to your own storage, or use ``init(userDefaults:prefix:)`` and
/// ``save(to:prefix:)`` where Foundation has `UserDefaults`.
///
/// ```swift
/// haptics.settings.isEnabled = false              // nothing plays or prepares
/// haptics.settings[.selection] = false            // no selection ticks
/// haptics.settings.intensityScale = 0.5           // impacts at half strength
/// ```
public struct HapticSettings: Hashable, Sendable, Codable {
    /// The kill switch. When false nothing plays, nothing is prepared, and warm generators are
    /// released.
    public var isEnabled: Bool

    /// Categories the user turned off.
    public var disabledCategories: Set<HapticCategory>

    /// Scales the intensity of impacts (the only calls that take one), clamped into `0...1`;
    /// NaN counts as 1. Notification, selection, canvas, AppKit and WatchKit feedback has no
    /// intensity and is not scaled.
    public var intensityScale: Double {
        get { scale }
        set { scale = HapticIntensity(newValue).value }
    }

    private var scale: Double

    public init(isEnabled: Bool = true, disabledCategories: Set<HapticCategory> = [], intensityScale: Double = 1) {
        self.isEnabled = isEnabled
        self.disabledCategories = disabledCategories
        self.scale = HapticIntensity(intensityScale).value
    }

    /// Whether a category is on. Setting it to false turns it off.
    public subscript(category: HapticCategory) -> Bool {
        get { !disabledCategories.contains(category) }
        set {
            if newValue {
                disabledCategories.remove(category)
            } else {
                disabledCategories.insert(category)
            }
        }
    }

    /// Everything on at full strength.
    public static let `default` = HapticSettings()
}
