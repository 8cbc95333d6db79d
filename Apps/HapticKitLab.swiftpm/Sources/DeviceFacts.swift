import Foundation
import HapticKit
import HapticKitTooling

#if canImport(Darwin)
import Darwin
#endif

/// What the Lab records about the device it runs on: HapticKit's detected profile and the model
/// identifier. Read once; the decisions are HapticKit's.
struct DeviceFacts: Sendable {
    /// HapticKit's profile of this device (its input is left unspecified).
    let profile: DeviceProfile
    /// `iPad16,3`, `iPhone17,1`, `Mac15,6`, or `unknown`.
    let model: String

    /// The device as a report records it.
    var observed: ObservedDevice {
        ObservedDevice(
            model: model, os: ObservedDevice.OperatingSystem(of: profile),
            profile: ObservedDevice.profileName(for: profile), idiom: profile.idiom)
    }

    /// This device. Read it on the main thread first: HapticKit reads the idiom only there.
    @MainActor
    static func current() -> DeviceFacts {
        DeviceFacts(profile: .current, model: modelIdentifier() ?? "unknown")
    }

    /// `hw.machine` on iPhone and iPad, `hw.model` on a Mac (where `hw.machine` is `arm64`), the
    /// Simulator's `SIMULATOR_MODEL_IDENTIFIER` there.
    private static func modelIdentifier() -> String? {
        #if canImport(Darwin)
        if let simulated = ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] { return simulated }
        #if os(macOS) || targetEnvironment(macCatalyst)
        let key = "hw.model"
        #else
        let key = "hw.machine"
        #endif
        var size = 0
        guard sysctlbyname(key, nil, &size, nil, 0) == 0, size > 0 else { return nil }
        var bytes = [CChar](repeating: 0, count: size)
        guard sysctlbyname(key, &bytes, &size, nil, 0) == 0 else { return nil }
        return String(decoding: bytes.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return nil
        #endif
    }
}
