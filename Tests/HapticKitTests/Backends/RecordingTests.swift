import Dispatch
import Foundation
import HapticKitTestSupport
import HapticKitTesting
import Testing

@_spi(HapticKitInternal) @testable import HapticKit

/// While the app records audio, iOS mutes its haptics unless the audio session allows them: the
/// UIKit backend says so in the outcome, and the switch lets them play.
@Suite("Recording")
@MainActor
struct RecordingTests {
    let center = NotificationCenter()
    let audioSession = FakeAudioSession()

    func rig() -> (UIKitRig, RecordingMonitor<FakeAudioSession, FakeCaptureSession>) {
        let monitor = RecordingMonitor(audioSession: audioSession, center: center)
        return (UIKitRig(device: .iPhone, recording: monitor), monitor)
    }

    @Test("a capture session with audio running: skipped with its reason, which says what to call")
    func mutedWhileRecording() {
        let (rig, monitor) = rig()
        let camera = FakeCaptureSession(capturing: ["video", "audio"], center: center)
        camera.startRunning()
        let outcome = rig.player.success()
        #expect(outcome == .skipped(.mutedWhileRecording))
        #expect(outcome.skipReason?.description.contains("Haptics.allowHapticsDuringRecording()") == true)
        #expect(rig.uiKit.take().isEmpty, "nothing reaches UIKit")
        withExtendedLifetime(monitor) {}
    }

    @Test("with haptics allowed during recording, the request plays")
    func allowed() throws {
        let (rig, monitor) = rig()
        let camera = FakeCaptureSession(capturing: ["audio"], center: center)
        camera.startRunning()
        try monitor.allowHapticsDuringRecording()
        #expect(audioSession.allowHapticsAndSystemSoundsDuringRecording)
        #expect(rig.player.success().didPlay)
        #expect(rig.uiKit.take().last == "notificationOccurred(.success)")
    }

    @Test("a video-only session, a stopped one, or one gone without a word does not mute")
    func notRecording() {
        let (rig, monitor) = rig()
        let video = FakeCaptureSession(capturing: ["video"], center: center)
        video.startRunning()
        #expect(rig.player.success().didPlay, "video only")
        let camera = FakeCaptureSession(capturing: ["audio"], center: center)
        camera.startRunning()
        camera.stopRunning()
        #expect(rig.player.warning().didPlay, "stopped")
        do {
            let gone = FakeCaptureSession(capturing: ["audio"], center: center)
            gone.startRunning()
        }
        #expect(rig.player.error().didPlay, "deallocated")
        camera.startRunning()
        camera.setRunningSilently(false)
        #expect(rig.player.selection().didPlay, "stopped on its own (the device slept)")
        withExtendedLifetime(monitor) {}
    }

    @Test("Core Haptics patterns on the device are held back too, and play once haptics are allowed")
    func patternsHeldBack() throws {
        let (rig, monitor) = rig()
        let camera = FakeCaptureSession(capturing: ["audio"], center: center)
        camera.startRunning()
        #expect(rig.player.play(.pattern(.tap)).skipReason == .mutedWhileRecording)
        try monitor.allowHapticsDuringRecording()
        #expect(rig.player.play(.pattern(.tap)).didPlay)
    }

    @Test("sessions that start on many threads at once are each followed: none is lost")
    func concurrentSessions() async {
        let monitor = RecordingMonitor(audioSession: audioSession, center: center)
        let sessions = (0..<256).map { _ in FakeCaptureSession(capturing: ["audio"], center: center) }
        await Task.detached {
            DispatchQueue.concurrentPerform(iterations: sessions.count) { sessions[$0].startRunning() }
        }.value
        for session in sessions { session.setRunningSilently(false) }
        // One running at a time: a start lost to another thread's shows as a session that runs
        // while nothing mutes.
        var lost = 0
        for session in sessions {
            session.setRunningSilently(true)
            if !monitor.mutesHaptics { lost += 1 }
            session.setRunningSilently(false)
        }
        #expect(lost == 0)
    }
}
