/// The sources that routing decisions cite, each something a reader can open: a header line with
/// the SDK it is in, a documentation page, or a public write-up, repository or thread, named with
/// its address. What HapticKit chose or inferred itself says so. A published on-device test is an
/// observation (its hedge quoted where the tester gave one), never Apple's word; a page that does
/// not name the device or input a cell is about makes that cell inferred. Kept short: a route's
/// source is part of every outcome an app logs.
enum Evidence {
    /// The one published record of on-device tests of UIKit's generators on iPhone, iPad and Mac:
    /// an observation, not documentation.
    static let nutrient =
        "Nutrient iOS SDK team's published on-device tests (\"Haptic feedback across iPad and iPhone\","
        + " nutrient.io/blog/haptic-feedback-across-ipad-and-iphone/; Xcode 16.2, iOS/iPadOS 18.2, macOS 15.1.1)"
    /// The configurations the write-up found silent, with the hedge its author gave them.
    static let nutrientHedged =
        nutrient + ", which hedge: \"this could be due to issues with the sequence of events in the test app\""
    /// A silent input on iPad that no Apple page names: what the Nutrient tests saw, hedged, and no more.
    static let padInputInferred =
        "inferred: no Apple page names this input; nothing was felt with it in the " + nutrientHedged
    /// An input no iPad profile has (a mouse, a Mac's trackpad): untried by anyone.
    static let padOtherInput = "inferred: no Apple page names this input on iPad, and no published test tried it"
    /// Apple's page names Apple Pencil Pro only; the trackpad was felt in a published test.
    static let padTrackpadCanvas =
        "inferred: developer.apple.com/documentation/uikit/uicanvasfeedbackgenerator names only Apple Pencil Pro;"
        + " the Magic Keyboard for iPad Pro (M4) trackpad felt alignment feedback in the " + nutrient
    /// iPad with no specific input: the call Apple documents for Apple Pencil Pro, handed to the system.
    static let padCanvasInferred =
        "inferred: UICanvasFeedbackGenerator.h:13, iOS 26.2 SDK, and developer.apple.com/documentation/uikit/"
        + "uicanvasfeedbackgenerator name Apple Pencil Pro; that only it and the Magic Keyboard for iPad Pro (M4)"
        + " trackpad feel it rests on the " + nutrient
    static let padSubstitute =
        "HapticKit's choice, inferred: the Nutrient tests (nutrient.io/blog/haptic-feedback-across-ipad-and-iphone/)"
        + " tried only UIImpactFeedbackGenerator (silent on iPad) and canvas feedback on iPad (docs/DeviceQuestions.md,"
        + " question 1)"
    /// Mac Catalyst: UIKit's generators exist there, and no Apple page says what they play.
    static let catalyst =
        "inferred: UIFeedbackGenerator.h:15, iOS 26.2 SDK, leaves UIKit's generators available to Mac Catalyst and no"
        + " Apple page says what they play there; nothing was felt on any trackpad in the " + nutrientHedged
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
        + " later by published on-device reports, not an Apple page: an iPhone 6s plays none of the generators"
        + " (github.com/ionic-team/capacitor-plugins/pull/624; github.com/aydenp/Ultrasound/issues/5)"
    static let appKit =
        "NSHapticFeedback.h:29, macOS 15.5 SDK: not performed \"if the user isn't currently touching the trackpad\""
    /// A mouse: the header speaks of the trackpad only.
    static let appKitMouse =
        appKit + "; HapticKit's reading: a mouse is no trackpad, so nothing is performed with one"
    static let macGuidance =
        "HapticKit's reading of developer.apple.com/documentation/appkit/nshapticfeedbackperformer/perform(_:performancetime:)"
        + " (\"Call this method only in response to user-initiated actions\"): success, warning, error, start and stop"
        + " follow an event"
    static let macGeneric =
        "HapticKit's choice: NSHapticFeedback.h:15-19, macOS 15.5 SDK, has only generic, alignment and levelChange"
    static let watchKit = "developer.apple.com/documentation/watchkit/wkinterfacedevice/play(_:)"
    /// A WatchKit haptic HapticKit picked for a feedback WatchKit has no type for.
    static let watchKitChoice = "HapticKit's choice (WatchKit has no type for this feedback); " + watchKit
    static let simulator =
        "HapticKit's choice: nothing is called in the Simulator, which Apple says does not replicate a device's"
        + " features (developer.apple.com/documentation/xcode/running-your-app-on-simulated-or-physical-devices);"
        + " that nothing would be felt there is HapticKit's reading, not an Apple statement; check on a device"
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
    /// Both sides, each as the report says it.
    static let magicTrackpadReport =
        "not felt: github.com/lwouis/alt-tab-macos/issues/5110 (2025-12-09): AltTab's perform(.generic,"
        + " performanceTime: .default) was not felt on a Magic Trackpad USB-C and was felt on a MacBook Air (M3)'s"
        + " built-in trackpad, macOS 26.1 (labelled unactionable); with private MultitouchSupport calls, not this one,"
        + " github.com/niw/HapticKey/issues/53 and github.com/folivoraAI/BetterTouchTool/issues/2171 felt nothing on a"
        + " Magic Trackpad 2. Felt, weakly: github.com/rxhanson/Multitouch-Community/issues/149, macOS 13.2, with an"
        + " app whose calls are not public"
    static let choice = "HapticKit's choice (the platform has no call for this feedback)"
    /// UIKit's impact styles, of which HapticKit picks the nearest.
    static let impactStyles =
        choice + "; developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle"
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

    /// increase, decrease, start and stop on iPhone: Apple's pages, and the substitute is ours.
    static func watchOnly(_ feedback: String) -> String {
        let quote = feedback == "increase" || feedback == "decrease" ? increaseDecreasePlatforms : startStopPlatforms
        return swiftUIPage(feedback, quote) + "; the UIKit substitute is HapticKit's choice"
    }
    static let swiftUIGap =
        "HapticKit's choice: " + swiftUIPage("levelchange", "Only plays feedback on macOS.")
    static let alignmentChain =
        swiftUIPage("alignment", "Only plays feedback on iOS and macOS.")
        + "; SwiftUI uses UICanvasFeedbackGenerator for it on iOS (" + openSwiftUICache + "), silent on iPhone in the "
        + nutrient + "; the substitute is HapticKit's choice, as Nutrient ships it"
    static let pathCompleteChain =
        swiftUIPage("pathcomplete", "Only plays feedback on iOS.")
        + "; SwiftUI uses UICanvasFeedbackGenerator for it on iOS (" + openSwiftUICache + "), and canvas feedback is"
        + " silent on iPhone in the " + nutrient + " (which tried alignment); the substitute is HapticKit's choice"
    /// The families and feedback SwiftUI documents as playing on visionOS, where it is the only call.
    static let swiftUIVision =
        "SwiftUI.swiftinterface, iOS 26.2 SDK: SensoryFeedback is visionOS 26.0; Apple's page for each case says it"
        + " plays on visionOS (docs/DeviceMatrix.md cites it); inferred: Vision Pro has no actuator in the headset and"
        + " no page says how visionOS renders it (docs/DeviceQuestions.md, question 5)"
    static let substitute =
        "HapticKit's choice: " + swiftUIPage("pressfeedback/button", visionFamilyPlatforms)
        + " (and the other visionOS 26 families); here its substitute plays"
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
