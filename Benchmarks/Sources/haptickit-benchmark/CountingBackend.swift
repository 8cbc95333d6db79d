import HapticKit

/// The cheapest backend that still does something observable: it counts the requests and
/// preparations it is given. The pipeline section measures HapticKit's own cost on top of it.
///
/// `@unchecked Sendable` because the benchmark uses it from one thread only; it is internal to
/// the benchmark executable.
final class CountingBackend: HapticBackend, @unchecked Sendable {
    private(set) var plays = 0
    private(set) var preparations = 0

    func play(_ request: HapticRequest) throws {
        countPlay()
    }

    func prepare(_ request: HapticRequest) {
        countPreparation()
    }

    func countPlay() {
        plays &+= 1
    }

    func countPreparation() {
        preparations &+= 1
    }
}
