/// The haptic hardware built into the device itself (not into an accessory such as a pencil).
///
/// ```swift
/// let iPhone15 = HapticHardware(tapticEngine: true, coreHaptics: true)
/// let iPad = HapticHardware.none
/// ```
public struct HapticHardware: Hashable, Sendable, Codable, CustomStringConvertible {
    /// A Taptic Engine that `UIFeedbackGenerator` or WatchKit drives: iPhone 7 and later, every
    /// Apple Watch. False for iPad, iPod touch, iPhone 6s and earlier, Apple TV and Vision Pro.
    public var tapticEngine: Bool
    /// Core Haptics reports `supportsHaptics` for the device: iPhone 8 and later.
    public var coreHaptics: Bool

    /// Creates a description of the device's haptic hardware.
    public init(tapticEngine: Bool, coreHaptics: Bool) {
        self.tapticEngine = tapticEngine
        self.coreHaptics = coreHaptics
    }

    /// No haptic hardware in the device.
    public static let none = HapticHardware(tapticEngine: false, coreHaptics: false)

    /// `Taptic Engine, Core Haptics`, `no haptic hardware`, ….
    public var description: String {
        switch (tapticEngine, coreHaptics) {
        case (true, true): "Taptic Engine, Core Haptics"
        case (true, false): "Taptic Engine, no Core Haptics"
        case (false, true): "no Taptic Engine, Core Haptics"
        case (false, false): "no haptic hardware"
        }
    }
}
