#if canImport(AVFoundation) && os(iOS) && !targetEnvironment(macCatalyst)
import AVFoundation

/// The app's audio session and capture sessions behind ``RecordingMonitor``, which decides:
/// one-line conformances and the notification names.
enum AVFoundationRecording {
    static func make() -> RecordingMonitor<AVAudioSession, AVCaptureSession> {
        RecordingMonitor(
            audioSession: { AVAudioSession.sharedInstance() }, audio: AVMediaType.audio,
            didStartRunning: .AVCaptureSessionDidStartRunning, didStopRunning: .AVCaptureSessionDidStopRunning)
    }
}

extension AVAudioSession: AudioSessionRecordingSwitch {}
extension AVCaptureSession: CaptureSessionReading {}
extension AVCaptureInput: CaptureInputReading {}
extension AVCaptureInput.Port: CapturePortReading {}
#endif
