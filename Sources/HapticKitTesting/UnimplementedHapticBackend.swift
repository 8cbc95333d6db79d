public import HapticKit

/// A backend for tests asserting that code plays nothing: every use of it reports an issue.
///
/// Hand it to `Haptics` (or swap it into `Haptics.shared`) and run the code under test. A play,
/// a prepare or a release reports an issue, and so does a request that was skipped (the code
/// asked for a haptic). ``isOperational`` and ``isAppActive`` answer `true` without reporting, so
/// that requests reach it; a request that plays reports once, from ``play(_:)``.
///
/// The test kit links neither Swift Testing nor XCTest (the `haptickit` tool links it too, Swift
/// Testing has no static library on Linux, and on Apple platforms both live in Xcode, not the
/// OS), so you say how an issue is recorded:
///
/// ```swift
/// import Testing
///
/// let backend = UnimplementedHapticBackend { Issue.record("\($0)") }
/// let haptics = Haptics(backend: backend, device: .iPhone, clock: ManualHapticClock())
/// saveDraft(haptics)  // must play nothing
/// #expect(backend.uses.isEmpty)
/// ```
///
/// With XCTest: `UnimplementedHapticBackend { XCTFail("\($0)") }`.
public struct UnimplementedHapticBackend: HapticBackend {
    /// One use of the backend, with where the backend was made.
    public struct Use: Hashable, Sendable, CustomStringConvertible {
        /// The requirement used, e.g. `play(_:)`.
        public let requirement: String
        /// What was asked, e.g. `success: UINotificationFeedbackGenerator().notificationOccurred(.success)`.
        public let detail: String
        /// Where the backend was made: the test that expects nothing to play.
        public let fileID: String
        /// The line in ``fileID`` where the backend was made.
        public let line: Int

        /// `Unimplemented: play(_:) was called with success: … (UnimplementedHapticBackend made at MyTests/SaveTests.swift:12)`
        public var description: String {
            "Unimplemented: \(requirement) was called with \(detail) "
                + "(UnimplementedHapticBackend made at \(fileID):\(line))"
        }
    }

    private let reportIssue: @Sendable (Use) -> Void
    private let fileID: String
    private let line: Int
    private let record = LockedState<[Use]>([])

    /// A backend that passes each use to `reportIssue` (record a test issue there) and keeps it
    /// in ``uses``. `fileID` and `line` name where it was made, for the issue's message.
    public init(
        fileID: StaticString = #fileID, line: UInt = #line,
        reportIssue: @escaping @Sendable (_ use: Use) -> Void
    ) {
        self.fileID = "\(fileID)"
        self.line = Int(line)
        self.reportIssue = reportIssue
    }

    /// Every use so far, in order.
    public var uses: [Use] { record.withLock { $0 } }

    private func report(_ requirement: String, _ detail: String) {
        let use = Use(requirement: requirement, detail: detail, fileID: fileID, line: line)
        record.withLock { $0.append(use) }
        reportIssue(use)
    }

    // MARK: HapticBackend

    /// Reports the request; performs nothing.
    public func play(_ request: HapticRequest) throws {
        report("play(_:)", "\(request.feedback.name): \(request.call.description)")
    }

    /// Reports the preparation.
    public func prepare(_ request: HapticRequest) {
        report("prepare(_:)", "\(request.feedback.name): \(request.generator.map { "\($0)" } ?? "no generator")")
    }

    /// Reports the release.
    public func release(_ key: HapticRequest.GeneratorKey) {
        report("release(_:)", "\(key)")
    }

    /// Reports a skipped request (the code asked for a haptic); a played one was reported by
    /// ``play(_:)`` already.
    public func observe(_ feedback: HapticFeedback, outcome: HapticOutcome, at time: HapticInstant) {
        guard !outcome.didPlay else { return }
        report("observe(_:outcome:at:)", "\(feedback.name), \(outcome)")
    }

    /// `true`, without reporting: `Haptics` reads it when it is made.
    public var isOperational: Bool { true }

    /// `true`, without reporting, so that requests reach the backend and are reported.
    public var isAppActive: Bool { true }
}
