/// The backend ``Haptics/platformBackend()`` returns: the platform's own backend (UIKit with Core
/// Haptics, AppKit or WatchKit), then the GameController backend for accessory routes where
/// GameController has haptics (iOS 14, macOS 11, tvOS 14, visionOS), so an app never composes
/// them itself; ``NoOpHapticBackend`` where neither exists (tvOS 13, Linux).
enum PlatformBackend {
    /// The backends this build has, combined; in a Debug build, inside the stand-in when its
    /// switch turns an output on (``StandInBackend/wrapping(_:)``).
    static func make() -> any HapticBackend {
        let made = combining(own: own(), accessories: accessories())
        #if DEBUG
        return StandInBackend.wrapping(made)
        #else
        return made
        #endif
    }

    /// `own` first (its skip reason or failure decides an outcome, ``MultiplexHapticBackend``),
    /// then `accessories`; the one that exists alone; ``NoOpHapticBackend`` for neither. The
    /// accessory backend ignores every call but an accessory one, and the platform's own backend
    /// every accessory call, so each request plays on one of them.
    static func combining(own: (any HapticBackend)?, accessories: (any HapticBackend)?) -> any HapticBackend {
        switch (own, accessories) {
        case (let own?, let accessories?): MultiplexHapticBackend(own, accessories)
        case (let own?, nil): own
        case (nil, let accessories?): accessories
        case (nil, nil): NoOpHapticBackend()
        }
    }

    /// UIKit (and Core Haptics for patterns) on iOS, iPadOS and Mac Catalyst, AppKit on macOS,
    /// WatchKit on watchOS; `nil` where apps have no haptics of their own (tvOS, visionOS, Linux).
    private static func own() -> (any HapticBackend)? {
        #if canImport(UIKit) && os(iOS)
        UIKitHapticBackend.make()
        #elseif canImport(AppKit) && os(macOS)
        AppKitHapticBackend.make()
        #elseif canImport(WatchKit) && os(watchOS)
        WatchKitHapticBackend.make()
        #else
        nil
        #endif
    }

    /// Whether recording mutes haptics now, where iOS mutes them (``RecordingMonitor``): one for
    /// the process, as the audio session is. Not under Mac Catalyst, where UIKit's generators play
    /// nothing (the router's Mac Catalyst cells) and capture sessions need Mac Catalyst 14.
    static let recording: (any RecordingGate)? = {
        #if canImport(AVFoundation) && os(iOS) && !targetEnvironment(macCatalyst)
        AVFoundationRecording.make()
        #else
        nil
        #endif
    }()

    /// The GameController backend where its file is built and GameController has haptics
    /// (`GCController.haptics`: iOS 14, tvOS 14, macOS 11; GCController.h:255, iOS 26.2 SDK).
    private static func accessories() -> (any HapticBackend)? {
        #if canImport(GameController) && canImport(CoreHaptics) && (os(iOS) || os(macOS) || os(tvOS) || os(visionOS))
        if #available(iOS 14.0, macOS 11.0, tvOS 14.0, *) {
            return GameControllerHapticBackend.make()
        }
        #endif
        return nil
    }
}
