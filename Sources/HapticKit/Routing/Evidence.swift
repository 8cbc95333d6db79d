/// The sources that routing decisions cite, so a reader can check each one. What HapticKit chose
/// itself says so, with the evidence that exists and its caveats.
enum Evidence {
    static let seed000 =
        "seed 000_2b25da0e62b0f45f (Nutrient: on-device tests, Xcode 16.2, iOS/iPadOS 18.2, macOS 15.1.1)"
    static let seed000Hedged =
        seed000
        + "; the seed hedges this finding: \"this could be due to issues with the sequence of events in the test app\""
    static let padSubstitute =
        "HapticKit's choice, inferred and not tested on a device: seed 000_2b25da0e62b0f45f tested only"
        + " UIImpactFeedbackGenerator on iPad (it played nothing) and canvas feedback through Apple Pencil Pro; that"
        + " UIKit's other generators play nothing there, and that canvas feedback is the right stand-in, is HapticKit's"
        + " reading (docs/DeviceQuestions.md)"
    static let uiKitAvailability =
        "UIFeedbackGenerator.h, iOS 18.0 SDK: API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(visionos, tvos) API_UNAVAILABLE(watchos)"
    static let uiKitLocationAPI =
        "UIFeedbackGenerator.h / UIImpactFeedbackGenerator.h, iOS 17.5 SDK: init(view:), init(style:view:) and the"
        + " …(at:) variants are API_AVAILABLE(ios(17.5))"
    static let iOS27 =
        uiKitLocationAPI
        + "; developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:) lists iOS 10.0–27.0"
        + " (deprecated in 27.0); UIImpactFeedbackGenerator.h:38 and UIFeedbackGenerator.h:21, iOS 26.2 SDK:"
        + " API_DEPRECATED_WITH_REPLACEMENT(…, API_TO_BE_DEPRECATED)"
    static let canvasAPI =
        "UICanvasFeedbackGenerator.h, iOS 17.5 SDK: API_AVAILABLE(ios(17.5)); Apple docs: plays through Apple Pencil Pro on a compatible iPad"
    static let tapticEngineDocs =
        "developer.apple.com/documentation/uikit/uifeedbackgenerator: feedback plays only on devices with a"
        + " supported Taptic Engine; which iPhones (iPhone 7 and later) comes from WWDC19 session 520 (Introducing"
        + " Core Haptics, developer.apple.com/videos/play/wwdc2019/520) and developer forum answers, not that page"
    static let appKit =
        "NSHapticFeedback.h:29, macOS 14 SDK: feedback is not performed if the user isn't touching the trackpad"
    static let macGuidance =
        "developer.apple.com/documentation/appkit/nshapticfeedbackperformer: \"Do not use it to provide feedback"
        + " for events that are not user initiated\"; perform(_:performanceTime:): \"Call this method only in response"
        + " to user-initiated actions.\""
    static let macGeneric =
        "HapticKit's choice: AppKit has only generic, alignment and level-change feedback"
        + " (NSHapticFeedback.h, macOS 10.11 SDK), and SwiftUI plays only alignment and levelChange on macOS"
        + " (developer.apple.com/documentation/swiftui/sensoryfeedback)"
    static let watchKit = "WKInterfaceDevice.h / Apple docs: play(_:) with WKHapticType, watchOS 2.0"
    static let simulator = "Apple, Core Haptics and UIFeedbackGenerator docs: the Simulator plays no haptics"
    static let deploymentTarget =
        "Package.swift: HapticKit supports iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1"
    static let coreHaptics =
        "CHHapticEngine.h, iOS 18.3 SDK: API_AVAILABLE(ios(13.0)), API_UNAVAILABLE(watchos); iPhone 8 and later:"
        + " WWDC19 session 520 (developer.apple.com/videos/play/wwdc2019/520)"
    static let systemHapticsSwitch =
        "one maintainer's statement, not Apple's: github.com/software-mansion/pulsar/issues/129 (Core Haptics"
        + " patterns ignore the System Haptics switch)"
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
    static let openSwiftUICache =
        "OpenSwiftUI's UIKitSensoryFeedbackCache.swift (github.com/OpenSwiftUIProject/OpenSwiftUI, a clean-room"
        + " reimplementation audited against SwiftUI 6.5.4)"
    static let watchOnlyDocumented =
        "developer.apple.com/documentation/swiftui/sensoryfeedback: increase, decrease, start and stop \"Only"
        + " play feedback on watchOS\"; on iOS " + openSwiftUICache + " makes no UIKit call for them; the UIKit"
        + " stand-in is HapticKit's choice"
    static let swiftUIGap =
        "HapticKit's choice; SwiftUI's sensoryFeedback documents no feedback for this intent on iPhone"
        + " (developer.apple.com/documentation/swiftui/sensoryfeedback)"
    static let alignmentChain =
        "developer.apple.com/documentation/swiftui/sensoryfeedback/alignment: \"only plays feedback on iOS and"
        + " macOS\"; on iOS SwiftUI plays alignment and pathComplete with UICanvasFeedbackGenerator (as "
        + openSwiftUICache + " reads it), which plays nothing on iPhone (seed 000_2b25da0e62b0f45f); the stand-in"
        + " is HapticKit's choice, as the seed ships it"
    static let swiftUIVision =
        "SwiftUI.swiftinterface, iOS 26.2 SDK: SensoryFeedback.press(_:), release(_:), selection(_:),"
        + " @available(… visionOS 26.0); developer.apple.com/documentation/swiftui/sensoryfeedback: \"Only plays"
        + " feedback on visionOS\"; UIFeedbackGenerator.h: API_UNAVAILABLE(visionos)"
    static let standIn =
        "HapticKit's choice: a visionOS 26 family (\"Only plays feedback on visionOS\","
        + " developer.apple.com/documentation/swiftui/sensoryfeedback) plays its stand-in here"
    static let gameController =
        "GCController.h:255 and GCDeviceHaptics.h:25-64, iOS 26.2 SDK: haptics, createEngine(withLocality:),"
        + " API_AVAILABLE(macos(11.0), ios(14.0), tvos(14.0)); GCHapticsLocalityDefault is \"guaranteed to be supported\""
    static let stylus =
        "GCStylus.h:118,148, visionOS 26.2 SDK: GCStylus API_AVAILABLE(visionos(26.0)), haptics: GCDeviceHaptics;"
        + " GCDeviceHaptics.h: createEngine(withLocality:)"
    static let spatialAccessory =
        "developer.apple.com/documentation/gamecontroller/gcspatialaccessory: haptics, visionOS 27.0 (no visionOS"
        + " 27 SDK here to read)"
    static let accessoryPattern =
        "HapticKit's choice: an accessory plays only Core Haptics patterns, so each intent plays a short pattern"
        + " (HapticFeedback.accessoryPattern)"
}
