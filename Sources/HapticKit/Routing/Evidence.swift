/// The sources that routing decisions cite, so a reader can check each one.
enum Evidence {
    static let seed000 =
        "seed 000_2b25da0e62b0f45f (Nutrient: on-device tests, Xcode 16.2, iOS/iPadOS 18.2, macOS 15.1.1)"
    static let uiKitAvailability =
        "UIFeedbackGenerator.h, iOS 18.0 SDK: API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(visionos, tvos) API_UNAVAILABLE(watchos)"
    static let uiKitLocationAPI =
        "UIImpactFeedbackGenerator.h / UIFeedbackGenerator.h, iOS 17.5 SDK: the view and …(at:) variants are API_AVAILABLE(ios(17.5))"
    static let canvasAPI =
        "UICanvasFeedbackGenerator.h, iOS 17.5 SDK: API_AVAILABLE(ios(17.5)); Apple docs: plays through Apple Pencil Pro on a compatible iPad"
    static let tapticEngineDocs =
        "Apple, UIFeedbackGenerator docs: feedback plays only on devices with a supported Taptic Engine (iPhone 7 and later)"
    static let appKit =
        "NSHapticFeedback.h, macOS 10.11 SDK: NSHapticFeedbackManager plays on a Force Touch trackpad, and only while it is touched"
    static let watchKit = "WKInterfaceDevice.h / Apple docs: play(_:) with WKHapticType, watchOS 2.0"
    static let simulator = "Apple, Core Haptics and UIFeedbackGenerator docs: the Simulator plays no haptics"
    static let deploymentTarget =
        "Package.swift: HapticKit supports iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1"
    static let coreHaptics =
        "CHHapticEngine.h: API_AVAILABLE(ios(13.0)), API_UNAVAILABLE(watchos); Apple: Core Haptics needs iPhone 8 or later"
    static let iOSAppOnMac =
        "NSProcessInfo.h:247, iOS 26.2 SDK: isiOSAppOnMac, API_AVAILABLE(ios(14.0)); HapticKit's choice, not tested on"
        + " a Mac: an iPhone or iPad app on a Mac is treated as Mac Catalyst, where seed 000_2b25da0e62b0f45f found"
        + " that nothing plays"
    static let iOSAppOnVision =
        "NSProcessInfo.h:248, iOS 26.2 SDK: isiOSAppOnVision, API_AVAILABLE(ios(26.1), visionos(26.1));"
        + " developer.apple.com/forums/thread/733029: the idiom reads .pad there; github.com/devicekit/DeviceKit/pull/391:"
        + " the model identifier may be an iPad's (iPad13,4 was reported); HapticKit's choice, not tested on a Vision"
        + " Pro: silent, as a native visionOS app is (UIFeedbackGenerator.h: API_UNAVAILABLE(visionos))"
    static let choice = "HapticKit's choice (the platform has no call for this intent)"
    static let swiftUIGap =
        "HapticKit's choice; SwiftUI's sensoryFeedback plays nothing for this intent here (SensoryFeedback docs: plays on watchOS/macOS only)"
}
