import Foundation

/// Whether iOS mutes the app's haptics because the app records audio, and the switch that lets
/// them play. The UIKit backend asks it before each request it plays on the device (generators
/// and Core Haptics patterns; a game controller's engine is not the device's).
///
/// iOS plays no system sounds or haptics "while the session is actively using audio input" unless
/// the app's audio session allows them (`allowHapticsAndSystemSoundsDuringRecording`, default `NO`;
/// AVAudioSession.h:110-115, iOS 17.4 SDK). An Apple engineer: "Whenever there is any active
/// AVCaptureSession configured to capture audio, iOS automatically disables haptics as well as
/// other system sounds by default" (developer.apple.com/forums/thread/672371).
///
/// What HapticKit can see is the app's own capture sessions: it follows them from their
/// notifications (`AVCaptureSessionDidStartRunningNotification` and `…DidStopRunningNotification`,
/// AVCaptureSession.h:39-56, iOS 17.4 SDK), and counts one as recording while it runs with an
/// audio input. Recording through `AVAudioRecorder` or `AVAudioEngine`'s input, or by another
/// process, is invisible to it: those requests are reported as played, though iOS may mute them.
protocol RecordingGate: Sendable {
    /// Whether the device's haptics now would be muted by recording.
    var mutesHaptics: Bool { get }
    /// Lets haptics (and system sounds) play while the app records: sets the audio session's
    /// `allowHapticsAndSystemSoundsDuringRecording`.
    func allowHapticsDuringRecording() throws
}

/// `AVAudioSession`, as far as HapticKit uses it (AVAudioSession.h:110-115, iOS 17.4 SDK).
package protocol AudioSessionRecordingSwitch: AnyObject {
    var allowHapticsAndSystemSoundsDuringRecording: Bool { get }
    func setAllowHapticsAndSystemSoundsDuringRecording(_ inValue: Bool) throws
}

/// `AVCaptureSession`: whether it runs, and its inputs (AVCaptureSession.h:202, 405, iOS 17.4 SDK).
package protocol CaptureSessionReading: AnyObject {
    associatedtype Input: CaptureInputReading
    var isRunning: Bool { get }
    var inputs: [Input] { get }
}

/// `AVCaptureInput`: its ports (AVCaptureInput.h:53, iOS 17.4 SDK).
package protocol CaptureInputReading {
    associatedtype Port: CapturePortReading
    var ports: [Port] { get }
}

/// `AVCaptureInput.Port`: its media type (AVCaptureInput.h:108, iOS 17.4 SDK).
package protocol CapturePortReading {
    associatedtype MediaType: Equatable
    var mediaType: MediaType { get }
}

/// The ``RecordingGate`` over an audio session and the capture sessions the app runs.
package final class RecordingMonitor<AudioSession: AudioSessionRecordingSwitch, CaptureSession: CaptureSessionReading>:
    RecordingGate, CaptureSessionObserving, @unchecked Sendable
{
    // @unchecked: the audio session is documented thread-safe; the capture sessions are only
    // read (`isRunning`, `inputs`) and held weakly under the lock.
    /// The app's audio session, asked for only while recording, or when haptics are allowed.
    private let audioSession: @Sendable () -> AudioSession
    private let audio: CaptureSession.Input.Port.MediaType
    /// The capture sessions that started running with an audio input and have not said they
    /// stopped, held weakly.
    private let recording = LockedState<[WeakCaptureSession]>([])
    /// Set once, at the end of `init` (the handlers need `self`).
    private var observers: NotificationObservers?

    private struct WeakCaptureSession {
        weak var session: CaptureSession?
    }

    /// - Parameters:
    ///   - audioSession: the app's audio session (`AVAudioSession.sharedInstance()`), asked for
    ///     only when a capture session with audio runs, so that a player costs no audio set-up.
    ///   - audio: the audio media type (`AVMediaType.audio`).
    ///   - center: where the capture sessions' notifications are posted.
    ///   - didStartRunning: the name of the notification a capture session posts, with itself as
    ///     the object, when it starts running.
    ///   - didStopRunning: the name of the one it posts when it stops.
    package init(
        audioSession: @escaping @Sendable () -> AudioSession, audio: CaptureSession.Input.Port.MediaType,
        center: NotificationCenter = .default,
        didStartRunning: Notification.Name, didStopRunning: Notification.Name
    ) {
        self.audioSession = audioSession
        self.audio = audio
        // Through a non-generic weak box: a closure that named `self` would capture this generic
        // class's type arguments, which are not `Sendable`.
        let observer = WeakCaptureObserver(self)
        observers = NotificationObservers(center: center, names: [didStartRunning, didStopRunning]) {
            name, notification in
            let session = notification.object as AnyObject?
            if name == didStartRunning { observer.target?.started(session) } else { observer.target?.stopped(session) }
        }
    }

    /// A capture session started running: it records while it runs with an audio input.
    fileprivate func started(_ object: AnyObject?) {
        guard let session = object as? CaptureSession else { return }
        let capturesAudio = session.inputs.contains { input in input.ports.contains { $0.mediaType == audio } }
        recording.withLock { list in
            list.removeAll { $0.session == nil || $0.session === session }
            if capturesAudio { list.append(WeakCaptureSession(session: session)) }
        }
    }

    /// A capture session stopped running.
    fileprivate func stopped(_ object: AnyObject?) {
        recording.withLock { list in list.removeAll { $0.session == nil || $0.session === object } }
    }

    /// Whether a capture session runs with an audio input and the audio session does not allow
    /// haptics during recording. The audio session is read only while such a session runs.
    var mutesHaptics: Bool {
        let isRecording = recording.withLock { list in
            list.contains { $0.session?.isRunning == true }
        }
        return isRecording && !audioSession().allowHapticsAndSystemSoundsDuringRecording
    }

    func allowHapticsDuringRecording() throws {
        try audioSession().setAllowHapticsAndSystemSoundsDuringRecording(true)
    }
}

/// What the capture sessions' notifications tell a ``RecordingMonitor``.
private protocol CaptureSessionObserving: AnyObject, Sendable {
    func started(_ session: AnyObject?)
    func stopped(_ session: AnyObject?)
}

private final class WeakCaptureObserver: Sendable {
    nonisolated(unsafe) weak var target: (any CaptureSessionObserving)?

    init(_ target: any CaptureSessionObserving) {
        self.target = target
    }
}
