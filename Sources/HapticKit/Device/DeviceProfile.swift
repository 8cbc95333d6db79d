/// Everything the router needs to know about where feedback is asked for: the platform and its
/// version, the idiom, the haptic hardware, the input driving the interaction, and whether this
/// is a simulator.
///
/// Build one by hand for tests and previews, or take a named one:
///
/// ```swift
/// let pencil = DeviceProfile.named("ipad-pencil-pro")!
/// let oldPhone = DeviceProfile.iPhone.with(os: OSVersion(17, 4))
/// let custom = DeviceProfile(platform: .iPadOS, idiom: .pad, os: OSVersion(18, 2),
///                            hardware: .none, input: .pencilPro)
/// ```
public struct DeviceProfile: Hashable, Sendable, Codable, CustomStringConvertible {
    public var platform: Platform
    public var idiom: Idiom
    public var os: OSVersion
    public var hardware: HapticHardware
    public var input: InputSource
    public var isSimulator: Bool

    public init(
        platform: Platform,
        idiom: Idiom,
        os: OSVersion,
        hardware: HapticHardware,
        input: InputSource = .unspecified,
        isSimulator: Bool = false
    ) {
        self.platform = platform
        self.idiom = idiom
        self.os = os
        self.hardware = hardware
        self.input = input
        self.isSimulator = isSimulator
    }

    /// A copy running another OS version.
    public func with(os: OSVersion) -> DeviceProfile {
        var copy = self
        copy.os = os
        return copy
    }

    /// A copy driven by another input.
    public func with(input: InputSource) -> DeviceProfile {
        var copy = self
        copy.input = input
        return copy
    }

    /// `iPadOS 18.2, pad, no haptic hardware, Apple Pencil Pro`
    public var description: String {
        var parts = ["\(platform) \(os)", "\(idiom)", "\(hardware)", "\(input)"]
        if isSimulator { parts.append("simulator") }
        return parts.joined(separator: ", ")
    }
}
