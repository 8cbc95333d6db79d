import HapticKitTesting
import Testing

@testable import HapticKit

/// How ``Haptics/platformBackend()`` puts the platform's own backend and the GameController one
/// together (``PlatformBackend/combining(own:accessories:)``), so no app composes them itself.
@Suite("PlatformBackend")
struct PlatformBackendTests {
    func player(_ backend: any HapticBackend, on device: DeviceProfile = .iPhone) -> Haptics {
        Haptics(backend: backend, device: device, clock: ManualHapticClock())
    }

    @Test("with both, every request reaches the platform's own backend first, then the accessory one")
    func both() throws {
        let log = LockedState<[String]>([])
        let own = HapticRecorder()
        let accessories = HapticRecorder()
        let combined = PlatformBackend.combining(
            own: MultiplexHapticBackend(Named(name: "own", log: log), own),
            accessories: MultiplexHapticBackend(Named(name: "accessories", log: log), accessories))
        let haptics = player(combined, on: .iPadWithGameController)
        haptics.play(.success)
        #expect(log.withLock { $0 } == ["own", "accessories"])
        #expect(
            own.calls.map(\.api) == [
                "GCController.haptics.createEngine(withLocality:).makePlayer(with:).start(atTime:)"
            ])
        #expect(accessories.calls == own.calls)
    }

    @Test("the platform's own failure decides the outcome when both fail")
    func ownFailureFirst() {
        let combined = PlatformBackend.combining(
            own: Failing(reason: .appNotActive), accessories: Failing(reason: .disabledByUser))
        #expect(player(combined).play(.success).skipReason == .appNotActive)
    }

    @Test("with one, that one alone; with neither, silence that says noOpBackend")
    func one() {
        let own = HapticRecorder()
        player(PlatformBackend.combining(own: own, accessories: nil)).play(.success)
        #expect(own.calls.count == 1)
        let accessories = HapticRecorder()
        player(PlatformBackend.combining(own: nil, accessories: accessories), on: .tvWithGameController).play(.success)
        #expect(accessories.calls.count == 1)
        let none = PlatformBackend.combining(own: nil, accessories: nil)
        #expect(!none.isOperational)
        #expect(player(none).play(.success).skipReason == .noOpBackend)
    }

    /// Notes its name in `log` on every play.
    struct Named: HapticBackend {
        let name: String
        let log: LockedState<[String]>
        func play(_ request: HapticRequest) throws { log.withLock { $0.append(name) } }
    }

    /// Skips every play with `reason`.
    struct Failing: HapticBackend {
        let reason: HapticSkipReason
        func play(_ request: HapticRequest) throws { throw reason }
    }
}
