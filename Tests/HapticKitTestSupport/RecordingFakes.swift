import Foundation
@_spi(HapticKitInternal) import HapticKit

// Fakes of AVFoundation's audio session and capture sessions, keeping their documented contracts:
// `allowHapticsAndSystemSoundsDuringRecording` is `false` until set (AVAudioSession.h:110-115,
// iOS 17.4 SDK); a capture session posts `AVCaptureSessionDidStartRunningNotification` and
// `…DidStopRunningNotification` with itself as the object, and may stop on its own, "such as the
// device going to sleep" (AVCaptureSession.h:39-56, iOS 17.4 SDK).

/// `AVAudioSession`: the switch that lets haptics play during recording.
package final class FakeAudioSession: AudioSessionRecordingSwitch, @unchecked Sendable {
    private let allowed = LockedState(false)

    package init() {}

    package var allowHapticsAndSystemSoundsDuringRecording: Bool { allowed.withLock { $0 } }

    package func setAllowHapticsAndSystemSoundsDuringRecording(_ inValue: Bool) throws {
        allowed.withLock { $0 = inValue }
    }
}

/// `AVCaptureSession`, with inputs of the given media types, posting its notifications.
package final class FakeCaptureSession: CaptureSessionReading, @unchecked Sendable {
    package struct Input: CaptureInputReading {
        package let ports: [Port]
    }

    package struct Port: CapturePortReading {
        package let mediaType: String
    }

    package static let didStartRunning = Notification.Name("AVCaptureSessionDidStartRunningNotification")
    package static let didStopRunning = Notification.Name("AVCaptureSessionDidStopRunningNotification")

    package let inputs: [Input]
    private let running = LockedState(false)
    private let center: NotificationCenter

    /// A session whose inputs carry `mediaTypes` (`"audio"`, `"video"`).
    package init(capturing mediaTypes: [String], center: NotificationCenter) {
        inputs = mediaTypes.map { Input(ports: [Port(mediaType: $0)]) }
        self.center = center
    }

    package var isRunning: Bool { running.withLock { $0 } }

    package func startRunning() {
        running.withLock { $0 = true }
        center.post(name: Self.didStartRunning, object: self)
    }

    package func stopRunning() {
        running.withLock { $0 = false }
        center.post(name: Self.didStopRunning, object: self)
    }

    /// Changes `isRunning` without a notification: stopping so is what a session going away does.
    package func setRunningSilently(_ isRunning: Bool) {
        running.withLock { $0 = isRunning }
    }
}

extension RecordingMonitor where AudioSession == FakeAudioSession, CaptureSession == FakeCaptureSession {
    /// A monitor of the fakes' notifications on `center`.
    package convenience init(audioSession: FakeAudioSession, center: NotificationCenter) {
        self.init(
            audioSession: { audioSession }, audio: "audio", center: center,
            didStartRunning: FakeCaptureSession.didStartRunning, didStopRunning: FakeCaptureSession.didStopRunning)
    }
}
