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

    /// Creates preferences: on or off, the categories turned off, and the intensity scale (clamped into `0...1`).
    public init(isEnabled: Bool = true, disabledCategories: Set<HapticCategory> = [], intensityScale: Double = 1) {
        self.isEnabled = isEnabled
        self.scale = HapticIntensity(intensityScale).value
        self.disabledCategories = disabledCategories
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

    private enum CodingKeys: String, CodingKey {
        case isEnabled, disabledCategories, intensityScale
    }

    /// Decodes preferences; a missing key keeps its default, so older saved values still decode.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            isEnabled: try container.decodeIfPresent(Bool.self, forKey: .isEnabled) ?? true,
            disabledCategories: try container.decodeIfPresent(Set<HapticCategory>.self, forKey: .disabledCategories)
                ?? [],
            intensityScale: try container.decodeIfPresent(Double.self, forKey: .intensityScale) ?? 1)
    }

    /// These settings with what changed from `before` to `after` applied, field by field and
    /// category by category: how a change made on a copy lands on settings that another change
    /// may have moved meanwhile, losing neither.
    func applying(changesFrom before: HapticSettings, to after: HapticSettings) -> HapticSettings {
        var merged = self
        if after.isEnabled != before.isEnabled { merged.isEnabled = after.isEnabled }
        if after.scale != before.scale { merged.scale = after.scale }
        merged.disabledCategories.subtract(before.disabledCategories.subtracting(after.disabledCategories))
        merged.disabledCategories.formUnion(after.disabledCategories.subtracting(before.disabledCategories))
        return merged
    }

    /// Encodes the switch, the categories turned off and the intensity scale.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(isEnabled, forKey: .isEnabled)
        try container.encode(HapticCategory.allCases.filter { !self[$0] }, forKey: .disabledCategories)
        try container.encode(intensityScale, forKey: .intensityScale)
    }
}
