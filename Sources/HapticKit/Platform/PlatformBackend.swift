import Foundation

/// The backend ``Haptics/platformBackend()`` returns: the platform's own backend (UIKit with Core
/// Haptics, AppKit or WatchKit), then the GameController backend for accessory routes where
/// GameController has haptics (iOS 14, macOS 11, tvOS 14, visionOS), so an app never composes
/// them itself; ``NoOpHapticBackend`` where neither exists (tvOS 13, Linux).
enum PlatformBackend {
    /// The backends this build has, combined; in a Debug build, inside the stand-in when its
    /// switch turns an output on (``StandInBackend/wrapping(_:outputs:)``).
    static func make() -> any HapticBackend {
        let made = combining(own: own(), accessories: accessories())
        #if DEBUG
        return StandInBackend.wrapping(made, outputs: standInOutputs)
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
    static func own() -> (any HapticBackend)? {
        #if canImport(UIKit) && os(iOS)
        uiKit()
        #elseif canImport(AppKit) && os(macOS)
        appKit()
        #elseif canImport(WatchKit) && os(watchOS)
        watchKit()
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
    static func accessories() -> (any HapticBackend)? {
        #if canImport(GameController) && canImport(CoreHaptics) && (os(iOS) || os(macOS) || os(tvOS) || os(visionOS))
        if #available(iOS 14.0, macOS 11.0, tvOS 14.0, *) {
            return gameControllers()
        }
        #endif
        return nil
    }
}

extension Haptics {
    /// The backend that plays on the platform this code is built for: UIKit (and Core Haptics for
    /// patterns) on iOS, iPadOS and Mac Catalyst, AppKit on macOS, WatchKit on watchOS, each with
    /// game controllers' and styli's own haptics (iOS 14, macOS 11, tvOS 14, visionOS) for routes
    /// to a device whose input is one; on tvOS and visionOS only those, and
    /// ``NoOpHapticBackend`` on Linux. ``shared`` plays through it; the platform's backends are
    /// not public, so this is how an app reaches them (to combine them with a logging backend,
    /// for instance).
    public static func platformBackend() -> any HapticBackend {
        PlatformBackend.make()
    }

    /// Lets haptics play while the app records audio.
    ///
    /// iOS mutes an app's haptics and system sounds while its audio session is recording (a camera
    /// or call screen with a capture session that takes audio, a voice recorder), unless the
    /// session allows them: `AVAudioSession.allowHapticsAndSystemSoundsDuringRecording`, `false`
    /// by default (AVAudioSession.h:110-115, iOS 17.4 SDK;
    /// developer.apple.com/forums/thread/672371). While HapticKit sees such a capture session run,
    /// it skips the device's requests (generators and Core Haptics patterns) with
    /// ``HapticSkipReason/mutedWhileRecording`` rather than report them played. This sets the switch on the app's shared audio session, for every
    /// player, and lets system sounds play too:
    ///
    /// ```swift
    /// try Haptics.allowHapticsDuringRecording()   // before the capture session starts
    /// ```
    ///
    /// HapticKit sees only the app's own `AVCaptureSession`s. Recording through `AVAudioRecorder`
    /// or `AVAudioEngine`'s input, or by another process (a call, another app), may mute haptics
    /// the same way, but those requests are reported as played.
    /// Does nothing where HapticKit does not follow recording (Mac Catalyst, macOS, watchOS, tvOS,
    /// visionOS, Linux).
    ///
    /// - Throws: the audio session's error, when it refuses the change.
    public static func allowHapticsDuringRecording() throws {
        try PlatformBackend.recording?.allowHapticsDuringRecording()
    }
}

#if DEBUG
extension PlatformBackend {
    /// The Debug stand-in's outputs this process's switch turns on, of those this build has: read
    /// once, as the launch arguments, the environment and a scheme's defaults do not change while
    /// it runs.
    static let standInOutputs: [any StandInOutput] = {
        let process = ProcessInfo.processInfo
        let on = HapticStandIn.switched(
            arguments: process.arguments, environment: process.environment,
            defaults: UserDefaults.standard.string(forKey: HapticStandIn.defaultsKey), host: .current)
        return allStandInOutputs().filter { on.contains($0.kind) }
    }()

    /// The stand-in's outputs this build has: the overlay where UIKit or AppKit draws views, the
    /// speaker where AVFAudio plays, the console where unified logging (`os_log`) writes; none on
    /// Linux.
    private static func allStandInOutputs() -> [any StandInOutput] {
        var outputs: [any StandInOutput] = []
        #if (canImport(UIKit) && (os(iOS) || os(tvOS) || os(visionOS))) || (canImport(AppKit) && os(macOS))
        outputs.append(StandInOverlay())
        #endif
        #if canImport(AVFAudio) && (os(iOS) || os(macOS) || os(tvOS) || os(visionOS))
        outputs.append(StandInSpeaker.avfAudio())
        #endif
        #if canImport(os)
        outputs.append(StandInConsole())
        #endif
        return outputs
    }
}

extension StandInHost {
    /// This process.
    static let current = StandInHost(
        isSimulator: HostFacts().isSimulator,
        isPreview: ProcessInfo.processInfo.environment["XCODE_RUNNING_FOR_PREVIEWS"] == "1",
        isAppExtension: isAppExtension(infoHas: { Bundle.main.object(forInfoDictionaryKey: $0) != nil }))
}
#endif
