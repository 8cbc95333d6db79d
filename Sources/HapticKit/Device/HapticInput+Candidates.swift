/// Which inputs a request may be on a device: what the router routes for an input a profile or a
/// request leaves open.
extension HapticInput {
    /// The inputs this may be on `device`, in the order the CLI lists them. A known input is
    /// itself; ``unspecified`` is the profile's input, or every input the platform has when the
    /// profile does not say either (HapticKit's list of the inputs each platform has).
    public func candidates(on device: DeviceProfile) -> [HapticInput.Device] {
        switch kind {
        case .known(.unspecified):
            return device.inputDevice == .unspecified ? HapticInput.Device.possible(on: device) : [device.inputDevice]
        case .known(let device):
            return [device]
        case .pencil:
            return [.pencilPro, .pencil]
        case .pointer:
            return device.isPad
                ? [.magicKeyboardTrackpad, .bluetoothTrackpad, .mouse] : [.forceTouchTrackpad, .magicTrackpad, .mouse]
        case .hover:
            return device.isPad ? [.pencilHover, .trackpadHover] : [.forceTouchTrackpad, .magicTrackpad, .mouse]
        }
    }
}

extension HapticInput.Device {
    /// Every input a device of this kind may be driven by, when its profile does not say which:
    /// HapticKit's list, which decides which inputs an `unspecified` request may be felt with.
    package static func possible(on device: DeviceProfile) -> [HapticInput.Device] {
        switch device.platform.kind {
        case .iOS where !device.isPad, .watchOS: [.finger]
        case .iOS, .iPadOS:
            [
                .finger, .pencil, .pencilPro, .pencilHover, .magicKeyboardTrackpad, .magicKeyboardTrackpadScroll,
                .trackpadHover, .bluetoothTrackpad, .mouse,
            ]
        case .macCatalyst, .macOS: [.forceTouchTrackpad, .magicTrackpad, .mouse]
        case .tvOS: [.remote]
        case .visionOS: [.eyesAndHands]
        case .other: [.unspecified]
        }
    }
}

extension DeviceProfile {
    /// iPadOS, or iOS with the pad idiom.
    var isPad: Bool { platform == .iPadOS || (platform == .iOS && idiom == .pad) }
}
