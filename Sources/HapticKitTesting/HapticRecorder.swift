public import Foundation
public import HapticKit

/// A backend that records everything HapticKit asks of it, for assertions in tests.
///
/// Thread-safe; copies share the same record, so keep one and hand a copy to `Haptics`.
///
/// ```swift
/// let recorder = HapticRecorder()
/// let haptics = Haptics(backend: recorder, device: .iPhone, clock: ManualHapticClock())
/// haptics.play(.success)
/// #expect(recorder.played == [.success])
/// #expect(recorder.calls.map(\.api) == ["UINotificationFeedbackGenerator.notificationOccurred(_:)"])
/// ```
public struct HapticRecorder: HapticBackend {
    /// One request and what became of it.
    public struct Entry: Equatable, Sendable, CustomStringConvertible {
        /// When the request was made, on the player's clock.
        public let time: HapticInstant
        /// The feedback asked for.
        public let feedback: HapticFeedback
        /// What became of it: played, or skipped and why.
        public let outcome: HapticOutcome

        /// The route of a played request.
        public var route: HapticRoute? { outcome.playback?.route }

        /// `40 ms  alignment  played UICanvasFeedbackGenerator.alignmentOccurred(at:) (warm)`
        public var description: String {
            "\(HapticDuration(nanoseconds: time.nanoseconds))  \(feedback.name)  \(outcome)"
        }
    }

    private struct Record {
        var entries: [Entry] = []
        var requests: [HapticRequest] = []
        var preparations: [HapticRequest] = []
        var releases: [HapticRequest.GeneratorKey] = []
        var failure: String?
        var isAppActive = true
    }

    /// Thrown by ``play(_:)`` after ``failPlays(with:)``.
    public struct Failure: Error, Hashable, Sendable, CustomStringConvertible, LocalizedError {
        /// The same text as ``description``, for `localizedDescription`.
        public var errorDescription: String? { description }

        /// The message given to ``HapticRecorder/failPlays(with:)``.
        public let description: String
    }

    private let record = LockedState(Record())

    /// Creates a recorder with an empty record, the app active, and plays that succeed.
    public init() {}

    // MARK: HapticBackend

    /// Records the request, or throws a ``Failure`` after ``failPlays(with:)``.
    public func play(_ request: HapticRequest) throws {
        let failure = record.withLock { record -> String? in
            if record.failure == nil { record.requests.append(request) }
            return record.failure
        }
        if let failure { throw Failure(description: failure) }
    }

    /// Records the preparation.
    public func prepare(_ request: HapticRequest) {
        record.withLock { $0.preparations.append(request) }
    }

    /// Records the release.
    public func release(_ key: HapticRequest.GeneratorKey) {
        record.withLock { $0.releases.append(key) }
    }

    /// Records the feedback and its outcome as an ``Entry``.
    public func observe(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant) {
        record.withLock { $0.entries.append(Entry(time: time, feedback: feedback, outcome: outcome)) }
    }

    /// Whether the app is active, as this backend reports it: set it to `false` to check what
    /// your code does while the app is in the background (every request is skipped with
    /// `appNotActive`, as the platform backends do).
    public var isAppActive: Bool {
        get { record.withLock { $0.isAppActive } }
        nonmutating set { record.withLock { $0.isAppActive = newValue } }
    }

    // MARK: Reading the record

    /// Every request and its outcome, in order.
    public var entries: [Entry] { record.withLock { $0.entries } }

    /// The feedback that played, in order.
    public var played: [HapticFeedback] { entries.filter { $0.outcome.didPlay }.map(\.feedback) }

    /// The feedback that was skipped, with why.
    public var skipped: [(feedback: HapticFeedback, reason: HapticSkipReason)] {
        entries.compactMap { entry in entry.outcome.skipReason.map { (entry.feedback, $0) } }
    }

    /// The requests the backend performed, in order.
    public var requests: [HapticRequest] { record.withLock { $0.requests } }

    /// The exact Apple calls made, in order.
    public var calls: [HapticCall] { requests.map(\.call) }

    /// The generators warmed by `prepare(for:in:)`.
    public var preparations: [HapticRequest] { record.withLock { $0.preparations } }

    /// The generators released (idle, evicted, haptics disabled, or the player gone).
    public var releases: [HapticRequest.GeneratorKey] { record.withLock { $0.releases } }

    /// Of the requests that played through a generator, the share that found it warm (0...1);
    /// `nil` when none did.
    public var warmHitRate: Double? {
        let generatorPlays = requests.filter { $0.generator != nil }
        guard !generatorPlays.isEmpty else { return nil }
        return Double(generatorPlays.filter(\.isWarm).count) / Double(generatorPlays.count)
    }

    /// One line per entry, for readable test failures and logs.
    public var timeline: String { entries.map(\.description).joined(separator: "\n") }

    /// Whether `feedback` played at least once.
    public func didPlay(_ feedback: HapticFeedback) -> Bool { played.contains(feedback) }

    /// How many requests were skipped for a reason matching `matches`.
    public func skipCount(where matches: (HapticSkipReason) -> Bool) -> Int {
        skipped.filter { matches($0.reason) }.count
    }

    /// From now on, ``play(_:)`` throws a ``Failure`` with `message` (`nil` to stop failing).
    public func failPlays(with message: String?) {
        record.withLock { $0.failure = message }
    }

    /// Forgets everything recorded (keeps ``failPlays(with:)`` and ``isAppActive``).
    public func reset() {
        record.withLock { $0 = Record(failure: $0.failure, isAppActive: $0.isAppActive) }
    }
}
