#if canImport(Foundation)
import Foundation

extension HapticSettings {
    /// Reads settings saved by ``save(to:prefix:)``; missing keys keep their defaults.
    ///
    /// HapticKit's privacy manifest declares this use of `UserDefaults` with reason `CA92.1` (data
    /// only the app itself reads), so an app need not declare it for HapticKit. An app that passes
    /// an app group's suite declares `1C8F.1` itself ("Describing use of required reason API",
    /// developer.apple.com/documentation/bundleresources/describing-use-of-required-reason-api).
    ///
    /// Keys: `<prefix>.enabled` (Bool), `<prefix>.intensityScale` (Double), and
    /// `<prefix>.category.<name>` (Bool) for each ``HapticCategory``.
    ///
    /// ```swift
    /// haptics.settings = HapticSettings(userDefaults: .standard)
    /// ```
    public init(userDefaults: UserDefaults, prefix: String = "HapticKit") {
        self.init()
        if userDefaults.object(forKey: "\(prefix).enabled") != nil {
            isEnabled = userDefaults.bool(forKey: "\(prefix).enabled")
        }
        if userDefaults.object(forKey: "\(prefix).intensityScale") != nil {
            intensityScale = userDefaults.double(forKey: "\(prefix).intensityScale")
        }
        for category in HapticCategory.allCases where userDefaults.object(forKey: key(category, prefix)) != nil {
            self[category] = userDefaults.bool(forKey: key(category, prefix))
        }
    }

    /// Writes every setting under `prefix`.
    public func save(to userDefaults: UserDefaults, prefix: String = "HapticKit") {
        userDefaults.set(isEnabled, forKey: "\(prefix).enabled")
        userDefaults.set(intensityScale, forKey: "\(prefix).intensityScale")
        for category in HapticCategory.allCases {
            userDefaults.set(self[category], forKey: key(category, prefix))
        }
    }

    private func key(_ category: HapticCategory, _ prefix: String) -> String {
        "\(prefix).category.\(category.name)"
    }
}
#endif
