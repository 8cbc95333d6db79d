import Foundation
import HapticKitTestSupport
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

@Suite("Preferences: every path obeys them")
struct PreferencesTests {
    static let devices = ["iphone", "ipad-pencil-pro", "mac-trackpad", "watch"]

    @Test("the kill switch silences play, play(at:in:) and prepare, on every device", arguments: devices)
    func killSwitch(_ name: String) throws {
        let rig = Rig(device: try #require(DeviceProfile.named(name)), settings: HapticSettings(isEnabled: false))
        let view = FakeView()
        for feedback in HapticFeedback.everything {
            #expect(rig.play(feedback, after: 1000) == .skipped(.disabledByUser))
            #expect(rig.play(feedback, after: 1000, in: view) == .skipped(.disabledByUser))
            #expect(rig.haptics.prepare(for: feedback, in: view) == .skipped(.disabledByUser))
        }
        #expect(rig.recorder.requests.isEmpty)
        #expect(rig.recorder.preparations.isEmpty)
    }

    @Test("each category switch silences exactly its category", arguments: HapticCategory.allCases)
    func categorySwitch(_ category: HapticCategory) {
        var settings = HapticSettings()
        settings[category] = false
        let rig = Rig(settings: settings)
        let view = FakeView()
        for feedback in HapticFeedback.everything {
            let outcome = rig.play(feedback, after: 1000, in: view)
            let prepared = rig.haptics.prepare(for: feedback, in: view)
            if feedback.category == category {
                #expect(outcome == .skipped(.categoryDisabled(category)), "\(feedback.name)")
                #expect(prepared == .skipped(.categoryDisabled(category)), "\(feedback.name)")
            } else {
                #expect(outcome.didPlay, "\(feedback.name): \(outcome)")
            }
        }
        #expect(!rig.recorder.requests.contains { $0.feedback.category == category })
        #expect(!rig.recorder.preparations.contains { $0.feedback.category == category })
    }

    @Test("turning haptics off releases every warm generator, and nothing plays until it is back on")
    func disablingReleases() {
        let rig = Rig()
        let view = FakeView()
        rig.haptics.prepare(for: .alignment, in: view)
        rig.haptics.prepare(for: .selection, in: view)
        rig.haptics.settings.isEnabled = false
        #expect(Set(rig.recorder.releases) == Set(rig.recorder.preparations.compactMap(\.generator)))
        #expect(rig.play(.alignment, after: 500, in: view) == .skipped(.disabledByUser))
        rig.haptics.settings.isEnabled = true
        let outcome = rig.play(.alignment, after: 500, in: view)
        #expect(outcome.didPlay)
        #expect(outcome.playback?.wasWarm == false, "a released generator is cold again")
    }

    @Test("the intensity scale reaches impact calls and leaves the others alone")
    func intensityScale() {
        let rig = Rig(settings: HapticSettings(intensityScale: 0.5))
        rig.play(.impact(.heavy, intensity: 0.8))
        rig.play(.success, after: 1000)
        #expect(
            rig.recorder.calls == [
                .impact(.heavy, intensity: HapticIntensity(0.4), atLocation: false),
                .notification(.success, atLocation: false),
            ])
        var settings = HapticSettings()
        settings.intensityScale = .nan
        #expect(settings.intensityScale == 1)
        settings.intensityScale = 7
        #expect(settings.intensityScale == 1)
        settings.intensityScale = -1
        #expect(settings.intensityScale == 0)
    }

    @Test("an inactive app plays nothing")
    func appNotActive() {
        let rig = Rig()
        rig.haptics.isAppActive = false
        #expect(rig.play(.success) == .skipped(.appNotActive))
        #expect(rig.haptics.prepare(for: .selection) == .skipped(.appNotActive))
        rig.haptics.isAppActive = true
        #expect(rig.play(.success, after: 1000).didPlay)
    }

    @Test("settings round-trip through UserDefaults; missing keys keep defaults")
    func userDefaults() throws {
        let suite = "HapticKitTests.\(UUID().uuidString)"
        let defaults = try #require(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        #expect(HapticSettings(userDefaults: defaults) == .default)
        var settings = HapticSettings(isEnabled: false, intensityScale: 0.3)
        settings[.selection] = false
        settings.save(to: defaults)
        #expect(HapticSettings(userDefaults: defaults) == settings)
        #expect(HapticSettings(userDefaults: defaults, prefix: "Other") == .default)
    }
}

@Suite("Settings as a value")
struct SettingsValueTests {
    @Test("settings round-trip through JSON, and missing keys keep their defaults")
    func codable() throws {
        var settings = HapticSettings(isEnabled: false, disabledCategories: [.pattern], intensityScale: 0.25)
        settings[.impact] = false
        let data = try JSONEncoder().encode(settings)
        #expect(try JSONDecoder().decode(HapticSettings.self, from: data) == settings)
        #expect(try JSONDecoder().decode(HapticSettings.self, from: Data("{}".utf8)) == .default)
        #expect(settings.disabledCategories == [.pattern, .impact])
    }
}

/// The privacy manifest an app's build merges into its privacy report. `C56D.1` is Apple's reason
/// for "a wrapper function around user defaults API(s) for the app to use", accessed only when the
/// app calls it and declared only by third-party SDKs ("Describing use of required reason API",
/// developer.apple.com/documentation/bundleresources/privacy-manifest-files/describing-use-of-required-reason-api):
/// HapticKit reads and writes only the defaults the app passes to `HapticSettings(userDefaults:)`
/// and `save(to:)`.
@Test("the privacy manifest is a resource of HapticKit and declares the UserDefaults reason C56D.1, and no tracking")
func privacyManifest() throws {
    let url = try #require(Bundle.module.url(forResource: "PrivacyInfo", withExtension: "xcprivacy"))
    let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
    let manifest = try #require(plist as? [String: Any])
    #expect(manifest["NSPrivacyTracking"] as? Bool == false)
    let accessed = try #require(manifest["NSPrivacyAccessedAPITypes"] as? [[String: Any]])
    let types = accessed.compactMap { $0["NSPrivacyAccessedAPIType"] as? String }
    let reasons = accessed.compactMap { $0["NSPrivacyAccessedAPITypeReasons"] as? [String] }
    #expect(types == ["NSPrivacyAccessedAPICategoryUserDefaults"])
    #expect(reasons == [["C56D.1"]])
}
