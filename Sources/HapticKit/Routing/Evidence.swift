/// The sources that routing decisions cite, each something a reader can open: a header line with
/// the SDK it is in, a documentation page, a public write-up, repository or thread, or one of
/// HapticKit's own documents. What HapticKit chose itself says so. Kept short: a route's source is
/// part of every outcome an app logs.
enum Evidence {
    /// The one public record of on-device tests of UIKit's generators on iPhone, iPad and Mac.
    static let nutrient =
        "Nutrient iOS SDK team's on-device tests (their 2025 write-up for Nutrient iOS SDK 14.4: Xcode 16.2,"
        + " iOS/iPadOS 18.2, macOS 15.1.1)"
    static let nutrientHedged =
        nutrient + ", which hedge: \"this could be due to issues with the sequence of events in the test app\""
    static let padSubstitute =
        "HapticKit's choice, inferred: the Nutrient tests tried only UIImpactFeedbackGenerator (silent on iPad) and"
        + " canvas feedback on iPad (docs/DeviceQuestions.md, question 1)"
    static let uiKitAvailability =
        "UIFeedbackGenerator.h:15, iOS 26.2 SDK: API_AVAILABLE(ios(10.0)) API_UNAVAILABLE(visionos, tvos)"
        + " API_UNAVAILABLE(watchos)"
    /// Why the view-attached calls from iOS 17.5: what the headers say, and no more.
    static let uiKitLocationAPI =
        "UIFeedbackGenerator.h:19-21, iOS 26.2 SDK: init(view:) is ios(17.5); the view-less init is"
        + " API_DEPRECATED_WITH_REPLACEMENT(\"+feedbackGeneratorForView:\", ios(10.0, API_TO_BE_DEPRECATED))"
    static let canvasAPI =
        "UICanvasFeedbackGenerator.h:13, iOS 26.2 SDK: API_AVAILABLE(ios(17.5));"
        + " developer.apple.com/documentation/uikit/uicanvasfeedbackgenerator (Apple Pencil Pro on a compatible iPad)"
    static let tapticEngineDocs =
        "developer.apple.com/documentation/uikit/uifeedbackgenerator (a supported Taptic Engine); iPhone 7 and"
        + " later by on-device reports, not an Apple page: an iPhone 6s plays none of the three generators"
        + " (developer.apple.com/forums/thread/62222; github.com/ionic-team/capacitor-plugins/pull/624)"
    static let appKit =
        "NSHapticFeedback.h:29, macOS 15.5 SDK: not performed \"if the user isn't currently touching the trackpad\""
    static let macGuidance =
        "HapticKit's reading of developer.apple.com/documentation/appkit/nshapticfeedbackperformer/perform(_:performancetime:)"
        + " (\"Call this method only in response to user-initiated actions\"): success, warning, error, start and stop"
        + " follow an event"
    static let macGeneric =
        "HapticKit's choice: NSHapticFeedback.h:15-19, macOS 15.5 SDK, has only generic, alignment and levelChange"
    static let watchKit = "developer.apple.com/documentation/watchkit/wkinterfacedevice/play(_:)"
    static let simulator =
        "HapticKit's reading, not an Apple statement: the Simulator simulates no Taptic Engine; check on a device"
    /// Apple's list of devices without haptics.
    static let noHapticsDevices =
        "developer.apple.com/documentation/corehaptics/preparing-your-app-to-play-haptics: \"Some devices don't"
        + " support haptic feedback, including iPad, iPod touch, and Apple Vision Pro\""
    static let deploymentTarget = "Package.swift: iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1"
    static let coreHaptics =
        "CHHapticEngine.h:134, iOS 26.2 SDK: API_AVAILABLE(ios(13.0)); iPhone 8 and later:"
        + " developer.apple.com/videos/play/wwdc2019/520"
    static let systemHapticsSwitch =
        "a maintainer's statement, not Apple's: github.com/software-mansion/pulsar/issues/129"
    static let iOSAppOnMac =
        "NSProcessInfo.h:247, iOS 26.2 SDK: isiOSAppOnMac; HapticKit's choice, inferred: treated as Mac Catalyst"
    static let iOSAppOnVision =
        "NSProcessInfo.h:248, iOS 26.2 SDK: isiOSAppOnVision (iOS 26.1); HapticKit's choice, inferred: silent,"
        + " as UIFeedbackGenerator.h:15 is API_UNAVAILABLE(visionos)"
    /// Against "a Magic Trackpad plays NSHapticFeedbackManager's feedback". HapticKit still makes the
    /// call there: AppKit gives no way to choose a trackpad, and a call that is not felt costs nothing.
    static let magicTrackpadReport =
        "github.com/lwouis/alt-tab-macos/issues/5110 (\"No haptic feedback on the latest Magic Trackpad (but is"
        + " there on the built-in trackpad)\", 2025-12-09): AltTab's perform(.generic, performanceTime: .default)"
        + " was not felt on a Magic Trackpad USB-C and was felt on a MacBook Air (M3)'s built-in trackpad, macOS"
        + " 26.1; the maintainers label it unactionable"
    static let choice = "HapticKit's choice (the platform has no call for this feedback)"
    static let iPhoneAppOnPad =
        "HapticKit's choice, inferred: an iPhone app on iPad (idiom .phone on iPad hardware) runs on the iPad's"
        + " hardware, so it is routed as the iPad; nobody has reported what it plays"
    /// Against "SwiftUI plays increase and decrease on watchOS and visionOS only".
    static let swiftUITicksOnIOS =
        openSwiftUICache + ": beside UISelectionFeedbackGenerator, \"SwiftUI implementation Bug: introduced since"
        + " iOS 17 & iOS 26.2 is still not fixed FB21332474\" for .increase and .decrease, which reads as Apple's"
        + " SwiftUI playing a selection tick for them on iOS"
    /// Against "UIKit's other generators play nothing on iPad".
    static let pencilArticle =
        "developer.apple.com/documentation/applepencil/playing-haptic-feedback-in-your-app (\"Playing haptic feedback"
        + " in your app\"): Apple's Apple Pencil article lists UIKit's four generators and shows"
        + " UISelectionFeedbackGenerator(view:) and UIImpactFeedbackGenerator(view:) as its UIKit examples for Apple"
        + " Pencil Pro"
    static let openSwiftUICache =
        "github.com/OpenSwiftUIProject/OpenSwiftUI, UIKitSensoryFeedbackCache.swift (a reimplementation, not Apple's code)"

