import Foundation

#if canImport(Darwin)
import Darwin
#endif

#if canImport(UIKit) && os(iOS)
import UIKit
#endif

#if canImport(CoreHaptics) && os(iOS)
import CoreHaptics
#endif

/// What the OS says about the machine this code runs on: read once, decided elsewhere
/// (``DeviceProfile/detect(platform:modelIdentifier:os:isSimulator:compatibilityMode:supportsHaptics:idiom:)``).
///
/// The compatibility mode and the Core Haptics answer are read only for iPhone and iPad apps
/// (`os(iOS)`, which includes Mac Catalyst), the idiom only outside Mac Catalyst; elsewhere, and on
/// Linux, they are `nil`, `false` and `nil`.
struct HostFacts: HostReport {
    var platform: DeviceProfile.Platform {
        #if targetEnvironment(macCatalyst)
        .macCatalyst
        #elseif os(iOS)
        .iOS
        #elseif os(macOS)
        .macOS
        #elseif os(watchOS)
        .watchOS
        #elseif os(tvOS)
        .tvOS
        #elseif os(visionOS)
        .visionOS
        #else
        .other
        #endif
    }

    var isSimulator: Bool {
        #if targetEnvironment(simulator)
        true
        #else
        false
        #endif
    }

    func osVersion() -> DeviceProfile.OSVersion {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return DeviceProfile.OSVersion(version.majorVersion, version.minorVersion, version.patchVersion)
    }

    /// `hw.machine`, or the Simulator's `SIMULATOR_MODEL_IDENTIFIER`.
    func modelIdentifier() -> String? {
        if isSimulator { return ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] }
        #if canImport(Darwin)
        var size = 0
        guard sysctlbyname("hw.machine", nil, &size, nil, 0) == 0, size > 0 else { return nil }
        var bytes = [CChar](repeating: 0, count: size)
        guard sysctlbyname("hw.machine", &bytes, &size, nil, 0) == 0 else { return nil }
        return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return nil
        #endif
    }

    /// Whether this iPhone or iPad app runs on a Mac or on Apple Vision Pro, or `nil`.
    func compatibilityMode() -> DeviceProfile.CompatibilityMode? {
        #if os(iOS)
        let info = ProcessInfo.processInfo
        if #available(iOS 14.0, macCatalyst 14.0, *), info.isiOSAppOnMac { return .iOSAppOnMac }
        #if canImport(ObjectiveC)
        // `isiOSAppOnVision` is iOS 26.1 API (NSProcessInfo.h:248 in the iOS 26.2 SDK). Naming it
        // would not compile with the iOS 17.4 and 18.6 SDKs (Xcode 16 and earlier), which lack it, and
        // `#available` cannot help with a missing declaration; so ask the Objective-C runtime
        // whether the getter exists and read it by key-value coding. On older systems the getter
        // is missing and the answer is "not on Vision Pro".
        let getter = "isiOSAppOnVision"
        if info.responds(to: NSSelectorFromString(getter)), info.value(forKey: getter) as? Bool == true {
            return .iOSAppOnVision
        }
        #endif
        #endif
        return nil
    }

    /// Core Haptics' own answer: `CHHapticEngine.capabilitiesForHardware().supportsHaptics`
    /// (nonisolated, iOS 13). `false` where it is not asked.
    func supportsHaptics() -> Bool {
        #if canImport(CoreHaptics) && os(iOS)
        CHHapticEngine.capabilitiesForHardware().supportsHaptics
        #else
        false
        #endif
    }

    /// `UIDevice.current.userInterfaceIdiom`, or `nil` when it cannot be read here.
    ///
    /// `UIDevice` is main-actor isolated, and detection must not block or hop (it runs when
    /// ``DeviceProfile/current`` is first read, on whatever thread that is). So the idiom is read
    /// only on the main queue (``MainQueue``), and is unknown otherwise.
    ///
    /// Not read under Mac Catalyst, where detection does not use it (and the macOS 14 SDK's UIKit has
    /// no `.vision` idiom).
    func idiom() -> DeviceProfile.Idiom? {
        #if canImport(UIKit) && os(iOS) && !targetEnvironment(macCatalyst)
        guard MainQueue.isCurrent else { return nil }
        return MainActor.runSynchronously { Self.idiom(UIDevice.current.userInterfaceIdiom) }
        #else
        return nil
        #endif
    }

    #if canImport(UIKit) && os(iOS) && !targetEnvironment(macCatalyst)
    /// UIKit's idiom, as HapticKit names it.
    private static func idiom(_ idiom: UIUserInterfaceIdiom) -> DeviceProfile.Idiom {
        switch idiom {
        case .phone: return .phone
        case .pad: return .pad
        case .tv: return .tv
        case .carPlay: return .carPlay
        case .mac: return .mac
        case .vision: return .vision
        default: return .unspecified
        }
    }
    #endif
}

extension DeviceProfile {
    /// The device this code runs on, detected once. On non-Apple platforms, a profile on which
    /// nothing plays.
    ///
    /// > Important: UIKit reports the idiom only on the main actor. When `current` is first read
    /// > off the main thread, the idiom is taken as unknown; it matters only when the model
    /// > identifier is not an iPhone, iPad or iPod touch one (see
    /// > ``detect(platform:modelIdentifier:os:isSimulator:compatibilityMode:supportsHaptics:idiom:)``).
    public static let current: DeviceProfile = detect(reportedBy: HostFacts())
}
