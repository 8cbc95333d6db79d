#if canImport(Foundation)
import Foundation

extension HapticSettings {
    /// Reads settings saved by ``save(to:prefix:)``; missing keys keep their defaults.
    ///
    /// HapticKit's privacy manifest declares this use of `UserDefaults` with reason `C56D.1`, the one
    /// for a third-party SDK's wrapper around user defaults that it calls only when the app calls the
    /// wrapper: this initializer and ``save(to:prefix:)`` touch only the `UserDefaults` the app
    /// passes, only when the app calls them, and HapticKit sends nothing off the device. Which
    /// defaults they are (the app's own, `CA92.1`, or an app group's suite, `1C8F.1`) is the app's
    /// to declare for its own use ("Describing use of required reason API",
    /// developer.apple.com/documentation/bundleresources/privacy-manifest-files/describing-use-of-required-reason-api).
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
        "\(prefix).category.\(category.rawValue)"
    }
}
#endif
