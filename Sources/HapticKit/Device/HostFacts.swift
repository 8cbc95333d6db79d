import Foundation

#if canImport(Darwin)
import Darwin
#endif

/// What the OS says about the machine this code runs on: read once, decided elsewhere
/// (``DeviceProfile/detect(platform:modelIdentifier:os:isSimulator:)``).
enum HostFacts {
    static var platform: Platform {
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

    static var isSimulator: Bool {
        #if targetEnvironment(simulator)
        true
        #else
        false
        #endif
    }

    static func osVersion() -> OSVersion {
        let version = ProcessInfo.processInfo.operatingSystemVersion
        return OSVersion(version.majorVersion, version.minorVersion, version.patchVersion)
    }

    /// `hw.machine`, or the Simulator's `SIMULATOR_MODEL_IDENTIFIER`.
    static func modelIdentifier() -> String? {
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
}
