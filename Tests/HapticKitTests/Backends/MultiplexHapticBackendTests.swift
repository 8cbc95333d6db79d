import HapticKitTesting
import Testing

@testable import HapticKit

@Suite("MultiplexHapticBackend")
struct MultiplexHapticBackendTests {
    /// Throws `error` from every play, after noting it in `log`.
    struct ThrowingBackend: HapticBackend {
        let name: String
        let error: any Error
        let log: LockedState<[String]>
        func play(_ request: HapticRequest) throws {
            log.withLock { $0.append(name) }
            throw error
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    func player(_ backend: MultiplexHapticBackend) -> Haptics {
        Haptics(backend: backend, device: .iPhone, clock: ManualHapticClock())
    }

    @Test("every requirement reaches every member")
    func forwards() {
        let first = HapticRecorder()
        let second = HapticRecorder()
        let haptics = player(MultiplexHapticBackend(first, second))
        haptics.prepare(for: .selection)
        haptics.play(.selection)
        haptics.settings.isEnabled = false
        haptics.play(.success)
        for recorder in [first, second] {
            #expect(recorder.preparations.map(\.feedback) == [.selection])
            #expect(recorder.calls == [.selection(atLocation: false)])
            #expect(recorder.releases == [HapticRequest.GeneratorKey(kind: .selection, viewID: nil)])
            #expect(recorder.entries.map(\.feedback) == [.selection, .success])
        }
    }

    @Test("when members throw, the first one's error wins, and every member still gets the request")
    func firstErrorWins() {
        let log = LockedState<[String]>([])
        let recorder = HapticRecorder()
        let haptics = player(
            MultiplexHapticBackend(
                ThrowingBackend(name: "platform", error: HapticSkipReason.viewDeallocated, log: log),
                recorder,
                ThrowingBackend(name: "log", error: Failure(description: "disk full"), log: log)))
        #expect(haptics.play(.success) == .skipped(.viewDeallocated))
        #expect(log.withLock { $0 } == ["platform", "log"])
        #expect(recorder.requests.count == 1)
        #expect(recorder.skipped.map(\.reason) == [.viewDeallocated])

        let reversed = player(
            MultiplexHapticBackend(
                ThrowingBackend(name: "log", error: Failure(description: "disk full"), log: log),
                ThrowingBackend(name: "platform", error: HapticSkipReason.viewDeallocated, log: log)))
        let diskFull = Failure(description: "disk full")
        #expect(reversed.play(.success) == .skipped(.backendFailed(diskFull)))
    }

    @Test("operational only when every member is: NoOp plus a log plays nothing, and the log sees noOpBackend")
    func operational() {
        #expect(!MultiplexHapticBackend([]).isOperational)
        #expect(MultiplexHapticBackend(HapticRecorder(), HapticRecorder()).isOperational)
        let recorder = HapticRecorder()
        let backend = MultiplexHapticBackend(NoOpHapticBackend(), recorder)
        #expect(!backend.isOperational)
        #expect(player(backend).play(.success) == .skipped(.noOpBackend))
        #expect(recorder.requests.isEmpty)
        #expect(recorder.skipped.map(\.reason) == [.noOpBackend])
    }

    @Test("the app is active unless some member says it is not")
    func appActive() {
        #expect(MultiplexHapticBackend([]).isAppActive)
        let platform = HapticRecorder()
        let log = HapticRecorder()
        let haptics = player(MultiplexHapticBackend(platform, log))
        #expect(haptics.play(.success).didPlay)
        platform.isAppActive = false
        #expect(!haptics.isAppActive)
        #expect(haptics.play(.error) == .skipped(.appNotActive))
        #expect(log.skipped.map(\.reason) == [.appNotActive])
    }
}
