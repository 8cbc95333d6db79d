/// The input that drives one interaction: a property of each request, not of the device.
///
/// On iPad what can be felt depends on the input of each gesture. The Nutrient iOS SDK team's
/// published on-device tests (iPadOS 18.2; "Haptic feedback across iPad and iPhone",
/// nutrient.io/blog/haptic-feedback-across-ipad-and-iphone/) felt Apple Pencil Pro and the Magic Keyboard for iPad Pro (M4) trackpad, and nothing for a
/// finger, an older Pencil, a Bluetooth Magic Trackpad or hovering, a silence its authors hedge as
/// possibly their test app's; Apple's `UICanvasFeedbackGenerator` page names Apple Pencil Pro
/// only. The rest is inferred, and the router says which. UIKit tells some of this
/// (`UITouch.type`), not all of it: a `.pencil` touch may be any Apple Pencil, an
/// `.indirectPointer` touch any trackpad or mouse. An input that UIKit cannot narrow down is
/// one of several ``candidates(on:)``; the router answers for each, and a request that plays for
/// some and not others is *handed to the system* (``HapticRoute/feltOnlyWith``).
///
/// ```swift
/// haptics.play(.alignment, at: point, in: canvas, input: .finger)         // iPad: skipped, with the reason
/// haptics.play(.alignment, at: point, in: canvas, input: .anyPencil)      // handed to the system
/// haptics.play(.alignment, at: point, in: canvas, input: .known(.pencilPro))  // plays
/// ```
public struct HapticInput: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case known(HapticInput.Device)
        case pencil, pointer, hover
    }

    let kind: Kind

    private init(kind: Kind) {
        self.kind = kind
    }

    /// An input the app knows exactly: `.known(.pencilPro)` after an Apple Pencil Pro squeeze,
    /// `.known(.magicKeyboardTrackpad)` when the app knows which trackpad it is.
    public static func known(_ device: HapticInput.Device) -> HapticInput { HapticInput(kind: .known(device)) }

    /// Not known: the device profile's input (which on a real iPad is `unspecified`).
    public static let unspecified = known(.unspecified)
    /// A finger on the screen (`UITouch.TouchType.direct`).
    public static let finger = known(.finger)
    /// An Apple Pencil of unknown model (`UITouch.TouchType.pencil`): Apple Pencil Pro or one
    /// without a haptic engine. UIKit has no touch type for Pencil Pro (`UITouch.h`, iOS 17.5 SDK).
    public static let anyPencil = HapticInput(kind: .pencil)
    /// A pointer of unknown make (`UITouch.TouchType.indirectPointer`): on iPad the Magic Keyboard
    /// for iPad Pro (M4) trackpad, a Bluetooth Magic Trackpad or a mouse; on a Mac a Force Touch
    /// trackpad, a Magic Trackpad or a mouse.
    public static let anyPointer = HapticInput(kind: .pointer)
    /// Something hovering (a hover recognizer): Apple Pencil Pro or a trackpad pointer on iPad.
    public static let anyHover = HapticInput(kind: .hover)

    /// The input UIKit reports for a touch, from `UITouch.TouchType`'s raw value (`UITouch.h`, iOS
    /// 17.5 SDK: direct 0, indirect 1, pencil 2, indirectPointer 3). A pencil is ``anyPencil`` unless
    /// `pencilIsPro` (the app received a Pencil Pro squeeze); an unknown value is ``unspecified``.
    ///
    /// UIKit apps call `HapticInput(touch.type)`; this form is what it forwards to.
    init(touchTypeRawValue rawValue: Int, pencilIsPro: Bool = false) {
        switch rawValue {
        case 0: self = .finger
        case 1: self = .known(.remote)
        case 2: self = pencilIsPro ? .known(.pencilPro) : .anyPencil
        case 3: self = .anyPointer
        default: self = .unspecified
        }
    }

    /// The input a hover recognizer reports. A hovering Apple Pencil is at a height above the
    /// screen (`UIHoverGestureRecognizer.zOffset` above 0, iOS 16.1); a pointer always reports 0
    /// ("Will always return 0 for devices that don't support z offset", `UIHoverGestureRecognizer.h`,
    /// iOS 18.6 SDK). So above 0 it is ``HapticInput/Device/pencilHover``, else ``anyHover``.
    public static func hover(zOffset: Double?) -> HapticInput {
        guard let zOffset, zOffset > 0 else { return .anyHover }
        return .known(.pencilHover)
    }

    /// The name the CLI takes, in kebab-case: an input device's name (`pencil-pro`), or
    /// `any-pencil`, `any-pointer`, `any-hover`.
    public var name: String {
        switch kind {
        case .known(let device): device.rawValue
        case .pencil: "any-pencil"
        case .pointer: "any-pointer"
        case .hover: "any-hover"
        }
    }

    /// Every name ``named(_:)`` takes: every input device, then the three that UIKit cannot narrow down.
    package static let allNames: [String] =
        HapticInput.Device.allCases.map(\.rawValue) + [anyPencil, anyPointer, anyHover].map(\.name)

    /// The input with this name, in any case, or `nil`. `pencil` is the Apple Pencil without a
    /// haptic engine, as in ``HapticInput/Device/pencil``; `any-pencil` is an Apple Pencil of
    /// unknown model, as UIKit reports it. The Swift members' camelCase spellings (`pencilPro`,
    /// `anyPencil`) read too, and so does `Codable`, which writes the ``name``.
    public static func named(_ name: String) -> HapticInput? {
        if let device = HapticInput.Device(rawValue: name) { return .known(device) }
        return [HapticInput.anyPencil, .anyPointer, .anyHover].first { KebabName.matches(name, name: $0.name) }
    }

    /// `Apple Pencil (Pro or not)`, `pointer (trackpad or mouse)`, `hover (Pencil or pointer)`, or the
    /// device's description.
    public var description: String {
        switch kind {
        case .known(let device): device.description
        case .pencil: "Apple Pencil (Pro or not)"
        case .pointer: "pointer (trackpad or mouse)"
        case .hover: "hover (Pencil or pointer)"
        }
    }
}