    /// Apple's page for one SwiftUI feedback, where it says on which platforms it plays.
    static func swiftUIPage(_ path: String, _ quote: String) -> String {
        "developer.apple.com/documentation/swiftui/sensoryfeedback/\(path): \"\(quote)\""
    }

    static let increaseDecreasePlatforms = "Only plays feedback on watchOS and visionOS."
    static let startStopPlatforms = "Only plays feedback on watchOS."
    static let visionFamilyPlatforms = "Only plays feedback on visionOS."

    /// increase, decrease, start and stop on iPhone: Apple's pages, and the stand-in is ours.
    static func watchOnly(_ feedback: String) -> String {
        let quote = feedback == "increase" || feedback == "decrease" ? increaseDecreasePlatforms : startStopPlatforms
        return swiftUIPage(feedback, quote) + "; the UIKit stand-in is HapticKit's choice"
    }
    static let swiftUIGap =
        "HapticKit's choice: " + swiftUIPage("levelchange", "Only plays feedback on macOS.")
    static let alignmentChain =
        swiftUIPage("alignment", "Only plays feedback on iOS and macOS.")
        + "; SwiftUI uses UICanvasFeedbackGenerator for it on iOS (" + openSwiftUICache + "), silent on iPhone in the "
        + nutrient + "; the stand-in is HapticKit's choice, as Nutrient ships it"
    static let pathCompleteChain =
        swiftUIPage("pathcomplete", "Only plays feedback on iOS.")
        + "; SwiftUI uses UICanvasFeedbackGenerator for it on iOS (" + openSwiftUICache + "), and canvas feedback is"
        + " silent on iPhone in the " + nutrient + " (which tried alignment); the stand-in is HapticKit's choice"
    /// The families and feedback SwiftUI documents as playing on visionOS, where it is the only call.
    static let swiftUIVision =
        "SwiftUI.swiftinterface, iOS 26.2 SDK: SensoryFeedback is visionOS 26.0; Apple's page for each case says it"
        + " plays on visionOS (docs/DeviceMatrix.md cites it); inferred: Vision Pro has no actuator in the headset and"
        + " no page says how visionOS renders it (docs/DeviceQuestions.md, question 5)"
    static let standIn =
        "HapticKit's choice: " + swiftUIPage("pressfeedback/button", visionFamilyPlatforms)
        + " (and the other visionOS 26 families); here its stand-in plays"
    static let gameController =
        "GCController.h:255, iOS 26.2 SDK: haptics is API_AVAILABLE(macos(11.0), ios(14.0), tvos(14.0)), visionOS by"
        + " iOS's availability; GCDeviceHaptics.h:26: GCHapticsLocalityDefault \"guaranteed to be supported\""
    static let stylus =
        "GCStylus.h:118,148, iOS 26.2 SDK: GCStylus is API_AVAILABLE(visionos(26.0)), with haptics: GCDeviceHaptics"
    static let spatialAccessory =
        "developer.apple.com/documentation/gamecontroller/gcspatialaccessory/haptics (visionOS 27); no SDK here declares it,"
        + " so HapticKit has no backend for it yet"
    static let accessoryPattern =
        "HapticKit's choice: an accessory plays Core Haptics patterns only (HapticFeedback.accessoryPattern)"
}
